import ThemeModel

extension SQLStore {
  /// Stores `run` for a version and moves its series' finding intervals forward to `number`.
  func insertAuditRun(_ run: AuditRunDraft, versionID: Int, themeID: Int, number: Int) throws {
    if let typeScale = run.typeScale,
      try connection.int(
        "SELECT 1 AS present FROM type_scales WHERE hash = :hash", ["hash": .text(typeScale.key)], column: "present")
        == nil
    {
      try connection.execute(
        "INSERT INTO type_scales (hash, json) VALUES (:hash, :json) ON CONFLICT (hash) DO NOTHING",
        ["hash": .text(typeScale.key), "json": .text(typeScale.json())])
    }
    let summary = run.summary
    try connection.execute(
      """
      INSERT INTO audit_runs (version_id, ruleset, profile, errors, warnings, infos, passed, type_scale_hash, created_at)
      VALUES (:version, :ruleset, :profile, :errors, :warnings, :infos, :passed, :type_scale, :created)
      """,
      [
        "version": .integer(Int64(versionID)), "ruleset": .text(summary.ruleset), "profile": .text(summary.profile),
        "errors": .integer(Int64(summary.errors)), "warnings": .integer(Int64(summary.warnings)),
        "infos": .integer(Int64(summary.infos)), "passed": summary.passed.sqlValue,
        "type_scale": run.typeScale?.key.sqlValue ?? .null, "created": .text(summary.createdAt),
      ])
    try advanceFindings(
      run.findings, themeID: themeID, ruleset: summary.ruleset, profile: summary.profile, number: number)
  }

  private func advanceFindings(
    _ findings: [StoredFinding], themeID: Int, ruleset: String, profile: String, number: Int
  ) throws {
    let series: SQLArguments = [
      "theme": .integer(Int64(themeID)), "ruleset": .text(ruleset), "profile": .text(profile),
    ]
    let previous = try connection.int(
      """
      SELECT max(v.number) AS previous FROM audit_runs r JOIN versions v ON v.id = r.version_id
      WHERE v.theme_id = :theme AND r.ruleset = :ruleset AND r.profile = :profile AND v.number < :number
      """, series.merging(["number": .integer(Int64(number))]) { $1 }, column: "previous")
    if let previous, previous != number - 1 {
      // Versions in between were never audited in this series: end what held at the last audited one.
      try connection.execute(
        """
        UPDATE findings SET until = :until WHERE until IS NULL AND subject_id IN (
          SELECT id FROM finding_subjects WHERE theme_id = :theme AND ruleset = :ruleset AND profile = :profile)
        """, series.merging(["until": .integer(Int64(previous + 1))]) { $1 })
    }
    var subjects: [String: Int] = [:]
    func readSubjects() throws {
      try connection.forEachRow(
        "SELECT id, rule, subject FROM finding_subjects WHERE theme_id = :theme AND ruleset = :ruleset AND profile = :profile",
        series
      ) { subjects[FindingChanges.key(rule: $0.string("rule"), subject: $0.string("subject"))] = $0.int("id") }
    }
    try readSubjects()
    var open: [String: (id: Int, finding: StoredFinding)] = [:]
    try connection.forEachRow(
      """
      SELECT f.id AS id, \(RegistrySQL.findingColumns) FROM \(RegistrySQL.findingSource)
      WHERE s.theme_id = :theme AND s.ruleset = :ruleset AND s.profile = :profile AND f.until IS NULL
      """, series
    ) { row in
      let finding = StoredFinding(row: row)
      open[FindingChanges.key(rule: finding.rule, subject: finding.subject)] = (row.int("id"), finding)
    }
    let changes = FindingChanges(open: open, findings: findings)
    if !changes.closing.isEmpty {
      try connection.execute(
        "UPDATE findings SET until = :number WHERE \(connection.dialect.isInIDList("id", "ids"))",
        ["number": .integer(Int64(number)), "ids": connection.dialect.idList(changes.closing)])
    }
    var newSubjects: [[SQLValue]] = []
    var seen: Set<String> = []
    for finding in changes.opening {
      let key = FindingChanges.key(rule: finding.rule, subject: finding.subject)
      if subjects[key] == nil, seen.insert(key).inserted {
        newSubjects.append([
          .integer(Int64(themeID)), .text(ruleset), .text(profile), .text(finding.rule), .text(finding.subject),
        ])
      }
    }
    if !newSubjects.isEmpty {
      try connection.insert(
        newSubjects, into: "finding_subjects", columns: ["theme_id", "ruleset", "profile", "rule", "subject"])
      try readSubjects()
    }
    let rows: [[SQLValue]] = changes.opening.map { finding in
      [
        .integer(Int64(subjects[FindingChanges.key(rule: finding.rule, subject: finding.subject)] ?? 0)),
        .text(finding.severity), finding.appearance.sqlValue, finding.measured.sqlValue, finding.required.sqlValue,
        finding.wcag.sqlValue, .text(finding.message), .text(finding.path), .integer(Int64(number)),
      ]
    }
    try connection.insert(
      rows, into: "findings",
      columns: ["subject_id", "severity", "appearance", "measured", "required", "wcag", "message", "path", "since"])
  }

  /// The audit run of `theme` at version `number`: the one of `ruleset` (and `profile`),
  /// or the newest when they are nil.
  public func auditRun(
    theme: String, number: Int, ruleset: String? = nil, profile: String? = nil
  ) throws(StoreError) -> StoredAuditRun? {
    try run { try readAuditRun(theme: theme, number: number, ruleset: ruleset, profile: profile) }
  }

  func readAuditRun(theme: String, number: Int, ruleset: String?, profile: String?) throws -> StoredAuditRun? {
    guard
      let run = try connection.first(
        """
        SELECT \(RegistrySQL.auditSummaryColumns), s.json AS type_scale_json, t.id AS theme_id,
          r.type_scale_hash AS type_scale_hash
        FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = :number
        JOIN audit_runs r ON r.version_id = v.id
        LEFT JOIN type_scales s ON s.hash = r.type_scale_hash
        WHERE t.name = :theme AND (CAST(:ruleset AS TEXT) IS NULL OR r.ruleset = :ruleset)
          AND (CAST(:profile AS TEXT) IS NULL OR r.profile = :profile)
        ORDER BY r.id DESC LIMIT 1
        """,
        [
          "theme": .text(theme), "number": .integer(Int64(number)), "ruleset": ruleset.sqlValue,
          "profile": profile.sqlValue,
        ],
        { row in
          (
            summary: AuditRunSummary(row: row), typeScale: row.optionalString("type_scale_json"),
            themeID: row.int("theme_id"), typeScaleKey: row.optionalString("type_scale_hash")
          )
        }),
      let summary = run.summary
    else { return nil }
    let findings = try connection.map(
      """
      SELECT \(RegistrySQL.findingColumns) FROM \(RegistrySQL.findingSource)
      WHERE s.theme_id = :theme AND s.ruleset = :ruleset AND s.profile = :profile AND f.since <= :number
        AND (f.until IS NULL OR f.until > :number)
      ORDER BY f.id
      """,
      [
        "theme": .integer(Int64(run.themeID)), "ruleset": .text(summary.ruleset), "profile": .text(summary.profile),
        "number": .integer(Int64(number)),
      ], StoredFinding.init(row:))
    return StoredAuditRun(
      summary: summary, findings: findings, typeScaleJSON: run.typeScale, typeScaleKey: run.typeScaleKey)
  }

  /// Every audit run of a version, oldest first.
  public func auditRuns(theme: String, number: Int) throws(StoreError) -> [StoredAuditRun] {
    try run {
      let series = try connection.map(
        """
        SELECT r.ruleset AS ruleset, r.profile AS profile
        FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = :number
        JOIN audit_runs r ON r.version_id = v.id WHERE t.name = :theme ORDER BY r.id
        """, ["theme": .text(theme), "number": .integer(Int64(number))]
      ) { ($0.string("ruleset"), $0.string("profile")) }
      return try series.compactMap { ruleset, profile in
        try readAuditRun(theme: theme, number: number, ruleset: ruleset, profile: profile)
      }
    }
  }

  /// The ids of `theme` and of its version `number`, nil when either is missing.
  func versionIDs(theme: String, number: Int) throws -> (theme: Int, version: Int)? {
    try connection.first(
      "SELECT t.id AS theme_id, v.id AS version_id FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = :number WHERE t.name = :theme",
      ["theme": .text(theme), "number": .integer(Int64(number))]
    ) { ($0.int("theme_id"), $0.int("version_id")) }
  }

  /// Stores one more audit run for an existing version, in one transaction.
  public func addAuditRun(_ run: AuditRunDraft, theme: String, number: Int) throws(StoreError) {
    try self.run {
      try connection.transaction {
        guard try lockTheme(theme) != nil, let ids = try versionIDs(theme: theme, number: number) else {
          throw StoreError.database(path: path, message: "\(theme)@\(number) does not exist")
        }
        try insertAuditRun(run, versionID: ids.version, themeID: ids.theme, number: number)
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
    try runPassingThrough {
      try connection.transaction {
        guard let (themeID, latest) = try lockTheme(theme) else { return 0 }
        let series: SQLArguments = [
          "theme": .integer(Int64(themeID)), "ruleset": .text(ruleset), "profile": .text(profile),
        ]
        try connection.execute(
          """
          DELETE FROM findings WHERE subject_id IN (
            SELECT id FROM finding_subjects WHERE theme_id = :theme AND ruleset = :ruleset AND profile = :profile)
          """, series)
        var added = 0
        for number in stride(from: 1, through: latest, by: 1) {
          guard let version = try readVersion(theme: theme, number: number),
            let ids = try connection.first(
              """
              SELECT v.id AS version_id, r.id AS run_id FROM versions v
              LEFT JOIN audit_runs r ON r.version_id = v.id AND r.ruleset = :ruleset AND r.profile = :profile
              WHERE v.theme_id = :theme AND v.number = :number
              """, series.merging(["number": .integer(Int64(number))]) { $1 },
              { (version: $0.int("version_id"), run: $0.optionalInt("run_id")) })
          else { continue }
          let bytes = try DocumentCodec.verified(try readDocument(hash: version.contentHash), hash: version.contentHash)
          let run = try produce(version, try ThemeDocument(bytes: bytes))
          if ids.run != nil {
            try advanceFindings(run.findings, themeID: themeID, ruleset: ruleset, profile: profile, number: number)
          } else {
            try insertAuditRun(run, versionID: ids.version, themeID: themeID, number: number)
            added += 1
          }
        }
        return added
      }
    }
  }
}
