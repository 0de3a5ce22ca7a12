import ThemeModel

/// Where each colour of a token-file import was written: the file, line and column of its
/// token's value, per appearance (the last file in merge order that writes it: the base files
/// for light, then that appearance's own files), kept in `extensions["org.themereg.sources"]`
/// as the folder importers keep theirs, so a SARIF alert sits on the team's `tokens.json`.
enum TokenSources {
  /// `document` with the sources of its colours among `files`, whose tokens hold their values
  /// under `valueKey` (`$value`, or Style Dictionary's `value`, whose files `tokenTree` reads
  /// as DTCG); the document as it is when the files are themereg's own export (its record
  /// makes the round trip exact) or nothing is found.
  static func located(
    _ document: ThemeDocument, files: [(appearance: Appearance, file: ImportFile)], valueKey: String,
    tokenTree: (JSONValue) -> JSONValue = { $0 }
  ) -> ThemeDocument {
    var maps: [(appearance: Appearance, path: String, map: SourceMap)] = []
    // Each colour's token path, as the DTCG reader named the colour after it.
    var paths: [String: [String]] = [:]
    for (appearance, file) in files {
      guard let (tree, map) = try? JSONParser.parseWithSourceMap(file.bytes, onlyUnder: [valueKey]) else {
        return document
      }
      if tree["$extensions"]?[DTCGExporter.namespace] != nil { return document }
      maps.append((appearance, file.path, map))
      for entry in DTCGImporter.tokens(tokenTree(tree), type: "color")
      where paths[DTCGImporter.themeName(entry, root: "color")] == nil {
        paths[DTCGImporter.themeName(entry, root: "color")] = entry.path
      }
    }
    var located: [(String, [Appearance: SourceLocation])] = []
    for color in document.theme.colors {
      guard let path = paths[color.name], !path.isEmpty else { continue }
      let jsonPath = (path + [valueKey]).reduce("$") { JSONPath.appending($1, to: $0) }
      var byAppearance: [Appearance: SourceLocation] = [:]
      for appearance in color.values.keys {
        let candidates = maps.filter { $0.appearance == .light || $0.appearance == appearance }
        guard let found = candidates.last(where: { $0.map.region(of: jsonPath) != nil }),
          let region = found.map.region(of: jsonPath)
        else { continue }
        byAppearance[appearance] = SourceLocation(file: found.path, line: region.startLine, column: region.startColumn)
      }
      located.append((color.name, byAppearance))
    }
    guard let member = ImportedSources.member(located), case .object(var members) = document.json else {
      return document
    }
    var extensions = document.json["extensions"]?.objectMembers ?? []
    extensions.removeAll { $0.key == member.key }
    extensions.append(member)
    members.removeAll { $0.key == "extensions" }
    members.append(JSONMember("extensions", .object(extensions)))
    return (try? ThemeDocument(json: .object(members))) ?? document
  }
}
