import ThemeModel
import ThemeRegistry

/// `themereg revoke THEME@N --by NAME --reason TEXT`: withdraw an approval, keeping it in history.
enum RevokeCommand: Command {
  enum Options {
    static let revoker = Option<String>("--by", value: "NAME", help: "Who revokes (required).")
    static let reason = Option<String>("--reason", value: "TEXT", help: "Why (required).")
  }

  static let spec = CommandSpec(
    name: "revoke", summary: "Withdraw every approval of a version; they stay in history.", operands: "THEME@N",
    options: [Options.revoker, Options.reason])

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let reference = try context.reference(try context.operands(1...1, "THEME@N")[0])
    guard let revoker = context.value(Options.revoker) else {
      throw .usage("Missing expected argument '--by <NAME>'.", usage: spec.usageLine)
    }
    guard let reason = context.value(Options.reason) else {
      throw .usage("Missing expected argument '--reason <TEXT>'.", usage: spec.usageLine)
    }
    let registry = try context.openRegistry()
    let revoked: [ApprovalRecord]
    let verdicts: [SignatureVerdict]
    do {
      revoked = try registry.revoke(reference, by: revoker, reason: reason)
      verdicts = try registry.verdicts(of: revoked)
    } catch {
      throw CLIError(error)
    }
    if !revoked.isEmpty {
      context.console.recordStored("the approvals of \(reference.description.printable) were revoked")
    }
    if context.json {
      context.printJSON(.object([JSONMember("revoked", .array(revoked.map(\.json)))]))
    } else {
      for (approval, verdict) in zip(revoked, verdicts) {
        context.console.line(ApprovalOutput.text(approval, verdict: verdict))
      }
    }
    return 0
  }
}
