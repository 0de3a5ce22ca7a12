import ThemeModel

/// Turning DTCG tokens into a theme's names, values, colours and typography styles.
extension DTCGImporter {
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
      if target.hasSuffix(".$root") { target = String(target.dropLast(6)) }
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
        guard
          let value = byMode[appearance]?[name] ?? themeValue(registry?["modes"]?[appearance.rawValue], root: "color")
            ?? themeValue(legacyMode(entry.token, appearance), root: "color")
        else { continue }
        // A value the appearance would fall back to anyway is not written again.
        var fallback = appearance.fallback
        var inherited: JSONValue?
        while let candidate = fallback, inherited == nil {
          inherited = values.first { $0.key == candidate.rawValue }?.value
          fallback = candidate.fallback
        }
        if value != inherited { values.append(JSONMember(appearance.rawValue, value)) }
      }
      return JSONMember(name, values.count == 1 ? values[0].value : .object(values))
    }
  }

  /// A token's value for `appearance` in Terrazzo's earlier `$extensions.mode` form
  /// (`{"light": "#fff", "dark": "#000"}`), its modes named as resolver contexts are.
  static func legacyMode(_ token: JSONValue, _ appearance: Appearance) -> JSONValue? {
    token["$extensions"]?["mode"]?.objectMembers?.first { DTCGResolver.appearance(ofContext: $0.key) == appearance }?
      .value
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
        // An earlier draft's "16px" / "1rem" string reads like the object form.
        let legacy = size.stringValue.flatMap(Self.legacyDimension)
        let number = size.numberValue ?? size["value"]?.numberValue ?? legacy?.value ?? 0
        let unit = size["unit"]?.stringValue ?? legacy?.unit ?? "px"
        style.append(JSONMember("size", .number(unit == "rem" ? number * 16 : number)))
      }
      if let weight = value["fontWeight"] { style.append(JSONMember("weight", weight)) }
      if let lineHeight = value["lineHeight"]?.numberValue {
        style.append(JSONMember("lineHeight", .number(lineHeight)))
      }
      return JSONMember(name, .object(style))
    }
  }

  /// The number and unit of a dimension written as a string (`"16px"`, `"1.5rem"`, `"16"`).
  static func legacyDimension(_ text: String) -> (value: Double, unit: String)? {
    let trimmed = text.trimmingWhitespace()
    for unit in ["px", "rem", ""] where trimmed.hasSuffix(unit) {
      if let value = Double(trimmed.dropLast(unit.count)) { return (value, unit.isEmpty ? "px" : unit) }
    }
    return nil
  }
}
