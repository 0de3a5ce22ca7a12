/// A contrast pair whose ratio or verdict changed between two versions, or that one of them
/// does not have (a pair added, removed, or audited in another appearance).
public struct ContrastChange: Sendable, Equatable {
  /// The measurement in the old version; nil when the pair is new.
  public var before: ContrastMeasurement?
  /// The measurement in the new version; nil when the pair is gone.
  public var after: ContrastMeasurement?

  /// Creates a change; at least one side is given.
  public init(before: ContrastMeasurement?, after: ContrastMeasurement?) {
    precondition(before != nil || after != nil, "a contrast change has at least one side")
    self.before = before
    self.after = after
  }

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
