extension SQLStore {
  /// Moves the series' stored stretches on to version `number`, after its intervals were:
  /// `closing` (interval ids) ended at `number`, and the intervals opened at `number` stored.
  ///
  /// An interval opened where its subject's last one ended continues that stretch; a stretch
  /// whose last interval ended without a successor ends there; any other opened interval
  /// starts a stretch. `check` compares the result with the stretches the intervals make
  /// (`finding_stretches_derived`).
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

  /// Stretches that differ from those the intervals make, as (theme, ruleset, subject) for
  /// `check`: each is a stored stretch the intervals do not make, or the reverse.
  func strayStretches() throws -> [(theme: String, ruleset: String, rule: String, subject: String)] {
    try connection.map(
      """
      SELECT DISTINCT t.name AS theme, e.ruleset AS ruleset, s.rule AS rule, s.subject AS subject
      FROM (
        SELECT subject_id FROM (
          SELECT subject_id, since, until, last_id FROM finding_stretches
          EXCEPT SELECT subject_id, since, until, last_id FROM finding_stretches_derived) AS stored_only
        UNION ALL
        SELECT subject_id FROM (
          SELECT subject_id, since, until, last_id FROM finding_stretches_derived
          EXCEPT SELECT subject_id, since, until, last_id FROM finding_stretches) AS derived_only
      ) AS stray
      JOIN finding_subjects s ON s.id = stray.subject_id JOIN finding_series e ON e.id = s.series_id
      JOIN themes t ON t.id = e.theme_id
      ORDER BY t.name, e.ruleset, s.rule, s.subject
      """
    ) {
      (theme: $0.string("theme"), ruleset: $0.string("ruleset"), rule: $0.string("rule"), subject: $0.string("subject"))
    }
  }
}
