import ThemeFiles
import ThemeModel

/// One Swift file for SwiftUI, standing on its own beside the asset catalog: colours from
/// `Colors.xcassets`, a font modifier that scales with Dynamic Type through `@ScaledMetric` and
/// clamps to the style's min and max, images that mirror in right-to-left layouts with their
/// accessibility labels, and Reduce Motion read from the environment.
enum SwiftUIExporter {
  static func files(_ source: ExportSource) -> [ExportFile] {
    [
      ExportFile(
        path: "ios/\(source.spelling.uiKitType)+SwiftUI.swift", text: IOSExporter.accessed(text(source), source))
    ]
  }

  /// SwiftUI's text styles (it has `title` where UIKit has `title1`, `caption` for `caption1`).
  static let textStyles: [TextStyle: String] = [
    .largeTitle: "largeTitle", .title1: "title", .title2: "title2", .title3: "title3", .headline: "headline",
    .body: "body", .callout: "callout", .subheadline: "subheadline", .footnote: "footnote", .caption1: "caption",
    .caption2: "caption2",
  ]

  static func text(_ source: ExportSource) -> String {
    let theme = source.theme
    let spelling = source.spelling
    let name = spelling.swiftUIType
    let bundle = IOSExporter.bundle(source)
    var lines = [
      "// \(Escaping.swiftComment(source.provenance))", "", "import SwiftUI", "",
      "/// \(Escaping.swiftComment(theme.displayName ?? theme.name)), version \(source.version), for SwiftUI.",
      "public enum \(name) {",
      "  /// Colours from Colors.xcassets: light, dark and Increase Contrast variants resolve by themselves.",
      "  public enum Colors {",
    ]
    for token in theme.colors {
      lines.append("    /// \(Escaping.swiftComment(token.name))")
      // The catalog cannot alias; the accessor keeps the structure.
      if source.configuration.ios.keepsReferences, let target = token.aliasTarget(in: theme) {
        lines.append(
          "    public static var \(ExportNaming.swift(token.name)): Color { \(ExportNaming.swift(target)) }")
        continue
      }
      lines.append(
        "    public static var \(ExportNaming.swift(token.name)): Color { Color(\(Escaping.swiftString(spelling.colorAsset(token.name))), bundle: \(bundle)) }"
      )
    }
    lines += ["  }", ""]
    lines += focusRings(theme) + [""]
    lines +=
      labels(theme) + [""] + images(theme, bundle: bundle) + [""] + motion(theme) + ["}", ""]
      + fonts(theme, name, function: ExportNaming.camel(source.configuration.ios.typeName ?? theme.name))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The rings as colour pairs: `FocusRings.feed.inner`, `FocusRings.Components.outgoingMessage.outer`.
  static func focusRings(_ theme: Theme) -> [String] {
    func color(_ reference: ColorReference) -> String {
      switch reference {
      case .named(let name): return "Colors.\(ExportNaming.swift(name))"
      case .literal(let value, _):
        let parts = [value.red, value.green, value.blue, value.alpha].map { JSONWriter.format($0) }
        return "Color(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]), opacity: \(parts[3]))"
      }
    }
    let rings = FocusRingExport.all(theme)
    var lines = [
      "  /// \(FocusRingExport.summary)", "  public struct FocusRing: Hashable, Sendable {",
      "    public let inner: Color", "    public let outer: Color", "  }", "",
      "  /// The theme's focus rings.", "  public enum FocusRings {",
    ]
    func entry(_ ring: FocusRingExport, indent: String) -> [String] {
      [
        "\(indent)/// \(Escaping.swiftComment(ring.name))",
        "\(indent)public static var \(ExportNaming.swift(ring.name)): FocusRing { FocusRing(inner: \(color(ring.inner)), outer: \(color(ring.ring.outermost))) }",
      ]
    }
    for ring in rings where !ring.isComponent { lines += entry(ring, indent: "    ") }
    let components = rings.filter(\.isComponent)
    if !components.isEmpty {
      lines += ["    /// The components that draw a ring of their own.", "    public enum Components {"]
      for ring in components { lines += entry(ring, indent: "      ") }
      lines.append("    }")
    }
    return lines + ["  }"]
  }

  static func labels(_ theme: Theme) -> [String] {
    var lines = [
      "  /// What VoiceOver reads for icon buttons and images.", "  public enum AccessibilityLabels {",
    ]
    for (key, label) in ExportNaming.labels(theme) {
      lines.append("    public static let \(ExportNaming.swift(key)) = \(Escaping.swiftString(label))")
    }
    return lines + ["  }"]
  }

  static func images(_ theme: Theme, bundle: String) -> [String] {
    var lines = [
      "  /// Images, labelled; those that point along the reading direction mirror in right-to-left layouts.",
      "  @MainActor public enum Images {",
    ]
    for image in theme.images {
      var view =
        image.symbol.map { "Image(systemName: \(Escaping.swiftString($0)))" }
        ?? "Image(\(Escaping.swiftString(IOSExporter.assetName(image))), bundle: \(bundle))"
      if image.effectiveDirection == .horizontal { view += ".flipsForRightToLeftLayoutDirection(true)" }
      if image.accessibilityLabel != nil {
        view +=
          ".accessibilityLabel(Text(AccessibilityLabels.\(ExportNaming.swift(ExportNaming.labelKey(image: image.name)))))"
      } else if image.decorative == true {
        view += ".accessibilityHidden(true)"
      }
      lines.append("    /// \(Escaping.swiftComment(image.name))")
      lines.append("    public static var \(ExportNaming.swift(image.name)): some View { \(view) }")
    }
    return lines + ["  }"]
  }

  static func motion(_ theme: Theme) -> [String] {
    var lines = [
      "  /// The SDK's animations and what to do instead when Reduce Motion is on; read the setting",
      "  /// with `@Environment(\\.accessibilityReduceMotion)` or `ReduceMotionReader`.",
      "  public enum Motion {",
    ]
    for entry in theme.motion {
      let reduced = entry.reducedAnimation
      lines.append(IOSExporter.motionDocComment(entry))
      lines.append(
        "    public static func \(ExportNaming.swift(entry.name))(reduceMotion: Bool) -> String { reduceMotion ? \(Escaping.swiftString(reduced)) : \(Escaping.swiftString(entry.animation)) }"
      )
    }
    lines += [
      "  }", "",
      "  /// Hands its content the Reduce Motion setting: `ReduceMotionReader { reduce in … }`.",
      "  public struct ReduceMotionReader<Content: View>: View {",
      "    @Environment(\\.accessibilityReduceMotion) private var reduceMotion",
      "    private let content: (Bool) -> Content",
      "    public init(@ViewBuilder content: @escaping (Bool) -> Content) { self.content = content }",
      "    public var body: some View { content(reduceMotion) }", "  }",
    ]
    return lines
  }

  /// A modifier per theme: `.font(…)` with the style's size scaled by Dynamic Type
  /// (`@ScaledMetric` relative to its text style) and clamped to its min and max.
  static func fonts(_ theme: Theme, _ name: String, function: String) -> [String] {
    let modifier = name + "Font"
    var lines = [
      "/// The theme's typography: `Text(\"…\").modifier(\(modifier)(.body))` or `.\(function)Font(.body)`.",
      "public struct \(modifier): ViewModifier {",
      "  /// The styles.", "  public enum Style: Sendable {",
    ]
    for style in theme.typography { lines.append("    case \(ExportNaming.swift(style.name))") }
    if theme.typography.isEmpty { lines.append("    case body") }
    lines += [
      "  }", "",
      "  private let style: Style", "  @ScaledMetric private var scaledSize: CGFloat", "",
      "  /// The modifier for `style`.", "  public init(_ style: Style) {", "    self.style = style",
      "    let base = Self.base(style)",
      "    _scaledSize = ScaledMetric(wrappedValue: base.size, relativeTo: base.relativeTo)", "  }", "",
      "  public func body(content: Content) -> some View {", "    let base = Self.base(style)",
      "    var size = base.scales ? scaledSize : base.size",
      "    if let minimum = base.minimum { size = Swift.max(size, minimum) }",
      "    if let maximum = base.maximum { size = Swift.min(size, maximum) }",
      "    let font = base.family.map { Font.custom($0, fixedSize: size).weight(base.weight) } ?? Font.system(size: size, weight: base.weight)",
      "    return content.font(font)", "  }", "",
      "  private struct Base {",
      "    var size: CGFloat, relativeTo: Font.TextStyle, scales: Bool, minimum: CGFloat?, maximum: CGFloat?",
      "    var family: String?, weight: Font.Weight", "  }", "",
      "  private static func base(_ style: Style) -> Base {", "    switch style {",
    ]
    for style in theme.typography {
      let scales = style.scalesDynamically
      let minimum = scales ? style.dynamicScaling?.min.map { JSONWriter.format($0) } ?? "nil" : "nil"
      let maximum = scales ? style.dynamicScaling?.max.map { JSONWriter.format($0) } ?? "nil" : "nil"
      let family = style.usesSystemFont ? "nil" : Escaping.swiftString(style.fontFamily)
      lines.append("    case .\(ExportNaming.swift(style.name)):")
      lines.append(
        "      return Base(size: \(JSONWriter.format(style.size)), relativeTo: .\(textStyles[style.scalingTextStyle]!), scales: \(scales), minimum: \(minimum), maximum: \(maximum), family: \(family), weight: .\(IOSExporter.weight(style.weight)))"
      )
    }
    if theme.typography.isEmpty {
      lines.append(
        "    case .body: return Base(size: 17, relativeTo: .body, scales: true, minimum: nil, maximum: nil, family: nil, weight: .regular)"
      )
    }
    lines += [
      "    }", "  }", "}", "",
      "extension View {", "  /// Applies one of the theme's text styles.",
      "  public func \(function)Font(_ style: \(modifier).Style) -> some View { modifier(\(modifier)(style)) }",
      "}",
    ]
    return lines
  }
}
