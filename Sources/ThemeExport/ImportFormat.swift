import ThemeModel

/// The formats `import` reads, and how it tells them apart when the user does not say.
public enum ImportFormat: String, CaseIterable, Sendable {
  /// Told from the path and the content (the default).
  case auto
  case dtcg, xcassets, android, css
  case styleDictionary = "style-dictionary"
  case figma
  case tokensStudio = "tokens-studio"

  /// A format told from a path, and what told it.
  public struct Detection: Sendable, Equatable {
    /// The format; nil when the input is of a kind themereg does not read.
    public var format: ImportFormat?
    /// What told it (`the .css extension`), or what the input is instead.
    public var reason: String
    /// Whether the input is a themereg theme document, which is committed, not imported.
    public var isThemeDocument = false
  }

  /// The format of a folder from its name and the names directly inside it.
  public static func detect(folder name: String, entries: [String]) -> Detection {
    let base = name.split(separator: "/").last.map(String.init) ?? name
    if base.hasSuffix(".xcassets") { return Detection(format: .xcassets, reason: "the .xcassets folder name") }
    if entries.contains("values") || entries.contains(where: { $0.hasPrefix("values-") }) {
      return Detection(format: .android, reason: "its values/ folders")
    }
    if entries.contains("$themes.json") || entries.contains("$metadata.json") {
      return Detection(format: .tokensStudio, reason: "a Tokens Studio folder with $themes.json or $metadata.json")
    }
    if entries.contains("Contents.json") { return Detection(format: .xcassets, reason: "its Contents.json") }
    return Detection(format: nil, reason: "a folder that is neither an asset catalog nor a res/ folder")
  }

  /// The format of a file from its name and bytes.
  public static func detect(file name: String, bytes: [UInt8]) -> Detection {
    let lower = name.lowercased()
    if lower.hasSuffix(".css") { return Detection(format: .css, reason: "the .css extension") }
    guard lower.hasSuffix(".json") || bytes.first(where: { $0 > 0x20 }) == UInt8(ascii: "{") else {
      return Detection(format: nil, reason: "neither a .css nor a JSON file")
    }
    guard let tree = try? JSONParser.parse(bytes) else {
      return Detection(format: .dtcg, reason: "a .json file that does not parse, which the DTCG reader points at")
    }
    if tree["resolutionOrder"] != nil {
      return Detection(format: .dtcg, reason: "a DTCG resolver with resolutionOrder")
    }
    if tree["meta"]?["variableCollections"] != nil || tree["variableCollections"] != nil {
      return Detection(format: .figma, reason: "a Figma Variables REST response")
    }
    if FigmaModeFiles.isModeFile(tree) {
      return Detection(format: .figma, reason: "one mode of Figma's DTCG export (its com.figma extensions)")
    }
    if tree["format"]?.stringValue == Theme.formatIdentifier {
      return Detection(format: nil, reason: "a themereg theme document", isThemeDocument: true)
    }
    if tree["$themes"] != nil || tree["$metadata"] != nil || lower.hasSuffix("$themes.json") {
      return Detection(format: .tokensStudio, reason: "a Tokens Studio file with $themes or $metadata")
    }
    var counts = (dollar: 0, plain: 0)
    count(tree, &counts, depth: 0)
    if counts.plain > counts.dollar {
      return Detection(format: .styleDictionary, reason: "tokens written with \"value\", Style Dictionary's form")
    }
    return Detection(format: .dtcg, reason: "tokens written with \"$value\", DTCG's form")
  }

  /// Counts the tokens written `$value` and `value` (bounded in depth: a file is a tree).
  private static func count(_ node: JSONValue, _ counts: inout (dollar: Int, plain: Int), depth: Int) {
    guard depth < 64, let members = node.objectMembers else { return }
    if members.contains(where: { $0.key == "$value" }) {
      counts.dollar += 1
      return
    }
    if members.contains(where: { $0.key == "value" }) {
      counts.plain += 1
      return
    }
    for member in members { count(member.value, &counts, depth: depth + 1) }
  }
}
