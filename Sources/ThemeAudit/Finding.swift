import ThemeModel

/// One result of one rule about one thing in a theme.
public struct Finding: Sendable, Equatable {
  /// The rule id, e.g. `contrast.text`.
  public var rule: RuleID
  /// How much it matters.
  public var severity: Severity
  /// A key that names the same thing in every version, e.g.
  /// `contrast.text|components.outgoingMessage.text/background|dark`.
  public var subject: String
  /// The appearance, where colours matter.
  public var appearance: Appearance?
  /// The measured value (a ratio, Lc or size), where the rule has one.
  public var measured: Double?
  /// The value needed to pass.
  public var required: Double?
  /// The WCAG success criterion, e.g. `1.4.3`.
  public var wcag: String?
  /// One line a designer understands, with the fix where there is one.
  public var message: String
  /// The JSON path in the document.
  public var path: String

  /// The backdrop a translucent background was checked over, for a pair that names several
  /// (`contrast.text|pairs.NAME@BACKDROP|APPEARANCE`); read from the subject, so stored runs
  /// have it too.
  public var backdrop: String? {
    let parts = subject.split(separator: "|", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[1].hasPrefix("pairs."), let at = parts[1].firstIndex(of: "@") else { return nil }
    return String(parts[1][parts[1].index(after: at)...])
  }

  /// What names this finding in every run, to match runs: its rule and subject.
  public var matchKey: String { rule.rawValue + "|" + subject }

  /// Creates a finding.
  public init(
    rule: RuleID, severity: Severity, subject: String, appearance: Appearance? = nil, measured: Double? = nil,
    required: Double? = nil, wcag: String? = nil, message: String, path: String
  ) {
    self.rule = rule
    self.severity = severity
    self.subject = subject
    self.appearance = appearance
    self.measured = measured
    self.required = required
    self.wcag = wcag
    self.message = message
    self.path = path
  }
}

extension Finding {
  /// The report order: by rule as `Rule.all` lists them, then by subject.
  public static func precedesInReport(_ lhs: Finding, _ rhs: Finding) -> Bool {
    let left = Rule.order(of: lhs.rule)
    let right = Rule.order(of: rhs.rule)
    if left != right { return left < right }
    return lhs.subject.precedesByCodePoint(rhs.subject)
  }
}

/// The outcome of auditing one theme with one ruleset and profile.
public struct AuditReport: Sendable {
  /// The ruleset version.
  public var ruleset: String
  /// The profile.
  public var profile: AuditProfile
  /// Findings in rule order, then subject order.
  public var findings: [Finding]
  /// Dynamic Type tables of the dynamically scaled styles, by style name.
  public var typeScale: [TypeScaleTable]
  /// Which colours the contrast checks measured.
  public var coverage: ContrastCoverage?
  /// The share of the colours the theme's policy requires them to measure (`contrast.minCoverage`).
  public var requiredCoverage: Double?

  /// Error findings.
  public var errors: Int { findings.count { $0.severity == .error } }
  /// Warning findings.
  public var warnings: Int { findings.count { $0.severity == .warning } }
  /// Info findings.
  public var infos: Int { findings.count { $0.severity == .info } }
  /// Whether there are no errors.
  public var passed: Bool { errors == 0 }
}
