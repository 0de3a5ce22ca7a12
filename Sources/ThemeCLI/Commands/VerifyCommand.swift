import ThemeModel
import ThemeRegistry

/// `themereg verify DIR [--allowed-signers FILE]`: check a bundle against its manifest, and
/// its signed approvals against the keys an app team trusts.
enum VerifyCommand: Command {
  enum Options {
    static let allowedSigners = Option<String>(
      "--allowed-signers", value: "FILE",
      help: "Also check the bundle's signed approvals against this OpenSSH allowed_signers file, offline.")
  }

  static let spec = CommandSpec(
    name: "verify", summary: "Check an exported bundle: every file's SHA-256, no file missing or extra, a valid theme.",
    operands: "DIR", options: [Options.allowedSigners],
    discussion: """
      Exits 0 when the bundle verifies and 1 when any problem is found. With --allowed-signers,
      every signed approval in signatures/ must be of the bundle's version and signed, in the
      namespace themereg-approval, by its approver's key in FILE (not the committer's), checked
      with ssh-keygen -Y verify; a bundle with no signed approval does not verify. The bundle's
      own allowed_signers lists the registry's trusted keys; FILE is the list you trust.
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let directory = try context.operands(1...1, "DIR")[0]
    let problems: [String]
    var signatureProblems: [String] = []
    let configuration: String?
    var signatures: [Registry.BundleSignature] = []
    let allowedSigners = context.value(Options.allowedSigners)
    do {
      problems = try Registry.verifyBundle(at: directory)
      configuration = try Registry.bundleConfiguration(at: directory)
      if let allowedSigners {
        let checked = try Registry.verifySignatures(at: directory, allowedSigners: allowedSigners)
        signatures = checked.signatures
        signatureProblems = checked.problems
      }
    } catch {
      throw CLIError(error)
    }
    let madeWith =
      configuration.map { "export configuration \($0) (themereg.export.json)" } ?? "the default export configuration"
    let signed = signatures.map { "approved by \($0.approvedBy.printable), whose approval \($0.verdict)" }
    context.reportProblems(
      problems + signatureProblems,
      success: "\(directory.printable) matches its manifest; made with \(madeWith)"
        + (signed.isEmpty ? "" : "; " + signed.joined(separator: "; ")),
      failure: problems.isEmpty
        ? "\(directory.printable) is not approved by a signer of \((allowedSigners ?? "").printable) (\(signatureProblems.count) problem(s)); ask a trusted approver to approve it with 'themereg approve --sign', and export it again"
        : "\(directory.printable) does not verify (\(problems.count + signatureProblems.count) problem(s)); export it again",
      extra: allowedSigners == nil
        ? []
        : [
          JSONMember(
            "signatures",
            .array(
              signatures.map {
                .object([
                  JSONMember("statement", .string($0.path)), JSONMember("approvedBy", .string($0.approvedBy)),
                  JSONMember("verified", .bool($0.verdict.isVerified)),
                  JSONMember("verdict", .string($0.verdict.description)),
                ])
              }))
        ])
    return problems.isEmpty && signatureProblems.isEmpty ? 0 : CLIError.failedCode
  }
}
