import ThemeModel
import ThemeRegistry

/// `themereg blame THEME SUBJECT-OR-RULE`: the versions that introduced and fixed each finding.
enum BlameCommand: Command {
  enum Options {
    static let ruleset = Option<String>(
      "--ruleset", value: "ID", help: "The ruleset whose runs count (default: the newest run).")
  }

  static let spec = CommandSpec(
    name: "blame", summary: "Show which version introduced each matching finding, and which fixed it.",
    operands: "THEME SUBJECT-OR-RULE",
    options: [Options.ruleset],
    discussion: """
      SUBJECT-OR-RULE is a rule id (contrast.text), a full subject key
      (contrast.text|components.outgoingMessage.text/background|dark) or part of one (outgoingMessage).
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let operands = try context.operands(2...2, "SUBJECT-OR-RULE")
    let registry = try context.openRegistry()
    let entries: [BlameEntry]
    do {
      entries = try registry.blame(theme: operands[0], key: operands[1], ruleset: context.value(Options.ruleset))
    } catch {
      throw CLIError(error)
    }
    if context.json {
      writeJSON(entries, theme: operands[0], key: operands[1], to: context.console)
      return 0
    }
    if entries.isEmpty {
      context.console.line("No finding of \(operands[0].printable) matches \(operands[1].printable).")
      return 0
    }
    // Written an entry at a time: a long history's blame is not held again as its text.
    for (index, entry) in entries.enumerated() {
      let finding = entry.history.finding
      let fixed =
        entry.fixed.map { "  fixed in      \(describe($0))" } ?? "  still open at @\(entry.history.lastVersion)"
      context.console.write(
        """
        \(index == 0 ? "" : "\n")\(finding.subject.printable) (\(finding.severity.rawValue))
          introduced in \(describe(entry.introduced))
        \(fixed)
          \(finding.message.printable)

        """)
    }
    return 0
  }

  /// `{"theme": …, "key": …, "findings": […]}` as `printJSON` writes it, a finding at a time.
  static func writeJSON(_ entries: [BlameEntry], theme: String, key: String, to console: Console) {
    let header =
      Array("{\n  \"theme\": ".utf8) + JSONWriter.bytes(.string(theme)) + Array(",\n  \"key\": ".utf8)
      + JSONWriter.bytes(.string(key)) + Array(",\n  \"findings\": ".utf8)
    StreamedJSONList.write(entries, after: header, to: console, json)
  }

  static func json(_ entry: BlameEntry) -> JSONValue {
    .object([
      JSONMember("rule", .string(entry.history.finding.rule.rawValue)),
      JSONMember("subject", .string(entry.history.finding.subject)),
      JSONMember("severity", .string(entry.history.finding.severity.rawValue)),
      JSONMember("message", .string(entry.history.finding.message)),
      JSONMember("introduced", version(entry.introduced)),
      JSONMember("lastVersion", .integer(entry.history.lastVersion)),
      JSONMember("fixed", entry.fixed.map(version) ?? .null), JSONMember("open", .bool(entry.history.open)),
    ])
  }

  static func describe(_ version: VersionRecord) -> String {
    // A version brought in from git names its commit, as `git log --oneline` would.
    let commit = version.provenance.flatMap { $0.hasPrefix("git:") ? " (git \($0.dropFirst(4).prefix(7)))" : nil } ?? ""
    return
      "@\(version.number) by \(version.author.printable)\(commit.printable), \(version.authoredAt.displayMinute): \(JSONWriter.quoted(version.message.printable.truncated(60)))"
  }

  static func version(_ version: VersionRecord) -> JSONValue {
    .object([
      JSONMember("version", .integer(version.number)), JSONMember("author", .string(version.author)),
      JSONMember("createdAt", .string(version.createdAt)), JSONMember("authoredAt", .string(version.authoredAt)),
      JSONMember("provenance", version.provenance.map(JSONValue.string) ?? .null),
      JSONMember("message", .string(version.message)),
    ])
  }
}
