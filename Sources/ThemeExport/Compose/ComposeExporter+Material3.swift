import ThemeFiles
import ThemeModel

/// With `android.material3`: a `ColorScheme` per appearance from `roles.material3`, the text
/// styles as Material's `Typography`, and a `<Type>Theme` composable that picks the scheme the
/// device asks for, as `MaterialTheme` wants them.
extension ComposeExporter {
  static let material3Imports = [
    "import androidx.compose.material3.ColorScheme", "import androidx.compose.material3.MaterialTheme",
    "import androidx.compose.material3.Typography", "import androidx.compose.material3.darkColorScheme",
    "import androidx.compose.material3.lightColorScheme",
  ]

  static func material3(_ theme: Theme, _ type: String) -> [String] {
    var lines = [
      "/**",
      " * Material 3 colour schemes of every appearance, from the theme's roles (roles.material3);",
      " * a role the theme does not map keeps Material's baseline colour.",
      " */",
      "object \(type)ColorSchemes {",
    ]
    for appearance in Appearance.allCases {
      let builder = appearance.baseAppearance == .dark ? "darkColorScheme" : "lightColorScheme"
      let arguments = theme.material3Roles.map { role in
        "\(role.role) = \(type)Palette.\(appearance.rawValue).\(ExportNaming.kotlin(role.color(in: appearance)))"
      }
      lines.append("    val \(appearance.rawValue): ColorScheme = \(builder)(\(arguments.joined(separator: ", ")))")
    }
    lines += ["}", ""]
    let slots = Material3.typeScale(of: theme.typography)
    lines += [
      "/**",
      " * The text styles as Material's type scale, scaled as \(type)Typography scales them; a slot",
      " * the theme has no style for keeps Material's.",
      " */",
      "val \(type)MaterialTypography: Typography",
      "    @Composable get() = Typography(\(slots.map { "\($0.slot) = \(type)Typography.\(ExportNaming.kotlin($0.style.name))" }.joined(separator: ", ")))",
      "",
      "/**",
      " * MaterialTheme with the scheme of the appearance the device is in: dark in night mode, high",
      " * contrast when Android 14's contrast level is medium or high (as \(type)Palette.current()).",
      " */",
      // `@Composable()` with its parentheses: Kotlin before 1.4 reads `@Composable ()` as the
      // annotation's arguments, and every Kotlin reads this form as the same annotated type.
      "@Composable",
      "fun \(type)Theme(content: @Composable() () -> Unit) {",
      "    val isDark = isSystemInDarkTheme()",
      "    val isHighContrast = \(type)Palette.highContrast()",
      "    val colorScheme = when {",
      "        isDark && isHighContrast -> \(type)ColorSchemes.darkHighContrast",
      "        isDark -> \(type)ColorSchemes.dark",
      "        isHighContrast -> \(type)ColorSchemes.lightHighContrast",
      "        else -> \(type)ColorSchemes.\(theme.primaryAppearance == .dark ? "dark" : "light")",
      "    }",
      "    MaterialTheme(colorScheme = colorScheme, typography = \(type)MaterialTypography, content = content)",
      "}",
    ]
    return lines
  }
}
