import FoundationEssentials
import ThemeAudit
import ThemeModel
import ThemeRegistry

/// `themereg audit THEME[@N] | FILE`: show a stored run, audit a file, or re-audit stored versions.
enum AuditCommand: Command {
  enum Options {
    static let profile = Option<AuditProfile>(
      "--profile", value: "P", help: "Thresholds: wcag (default), apple or android.")
    static let format = Option<AuditFormat>(
      "--format", value: "F", help: "text (default), json, sarif or markdown (for a pull-request comment).")
    static let minimumSeverity = Option<Severity>(
      "--min-severity", value: "S", help: "Show only findings of severity S or worse: error, warning, info.")
    static let ruleset = Option<String>(
      "--ruleset", value: "ID", help: "Show the stored run of this ruleset (default: the newest).")
    static let baseline = Option<String>(
      "--baseline", value: "THEME@M",
      help: "Compare with that version (a number, approved or latest): exit 1 only for new or worsened errors.")
    static let waive = Option<ApprovalRecord.Waiver>(
      "--waive", value: "KEY=REASON",
      help: "With --baseline: accept the new errors of a rule id or subject (policy.weakened, say), with a reason.")
    static let source = Option<String>(
      "--source", value: "FILE",
      help: "With a stored version and --format sarif: the working-tree file it came from (same content hash).")
    static let sourceRoot = Option<String>(
      "--source-root", value: "DIR", help: "SARIF URIs relative to DIR (default: the enclosing git work tree).")
    static let rerun = Flag(
      "--rerun", help: "Re-audit stored versions of THEME with the current ruleset; old runs stay.")
    static let all = Flag("--all", help: "With --rerun: every theme.")
    static let minCoverage = Option<Share>(
      "--min-coverage", value: "SHARE",
      help:
        "Exit 1 unless contrast checks measure at least this share (0–1) of the colours (default: the theme's contrast.minCoverage)."
    )
  }

  static let spec = CommandSpec(
    name: "audit", summary: "Show a version's accessibility audit, audit a file, or re-audit stored versions.",
    operands: "THEME[@N] | FILE",
    options: [
      Options.profile, Options.format, Options.minimumSeverity, Options.ruleset, Options.baseline, Options.waive,
      Options.source, Options.sourceRoot, Options.rerun, Options.all, Options.minCoverage,
    ],
    discussion: """
      An operand that names an existing file (or '-') is audited without storing anything; otherwise it is a
      stored version, whose stored run is shown (a --profile other than the stored one audits afresh, unstored).
      Exits 1 when the audit has errors; with --baseline, only when it has errors the baseline does not have
      (or a contrast ratio of an error got worse) — a gate for a theme that carries old debt.
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    if context.isSet(Options.rerun) { return try rerun(context) }
    let operand = try context.operands(1...1, "THEME[@N] | FILE")[0]
    let profile = try context.value(Options.profile)
    let format = try context.value(Options.format) ?? (context.json ? .json : .text)
    let minimum = try context.value(Options.minimumSeverity) ?? .info
    let isFile = operand == "-" || operand.hasSuffix(".json") || FileManager.default.fileExists(atPath: operand)
    let result: AuditResult
    // Where SARIF locates findings; mapping a file's lines is only worth it for SARIF.
    let artifact: () -> SARIFArtifact
    var theme: Theme?
    let sourceRoot = context.value(Options.sourceRoot)
    if isFile {
      let bytes = try context.readDocument(operand)
      do {
        let audited = try Registry.auditedDocument(bytes: bytes, profile: profile ?? .wcag)
        result = audited.result
        theme = audited.document.theme
      } catch {
        throw CLIError(error, source: operand == "-" ? "standard input" : operand)
      }
      artifact = {
        operand == "-"
          ? SARIFArtifact(uri: "stdin.json", rootURI: nil, sourceMap: try? JSONParser.parseWithSourceMap(bytes).1)
          : SARIFArtifact.file(operand, bytes: bytes, sourceRoot: sourceRoot)
      }
    } else {
      let reference = try context.reference(operand)
      let registry = try context.openRegistry()
      do {
        result = try registry.audit(reference, profile: profile, ruleset: context.value(Options.ruleset))
      } catch {
        throw CLIError(error)
      }
      if let source = context.value(Options.source) {
        let version: VersionRecord
        do {
          version = try registry.version(reference)
        } catch {
          throw CLIError(error)
        }
        let bytes = try context.readDocument(source)
        // The same content hash: the file is the version, so its theme locates the findings.
        let document = try? ThemeDocument(bytes: bytes)
        let hash = document?.contentHash
        guard hash == version.contentHash else {
          throw CLIError(
            exitCode: CLIError.dataCode,
            message:
              "\(source.printable) is not \(version.theme)@\(version.number): its content hash is \(hash?.description ?? "unknown (not a valid theme)"), the version's is \(version.contentHash); audit the file itself, or name the version it came from"
          )
        }
        theme = document?.theme
        artifact = { SARIFArtifact.file(source, bytes: bytes, sourceRoot: sourceRoot) }
      } else {
        let stored = result.theme
        artifact = { SARIFArtifact.stored(theme: stored, sourceRoot: sourceRoot) }
        // The stored document may name the team's own files its colours were imported from.
        if format == .sarif || format == .markdown {
          theme = (try? registry.show(reference)).flatMap { try? ThemeDocument(bytes: $0.1).theme }
        }
      }
    }
    let findings = result.findings.filter { $0.severity <= minimum }
    let comparison = try baseline(of: result, theme: theme, context)
    switch format {
    case .json:
      var json = result.json(findings: findings)
      if let comparison, case .object(var members) = json {
        members.append(JSONMember("baseline", BaselineOutput.json(comparison)))
        json = .object(members)
      }
      context.printJSON(json)
    case .markdown:
      let what = result.version.map { "\(result.theme)@\($0)" } ?? "\(operand) (\(result.theme))"
      context.console.write(MarkdownReport.audit(result, what: what, baseline: comparison, theme: theme))
    case .sarif:
      context.printJSON(
        SARIF.document(result, findings: findings, artifact: artifact(), theme: theme, baseline: comparison))
    case .text:
      let what = result.version.map { "\(result.theme)@\($0)" } ?? "\(operand) (\(result.theme), not stored)"
      let origin = result.isStored ? "stored run" : "fresh audit, not stored"
      let heading = "\(what.printable) — ruleset \(result.ruleset), profile \(result.profile) (\(origin))"
      context.console.line(AuditText.render(result, findings: findings, console: context.console, heading: heading))
      if let scale = AuditText.typeScale(result) { context.console.line(scale) }
      if let comparison { context.console.line(BaselineOutput.text(comparison, console: context.console)) }
    }
    // Too little measured fails the gate however few errors there are.
    if let required = try context.value(Options.minCoverage)?.value ?? result.requiredCoverage,
      let coverage = result.coverage, coverage.share < required
    {
      context.console.error(
        "error: only \(coverage.checked) of \(AuditText.plural(coverage.colors, "colour")) are in a contrast check, fewer than the \(Int((required * 100).rounded())) % required; 'themereg pairs suggest' proposes pairs for the others"
      )
      return CLIError.failedCode
    }
    if let comparison { return comparison.addsErrors ? CLIError.failedCode : 0 }
    return result.passed ? 0 : CLIError.failedCode
  }

  /// The comparison with `--baseline`, when given.
  static func baseline(of result: AuditResult, theme: Theme?, _ context: CommandContext) throws(CLIError)
    -> BaselineComparison?
  {
    let waivers = try context.values(Options.waive)
    guard let text = context.value(Options.baseline) else {
      if !waivers.isEmpty { throw .usage("--waive goes with --baseline.", usage: spec.usageLine) }
      return nil
    }
    let reference = try context.reference(text.contains("@") ? text : "\(result.theme)@\(text)")
    let registry = try context.openRegistry()
    do {
      return try registry.compare(
        result, baseline: reference, current: result.version == nil ? theme : nil, waivers: waivers)
    } catch {
      throw CLIError(error)
    }
  }

  static func rerun(_ context: CommandContext) throws(CLIError) -> Int32 {
    let all = context.isSet(Options.all)
    let operands = try context.operands(all ? 0...0 : 1...1, "THEME or --all")
    let registry = try context.openRegistry()
    let results: [(theme: String, added: Int)]
    do {
      results = try registry.rerunAudits(theme: all ? nil : operands[0]) { theme, version, total in
        context.console.progress("re-auditing \(theme.printable): \(version) of \(total) versions")
      }
      context.console.endProgress()
    } catch {
      throw CLIError(error)
    }
    if context.json {
      context.printJSON(
        .object([
          JSONMember("ruleset", .string(Auditor.currentRuleset)),
          JSONMember(
            "themes",
            .array(
              results.map {
                .object([JSONMember("theme", .string($0.theme)), JSONMember("runsAdded", .integer($0.added))])
              })),
        ]))
    } else {
      for result in results {
        context.console.line(
          "\(result.theme.printable): \(result.added) run(s) added with ruleset \(Auditor.currentRuleset); earlier runs kept"
        )
      }
      if results.isEmpty { context.console.line("No themes to re-audit.") }
    }
    return 0
  }
}
