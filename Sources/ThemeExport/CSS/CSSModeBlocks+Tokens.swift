import ThemeFiles
import ThemeModel

/// The kept non-colour tokens as custom properties: every token in the selector's block, and
/// one that changes by appearance again in that appearance's block.
extension CSSModeBlocks {
  /// A token's value as CSS: `16px`, `1rem`, `200ms`, `cubic-bezier(…)`, a shadow whose colour
  /// is the theme colour's custom property.
  func css(_ value: TokenValue) -> String {
    switch value {
    case .dimension(let number, let rem): number == 0 ? "0" : JSONWriter.format(number) + (rem ? "rem" : "px")
    case .duration(let milliseconds): JSONWriter.format(milliseconds) + "ms"
    case .number(let number): JSONWriter.format(number)
    case .fontWeight(let weight): String(weight)
    case .fontFamily(let names): names.map(Escaping.cssString).joined(separator: ", ")
    case .cubicBezier(let numbers): "cubic-bezier(\(numbers.map(JSONWriter.format).joined(separator: ", ")))"
    case .css(let pieces):
      pieces.map { piece in
        switch piece {
        case .text(let text): text
        case .color(let name): colorNames[name].map { "var(\($0))" } ?? "currentcolor"
        }
      }.joined()
    }
  }

  /// The declarations of the tokens in `appearance`: all of them for the selector's block,
  /// else those whose value there differs from the first appearance's.
  func tokenDeclarations(_ appearance: Appearance?, indent: String) -> [String] {
    let primary = theme.primaryAppearance
    return tokens.compactMap { token in
      let value = token.value(in: appearance ?? primary)
      if appearance != nil, value == token.value(in: primary) { return nil }
      return "\(indent)\(source.spelling.cssToken(token.path)): \(css(value));"
    }
  }

  /// With `light-dark()`, which only colours can use: the tokens that change by appearance in
  /// the media queries of those appearances.
  func tokenMediaBlocks() -> [String] {
    guard usesLightDark else { return [] }
    var lines: [String] = []
    for appearance in Self.others(theme) {
      let declarations = tokenDeclarations(appearance, indent: "    ")
      guard !declarations.isEmpty, let query = CSSExporter.modeBlocks.first(where: { $0.0 == appearance })?.1 else {
        continue
      }
      lines += ["", "\(query) {", "  \(selector) {"] + declarations + ["  }", "}"]
    }
    return lines
  }
}
