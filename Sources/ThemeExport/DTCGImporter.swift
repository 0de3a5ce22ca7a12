import ThemeModel

/// Reads DTCG 2025.10 token files into a themereg theme document.
///
/// Colour tokens (with modes from sibling files named `NAME.dark.json`,
/// `NAME.lightHighContrast.json`, `NAME.darkHighContrast.json`) and typography composites are
/// read; what themereg wrote under `$extensions["org.themereg"]` is taken back verbatim, so an
/// export followed by an import reproduces the same content hash.
public enum DTCGImporter {
  /// One input file: its name (which names its mode) and its bytes.
  public struct Input: Sendable {
    /// The file name, e.g. `tokens.dark.json`.
    public var name: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// Creates an input.
    public init(name: String, bytes: [UInt8]) {
      self.name = name
      self.bytes = bytes
    }
  }

  /// The mode a file name names: `*.dark.json` → dark, and so on; light otherwise.
  static func mode(of fileName: String) -> Appearance {
    let lower = fileName.lowercased()
    let modes: [(String, Appearance)] = [
      ("darkhighcontrast", .darkHighContrast), ("dark-high-contrast", .darkHighContrast),
      ("dark_high_contrast", .darkHighContrast), ("lighthighcontrast", .lightHighContrast),
      ("light-high-contrast", .lightHighContrast), ("light_high_contrast", .lightHighContrast), ("dark", .dark),
    ]
    for (marker, appearance) in modes where lower.hasSuffix(".\(marker).json") || lower.hasSuffix("-\(marker).json") {
      return appearance
    }
    return .light
  }

  /// The theme document the files describe, validated.
  ///
  /// A single resolver document (one with `resolutionOrder`) is read through `load`, which
  /// returns the bytes of a path the resolver names (relative to it), or nil.
  ///
  /// - Throws: `ThemeValidationError` naming the file and token at fault.
  public static func document(
    from inputs: [Input], name: String?, load: (String) -> [UInt8]? = { _ in nil }
  ) throws(ThemeValidationError) -> ThemeDocument {
    var issues: [ValidationIssue] = []
    var parsed: [(Appearance, JSONValue)] = []
    for input in inputs {
      do {
        parsed.append((mode(of: input.name), try JSONParser.parse(input.bytes)))
      } catch {
        issues += error.issues.map { ValidationIssue(path: input.name + ": " + $0.path, message: $0.message) }
      }
    }
    if !issues.isEmpty { throw ThemeValidationError(issues: issues) }
    if parsed.count == 1, DTCGResolver.isResolver(parsed[0].1) {
      parsed = try DTCGResolver.resolve(parsed[0].1, name: inputs[0].name, load: load)
    }
    guard let base = parsed.first(where: { $0.0 == .light })?.1 ?? parsed.first?.1 else {
      throw ThemeValidationError(issues: [ValidationIssue(path: "$", message: "give at least one DTCG file")])
    }
    let registry = base["$extensions"]?[DTCGExporter.namespace]
    var members = registry?["document"]?.objectMembers ?? []
    if name != nil { members.removeAll { $0.key == "name" } }
    if !members.contains(where: { $0.key == "format" }) {
      members.append(JSONMember("format", .string(Theme.formatIdentifier)))
    }
    if let name {
      members.append(JSONMember("name", .string(name)))
    } else if !members.contains(where: { $0.key == "name" }) {
      throw ThemeValidationError(issues: [
        ValidationIssue(path: "$", message: "the tokens do not name a theme; give one with --name")
      ])
    }
    members.append(JSONMember("colors", .object(colors(parsed))))
    let typography = typographyStyles(base)
    // An empty typography section that themereg exported comes back too, so the hash matches.
    if !typography.isEmpty || (registry != nil && registry?["noTypography"]?.boolValue != true) {
      members.append(JSONMember("typography", .object(typography)))
    }
    return try ThemeDocument(json: .object(members))
  }

  /// Every token of `type` in `value`, with its dotted path, depth first in document order.
  static func tokens(_ value: JSONValue, type: String, inherited: String? = nil, path: [String] = []) -> [(
    path: [String], token: JSONValue
  )] {
    guard let members = value.objectMembers else { return [] }
    let groupType = value["$type"]?.stringValue ?? inherited
    if value["$value"] != nil {
      return (value["$type"]?.stringValue ?? inherited) == type ? [(path, value)] : []
    }
    return members.filter { !$0.key.hasPrefix("$") }.flatMap {
      tokens($0.value, type: type, inherited: groupType, path: path + [$0.key])
    }
  }

  /// A token's name in the theme: the one themereg recorded, else its path without the `color` root.
  static func themeName(_ entry: (path: [String], token: JSONValue), root: String) -> String {
    if let name = entry.token["$extensions"]?[DTCGExporter.namespace]?["name"]?.stringValue { return name }
    let path = entry.path.first == root && entry.path.count > 1 ? Array(entry.path.dropFirst()) : entry.path
    return path.joined(separator: ".")
  }

  static func themeValue(_ value: JSONValue?, root: String) -> JSONValue? {
    guard let value else { return nil }
    if case .string(let text) = value, text.hasPrefix("{"), text.hasSuffix("}") {
      var target = String(text.dropFirst().dropLast())
      if target.hasPrefix(root + ".") { target = String(target.dropFirst(root.count + 1)) }
      return .string("{\(target)}")
    }
    if case .object(let members) = value {
      // The colour object as DTCG writes it; themereg validates its colour space.
      return .object(members.filter { ["colorSpace", "components", "alpha", "hex"].contains($0.key) })
    }
    return value
  }

  static func colors(_ files: [(Appearance, JSONValue)]) -> [JSONMember] {
    guard let base = files.first(where: { $0.0 == .light })?.1 ?? files.first?.1 else { return [] }
    var byMode: [Appearance: [String: JSONValue]] = [:]
    for (appearance, file) in files where appearance != .light {
      for entry in tokens(file, type: "color") {
        byMode[appearance, default: [:]][themeName(entry, root: "color")] = themeValue(
          entry.token["$value"], root: "color")
      }
    }
    return tokens(base, type: "color").map { entry in
      let name = themeName(entry, root: "color")
      let registry = entry.token["$extensions"]?[DTCGExporter.namespace]
      if let written = registry?["written"], written != .null { return JSONMember(name, written) }
      var values: [JSONMember] = []
      if let light = themeValue(entry.token["$value"], root: "color") { values.append(JSONMember("light", light)) }
      for appearance in [Appearance.dark, .lightHighContrast, .darkHighContrast] {
        if let value = byMode[appearance]?[name] ?? themeValue(registry?["modes"]?[appearance.rawValue], root: "color")
        {
          values.append(JSONMember(appearance.rawValue, value))
        }
      }
      return JSONMember(name, values.count == 1 ? values[0].value : .object(values))
    }
  }

  static func typographyStyles(_ base: JSONValue) -> [JSONMember] {
    tokens(base, type: "typography").map { entry in
      let name = themeName(entry, root: "typography")
      if let written = entry.token["$extensions"]?[DTCGExporter.namespace]?["written"], written != .null {
        return JSONMember(name, written)
      }
      let value = entry.token["$value"] ?? .object([])
      var style: [JSONMember] = []
      let family = value["fontFamily"]?.stringValue ?? value["fontFamily"]?.arrayElements?.first?.stringValue
      style.append(JSONMember("fontFamily", .string(family == nil || family == "system-ui" ? "system" : family!)))
      if let size = value["fontSize"] {
        let number = size.numberValue ?? size["value"]?.numberValue ?? 0
        let unit = size["unit"]?.stringValue ?? "px"
        style.append(JSONMember("size", .number(unit == "rem" ? number * 16 : number)))
      }
      if let weight = value["fontWeight"] { style.append(JSONMember("weight", weight)) }
      if let lineHeight = value["lineHeight"]?.numberValue {
        style.append(JSONMember("lineHeight", .number(lineHeight)))
      }
      return JSONMember(name, .object(style))
    }
  }
}
