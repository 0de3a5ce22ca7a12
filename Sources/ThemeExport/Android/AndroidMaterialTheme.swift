import ThemeFiles
import ThemeModel

/// `values/themes.xml` and `values-night/themes.xml`: a `Theme.Material3.DayNight` child that
/// sets the theme attributes material-components-android reads (`colorPrimary`,
/// `colorPrimaryInverse`, `android:colorBackground`, …) to the theme's colour resources, as
/// `roles.material3` maps them. Written when the export configuration asks for Material 3.
enum AndroidMaterialTheme {
  /// The parent every generated theme extends.
  static let parent = "Theme.Material3.DayNight"

  /// The style's name, `Theme.<type>` after the Compose type name (`Theme.AcmeChat`).
  static func styleName(_ source: ExportSource) -> String { "Theme." + source.spelling.composeType }

  static func files(_ source: ExportSource) -> [ExportFile] {
    guard source.configuration.android.material3 else { return [] }
    let theme = source.theme
    var files = [ExportFile(path: "android/values/themes.xml", text: text(source, theme.primaryAppearance))]
    if theme.appearances.contains(.dark) && theme.primaryAppearance != .dark {
      files.append(ExportFile(path: "android/values-night/themes.xml", text: text(source, .dark)))
    }
    return files
  }

  static func text(_ source: ExportSource, _ appearance: Appearance) -> String {
    let theme = source.theme
    var lines = AndroidExporter.header(source)
    let unmapped = Material3.roles.filter { role in !theme.material3Roles.contains { $0.role == role } }
      .compactMap(Material3.androidAttribute)
    if !unmapped.isEmpty {
      let note = "Not mapped by the theme, so \(parent) gives them: \(unmapped.joined(separator: ", "))"
      lines.append("    <!-- \(Escaping.xmlComment(note)) -->")
    }
    lines.append("    <style name=\"\(styleName(source))\" parent=\"\(parent)\">")
    for role in theme.material3Roles {
      // surfaceTint and scrim have no theme attribute: only the Compose scheme carries them.
      guard let attribute = Material3.androidAttribute(role.role) else { continue }
      let color = source.spelling.androidColor(role.color(in: appearance))
      lines.append("        <item name=\"\(attribute)\">@color/\(color)</item>")
    }
    lines += ["    </style>", "</resources>"]
    return lines.joined(separator: "\n") + "\n"
  }
}
