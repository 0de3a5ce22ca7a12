import ThemeAudit
import ThemeModel
import ThemeRegistry

/// `themereg history [THEME]`: when each finding appeared, was last seen and was fixed.
enum HistoryCommand: Command {
  enum Options {
    static let rule = Option<String>("--rule", value: "ID", help: "Only findings of this rule.")
    static let severity = Option<Severity>("--severity", value: "S", help: "Only error, warning or info findings.")
    static let status = Option<HistoryFilter.Status>("--status", value: "S", help: "Only open or fixed findings.")
    static let since = Option<DateBound>(
      "--since", value: "DATE", help: "Only findings introduced on or after DATE (YYYY-MM-DD).")
    static let until = Option<DateBound>(
      "--until", value: "DATE", help: "Only findings introduced before DATE (YYYY-MM-DD).")
    static let appearance = Option<Appearance>(
      "--appearance", value: "A", help: "Only light, dark, lightHighContrast or darkHighContrast.")
    static let ruleset = Option<String>(
      "--ruleset", value: "ID", help: "The ruleset whose runs count (default: each theme's newest run).")
  }

  static let spec = CommandSpec(
    name: "history", summary: "Query audit history: which findings, since which version, fixed where.",
    operands: "[THEME]",
    options: [
      Options.rule, Options.severity, Options.status, Options.since, Options.until, Options.appearance,
      Options.ruleset,
    ],
    discussion:
      "Across all themes when THEME is omitted. A finding that came, went and came back is listed once per stretch.")

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let operands = try context.operands(0...1, "THEME")
    let filter = HistoryFilter(
      theme: operands.first, rule: context.value(Options.rule), severity: try context.value(Options.severity),
      status: try context.value(Options.status), since: try context.value(Options.since)?.normalized,
      until: try context.value(Options.until)?.normalized, appearance: try context.value(Options.appearance),
      ruleset: context.value(Options.ruleset))
    let registry = try context.openRegistry()
    let histories: [FindingHistory]
    do {
      histories = try registry.history(filter)
    } catch {
      throw CLIError(error)
    }
    if context.json {
      writeJSON(histories, to: context.console)
      return 0
    }
    if histories.isEmpty {
      context.console.line("No findings match.")
      return 0
    }
    let series = Set(histories.map { "\($0.ruleset) (\($0.profile))" }).sorted().joined(separator: ", ")
    let which = filter.ruleset == nil ? "each theme's newest run" : "ruleset \(filter.ruleset!)"
    context.console.line("\(AuditText.plural(histories.count, "finding")); audit series \(series), \(which)")
    let header = ["THEME", "SEVERITY", "RULE", "SUBJECT", "INTRODUCED", "LAST SEEN", "FIXED IN"]
    TextTable.write(header: header, count: histories.count, to: context.console) { index in
      let history = histories[index]
      return [
        history.theme, history.finding.severity.rawValue, history.finding.rule.rawValue,
        subjectTail(history.finding.subject).printable,
        "@\(history.firstVersion) \(history.introducedAt.prefix(10))", "@\(history.lastVersion)",
        history.fixedIn.map { "@\($0) \(history.fixedAt?.prefix(10) ?? "")" } ?? "open",
      ]
    }
    return 0
  }

  /// The subject without its rule prefix, which the RULE column already shows.
  static func subjectTail(_ subject: String) -> String {
    guard let bar = subject.firstIndex(of: "|") else { return subject }
    return String(subject[subject.index(after: bar)...])
  }

  /// `{"findings": […]}` as `printJSON` writes it, a finding at a time: the document of a long
  /// history's thousands of findings is not built whole before it is written.
  static func writeJSON(_ histories: [FindingHistory], to console: Console) {
    StreamedJSONList.write(histories, after: Array("{\n  \"findings\": ".utf8), to: console, json)
  }

  static func json(_ history: FindingHistory) -> JSONValue {
    .object([
      JSONMember("theme", .string(history.theme)), JSONMember("rule", .string(history.finding.rule.rawValue)),
      JSONMember("subject", .string(history.finding.subject)),
      JSONMember("severity", .string(history.finding.severity.rawValue)),
      JSONMember("firstVersion", .integer(history.firstVersion)),
      JSONMember("lastVersion", .integer(history.lastVersion)),
      JSONMember("fixedIn", .optional(history.fixedIn)), JSONMember("open", .bool(history.open)),
      JSONMember("appearance", .optional(history.finding.appearance?.rawValue)),
      JSONMember("message", .string(history.finding.message)),
      JSONMember("introducedAt", .string(history.introducedAt)),
      JSONMember("fixedAt", .optional(history.fixedAt)), JSONMember("ruleset", .string(history.ruleset)),
      JSONMember("profile", .string(history.profile)),
    ])
  }
}
