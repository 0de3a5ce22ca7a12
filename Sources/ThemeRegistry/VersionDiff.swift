import ThemeAudit
import ThemeModel

/// What changed between two versions of a theme and what it did to accessibility.
public struct VersionDiff: Sendable {
  /// `theme@A`.
  public var from: String
  /// `theme@B`, or the file name of an uncommitted document.
  public var to: String
  /// Every changed value by JSON path.
  public var changes: [ThemeChange]
  /// The ruleset the audit delta compares.
  public var ruleset: String
  /// Findings present in `to` but not in `from`.
  public var introduced: [Finding]
  /// Findings present in `from` but not in `to`.
  public var resolved: [Finding]
  /// Text pairs whose contrast changed, before → after.
  public var contrast: [ContrastChange]
}

/// A contrast pair whose ratio or verdict changed between two versions, or that one of them
/// does not have (a pair added, removed, or audited in another appearance).
public struct ContrastChange: Sendable, Equatable {
  /// The measurement in the old version; nil when the pair is new.
  public var before: ContrastMeasurement?
  /// The measurement in the new version; nil when the pair is gone.
  public var after: ContrastMeasurement?

  /// The side that exists, the new one when both do.
  public var current: ContrastMeasurement { (after ?? before)! }

  /// "now fails", "now passes", "added", "removed", or nil when the verdict is the same.
  public var verdict: String? {
    switch (before?.passes, after?.passes) {
    case (true?, false?): "now fails"
    case (false?, true?): "now passes"
    case (nil, let passes?): passes ? "added, passes" : "added, fails"
    case (_?, nil): "removed"
    default: nil
    }
  }
}

/// The second side of a diff: a stored version or an uncommitted document.
public enum DiffTarget: Sendable {
  /// A stored version.
  case version(VersionReference)
  /// A document that is not stored, with a name to show.
  case document([UInt8], name: String)
}
