import ThemeModel
import ThemeStore

extension PostgresStore {
  /// A finding's columns, from `findingSource`.
  static let findingColumns = RegistrySQL.findingColumns
  /// Interval rows with their subjects (series, rule, subject), which are stored once.
  static let findingSource = RegistrySQL.findingSource

  static func finding(_ rows: PostgresRows, _ row: Int, from column: Int32) -> StoredFinding {
    StoredFinding(
      rule: rows.string(row, column), severity: rows.string(row, column + 1), subject: rows.string(row, column + 2),
      appearance: rows.optionalString(row, column + 3), measured: rows.optionalDouble(row, column + 4),
      required: rows.optionalDouble(row, column + 5), wcag: rows.optionalString(row, column + 6),
      message: rows.string(row, column + 7), path: rows.string(row, column + 8))
  }

  /// Stores `run` for a version and moves its series' finding intervals forward to `number`.
  func insertAuditRun(_ run: AuditRunDraft, versionID: Int, themeID: Int, number: Int) throws {
    if let typeScale = run.typeScale,
      try connection.query("SELECT 1 FROM type_scales WHERE hash = $1", [.text(typeScale.key)]).count == 0
    {
      try connection.query(
        "INSERT INTO type_scales (hash, json) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING",
        [.text(typeScale.key), .text(typeScale.json())])
    }
    let summary = run.summary
    try connection.query(
      "INSERT INTO audit_runs (\(AuditRunDraft.columns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
      run.values(versionID: versionID))
    try advanceFindings(
      run.findings, themeID: themeID, ruleset: summary.ruleset, profile: summary.profile, number: number)
  }

  private func advanceFindings(
    _ findings: [StoredFinding], themeID: Int, ruleset: String, profile: String, number: Int
  ) throws {
    let series: [SQLValue] = [.integer(Int64(themeID)), .text(ruleset), .text(profile)]
    let previous = try connection.query(
      """
      SELECT max(v.number) FROM audit_runs r JOIN versions v ON v.id = r.version_id
      WHERE v.theme_id = $1 AND r.ruleset = $2 AND r.profile = $3 AND v.number < $4
      """, series + [.integer(Int64(number))]
    ).optionalInt(0, 0)
    if let previous, previous != number - 1 {
      // Versions in between were never audited in this series: end what held at the last audited one.
      try connection.query(
        """
        UPDATE findings SET until = $1 WHERE until IS NULL AND subject_id IN (
          SELECT id FROM finding_subjects WHERE theme_id = $2 AND ruleset = $3 AND profile = $4)
        """, [.integer(Int64(previous + 1))] + series)
    }
    var subjects: [String: Int] = [:]
    let subjectRows = try connection.query(
      "SELECT id, rule, subject FROM finding_subjects WHERE theme_id = $1 AND ruleset = $2 AND profile = $3", series)
    subjectRows.eachRow { row in
      subjects[FindingChanges.key(rule: subjectRows.string(row, 1), subject: subjectRows.string(row, 2))] =
        subjectRows.int(row, 0)
    }
    var open: [String: (id: Int, finding: StoredFinding)] = [:]
    let openRows = try connection.query(
      """
      SELECT f.id, \(Self.findingColumns) FROM \(Self.findingSource)
      WHERE s.theme_id = $1 AND s.ruleset = $2 AND s.profile = $3 AND f.until IS NULL
      """, series)
    openRows.eachRow { row in
      let finding = Self.finding(openRows, row, from: 1)
      open[FindingChanges.key(rule: finding.rule, subject: finding.subject)] = (openRows.int(row, 0), finding)
    }
    let changes = FindingChanges(open: open, findings: findings)
    if !changes.closing.isEmpty {
      try connection.query(
        "UPDATE findings SET until = $1 WHERE id = ANY($2::bigint[])",
        [.integer(Int64(number)), PostgresColumns.idArray(changes.closing)])
    }
    var newSubjects: [[SQLValue]] = []
    var seen: Set<String> = []
    for finding in changes.opening {
      let key = FindingChanges.key(rule: finding.rule, subject: finding.subject)
      if subjects[key] == nil, seen.insert(key).inserted {
        newSubjects.append(series + [.text(finding.rule), .text(finding.subject)])
      }
    }
    try PostgresColumns.insert(
      newSubjects, into: "finding_subjects", columns: ["theme_id", "ruleset", "profile", "rule", "subject"],
      connection: connection, returning: "id, rule, subject"
    ) { rows, row in
      subjects[FindingChanges.key(rule: rows.string(row, 1), subject: rows.string(row, 2))] = rows.int(row, 0)
    }
    let rows: [[SQLValue]] = changes.opening.map { finding in
      [
        .integer(Int64(subjects[FindingChanges.key(rule: finding.rule, subject: finding.subject)] ?? 0)),
        .text(finding.severity), finding.appearance.sqlValue, finding.measured.sqlValue, finding.required.sqlValue,
        finding.wcag.sqlValue, .text(finding.message), .text(finding.path), .integer(Int64(number)),
      ]
    }
    try PostgresColumns.insert(
      rows, into: "findings",
      columns: ["subject_id", "severity", "appearance", "measured", "required", "wcag", "message", "path", "since"],
      connection: connection)
  }

  /// The audit run of `theme` at version `number`: the one of `ruleset` (and `profile`),
  /// or the newest when they are nil.
  public func auditRun(
    theme: String, number: Int, ruleset: String? = nil, profile: String? = nil
  ) throws(StoreError) -> StoredAuditRun? {
    try read { try readAuditRun(theme: theme, number: number, ruleset: ruleset, profile: profile) }
  }

  func readAuditRun(theme: String, number: Int, ruleset: String?, profile: String?) throws -> StoredAuditRun? {
    let run = try connection.query(
      """
      SELECT \(Self.auditSummaryColumns), s.json, t.id, r.type_scale_hash
      FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = $2
      JOIN audit_runs r ON r.version_id = v.id
      LEFT JOIN type_scales s ON s.hash = r.type_scale_hash
      WHERE t.name = $1 AND ($3::text IS NULL OR r.ruleset = $3) AND ($4::text IS NULL OR r.profile = $4)
      ORDER BY r.id DESC LIMIT 1
      """, [.text(theme), .integer(Int64(number)), ruleset.sqlValue, profile.sqlValue])
    guard run.count > 0, let summary = Self.auditSummary(run, 0, from: 0) else { return nil }
    let findings = try connection.query(
      """
      SELECT \(Self.findingColumns) FROM \(Self.findingSource)
      WHERE s.theme_id = $1 AND s.ruleset = $2 AND s.profile = $3 AND f.since <= $4
        AND (f.until IS NULL OR f.until > $4)
      ORDER BY f.id
      """,
      [.integer(Int64(run.int(0, 8))), .text(summary.ruleset), .text(summary.profile), .integer(Int64(number))])
    return StoredAuditRun(
      summary: summary, findings: findings.map { Self.finding(findings, $0, from: 0) },
      typeScaleJSON: run.optionalString(0, 7), typeScaleKey: run.optionalString(0, 9))
  }

  /// Every audit run of a version, oldest first.
  public func auditRuns(theme: String, number: Int) throws(StoreError) -> [StoredAuditRun] {
    try read {
      let series = try connection.query(
        """
        SELECT r.ruleset, r.profile FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = $2
        JOIN audit_runs r ON r.version_id = v.id WHERE t.name = $1 ORDER BY r.id
        """, [.text(theme), .integer(Int64(number))])
      return try series.map { row in
        try readAuditRun(
          theme: theme, number: number, ruleset: series.string(row, 0), profile: series.string(row, 1))
      }.compactMap { $0 }
    }
  }

  /// Stores one more audit run for an existing version, in one transaction.
  public func addAuditRun(_ run: AuditRunDraft, theme: String, number: Int) throws(StoreError) {
    try read {
      try connection.transaction {
        guard let (themeID, _) = try lockTheme(theme) else {
          throw StoreError.server(path: path, message: "\(theme)@\(number) does not exist")
        }
        let version = try connection.query(
          "SELECT id FROM versions WHERE theme_id = $1 AND number = $2",
          [.integer(Int64(themeID)), .integer(Int64(number))])
        guard version.count > 0 else {
          throw StoreError.server(path: path, message: "\(theme)@\(number) does not exist")
        }
        try insertAuditRun(run, versionID: version.int(0, 0), themeID: themeID, number: number)
      }
    }
  }

  /// Re-audits every version of `theme` in order with `produce` and stores the runs of the
  /// (ruleset, profile) series it returns beside the existing ones, as the SQLite store does.
  public func rerunAudits(
    theme: String, ruleset: String, profile: String,
    produce: (VersionRecord, ThemeDocument) throws -> AuditRunDraft
  ) throws -> Int {
    try run {
      try connection.transaction {
        guard let (themeID, latest) = try lockTheme(theme) else { return 0 }
        try connection.query(
          """
          DELETE FROM findings WHERE subject_id IN (
            SELECT id FROM finding_subjects WHERE theme_id = $1 AND ruleset = $2 AND profile = $3)
          """, [.integer(Int64(themeID)), .text(ruleset), .text(profile)])
        var added = 0
        for number in stride(from: 1, through: latest, by: 1) {
          guard let version = try readVersion(theme: theme, number: number) else { continue }
          let ids = try connection.query(
            """
            SELECT v.id, r.id FROM versions v
            LEFT JOIN audit_runs r ON r.version_id = v.id AND r.ruleset = $3 AND r.profile = $4
            WHERE v.theme_id = $1 AND v.number = $2
            """, [.integer(Int64(themeID)), .integer(Int64(number)), .text(ruleset), .text(profile)])
          let document = try ThemeDocument(
            bytes: try DocumentCodec.verified(try readDocument(hash: version.contentHash), hash: version.contentHash))
          let run = try produce(version, document)
          if !ids.isNull(0, 1) {
            try advanceFindings(run.findings, themeID: themeID, ruleset: ruleset, profile: profile, number: number)
          } else {
            try insertAuditRun(run, versionID: ids.int(0, 0), themeID: themeID, number: number)
            added += 1
          }
        }
        return added
      }
    }
  }
}
