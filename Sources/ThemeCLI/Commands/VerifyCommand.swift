import ThemeModel
import ThemeRegistry

/// `themereg verify DIR`: check a bundle against its manifest.
enum VerifyCommand: Command {
  static let spec = CommandSpec(
    name: "verify", summary: "Check an exported bundle: every file's SHA-256, no file missing or extra, a valid theme.",
    operands: "DIR", discussion: "Exits 0 when the bundle verifies and 1 when any problem is found.")

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let directory = try context.operands(1...1, "DIR")[0]
    let problems: [String]
    let configuration: String?
    do {
      problems = try Registry.verifyBundle(at: directory)
      configuration = try Registry.bundleConfiguration(at: directory)
    } catch {
      throw CLIError(error)
    }
    let madeWith =
      configuration.map { "export configuration \($0) (themereg.export.json)" } ?? "the default export configuration"
    context.reportProblems(
      problems, success: "\(directory.printable) matches its manifest; made with \(madeWith)",
      failure: "\(directory.printable) does not verify (\(problems.count) problem(s)); export it again")
    return problems.isEmpty ? 0 : CLIError.failedCode
  }
}
