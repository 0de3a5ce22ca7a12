/// Material 3's colour roles: the names Compose's `ColorScheme` and material-components-android's
/// theme attributes give the colours an app's components are drawn with.
public enum Material3 {
  /// Every `ColorScheme` role of Compose Material3 1.3, in the order of its constructor.
  public static let roles: [String] = [
    "primary", "onPrimary", "primaryContainer", "onPrimaryContainer", "inversePrimary",
    "secondary", "onSecondary", "secondaryContainer", "onSecondaryContainer",
    "tertiary", "onTertiary", "tertiaryContainer", "onTertiaryContainer",
    "background", "onBackground", "surface", "onSurface", "surfaceVariant", "onSurfaceVariant", "surfaceTint",
    "inverseSurface", "inverseOnSurface", "error", "onError", "errorContainer", "onErrorContainer",
    "outline", "outlineVariant", "scrim", "surfaceBright", "surfaceDim", "surfaceContainer",
    "surfaceContainerHigh", "surfaceContainerHighest", "surfaceContainerLow", "surfaceContainerLowest",
  ]

  /// The content roles and the containers Material draws each on: `onX` on `X`, the inverse
  /// pair (a snackbar's text and action), and `onSurface` on every surface container.
  public static let contentPairs: [(content: String, container: String)] = [
    ("onPrimary", "primary"), ("onPrimaryContainer", "primaryContainer"),
    ("onSecondary", "secondary"), ("onSecondaryContainer", "secondaryContainer"),
    ("onTertiary", "tertiary"), ("onTertiaryContainer", "tertiaryContainer"),
    ("onBackground", "background"), ("onSurface", "surface"), ("onSurfaceVariant", "surfaceVariant"),
    ("inverseOnSurface", "inverseSurface"), ("inversePrimary", "inverseSurface"),
    ("onError", "error"), ("onErrorContainer", "errorContainer"),
    ("onSurface", "surfaceContainerLowest"), ("onSurface", "surfaceContainerLow"), ("onSurface", "surfaceContainer"),
    ("onSurface", "surfaceContainerHigh"), ("onSurface", "surfaceContainerHighest"),
    ("onSurface", "surfaceBright"), ("onSurface", "surfaceDim"),
  ]

  /// The theme attribute a `Theme.Material3.*` style sets a role with (`colorPrimaryInverse`,
  /// `android:colorBackground`); nil for the roles only Compose has (`surfaceTint`, `scrim`).
  public static func androidAttribute(_ role: String) -> String? {
    switch role {
    case "surfaceTint", "scrim": nil
    case "background": "android:colorBackground"
    case "inversePrimary": "colorPrimaryInverse"
    case "inverseSurface": "colorSurfaceInverse"
    case "inverseOnSurface": "colorOnSurfaceInverse"
    default: roles.contains(role) ? "color" + role.prefix(1).uppercased() + role.dropFirst() : nil
    }
  }

  /// The role a theme attribute sets, the inverse of `androidAttribute(_:)`.
  public static func role(forAndroidAttribute attribute: String) -> String? {
    attributeRoles[attribute]
  }

  private static let attributeRoles: [String: String] = Dictionary(
    uniqueKeysWithValues: roles.compactMap { role in androidAttribute(role).map { ($0, role) } })
}

/// The colour a theme gives one Material role, per appearance (`roles.material3`).
public struct MaterialRole: Sendable {
  /// The role, one of `Material3.roles`.
  public var role: String
  /// The colour names by appearance; one name for every appearance is stored as `light`.
  public var colors: AppearanceValues<String>

  /// Creates a role mapping.
  public init(role: String, colors: AppearanceValues<String>) {
    self.role = role
    self.colors = colors
  }

  /// The colour the role takes in `appearance`, following appearance fallbacks.
  public func color(in appearance: Appearance) -> String {
    if let name = colors.fallingBack(from: appearance) { return name }
    // The decoder keeps no role without a colour; an empty one names nothing.
    return colors[.light] ?? colors.map(\.value).first ?? ""
  }
}

extension Material3 {
  /// The slots of Material's type scale (Compose `Typography`), largest first.
  public static let typeScale: [String] = [
    "displayLarge", "displayMedium", "displaySmall", "headlineLarge", "headlineMedium", "headlineSmall",
    "titleLarge", "titleMedium", "titleSmall", "bodyLarge", "bodyMedium", "bodySmall",
    "labelLarge", "labelMedium", "labelSmall",
  ]

  /// The type-scale slot nearest an Apple text style by size and use (`body` → `bodyLarge`).
  public static func typeScaleSlot(for style: TextStyle) -> String {
    switch style {
    case .largeTitle: "headlineLarge"
    case .title1: "headlineMedium"
    case .title2: "headlineSmall"
    case .title3: "titleLarge"
    case .headline: "titleMedium"
    case .body: "bodyLarge"
    case .callout: "bodyMedium"
    case .subheadline: "titleSmall"
    case .footnote: "bodySmall"
    case .caption1: "labelMedium"
    case .caption2: "labelSmall"
    }
  }

  /// The theme's styles by the slot each fills: a style named after a slot (`bodyLarge`,
  /// `body-large`), else the slot of its Apple text style; each slot and style used once,
  /// the first in name order winning.
  public static func typeScale(of styles: [TypographyStyle]) -> [(slot: String, style: TypographyStyle)] {
    func folded(_ name: String) -> String { String(name.lowercased().filter { $0.isLetter || $0.isNumber }) }
    var bySlot: [String: TypographyStyle] = [:]
    var used: Set<String> = []
    for style in styles {
      guard let slot = typeScale.first(where: { folded($0) == folded(style.name) }), bySlot[slot] == nil else {
        continue
      }
      bySlot[slot] = style
      used.insert(style.name)
    }
    for style in styles where !used.contains(style.name) {
      guard let textStyle = style.textStyle else { continue }
      let slot = typeScaleSlot(for: textStyle)
      if bySlot[slot] == nil {
        bySlot[slot] = style
        used.insert(style.name)
      }
    }
    return typeScale.compactMap { slot in bySlot[slot].map { (slot, $0) } }
  }
}
