import ThemeFiles
import ThemeModel

/// The colour declarations of a stylesheet, in the configured selector and mode switching:
/// the first appearance in the selector's block, each other one in a media query, a class, an
/// attribute, or as the second half of `light-dark()`. An alias is `var(--target)` when
/// references are kept; every block declares every colour again, so an alias re-resolves in
/// the element that switches the mode, not only where the selector matched.
struct CSSModeBlocks {
  let source: ExportSource
  let colorNames: [String: String]
  /// The kept non-colour tokens the stylesheet declares.
  var tokens: [KeptToken] = []

  var theme: Theme { source.theme }
  var configuration: ExportConfiguration.CSS { source.configuration.css }
  var selector: String { configuration.selector }

  /// Whether light and dark share declarations through `light-dark()`.
  var usesLightDark: Bool {
    configuration.modes == .lightDark && theme.appearances.contains(.light) && theme.appearances.contains(.dark)
  }

  /// A colour's value in `appearance`: its target's property when it is an alias and
  /// references are kept, else its hex.
  func value(_ token: ColorToken, _ appearance: Appearance) -> String {
    if configuration.keepsReferences, case .alias(let target) = token.expression(in: appearance),
      let property = colorNames[target]
    {
      return "var(\(property))"
    }
    return CSSExporter.hex(theme.resolve(.named(token.name), in: appearance))
  }

  /// `light-dark(LIGHT, DARK)`, or one value when both are the same.
  func pair(_ token: ColorToken, _ light: Appearance, _ dark: Appearance) -> String {
    let (first, second) = (value(token, light), value(token, dark))
    return first == second ? first : "light-dark(\(first), \(second))"
  }

  /// The selector block's colour declarations, with `color-scheme` first.
  func rootDeclarations() -> [String] {
    // Native controls, scrollbars and form fields follow the theme's schemes only when told.
    let schemes = [Appearance.light, .dark].filter(theme.appearances.contains).map(\.rawValue)
    var lines = ["  color-scheme: \(schemes.isEmpty ? "light" : schemes.joined(separator: " "));"]
    for token in theme.colors {
      let written = usesLightDark ? pair(token, .light, .dark) : value(token, theme.primaryAppearance)
      lines.append("  \(colorNames[token.name]!): \(written);")
    }
    return lines
  }

  /// The appearances after the first, in block order.
  static func others(_ theme: Theme) -> [Appearance] {
    // A theme without light (dark only) has its first appearance in the selector, not repeated.
    CSSExporter.modeBlocks.map(\.0).filter { theme.appearances.contains($0) && $0 != theme.primaryAppearance }
  }

  /// The class or attribute value of an appearance: `dark`, `light-high-contrast`.
  static func modeName(_ appearance: Appearance) -> String { ExportNaming.kebab(appearance.rawValue) }

  /// The selector of an appearance's block for class and attribute modes: on the element the
  /// selector matches, or on any ancestor of it.
  func modeSelector(_ appearance: Appearance) -> String {
    let marker =
      configuration.modes == .class
      ? "." + Self.modeName(appearance)
      : "[\(configuration.attribute)=\(Escaping.cssString(Self.modeName(appearance)))]"
    return selector == ":root" ? marker : "\(selector)\(marker), \(marker) \(selector)"
  }

  /// The blocks of the other appearances.
  func otherBlocks() -> [String] {
    var lines: [String] = []
    if usesLightDark {
      // light-dark() carries dark; Increase Contrast is a query over both.
      let highContrast = [Appearance.lightHighContrast, .darkHighContrast].filter(theme.appearances.contains)
      guard !highContrast.isEmpty else { return [] }
      lines += ["", "@media (prefers-contrast: more) {", "  \(selector) {"]
      for token in theme.colors {
        let light = theme.appearances.contains(.lightHighContrast) ? Appearance.lightHighContrast : .light
        let dark = theme.appearances.contains(.darkHighContrast) ? Appearance.darkHighContrast : .dark
        lines.append("    \(colorNames[token.name]!): \(pair(token, light, dark));")
      }
      return lines + ["  }", "}"]
    }
    for appearance in Self.others(theme) {
      lines.append("")
      switch configuration.modes {
      case .media, .lightDark:
        let query = CSSExporter.modeBlocks.first { $0.0 == appearance }!.1
        lines += ["\(query) {", "  \(selector) {"]
        for token in theme.colors { lines.append("    \(colorNames[token.name]!): \(value(token, appearance));") }
        lines += tokenDeclarations(appearance, indent: "    ")
        lines += ["  }", "}"]
      case .class, .attribute:
        lines.append("\(modeSelector(appearance)) {")
        lines.append("  color-scheme: \(appearance == .dark || appearance == .darkHighContrast ? "dark" : "light");")
        for token in theme.colors { lines.append("  \(colorNames[token.name]!): \(value(token, appearance));") }
        lines += tokenDeclarations(appearance, indent: "  ")
        lines.append("}")
      }
    }
    return lines
  }
}
