import ThemeStore

extension PostgresStore {
  /// The stretches of versions in which each finding matching `query` held, ordered by theme,
  /// rule, subject and first version, exactly as the SQLite store returns them.
  ///
  /// The matching subjects come first, in order, with their texts; then their intervals,
  /// sorted by the subject's position and first version — integers, so that sorting tens of
  /// thousands of intervals does not compare long subject texts.
  public func findingStretches(_ query: FindingQuery) throws(StoreError) -> [FindingInterval] {
    try read {
      let subjects = try connection.query(
        """
        WITH audited AS MATERIALIZED (
          SELECT t.id AS theme_id, t.name AS theme,
            CASE WHEN $1::text IS NULL THEN t.latest_version ELSE (
              SELECT max(v.number) FROM audit_runs w JOIN versions v ON v.id = w.version_id
              WHERE w.ruleset = $1 AND v.theme_id = t.id) END AS latest
          FROM themes t WHERE ($2::text IS NULL OR t.name = $2)
        ),
        series AS MATERIALIZED (
          SELECT a.theme_id, a.theme, a.latest, r.ruleset, r.profile
          FROM audited a
          JOIN versions v ON v.theme_id = a.theme_id AND v.number = a.latest
          JOIN audit_runs r ON r.id = (
            SELECT max(x.id) FROM audit_runs x WHERE x.version_id = v.id AND ($1::text IS NULL OR x.ruleset = $1))
        )
        SELECT s.id, e.theme, e.ruleset, e.profile, e.latest, s.rule, s.subject
        FROM series e
        JOIN finding_subjects s ON s.theme_id = e.theme_id AND s.ruleset = e.ruleset AND s.profile = e.profile
        WHERE ($3::text IS NULL OR s.rule = $3) AND ($4::text IS NULL OR s.subject = $4)
          AND ($5::text IS NULL OR strpos(s.subject, $5) > 0)
        ORDER BY e.theme, s.rule, s.subject
        """,
        [
          query.ruleset.sqlValue, query.theme.sqlValue, query.rule.sqlValue, query.subject.sqlValue,
          query.subjectContains.sqlValue,
        ])
      guard subjects.count > 0 else { return [] }
      let intervals = try connection.query(
        """
        SELECT o.position, f.id, f.since, f.until
        FROM unnest($1::bigint[]) WITH ORDINALITY AS o(subject_id, position)
        JOIN findings f ON f.subject_id = o.subject_id
        WHERE ($2::text IS NULL OR f.severity = $2) AND ($3::text IS NULL OR f.appearance = $3)
        ORDER BY o.position, f.since
        """,
        [
          PostgresColumns.idArray(subjects.map { subjects.int($0, 0) }), query.severity.sqlValue,
          query.appearance.sqlValue,
        ])
      var builder = FindingStretchBuilder()
      intervals.eachRow { row in
        let subject = intervals.int(row, 0) - 1
        builder.add(
          theme: subjects.string(subject, 1), ruleset: subjects.string(subject, 2),
          profile: subjects.string(subject, 3),
          latest: subjects.int(subject, 4), id: intervals.int(row, 1), rule: subjects.string(subject, 5),
          subject: subjects.string(subject, 6), since: intervals.int(row, 2), until: intervals.optionalInt(row, 3))
      }
      let findings = try connection.query(
        "SELECT f.id, \(Self.findingColumns) FROM \(Self.findingSource) WHERE f.id = ANY($1::bigint[])",
        [PostgresColumns.idArray(builder.stretches.map(\.lastID))])
      var byID: [Int: StoredFinding] = [:]
      findings.eachRow { byID[findings.int($0, 0)] = Self.finding(findings, $0, from: 1) }
      return builder.intervals(findings: byID)
    }
  }

  /// The rulesets that have runs for `theme` (or any theme), newest run first.
  public func rulesets(theme: String?) throws(StoreError) -> [String] {
    try read {
      let rows = try connection.query(
        """
        SELECT r.ruleset FROM audit_runs r JOIN versions v ON v.id = r.version_id JOIN themes t ON t.id = v.theme_id
        WHERE $1::text IS NULL OR t.name = $1 GROUP BY r.ruleset ORDER BY max(r.id) DESC
        """, [theme.sqlValue])
      return rows.map { rows.string($0, 0) }
    }
  }
}
