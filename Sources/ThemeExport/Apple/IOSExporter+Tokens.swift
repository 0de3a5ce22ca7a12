import ThemeFiles
import ThemeModel

/// The kept non-colour tokens as Swift constants: lengths in points (`CGFloat`), numbers as
/// `Double`, durations as `TimeInterval` seconds, weights as `UIFont.Weight`, families as names,
/// easings as the four control values `UICubicTimingParameters` takes. A token that dark or
/// Increase Contrast changes is a function of the trait collection, like the colours.
extension IOSExporter {
  static func swift(_ value: TokenValue) -> (type: String, text: String)? {
    switch value {
    case .dimension: ("CGFloat", JSONWriter.format(value.points ?? 0))
    case .number(let number): ("Double", JSONWriter.format(number))
    case .duration(let milliseconds): ("TimeInterval", JSONWriter.format(milliseconds / 1000))
    case .fontWeight(let weight): ("UIFont.Weight", "." + Self.weight(weight))
    case .fontFamily(let names): ("[String]", "[" + names.map(Escaping.swiftString).joined(separator: ", ") + "]")
    case .cubicBezier(let numbers):
      (
        "(x1: Double, y1: Double, x2: Double, y2: Double)",
        "(" + zip(["x1", "y1", "x2", "y2"], numbers).map { "\($0): \(JSONWriter.format($1))" }.joined(separator: ", ")
          + ")"
      )
    case .css: nil
    }
  }

  static func tokens(_ theme: Theme) -> [String] {
    let read = KeptTokens.read(theme)
    guard !read.tokens.isEmpty || !read.unwritten.isEmpty else { return [] }
    var lines = [
      "", "  /// The theme's other tokens: spacing, radii, opacities, durations, easings.", "  public enum Tokens {",
    ]
    var unwritten = read.unwritten.map { "\($0.path) (\($0.reason))" }
    for token in read.tokens {
      let path = token.path.joined(separator: ".")
      guard let base = swift(token.value(in: .light)) else {
        unwritten.append("\(path) (\(token.type), which Swift has no one value for)")
        continue
      }
      let name = ExportNaming.swift(path)
      lines.append("    /// \(Escaping.swiftComment(path))")
      guard token.variesByAppearance else {
        lines.append("    public static let \(name): \(base.type) = \(base.text)")
        continue
      }
      let value = { (appearance: Appearance) in swift(token.value(in: appearance))?.text ?? base.text }
      lines += [
        "    public static func \(name)(compatibleWith traits: UITraitCollection) -> \(base.type) {",
        "      switch (traits.userInterfaceStyle == .dark, traits.accessibilityContrast == .high) {",
        "      case (true, true): \(value(.darkHighContrast))",
        "      case (true, false): \(value(.dark))",
        "      case (false, true): \(value(.lightHighContrast))",
        "      case (false, false): \(value(.light))",
        "      }",
        "    }",
      ]
    }
    if !unwritten.isEmpty {
      lines.append("    // Not written: \(Escaping.swiftComment(unwritten.joined(separator: ", ")))")
    }
    return lines + ["  }"]
  }
}
