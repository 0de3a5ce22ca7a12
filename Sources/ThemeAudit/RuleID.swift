import ThemeModel

/// A rule's identifier, as findings, stored runs, SARIF and `--waive` name it. The audit names
/// rules only through these constants, so a mistyped id does not compile; `Rule.all` is the
/// catalogue that describes each one.
public struct RuleID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The id as text, e.g. `contrast.text`.
  public let rawValue: String

  /// An id as stored or typed (a stored run may hold one of an older ruleset);
  /// `Rule.named(_:)` says whether the catalogue has it.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// The id as text.
  public var description: String { rawValue }

  /// The part before the first dot: `contrast` for `contrast.text`.
  public var family: Substring { rawValue.prefix { $0 != "." } }

  /// Whether it is one of the rules that measure a contrast ratio (`contrast.*`).
  public var isContrast: Bool { family == "contrast" }

  /// A finding subject of this rule about `tail`: the id, a bar, then the tail.
  public func subject(_ tail: String) -> String { rawValue + "|" + tail }

  /// Code-point order of the text.
  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue.precedesByCodePoint(rhs.rawValue) }

  /// `contrast.text`.
  public static let contrastText = RuleID("contrast.text")
  /// `contrast.enhanced`.
  public static let contrastEnhanced = RuleID("contrast.enhanced")
  /// `contrast.high-contrast`.
  public static let contrastHighContrast = RuleID("contrast.high-contrast")
  /// `contrast.non-text`.
  public static let contrastNonText = RuleID("contrast.non-text")
  /// `contrast.apca`.
  public static let contrastApca = RuleID("contrast.apca")
  /// `type.fixed-size`.
  public static let typeFixedSize = RuleID("type.fixed-size")
  /// `type.scaling-range`.
  public static let typeScalingRange = RuleID("type.scaling-range")
  /// `type.scaling-cap`.
  public static let typeScalingCap = RuleID("type.scaling-cap")
  /// `type.min-size`.
  public static let typeMinSize = RuleID("type.min-size")
  /// `type.custom-font`.
  public static let typeCustomFont = RuleID("type.custom-font")
  /// `alt.missing`.
  public static let altMissing = RuleID("alt.missing")
  /// `alt.quality`.
  public static let altQuality = RuleID("alt.quality")
  /// `rtl.mirroring`.
  public static let rtlMirroring = RuleID("rtl.mirroring")
  /// `label.missing`.
  public static let labelMissing = RuleID("label.missing")
  /// `label.quality`.
  public static let labelQuality = RuleID("label.quality")
  /// `target.size`.
  public static let targetSize = RuleID("target.size")
  /// `motion.reduce`.
  public static let motionReduce = RuleID("motion.reduce")
  /// `transparency.fallback`.
  public static let transparencyFallback = RuleID("transparency.fallback")
  /// `coverage.unchecked`.
  public static let coverageUnchecked = RuleID("coverage.unchecked")
  /// `color.cvd-indistinct`.
  public static let colorCVDIndistinct = RuleID("color.cvd-indistinct")
  /// `color.gamut-mapped`.
  public static let colorGamutMapped = RuleID("color.gamut-mapped")
  /// `export.name-collision`.
  public static let exportNameCollision = RuleID("export.name-collision")
  /// `material3.unmapped-role`.
  public static let material3UnmappedRole = RuleID("material3.unmapped-role")
  /// `policy.weakened`.
  public static let policyWeakened = RuleID("policy.weakened")
}
