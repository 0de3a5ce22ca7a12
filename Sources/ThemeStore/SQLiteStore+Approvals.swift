/// An approval as stored.
public struct ApprovalRecord: Sendable, Equatable {
  /// The approval's id.
  public var id: Int
  /// The theme's name.
  public var theme: String
  /// The approved version.
  public var version: Int
  /// Who approved.
  public var approvedBy: String
  /// Why, optionally.
  public var note: String?
  /// When.
  public var createdAt: String
  /// The audit run it was judged on.
  public var auditRun: AuditRunSummary
  /// The waived findings: the key named and the reason.
  public var waivers: [Waiver]
  /// The revocation, if it was withdrawn.
  public var revocation: Revocation?

  /// Creates an approval record.
  package init(
    id: Int, theme: String, version: Int, approvedBy: String, note: String?, createdAt: String,
    auditRun: AuditRunSummary, waivers: [Waiver], revocation: Revocation?
  ) {
    self.id = id
    self.theme = theme
    self.version = version
    self.approvedBy = approvedBy
    self.note = note
    self.createdAt = createdAt
    self.auditRun = auditRun
    self.waivers = waivers
    self.revocation = revocation
  }

  /// A waived finding key with its reason.
  public struct Waiver: Sendable, Equatable {
    /// A rule id or finding subject.
    public var key: String
    /// Why the findings are acceptable.
    public var reason: String

    /// Creates a waiver.
    public init(key: String, reason: String) {
      self.key = key
      self.reason = reason
    }
  }

  /// The withdrawal of an approval.
  public struct Revocation: Sendable, Equatable {
    /// Who revoked it.
    public var revokedBy: String
    /// Why.
    public var reason: String
    /// When.
    public var createdAt: String

    /// Creates a revocation.
    package init(revokedBy: String, reason: String, createdAt: String) {
      self.revokedBy = revokedBy
      self.reason = reason
      self.createdAt = createdAt
    }
  }
}

extension SQLiteStore {
  /// Stores an approval of `theme@version` judged on its newest run of `ruleset`, in one transaction.
  ///
  /// `check` runs inside the transaction with the run's findings, so a concurrent re-audit
  /// cannot slip between judging and storing; it throws to refuse.
  public func approve(
    theme: String, version: Int, ruleset: String?, approvedBy: String, note: String?, waivers: [ApprovalRecord.Waiver],
    createdAt: String, check: (StoredAuditRun) throws -> Void
  ) throws -> ApprovalRecord {
    try database.transaction {
      guard
        let run = try database.statement(
          """
          SELECT r.id, v.id FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = ?2
          JOIN audit_runs r ON r.version_id = v.id
          WHERE t.name = ?1 AND (?3 IS NULL OR r.ruleset = ?3) ORDER BY r.id DESC LIMIT 1
          """
        ).first(
          [.text(theme), .integer(Int64(version)), ruleset.sqlValue], { (runID: $0.int(0), versionID: $0.int(1)) }),
        let stored = try auditRun(theme: theme, number: version, ruleset: ruleset)
      else {
        throw StoreError.database(DatabaseError(extendedCode: 1, message: "\(theme)@\(version) has no audit run"))
      }
      try check(stored)
      try database.execute(
        "INSERT INTO approvals (version_id, audit_run_id, approved_by, note, created_at) VALUES (?, ?, ?, ?, ?)",
        [
          .integer(Int64(run.versionID)), .integer(Int64(run.runID)), .text(approvedBy), note.sqlValue,
          .text(createdAt),
        ])
      let approvalID = database.lastInsertedRowID
      for waiver in waivers {
        try database.execute(
          "INSERT INTO waivers (approval_id, key, reason) VALUES (?, ?, ?)",
          [.integer(Int64(approvalID)), .text(waiver.key), .text(waiver.reason)])
      }
      return try approvals(theme: theme, id: approvalID).first!
    }
  }

  /// Records the withdrawal of approval `id`.
  public func revoke(approvalID: Int, revokedBy: String, reason: String, createdAt: String) throws(StoreError) {
    try guarded {
      try database.transaction {
        try database.execute(
          "INSERT INTO revocations (approval_id, revoked_by, reason, created_at) VALUES (?, ?, ?, ?)",
          [.integer(Int64(approvalID)), .text(revokedBy), .text(reason), .text(createdAt)])
      }
    }
  }

  /// The approvals of `theme`, newest first (or only approval `id`).
  public func approvals(theme: String, id: Int? = nil) throws(StoreError) -> [ApprovalRecord] {
    try guarded {
      var records = try database.statement(
        """
        SELECT a.id, t.name, v.number, a.approved_by, a.note, a.created_at, \(Self.auditSummaryColumns),
          x.revoked_by, x.reason, x.created_at
        FROM approvals a JOIN versions v ON v.id = a.version_id JOIN themes t ON t.id = v.theme_id
        JOIN audit_runs r ON r.id = a.audit_run_id
        LEFT JOIN revocations x ON x.approval_id = a.id
        WHERE t.name = ?1 AND (?2 IS NULL OR a.id = ?2)
        ORDER BY a.id DESC
        """
      ).map([.text(theme), id.sqlValue]) { row in
        ApprovalRecord(
          id: row.int(0), theme: row.string(1), version: row.int(2), approvedBy: row.string(3),
          note: row.optionalString(4), createdAt: row.string(5), auditRun: Self.auditSummary(row, from: 6)!,
          waivers: [],
          revocation: row.isNull(13)
            ? nil
            : ApprovalRecord.Revocation(revokedBy: row.string(13), reason: row.string(14), createdAt: row.string(15)))
      }
      let waivers = try database.statement("SELECT key, reason FROM waivers WHERE approval_id = ? ORDER BY id")
      for index in records.indices {
        records[index].waivers = try waivers.map([.integer(Int64(records[index].id))]) {
          ApprovalRecord.Waiver(key: $0.string(0), reason: $0.string(1))
        }
      }
      return records
    }
  }

  /// The newest approved version of `theme` whose approval is not revoked.
  public func latestApprovedVersion(theme: String) throws(StoreError) -> Int? {
    try guarded {
      try database.scalarInt(
        """
        SELECT max(v.number) FROM approvals a JOIN versions v ON v.id = a.version_id JOIN themes t ON t.id = v.theme_id
        WHERE t.name = ? AND NOT EXISTS (SELECT 1 FROM revocations x WHERE x.approval_id = a.id)
        """, [.text(theme)])
    }
  }
}
