import ThemeAudit
import ThemeIdentity
import ThemeModel
import ThemeStore

extension Registry {
  /// Approves a version on its newest audit run.
  ///
  /// Refused while any error finding of that run is not waived (by rule id or subject), when
  /// a waiver has no reason or matches no finding, and when the approver is the version's author
  /// — by name, or on PostgreSQL by the database role that committed it — unless
  /// `allowSelfApproval`, and unsigned under `require-signed-approvals`. With `signingKey` (an OpenSSH private key file without a passphrase)
  /// the approval's statement is signed inside the same transaction. Nothing is stored when
  /// refused or when signing fails.
  public func approve(
    _ reference: VersionReference, by approver: String, note: String? = nil, waivers: [ApprovalRecord.Waiver] = [],
    allowSelfApproval: Bool = false, signingKey: String? = nil
  ) throws(RegistryError) -> ApprovalRecord {
    try Self.checkRecordText(
      [(.approver, approver), (.note, note)] + waivers.map { (.waiver, $0.key + "=" + $0.reason) })
    let approver = String(approver.trimmingWhitespace())
    try Self.checkIdentity(approver, field: .approver)
    if let waiver = Self.waiverWithoutReason(waivers) {
      throw .approvalRefused(.waiverWithoutReason(key: waiver.key), unwaived: [])
    }
    // The key is read before anything is judged: a key that cannot sign refuses at once.
    let signer = try signingKey.map { path throws(RegistryError) in
      (path: path, publicKey: try SSHKeygen.publicKey(ofPrivateKeyAt: path))
    }
    // Reading the document checks its hash: a forged version is never approved.
    let (version, _) = try show(reference)
    if signer == nil, try setting(.signedApprovals) == "true" {
      throw .signing(.signatureRequired(theme: version.theme, number: version.number))
    }
    if Identity.same(version.author, approver) && !allowSelfApproval {
      throw .approvalRefused(
        .selfApproval(approver: approver, author: version.author, theme: version.theme, number: version.number),
        unwaived: [])
    }
    do {
      return try store.approve(
        theme: version.theme, version: version.number, ruleset: nil, approvedBy: approver, note: note,
        waivers: waivers, createdAt: Timestamp.string(now()), role: .session,
        check: { run, roles in
          if let role = roles.committed, role == roles.approving, !roles.approvingOwnsRegistry, !allowSelfApproval {
            throw RegistryError.approvalRefused(
              .selfApprovalByRole(role: role, theme: version.theme, number: version.number), unwaived: [])
          }
          let findings = run.findings.map(AuditResult.finding(from:))
          for waiver in waivers where !findings.contains(where: { Self.waiver(waiver.key, covers: $0) }) {
            throw RegistryError.approvalRefused(
              .waiverMatchesNothing(key: waiver.key, theme: version.theme, number: version.number), unwaived: [])
          }
          let unwaived = findings.filter { finding in
            finding.severity == .error && !waivers.contains { Self.waiver($0.key, covers: finding) }
          }.sorted(by: Finding.precedesInReport)
          if !unwaived.isEmpty {
            throw RegistryError.approvalRefused(
              .unwaivedErrors(theme: version.theme, number: version.number, count: unwaived.count), unwaived: unwaived)
          }
        },
        sign: signer.map { signer in
          { statement in
            SSHSignature(
              armored: try SSHKeygen.sign(statement.bytes, keyAt: signer.path, namespace: ApprovalStatement.namespace),
              publicKey: signer.publicKey)
          }
        })
    } catch let error as RegistryError {
      throw error
    } catch {
      throw .store(StoreError.wrapping(error, path: path))
    }
  }

  /// The first waiver that names nothing or gives no reason: approvals and the baseline gate
  /// refuse it alike.
  static func waiverWithoutReason(_ waivers: [ApprovalRecord.Waiver]) -> ApprovalRecord.Waiver? {
    waivers.first { $0.reason.trimmingWhitespace().isEmpty || $0.key.isEmpty }
  }

  static func waiver(_ key: String, covers finding: Finding) -> Bool {
    key == finding.rule.rawValue || key == finding.subject
  }

  /// Withdraws every active approval of a version at once (it may have been approved by
  /// several people); the approvals stay in history. Returns them, newest first.
  ///
  /// A version is approved while any of its approvals is not revoked, so revoking only one
  /// would leave the version exportable: `revoke THEME@N` means "this version is no longer
  /// approved", and `export`, `list`, `log` and `approvals` agree on that.
  public func revoke(_ reference: VersionReference, by revoker: String, reason: String) throws(RegistryError)
    -> [ApprovalRecord]
  {
    try Self.checkRecordText([(.revoker, revoker), (.reason, reason)])
    try Self.checkIdentity(String(revoker.trimmingWhitespace()), field: .revoker)
    guard !reason.trimmingWhitespace().isEmpty else {
      throw .invalidField(.reason, .empty)
    }
    let version = try version(reference)
    let createdAt = Timestamp.string(now())
    // The active approvals are read inside the revocation's transaction, under the theme's
    // lock: one that lands while this waits for the lock is revoked too, never left active.
    let revoked = try guarded {
      try store.revokeActive(
        theme: version.theme, version: version.number, revokedBy: revoker, reason: reason, createdAt: createdAt)
    }
    guard !revoked.isEmpty else {
      throw .noActiveApproval(theme: version.theme, number: version.number)
    }
    let ids = Set(revoked)
    return try guarded { try store.approvals(theme: version.theme, id: nil) }.filter { ids.contains($0.id) }
  }

  /// Refuses a person's name that is empty or could display as another name.
  static func checkIdentity(_ name: String, field: RecordField) throws(RegistryError) {
    guard !name.isEmpty else { throw .invalidField(field, .empty) }
    if let problem = Identity.problem(in: name) { throw .invalidField(field, .misleadingName(name, problem: problem)) }
  }

  /// The newest approval of `version` that is not revoked, if any.
  func activeApproval(of version: VersionRecord) throws(RegistryError) -> ApprovalRecord? {
    try guarded { try store.approvals(theme: version.theme, id: nil) }.first {
      $0.version == version.number && $0.revocation == nil
    }
  }

  /// Every approval of `theme`, newest first, revoked ones included.
  public func approvals(theme: String) throws(RegistryError) -> [ApprovalRecord] {
    _ = try latestVersion(of: theme)
    return try guarded { try store.approvals(theme: theme, id: nil) }
  }
}
