import ThemeFiles
import ThemeModel

/// One Swift file for UIKit: dynamic colours per appearance (Increase Contrast included), fonts
/// wrapped in `UIFontMetrics` with the style's bounds, images that mirror in right-to-left
/// layouts, accessibility labels and a Reduce Motion helper — the workarounds the SDK's
/// accessibility notes tell integrators to write by hand.
enum IOSExporter {
  static func files(_ source: ExportSource) -> [ExportFile] {
    [ExportFile(path: "ios/\(source.spelling.uiKitType).swift", text: accessed(text(source), source))]
  }

  /// `text` with `internal` declarations when the configuration asks for them: only the
  /// keyword that starts a line's declaration changes, never a comment or a string.
  static func accessed(_ text: String, _ source: ExportSource) -> String {
    guard !source.configuration.ios.isPublic else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let indent = line.prefix { $0 == " " }
      var rest = line.dropFirst(indent.count)
      var attribute = ""
      if rest.hasPrefix("@MainActor public ") {
        attribute = "@MainActor "
        rest = rest.dropFirst(attribute.count)
      }
      guard rest.hasPrefix("public ") else { return String(line) }
      return indent + attribute + "internal " + rest.dropFirst("public ".count)
    }.joined(separator: "\n")
  }

  /// The bundle argument the Swift files load catalog assets with.
  static func bundle(_ source: ExportSource) -> String {
    switch source.configuration.ios.bundle {
    case .main: "nil"
    case .module: ".module"
    case .identifier(let identifier): "Bundle(identifier: \(Escaping.swiftString(identifier)))"
    }
  }

  /// The name an asset catalog knows an image by: its asset (or its name) without a file
  /// extension, which catalogs do not use (`send.pdf` → `send`).
  static func assetName(_ image: ImageRecord) -> String {
    let name = image.asset ?? image.name
    let extensions = ["png", "pdf", "svg", "jpg", "jpeg", "heic", "gif", "webp", "tiff"]
    if let dot = name.lastIndex(of: "."), extensions.contains(name[name.index(after: dot)...].lowercased()),
      dot != name.startIndex
    {
      return String(name[..<dot])
    }
    return name
  }

  static func rgba(_ color: RGBA) -> String {
    let hex = color.hex
    return "0x" + String(hex.dropFirst().prefix(6)) + (hex.count == 9 ? String(hex.suffix(2)) : "FF")
  }

  static let textStyles: [TextStyle: String] = [
    .largeTitle: "largeTitle", .title1: "title1", .title2: "title2", .title3: "title3", .headline: "headline",
    .body: "body", .callout: "callout", .subheadline: "subheadline", .footnote: "footnote", .caption1: "caption1",
    .caption2: "caption2",
  ]

  static func weight(_ value: Int) -> String {
    let weights = [
      (100, "ultraLight"), (200, "thin"), (300, "light"), (400, "regular"), (500, "medium"), (600, "semibold"),
      (700, "bold"), (800, "heavy"), (900, "black"),
    ]
    return weights.min { abs($0.0 - value) < abs($1.0 - value) }!.1
  }

  static func text(_ source: ExportSource) -> String {
    let theme = source.theme
    let name = source.spelling.uiKitType
    var lines = [
      "// \(Escaping.swiftComment(source.provenance))", "", "import UIKit", "",
      "/// \(Escaping.swiftComment(theme.displayName ?? theme.name)), version \(source.version).",
      "public enum \(name) {",
    ]
    let colorNames = Dictionary(
      theme.colors.map { ($0.name, ExportNaming.swift($0.name)) }, uniquingKeysWith: { a, _ in a })
    lines += [
      "  /// Colours that follow light and dark mode and Increase Contrast.", "  public enum Colors {",
    ]
    for token in theme.colors {
      let values = [Appearance.light, .dark, .lightHighContrast, .darkHighContrast].map {
        rgba(theme.resolve(.named(token.name), in: $0))
      }
      lines.append("    /// \(Escaping.swiftComment(token.name))")
      if source.configuration.ios.keepsReferences, let target = token.aliasTarget(in: theme),
        let targetName = colorNames[target]
      {
        lines.append("    public static var \(colorNames[token.name]!): UIColor { \(targetName) }")
        continue
      }
      // Computed, not stored: a global UIColor would need UIColor to be Sendable in every SDK.
      lines.append(
        "    public static var \(colorNames[token.name]!): UIColor { dynamic(light: \(values[0]), dark: \(values[1]), lightHighContrast: \(values[2]), darkHighContrast: \(values[3])) }"
      )
    }
    lines += [
      "",
      "    static func dynamic(light: UInt32, dark: UInt32, lightHighContrast: UInt32, darkHighContrast: UInt32) -> UIColor {",
      "      UIColor { traits in",
      "        let isDark = traits.userInterfaceStyle == .dark",
      "        let isHighContrast = traits.accessibilityContrast == .high",
      "        let value = isDark ? (isHighContrast ? darkHighContrast : dark) : (isHighContrast ? lightHighContrast : light)",
      "        return UIColor(",
      "          red: CGFloat((value >> 24) & 0xFF) / 255, green: CGFloat((value >> 16) & 0xFF) / 255,",
      "          blue: CGFloat((value >> 8) & 0xFF) / 255, alpha: CGFloat(value & 0xFF) / 255)",
      "      }", "    }", "  }", "",
    ]
    let styleNames = Dictionary(
      theme.typography.map { ($0.name, ExportNaming.swift($0.name)) }, uniquingKeysWith: { a, _ in a })
    lines += ["  /// Fonts; scaled styles follow Dynamic Type within their bounds.", "  public enum Fonts {"]
    for style in theme.typography {
      let base =
        style.usesSystemFont
        ? "UIFont.systemFont(ofSize: \(JSONWriter.format(style.size)), weight: .\(weight(style.weight)))"
        : "custom(\(Escaping.swiftString(style.fontFamily)), size: \(JSONWriter.format(style.size)), weight: .\(weight(style.weight)))"
      let identifier = styleNames[style.name]!
      if style.scalesDynamically {
        let textStyle = textStyles[style.scalingTextStyle]!
        let minimum = style.dynamicScaling?.min.map { JSONWriter.format($0) } ?? "nil"
        let maximum = style.dynamicScaling?.max.map { JSONWriter.format($0) } ?? "nil"
        lines.append(
          "    /// \(Escaping.swiftComment(style.name)): \(JSONWriter.format(style.size)) pt, scales like .\(textStyle) from \(minimum) to \(maximum) pt."
        )
        lines.append(
          "    public static func \(identifier)(compatibleWith traits: UITraitCollection? = nil) -> UIFont {")
        lines.append(
          "      scaled(\(base), textStyle: .\(textStyle), minimum: \(minimum), maximum: \(maximum), traits: traits)")
        lines.append("    }")
      } else {
        lines.append(
          "    /// \(Escaping.swiftComment(style.name)): \(JSONWriter.format(style.size)) pt, fixed size (no Dynamic Type)."
        )
        lines.append(
          "    public static func \(identifier)(compatibleWith traits: UITraitCollection? = nil) -> UIFont {")
        lines.append("      \(base)")
        lines.append("    }")
      }
    }
    lines += [
      "",
      "    /// A face of `family` with `weight` (UIFont(name:size:) would load the regular face only).",
      "    static func custom(_ family: String, size: CGFloat, weight: UIFont.Weight) -> UIFont {",
      "      let descriptor = UIFontDescriptor(fontAttributes: [",
      "        .family: family, .traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue],",
      "      ])",
      "      let font = UIFont(descriptor: descriptor, size: size)",
      "      return font.familyName == family ? font : UIFont.systemFont(ofSize: size, weight: weight)",
      "    }",
      "", "    static func scaled(",
      "      _ font: UIFont, textStyle: UIFont.TextStyle, minimum: CGFloat?, maximum: CGFloat?, traits: UITraitCollection?",
      "    ) -> UIFont {",
      "      let metrics = UIFontMetrics(forTextStyle: textStyle)",
      "      let scaled =",
      "        maximum.map { metrics.scaledFont(for: font, maximumPointSize: $0, compatibleWith: traits) }",
      "        ?? metrics.scaledFont(for: font, compatibleWith: traits)",
      "      if let minimum, scaled.pointSize < minimum { return scaled.withSize(minimum) }",
      "      return scaled", "    }", "  }", "",
    ]
    let imageNames = Dictionary(
      theme.images.map { ($0.name, ExportNaming.swift($0.name)) }, uniquingKeysWith: { a, _ in a })
    lines += [
      "  /// Images; those that point along the reading direction mirror in right-to-left layouts.",
      "  public enum Images {",
    ]
    for image in theme.images {
      let load =
        image.symbol.map { "UIImage(systemName: \(Escaping.swiftString($0)))" }
        ?? (source.configuration.ios.bundle == .main
          ? "UIImage(named: \(Escaping.swiftString(assetName(image))))"
          : "UIImage(named: \(Escaping.swiftString(assetName(image))), in: \(bundle(source)), compatibleWith: nil)")
      let mirrored = image.effectiveDirection == .horizontal ? "?.imageFlippedForRightToLeftLayoutDirection()" : ""
      lines.append("    /// \(Escaping.swiftComment(image.name))")
      lines.append("    public static var \(imageNames[image.name]!): UIImage? { \(load)\(mirrored) }")
    }
    lines += ["  }", ""]
    // Keys carry their kind so a button and an image of the same name stay apart.
    let labelled = ExportNaming.labels(theme)
    let labelNames = Dictionary(labelled.map { ($0.0, ExportNaming.swift($0.0)) }, uniquingKeysWith: { a, _ in a })
    lines += [
      "  /// What VoiceOver reads for icon buttons and images; set them as `accessibilityLabel`.",
      "  public enum AccessibilityLabels {",
    ]
    for (key, label) in labelled {
      lines.append("    public static let \(labelNames[key]!) = \(Escaping.swiftString(label))")
    }
    lines += ["  }", ""]
    let motionNames = Dictionary(
      theme.motion.map { ($0.name, ExportNaming.swift($0.name)) }, uniquingKeysWith: { a, _ in a })
    lines += [
      "  /// The SDK's animations and what to do instead when Reduce Motion is on. UIKit reads the",
      "  /// setting on the main actor, so this does too.",
      "  @MainActor public enum Motion {",
      "    /// Whether the user asked for less motion.",
      "    public static var prefersReducedMotion: Bool { UIAccessibility.isReduceMotionEnabled }",
    ]
    for entry in theme.motion {
      let reduced = entry.reducedAnimation
      lines.append(motionDocComment(entry))
      lines.append(
        "    public static var \(motionNames[entry.name]!): String { prefersReducedMotion ? \(Escaping.swiftString(reduced)) : \(Escaping.swiftString(entry.animation)) }"
      )
    }
    lines += ["  }"] + tokens(theme) + ["}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `///` line above an animation in the Swift files: every part is user text (the
  /// reduced one too when it is kept as it is), so each stays on the comment's line.
  static func motionDocComment(_ entry: MotionEntry) -> String {
    "    /// \(Escaping.swiftComment(entry.name)): \(Escaping.swiftComment(entry.animation)), or "
      + "\(Escaping.swiftComment(entry.reducedAnimation)) under Reduce Motion."
  }
}
