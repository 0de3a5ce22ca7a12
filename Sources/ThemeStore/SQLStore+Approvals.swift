extension SQLStore {
  /// Stores an approval of `theme@version` judged on its newest run of `ruleset`, in one transaction.
  ///
  /// `check` runs inside the transaction with the run's findings, so a concurrent re-audit
  /// cannot slip between judging and storing; it throws to refuse. Not run again after a lost
  /// connection: the approval may have landed, and approving twice would record two.
  public func approve(
    theme: String, version: Int, ruleset: String?, approvedBy: String, note: String?, waivers: [ApprovalRecord.Waiver],
    createdAt: String, check: (StoredAuditRun) throws -> Void
  ) throws -> ApprovalRecord {
    try runPassingThrough(retrying: false) {
      try connection.transaction {
        guard try lockTheme(theme) != nil,
          let run = try connection.first(
            """
            SELECT r.id AS run_id, v.id AS version_id FROM themes t
            JOIN versions v ON v.theme_id = t.id AND v.number = :number
            JOIN audit_runs r ON r.version_id = v.id
            WHERE t.name = :theme AND (CAST(:ruleset AS TEXT) IS NULL OR r.ruleset = :ruleset)
            ORDER BY r.id DESC LIMIT 1
            """, ["theme": .text(theme), "number": .integer(Int64(version)), "ruleset": ruleset.sqlValue],
            { (runID: $0.int("run_id"), versionID: $0.int("version_id")) }),
          let stored = try readAuditRun(theme: theme, number: version, ruleset: ruleset, profile: nil)
        else {
          throw StoreError.database(path: path, message: "\(theme)@\(version) has no audit run")
        }
        try check(stored)
        guard
          let approvalID = try connection.int(
            """
            INSERT INTO approvals (version_id, audit_run_id, approved_by, note, created_at)
            VALUES (:version, :run, :by, :note, :created) RETURNING id
            """,
            [
              "version": .integer(Int64(run.versionID)), "run": .integer(Int64(run.runID)), "by": .text(approvedBy),
              "note": note.sqlValue, "created": .text(createdAt),
            ], column: "id")
        else { throw StoreError.database(path: path, message: "the approval of \(theme)@\(version) got no id") }
        try connection.insert(
          waivers.map { [.integer(Int64(approvalID)), .text($0.key), .text($0.reason)] }, into: "waivers",
          columns: ["approval_id", "key", "reason"])
        return try readApprovals(theme: theme, id: approvalID)[0]
      }
    }
  }

  /// Records the withdrawal of approval `id`; not run again after a lost connection either.
  public func revoke(approvalID: Int, revokedBy: String, reason: String, createdAt: String) throws(StoreError) {
    try run(retrying: false) {
      try connection.transaction {
        _ = try connection.execute(
          "INSERT INTO revocations (approval_id, revoked_by, reason, created_at) VALUES (:approval, :by, :reason, :created)",
          [
            "approval": .integer(Int64(approvalID)), "by": .text(revokedBy), "reason": .text(reason),
            "created": .text(createdAt),
          ])
      }
    }
  }

  /// The approvals of `theme`, newest first (or only approval `id`).
  public func approvals(theme: String, id: Int? = nil) throws(StoreError) -> [ApprovalRecord] {
    try run { try readApprovals(theme: theme, id: id) }
  }

  private func readApprovals(theme: String, id: Int?) throws -> [ApprovalRecord] {
    var records = try connection.map(
      """
      SELECT a.id AS id, t.name AS theme, v.number AS number, a.approved_by AS approved_by, a.note AS note,
        a.created_at AS created_at, \(RegistrySQL.auditSummaryColumns), x.revoked_by AS revoked_by,
        x.reason AS reason, x.created_at AS revoked_at
      FROM approvals a JOIN versions v ON v.id = a.version_id JOIN themes t ON t.id = v.theme_id
      JOIN audit_runs r ON r.id = a.audit_run_id
      LEFT JOIN revocations x ON x.approval_id = a.id
      WHERE t.name = :theme AND (CAST(:id AS INTEGER) IS NULL OR a.id = :id)
      ORDER BY a.id DESC
      """, ["theme": .text(theme), "id": id.sqlValue]
    ) { row in
      ApprovalRecord(
        id: row.int("id"), theme: row.string("theme"), version: row.int("number"),
        approvedBy: row.string("approved_by"), note: row.optionalString("note"), createdAt: row.string("created_at"),
        auditRun: AuditRunSummary(row: row)!, waivers: [],
        revocation: row.isNull("revoked_by")
          ? nil
          : ApprovalRecord.Revocation(
            revokedBy: row.string("revoked_by"), reason: row.string("reason"), createdAt: row.string("revoked_at")))
    }
    for index in records.indices {
      records[index].waivers = try connection.map(
        "SELECT key, reason FROM waivers WHERE approval_id = :approval ORDER BY id",
        ["approval": .integer(Int64(records[index].id))]
      ) { ApprovalRecord.Waiver(key: $0.string("key"), reason: $0.string("reason")) }
    }
    return records
  }

  /// The newest approved version of `theme` whose approval is not revoked.
  public func latestApprovedVersion(theme: String) throws(StoreError) -> Int? {
    try run {
      try connection.int(
        """
        SELECT max(v.number) AS number FROM approvals a JOIN versions v ON v.id = a.version_id
        JOIN themes t ON t.id = v.theme_id
        WHERE t.name = :theme AND NOT EXISTS (SELECT 1 FROM revocations x WHERE x.approval_id = a.id)
        """, ["theme": .text(theme)], column: "number")
    }
  }
}
