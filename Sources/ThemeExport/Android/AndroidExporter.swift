import ThemeFiles
import ThemeModel

/// Android resources: colours for day and night, text sizes in sp, content descriptions, and
/// `themereg.json` listing the drawables that need `android:autoMirrored="true"`.
enum AndroidExporter {
  static func argb(_ color: RGBA) -> String {
    let hex = color.hex
    let rgb = String(hex.dropFirst().prefix(6))
    let alpha = hex.count == 9 ? String(hex.suffix(2)) : "FF"
    return "#" + alpha + rgb
  }

  static func header(_ source: ExportSource) -> [String] {
    [
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
      "<!-- \(Escaping.xmlComment(source.provenance)) -->", "<resources>",
    ]
  }

  static func files(_ source: ExportSource) -> [ExportFile] {
    let theme = source.theme
    // Identifiers come from each name alone (ExportNaming), behind the theme's prefix; the audit
    // refuses names that would share one, so none is ever renamed to make room.
    let spelling = source.spelling
    let colorNames = Dictionary(
      theme.colors.map { ($0.name, spelling.androidColor($0.name)) }, uniquingKeysWith: { a, _ in a })
    let keepsReferences = source.configuration.android.keepsReferences
    func colors(_ appearance: Appearance) -> String {
      var lines = header(source)
      for token in theme.colors {
        // A kept alias is a reference, which resolves in the night configuration by itself.
        var value = argb(theme.resolve(.named(token.name), in: appearance))
        if keepsReferences, case .alias(let target) = token.expression(in: appearance), let name = colorNames[target] {
          value = "@color/" + name
        }
        lines.append("    <color name=\"\(colorNames[token.name]!)\">\(value)</color>")
      }
      lines.append("</resources>")
      return lines.joined(separator: "\n") + "\n"
    }
    var dimens = header(source)
    for style in theme.typography {
      let name = spelling.android(style.name, kind: "font")
      dimens.append("    <dimen name=\"\(name)_size\">\(JSONWriter.format(style.size))sp</dimen>")
      if style.scalesDynamically, let minimum = style.dynamicScaling?.min {
        dimens.append("    <dimen name=\"\(name)_size_min\">\(JSONWriter.format(minimum))sp</dimen>")
      }
      if style.scalesDynamically, let maximum = style.dynamicScaling?.max {
        dimens.append("    <dimen name=\"\(name)_size_max\">\(JSONWriter.format(maximum))sp</dimen>")
      }
    }
    let tokens = AndroidTokens(source)
    let tokenLines = tokens.lines(nil)
    dimens += tokenLines.dimens + tokens.unwrittenComment()
    dimens.append("</resources>")
    let labelled = ExportNaming.labels(theme)
    let labelNames = Dictionary(
      labelled.map { ($0.0, spelling.android($0.0, kind: "cd")) },
      uniquingKeysWith: { a, _ in a })
    var strings = header(source)
    for (key, label) in labelled {
      // formatted="false": labels are text, not format strings, so "50% off %s" compiles as written.
      strings.append(
        "    <string name=\"\(labelNames[key]!)\" formatted=\"false\">\(Escaping.androidString(label))</string>")
    }
    strings.append("</resources>")
    // Drawables are the app's own resources, named as the app named them.
    let imageNames = Dictionary(
      theme.images.map { ($0.name, ExportNaming.snake($0.name)) }, uniquingKeysWith: { a, _ in a })
    var manifest: [JSONMember] = [
      JSONMember("generatedBy", .string(source.provenance)), JSONMember("theme", .string(theme.name)),
      JSONMember("version", .integer(source.version)), JSONMember("approved", .bool(source.approved)),
      JSONMember(
        "autoMirrored",
        .array(
          theme.images.filter { $0.effectiveDirection == .horizontal }.map { image in
            .object([
              JSONMember("drawable", .string(imageNames[image.name]!)), JSONMember("image", .string(image.name)),
              JSONMember("autoMirrored", .bool(true)),
            ])
          })),
      JSONMember(
        "contentDescriptions",
        .object(labelled.map { JSONMember(labelNames[$0.0]!, .string($0.1)) })),
    ]
    let highContrast = [Appearance.lightHighContrast, .darkHighContrast].filter(theme.appearances.contains)
    if !highContrast.isEmpty {
      // Android has no resource qualifier for high-contrast text: apps switch these in themselves.
      manifest.append(
        JSONMember(
          "highContrastColors",
          .object(
            highContrast.map { appearance in
              JSONMember(
                appearance.rawValue,
                .object(
                  theme.colors.map {
                    JSONMember(colorNames[$0.name]!, .string(argb(theme.resolve(.named($0.name), in: appearance))))
                  }))
            })))
    }
    var result = [
      // values/ is the default configuration: a dark-only theme's dark colours.
      ExportFile(path: "android/values/colors.xml", text: colors(theme.primaryAppearance)),
      ExportFile(path: "android/values/dimens.xml", text: dimens.joined(separator: "\n") + "\n"),
      ExportFile(path: "android/values/strings.xml", text: strings.joined(separator: "\n") + "\n"),
      ExportFile(
        path: "android/themereg.json", bytes: JSONWriter.bytes(.object(manifest), options: .pretty) + [0x0A]),
    ]
    var appearances = [(read: Appearance.light, written: theme.primaryAppearance)]
    if theme.appearances.contains(.dark) && theme.primaryAppearance != .dark {
      result.insert(ExportFile(path: "android/values-night/colors.xml", text: colors(.dark)), at: 1)
      appearances.append((.dark, .dark))
    }
    result += tokens.files(
      base: tokenLines, nightFolder: theme.appearances.contains(.dark) && theme.primaryAppearance != .dark)
    // What resources cannot hold (the rest of the theme, aliases, high-contrast values) is in
    // the record beside them, so importing android/ gives this version back.
    result.append(
      ExportSourceRecord.file(
        source, beside: "android", colors: theme.colors.map { (colorNames[$0.name]!, $0.name) },
        appearances: appearances))
    return result
  }
}
