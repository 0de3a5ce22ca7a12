/// A stretch of versions in which a finding held.
public struct FindingInterval: Sendable, Equatable {
  /// The theme's name.
  public var theme: String
  /// The series' ruleset.
  public var ruleset: String
  /// The series' profile.
  public var profile: String
  /// The finding's values at the start of the stretch's last interval.
  public var finding: StoredFinding
  /// The first version in which it held.
  public var since: Int
  /// The first version in which it no longer held; nil while it holds at the latest audited version.
  public var until: Int?
  /// The latest version audited in this series (the theme's latest unless `--ruleset` names an older one).
  public var latestVersion: Int
}

/// Which finding intervals to read.
public struct FindingQuery: Sendable {
  /// Only this theme; nil for all.
  public var theme: String?
  /// Only this rule.
  public var rule: String?
  /// Only this exact subject.
  public var subject: String?
  /// Only subjects that contain this text.
  public var subjectContains: String?
  /// Only this severity.
  public var severity: String?
  /// Only this appearance.
  public var appearance: String?
  /// The ruleset whose series counts; nil means the one of each theme's latest run.
  public var ruleset: String?

  /// Creates a query.
  public init(
    theme: String? = nil, rule: String? = nil, subject: String? = nil, subjectContains: String? = nil,
    severity: String? = nil, appearance: String? = nil, ruleset: String? = nil
  ) {
    self.theme = theme
    self.rule = rule
    self.subject = subject
    self.subjectContains = subjectContains
    self.severity = severity
    self.appearance = appearance
    self.ruleset = ruleset
  }
}

extension SQLiteStore {
  /// The stretches of versions in which each finding matching `query` held, ordered by theme,
  /// rule, subject and first version.
  ///
  /// Intervals that end where the next begins (a measurement changed) are joined into one
  /// stretch, which carries the finding's values at its last interval. Only the few columns
  /// that decide stretches are read for every interval; the full values are read for the last
  /// interval of each stretch. Each theme's series is the (ruleset, profile) of its latest
  /// version's newest run, or of `query.ruleset`.
  public func findingStretches(_ query: FindingQuery) throws(StoreError) -> [FindingInterval] {
    // Only the filters in use appear in the SQL (fixed fragments; every value stays bound), so
    // that SQLite can use the rule and subject indexes instead of scanning the whole series.
    let optional: [(fragment: String, value: String?)] = [
      ("s.rule = ?4", query.rule), ("s.subject = ?5", query.subject),
      ("instr(s.subject, ?6) > 0", query.subjectContains),
      ("f.severity = ?7", query.severity), ("f.appearance = ?8", query.appearance),
    ]
    let filters = (["1"] + optional.filter { $0.value != nil }.map(\.fragment)).joined(separator: " AND ")
    return try guarded {
      // Each theme's series, by theme name; then each series' intervals in the order of its
      // subject index, one query per series, so that no sort of all intervals is needed.
      let series = try database.statement(
        """
        WITH audited AS MATERIALIZED (
          SELECT t.id AS theme_id, t.name AS theme,
            CASE WHEN ?1 IS NULL THEN t.latest_version ELSE (
              SELECT max(v.number) FROM audit_runs w JOIN versions v ON v.id = w.version_id
              WHERE w.ruleset = ?1 AND v.theme_id = t.id) END AS latest
          FROM themes t WHERE (?2 IS NULL OR t.name = ?2)
        )
        SELECT a.theme_id, a.theme, a.latest, r.ruleset, r.profile
        FROM audited a
        JOIN versions v ON v.theme_id = a.theme_id AND v.number = a.latest
        JOIN audit_runs r ON r.id = (
          SELECT max(x.id) FROM audit_runs x WHERE x.version_id = v.id AND (?1 IS NULL OR x.ruleset = ?1))
        ORDER BY a.theme
        """
      ).map([query.ruleset.sqlValue, query.theme.sqlValue]) {
        (themeID: $0.int(0), theme: $0.string(1), latest: $0.int(2), ruleset: $0.string(3), profile: $0.string(4))
      }
      let intervals = try database.statement(
        """
        SELECT f.id, s.id, s.rule, s.subject, f.since, f.until
        FROM finding_subjects s JOIN findings f ON f.subject_id = s.id
        WHERE s.theme_id = ?1 AND s.ruleset = ?2 AND s.profile = ?3 AND \(filters)
        ORDER BY s.rule, s.subject, f.since
        """)
      var builder = FindingStretchBuilder()
      for each in series {
        let values: [SQLValue] = [
          .integer(Int64(each.themeID)), .text(each.ruleset), .text(each.profile), query.rule.sqlValue,
          query.subject.sqlValue, query.subjectContains.sqlValue, query.severity.sqlValue, query.appearance.sqlValue,
        ]
        // A subject's texts are read once, not once per interval.
        var subject: (id: Int, rule: String, text: String) = (-1, "", "")
        // Numbered parameters: the statement has as many as the highest one its filters use.
        try intervals.forEachRow(Array(values.prefix(intervals.parameterCount))) { row in
          if row.int(1) != subject.id { subject = (row.int(1), row.string(2), row.string(3)) }
          builder.add(
            theme: each.theme, ruleset: each.ruleset, profile: each.profile, latest: each.latest, id: row.int(0),
            rule: subject.rule, subject: subject.text, since: row.int(4), until: row.optionalInt(5))
        }
      }
      var findings: [Int: StoredFinding] = [:]
      let ids = "[" + builder.stretches.map { String($0.lastID) }.joined(separator: ",") + "]"
      try database.statement(
        """
        SELECT f.id, \(Self.findingColumns)
        FROM \(Self.findingSource) WHERE f.id IN (SELECT value FROM json_each(?))
        """
      ).forEachRow([.text(ids)]) { row in
        findings[row.int(0)] = Self.finding(row, from: 1)
      }
      return builder.intervals(findings: findings)
    }
  }

  /// The versions of `theme` with the given numbers, by number, in one query.
  public func versions(theme: String, numbers: Set<Int>) throws(StoreError) -> [Int: VersionRecord] {
    guard !numbers.isEmpty else { return [:] }
    let list = "[" + numbers.sorted().map(String.init).joined(separator: ",") + "]"
    return try guarded {
      var result: [Int: VersionRecord] = [:]
      try database.statement(
        """
        SELECT \(Self.versionColumns)
        FROM themes t JOIN versions v ON v.theme_id = t.id
        LEFT JOIN versions p ON p.id = v.parent_id
        WHERE t.name = ? AND v.number IN (SELECT value FROM json_each(?))
        """
      ).forEachRow([.text(theme), .text(list)]) { row in
        let version = Self.versionRecord(row)
        result[version.number] = version
      }
      return result
    }
  }

  /// The rulesets that have runs for `theme` (or any theme), newest run first.
  public func rulesets(theme: String?) throws(StoreError) -> [String] {
    try guarded {
      try database.statement(
        """
        SELECT r.ruleset FROM audit_runs r JOIN versions v ON v.id = r.version_id JOIN themes t ON t.id = v.theme_id
        WHERE ?1 IS NULL OR t.name = ?1 GROUP BY r.ruleset ORDER BY max(r.id) DESC
        """
      ).map([theme.sqlValue]) { $0.string(0) }
    }
  }
}
