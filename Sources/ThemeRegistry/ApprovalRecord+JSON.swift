import ThemeModel
import ThemeStore

extension ApprovalRecord {
  /// The approval as `approve --json` and exported `json` files show it.
  public var json: JSONValue {
    func num(_ value: Int) -> JSONValue { .number(Double(value)) }
    func opt(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    return .object([
      JSONMember("id", num(id)), JSONMember("theme", .string(theme)),
      JSONMember("version", num(version)),
      JSONMember("approvedBy", .string(approvedBy)),
      JSONMember("note", opt(note)), JSONMember("createdAt", .string(createdAt)),
      JSONMember(
        "audit",
        .object([
          JSONMember("ruleset", .string(auditRun.ruleset)),
          JSONMember("profile", .string(auditRun.profile)),
          JSONMember("errors", num(auditRun.errors)),
          JSONMember("warnings", num(auditRun.warnings)),
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
    ])
  }

}
