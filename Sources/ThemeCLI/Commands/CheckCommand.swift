import ThemeModel
import ThemeRegistry

/// `themereg check`: database integrity.
enum CheckCommand: Command {
  enum Options {
    static let deep = Flag(
      "--deep",
      help:
        "Also re-audit every version in full and compare it with the version's stored run (slow: one audit a version)."
    )
  }

  static let spec = CommandSpec(
    name: "check", summary: "Check the registry: database integrity, numbering, rows and every stored content hash.",
    options: [Options.deep],
    discussion: """
      Exits 0 when all is well and 74 when a problem is found; each problem names its theme and version.
      With --deep, a stored audit run (of the current ruleset) that a full re-audit of its document would
      not store is a problem too.
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    _ = try context.operands(0...0, "")
    let registry = try context.openRegistry()
    var problems: [String]
    var deep: DeepCheckResult?
    do {
      problems = try registry.check { done, total in
        context.console.progress("checking stored documents: \(done) of \(total)")
      }.map(\.description)
      context.console.endProgress()
      if context.isSet(Options.deep) {
        let result = try registry.deepCheck { done, total in
          context.console.progress("re-auditing versions: \(done) of \(total)")
        }
        context.console.endProgress()
        problems += result.problems.map(\.description)
        deep = result
      }
    } catch {
      throw CLIError(error)
    }
    var success = "\(registry.path.printable) passed every check"
    var extra: [JSONMember] = []
    if let deep {
      success += "; \(deep.compared) version(s) re-audited in full match their stored runs"
      if deep.withoutCurrentRun > 0 {
        success += " (\(deep.withoutCurrentRun) have no run of the current ruleset; audit --rerun adds one)"
      }
      extra.append(
        JSONMember(
          "deep",
          .object([
            JSONMember("compared", .number(Double(deep.compared))),
            JSONMember("withoutCurrentRun", .number(Double(deep.withoutCurrentRun))),
            JSONMember("unreadable", .number(Double(deep.unreadable))),
          ])))
    }
    context.reportProblems(
      problems, success: success,
      failure: "\(problems.count) integrity problem(s) found; restore the registry from a backup", extra: extra)
    return problems.isEmpty ? 0 : CLIError.ioCode
  }
}
