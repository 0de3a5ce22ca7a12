/// `roles`: the colours a theme gives a design system's named roles (`material3`).
extension ThemeDecoder {
  /// Each role is one of Compose Material3's `ColorScheme` roles and names a colour of the
  /// theme, once or per appearance.
  mutating func decodeRoles(_ value: JSONValue?) -> [MaterialRole] {
    guard let value, let root = fields(value, at: "roles", allowed: ["material3"], what: "roles by design system")
    else { return [] }
    guard let material = root["material3"] else { return [] }
    guard case .object(let members) = material else {
      fail("roles.material3", "expected an object of Material 3 roles to colour names, found \(material.typeName)")
      return []
    }
    var mapped: [String: MaterialRole] = [:]
    for member in members {
      let path = JSONPath.appending(member.key, to: "roles.material3")
      guard Material3.roles.contains(member.key) else {
        let hint = EditDistance.nearest(to: member.key, in: Material3.roles).map { "; did you mean \"\($0)\"?" } ?? ""
        fail(
          path,
          "\(JSONWriter.quoted(String(member.key.prefix(64)))) is not a Material 3 colour role (Compose Material3 1.3's ColorScheme)\(hint)"
        )
        continue
      }
      var colors = AppearanceValues<String>()
      switch member.value {
      case .string:
        if let name = roleColor(member.value, at: path) { colors[.light] = name }
      case .object(let byAppearance):
        if byAppearance.isEmpty { fail(path, "names no colour; give a colour name, or one per appearance") }
        for entry in byAppearance {
          let entryPath = JSONPath.appending(entry.key, to: path)
          guard let appearance = Appearance(rawValue: entry.key) else {
            let names = Appearance.allCases.map(\.rawValue)
            let hint = EditDistance.nearest(to: entry.key, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
            fail(
              entryPath,
              "\(JSONWriter.quoted(String(entry.key.prefix(64)))) is not an appearance; expected one of \(names.joined(separator: ", "))\(hint)"
            )
            continue
          }
          if let name = roleColor(entry.value, at: entryPath) { colors[appearance] = name }
        }
      default:
        fail(path, "expected a colour name or an object of colour names by appearance, found \(member.value.typeName)")
      }
      if !colors.isEmpty { mapped[member.key] = MaterialRole(role: member.key, colors: colors) }
    }
    return Material3.roles.compactMap { mapped[$0] }
  }

  /// The colour a role names: a colour of the theme, written `name` or `{name}`.
  mutating func roleColor(_ value: JSONValue, at path: String) -> String? {
    guard case .string(let text) = value else {
      fail(path, "expected a colour name, found \(value.typeName)")
      return nil
    }
    let name = Self.aliasTarget(text) ?? text
    guard colorPaths[name] != nil else {
      let hint = EditDistance.nearest(to: name, in: colorPaths.keys).map { "; did you mean \"\($0)\"?" } ?? ""
      fail(path, "unknown colour \(JSONWriter.quoted(String(name.prefix(64))))\(hint)")
      return nil
    }
    return name
  }
}
