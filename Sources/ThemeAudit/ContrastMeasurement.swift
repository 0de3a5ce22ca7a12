import ThemeModel

/// The contrast of one text pair of one component in one appearance.
public struct ContrastMeasurement: Sendable, Equatable {
  /// The component's name.
  public var component: String
  /// `text`, `link` or `placeholder`.
  public var role: String
  /// The appearance.
  public var appearance: Appearance
  /// The foreground after compositing.
  public var foreground: RGBA
  /// The background after compositing.
  public var background: RGBA
  /// The WCAG ratio, unrounded.
  public var ratio: Double
  /// The AA threshold that applies (4.5, or 3 for large text).
  public var threshold: Double
  /// Whether the pair's text style is large under the profile.
  public var isLargeText: Bool
  /// The text size in points (17 when the component names no style).
  public var fontSize: Double
  /// Whether the ratio meets the threshold under the profile.
  public var passes: Bool

  /// The stable key of the pair in this appearance, as finding subjects use it:
  /// `components.outgoingMessage.text/background|dark`.
  public var pairKey: String { "components.\(component).\(role)/background|\(appearance.rawValue)" }
}
