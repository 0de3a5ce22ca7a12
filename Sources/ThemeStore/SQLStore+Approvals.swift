import ThemeModel

extension SQLStore {
  /// Stores an approval of `theme@version` judged on its newest run of `ruleset`, in one transaction.
  ///
  /// `check` runs inside the transaction with the run's findings, so a concurrent re-audit
  /// cannot slip between judging and storing; it throws to refuse. Not run again after a lost
  /// connection: the approval may have landed, and approving twice would record two. The run
  /// is verified against its digest before it is judged, and the approval's digest covers it.
  /// `sign`, when given, signs the approval's statement inside the transaction, so a signing
  /// that fails stores nothing. `check` is given the roles that committed and approve it too.
  public func approve(
    theme: String, version: Int, ruleset: String?, approvedBy: String, note: String?, waivers: [ApprovalRecord.Waiver],
    createdAt: String, role: RecordedRole = .session,
    check: (StoredAuditRun, ApprovalRoles) throws -> Void,
    sign: ((ApprovalStatement) throws -> SSHSignature)? = nil
  ) throws -> ApprovalRecord {
    try runPassingThrough(retrying: false) {
      try connection.transaction {
        guard try lockTheme(theme) != nil,
          let run = try connection.first(
            """
            SELECT r.id AS run_id, v.id AS version_id, d.content_hash AS content_hash, v.author AS author,
              v.recorded_role AS committed_role FROM themes t
            JOIN versions v ON v.theme_id = t.id AND v.number = :number
            JOIN documents d ON d.id = v.document_id
            JOIN audit_runs r ON r.version_id = v.id
            WHERE t.name = :theme AND (CAST(:ruleset AS TEXT) IS NULL OR r.ruleset = :ruleset)
            ORDER BY r.id DESC LIMIT 1
            """, ["theme": .text(theme), "number": .integer(Int64(version)), "ruleset": ruleset.sqlValue],
            {
              (
                runID: $0.int("run_id"), versionID: $0.int("version_id"), contentHash: $0.hash("content_hash"),
                author: $0.string("author"), committedRole: $0.optionalString("committed_role")
              )
            }),
          let stored = try readAuditRun(theme: theme, number: version, ruleset: ruleset, profile: nil)
        else {
          throw StoreError.database(path: path, message: "\(theme)@\(version) has no audit run")
        }
        let recordedRole = try sessionRole(role)
        try check(
          stored,
          ApprovalRoles(
            committed: run.committedRole, approving: recordedRole,
            approvingOwnsRegistry: role == .session && (try sessionOwnsRegistry())))
        let signature = try sign.map { sign in
          try sign(
            ApprovalStatement(
              theme: theme, version: version, contentHash: run.contentHash,
              auditRunDigest: SHA256.hex(digest: stored.digest), committedBy: run.author, approvedBy: approvedBy,
              note: note, createdAt: createdAt, waivers: waivers))
        }
        let digest = FactDigest.approval(
          contentHash: run.contentHash, runDigest: stored.digest, approvedBy: approvedBy, note: note,
          createdAt: createdAt, waivers: waivers, signature: signature, recordedRole: recordedRole)
        let recorded = recordedRoleColumn(role)
        var arguments: SQLArguments = [
          "version": .integer(Int64(run.versionID)), "run": .integer(Int64(run.runID)), "by": .text(approvedBy),
          "note": note.sqlValue, "created": .text(createdAt), "digest": .blob(digest),
          "signature": signature.map { .text($0.armored) } ?? .null,
          "signing_key": signature.map { .text($0.publicKey) } ?? .null,
        ]
        if let value = recorded.value { arguments["recorded_role"] = value }
        guard
          let approvalID = try connection.int(
            """
            INSERT INTO approvals (version_id, audit_run_id, approved_by, note, created_at, digest, signature,
              signing_key\(recorded.column))
            VALUES (:version, :run, :by, :note, :created, :digest, :signature, :signing_key\(recorded.parameter))
            RETURNING id
            """, arguments, column: "id")
        else { throw StoreError.database(path: path, message: "the approval of \(theme)@\(version) got no id") }
        try connection.insert(
          waivers.map { [.integer(Int64(approvalID)), .text($0.key), .text($0.reason)] }, into: "waivers",
          columns: ["approval_id", "key", "reason"])
        return try readApprovals(theme: theme, id: approvalID)[0]
      }
    }
  }

  /// Records the withdrawal of approval `id` (copying a registry); not run again after a lost
  /// connection either.
  public func revoke(
    approvalID: Int, revokedBy: String, reason: String, createdAt: String, role: RecordedRole = .session
  ) throws(StoreError) {
    try run(retrying: false) {
      try connection.transaction {
        guard
          let approval = try connection.first(
            """
            SELECT t.name AS theme, v.number AS number FROM approvals a JOIN versions v ON v.id = a.version_id
            JOIN themes t ON t.id = v.theme_id WHERE a.id = :approval
            """, ["approval": .integer(Int64(approvalID))], { (theme: $0.string("theme"), number: $0.int("number")) }),
          let record = try readApprovals(theme: approval.theme, id: approvalID).first
        else { throw StoreError.database(path: path, message: "no approval \(approvalID) to revoke") }
        try insertRevocation(of: record, revokedBy: revokedBy, reason: reason, createdAt: createdAt, role: role)
      }
    }
  }

  /// Withdraws every active approval of `theme@version`, read and revoked in one transaction
  /// under the theme's lock, so an approval that lands before it cannot stay active. Returns the
  /// ids of the approvals it revoked (none when there were none).
  public func revokeActive(theme: String, version: Int, revokedBy: String, reason: String, createdAt: String)
    throws(StoreError) -> [Int]
  {
    try run(retrying: false) {
      try connection.transaction {
        guard try lockTheme(theme) != nil else { return [] }
        let active = try readApprovals(theme: theme, id: nil).filter { $0.version == version && $0.revocation == nil }
        for approval in active {
          try insertRevocation(of: approval, revokedBy: revokedBy, reason: reason, createdAt: createdAt, role: .session)
        }
        return active.map(\.id)
      }
    }
  }

  private func insertRevocation(
    of approval: ApprovalRecord, revokedBy: String, reason: String, createdAt: String, role: RecordedRole
  ) throws {
    let digest = FactDigest.revocation(
      approvalDigest: approval.digest, revokedBy: revokedBy, reason: reason, createdAt: createdAt,
      recordedRole: try sessionRole(role))
    let recorded = recordedRoleColumn(role)
    var arguments: SQLArguments = [
      "approval": .integer(Int64(approval.id)), "by": .text(revokedBy), "reason": .text(reason),
      "created": .text(createdAt), "digest": .blob(digest),
    ]
    if let value = recorded.value { arguments["recorded_role"] = value }
    try connection.execute(
      """
      INSERT INTO revocations (approval_id, revoked_by, reason, created_at, digest\(recorded.column))
      VALUES (:approval, :by, :reason, :created, :digest\(recorded.parameter))
      """, arguments)
  }

  /// The approvals of `theme`, newest first (or only approval `id`), each verified.
  public func approvals(theme: String, id: Int? = nil) throws(StoreError) -> [ApprovalRecord] {
    try run { try readApprovals(theme: theme, id: id) }
  }

  /// The approvals of `theme` as stored, each checked against its digest: the approval's covers
  /// the version, the run it was judged on (itself checked) and its waivers; a revocation's
  /// covers its approval. A changed one is refused (`StoreError.damagedFact`).
  func readApprovals(theme: String, id: Int?, verifying: Bool = true) throws -> [ApprovalRecord] {
    var records: [(record: ApprovalRecord, stored: StoredApprovalDigests)] = try connection.map(
      """
      SELECT a.id AS id, t.name AS theme, v.number AS number, a.approved_by AS approved_by, a.note AS note,
        a.created_at AS created_at, \(RegistrySQL.auditSummaryColumns), x.revoked_by AS revoked_by,
        x.reason AS reason, x.created_at AS revoked_at, a.digest AS approval_digest, x.digest AS revocation_digest,
        r.digest AS run_digest, r.findings_digest AS run_findings_digest, d.content_hash AS content_hash,
        v.author AS committed_by, a.signature AS signature, a.signing_key AS signing_key,
        a.recorded_role AS recorded_role, x.recorded_role AS revoked_role
      FROM approvals a JOIN versions v ON v.id = a.version_id JOIN themes t ON t.id = v.theme_id
      JOIN documents d ON d.id = v.document_id
      JOIN audit_runs r ON r.id = a.audit_run_id
      LEFT JOIN revocations x ON x.approval_id = a.id
      WHERE t.name = :theme AND (CAST(:id AS INTEGER) IS NULL OR a.id = :id)
      ORDER BY a.id DESC
      """, ["theme": .text(theme), "id": id.sqlValue]
    ) { row in
      var record = ApprovalRecord(
        id: row.int("id"), theme: row.string("theme"), version: row.int("number"),
        approvedBy: row.string("approved_by"), note: row.optionalString("note"), createdAt: row.string("created_at"),
        auditRun: AuditRunSummary(row: row)!, waivers: [],
        revocation: row.isNull("revoked_by")
          ? nil
          : ApprovalRecord.Revocation(
            revokedBy: row.string("revoked_by"), reason: row.string("reason"), createdAt: row.string("revoked_at"),
            recordedRole: row.optionalString("revoked_role")))
      record.signature =
        row.isNull("signature")
        ? nil : SSHSignature(armored: row.string("signature"), publicKey: row.string("signing_key"))
      record.recordedRole = row.optionalString("recorded_role")
      record.committedBy = row.string("committed_by")
      record.contentHash = row.hash("content_hash")
      record.auditRunDigest = row.isNull("run_digest") ? "" : SHA256.hex(digest: row.blob("run_digest"))
      return (record, StoredApprovalDigests(row: row))
    }
    for index in records.indices {
      let (record, stored) = records[index]
      records[index].record.waivers = try connection.map(
        "SELECT key, reason FROM waivers WHERE approval_id = :approval ORDER BY id",
        ["approval": .integer(Int64(record.id))]
      ) { ApprovalRecord.Waiver(key: $0.string("key"), reason: $0.string("reason")) }
      records[index].record.digest = try stored.verify(records[index].record, verifying: verifying)
    }
    return records.map(\.record)
  }

  /// The newest approved version of `theme` whose approval is not revoked, its approval verified.
  public func latestApprovedVersion(theme: String) throws(StoreError) -> Int? {
    try run {
      let active = try readApprovals(theme: theme, id: nil).filter { $0.revocation == nil }
      return active.map(\.version).max()
    }
  }
}

/// The digests read with an approval (`readApprovals`' columns), and their check.
struct StoredApprovalDigests {
  var approval: [UInt8]?
  var revocation: [UInt8]?
  var run: RunDigests
  var contentHash: String

  init(row: any SQLRow) {
    approval = row.isNull("approval_digest") ? nil : row.blob("approval_digest")
    revocation = row.isNull("revocation_digest") ? nil : row.blob("revocation_digest")
    run = RunDigests(row: row)
    contentHash = row.hash("content_hash")
  }

  /// The approval's digest once it, its run and its revocation match what is stored; without
  /// `verifying`, the digest the approval should have (the backfill).
  func verify(_ record: ApprovalRecord, verifying: Bool = true) throws(StoreError) -> [UInt8] {
    let expected = FactDigest.approval(
      contentHash: contentHash, runDigest: run.run ?? [], approvedBy: record.approvedBy, note: record.note,
      createdAt: record.createdAt, waivers: record.waivers, signature: record.signature,
      recordedRole: record.recordedRole)
    guard verifying else { return expected }
    try run.verifyRun(record.auditRun, contentHash: contentHash, theme: record.theme, number: record.version)
    guard approval == expected else {
      throw .damagedFact(theme: record.theme, version: record.version, table: "approvals and waivers rows")
    }
    if let revocation = record.revocation {
      let expectedRevocation = FactDigest.revocation(
        approvalDigest: expected, revokedBy: revocation.revokedBy, reason: revocation.reason,
        createdAt: revocation.createdAt, recordedRole: revocation.recordedRole)
      guard self.revocation == expectedRevocation else {
        throw .damagedFact(theme: record.theme, version: record.version, table: "revocations row")
      }
    }
    return expected
  }
}
