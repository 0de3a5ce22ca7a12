import FoundationEssentials
import ThemeAudit
import ThemeModel
import ThemeRegistry

/// `themereg commit FILE -m MSG`: validate, store and audit a new version.
enum CommitCommand: Command {
  enum Options {
    static let message = Option<String>(
      "--message", short: "-m", value: "MSG", help: "Why this version exists (required).")
    static let author = Option<String>(
      "--author", value: "NAME", help: "Who commits (default: $THEMEREG_AUTHOR, else the user name).")
    static let requirePass = Flag("--require-pass", help: "Store nothing and exit 1 when the audit finds errors.")
    static let requireNoNewErrors = Flag(
      "--require-no-new-errors",
      help: "Store nothing and exit 1 when the audit finds errors the latest version does not have.")
    static let date = Option<DateBound>(
      "--date", value: "ISO-8601",
      help: "When the change was authored, if not now (2024-03-02 or 2024-03-02T10:00:00+01:00); log and blame show it."
    )
    static let minCoverage = Option<Share>(
      "--min-coverage", value: "SHARE",
      help: "Store nothing and exit 1 unless contrast checks measure at least this share (0–1) of the colours.")
    static let base = Option<PositiveInteger>(
      "--base", value: "N",
      help: "The version the file started from (default: its base record): what was committed since is merged in.")
    static let waive = Option<ApprovalRecord.Waiver>(
      "--waive", value: "KEY=REASON",
      help: "With --require-no-new-errors: accept the new errors of a rule id or subject, with a reason.")
  }

  static let spec = CommandSpec(
    name: "commit", summary: "Validate, store and audit a new version of the theme in FILE ('-' for stdin).",
    operands: "FILE",
    options: [
      Options.message, Options.author, Options.date, Options.base, Options.requirePass, Options.requireNoNewErrors,
      Options.minCoverage,
      Options.waive,
    ],
    discussion: """
      Content equal to the theme's latest version creates no new version and exits 0. A file
      written by checkout records its base; when versions were committed since, their changes
      and the file's are merged into one new version, and a value changed on both sides refuses
      the commit (exit 1) listing each conflict.
      """)

  /// `option`'s value, else `$THEMEREG_AUTHOR`, else the user name (commit and import share it).
  static func author(_ context: CommandContext, option: Option<String> = Options.author) -> String {
    if let author = context.value(option), !author.isEmpty { return author }
    for key in ["THEMEREG_AUTHOR", "USER", "LOGNAME"] {
      if let value = context.environment[key], !value.isEmpty { return value }
    }
    return "unknown"
  }

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let file = try context.operands(1...1, "FILE")[0]
    guard let message = context.value(Options.message) else {
      throw .usage("Missing expected argument '--message <MSG>'; say why this version exists.", usage: spec.usageLine)
    }
    let author = author(context)
    let waivers = try context.values(Options.waive)
    if !waivers.isEmpty, !context.isSet(Options.requireNoNewErrors) {
      throw .usage("--waive goes with --require-no-new-errors.", usage: spec.usageLine)
    }
    let bytes = try context.readDocument(file)
    // The registry opens (a server's connection and authentication take as long as auditing a
    // large theme) while this thread validates and audits; its errors still come first. A file
    // opens at once, so libcrypto is loaded before it for the document's hash; libpq loads
    // libcrypto with itself, and connecting is what a server's commit waits for.
    let opening = BackgroundWork { () throws(CLIError) in
      if !Registry.isServer(context.databasePath) { SHA256.load() }
      return try context.openRegistry()
    }
    let authoredAt = try context.value(Options.date)?.normalized
    let draft = Result { () throws(RegistryError) in
      try Registry.draftCommit(bytes: bytes, author: author, message: message, authoredAt: authoredAt)
    }
    let registry = try opening.value()
    let base = try context.value(Options.base)?.value
    let minCoverage = try context.value(Options.minCoverage)?.value
    let result: Registry.CommitResult
    do {
      result = try registry.commit(
        try draft.get(), base: base, requirePass: context.isSet(Options.requirePass),
        requireNoNewErrors: context.isSet(Options.requireNoNewErrors), gateWaivers: waivers, minCoverage: minCoverage)
    } catch {
      if case .auditFailed(let audit) = error, !context.json {
        context.console.error(
          AuditText.render(
            audit, findings: audit.findings.filter { $0.severity == .error }, console: context.console,
            heading: "Audit of \(file.printable):"))
      }
      throw CLIError(error, source: file == "-" ? "standard input" : file)
    }
    let version = result.outcome.version
    let created: Bool
    if case .created = result.outcome { created = true } else { created = false }
    if created { context.console.recordStored("\(version.theme.printable)@\(version.number) was committed") }
    if context.json {
      var members = [
        JSONMember("theme", .string(version.theme)), JSONMember("version", .integer(version.number)),
        JSONMember("contentHash", .string(version.contentHash.description)), JSONMember("created", .bool(created)),
        JSONMember("audit", JSONOutput.auditSummary(result.audit)),
      ]
      if let merged = result.merged {
        members.append(
          JSONMember(
            "merged",
            .object([JSONMember("base", .integer(merged.base)), JSONMember("latest", .integer(merged.latest))])))
      }
      // Only when the gate accepted errors, so every other commit's output stays as it was.
      if !result.waived.isEmpty {
        members.append(
          JSONMember(
            "waived",
            .array(
              result.waived.map {
                .object([
                  JSONMember("rule", .string($0.finding.rule.rawValue)),
                  JSONMember("subject", .string($0.finding.subject)),
                  JSONMember("reason", .string($0.reason)),
                ])
              })))
      }
      context.printJSON(.object(members))
      return 0
    }
    let hash = version.contentHash.short
    if let merged = result.merged {
      context.console.line(
        "Merged: your file was based on @\(merged.base); the changes of \(AuditText.versions(after: merged.base, through: merged.latest)) are kept"
      )
    }
    if created {
      context.console.line("Committed \(version.theme)@\(version.number)  \(hash)")
    } else {
      context.console.line(
        "No change: \(version.theme)@\(version.number) already has this content (\(hash)); no version created")
    }
    let audit = result.audit
    context.console.line("Audit \(audit.ruleset) (\(audit.profile)): \(AuditText.summary(audit))")
    if let coverage = audit.coverage { context.console.line(AuditText.coverage(coverage)) }
    for (finding, reason) in result.waived {
      context.console.line("  waived  \(finding.rule)  \(finding.message.printable) — \(reason.printable)")
    }
    for group in FindingGroup.grouping(audit.findings.filter { $0.severity == .error }) {
      context.console.line(
        "  \(AuditText.severityLabel(.error, console: context.console))  \(group.first.rule)  \(group.message.printable)"
      )
    }
    if audit.warnings > 0 || audit.infos > 0 {
      context.console.line("See all findings: themereg audit \(version.theme)@\(version.number)")
    }
    return 0
  }
}
