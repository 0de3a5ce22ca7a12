import ThemeModel

/// A stretch of versions in which a finding held.
public struct FindingInterval: Sendable, Equatable {
  /// The theme's name.
  public var theme: String
  /// The series' ruleset.
  public var ruleset: String
  /// The series' profile.
  public var profile: String
  /// The finding's values at the start of the stretch's last interval.
  public var finding: StoredFinding
  /// The first version in which it held.
  public var since: Int
  /// The first version in which it no longer held; nil while it holds at the latest audited version.
  public var until: Int?
  /// The latest version audited in this series (the theme's latest unless `--ruleset` names an older one).
  public var latestVersion: Int
}

/// Which finding intervals to read.
public struct FindingQuery: Sendable {
  /// Only this theme; nil for all.
  public var theme: String?
  /// Only this rule.
  public var rule: String?
  /// Only this exact subject.
  public var subject: String?
  /// Only subjects that contain this text.
  public var subjectContains: String?
  /// Only this severity.
  public var severity: Severity?
  /// Only this appearance.
  public var appearance: Appearance?
  /// The ruleset whose series counts; nil means the one of each theme's latest run.
  public var ruleset: String?

  /// Creates a query.
  public init(
    theme: String? = nil, rule: String? = nil, subject: String? = nil, subjectContains: String? = nil,
    severity: Severity? = nil, appearance: Appearance? = nil, ruleset: String? = nil
  ) {
    self.theme = theme
    self.rule = rule
    self.subject = subject
    self.subjectContains = subjectContains
    self.severity = severity
    self.appearance = appearance
    self.ruleset = ruleset
  }
}
