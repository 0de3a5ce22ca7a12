import ThemeModel
import ThemeStore

extension ApprovalRecord {
  /// The approval as `approve --json` and exported `json` files show it.
  public var json: JSONValue {
    .object([
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
    ])
  }
}
