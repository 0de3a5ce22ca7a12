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
    // Rows are written straight into one buffer: a log of 10,000 versions is printed in full.
    let rows = entries.map { entry -> [String] in
      let version = entry.version
      return [
        "@\(version.number)", String(version.contentHash.dropFirst(7).prefix(12)),
        version.author.printable.truncated(20),
        version.createdAt.displayMinute, entry.audit.map { String($0.errors) } ?? "—",
        entry.audit.map { String($0.warnings) } ?? "—", version.message.printable.truncated(60),
      ]
    }
    let header = ["VERSION", "HASH", "AUTHOR", "DATE (UTC)", "ERRORS", "WARNINGS", "MESSAGE"]
    var widths = header.map(\.displayWidth)
    for row in rows {
      for (column, cell) in row.enumerated() where column < row.count - 1 {
        widths[column] = max(widths[column], cell.displayWidth)
      }
    }
    var output: [UInt8] = []
    output.reserveCapacity((rows.count + 1) * (widths.reduce(0, +) + 40))
    for row in [header] + rows {
      for (column, cell) in row.enumerated() {
        if column > 0 { output.append(contentsOf: [0x20, 0x20]) }
        output.append(contentsOf: cell.utf8)
        if column < row.count - 1 {
          output.append(contentsOf: repeatElement(0x20, count: widths[column] - cell.displayWidth))
        }
      }
      output.append(0x0A)
    }
    context.console.write(bytes: output)
    return 0
  }
}
