import ThemeModel

/// Figma's local variables — the response of `GET /v1/files/:key/variables/local`, or its
/// `meta` object — read into a theme document. Variables are keyed by id (their names repeat
/// across collections); each collection's modes map to appearances by name (`Light`, `Dark`,
/// `High contrast`, `Dark HC`, …, case-insensitive; `--appearance MODE=APPEARANCE` for others),
/// a collection of one mode gives light, and a `VARIABLE_ALIAS` stays an alias, which the theme
/// reads in each appearance, as Figma reads an alias in its target collection's mode (a
/// modeless collection aliasing into a moded one follows the moded one). Colours with 8-bit
/// channels become hex; others stay sRGB floats as written. Number, string and boolean
/// variables, and every variable's id, description, scopes and code syntax, are kept in
/// `extensions["org.themereg.figma"]`.
public enum FigmaVariablesImporter {
  /// Where what the theme has no field for is kept in the document's extensions.
  public static let keptKey = "org.themereg.figma"

  /// The appearance a mode name stands for, by the usual spellings, or nil.
  public static func appearance(ofMode name: String) -> Appearance? {
    let key = name.lowercased().filter { $0.isLetter }
    switch key {
    case "highcontrast", "hc", "increasedcontrast", "lightincreasedcontrast": return .lightHighContrast
    case "darkincreasedcontrast": return .darkHighContrast
    default: return DTCGResolver.appearance(ofContext: name)
    }
  }

  /// The document and report of the variables in `file`.
  public static func importing(
    _ file: ImportFile, name: String, appearances chosen: [String: Appearance] = [:], lossy: Bool
  ) throws(ImportError) -> (document: ThemeDocument, report: ImportReport) {
    let (root, map) = try parsed(file)
    return try importing(file, root: root, map: map, name: name, appearances: chosen, lossy: lossy)
  }

  /// `file` parsed, with a source map of the values the reader locates.
  static func parsed(_ file: ImportFile) throws(ImportError) -> (JSONValue, SourceMap) {
    do {
      return try JSONParser.parseWithSourceMap(
        file.bytes, onlyUnder: ["variables", "variableCollections", "valuesByMode", "modes"])
    } catch {
      throw .invalid(
        ThemeValidationError(
          issues: error.issues.map { ValidationIssue(path: file.path + ": " + $0.path, message: $0.message) }))
    }
  }

  /// The document and report of the variables of `file`, already parsed into `root` and `map`.
  static func importing(
    _ file: ImportFile, root: JSONValue, map: SourceMap, name: String, appearances chosen: [String: Appearance],
    lossy: Bool
  ) throws(ImportError) -> (document: ThemeDocument, report: ImportReport) {
    let base = root["meta"]?["variables"] != nil ? "meta" : "$"
    let meta = base == "meta" ? root["meta"]! : root
    guard let variables = meta["variables"]?.objectMembers, let collections = meta["variableCollections"]?.objectMembers
    else {
      throw .invalid(
        ThemeValidationError(issues: [
          ValidationIssue(
            path: file.path, message: "has no \"variables\" and \"variableCollections\" (a Figma Variables response)")
        ]))
    }
    var reading = Reading(file: file, map: map, base: base, chosen: chosen)
    reading.readCollections(collections)
    reading.readVariables(variables)
    return try reading.document(name: name, lossy: lossy)
  }
}
