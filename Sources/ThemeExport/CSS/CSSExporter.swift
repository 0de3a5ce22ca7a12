import ThemeFiles
import ThemeModel

/// CSS custom properties: colours per appearance through media queries, fonts that scale with
/// the user's font size within the style's bounds, focus outlines and reduced-motion rules.
enum CSSExporter {
  static func files(_ source: ExportSource) -> [ExportFile] {
    let theme = source.theme
    let spelling = source.spelling
    // The importer reads :root as light and each block's query as its appearance.
    let appearances =
      [(read: Appearance.light, written: theme.primaryAppearance)]
      + CSSModeBlocks.others(theme).map { ($0, $0) }
    return [
      ExportFile(path: "css/theme.css", text: text(source)),
      ExportSourceRecord.file(
        source, beside: "css/theme.css",
        colors: theme.colors.map { (String(spelling.cssColor($0.name).dropFirst(2)), $0.name) },
        appearances: appearances),
    ]
  }

  /// The media query of each appearance after the primary one.
  static let modeBlocks: [(Appearance, String)] = [
    (.dark, "@media (prefers-color-scheme: dark)"), (.lightHighContrast, "@media (prefers-contrast: more)"),
    (.darkHighContrast, "@media (prefers-color-scheme: dark) and (prefers-contrast: more)"),
  ]

  static func hex(_ color: RGBA) -> String { color.hex.lowercased() }

  static func text(_ source: ExportSource) -> String {
    let theme = source.theme
    let spelling = source.spelling
    let colorNames = Dictionary(
      theme.colors.map { ($0.name, spelling.cssColor($0.name)) }, uniquingKeysWith: { a, _ in a })
    let styleNames = Dictionary(
      theme.typography.map { ($0.name, spelling.cssFont($0.name)) }, uniquingKeysWith: { a, _ in a })
    var lines = ["/* \(Escaping.cssComment(source.provenance)) */"]
    if let displayName = theme.displayName { lines.append("/* \(Escaping.cssComment(displayName)) */") }
    let kept = KeptTokens.read(theme)
    var modes = CSSModeBlocks(source: source, colorNames: colorNames)
    modes.tokens = kept.tokens
    lines.append("\(modes.selector) {")
    lines += modes.rootDeclarations()
    for style in theme.typography {
      let name = styleNames[style.name]!
      lines.append("  \(name)-family: \(family(style));")
      lines.append("  \(name)-size: \(size(style));")
      lines.append("  \(name)-weight: \(style.weight);")
      if let lineHeight = style.lineHeight { lines.append("  \(name)-line-height: \(JSONWriter.format(lineHeight));") }
    }
    lines += modes.tokenDeclarations(nil, indent: "  ")
    for token in kept.unwritten {
      lines.append("  /* not written: \(Escaping.cssComment(token.path)), \(Escaping.cssComment(token.reason)) */")
    }
    lines.append("}")
    lines += modes.otherBlocks() + modes.tokenMediaBlocks()
    // Components after the containers, so that a component's own ring wins inside it.
    let rings = FocusRingExport.all(theme)
    let containersDrawTwoTone = rings.contains {
      if !$0.isComponent, case .twoTone = $0.ring { true } else { false }
    }
    for export in rings {
      let ring = export.ring
      let scope =
        export.isComponent
        ? "[data-themereg-component=\(Escaping.cssString(export.name))]" : ".themereg-\(export.name)"
      lines.append("")
      lines.append("\(scope) :focus-visible {")
      lines.append("  outline: 2px solid \(reference(ring.outermost, colorNames));")
      lines.append("  outline-offset: 2px;")
      if case .twoTone(let inner, _) = ring {
        // The inner band fills the offset between the element and the outline.
        lines.append("  box-shadow: 0 0 0 2px \(reference(inner, colorNames));")
      } else if export.isComponent, containersDrawTwoTone {
        // A component's one-colour ring inside a container whose ring has an inner band.
        lines.append("  box-shadow: none;")
      }
      lines.append("}")
    }
    if !theme.motion.isEmpty {
      lines.append("")
      lines.append("@media (prefers-reduced-motion: reduce) {")
      for entry in theme.motion {
        let selector = "[data-themereg-motion=\(Escaping.cssString(entry.name))]"
        switch entry.reduceMotion {
        case .fade?:
          lines.append("  \(selector) {")
          // !important: a reduced-motion preference must win over any later app rule.
          lines.append("    animation-name: themereg-fade !important;")
          lines.append("    transition-property: opacity !important;")
          lines.append("  }")
        case .same?:
          lines.append(
            "  /* \(Escaping.cssComment(entry.name)): \(Escaping.cssComment(entry.animation)) is kept as is */")
        case .none?, nil:
          // No stated behaviour is treated as "none": the safe choice for people who asked for less motion.
          lines.append("  \(selector) {")
          lines.append("    animation: none !important;")
          lines.append("    transition: none !important;")
          lines.append("  }")
        }
      }
      lines.append("}")
      lines.append("")
      lines.append("@keyframes themereg-fade {")
      lines.append("  from { opacity: 0; }")
      lines.append("  to { opacity: 1; }")
      lines.append("}")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func reference(_ color: ColorReference, _ names: [String: String]) -> String {
    switch color {
    case .named(let name): "var(\(names[name]!))"
    case .literal(let rgba, _): hex(rgba)
    }
  }

  static func family(_ style: TypographyStyle) -> String {
    let system = "system-ui, -apple-system, \"Segoe UI\", Roboto, sans-serif"
    return style.usesSystemFont ? system : "\(Escaping.cssString(style.fontFamily)), \(system)"
  }

  /// `clamp(min, size-in-rem, max)` for scaled styles, so the text follows the user's font size;
  /// pixels for fixed ones.
  static func size(_ style: TypographyStyle) -> String {
    guard style.scalesDynamically else { return "\(JSONWriter.format(style.size))px" }
    let rem = "\(JSONWriter.format((style.size / 16 * 10_000).rounded() / 10_000))rem"
    switch (style.dynamicScaling?.min, style.dynamicScaling?.max) {
    case (let minimum?, let maximum?):
      return "clamp(\(JSONWriter.format(minimum))px, \(rem), \(JSONWriter.format(maximum))px)"
    case (let minimum?, nil): return "max(\(JSONWriter.format(minimum))px, \(rem))"
    case (nil, let maximum?): return "min(\(rem), \(JSONWriter.format(maximum))px)"
    case (nil, nil): return rem
    }
  }
}
