import ThemeModel
import ThemeStore

extension ApprovalRecord {
  /// The approval as `approve --json` and exported `json` files show it.
  public var json: JSONValue {
    var members: [JSONMember] = [
      JSONMember("id", .integer(id)), JSONMember("theme", .string(theme)),
      JSONMember("version", .integer(version)),
      JSONMember("approvedBy", .string(approvedBy)),
      JSONMember("note", .optional(note)), JSONMember("createdAt", .string(createdAt)),
      JSONMember(
        "audit",
        .object([
          JSONMember("ruleset", .string(auditRun.ruleset)),
          JSONMember("profile", .string(auditRun.profile)),
          JSONMember("errors", .integer(auditRun.errors)),
          JSONMember("warnings", .integer(auditRun.warnings)),
          JSONMember("passed", .bool(auditRun.passed)),
        ])),
      JSONMember(
        "waivers",
        .array(
          waivers.map {
            .object([JSONMember("key", .string($0.key)), JSONMember("reason", .string($0.reason))])
          })),
      JSONMember(
        "revoked",
        revocation.map { revocation in
          .object([
            JSONMember("by", .string(revocation.revokedBy)), JSONMember("reason", .string(revocation.reason)),
            JSONMember("at", .string(revocation.createdAt)),
          ])
        } ?? .null),
    ]
    // Only when there is one, so an unsigned approval's JSON (and a bundle's approval.json) is as before.
    if let recordedRole { members.append(JSONMember("recordedRole", .string(recordedRole))) }
    if let role = revocation?.recordedRole { members.append(JSONMember("revokedRole", .string(role))) }
    if let signature {
      members.append(
        JSONMember(
          "signature",
          .object([
            JSONMember("publicKey", .string(signature.publicKey)),
            JSONMember("fingerprint", .optional(SSHKeygen.fingerprint(of: signature.publicKey))),
          ])))
    }
    return .object(members)
  }

  /// The JSON with the verdict on its signature against the trusted keys (for `approvals`).
  public func json(verdict: SignatureVerdict) -> JSONValue {
    guard case .object(var members) = json else { return json }
    members.append(
      JSONMember(
        "signatureCheck",
        .object([
          JSONMember("verified", .bool(verdict.isVerified)), JSONMember("verdict", .string(verdict.description)),
        ])))
    return .object(members)
  }
}
