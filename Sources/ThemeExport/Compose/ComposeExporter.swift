import ThemeFiles
import ThemeModel

/// One Kotlin file for Jetpack Compose (`android/compose/<Theme>Theme.kt`): the colours of every
/// appearance and the set for the current one (night mode, and Android 14's contrast level),
/// text styles in sp clamped to the style's min and max against the user's font scale, content
/// descriptions, the drawables that must mirror, and Reduce Motion ("Remove animations").
enum ComposeExporter {
  static func files(_ source: ExportSource) -> [ExportFile] {
    [
      ExportFile(
        path: "android/compose/\(source.spelling.composeType)Theme.kt", text: text(source))
    ]
  }

  static func argb(_ color: RGBA) -> String { "0x" + String(AndroidExporter.argb(color).dropFirst()) }

  static func text(_ source: ExportSource) -> String {
    let theme = source.theme
    let type = source.spelling.composeType
    let material = source.configuration.android.material3
    var lines = [
      "// \(Escaping.kotlinComment(source.provenance))", "@file:Suppress(\"unused\")", "",
      "package \(source.spelling.kotlinPackage)", "",
      "import android.app.UiModeManager", "import android.content.Context", "import android.os.Build",
      "import android.provider.Settings", "import androidx.compose.foundation.isSystemInDarkTheme",
      "import androidx.compose.runtime.Composable", "import androidx.compose.runtime.Immutable",
      "import androidx.compose.ui.graphics.Color", "import androidx.compose.ui.platform.LocalContext",
      "import androidx.compose.ui.platform.LocalDensity", "import androidx.compose.ui.text.TextStyle",
      "import androidx.compose.ui.text.font.DeviceFontFamilyName", "import androidx.compose.ui.text.font.Font",
      "import androidx.compose.ui.text.font.FontFamily", "import androidx.compose.ui.text.font.FontWeight",
      "import androidx.compose.ui.unit.TextUnit", "import androidx.compose.ui.unit.em",
      "import androidx.compose.ui.unit.sp",
    ]
    // Material 3 is a dependency of its own: only an app that asks for it imports it.
    if material {
      lines.insert(
        contentsOf: material3Imports,
        at: lines.firstIndex(of: "import androidx.compose.runtime.Composable") ?? lines.count)
    }
    let kept = KeptTokens.read(theme)
    let extraImports = tokenImports(kept.tokens)
    if !extraImports.isEmpty {
      // In order among the others, as an IDE would keep them.
      let start = lines.firstIndex { $0.hasPrefix("import ") } ?? lines.count
      lines = Array(lines[..<start]) + (lines[start...] + extraImports).sorted()
    }
    lines += [
      "",
      "/** \(Escaping.kotlinComment(theme.displayName ?? theme.name)) colours of one appearance. */",
      "@Immutable",
      "class \(type)Colors internal constructor(private val argb_: LongArray) {",
    ]
    for (index, token) in theme.colors.enumerated() {
      lines.append("    /** \(Escaping.kotlinComment(token.name)) */")
      if source.configuration.android.keepsReferences, let target = token.aliasTarget(in: theme) {
        lines.append("    val \(ExportNaming.kotlin(token.name)): Color get() = \(ExportNaming.kotlin(target))")
      } else {
        lines.append("    val \(ExportNaming.kotlin(token.name)): Color get() = Color(argb_[\(index)])")
      }
    }
    lines += [
      "}", "",
      "/** The colours of every appearance, and `current()` for the one the device is in. */",
      "object \(type)Palette {",
    ]
    for appearance in Appearance.allCases {
      let values = theme.colors.map { argb(theme.resolve(.named($0.name), in: appearance)) }
      lines.append("    val \(appearance.rawValue) = \(type)Colors(longArrayOf(\(values.joined(separator: ", "))))")
    }
    lines += [
      "",
      "    /**",
      "     * Dark in night mode; high contrast when Android 14's contrast level",
      "     * (UiModeManager.getContrast(), -1…1) is medium or high (≥ 0.5).",
      "     */",
      "    @Composable",
      "    fun current(): \(type)Colors {",
      "        val isDark = isSystemInDarkTheme()",
      "        val isHighContrast = highContrast()",
      "        return when {",
      "            isDark && isHighContrast -> darkHighContrast",
      "            isDark -> dark",
      "            isHighContrast -> lightHighContrast",
      "            else -> \(theme.primaryAppearance == .dark ? "dark" : "light")",
      "        }",
      "    }",
      "",
      "    @Composable",
      "    \(material || kept.tokens.contains(where: \.variesByAppearance) ? "internal" : "private") fun highContrast(): Boolean {",
      "        if (Build.VERSION.SDK_INT < 34) return false",
      "        val manager = LocalContext.current.getSystemService(Context.UI_MODE_SERVICE) as? UiModeManager",
      "        return (manager?.contrast ?: 0f) >= 0.5f",
      "    }",
      "}", "",
    ]
    lines += focusRings(theme, type) + [""]
    lines +=
      typography(theme, type) + [""] + descriptions(theme, type) + [""] + images(theme, type) + [""]
      + motion(theme, type)
    lines += tokens(kept, type)
    if material { lines += [""] + material3(theme, type) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The rings as colour pairs of the current colours: `\(type)FocusRings.feed(colors).outer`.
  static func focusRings(_ theme: Theme, _ type: String) -> [String] {
    func color(_ reference: ColorReference) -> String {
      switch reference {
      case .named(let name): "colors.\(ExportNaming.kotlin(name))"
      case .literal(let value, _): "Color(\(argb(value)))"
      }
    }
    let rings = FocusRingExport.all(theme)
    var lines = [
      "/** \(FocusRingExport.summary) */", "@Immutable", "class \(type)FocusRing(val inner: Color, val outer: Color)",
      "",
      "/** The theme's focus rings in the colours of one appearance. */", "object \(type)FocusRings {",
    ]
    func entry(_ ring: FocusRingExport, indent: String) -> [String] {
      // A ring of literal colours reads nothing from the appearance's colours.
      let unused = ring.ring.bands.allSatisfy { if case .literal = $0.color { true } else { false } }
      let parameter = (unused ? "@Suppress(\"UNUSED_PARAMETER\") " : "") + "colors: \(type)Colors"
      return [
        "\(indent)/** \(Escaping.kotlinComment(ring.name)) */",
        "\(indent)fun \(ExportNaming.kotlin(ring.name))(\(parameter)) = \(type)FocusRing(\(color(ring.inner)), \(color(ring.ring.outermost)))",
      ]
    }
    for ring in rings where !ring.isComponent { lines += entry(ring, indent: "    ") }
    let components = rings.filter(\.isComponent)
    if !components.isEmpty {
      lines += ["", "    /** The components that draw a ring of their own. */", "    object Components {"]
      for ring in components { lines += entry(ring, indent: "        ") }
      lines.append("    }")
    }
    return lines + ["}"]
  }

  static func typography(_ theme: Theme, _ type: String) -> [String] {
    var lines = [
      "/**",
      " * Text styles in sp. A scaled style follows the user's font size, clamped to its min and max",
      " * (compared with LocalDensity.current.fontScale); a fixed one keeps its size.",
      " */",
      "object \(type)Typography {",
    ]
    for style in theme.typography {
      let size = JSONWriter.format(style.size) + "f"
      let minimum = style.dynamicScaling?.min.map { JSONWriter.format($0) + "f" } ?? "null"
      let maximum = style.dynamicScaling?.max.map { JSONWriter.format($0) + "f" } ?? "null"
      let fontSize =
        style.scalesDynamically ? "scaledSize(\(size), \(minimum), \(maximum))" : "fixedSize(\(size))"
      var arguments = ["fontSize = \(fontSize)", "fontWeight = FontWeight(\(style.weight))"]
      if !style.usesSystemFont {
        arguments.append(
          "fontFamily = FontFamily(Font(DeviceFontFamilyName(\(Escaping.kotlinString(style.fontFamily))), FontWeight(\(style.weight))))"
        )
      }
      if let lineHeight = style.lineHeight { arguments.append("lineHeight = \(JSONWriter.format(lineHeight)).em") }
      lines.append(
        "    /** \(Escaping.kotlinComment(style.name)): \(JSONWriter.format(style.size)) sp\(style.scalesDynamically ? ", scaled" : ", fixed"). */"
      )
      lines.append("    val \(ExportNaming.kotlin(style.name)): TextStyle")
      lines.append("        @Composable get() = TextStyle(\(arguments.joined(separator: ", ")))")
    }
    lines += [
      "",
      "    @Composable",
      "    private fun scaledSize(size: Float, min: Float?, max: Float?): TextUnit {",
      "        val fontScale = LocalDensity.current.fontScale",
      "        var shown = size * fontScale",
      "        if (min != null) shown = maxOf(shown, min)",
      "        if (max != null) shown = minOf(shown, max)",
      "        return (shown / fontScale).sp",
      "    }",
      "",
      "    @Composable",
      "    private fun fixedSize(size: Float): TextUnit = (size / LocalDensity.current.fontScale).sp",
      "}",
    ]
    return lines
  }

  static func descriptions(_ theme: Theme, _ type: String) -> [String] {
    var lines = ["/** What TalkBack reads: pass as `contentDescription`. */", "object \(type)ContentDescriptions {"]
    for (key, label) in ExportNaming.labels(theme) {
      lines.append("    const val \(ExportNaming.kotlin(key)): String = \(Escaping.kotlinString(label))")
    }
    return lines + ["}"]
  }

  static func images(_ theme: Theme, _ type: String) -> [String] {
    let mirrored = theme.images.filter { $0.effectiveDirection == .horizontal }.map {
      Escaping.kotlinString(ExportNaming.snake($0.name))
    }
    return [
      "/**",
      " * Drawables that point along the reading direction: give their vector drawables",
      " * android:autoMirrored=\"true\", or build their ImageVector with autoMirror = true.",
      " */",
      "object \(type)Images {",
      "    val autoMirrored: Set<String> = setOf(\(mirrored.joined(separator: ", ")))",
      "}",
    ]
  }

  static func motion(_ theme: Theme, _ type: String) -> [String] {
    var lines = [
      "/** The SDK's animations and what to do instead when the user removed animations. */",
      "object \(type)Motion {",
      "    /** Whether Settings › Accessibility › Remove animations is on (animator duration scale 0). */",
      "    @Composable",
      "    fun reduceMotion(): Boolean =",
      "        Settings.Global.getFloat(LocalContext.current.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) == 0f",
    ]
    for entry in theme.motion {
      let reduced = entry.reducedAnimation
      lines.append(
        "    /** \(Escaping.kotlinComment(entry.name)): \(Escaping.kotlinComment(entry.animation)), or \(Escaping.kotlinComment(reduced)) without animations. */"
      )
      lines.append(
        "    fun \(ExportNaming.kotlin(entry.name))(reduceMotion: Boolean): String = if (reduceMotion) \(Escaping.kotlinString(reduced)) else \(Escaping.kotlinString(entry.animation))"
      )
    }
    return lines + ["}"]
  }
}
