import ThemeModel

extension FigmaVariablesImporter.Reading {
  /// The theme document: colours by appearance, and everything else kept.
  mutating func document(name: String, lossy: Bool) throws(ImportError) -> (
    document: ThemeDocument, report: ImportReport
  ) {
    var colors = ImportedColors()
    var kept: [JSONMember] = []
    var metadata: [JSONMember] = []
    var keptByCollection: [String: Int] = [:]
    for variable in variables {
      guard let themeName = themeNames[variable.id] else { continue }
      let valuesPath = JSONPath.appending("valuesByMode", to: path("variables", variable.id))
      metadata.append(JSONMember(themeName, Self.metadata(variable, collection: collectionNames[variable.collection])))
      let modes = appearances[variable.collection] ?? [:]
      guard variable.type == "COLOR" else {
        // Numbers, strings and booleans: kept per mode, by the mode's name.
        kept.append(
          JSONMember(
            themeName,
            .object(
              variable.values.map { JSONMember(modeNames[$0.mode] ?? $0.mode, aliasOrValue($0.value)) })))
        keptByCollection[variable.collection, default: 0] += 1
        continue
      }
      for (mode, value) in variable.values {
        guard let appearance = modes[mode] else { continue }
        let at = location(JSONPath.appending(mode, to: valuesPath))
        switch colorValue(value) {
        case .success(let themeValue): colors.set(themeName, appearance, .init(value: themeValue, location: at))
        case .failure(let problem):
          report.unmapped.append(
            ImportNote(
              location: at, subject: "\(variable.name) (\(modeNames[mode] ?? mode))", message: problem.message))
        }
      }
    }
    for (collection, count) in keptByCollection.sorted(by: { $0.key < $1.key }) {
      report.kept.append(
        ImportNote(
          location: location(path("variableCollections", collection)),
          subject: collectionNames[collection] ?? collection,
          message:
            "\(count) number, string and boolean variable\(count == 1 ? "" : "s") kept as written in extensions[\"\(FigmaVariablesImporter.keptKey)\"].values"
        ))
    }
    let members = colors.members(
      report: &report, subject: { name, _ in name },
      dangling: { "the variable \(JSONWriter.quoted($0)) could not be kept" })
    var extensions: [JSONMember] = []
    if !kept.isEmpty { extensions.append(JSONMember("values", .object(kept))) }
    extensions.append(JSONMember("variables", .object(metadata)))
    let document = try ImportError.document(
      name: name, colors: members,
      sections: [
        JSONMember("extensions", .object([JSONMember(FigmaVariablesImporter.keptKey, .object(extensions))]))
      ], report: report, lossy: lossy, sources: colors.sources,
      none: "the file has no COLOR variable in a mode that is an appearance")
    return (document, report)
  }

  /// A colour's theme value: hex for 8-bit channels, an sRGB DTCG colour otherwise, an alias
  /// for `VARIABLE_ALIAS`.
  func colorValue(_ value: JSONValue) -> Result<JSONValue, ImportProblem> {
    if value["type"]?.stringValue == "VARIABLE_ALIAS" {
      guard let target = value["id"]?.stringValue, let targetName = themeNames[target] else {
        let id = value["id"]?.stringValue ?? "nothing"
        return .failure(
          ImportProblem(
            "aliases \(JSONWriter.quoted(id)), which is not in the file (a library's variable: import the library's file too)"
          ))
      }
      guard types[target] == "COLOR" else {
        return .failure(ImportProblem("aliases \(JSONWriter.quoted(targetName)), which is not a colour"))
      }
      return .success(.string("{\(targetName)}"))
    }
    guard let red = value["r"]?.numberValue, let green = value["g"]?.numberValue, let blue = value["b"]?.numberValue
    else { return .failure(ImportProblem("is not a Figma colour ({\"r\", \"g\", \"b\", \"a\"} from 0 to 1)")) }
    let alpha = value["a"]?.numberValue ?? 1
    let channels = [red, green, blue, alpha]
    guard channels.allSatisfy({ (0...1).contains($0) }) else {
      return .failure(ImportProblem("has a channel outside 0…1"))
    }
    // Figma stores float32: k/255 comes back within 1e-4 of k.
    let eightBit = channels.map { ($0 * 255).rounded() }
    if zip(channels, eightBit).allSatisfy({ abs($0 * 255 - $1) < 1e-4 }) {
      let hex = eightBit.prefix(alpha == 1 ? 3 : 4).map { HexDigits.byte(Int($0)) }.joined()
      return .success(.string("#" + hex))
    }
    var members = [
      JSONMember("colorSpace", .string("srgb")),
      JSONMember("components", .array([red, green, blue].map(JSONValue.number))),
    ]
    if alpha != 1 { members.append(JSONMember("alpha", .number(alpha))) }
    return .success(.object(members))
  }

  /// A kept value, its alias written as the target's theme name.
  func aliasOrValue(_ value: JSONValue) -> JSONValue {
    guard value["type"]?.stringValue == "VARIABLE_ALIAS", let target = value["id"]?.stringValue else { return value }
    return .string("{\(themeNames[target] ?? target)}")
  }

  /// What Figma records of a variable that the theme has no field for.
  static func metadata(_ variable: Variable, collection: String?) -> JSONValue {
    var members = [
      JSONMember("id", .string(variable.id)), JSONMember("collection", .string(collection ?? variable.collection)),
    ]
    for key in ["description", "scopes", "codeSyntax", "hiddenFromPublishing", "remote"] {
      guard let value = variable.node[key] else { continue }
      let empty: Bool =
        switch value {
        case .string(let text): text.isEmpty
        case .object(let object): object.isEmpty
        case .bool(let flag): !flag
        default: false
        }
      if !empty { members.append(JSONMember(key, value)) }
    }
    return .object(members)
  }
}
