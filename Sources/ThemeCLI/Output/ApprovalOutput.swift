import ThemeModel
import ThemeRegistry

/// The JSON and text forms of approvals.
enum ApprovalOutput {
  /// Prints one approval as `--json` or text asks.
  static func print(_ approval: ApprovalRecord, verdict: SignatureVerdict, _ context: CommandContext) {
    if context.json {
      context.printJSON(approval.json(verdict: verdict))
    } else {
      context.console.line(text(approval, verdict: verdict))
    }
  }

  static func text(_ approval: ApprovalRecord, verdict: SignatureVerdict) -> String {
    let role = approval.recordedRole.map { " (database role \($0.printable))" } ?? ""
    var lines = [
      "\(approval.theme)@\(approval.version) approved by \(approval.approvedBy.printable)\(role) at \(approval.createdAt.displayMinute) on audit \(approval.auditRun.ruleset) (\(approval.auditRun.errors) errors, \(approval.auditRun.warnings) warnings)"
    ]
    if approval.signature != nil { lines.append("  signature: \(String(verdict.description.dropFirst(3)).printable)") }
    if let note = approval.note { lines.append("  note: \(note.printable)") }
    for waiver in approval.waivers { lines.append("  waived \(waiver.key.printable): \(waiver.reason.printable)") }
    if let revocation = approval.revocation {
      lines.append(
        "  REVOKED by \(revocation.revokedBy.printable)\(revocation.recordedRole.map { " (database role \($0.printable))" } ?? "") at \(revocation.createdAt.displayMinute): \(revocation.reason.printable)"
      )
    }
    return lines.joined(separator: "\n")
  }
}
