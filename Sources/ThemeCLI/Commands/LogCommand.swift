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
    // Rows are written straight into one buffer, without a table of strings in between: a log
    // of 10,000 versions is printed in full.
    let authors = entries.map { $0.version.author.printable.truncated(20) }
    let header = ["VERSION", "HASH", "AUTHOR", "DATE (UTC)", "ERRORS", "WARNINGS", "MESSAGE"]
    func digits(_ number: Int) -> Int { String(number).utf8.count }
    let widths = [
      max(7, 1 + (entries.map { digits($0.version.number) }.max() ?? 1)), 12,
      max(6, authors.map(\.displayWidth).max() ?? 0), 16,
      max(6, entries.map { $0.audit.map { digits($0.errors) } ?? 1 }.max() ?? 1),
      max(8, entries.map { $0.audit.map { digits($0.warnings) } ?? 1 }.max() ?? 1),
    ]
    var output: [UInt8] = []
    output.reserveCapacity((entries.count + 1) * (widths.reduce(0, +) + 80))
    func cell(_ text: some StringProtocol, _ column: Int, width: Int? = nil) {
      if column > 0 { output.append(contentsOf: [0x20, 0x20]) }
      output.append(contentsOf: text.utf8)
      if column < widths.count {
        output.append(contentsOf: repeatElement(0x20, count: max(0, widths[column] - (width ?? text.utf8.count))))
      }
    }
    for (column, title) in header.enumerated() { cell(title, column) }
    output.append(0x0A)
    for (entry, author) in zip(entries, authors) {
      let version = entry.version
      cell("@\(version.number)", 0)
      cell(version.contentHash.dropFirst(7).prefix(12), 1)
      cell(author, 2, width: author.displayWidth)
      cell(version.createdAt.displayMinute, 3)
      cell(entry.audit.map { String($0.errors) } ?? "—", 4, width: entry.audit == nil ? 1 : nil)
      cell(entry.audit.map { String($0.warnings) } ?? "—", 5, width: entry.audit == nil ? 1 : nil)
      cell(version.message.printable.truncated(60), 6)
      output.append(0x0A)
    }
    context.console.write(bytes: output)
    return 0
  }
}
