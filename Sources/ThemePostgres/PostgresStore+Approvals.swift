import ThemeStore

extension PostgresStore {
  /// Stores an approval of `theme@version` judged on its newest run of `ruleset`, in one transaction.
  ///
  /// Not run again after a lost connection: the approval may have landed, and approving twice
  /// is not harmless the way committing unchanged content is.
  public func approve(
    theme: String, version: Int, ruleset: String?, approvedBy: String, note: String?, waivers: [ApprovalRecord.Waiver],
    createdAt: String, check: (StoredAuditRun) throws -> Void
  ) throws -> ApprovalRecord {
    try run(retrying: false) {
      try connection.transaction {
        let run = try connection.query(
          """
          SELECT r.id, v.id FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = $2
          JOIN audit_runs r ON r.version_id = v.id
          WHERE t.name = $1 AND ($3::text IS NULL OR r.ruleset = $3) ORDER BY r.id DESC LIMIT 1
          """, [.text(theme), .integer(Int64(version)), ruleset.sqlValue])
        guard run.count > 0,
          let stored = try readAuditRun(theme: theme, number: version, ruleset: ruleset, profile: nil)
        else {
          throw StoreError.server(path: path, message: "\(theme)@\(version) has no audit run")
        }
        try check(stored)
        let approval = try connection.query(
          """
          INSERT INTO approvals (version_id, audit_run_id, approved_by, note, created_at)
          VALUES ($1, $2, $3, $4, $5) RETURNING id
          """,
          [
            .integer(Int64(run.int(0, 1))), .integer(Int64(run.int(0, 0))), .text(approvedBy), note.sqlValue,
            .text(createdAt),
          ])
        let approvalID = approval.int(0, 0)
        try PostgresColumns.insert(
          waivers.map { [.integer(Int64(approvalID)), .text($0.key), .text($0.reason)] }, into: "waivers",
          columns: ["approval_id", "key", "reason"], connection: connection)
        return try readApprovals(theme: theme, id: approvalID).first!
      }
    }
  }

  /// Records the withdrawal of approval `id`.
  public func revoke(approvalID: Int, revokedBy: String, reason: String, createdAt: String) throws(StoreError) {
    do {
      _ = try run(retrying: false) {
        try connection.query(
          "INSERT INTO revocations (approval_id, revoked_by, reason, created_at) VALUES ($1, $2, $3, $4)",
          [.integer(Int64(approvalID)), .text(revokedBy), .text(reason), .text(createdAt)])
      }
    } catch let error as StoreError {
      throw error
    } catch {
      throw .server(path: path, message: "\(error)")
    }
  }

  /// The approvals of `theme`, newest first (or only approval `id`).
  public func approvals(theme: String, id: Int? = nil) throws(StoreError) -> [ApprovalRecord] {
    try read { try readApprovals(theme: theme, id: id) }
  }

  private func readApprovals(theme: String, id: Int?) throws -> [ApprovalRecord] {
    let rows = try connection.query(
      """
      SELECT a.id, t.name, v.number, a.approved_by, a.note, a.created_at, \(Self.auditSummaryColumns),
        x.revoked_by, x.reason, x.created_at
      FROM approvals a JOIN versions v ON v.id = a.version_id JOIN themes t ON t.id = v.theme_id
      JOIN audit_runs r ON r.id = a.audit_run_id
      LEFT JOIN revocations x ON x.approval_id = a.id
      WHERE t.name = $1 AND ($2::bigint IS NULL OR a.id = $2)
      ORDER BY a.id DESC
      """, [.text(theme), id.sqlValue])
    var records = rows.map { row in
      ApprovalRecord(
        id: rows.int(row, 0), theme: rows.string(row, 1), version: rows.int(row, 2), approvedBy: rows.string(row, 3),
        note: rows.optionalString(row, 4), createdAt: rows.string(row, 5),
        auditRun: Self.auditSummary(rows, row, from: 6)!, waivers: [],
        revocation: rows.isNull(row, 13)
          ? nil
          : ApprovalRecord.Revocation(
            revokedBy: rows.string(row, 13), reason: rows.string(row, 14), createdAt: rows.string(row, 15)))
    }
    guard !records.isEmpty else { return [] }
    let waivers = try connection.query(
      "SELECT approval_id, key, reason FROM waivers WHERE approval_id = ANY($1::bigint[]) ORDER BY id",
      [PostgresColumns.idArray(records.map(\.id))])
    var byApproval: [Int: [ApprovalRecord.Waiver]] = [:]
    waivers.eachRow { row in
      byApproval[waivers.int(row, 0), default: []].append(
        ApprovalRecord.Waiver(key: waivers.string(row, 1), reason: waivers.string(row, 2)))
    }
    for index in records.indices { records[index].waivers = byApproval[records[index].id] ?? [] }
    return records
  }

  /// The newest approved version of `theme` whose approval is not revoked.
  public func latestApprovedVersion(theme: String) throws(StoreError) -> Int? {
    try read {
      try connection.query(
        """
        SELECT max(v.number) FROM approvals a JOIN versions v ON v.id = a.version_id JOIN themes t ON t.id = v.theme_id
        WHERE t.name = $1 AND NOT EXISTS (SELECT 1 FROM revocations x WHERE x.approval_id = a.id)
        """, [.text(theme)]
      ).optionalInt(0, 0)
    }
  }
}
