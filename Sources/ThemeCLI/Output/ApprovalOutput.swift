import ThemeModel
import ThemeStore

/// The JSON and text forms of approvals.
enum ApprovalOutput {
  static func json(_ approval: ApprovalRecord) -> JSONValue {
    .object([
      JSONMember("id", JSONOutput.number(approval.id)), JSONMember("theme", .string(approval.theme)),
      JSONMember("version", JSONOutput.number(approval.version)),
      JSONMember("approvedBy", .string(approval.approvedBy)),
      JSONMember("note", JSONOutput.optional(approval.note)), JSONMember("createdAt", .string(approval.createdAt)),
      JSONMember(
        "audit",
        .object([
          JSONMember("ruleset", .string(approval.auditRun.ruleset)),
          JSONMember("profile", .string(approval.auditRun.profile)),
          JSONMember("errors", JSONOutput.number(approval.auditRun.errors)),
          JSONMember("warnings", JSONOutput.number(approval.auditRun.warnings)),
          JSONMember("passed", .bool(approval.auditRun.passed)),
        ])),
      JSONMember(
        "waivers",
        .array(
          approval.waivers.map {
            .object([JSONMember("key", .string($0.key)), JSONMember("reason", .string($0.reason))])
          })),
      JSONMember(
        "revoked",
        approval.revocation.map { revocation in
          .object([
            JSONMember("by", .string(revocation.revokedBy)), JSONMember("reason", .string(revocation.reason)),
            JSONMember("at", .string(revocation.createdAt)),
          ])
        } ?? .null),
    ])
  }

  static func text(_ approval: ApprovalRecord) -> String {
    var lines = [
      "\(approval.theme)@\(approval.version) approved by \(approval.approvedBy.printable) at \(approval.createdAt.displayMinute) on audit \(approval.auditRun.ruleset) (\(approval.auditRun.errors) errors, \(approval.auditRun.warnings) warnings)"
    ]
    if let note = approval.note { lines.append("  note: \(note.printable)") }
    for waiver in approval.waivers { lines.append("  waived \(waiver.key.printable): \(waiver.reason.printable)") }
    if let revocation = approval.revocation {
      lines.append(
        "  REVOKED by \(revocation.revokedBy.printable) at \(revocation.createdAt.displayMinute): \(revocation.reason.printable)"
      )
    }
    return lines.joined(separator: "\n")
  }
}
