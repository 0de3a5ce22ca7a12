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

    /// Creates an input.
    public init(name: String, bytes: [UInt8]) {
      self.name = name
      self.bytes = bytes
    }
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
  }

  /// The key of the theme's `extensions` under which an import keeps what the theme model does
  /// not use: `tokens` (a token tree) and `metadata` (per theme colour or style).
  public static let keptKey = "org.themereg.dtcg"

  /// The theme document the files describe, validated.
  public static func document(
    from inputs: [Input], name: String?, load: (String) -> [UInt8]? = { _ in nil }
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
    load: (String) -> [UInt8]? = { _ in nil }
  ) throws(ThemeValidationError) -> (document: ThemeDocument, report: Report) {
    var issues: [ValidationIssue] = []
    var parsed: [(Appearance, JSONValue)] = []
    for input in inputs {
      do {
        parsed.append((mode(of: input.name), try JSONParser.parse(input.bytes)))
      } catch {
        issues += error.issues.map { ValidationIssue(path: input.name + ": " + $0.path, message: $0.message) }
      }
    }
    if !issues.isEmpty { throw ThemeValidationError(issues: issues) }
    if parsed.count == 1, DTCGResolver.isResolver(parsed[0].1) {
      parsed = try DTCGResolver.resolve(parsed[0].1, name: inputs[0].name, inputs: resolving, load: load)
    } else if parsed.count > 1 {
      // Several files merge in order, later ones over earlier ones, like a resolver's sets; a
      // mode's files (NAME.dark.json) lie over the merged default files.
      var base = JSONValue.object([])
      for (appearance, tree) in parsed where appearance == .light { base = DTCGResolver.merge(base, tree) }
      var merged: [(Appearance, JSONValue)] = [(.light, base)]
      for appearance in Appearance.allCases where appearance != .light && parsed.contains(where: { $0.0 == appearance })
      {
        var tree = base
        for (mode, file) in parsed where mode == appearance { tree = DTCGResolver.merge(tree, file) }
        merged.append((appearance, tree))
      }
      if !parsed.contains(where: { $0.0 == .light }) { merged.removeFirst() }
      parsed = merged
    }
    var report = Report()
    for (index, (_, original)) in parsed.enumerated() {
      var file = original
      var checked = DTCGFormat.check(file, legacy: true)
      if lossy && !checked.issues.isEmpty {
        // --lossy: each token with a problem is left out, with a warning; what remains is checked again.
        let tokens = Set(DTCGFormat.tokens(file).tokens.map(\.path))
        var unfixable: [ValidationIssue] = []
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
          if !report.dropped.contains(where: { $0.path == path.joined(separator: ".") }) {
            report.dropped.append(ValidationIssue(path: path.joined(separator: "."), message: issue.message))
          }
        }
        checked = DTCGFormat.check(file, legacy: true)
        if !unfixable.isEmpty { checked.issues = unfixable + checked.issues }
        parsed[index].1 = file
      }
      // A single file is named as it is; merged files by all of them and the appearance.
      let label =
        inputs.count == 1 && parsed.count == 1
        ? inputs[0].name : "\(inputs.map(\.name).joined(separator: " + ")) (\(parsed[index].0.rawValue))"
      issues += checked.issues.map { ValidationIssue(path: label + ": " + $0.path, message: $0.message) }
      for note in checked.legacy where !report.legacy.contains(where: { $0.message == note.message }) {
        report.legacy.append(note)
      }
      for warning in checked.warnings where !report.warnings.contains(warning) { report.warnings.append(warning) }
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
        ValidationIssue(path: "$", message: "the tokens do not name a theme; give one with --name")
      ])
    }
    let all = DTCGFormat.tokens(base).tokens
    report.colors = all.filter { $0.type == "color" }.map(\.path)
    report.typography = all.filter { $0.type == "typography" }.map(\.path)
    report.kept = all.filter { $0.type != "color" && $0.type != "typography" }.map(\.path)
    let colorMembers = colors(parsed)
    guard !colorMembers.isEmpty else {
      throw ThemeValidationError(issues: [
        ValidationIssue(
          path: "$",
          message:
            "the tokens hold no colour, and a theme is made of colours first; \(report.kept.count) other tokens were found (\(report.kept.prefix(3).joined(separator: ", "))\(report.kept.count > 3 ? ", …" : ""))"
        )
      ])
    }
    members.append(JSONMember("colors", .object(colorMembers)))
    let typography = typographyStyles(base)
    // An empty typography section that themereg exported comes back too, so the hash matches.
    if !typography.isEmpty || (registry != nil && registry?["noTypography"]?.boolValue != true) {
      members.append(JSONMember("typography", .object(typography)))
    }
    // Mapped tokens' metadata is kept under the section and theme name their token became.
    var mapped: [String: String] = [:]
    for entry in tokens(base, type: "color") {
      mapped[entry.path.joined(separator: ".")] = "color:" + themeName(entry, root: "color")
    }
    for entry in tokens(base, type: "typography") {
      mapped[entry.path.joined(separator: ".")] = "typography:" + themeName(entry, root: "typography")
    }
    if let kept = keptTokens(base, mapped: mapped) {
      var extensions = members.first { $0.key == "extensions" }?.value.objectMembers ?? []
      extensions.removeAll { $0.key == keptKey }
      extensions.append(JSONMember(keptKey, kept))
      members.removeAll { $0.key == "extensions" }
      members.append(JSONMember("extensions", .object(extensions)))
    }
    return (try ThemeDocument(json: .object(members)), report)
  }

  /// Every token of `type` in `value` (after `$extends`, with `$root` tokens), with its path,
  /// in document order; `$ref` values are followed, so each carries a literal `$value`.
  static func tokens(_ value: JSONValue, type: String) -> [(path: [String], token: JSONValue)] {
    let all = DTCGFormat.tokens(value).tokens
    let byPath = definitions(all)
    return all.filter { $0.type == type }.map { token in
      var definition = token.definition
      if let pointer = token.definition["$ref"]?.stringValue, let target = follow(pointer, in: value),
        case .object(var members) = definition
      {
        members.removeAll { $0.key == "$ref" }
        members.append(JSONMember("$value", target))
        definition = .object(members)
      }
      return (token.path.split(separator: ".").map(String.init), dereferenced(definition, in: value, byPath: byPath))
    }
  }

  /// `tree` without the member at `path`.
  static func removing(_ path: [String], from tree: JSONValue) -> JSONValue {
    guard let first = path.first, case .object(let members) = tree else { return tree }
    if path.count == 1 { return .object(members.filter { $0.key != first }) }
    return .object(
      members.map { $0.key == first ? JSONMember($0.key, removing(Array(path.dropFirst()), from: $0.value)) : $0 })
  }

  /// The value a `#/…` JSON pointer names (the format check has already vouched for it).
  static func follow(_ pointer: String, in document: JSONValue) -> JSONValue? {
    var node = document
    for segment in pointer.dropFirst(2).split(separator: "/").map({
      String($0).replacing("~1", with: "/").replacing("~0", with: "~")
    }) {
      if let elements = node.arrayElements, let index = Int(segment), elements.indices.contains(index) {
        node = elements[index]
      } else if let next = node[segment] {
        node = next
      } else {
        return nil
      }
    }
    return node
  }

  /// `definition` with `{"$ref": …}` objects inside its value replaced by what they point at,
  /// and, in composite values, `{a.b}` sub-values by the value of the token they name (so a
  /// typography whose fontSize is `{text.sizes.body}` maps like a literal one).
  /// Each token's definition by its dotted path.
  static func definitions(_ tokens: [DTCGFormat.Token]) -> [String: JSONValue] {
    Dictionary(tokens.map { ($0.path, $0.definition) }, uniquingKeysWith: { first, _ in first })
  }

  static func dereferenced(_ definition: JSONValue, in document: JSONValue, byPath: [String: JSONValue]) -> JSONValue {
    func resolve(_ value: JSONValue, depth: Int, top: Bool) -> JSONValue {
      guard depth < 32 else { return value }
      switch value {
      case .object(let members):
        if members.count == 1, members[0].key == "$ref", let pointer = members[0].value.stringValue,
          let target = follow(pointer, in: document)
        {
          return resolve(target, depth: depth + 1, top: top)
        }
        return .object(members.map { JSONMember($0.key, resolve($0.value, depth: depth + 1, top: false)) })
      case .array(let elements): return .array(elements.map { resolve($0, depth: depth + 1, top: false) })
      case .string(let text):
        // A whole token's alias stays an alias (a theme colour alias); a sub-value's is resolved.
        guard !top, let path = Alias.path(text), let target = byPath[path.joined(separator: ".")] else { return value }
        if let next = target["$value"] { return resolve(next, depth: depth + 1, top: false) }
        if let pointer = target["$ref"]?.stringValue, let next = follow(pointer, in: document) {
          return resolve(next, depth: depth + 1, top: false)
        }
        return value
      default: return value
      }
    }
    guard case .object(let members) = definition else { return definition }
    return .object(members.map { $0.key == "$value" ? JSONMember($0.key, resolve($0.value, depth: 0, top: true)) : $0 })
  }

  /// What the theme model does not use, verbatim: the token tree of every other type (with
  /// its groups' metadata), and the metadata of the mapped tokens under `mapped`'s key for their
  /// path (`color:NAME`, `typography:NAME`); nil when there is none.
  static func keptTokens(_ base: JSONValue, mapped: [String: String]) -> JSONValue? {
    var metadata: [JSONMember] = []
    func prune(_ node: JSONValue, path: [String]) -> JSONValue? {
      guard case .object(let members) = node else { return node }
      let dotted = path.last == "$root" ? path.dropLast().joined(separator: ".") : path.joined(separator: ".")
      if node["$value"] != nil || node["$ref"] != nil {
        guard let key = mapped[dotted] else { return node }
        var kept = members.filter { ["$description", "$deprecated"].contains($0.key) }
        // Parts of a typography value the theme model has no field for: the fallback families
        // and a letter spacing; the export writes them back while the style keeps its family.
        if let value = node["$value"], let family = value["fontFamily"]?.arrayElements, family.count > 1 {
          kept.append(JSONMember("fontFamily", .array(family)))
        }
        if let spacing = node["$value"]?["letterSpacing"], spacing.objectMembers != nil,
          spacing["value"]?.numberValue != 0
        {
          kept.append(JSONMember("letterSpacing", spacing))
        }
        if let extensions = node["$extensions"]?.objectMembers?.filter({ $0.key != DTCGExporter.namespace }),
          !extensions.isEmpty
        {
          kept.append(JSONMember("$extensions", .object(extensions)))
        }
        if !kept.isEmpty { metadata.append(JSONMember(key, .object(kept))) }
        return nil
      }
      var result: [JSONMember] = []
      var hasTokens = false
      for member in members {
        if member.key == "$schema" { continue }
        if member.key == "$extensions" {
          let foreign = member.value.objectMembers?.filter { $0.key != DTCGExporter.namespace } ?? []
          if !foreign.isEmpty { result.append(JSONMember("$extensions", .object(foreign))) }
          continue
        }
        if member.key.hasPrefix("$") && member.key != "$root" {
          result.append(member)
          continue
        }
        if let child = prune(member.value, path: path + [member.key]) {
          result.append(JSONMember(member.key, child))
          hasTokens = true
        }
      }
      // A group left with nothing but its $type or description after the mapped tokens went
      // says nothing the export does not write again.
      let meaningful = result.contains { !["$type"].contains($0.key) }
      // The document's own metadata ($description, foreign $extensions) is kept even when every
      // token was mapped.
      let keepsRoot = path.isEmpty && !result.isEmpty
      return hasTokens || keepsRoot
        || (meaningful && !path.isEmpty && result.contains { $0.key != "$type" && $0.key != "$description" })
        ? .object(result) : nil
    }
    // Kept tokens that reference a mapped token (which now lives in the theme, under another
    // path) take the value it had, so nothing in the kept tree points at nothing.
    let removed = Set(mapped.keys)
    let definitions = Dictionary(
      DTCGFormat.tokens(base).tokens.map { ($0.path, $0.definition) }, uniquingKeysWith: { first, _ in first })
    func pointsIntoRemoved(_ pointer: String) -> Bool {
      let segments = pointer.dropFirst(2).split(separator: "/").map(String.init)
      guard let end = segments.firstIndex(of: "$value") else { return false }
      return removed.contains(segments[..<end].filter { $0 != "$root" }.joined(separator: "."))
    }
    func detach(_ value: JSONValue, depth: Int = 0) -> JSONValue {
      guard depth < 32 else { return value }
      switch value {
      case .string(let text):
        guard let path = Alias.path(text), removed.contains(path.joined(separator: ".")),
          let target = definitions[path.joined(separator: ".")]
        else { return value }
        return detach(dereferenced(target, in: base, byPath: definitions)["$value"] ?? value, depth: depth + 1)
      case .object(let members):
        if members.count == 1, members[0].key == "$ref", let pointer = members[0].value.stringValue,
          pointsIntoRemoved(pointer), let target = follow(pointer, in: base)
        {
          return detach(target, depth: depth + 1)
        }
        var result: [JSONMember] = []
        for member in members {
          if member.key == "$ref", let pointer = member.value.stringValue, pointsIntoRemoved(pointer),
            let target = follow(pointer, in: base)
          {
            result.append(JSONMember("$value", detach(target, depth: depth + 1)))
          } else if member.key == "$extends", let text = member.value.stringValue, let path = Alias.path(text),
            !extendsTargetKept(path)
          {
            // The extended group's tokens were all mapped: what it lent is in the theme already.
            continue
          } else {
            result.append(JSONMember(member.key, detach(member.value, depth: depth + 1)))
          }
        }
        return .object(result)
      case .array(let elements): return .array(elements.map { detach($0, depth: depth + 1) })
      default: return value
      }
    }
    var prunedTree = prune(base, path: [])
    func extendsTargetKept(_ path: [String]) -> Bool {
      var node = prunedTree
      for segment in path { node = node?[segment] }
      return node?.objectMembers?.contains { !$0.key.hasPrefix("$") || $0.key == "$root" } == true
    }
    /// Groups left empty (their tokens mapped, their $extends gone) carry nothing.
    func withoutEmptyGroups(_ value: JSONValue) -> JSONValue {
      guard case .object(let members) = value, value["$value"] == nil else { return value }
      return .object(
        members.compactMap { member in
          let inner = withoutEmptyGroups(member.value)
          return !member.key.hasPrefix("$") && inner.objectMembers?.isEmpty == true
            ? nil : JSONMember(member.key, inner)
        })
    }
    prunedTree = prunedTree.map { withoutEmptyGroups(detach($0)) }
    let tree = prunedTree
    let treeHasContent = tree?.objectMembers?.isEmpty == false
    // A token the export would not write back at its path (outside its section's group, or
    // lent by $extends) keeps its path.
    for (dotted, key) in mapped.sorted(by: { $0.key < $1.key }) {
      let parts = key.split(separator: ":", maxSplits: 1).map(String.init)
      let original = dotted.split(separator: ".").map(String.init)
      let usual =
        [parts[0]]
        + parts[1].split(separator: ".", omittingEmptySubsequences: false).map { TokenLayout.segment(String($0)) }
      guard original != usual else { continue }
      let path = JSONMember("path", .array(original.map(JSONValue.string)))
      if let index = metadata.firstIndex(where: { $0.key == key }), case .object(var members) = metadata[index].value {
        members.append(path)
        metadata[index] = JSONMember(key, .object(members))
      } else {
        metadata.append(JSONMember(key, .object([path])))
      }
    }
    guard treeHasContent || !metadata.isEmpty else { return nil }
    var members: [JSONMember] = []
    if let tree, treeHasContent { members.append(JSONMember("tokens", tree)) }
    if !metadata.isEmpty { members.append(JSONMember("metadata", .object(metadata))) }
    return .object(members)
  }

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
        let number = size.numberValue ?? size["value"]?.numberValue ?? 0
        let unit = size["unit"]?.stringValue ?? "px"
        style.append(JSONMember("size", .number(unit == "rem" ? number * 16 : number)))
      }
      if let weight = value["fontWeight"] { style.append(JSONMember("weight", weight)) }
      if let lineHeight = value["lineHeight"]?.numberValue {
        style.append(JSONMember("lineHeight", .number(lineHeight)))
      }
      return JSONMember(name, .object(style))
    }
  }
}
