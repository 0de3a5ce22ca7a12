/// Which WCAG criterion a contrast pair is held to.
public enum PairKind: String, CaseIterable, Sendable {
  /// Normal text: WCAG 1.4.3 (`contrast.text`), 4.5:1 by default.
  case text
  /// Large text: WCAG 1.4.3 (`contrast.text`), 3:1 by default.
  case largeText
  /// Borders, icons, focus indicators, chart colours: WCAG 1.4.11 (`contrast.non-text`), 3:1.
  case nonText
  /// Considered and exempted (incidental text, logotypes): not audited.
  case decorative
}

/// Required ratios for text, large text and non-text colours.
public struct ContrastRatios: Sendable, Equatable {
  /// Normal text.
  public var text: Double
  /// Large text.
  public var largeText: Double
  /// Non-text colours.
  public var nonText: Double

  /// WCAG 2.2 level AA: 4.5, 3 and 3.
  public static let wcagAA = ContrastRatios(text: 4.5, largeText: 3, nonText: 3)

  /// Creates ratios.
  public init(text: Double, largeText: Double, nonText: Double) {
    self.text = text
    self.largeText = largeText
    self.nonText = nonText
  }

  /// The ratio for `kind` (nil for decorative pairs, which are not audited).
  public func ratio(for kind: PairKind) -> Double? {
    switch kind {
    case .text: text
    case .largeText: largeText
    case .nonText: nonText
    case .decorative: nil
    }
  }
}

/// A theme's contrast contract (`contrast` in the document): the ratios it requires in the
/// base and the high-contrast appearances, and the colour translucent backgrounds sit on.
public struct ContrastPolicy: Sendable {
  /// Required in `light` and `dark`.
  public var base: ContrastRatios
  /// Required in `lightHighContrast` and `darkHighContrast`.
  public var highContrast: ContrastRatios
  /// The colour translucent backgrounds are composited over (default: the colour `background`).
  public var backdrop: ColorReference
  /// Whether the document stated a policy (else these are WCAG AA's defaults).
  public var isStated: Bool
  /// The least share (0–1) of the theme's colours that contrast checks must measure for a
  /// commit to be accepted (`contrast.minCoverage`); nil when the theme states none.
  public var minCoverage: Double?
  /// The least CIEDE2000 difference two members of a `distinct` set must keep under each
  /// simulated colour-vision deficiency (`contrast.cvdMinDeltaE`).
  public var cvdMinDeltaE: Double = ContrastPolicy.defaultCVDMinDeltaE

  /// The `cvdMinDeltaE` a theme that states none is held to.
  public static let defaultCVDMinDeltaE = 10.0

  /// WCAG AA everywhere, backgrounds over the colour named `background`.
  public static let `default` = ContrastPolicy(
    base: .wcagAA, highContrast: .wcagAA, backdrop: .named("background"), isStated: false)

  /// Creates a policy.
  public init(base: ContrastRatios, highContrast: ContrastRatios, backdrop: ColorReference, isStated: Bool) {
    self.base = base
    self.highContrast = highContrast
    self.backdrop = backdrop
    self.isStated = isStated
  }

  /// The ratio `kind` must reach in `appearance`; nil for decorative pairs.
  public func threshold(_ kind: PairKind, in appearance: Appearance) -> Double? {
    (appearance.isHighContrast ? highContrast : base).ratio(for: kind)
  }
}

/// Colours that must stay distinguishable from each other under colour-vision deficiency
/// (`distinct.NAME`): status colours, chart series.
public struct DistinctSet: Sendable, Equatable {
  /// The set's name.
  public var name: String
  /// The member colours, in document order.
  public var members: [String]
}

/// A foreground and background the theme states must contrast (`pairs.NAME`).
public struct ContrastPair: Sendable {
  /// The pair's name.
  public var name: String
  /// The foreground colour (text, border, icon).
  public var foreground: ColorReference
  /// The background colour.
  public var background: ColorReference
  /// Which criterion applies.
  public var kind: PairKind
  /// For text: the typography style, which decides large or not by the profile.
  public var textStyle: String?
  /// The colours a translucent background is checked over, in turn; nil → the policy's backdrop.
  public var backdrops: [ColorReference]?
  /// A ratio that overrides the policy for this pair.
  public var minRatio: Double?
  /// The appearances this pair is audited in; nil → every appearance of the theme.
  public var appearances: [Appearance]?
  /// A human description, shown in reports.
  public var description: String?

  /// Creates a pair.
  public init(
    name: String, foreground: ColorReference, background: ColorReference, kind: PairKind = .text,
    textStyle: String? = nil, backdrops: [ColorReference]? = nil, minRatio: Double? = nil,
    appearances: [Appearance]? = nil, description: String? = nil
  ) {
    self.name = name
    self.foreground = foreground
    self.background = background
    self.kind = kind
    self.textStyle = textStyle
    self.backdrops = backdrops
    self.minRatio = minRatio
    self.appearances = appearances
    self.description = description
  }
}
