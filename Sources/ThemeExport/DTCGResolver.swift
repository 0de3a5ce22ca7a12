import ThemeModel

/// Reads a DTCG 2025.10 resolver document (`sets`, `modifiers` with `contexts`,
/// `resolutionOrder`) into one flattened token tree per appearance.
///
/// The modifier whose contexts name appearances (`light`, `dark`, `lightHighContrast`,
/// `darkHighContrast`, or their kebab-case spellings) chooses the appearance; every other
/// modifier takes its default context.
enum DTCGResolver {
  static func isResolver(_ document: JSONValue) -> Bool {
    document["resolutionOrder"] != nil
  }

  static let contextNames: [Appearance: [String]] = [
    .light: ["light"], .dark: ["dark"],
    .lightHighContrast: ["lightHighContrast", "light-high-contrast", "light_high_contrast"],
    .darkHighContrast: ["darkHighContrast", "dark-high-contrast", "dark_high_contrast"],
  ]

  /// The token tree of every appearance the resolver's contexts name, light first.
  static func resolve(
    _ resolver: JSONValue, name: String, load: (String) -> [UInt8]?
  ) throws(ThemeValidationError) -> [(Appearance, JSONValue)] {
    func problem(_ message: String) -> ThemeValidationError {
      ThemeValidationError(issues: [ValidationIssue(path: name, message: message)])
    }
    guard let order = resolver["resolutionOrder"]?.arrayElements else {
      throw problem(
        "\"resolutionOrder\" must be an array of {\"$ref\": \"#/sets/NAME\"} or {\"$ref\": \"#/modifiers/NAME\"}")
    }
    let modifiers = resolver["modifiers"]?.objectMembers ?? []
    let themeModifier = modifiers.first { modifier in
      let contexts = modifier.value["contexts"]?.objectMembers?.map(\.key) ?? []
      return contexts.contains { context in contextNames.values.contains { $0.contains(context) } }
    }
    let themeContexts = themeModifier?.value["contexts"]?.objectMembers?.map(\.key) ?? []
    var result: [(Appearance, JSONValue)] = []
    for appearance in Appearance.allCases {
      let context = contextNames[appearance]!.first { themeContexts.contains($0) }
      if appearance != .light && context == nil { continue }
      var tree = JSONValue.object([])
      for entry in order {
        guard let reference = entry["$ref"]?.stringValue else {
          throw problem("every entry of \"resolutionOrder\" needs a \"$ref\"")
        }
        let parts = reference.split(separator: "/").map(String.init)
        guard parts.count == 3, parts[0] == "#" else {
          throw problem("\(JSONWriter.quoted(reference)) is not #/sets/NAME or #/modifiers/NAME")
        }
        let sources: [JSONValue]
        if parts[1] == "sets" {
          guard let set = resolver["sets"]?[parts[2]] else {
            throw problem("no set named \(JSONWriter.quoted(parts[2]))")
          }
          sources = set["sources"]?.arrayElements ?? []
        } else if parts[1] == "modifiers" {
          guard let modifier = resolver["modifiers"]?[parts[2]] else {
            throw problem("no modifier named \(JSONWriter.quoted(parts[2]))")
          }
          let isTheme = themeModifier?.key == parts[2]
          let chosen = isTheme ? (context ?? modifier["default"]?.stringValue) : modifier["default"]?.stringValue
          guard let chosen, let contextSources = modifier["contexts"]?[chosen]?.arrayElements else {
            throw problem("the modifier \(JSONWriter.quoted(parts[2])) has no context to use; give it a \"default\"")
          }
          sources = contextSources
        } else {
          throw problem("\(JSONWriter.quoted(reference)) is not #/sets/NAME or #/modifiers/NAME")
        }
        for source in sources {
          if let path = source["$ref"]?.stringValue {
            guard let bytes = load(path) else {
              throw problem("cannot read \(JSONWriter.quoted(path)), named by the resolver")
            }
            do {
              tree = merge(tree, try JSONParser.parse(bytes))
            } catch {
              throw ThemeValidationError(
                issues: error.issues.map { ValidationIssue(path: path + ": " + $0.path, message: $0.message) })
            }
          } else {
            tree = merge(tree, source)
          }
        }
      }
      result.append((appearance, tree))
    }
    return result
  }

  /// `overlay` on top of `base`: groups merge member by member, tokens replace whole.
  static func merge(_ base: JSONValue, _ overlay: JSONValue) -> JSONValue {
    guard case .object(var members) = base, case .object(let incoming) = overlay, overlay["$value"] == nil,
      base["$value"] == nil
    else { return overlay }
    for member in incoming {
      if let index = members.firstIndex(where: { $0.key == member.key }) {
        members[index].value = merge(members[index].value, member.value)
      } else {
        members.append(member)
      }
    }
    return .object(members)
  }
}
