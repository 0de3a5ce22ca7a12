import ThemeModel
import ThemeRegistry

/// The JSON and text forms of approvals.
enum ApprovalOutput {
  /// Prints one approval as `--json` or text asks.
  static func print(_ approval: ApprovalRecord, _ context: CommandContext) {
    if context.json {
      context.printJSON(approval.json)
    } else {
      context.console.line(text(approval))
    }
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
