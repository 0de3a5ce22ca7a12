import ThemeFiles
import ThemeModel

/// The kept non-colour tokens for Compose: lengths in `Dp`, numbers as `Float`, durations as
/// the `Int` milliseconds Compose's animation specs take (`tween(durationMillis = …)`), weights
/// as `FontWeight`, easings as `CubicBezierEasing`, families as their names. A token that dark
/// or high contrast changes is read per appearance, like the colours.
extension ComposeExporter {
  static func tokenImports(_ tokens: [KeptToken]) -> [String] {
    var imports: [String] = []
    if tokens.contains(where: { if case .dimension = $0.values[.light] { true } else { false } }) {
      imports += ["import androidx.compose.ui.unit.Dp", "import androidx.compose.ui.unit.dp"]
    }
    if tokens.contains(where: { if case .cubicBezier = $0.values[.light] { true } else { false } }) {
      imports.append("import androidx.compose.animation.core.CubicBezierEasing")
    }
    return imports
  }

  static func kotlin(_ value: TokenValue) -> (type: String, text: String)? {
    func float(_ number: Double) -> String { JSONWriter.format(number) + "f" }
    switch value {
    case .dimension: return ("Dp", "\(JSONWriter.format(value.points ?? 0)).dp")
    case .number(let number): return ("Float", float(number))
    case .duration(let milliseconds): return ("Int", String(Int(milliseconds.rounded())))
    case .fontWeight(let weight): return ("FontWeight", "FontWeight(\(weight))")
    case .fontFamily(let names):
      return ("List<String>", "listOf(\(names.map(Escaping.kotlinString).joined(separator: ", ")))")
    case .cubicBezier(let numbers):
      return ("CubicBezierEasing", "CubicBezierEasing(\(numbers.map(float).joined(separator: ", ")))")
    case .css: return nil
    }
  }

  static func tokens(_ read: (tokens: [KeptToken], unwritten: [KeptTokens.Unwritten]), _ type: String) -> [String] {
    guard !read.tokens.isEmpty || !read.unwritten.isEmpty else { return [] }
    var lines = [
      "", "/** The theme's other tokens: spacing, radii, opacities, durations (ms), easings. */",
      "object \(type)Tokens {",
    ]
    var unwritten = read.unwritten.map { "\($0.path) (\($0.reason))" }
    for token in read.tokens {
      let path = token.path.joined(separator: ".")
      guard let base = kotlin(token.value(in: .light)) else {
        unwritten.append("\(path) (\(token.type), which Compose has no one value for)")
        continue
      }
      let name = ExportNaming.kotlin(path)
      lines.append("    /** \(Escaping.kotlinComment(path)) */")
      guard token.variesByAppearance else {
        lines.append("    val \(name): \(base.type) = \(base.text)")
        continue
      }
      let value = { (appearance: Appearance) in kotlin(token.value(in: appearance))?.text ?? base.text }
      lines += [
        "    val \(name): \(base.type)",
        "        @Composable get() {",
        "            val isDark = isSystemInDarkTheme()",
        "            val isHighContrast = \(type)Palette.highContrast()",
        "            return when {",
        "                isDark && isHighContrast -> \(value(.darkHighContrast))",
        "                isDark -> \(value(.dark))",
        "                isHighContrast -> \(value(.lightHighContrast))",
        "                else -> \(value(.light))",
        "            }",
        "        }",
      ]
    }
    if !unwritten.isEmpty {
      lines.append("    // Not written: \(Escaping.kotlinComment(unwritten.joined(separator: ", ")))")
    }
    return lines + ["}"]
  }
}
