import ThemeModel

/// What a commit changes in one versioned table: rows that stop holding and rows that start.
///
/// Both stores compute it the same way from the current rows and the new version's rows, so
/// their tables hold the same intervals.
package struct RowChanges: Sendable {
  /// The ids of current rows that stop holding at the new version (changed or gone).
  package var closing: [Int] = []
  /// The rows that start holding at the new version, in the document's order.
  package var opening: [[SQLValue]] = []
  /// For each new row, in order, the id of the current row it keeps; nil for a row that opens.
  package var ids: [Int?] = []
}

extension VersionedTable {
  /// One string for a row's key columns (names, appearances and media ids are all text):
  /// hashing one string is much cheaper than hashing an array of enum values.
  package static func rowKey(_ values: ArraySlice<SQLValue>) -> String {
    var key = ""
    for value in values {
      if case .text(let text) = value { key += text }
      key += "\u{0}"
    }
    return key
  }

  /// The changes from the current rows to `rows` (both in stored form): `current` is called
  /// with a function to pass each current row to (its id, then its stored values, key first),
  /// so rows are compared as they are read and none is kept.
  package func changes(
    to rows: [[SQLValue]], current: ((_ id: Int, _ stored: ArraySlice<SQLValue>) -> Void) throws -> Void
  ) rethrows -> RowChanges {
    let keyCount = keyColumns.count
    var positions: [String: Int] = [:]
    positions.reserveCapacity(rows.count)
    for (position, row) in rows.enumerated() { positions[Self.rowKey(row[..<keyCount])] = position }
    var changes = RowChanges()
    changes.ids = Array(repeating: nil, count: rows.count)
    try current { id, stored in
      let key = stored.startIndex + keyCount
      if let position = positions[Self.rowKey(stored[..<key])],
        rows[position][keyCount...].elementsEqual(stored[key...])
      {
        changes.ids[position] = id
      } else {
        changes.closing.append(id)
      }
    }
    changes.closing.sort()
    changes.opening = rows.indices.filter { changes.ids[$0] == nil }.map { rows[$0] }
    return changes
  }
}

/// What an audit run changes in its series' finding intervals.
package struct FindingChanges: Sendable {
  /// The ids of open intervals that end at the run's version (the finding changed or went away).
  package var closing: [Int] = []
  /// The findings whose new interval starts at the run's version, in the audit's order.
  package var opening: [StoredFinding] = []

  /// A finding's identity within its series.
  package static func key(rule: String, subject: String) -> String { rule + "\u{0}" + subject }

  /// The changes from the series' open intervals (each one's id and `FindingTexts.digest`, by
  /// identity) to the run's `findings`.
  package init(open: [String: (id: Int, digest: Int64)], findings: [StoredFinding]) {
    var open = open
    for finding in findings {
      if let existing = open.removeValue(forKey: Self.key(rule: finding.rule, subject: finding.subject)) {
        if existing.digest == FindingTexts.digest(finding) { continue }
        closing.append(existing.id)
      }
      opening.append(finding)
    }
    closing += open.values.map(\.id).sorted()
  }
}

/// Joins finding intervals, read series by series and within a series subject by subject in
/// `since` order, into stretches: an interval that starts where the previous one of the same
/// finding ended continues it. Each series' stretches end up in (rule, subject, since) order,
/// by code point as both backends' indexes order them.
package struct FindingStretchBuilder {
  /// A stretch being built; `lastID` is the interval whose values the stretch reports.
  package struct Stretch {
    package var theme, ruleset, profile, rule, subject: String
    package var subjectID, latest, since, lastID: Int
    package var until: Int?

    /// The stretch with `finding`, the values of its last interval.
    package func interval(_ finding: StoredFinding) -> FindingInterval {
      FindingInterval(
        theme: theme, ruleset: ruleset, profile: profile, finding: finding, since: since, until: until,
        latestVersion: latest)
    }
  }

  /// The stretches so far.
  package private(set) var stretches: [Stretch] = []

  /// The stretches so far, which the builder no longer holds: the caller's list is its only copy.
  package mutating func takeStretches() -> [Stretch] {
    defer { stretches = [] }
    return stretches
  }

  /// Where the current series' stretches begin.
  private var seriesStart = 0
  /// The current series: its theme, ruleset, profile and latest version.
  private var series = (theme: "", ruleset: "", profile: "", latest: 0)
  /// The subject of the last interval added, by id within the series.
  private var lastSubject: Int?

  /// Creates an empty builder.
  package init() {}

  /// Starts the next series; its intervals follow, then `endSeries()`.
  package mutating func beginSeries(theme: String, ruleset: String, profile: String, latest: Int) {
    series = (theme, ruleset, profile, latest)
    lastSubject = nil
  }

  /// Adds the next interval of the series, of the subject `subjectID`, whose rule and key
  /// `identity` gives (asked only when a stretch starts; `nil` skips the interval).
  ///
  /// Called once per stored interval, so a continued stretch is extended in place, compared by
  /// integers alone.
  package mutating func add(
    subjectID: Int, id: Int, since: Int, until: Int?, identity: () -> (rule: String, subject: String)?
  ) {
    let last = stretches.count - 1
    if lastSubject == subjectID, last >= seriesStart, stretches[last].until == since {
      stretches[last].until = until
      stretches[last].lastID = id
      return
    }
    guard let identity = identity() else {
      lastSubject = nil
      return
    }
    lastSubject = subjectID
    stretches.append(
      Stretch(
        theme: series.theme, ruleset: series.ruleset, profile: series.profile, rule: identity.rule,
        subject: identity.subject, subjectID: subjectID, latest: series.latest, since: since, lastID: id,
        until: until))
  }

  /// Ends the current series: its stretches are put in (rule, subject, since) order.
  package mutating func endSeries() {
    stretches[seriesStart...].sort { lhs, rhs in
      if lhs.rule != rhs.rule { return lhs.rule.precedesByCodePoint(rhs.rule) }
      if lhs.subject != rhs.subject { return lhs.subject.precedesByCodePoint(rhs.subject) }
      return lhs.since < rhs.since
    }
    seriesStart = stretches.count
    lastSubject = nil
  }
}
