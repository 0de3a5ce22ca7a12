import ThemeModel

extension FigmaVariablesImporter {
  /// One read of a variables response: the collections' modes as appearances, the variables
  /// by id with their theme names, and the report.
  struct Reading {
    struct Variable {
      var id: String
      var name: String
      var collection: String
      var type: String
      var values: [(mode: String, value: JSONValue)]
      var node: JSONValue
    }

    let file: ImportFile
    let map: SourceMap
    let base: String
    let chosen: [String: Appearance]
    var report = ImportReport()
    /// Per collection id, the appearance of each mode id that has one.
    var appearances: [String: [String: Appearance]] = [:]
    var modeNames: [String: String] = [:]
    var collectionNames: [String: String] = [:]
    var variables: [Variable] = []
    var themeNames: [String: String] = [:]
    var types: [String: String] = [:]

    init(file: ImportFile, map: SourceMap, base: String, chosen: [String: Appearance]) {
      (self.file, self.map, self.base, self.chosen) = (file, map, base, chosen)
    }

    func location(_ path: String) -> SourceLocation {
      let region = map.region(of: path)
      return SourceLocation(file: file.path, line: region?.startLine ?? 1, column: region?.startColumn ?? 1)
    }

    func path(_ section: String, _ key: String) -> String {
      JSONPath.appending(key, to: JSONPath.appending(section, to: base))
    }

    mutating func readCollections(_ collections: [JSONMember]) {
      for member in collections {
        let collection = member.value
        let id = collection["id"]?.stringValue ?? member.key
        let name = collection["name"]?.stringValue ?? id
        collectionNames[id] = name
        let modes = (collection["modes"]?.arrayElements ?? []).compactMap { mode -> (String, String)? in
          guard let modeID = mode["modeId"]?.stringValue else { return nil }
          return (modeID, mode["name"]?.stringValue ?? modeID)
        }
        for (modeID, modeName) in modes { modeNames[modeID] = modeName }
        var mapping: [String: Appearance] = [:]
        if modes.count == 1 {
          mapping[modes[0].0] = chosen[modes[0].1] ?? .light
        } else {
          for (modeID, modeName) in modes {
            guard let appearance = chosen[modeName] ?? appearance(ofMode: modeName) else { continue }
            if mapping.values.contains(appearance) { continue }
            mapping[modeID] = appearance
          }
          // A collection whose modes name no light (Desktop, Mobile) gives light from its default.
          if !mapping.values.contains(.light), let defaultMode = collection["defaultModeId"]?.stringValue,
            mapping[defaultMode] == nil
          {
            mapping[defaultMode] = .light
          }
        }
        for (modeID, modeName) in modes where mapping[modeID] == nil {
          report.ignored.append(
            ImportNote(
              location: location(JSONPath.appending("modes", to: path("variableCollections", member.key))),
              subject: "\(name) / \(modeName)",
              message:
                "is no appearance (Light, Dark, High contrast, Dark HC) or repeats one; its values are not merged"
            ))
        }
        appearances[id] = mapping
      }
    }

    mutating func readVariables(_ members: [JSONMember]) {
      var seen: [String: Int] = [:]
      for member in members {
        let node = member.value
        guard let name = node["name"]?.stringValue, let collection = node["variableCollectionId"]?.stringValue
        else {
          report.unmapped.append(
            ImportNote(
              location: location(path("variables", member.key)), subject: member.key,
              message: "has no \"name\" or \"variableCollectionId\""))
          continue
        }
        let values = (node["valuesByMode"]?.objectMembers ?? []).map { ($0.key, $0.value) }
        let id = node["id"]?.stringValue ?? member.key
        variables.append(
          Variable(
            id: id, name: name, collection: collection, type: node["resolvedType"]?.stringValue ?? "", values: values,
            node: node))
        seen[Self.themeName(name), default: 0] += 1
      }
      // Names repeat across collections; a repeated one is qualified by its collection's name.
      for variable in variables {
        var themeName = Self.themeName(variable.name)
        if seen[themeName, default: 0] > 1 {
          themeName = Self.themeName(
            (collectionNames[variable.collection] ?? variable.collection) + "/" + variable.name)
          report.converted.append(
            ImportNote(
              location: location(path("variables", variable.id)), subject: variable.name,
              message: "is named \(JSONWriter.quoted(themeName)): another collection has a variable of that name"))
        }
        themeNames[variable.id] = themeName
        types[variable.id] = variable.type
      }
      // Two collections of one name (a library's and the file's) may still repeat a name: the
      // id then tells them apart.
      var counts: [String: Int] = [:]
      for name in themeNames.values { counts[name, default: 0] += 1 }
      for variable in variables where counts[themeNames[variable.id] ?? "", default: 0] > 1 {
        themeNames[variable.id] = (themeNames[variable.id] ?? variable.name) + "#" + variable.id
      }
    }

    /// A theme name from a Figma name: groups (`/`) become dots, as in Figma's own DTCG export.
    static func themeName(_ name: String) -> String {
      name.split(separator: "/", omittingEmptySubsequences: true).map { $0.trimmingWhitespace() }.joined(
        separator: ".")
    }
  }
}
