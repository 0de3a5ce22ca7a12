import ThemeAudit
import ThemeModel
import ThemeStore

extension Registry {
  /// Approves a version on its newest audit run.
  ///
  /// Refused while any error finding of that run is not waived (by rule id or subject), when
  /// a waiver has no reason or matches no finding, and when the approver is the version's author
  /// unless `allowSelfApproval`. Nothing is stored when refused.
  public func approve(
    _ reference: VersionReference, by approver: String, note: String? = nil, waivers: [ApprovalRecord.Waiver] = [],
    allowSelfApproval: Bool = false
  ) throws(RegistryError) -> ApprovalRecord {
    try Self.checkRecordText(
      [("--by", approver), ("--note", note)] + waivers.map { ("--waive", $0.key + "=" + $0.reason) })
    let approver = String(approver.trimmingWhitespace())
    guard !approver.isEmpty else { throw .invalidRequest("--by needs the approver's name") }
    for waiver in waivers where waiver.reason.trimmingWhitespace().isEmpty || waiver.key.isEmpty {
      throw .invalidRequest("the waiver of \(JSONWriter.quoted(waiver.key)) needs a reason: --waive KEY=REASON")
    }
    // Reading the document checks its hash: a forged version is never approved.
    let (version, _) = try show(reference)
    if version.author == approver && !allowSelfApproval {
      throw .approvalRefused(
        "\(approver) committed \(version.theme)@\(version.number) and cannot approve it too (four eyes); ask someone else, or pass --allow-self-approval",
        unwaived: [])
    }
    do {
      return try store.approve(
        theme: version.theme, version: version.number, ruleset: nil, approvedBy: approver, note: note,
        waivers: waivers, createdAt: Timestamp.string(now())
      ) { run in
        let findings = run.findings.map(AuditResult.finding(from:))
        for waiver in waivers where !findings.contains(where: { Self.waiver(waiver.key, covers: $0) }) {
          throw RegistryError.invalidRequest(
            "the waiver \(JSONWriter.quoted(waiver.key)) matches no finding of \(version.theme)@\(version.number); name a rule id or a finding subject from 'themereg audit'"
          )
        }
        let unwaived = findings.filter { finding in
          finding.severity == .error && !waivers.contains { Self.waiver($0.key, covers: finding) }
        }.sorted(by: Finding.precedesInReport)
        if !unwaived.isEmpty {
          throw RegistryError.approvalRefused(
            "\(version.theme)@\(version.number) has \(unwaived.count) error finding(s) that are not waived; fix them or waive each with --waive RULE-OR-SUBJECT=REASON",
            unwaived: unwaived)
        }
      }
    } catch let error as RegistryError {
      throw error
    } catch {
      throw .store(StoreError.wrapping(error, path: path))
    }
  }

  static func waiver(_ key: String, covers finding: Finding) -> Bool {
    key == finding.rule || key == finding.subject
  }

  /// Withdraws the newest unrevoked approval of a version; the approval stays in history.
  public func revoke(_ reference: VersionReference, by revoker: String, reason: String) throws(RegistryError)
    -> ApprovalRecord
  {
    try Self.checkRecordText([("--by", revoker), ("--reason", reason)])
    guard !revoker.trimmingWhitespace().isEmpty else { throw .invalidRequest("--by needs the name of who revokes") }
    guard !reason.trimmingWhitespace().isEmpty else {
      throw .invalidRequest("--reason must say why the approval is withdrawn")
    }
    let version = try version(reference)
    guard let approval = try activeApproval(of: version) else {
      throw .invalidRequest(
        "\(version.theme)@\(version.number) has no approval to revoke; 'themereg approvals \(version.theme)' lists them"
      )
    }
    try guarded {
      try store.revoke(approvalID: approval.id, revokedBy: revoker, reason: reason, createdAt: Timestamp.string(now()))
    }
    return try guarded { try store.approvals(theme: version.theme, id: approval.id) }[0]
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
