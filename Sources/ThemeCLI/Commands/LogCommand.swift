import ThemeModel
import ThemeRegistry

/// `themereg log THEME`: versions, newest first.
enum LogCommand: Command {
  enum Options {
    static let limit = Option<PositiveInteger>("--limit", value: "N", help: "Show at most N versions.")
    static let author = Option<String>("--author", value: "NAME", help: "Only versions by NAME.")
    static let since = Option<DateBound>(
      "--since", value: "DATE", help: "Only versions authored on or after DATE (YYYY-MM-DD).")
    static let failing = Flag("--failing", help: "Only versions whose audit has errors.")
    static let ruleset = Option<String>(
      "--ruleset", value: "ID", help: "Count the run of this ruleset (default: each version's newest run).")
  }

  static let spec = CommandSpec(
    name: "log", summary: "Show a theme's versions, newest first, with their audit counts.", operands: "THEME",
    options: [Options.limit, Options.author, Options.since, Options.failing, Options.ruleset])

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let theme = try context.operands(1...1, "THEME")[0]
    let query = LogQuery(
      limit: try context.value(Options.limit)?.value, author: context.value(Options.author),
      since: try context.value(Options.since)?.normalized, failingOnly: context.isSet(Options.failing),
      ruleset: context.value(Options.ruleset))
    let registry = try context.openRegistry()
    let output = OutputBuffer(context.console)
    do {
      // What is held is written out only on success: a log refused on the way (a forged run)
      // shows none of its last block.
      if context.json {
        try writeJSON(theme: theme, query: query, registry: registry, to: output)
        output.flush()
        return 0
      }
      // The columns are aligned: the authors shown are looked up first, then rows written as read.
      let shape = try registry.logShape(theme: theme, query: query)
      let runNote = query.ruleset.map { "audit counts of ruleset \($0)" } ?? "audit counts of each version's newest run"
      output.append(
        "\(theme.printable) — \(shape.count) version\(shape.count == 1 ? "" : "s") shown (\(runNote))\n".utf8)
      var table = LogTable(LogTable.Widths(authors: shape.authors, roles: shape.roles))
      output.append(table.header())
      try registry.log(theme: theme, query: query) { output.append(table.row($0)) }
      output.flush()
    } catch {
      throw CLIError(error)
    }
    return 0
  }

  /// `{"theme": …, "versions": […]}` as `printJSON` writes it, a version at a time.
  private static func writeJSON(theme: String, query: LogQuery, registry: Registry, to output: OutputBuffer)
    throws(RegistryError)
  {
    // The header waits for the first version (or the end): a theme that is not there is an
    // error, and with `--json` the error must be the only value on standard output.
    let header = Array("{\n  \"theme\": ".utf8) + JSONWriter.bytes(.string(theme)) + Array(",\n  \"versions\": ".utf8)
    var count = 0
    var stream = JSONObjectStream(indent: 2)
    try registry.log(theme: theme, query: query) { entry in
      if count == 0 { output.append(header) }
      output.append(StreamedJSONList.separator(before: count).utf8)
      JSONOutput.write(entry.version, audit: entry.audit, approved: entry.approved, to: &stream)
      output.append(stream.bytes)
      count += 1
    }
    if count == 0 { output.append(header) }
    output.append(StreamedJSONList.closing(count: count).utf8)
  }
}
