import ThemeModel
import ThemeStore

/// `themereg log THEME`: versions, newest first.
enum LogCommand: Command {
  static let spec = CommandSpec(
    name: "log", summary: "Show a theme's versions, newest first, with their audit counts.", operands: "THEME",
    options: [
      OptionSpec("--limit", value: "N", help: "Show at most N versions."),
      OptionSpec("--author", value: "NAME", help: "Only versions by NAME."),
      OptionSpec("--since", value: "DATE", help: "Only versions committed on or after DATE (YYYY-MM-DD)."),
      OptionSpec("--failing", help: "Only versions whose audit has errors."),
      OptionSpec("--ruleset", value: "ID", help: "Count the run of this ruleset (default: each version's newest run)."),
    ])

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let theme = try context.operands(1...1, "THEME")[0]
    let query = LogQuery(
      limit: try context.positiveInteger("--limit"), author: context.arguments.value("--author"),
      since: try context.date("--since"), failingOnly: context.arguments.has("--failing"),
      ruleset: context.arguments.value("--ruleset"))
    let registry = try context.openRegistry()
    let entries: [LogEntry]
    do {
      entries = try registry.log(theme: theme, query: query)
    } catch {
      throw CLIError(error)
    }
    if context.json {
      context.printJSON(
        .object([
          JSONMember("theme", .string(theme)),
          JSONMember(
            "versions", .array(entries.map { JSONOutput.version($0.version, audit: $0.audit, approved: $0.approved) })),
        ]))
      return 0
    }
    let runNote = query.ruleset.map { "audit counts of ruleset \($0)" } ?? "audit counts of each version's newest run"
    context.console.line(
      "\(theme.printable) — \(entries.count) version\(entries.count == 1 ? "" : "s") shown (\(runNote))")
    context.console.write(bytes: LogTable.bytes(entries))
    return 0
  }
}
