import ThemeModel

/// The colours an importer read, by name and appearance with where each value is, in the
/// order first met; and the one way every importer turns them into the theme's `colors`.
struct ImportedColors {
  struct Entry {
    var value: JSONValue
    var location: SourceLocation
  }

  private(set) var order: [String] = []
  private(set) var values: [String: [Appearance: Entry]] = [:]

  /// Sets `name`'s value in `appearance`, returning the entry it replaced.
  @discardableResult
  mutating func set(_ name: String, _ appearance: Appearance, _ entry: Entry) -> Entry? {
    if values[name] == nil { order.append(name) }
    let replaced = values[name]?[appearance]
    values[name, default: [:]][appearance] = entry
    return replaced
  }

  /// Where each value is, by colour and appearance.
  var sources: [String: [Appearance: SourceLocation]] {
    values.mapValues { $0.mapValues(\.location) }
  }

  /// Whether `name` has a value in light, which every colour needs.
  func hasLight(_ name: String) -> Bool { values[name]?[.light] != nil }

  /// The theme `colors` members and their counts in `report`. An alias whose target was left
  /// out would dangle, so it is left out too; a colour without a light value is left out; each
  /// with a note that `subject` names (`--x` for CSS; with the alias's appearance where there
  /// is one), `dangling` words (given the target) and `withoutLight` words (given the
  /// appearances the colour has).
  func members(
    report: inout ImportReport, subject: (String, Appearance?) -> String, dangling: (String) -> String,
    withoutLight: (String) -> String = { "has a value only in \($0), none in light, which every colour needs" }
  ) -> [JSONMember] {
    var values = self.values
    var changed = true
    while changed {
      changed = false
      for name in order {
        for (appearance, entry) in values[name] ?? [:] {
          guard let aliased = Self.aliasTarget(entry.value), values[aliased]?[.light] == nil else { continue }
          report.unmapped.append(
            ImportNote(location: entry.location, subject: subject(name, appearance), message: dangling(aliased)))
          values[name]?[appearance] = nil
          changed = true
        }
      }
    }
    var members: [JSONMember] = []
    for name in order {
      guard let byAppearance = values[name], let first = byAppearance.values.first else { continue }
      guard let light = byAppearance[.light] else {
        let others = byAppearance.keys.map(\.rawValue).sorted().joined(separator: ", ")
        report.unmapped.append(
          ImportNote(location: first.location, subject: subject(name, nil), message: withoutLight(others)))
        continue
      }
      for appearance in byAppearance.keys { report.colorsByAppearance[appearance, default: 0] += 1 }
      if Self.aliasTarget(light.value) != nil { report.aliases += 1 }
      members.append(
        JSONMember(
          name,
          byAppearance.count == 1
            ? light.value
            : .object(
              Appearance.allCases.compactMap { appearance in
                byAppearance[appearance].map { JSONMember(appearance.rawValue, $0.value) }
              })))
    }
    return members
  }

  /// The colour `{name}` names, when `value` is an alias.
  static func aliasTarget(_ value: JSONValue) -> String? {
    guard case .string(let text) = value else { return nil }
    return aliasTarget(text)
  }

  /// The colour `{name}` names, when `text` is an alias.
  static func aliasTarget(_ text: String) -> String? {
    guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
    return String(text.dropFirst().dropLast())
  }
}
