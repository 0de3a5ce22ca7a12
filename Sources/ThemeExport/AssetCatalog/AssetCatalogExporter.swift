import ThemeFiles
import ThemeModel

/// An Xcode asset catalog, `Colors.xcassets`: one colour set per colour in a folder that
/// provides the theme's namespace (`AcmeChat/outgoingBubble`), each with the any, dark
/// (`luminosity`) and Increase Contrast (`contrast: high`) variants the theme has, written as
/// Xcode writes them (sorted keys, `" : "`, 8-bit hex components, `info` with author `xcode`).
enum AssetCatalogExporter {
  /// The catalog's folder in an export.
  static func root(_ source: ExportSource) -> String { "ios/" + source.configuration.ios.catalog }

  static let info = JSONValue.object([JSONMember("author", .string("xcode")), JSONMember("version", .integer(1))])

  static func files(_ source: ExportSource) -> [ExportFile] {
    let theme = source.theme
    let root = root(source)
    // The namespace folder (and, when it provides one, the prefix of every colour's name).
    let spelling = source.spelling
    let folder = root + "/" + spelling.appleType
    var folderContents = [JSONMember("info", info)]
    if source.configuration.ios.providesNamespace {
      folderContents.append(JSONMember("properties", .object([JSONMember("provides-namespace", .bool(true))])))
    }
    var files = [
      ExportFile(path: root + "/Contents.json", text: xcodeJSON(.object([JSONMember("info", info)]))),
      ExportFile(path: folder + "/Contents.json", text: xcodeJSON(.object(folderContents))),
    ]
    // A colour set kept in its groups (`ios.names: as-written`) sits in folders that provide
    // their namespace, as the catalog it was imported from had them.
    var groups: Set<String> = []
    for token in theme.colors {
      let path = spelling.colorSet(token.name)
      var group = ""
      for part in path.split(separator: "/").dropLast() {
        group += (group.isEmpty ? "" : "/") + part
        groups.insert(group)
      }
      files.append(
        ExportFile(path: folder + "/" + path + ".colorset/Contents.json", text: xcodeJSON(colorSet(token.name, theme))))
    }
    let namespaced = JSONValue.object([
      JSONMember("info", info), JSONMember("properties", .object([JSONMember("provides-namespace", .bool(true))])),
    ])
    for group in groups.sorted(by: { $0.precedesByCodePoint($1) }) {
      files.append(ExportFile(path: folder + "/" + group + "/Contents.json", text: xcodeJSON(namespaced)))
    }
    // Beside the catalog, not in it (Xcode lists every file of a catalog): the rest of the theme.
    let read: [Appearance: Appearance] = [
      .dark: .dark, .lightHighContrast: .lightHighContrast, .darkHighContrast: .darkHighContrast,
    ]
    files.append(
      ExportSourceRecord.file(
        source, beside: root, colors: theme.colors.map { (spelling.colorAsset($0.name), $0.name) },
        appearances: variants(theme).map { appearance, traits in
          (traits.isEmpty ? .light : read[appearance] ?? appearance, appearance)
        }))
    return files
  }

  /// The appearance variants a theme has, each with the `appearances` Xcode writes for it.
  static func variants(_ theme: Theme) -> [(Appearance, [(String, String)])] {
    var variants: [(Appearance, [(String, String)])] = [(theme.primaryAppearance, [])]
    if theme.appearances.contains(.dark) && theme.primaryAppearance != .dark {
      variants.append((.dark, [("luminosity", "dark")]))
    }
    if theme.appearances.contains(.lightHighContrast) {
      variants.append((.lightHighContrast, [("contrast", "high")]))
    }
    if theme.appearances.contains(.darkHighContrast) {
      variants.append((.darkHighContrast, [("luminosity", "dark"), ("contrast", "high")]))
    }
    return variants
  }

  static func colorSet(_ name: String, _ theme: Theme) -> JSONValue {
    let colors = variants(theme).map { appearance, traits -> JSONValue in
      let color = theme.resolve(.named(name), in: appearance)
      var members: [JSONMember] = []
      if !traits.isEmpty {
        members.append(
          JSONMember(
            "appearances",
            .array(
              traits.map {
                .object([JSONMember("appearance", .string($0.0)), JSONMember("value", .string($0.1))])
              })))
      }
      members.append(JSONMember("color", components(color)))
      members.append(JSONMember("idiom", .string("universal")))
      return .object(members)
    }
    return .object([JSONMember("colors", .array(colors)), JSONMember("info", info)])
  }

  /// sRGB components as Xcode writes 8-bit hex input: `"0x0B"`, alpha as `"1.000"`.
  static func components(_ color: RGBA) -> JSONValue {
    let hex = Array(color.hex.dropFirst())
    func channel(_ index: Int) -> JSONValue { .string("0x" + String(hex[index * 2..<index * 2 + 2])) }
    let alpha = Int((min(max(color.alpha, 0), 1) * 1000).rounded())
    let alphaText = "\(alpha / 1000).\(String(repeating: "0", count: 3 - String(alpha % 1000).count))\(alpha % 1000)"
    return .object([
      JSONMember("color-space", .string("srgb")),
      JSONMember(
        "components",
        .object([
          JSONMember("alpha", .string(alphaText)), JSONMember("blue", channel(2)), JSONMember("green", channel(1)),
          JSONMember("red", channel(0)),
        ])),
    ])
  }

  /// JSON as Xcode writes `Contents.json`: keys sorted, two-space indent, `"key" : value`.
  static func xcodeJSON(_ value: JSONValue) -> String {
    func write(_ value: JSONValue, _ indent: String) -> String {
      switch value {
      case .object(let members):
        guard !members.isEmpty else { return "{\n\n\(indent)}" }
        let sorted = members.sorted { $0.key.precedesByCodePoint($1.key) }
        let inner = sorted.map { "\(indent)  \(JSONWriter.quoted($0.key)) : \(write($0.value, indent + "  "))" }
        return "{\n" + inner.joined(separator: ",\n") + "\n\(indent)}"
      case .array(let elements):
        guard !elements.isEmpty else { return "[\n\n\(indent)]" }
        return "[\n" + elements.map { "\(indent)  " + write($0, indent + "  ") }.joined(separator: ",\n")
          + "\n\(indent)]"
      default:
        return JSONWriter.string(value)
      }
    }
    return write(value, "") + "\n"
  }
}
