import ThemeModel
import ThemeRegistry

/// `themereg approvals THEME`: every approval, revoked ones included.
enum ApprovalsCommand: Command {
  static let spec = CommandSpec(
    name: "approvals", summary: "List a theme's approvals, newest first, revoked ones included.", operands: "THEME")

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let theme = try context.operands(1...1, "THEME")[0]
    let registry = try context.openRegistry()
    let approvals: [ApprovalRecord]
    let verdicts: [SignatureVerdict]
    do {
      approvals = try registry.approvals(theme: theme)
      verdicts = try registry.verdicts(of: approvals)
    } catch {
      throw CLIError(error)
    }
    if context.json {
      context.printJSON(
        .object([
          JSONMember("theme", .string(theme)),
          JSONMember(
            "approvals", .array(zip(approvals, verdicts).map { $0.json(verdict: $1) })),
        ]))
    } else if approvals.isEmpty {
      context.console.line("\(theme.printable) has no approvals yet.")
    } else {
      context.console.line(zip(approvals, verdicts).map(ApprovalOutput.text).joined(separator: "\n"))
    }
    return 0
  }
}
