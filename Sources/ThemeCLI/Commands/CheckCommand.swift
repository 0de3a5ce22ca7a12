import ThemeModel

/// `themereg check`: database integrity.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "check", summary: "Check the registry: database integrity, numbering, rows and every stored content hash.",
    discussion: "Exits 0 when all is well and 74 when a problem is found; each problem names its theme and version.")

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    _ = try context.operands(0...0, "")
    let registry = try context.openRegistry()
    let problems: [String]
    do {
      problems = try registry.check { done, total in
        context.console.progress("checking stored documents: \(done) of \(total)")
      }.map(\.description)
      context.console.endProgress()
    } catch {
      throw CLIError(error)
    }
    context.reportProblems(
      problems, success: "\(registry.path.printable) passed every check",
      failure: "\(problems.count) integrity problem(s) found; restore the registry from a backup")
    return problems.isEmpty ? 0 : CLIError.ioCode
  }
}
