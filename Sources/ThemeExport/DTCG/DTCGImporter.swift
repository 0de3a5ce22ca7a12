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
    /// The appearance the file is an override for (`--mode dark=FILE`); nil to take it from
    /// the file's name.
    public var appearance: Appearance?

    /// Creates an input.
    public init(name: String, bytes: [UInt8], appearance: Appearance? = nil) {
      self.name = name
      self.bytes = bytes
      self.appearance = appearance
    }
  }

  /// Whether `bytes` are a DTCG resolver document (it has `resolutionOrder`).
  public static func isResolver(_ bytes: [UInt8]) -> Bool {
    (try? JSONParser.parse(bytes)).map(DTCGResolver.isResolver) ?? false
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

  /// What an import did with the tokens: the ones it mapped, the ones it keeps as they are,
  /// and the earlier drafts' forms it read.
  public struct Report: Sendable, Equatable {
    /// Colour tokens that became theme colours, by token path.
    public var colors: [String] = []
    /// Typography tokens that became typography styles.
    public var typography: [String] = []
    /// Tokens of other types, kept verbatim in the theme's extensions (the DTCG export writes
    /// them back).
    public var kept: [String] = []
    /// Forms of the earlier drafts that were read (each once, with its token path).
    public var legacy: [ValidationIssue] = []
    /// With `lossy`: the tokens left out because they could not be read, each with why.
    public var dropped: [ValidationIssue] = []
    /// What was read but looks wrong (a `hex` that disagrees with the components), once each.
    public var warnings: [ValidationIssue] = []
    /// Files read and left out by the source's rules (a Figma mode that stands for no
    /// appearance), each with why.
    public var notMerged: [ValidationIssue] = []
  }

  /// The key of the theme's `extensions` under which an import keeps what the theme model does
  /// not use: `tokens` (a token tree) and `metadata` (per theme colour or style).
  public static let keptKey = "org.themereg.dtcg"

  /// The theme document the files describe, validated.
  public static func document(
    from inputs: [Input], name: String?, load: (String) throws(ThemeValidationError) -> [UInt8]? = { _ in nil }
  ) throws(ThemeValidationError) -> ThemeDocument {
    try importing(inputs, name: name, load: load).document
  }

  /// The theme document the files describe, and what the import did with every token.
  ///
  /// Every file is first checked against the 2025.10 format (earlier drafts' forms are read and
  /// reported); a file with problems is refused, each problem naming its file and token path.
  /// Colours (with modes from a resolver or sibling files named `NAME.dark.json`,
  /// `NAME.lightHighContrast.json`, `NAME.darkHighContrast.json`) and typography composites
  /// become the theme's; every other token, and the metadata of the mapped ones, is kept
  /// verbatim under `extensions["org.themereg.dtcg"]`. Nothing is dropped.
  ///
  /// - Throws: `ThemeValidationError` naming the file and token at fault.
  public static func importing(
    _ inputs: [Input], name: String?, resolving: DTCGResolver.Inputs = DTCGResolver.Inputs(), lossy: Bool = false,
    load: (String) throws(ThemeValidationError) -> [UInt8]? = { _ in nil }
  ) throws(ThemeValidationError) -> (document: ThemeDocument, report: Report) {
    var issues: [ValidationIssue] = []
    var parsed: [(Appearance, JSONValue)] = []
    for input in inputs {
      do {
        parsed.append((input.appearance ?? mode(of: input.name), try JSONParser.parse(input.bytes)))
      } catch {
        issues += error.issues.map { ValidationIssue(path: input.name + ": " + $0.path, message: $0.message) }
      }
    }
    if !issues.isEmpty { throw ThemeValidationError(issues: issues) }
    if let index = parsed.firstIndex(where: { DTCGResolver.isResolver($0.1) }) {
      // Every file of an export given at once: the resolver reads its own sources; a file it
      // does not name would be lost, so it is refused.
      let resolver = parsed[index].1
      let folder = inputs[index].name.lastIndex(of: "/").map { String(inputs[index].name[...$0]) } ?? ""
      let named = Set(DTCGResolver.fileReferences(resolver))
      var strays: [ValidationIssue] = []
      for (other, input) in inputs.enumerated() where other != index {
        var relative = Substring(input.name)
        if relative.hasPrefix(folder) { relative = relative.dropFirst(folder.count) }
        if relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        if DTCGResolver.isResolver(parsed[other].1) || !named.contains(String(relative)) {
          strays.append(
            ValidationIssue(
              path: input.name,
              message:
                "is given beside the resolver \(inputs[index].name) but is not one of its sources; give the resolver alone, or add the file to one of its sets"
            ))
        }
      }
      if !strays.isEmpty { throw ThemeValidationError(issues: strays) }
      parsed = try DTCGResolver.resolve(resolver, name: inputs[index].name, inputs: resolving, load: load)
      return try importing(trees: parsed, label: { "\(inputs[index].name) (\($0.rawValue))" }, name: name, lossy: lossy)
    } else if parsed.count > 1 {
      parsed = merged(parsed)
    }
    // A single file is named as it is; merged files by all of them and the appearance.
    let names = inputs.map(\.name)
    let single = inputs.count == 1 && parsed.count == 1
    return try importing(
      trees: parsed, label: { single ? names[0] : "\(names.joined(separator: " + ")) (\($0.rawValue))" }, name: name,
      lossy: lossy)
  }

  /// Token trees merged in order, later ones over earlier ones, like a resolver's sets; a
  /// mode's trees (`NAME.dark.json`, `--mode dark=FILE`) lie over the merged default ones.
  static func merged(_ parsed: [(Appearance, JSONValue)]) -> [(Appearance, JSONValue)] {
    var base = JSONValue.object([])
    for (appearance, tree) in parsed where appearance == .light { base = DTCGResolver.merge(base, tree) }
    var merged: [(Appearance, JSONValue)] = [(.light, base)]
    for appearance in Appearance.allCases where appearance != .light && parsed.contains(where: { $0.0 == appearance }) {
      var tree = base
      for (mode, file) in parsed where mode == appearance { tree = DTCGResolver.merge(tree, file) }
      merged.append((appearance, tree))
    }
    if !parsed.contains(where: { $0.0 == .light }) { merged.removeFirst() }
    return merged
  }

  /// The theme document of token trees by appearance (merged already), and what the import
  /// did with every token; `label` names a tree's appearance in a problem.
  static func importing(
    trees: [(Appearance, JSONValue)], label: (Appearance) -> String, name: String?, lossy: Bool
  ) throws(ThemeValidationError) -> (document: ThemeDocument, report: Report) {
    var parsed = trees
    var issues: [ValidationIssue] = []
    var report = Report()
    var seenLegacy: Set<String> = []
    var seenWarnings: Set<ValidationIssue> = []
    for (index, (_, original)) in parsed.enumerated() {
      var file = original
      var checked = DTCGFormat.check(file, legacy: true)
      // --lossy: each token with a problem is left out, with a warning; what remains is checked
      // again, until nothing more is left out (an alias of a token left out is left out in turn).
      var unfixable: [ValidationIssue] = []
      while lossy && !checked.issues.isEmpty {
        let tokens = Set(DTCGFormat.tokens(file).tokens.map(\.path))
        var removed = 0
        unfixable = []
        for issue in checked.issues {
          let segments = issue.path.split(separator: ".").map(String.init)
          guard
            let cut = (1...max(segments.count, 1)).reversed().first(where: {
              tokens.contains(segments.prefix($0).joined(separator: "."))
            })
          else {
            unfixable.append(issue)
            continue
          }
          let path = Array(segments.prefix(cut))
          file = removing(path, from: file)
          removed += 1
          if !report.dropped.contains(where: { $0.path == path.joined(separator: ".") }) {
            report.dropped.append(
              ValidationIssue(path: path.joined(separator: "."), message: Self.leftOutMessage(issue.message, report)))
          }
        }
        checked = DTCGFormat.check(file, legacy: true)
        parsed[index].1 = file
        if removed == 0 { break }
      }
      checked.issues = unfixable.filter { !checked.issues.contains($0) } + checked.issues
      let shown = label(parsed[index].0)
      issues += checked.issues.map { ValidationIssue(path: shown + ": " + $0.path, message: $0.message) }
      // Each form once, and found in constant time: a file of 5,000 legacy colours has 5,000 notes.
      for note in checked.legacy where seenLegacy.insert(note.message).inserted {
        report.legacy.append(note)
      }
      for warning in checked.warnings where seenWarnings.insert(warning).inserted { report.warnings.append(warning) }
    }
    if !issues.isEmpty { throw ThemeValidationError(issues: issues) }
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
        ValidationIssue(path: "$", message: "the tokens do not name a theme, and no name was given for it")
      ])
    }
    let all = DTCGFormat.tokens(base).tokens
    report.colors = all.filter { $0.type == "color" }.map(\.path)
    report.typography = all.filter { $0.type == "typography" }.map(\.path)
    report.kept = all.filter { $0.type != "color" && $0.type != "typography" }.map(\.path)
    let colorMembers = colors(parsed)
    // A colour that only a mode's files define (a high-contrast context adding a token) has
    // no value in the base the theme's colours are read from: said, not dropped.
    // The base's colour tokens, walked once for the checks and maps below.
    let baseColors = tokens(base, type: "color")
    let baseNames = Set(baseColors.map { themeName($0, root: "color") })
    var onlyInModes: [(name: String, path: String, appearances: [Appearance])] = []
    for (appearance, tree) in parsed where appearance != .light {
      for entry in tokens(tree, type: "color") where !baseNames.contains(themeName(entry, root: "color")) {
        let name = themeName(entry, root: "color")
        if let index = onlyInModes.firstIndex(where: { $0.name == name }) {
          onlyInModes[index].appearances.append(appearance)
        } else {
          onlyInModes.append((name, entry.path.joined(separator: "."), [appearance]))
        }
      }
    }
    let modeOnly = onlyInModes.map { entry in
      ValidationIssue(
        path: label(entry.appearances[0]) + ": " + entry.path,
        message:
          "is a colour of \(entry.appearances.map(\.rawValue).joined(separator: ", ")) only; a theme's colour has its value in the default (light) tokens too, so give it one there"
      )
    }
    if !modeOnly.isEmpty {
      guard lossy else { throw ThemeValidationError(issues: modeOnly) }
      report.dropped += modeOnly
    }
    let moded = baseColors.filter { $0.token["$extensions"]?["mode"] != nil }
    if let first = moded.first {
      report.legacy.append(
        ValidationIssue(
          path: first.path.joined(separator: "."),
          message:
            "\(moded.count) colour\(moded.count == 1 ? "" : "s") with modes under $extensions.mode (Terrazzo's earlier form), read as their appearances"
        ))
    }
    guard !colorMembers.isEmpty else {
      let found = report.typography + report.kept
      // What an earlier draft's form tolerated is named too: with no colour to import, the
      // file is likely a test of exactly that form (a typography without letterSpacing).
      throw ThemeValidationError(
        issues: [
          ValidationIssue(
            path: "$",
            message:
              "the tokens hold no colour, and a theme is made of colours first; \(found.count) other token\(found.count == 1 ? " was" : "s were") found (\(found.prefix(3).joined(separator: ", "))\(found.count > 3 ? ", …" : ""))"
          )
        ] + report.legacy)
    }
    members.append(JSONMember("colors", .object(colorMembers)))
    let typography = typographyStyles(base)
    // An empty typography section that themereg exported comes back too, so the hash matches.
    if !typography.isEmpty || (registry != nil && registry?["noTypography"]?.boolValue != true) {
      members.append(JSONMember("typography", .object(typography)))
    }
    // Mapped tokens' metadata is kept under the section and theme name their token became.
    var mapped: [String: String] = [:]
    for entry in baseColors {
      mapped[entry.path.joined(separator: ".")] = "color:" + themeName(entry, root: "color")
    }
    for entry in tokens(base, type: "typography") {
      mapped[entry.path.joined(separator: ".")] = "typography:" + themeName(entry, root: "typography")
    }
    // A token themereg keeps (an overlay's opacity, say) may differ in an appearance: its value
    // there is kept too, so the export's appearance file writes it back.
    let baseValues = Dictionary(
      all.map { ($0.path, $0.definition["$value"]) }, uniquingKeysWith: { first, _ in first }
    )
    var modes: [JSONMember] = []
    for (appearance, tree) in parsed where appearance != .light {
      let differing = DTCGFormat.tokens(tree).tokens.filter { token in
        token.type != "color" && token.type != "typography" && token.definition["$value"] != nil
          && token.definition["$value"] != baseValues[token.path] ?? nil
      }
      guard !differing.isEmpty else { continue }
      report.kept += differing.map { "\($0.path) (\(appearance.rawValue))" }
      modes.append(
        JSONMember(
          appearance.rawValue,
          .object(
            differing.map { token in
              JSONMember(
                token.path,
                .object(
                  (token.type.map { [JSONMember("$type", .string($0))] } ?? []) + [
                    JSONMember("$value", token.definition["$value"]!)
                  ]))
            })))
    }
    var kept = keptTokens(base, mapped: mapped)
    if !modes.isEmpty {
      kept = .object((kept?.objectMembers ?? []) + [JSONMember("modes", .object(modes))])
    }
    if let kept {
      var extensions = members.first { $0.key == "extensions" }?.value.objectMembers ?? []
      extensions.removeAll { $0.key == keptKey }
      extensions.append(JSONMember(keptKey, kept))
      members.removeAll { $0.key == "extensions" }
      members.append(JSONMember("extensions", .object(extensions)))
    }
    return (try ThemeDocument(json: .object(members)), report)
  }
}
