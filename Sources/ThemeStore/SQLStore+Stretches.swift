extension SQLStore {
  /// Moves the series' stored stretches on to version `number`, after its intervals were:
  /// `closing` (interval ids) ended at `number`, and the intervals opened at `number` stored.
  ///
  /// An interval opened where its subject's last one ended continues that stretch; a stretch
  /// whose last interval ended without a successor ends there; any other opened interval
  /// starts a stretch. `check` compares the result with the stretches the intervals make
  /// (`derivedStretches`).
  func advanceStretches(seriesID: Int, number: Int, closing: [Int], opened: Bool) throws {
    let arguments: SQLArguments = [
      "series": .integer(Int64(seriesID)), "number": .integer(Int64(number)),
      "closing": connection.dialect.idList(closing),
    ]
    let closed = connection.dialect.isInIDList("last_id", "closing")
    if !closing.isEmpty && opened {
      try connection.execute(
        """
        UPDATE finding_stretches SET last_id = (
          SELECT f.id FROM findings f WHERE f.subject_id = finding_stretches.subject_id AND f.since = :number)
        WHERE until IS NULL AND \(closed) AND EXISTS (
          SELECT 1 FROM findings f WHERE f.subject_id = finding_stretches.subject_id AND f.since = :number)
        """, arguments)
    }
    if !closing.isEmpty {
      try connection.execute(
        "UPDATE finding_stretches SET until = :number WHERE until IS NULL AND \(closed)", arguments)
    }
    if opened {
      try connection.execute(
        """
        INSERT INTO finding_stretches (subject_id, since, until, last_id)
        SELECT f.subject_id, f.since, NULL, f.id FROM finding_subjects s JOIN findings f ON f.subject_id = s.id
        WHERE s.series_id = :series AND f.since = :number
          AND NOT EXISTS (SELECT 1 FROM finding_stretches x WHERE x.last_id = f.id)
        """, arguments)
    }
  }

  /// Ends every open stretch of the series at `until` (versions after it were not audited in it).
  func endStretches(seriesID: Int, until: Int) throws {
    try connection.execute(
      """
      UPDATE finding_stretches SET until = :until WHERE until IS NULL
        AND subject_id IN (SELECT id FROM finding_subjects WHERE series_id = :series)
      """, ["series": .integer(Int64(seriesID)), "until": .integer(Int64(until))])
  }

  /// How many subjects `check` and the backfill take at a time: their memory is a page's
  /// stretches, however long the history.
  static let stretchPageSize = 256

  /// The stretches the intervals of the subjects with ids in `subjects` make, in (subject,
  /// since) order: what `finding_stretches` holds for them. The intervals are joined by
  /// `FindingStretchBuilder`, as `history` joins them.
  func derivedStretches(subjects: ClosedRange<Int>) throws -> [StoredStretch] {
    var builder = FindingStretchBuilder()
    builder.beginSeries(theme: "", ruleset: "", profile: "", latest: 0)
    try connection.forEachRow(
      """
      SELECT f.id AS id, f.subject_id AS subject_id, f.since AS since, f.until AS until FROM findings f
      WHERE f.subject_id BETWEEN :first AND :last ORDER BY f.subject_id, f.since
      """, Self.range(subjects), columns: ["id", "subject_id", "since", "until"]
    ) { values in
      builder.add(
        subjectID: values[1].number ?? -1, id: values[0].number ?? 0, since: values[2].number ?? 0,
        until: values[3].number
      ) { ("", "") }
    }
    return builder.stretches.map {
      StoredStretch(subjectID: $0.subjectID, since: $0.since, until: $0.until, lastID: $0.lastID)
    }
  }

  /// The stored stretches of the subjects with ids in `subjects`, in (subject, since) order.
  func storedStretches(subjects: ClosedRange<Int>) throws -> [StoredStretch] {
    var stretches: [StoredStretch] = []
    try connection.forEachRow(
      """
      SELECT subject_id, since, until, last_id FROM finding_stretches
      WHERE subject_id BETWEEN :first AND :last ORDER BY subject_id, since
      """, Self.range(subjects), columns: ["subject_id", "since", "until", "last_id"]
    ) { values in
      stretches.append(
        StoredStretch(
          subjectID: values[0].number ?? -1, since: values[1].number ?? 0, until: values[2].number,
          lastID: values[3].number ?? 0))
    }
    return stretches
  }

  /// Stores the stretches of every subject's intervals (a registry upgraded to schema 16).
  func backfillStretches() throws {
    try forEachSubjectPage { page in
      let rows = try derivedStretches(subjects: page).map { stretch -> [SQLValue] in
        [
          .integer(Int64(stretch.subjectID)), .integer(Int64(stretch.since)), stretch.until.sqlValue,
          .integer(Int64(stretch.lastID)),
        ]
      }
      if !rows.isEmpty {
        try connection.insert(rows, into: "finding_stretches", columns: ["subject_id", "since", "until", "last_id"])
      }
    }
  }

  /// The findings whose stored stretches differ from those their intervals make, as (theme,
  /// ruleset, rule, subject) for `check`, a page of subjects at a time.
  func strayStretches() throws -> [(theme: String, ruleset: String, rule: String, subject: String)] {
    var stray: [Int] = []
    try forEachSubjectPage { page in
      let derived = Dictionary(grouping: try derivedStretches(subjects: page), by: \.subjectID)
      let stored = Dictionary(grouping: try storedStretches(subjects: page), by: \.subjectID)
      stray += Set(derived.keys).union(stored.keys).filter { derived[$0] != stored[$0] }
    }
    guard !stray.isEmpty else { return [] }
    return try connection.map(
      """
      SELECT t.name AS theme, e.ruleset AS ruleset, s.rule AS rule, s.subject AS subject
      FROM finding_subjects s JOIN finding_series e ON e.id = s.series_id JOIN themes t ON t.id = e.theme_id
      WHERE \(connection.dialect.isInIDList("s.id", "ids"))
      ORDER BY t.name, e.ruleset, s.rule, s.subject
      """, ["ids": connection.dialect.idList(stray.sorted())]
    ) {
      (theme: $0.string("theme"), ruleset: $0.string("ruleset"), rule: $0.string("rule"), subject: $0.string("subject"))
    }
  }

  /// Calls `body` with consecutive ranges of subject ids, `stretchPageSize` ids each, up to
  /// the highest subject id there is (or that a stretch names).
  private func forEachSubjectPage(_ body: (ClosedRange<Int>) throws -> Void) throws {
    let highest =
      try connection.int(
        """
        SELECT max(id) AS highest FROM (
          SELECT max(id) AS id FROM finding_subjects UNION ALL SELECT max(subject_id) AS id FROM finding_stretches
        ) AS both_tables
        """, [:], column: "highest") ?? 0
    var first = 0
    while first <= highest {
      try body(first...(first + Self.stretchPageSize - 1))
      first += Self.stretchPageSize
    }
  }

  private static func range(_ subjects: ClosedRange<Int>) -> SQLArguments {
    ["first": .integer(Int64(subjects.lowerBound)), "last": .integer(Int64(subjects.upperBound))]
  }
}

/// A stored stretch of a finding: from `since` until `until` (nil while it holds), its last
/// interval `lastID`.
struct StoredStretch: Equatable {
  let subjectID: Int
  let since: Int
  let until: Int?
  let lastID: Int
}
