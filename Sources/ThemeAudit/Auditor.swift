import ThemeModel

/// Audits a theme against the accessibility ruleset. Pure: no I/O, no clock.
public struct Auditor: Sendable {
  /// The current ruleset version.
  public static let currentRuleset = "a11y/3"

  /// The profile whose thresholds apply.
  public var profile: AuditProfile
  /// The ruleset version recorded with every run.
  public var ruleset: String

  /// Creates an auditor for `profile`.
  public init(profile: AuditProfile = .wcag, ruleset: String = Auditor.currentRuleset) {
    self.profile = profile
    self.ruleset = ruleset
  }

  /// All findings and type-scale tables of `theme`, in a deterministic order.
  public func audit(_ theme: Theme) -> AuditReport {
    var findings: [Finding] = []
    let measurements = contrastMeasurements(theme)
    findings += contrastFindings(measurements)
    let coverage = Self.coverage(theme, measurements)
    findings += coverageFindings(coverage, theme: theme)
    findings += colorVisionFindings(theme)
    findings += typographyFindings(theme)
    findings += altTextFindings(theme)
    findings += controlFindings(theme)
    findings += exportFindings(theme)
    findings += gamutFindings(theme)
    findings += materialFindings(theme)
    // Sort keys, not findings: moving the string-heavy structs costs more than comparing.
    let keys = findings.map { (rule: Rule.order(of: $0.rule), subject: $0.subject) }
    let order = findings.indices.sorted { lhs, rhs in
      if keys[lhs].rule != keys[rhs].rule { return keys[lhs].rule < keys[rhs].rule }
      return keys[lhs].subject.precedesByCodePoint(keys[rhs].subject)
    }
    findings = order.map { findings[$0] }
    return AuditReport(
      ruleset: ruleset, profile: profile, findings: findings,
      typeScale: theme.typography.compactMap(TypeScale.table(for:)), coverage: coverage,
      requiredCoverage: theme.contrast.minCoverage)
  }

  /// "outgoingMessage" → "Outgoing message".
  static func humanName(_ name: String) -> String {
    var words: [[UInt8]] = []
    var current: [UInt8] = []
    for byte in name.utf8 {
      if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") {
        if !current.isEmpty { words.append(current) }
        current = []
        continue
      }
      if (0x41...0x5A).contains(byte) {
        if !current.isEmpty { words.append(current) }
        current = [byte + 0x20]
        continue
      }
      current.append(byte)
    }
    if !current.isEmpty { words.append(current) }
    var sentence = Array(words.joined(separator: [UInt8(ascii: " ")]))
    if let first = sentence.first, (0x61...0x7A).contains(first) { sentence[0] = first - 0x20 }
    return String(decoding: sentence, as: UTF8.self)
  }

  static func format(_ number: Double) -> String {
    JSONWriter.format(TypeScale.exact(number))
  }
}
