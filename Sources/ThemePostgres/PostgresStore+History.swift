import ThemeStore

extension PostgresStore {
  /// The stretches of versions in which each finding matching `query` held, ordered by theme,
  /// rule, subject and first version, exactly as the SQLite store returns them.
  public func findingStretches(_ query: FindingQuery) throws(StoreError) -> [FindingInterval] {
    try read {
      let rows = try connection.query(
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
        SELECT e.theme, e.ruleset, e.profile, e.latest, f.id, s.rule, s.subject, f.since, f.until
        FROM series e
        JOIN finding_subjects s ON s.theme_id = e.theme_id AND s.ruleset = e.ruleset AND s.profile = e.profile
        JOIN findings f ON f.subject_id = s.id
        WHERE ($3::text IS NULL OR s.rule = $3) AND ($4::text IS NULL OR s.subject = $4)
          AND ($5::text IS NULL OR strpos(s.subject, $5) > 0)
          AND ($6::text IS NULL OR f.severity = $6) AND ($7::text IS NULL OR f.appearance = $7)
        ORDER BY e.theme, s.rule, s.subject, f.since
        """,
        [
          query.ruleset.sqlValue, query.theme.sqlValue, query.rule.sqlValue, query.subject.sqlValue,
          query.subjectContains.sqlValue, query.severity.sqlValue, query.appearance.sqlValue,
        ])
      var builder = FindingStretchBuilder()
      rows.eachRow { row in
        builder.add(
          theme: rows.string(row, 0), ruleset: rows.string(row, 1), profile: rows.string(row, 2),
          latest: rows.int(row, 3), id: rows.int(row, 4), rule: rows.string(row, 5), subject: rows.string(row, 6),
          since: rows.int(row, 7), until: rows.optionalInt(row, 8))
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
