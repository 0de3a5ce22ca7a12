import ThemeModel
import ThemeRegistry

/// `themereg approve THEME@N --by NAME`: approve a version for export.
enum ApproveCommand: Command {
  enum Options {
    static let approver = Option<String>("--by", value: "NAME", help: "Who approves (required).")
    static let note = Option<String>("--note", value: "TEXT", help: "Why, for the record.")
    static let waive = Option<ApprovalRecord.Waiver>(
      "--waive", value: "KEY=REASON",
      help: "Accept the error findings of a rule id or subject, with a reason (repeatable).")
    static let allowSelfApproval = Flag("--allow-self-approval", help: "Let the version's author approve it.")
    static let sign = Option<String>(
      "--sign", value: "KEYFILE",
      help: "Sign the approval with this OpenSSH private key (no passphrase), through ssh-keygen -Y sign.")
  }

  static let spec = CommandSpec(
    name: "approve", summary: "Approve a version; refused while error findings remain unwaived.",
    operands: "THEME@N",
    options: [Options.approver, Options.note, Options.waive, Options.allowSelfApproval, Options.sign],
    discussion: """
      The approval records who, when, the audit run it was judged on, and the waivers. With
      --sign, its statement (theme, version, content hash, audit run, committer, approver, note,
      time, waivers) is signed in the namespace themereg-approval and the signature travels with
      exported bundles; 'themereg trust add' names the keys it is checked against.
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let reference = try context.reference(try context.operands(1...1, "THEME@N")[0])
    guard let approver = context.value(Options.approver) else {
      throw .usage("Missing expected argument '--by <NAME>'.", usage: spec.usageLine)
    }
    let waivers = try context.values(Options.waive)
    let registry = try context.openRegistry()
    let approval: ApprovalRecord
    let verdict: SignatureVerdict
    do {
      approval = try registry.approve(
        reference, by: approver, note: context.value(Options.note), waivers: waivers,
        allowSelfApproval: context.isSet(Options.allowSelfApproval), signingKey: context.value(Options.sign))
      verdict = try registry.verdicts(of: [approval])[0]
    } catch {
      if case .approvalRefused(_, let unwaived) = error {
        var error = CLIError(error)
        error.details = unwaived.map { "\($0.subject): \($0.message)" }
        throw error
      }
      throw CLIError(error)
    }
    context.console.recordStored("\(approval.theme.printable)@\(approval.version) was approved")
    ApprovalOutput.print(approval, verdict: verdict, context)
    return 0
  }
}
