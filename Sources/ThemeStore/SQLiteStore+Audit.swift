import ThemeModel

extension SQLiteStore {
  static let auditSummaryColumns = RegistrySQL.auditSummaryColumns

  static func auditSummary(_ row: Row, from column: Int32) -> AuditRunSummary? {
    guard !row.isNull(column) else { return nil }
    return AuditRunSummary(
      ruleset: row.string(column), profile: row.string(column + 1), errors: row.int(column + 2),
      warnings: row.int(column + 3), infos: row.int(column + 4), passed: row.int(column + 5) == 1,
      createdAt: row.string(column + 6))
  }

  /// A finding's columns, from `findingSource`.
  static let findingColumns = RegistrySQL.findingColumns
  /// Interval rows with their subjects (series, rule, subject), which are stored once.
  static let findingSource = RegistrySQL.findingSource

  static func finding(_ row: Row, from column: Int32) -> StoredFinding {
    StoredFinding(
      rule: row.string(column), severity: row.string(column + 1), subject: row.string(column + 2),
      appearance: row.optionalString(column + 3), measured: row.optionalDouble(column + 4),
      required: row.optionalDouble(column + 5), wcag: row.optionalString(column + 6), message: row.string(column + 7),
      path: row.string(column + 8))
  }

  private func findingValues(_ finding: StoredFinding) -> [SQLValue] {
    [
      .text(finding.severity), finding.appearance.sqlValue, finding.measured.sqlValue, finding.required.sqlValue,
      finding.wcag.sqlValue, .text(finding.message), .text(finding.path),
    ]
  }

  /// Stores `run` for a version and moves its series' finding intervals forward to `number`.
  func insertAuditRun(_ run: AuditRunDraft, versionID: Int, themeID: Int, number: Int) throws {
    if let typeScale = run.typeScale,
      try database.scalarInt("SELECT 1 FROM type_scales WHERE hash = ?", [.text(typeScale.key)]) == nil
    {
      try database.execute(
        "INSERT INTO type_scales (hash, json) VALUES (?, ?)", [.text(typeScale.key), .text(typeScale.json())])
    }
    let summary = run.summary
    try database.execute(
      "INSERT INTO audit_runs (\(AuditRunDraft.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      run.values(versionID: versionID))
    try advanceFindings(
      run.findings, themeID: themeID, ruleset: summary.ruleset, profile: summary.profile, number: number)
  }

  private func advanceFindings(
    _ findings: [StoredFinding], themeID: Int, ruleset: String, profile: String, number: Int
  ) throws {
    let series: [SQLValue] = [.integer(Int64(themeID)), .text(ruleset), .text(profile)]
    let previous = try database.scalarInt(
      """
      SELECT max(v.number) FROM audit_runs r JOIN versions v ON v.id = r.version_id
      WHERE v.theme_id = ? AND r.ruleset = ? AND r.profile = ? AND v.number < ?
      """, series + [.integer(Int64(number))])
    if let previous, previous != number - 1 {
      // Versions in between were never audited in this series: end what held at the last audited one.
      try database.execute(
        """
        UPDATE findings SET until = ?1 WHERE until IS NULL AND subject_id IN (
          SELECT id FROM finding_subjects WHERE theme_id = ?2 AND ruleset = ?3 AND profile = ?4)
        """, [.integer(Int64(previous + 1))] + series)
    }
    var subjects: [String: Int] = [:]
    try database.statement(
      "SELECT id, rule, subject FROM finding_subjects WHERE theme_id = ? AND ruleset = ? AND profile = ?"
    ).forEachRow(series) { row in subjects[FindingChanges.key(rule: row.string(1), subject: row.string(2))] = row.int(0)
    }
    var open: [String: (id: Int, finding: StoredFinding)] = [:]
    try database.statement(
      """
      SELECT f.id, \(Self.findingColumns) FROM \(Self.findingSource)
      WHERE s.theme_id = ? AND s.ruleset = ? AND s.profile = ? AND f.until IS NULL
      """
    ).forEachRow(series) { row in
      let finding = Self.finding(row, from: 1)
      open[FindingChanges.key(rule: finding.rule, subject: finding.subject)] = (row.int(0), finding)
    }
    let changes = FindingChanges(open: open, findings: findings)
    let close = try database.statement("UPDATE findings SET until = ? WHERE id = ?")
    for id in changes.closing {
      try close.run([.integer(Int64(number)), .integer(Int64(id))])
    }
    let newSubject = try database.statement(
      "INSERT INTO finding_subjects (theme_id, ruleset, profile, rule, subject) VALUES (?, ?, ?, ?, ?)")
    let insert = try database.statement(
      """
      INSERT INTO findings (subject_id, severity, appearance, measured, required, wcag, message, path, since)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      """)
    for finding in changes.opening {
      let key = FindingChanges.key(rule: finding.rule, subject: finding.subject)
      var subjectID = subjects[key]
      if subjectID == nil {
        try newSubject.run(series + [.text(finding.rule), .text(finding.subject)])
        subjectID = database.lastInsertedRowID
        subjects[key] = subjectID
      }
      try insert.run([.integer(Int64(subjectID!))] + findingValues(finding) + [.integer(Int64(number))])
    }
  }

  /// The audit run of `theme` at version `number`: the one of `ruleset` (and `profile`),
  /// or the newest when they are nil.
  public func auditRun(
    theme: String, number: Int, ruleset: String? = nil, profile: String? = nil
  ) throws(StoreError) -> StoredAuditRun? {
    try guarded {
      let run = try database.statement(
        """
        SELECT \(Self.auditSummaryColumns), s.json, t.id, r.type_scale_hash
        FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = ?2
        JOIN audit_runs r ON r.version_id = v.id
        LEFT JOIN type_scales s ON s.hash = r.type_scale_hash
        WHERE t.name = ?1 AND (?3 IS NULL OR r.ruleset = ?3) AND (?4 IS NULL OR r.profile = ?4)
        ORDER BY r.id DESC LIMIT 1
        """
      ).first([.text(theme), .integer(Int64(number)), ruleset.sqlValue, profile.sqlValue]) { row in
        (Self.auditSummary(row, from: 0)!, row.optionalString(7), row.int(8), row.optionalString(9))
      }
      guard let (summary, typeScale, themeID, typeScaleKey) = run else { return nil }
      let findings = try database.statement(
        """
        SELECT \(Self.findingColumns) FROM \(Self.findingSource)
        WHERE s.theme_id = ?1 AND s.ruleset = ?2 AND s.profile = ?3 AND f.since <= ?4
          AND (f.until IS NULL OR f.until > ?4)
        ORDER BY f.id
        """
      ).map([.integer(Int64(themeID)), .text(summary.ruleset), .text(summary.profile), .integer(Int64(number))]) {
        Self.finding($0, from: 0)
      }
      return StoredAuditRun(
        summary: summary, findings: findings, typeScaleJSON: typeScale, typeScaleKey: typeScaleKey)
    }
  }

  /// Every audit run of a version, oldest first.
  public func auditRuns(theme: String, number: Int) throws(StoreError) -> [StoredAuditRun] {
    let series = try guarded {
      try database.statement(
        """
        SELECT r.ruleset, r.profile FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = ?2
        JOIN audit_runs r ON r.version_id = v.id WHERE t.name = ?1 ORDER BY r.id
        """
      ).map([.text(theme), .integer(Int64(number))]) { ($0.string(0), $0.string(1)) }
    }
    var runs: [StoredAuditRun] = []
    for (ruleset, profile) in series {
      if let run = try auditRun(theme: theme, number: number, ruleset: ruleset, profile: profile) { runs.append(run) }
    }
    return runs
  }

  /// Stores one more audit run for an existing version, in one transaction.
  public func addAuditRun(_ run: AuditRunDraft, theme: String, number: Int) throws(StoreError) {
    try guarded {
      try database.transaction {
        guard
          let (themeID, versionID) = try database.statement(
            "SELECT t.id, v.id FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = ? WHERE t.name = ?"
          ).first([.integer(Int64(number)), .text(theme)], { ($0.int(0), $0.int(1)) })
        else {
          throw StoreError.database(DatabaseError(extendedCode: 1, message: "\(theme)@\(number) does not exist"))
        }
        try insertAuditRun(run, versionID: versionID, themeID: themeID, number: number)
      }
    }
  }

  /// Re-audits every version of `theme` in order with `produce` and stores the runs of the
  /// (ruleset, profile) series it returns beside the existing ones.
  ///
  /// Runs already stored for that series are kept; its finding intervals are rebuilt,
  /// which is safe because an audit is a pure function of document, ruleset and profile.
  /// Older series are never touched. Returns how many runs were added.
  public func rerunAudits(
    theme: String, ruleset: String, profile: String,
    produce: (VersionRecord, ThemeDocument) throws -> AuditRunDraft
  ) throws -> Int {
    try database.transaction {
      guard let themeID = try database.scalarInt("SELECT id FROM themes WHERE name = ?", [.text(theme)]) else {
        return 0
      }
      try database.execute(
        """
        DELETE FROM findings WHERE subject_id IN (
          SELECT id FROM finding_subjects WHERE theme_id = ? AND ruleset = ? AND profile = ?)
        """,
        [.integer(Int64(themeID)), .text(ruleset), .text(profile)])
      let latest = try latestVersionNumber(theme: theme) ?? 0
      var added = 0
      for number in stride(from: 1, through: latest, by: 1) {
        guard let version = try version(theme: theme, number: number) else { continue }
        let versionID = try database.scalarInt(
          "SELECT id FROM versions WHERE theme_id = ? AND number = ?",
          [.integer(Int64(themeID)), .integer(Int64(number))])!
        let document = try ThemeDocument(bytes: try document(hash: version.contentHash))
        let run = try produce(version, document)
        let exists =
          try database.scalarInt(
            "SELECT id FROM audit_runs WHERE version_id = ? AND ruleset = ? AND profile = ?",
            [.integer(Int64(versionID)), .text(ruleset), .text(profile)]) != nil
        if exists {
          try advanceFindings(run.findings, themeID: themeID, ruleset: ruleset, profile: profile, number: number)
        } else {
          try insertAuditRun(run, versionID: versionID, themeID: themeID, number: number)
          added += 1
        }
      }
      return added
    }
  }
}
