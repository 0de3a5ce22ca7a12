import ThemeAudit
import ThemeModel
import ThemeStore

/// An audit to show: a stored run of a version, or a fresh audit of a file or another profile.
public struct AuditResult: Sendable {
  /// The theme's name.
  public var theme: String
  /// The version, nil for a file.
  public var version: Int?
  /// The ruleset version.
  public var ruleset: String
  /// The profile.
  public var profile: String
  /// Findings, in report order.
  public var findings: [Finding]
  /// The `typeScale` object of `product.md`.
  public var typeScale: JSONValue {
    switch typeScaleSource {
    case .tables(let tables): AuditResult.typeScaleJSON(tables)
    case .stored(let json): json.flatMap { try? JSONParser.parse(Array($0.utf8)) } ?? .object([])
    }
  }

  /// Built on demand: a commit returns its audit but rarely shows its tables.
  private var typeScaleSource: TypeScaleSource

  private enum TypeScaleSource: Sendable {
    case tables([TypeScaleTable])
    case stored(String?)
  }
  /// Whether this is the run stored with the version.
  public var isStored: Bool
  /// Which colours the contrast checks measured; nil where the document was not at hand.
  public var coverage: ContrastCoverage?
  /// The share of the colours the theme's policy requires them to measure.
  public var requiredCoverage: Double?

  /// Error findings.
  public var errors: Int { findings.count { $0.severity == .error } }
  /// Warning findings.
  public var warnings: Int { findings.count { $0.severity == .warning } }
  /// Info findings.
  public var infos: Int { findings.count { $0.severity == .info } }
  /// Whether there are no errors.
  public var passed: Bool { errors == 0 }

  /// Wraps a fresh audit report.
  public init(theme: String, version: Int?, report: AuditReport, isStored: Bool) {
    self.theme = theme
    self.version = version
    self.ruleset = report.ruleset
    self.profile = report.profile.rawValue
    self.findings = report.findings
    self.typeScaleSource = .tables(report.typeScale)
    self.isStored = isStored
    self.coverage = report.coverage
    self.requiredCoverage = report.requiredCoverage
  }

  init(theme: String, version: Int, run: StoredAuditRun) {
    self.theme = theme
    self.version = version
    self.ruleset = run.summary.ruleset
    self.profile = run.summary.profile
    self.findings = run.findings.map(AuditResult.finding(from:)).sorted(by: Finding.precedesInReport)
    self.typeScaleSource = .stored(run.typeScaleJSON)
    self.isStored = true
  }

  static func typeScaleJSON(_ tables: [TypeScaleTable]) -> JSONValue {
    .object(tables.map { JSONMember($0.style, $0.json) })
  }

  static func finding(from stored: StoredFinding) -> Finding {
    Finding(
      rule: RuleID(stored.rule), severity: stored.severity, subject: stored.subject,
      appearance: stored.appearance, measured: stored.measured,
      required: stored.required, wcag: stored.wcag, message: stored.message, path: stored.path)
  }

  static func stored(_ finding: Finding) -> StoredFinding {
    StoredFinding(
      rule: finding.rule.rawValue, severity: finding.severity, subject: finding.subject,
      appearance: finding.appearance, measured: finding.measured, required: finding.required,
      wcag: finding.wcag, message: finding.message, path: finding.path)
  }
}
