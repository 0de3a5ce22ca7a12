import ThemeModel

extension DTCGResolver {
  /// The token tree of every appearance the resolver's appearance modifier has, light first.
  ///
  /// - Throws: `ThemeValidationError` for a resolver that does not follow the module, a context
  ///   that names no appearance (fix: `--appearance CONTEXT=APPEARANCE`), or another modifier
  ///   without a default and without an input (fix: `--input MODIFIER=CONTEXT`).
  static func resolve(
    _ resolver: JSONValue, name: String, inputs: Inputs = Inputs(),
    load: (String) throws(ThemeValidationError) -> [UInt8]?
  ) throws(ThemeValidationError) -> [(Appearance, JSONValue)] {
    func problem(_ message: String) -> ThemeValidationError {
      ThemeValidationError(issues: [ValidationIssue(path: name, message: message)])
    }
    let issues = validate(resolver)
    if !issues.isEmpty {
      throw ThemeValidationError(
        issues: issues.map { ValidationIssue(path: name + ": " + $0.path, message: $0.message) })
    }
    // The modifiers in resolution order, by name.
    var modifiers: [(name: String, definition: JSONValue)] = []
    for entry in resolver["resolutionOrder"]?.arrayElements ?? [] {
      if let reference = entry["$ref"]?.stringValue, reference.hasPrefix("#/modifiers/") {
        let key = String(reference.dropFirst(12))
        modifiers.append((key, resolver["modifiers"]?[key] ?? .null))
      } else if entry["type"]?.stringValue == "modifier", let key = entry["name"]?.stringValue {
        modifiers.append((key, entry))
      }
    }
    for input in inputs.contexts.keys.sorted() where !modifiers.contains(where: { $0.name == input }) {
      throw problem(
        "the input \(input) names no modifier of the resolver (it has \(modifiers.map(\.name).joined(separator: ", ")))"
      )
    }
    func appearance(_ context: String) -> Appearance? {
      inputs.appearances[context] ?? Self.appearance(ofContext: context)
    }
    let themed = modifiers.first { modifier in
      inputs.contexts[modifier.name] == nil
        && (modifier.definition["contexts"]?.objectMembers ?? []).contains { appearance($0.key) != nil }
    }
    var chosen: [String: String] = [:]
    for modifier in modifiers where modifier.name != themed?.name {
      let contexts = modifier.definition["contexts"]?.objectMembers?.map(\.key) ?? []
      guard let context = inputs.contexts[modifier.name] ?? modifier.definition["default"]?.stringValue else {
        throw problem(
          "the modifier \(JSONWriter.quoted(modifier.name)) (contexts: \(contexts.joined(separator: ", "))) has no default; choose one of its contexts as the input of \(JSONWriter.quoted(modifier.name))"
        )
      }
      guard contexts.contains(context) else {
        throw problem(
          "\(JSONWriter.quoted(context)) is not a context of \(modifier.name) (\(contexts.joined(separator: ", ")))")
      }
      chosen[modifier.name] = context
    }
    var variants: [(Appearance, String?)] = [(.light, nil)]
    if let themed {
      let contexts = themed.definition["contexts"]?.objectMembers?.map(\.key) ?? []
      let unmapped = contexts.filter { appearance($0) == nil }
      if !unmapped.isEmpty {
        throw problem(
          "the contexts \(unmapped.joined(separator: ", ")) of \(JSONWriter.quoted(themed.name)) name no appearance; map each to light, dark, lightHighContrast or darkHighContrast"
        )
      }
      variants = []
      for target in Appearance.allCases {
        let matching = contexts.filter { appearance($0) == target }
        if matching.count > 1 {
          throw problem("the contexts \(matching.joined(separator: " and ")) both stand for \(target.rawValue)")
        }
        if let context = matching.first { variants.append((target, context)) }
      }
    }
    return try variants.map { (target, context) throws(ThemeValidationError) in
      var selection = chosen
      if let themed, let context { selection[themed.name] = context }
      return (target, try tree(resolver, selection: selection, name: name, load: load))
    }
  }

  /// How deep sets may name sets: deeper is a cycle or a composition no real resolver needs.
  public static let maximumSetDepth = 16

  /// The tokens the resolution order gives with one context chosen per modifier.
  static func tree(
    _ resolver: JSONValue, selection: [String: String], name: String,
    load: (String) throws(ThemeValidationError) -> [UInt8]?
  ) throws(ThemeValidationError) -> JSONValue {
    var tree = JSONValue.object([])
    func add(_ sources: [JSONValue], depth: Int) throws(ThemeValidationError) {
      for source in sources {
        guard let reference = source["$ref"]?.stringValue, source.objectMembers?.count == 1 else {
          tree = merge(tree, source)
          continue
        }
        if reference.hasPrefix("#/sets/") {
          guard depth < maximumSetDepth else {
            throw ThemeValidationError(issues: [
              ValidationIssue(
                path: name,
                message:
                  "\(JSONWriter.quoted(reference)) nests sets more than \(maximumSetDepth) deep (a set that names itself, directly or through others); flatten the sets"
              )
            ])
          }
          try add(resolver["sets"]?[String(reference.dropFirst(7))]?["sources"]?.arrayElements ?? [], depth: depth + 1)
          continue
        }
        guard let bytes = try load(reference) else {
          throw ThemeValidationError(issues: [
            ValidationIssue(path: name, message: "cannot read \(JSONWriter.quoted(reference)), named by the resolver")
          ])
        }
        do {
          tree = merge(tree, try JSONParser.parse(bytes))
        } catch {
          throw ThemeValidationError(
            issues: error.issues.map { ValidationIssue(path: reference + ": " + $0.path, message: $0.message) })
        }
      }
    }
    for entry in resolver["resolutionOrder"]?.arrayElements ?? [] {
      let definition: JSONValue
      let key: String
      if let reference = entry["$ref"]?.stringValue {
        let parts = reference.split(separator: "/").map(String.init)
        key = parts[2]
        definition = resolver[parts[1]]?[key] ?? .null
      } else {
        key = entry["name"]?.stringValue ?? ""
        definition = entry
      }
      if let context = selection[key], definition["contexts"] != nil {
        try add(definition["contexts"]?[context]?.arrayElements ?? [], depth: 0)
      } else {
        try add(definition["sources"]?.arrayElements ?? [], depth: 0)
      }
    }
    return tree
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
