import ThemeModel

/// One contrast check of a theme: a foreground on a background in one appearance (over one
/// backdrop), with the threshold its kind and the theme's policy set.
public struct ContrastMeasurement: Sendable, Equatable {
  /// The rule that judges it: `contrast.text` or `contrast.non-text`.
  public var rule: RuleID
  /// The pair's stable key without the appearance: `components.outgoingMessage.text/background`,
  /// `pairs.NAME`, `pairs.NAME@BACKDROP`, `focusRing.feed`, `iconButtons.send.tint/background`.
  public var pair: String
  /// The JSON path findings point at.
  public var path: String
  /// How messages name it: "Outgoing message text", "The border pair \"border-on-canvas\"".
  public var what: String
  /// What a suggested fix changes: `text`, `link`, `placeholder`, `foreground`.
  public var role: String
  /// The criterion: text, large text or non-text.
  public var kind: PairKind
  /// The appearance.
  public var appearance: Appearance
  /// The backdrop a translucent background was composited over, when the pair names several.
  public var backdrop: String?
  /// The foreground after compositing.
  public var foreground: RGBA
  /// The background after compositing.
  public var background: RGBA
  /// The WCAG ratio, unrounded.
  public var ratio: Double
  /// The threshold that applies: the pair's `minRatio`, else the policy's for its kind here.
  public var threshold: Double
  /// The text size in points (17 when no style is named); for APCA.
  public var fontSize: Double
  /// Whether the ratio meets the threshold under the profile.
  public var passes: Bool
  /// The theme colours the check names (foreground, background, backdrop), for coverage.
  public var colors: [String] = []
  /// For a two-tone focus ring, the band measured: the first that reaches the threshold, else
  /// the one nearest to it (`inner` or `outer`); nil for every other check.
  public var band: String? = nil

  /// Whether this is text (normal or large), which the AAA and APCA checks also cover.
  public var isText: Bool { kind == .text || kind == .largeText }
  /// Whether the text is large under the profile.
  public var isLargeText: Bool { kind == .largeText }

  /// The stable key of the pair in this appearance, as finding subjects use it:
  /// `components.outgoingMessage.text/background|dark`.
  public var pairKey: String { "\(pair)|\(appearance.rawValue)" }
}
