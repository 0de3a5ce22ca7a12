import ThemeAudit
import ThemeModel
import ThemeStore

/// One stretch of versions in which a finding held: when it appeared, when it was last seen,
/// and where it was fixed.
public struct FindingHistory: Sendable, Equatable {
  /// The theme's name.
  public var theme: String
  /// The finding as it was at the last version that had it.
  public var finding: Finding
  /// The version that introduced it.
  public var firstVersion: Int
  /// The last version that had it.
  public var lastVersion: Int
  /// The version that no longer had it, if any.
  public var fixedIn: Int?
  /// Whether it still holds at the latest audited version.
  public var open: Bool { fixedIn == nil }
  /// The ruleset and profile of the series.
  public var ruleset: String
  /// The profile of the series.
  public var profile: String
  /// When the introducing version was committed.
  public var introducedAt: String
  /// When the fixing version was committed.
  public var fixedAt: String?
}

/// Filters for `history`.
public struct HistoryFilter: Sendable {
  /// Whether a finding still holds or was fixed.
  public enum Status: String, Sendable, CaseIterable {
    case open, fixed
  }

  /// Only this theme.
  public var theme: String?
  /// Only this rule.
  public var rule: String?
  /// Only this severity.
  public var severity: Severity?
  /// Only open or only fixed findings.
  public var status: Status?
  /// Only findings introduced at or after this ISO 8601 time.
  public var since: String?
  /// Only findings introduced before this ISO 8601 time.
  public var until: String?
  /// Only this appearance.
  public var appearance: Appearance?
  /// The ruleset whose runs count; nil means each theme's newest run.
  public var ruleset: String?

  /// Creates a filter.
  public init(
    theme: String? = nil, rule: String? = nil, severity: Severity? = nil, status: Status? = nil, since: String? = nil,
    until: String? = nil, appearance: Appearance? = nil, ruleset: String? = nil
  ) {
    self.theme = theme
    self.rule = rule
    self.severity = severity
    self.status = status
    self.since = since
    self.until = until
    self.appearance = appearance
    self.ruleset = ruleset
  }
}

/// A finding's introducing and fixing versions, for `blame`.
public struct BlameEntry: Sendable, Equatable {
  /// The finding's history.
  public var history: FindingHistory
  /// The version that introduced it.
  public var introduced: VersionRecord
  /// The version that fixed it, if any.
  public var fixed: VersionRecord?
}
