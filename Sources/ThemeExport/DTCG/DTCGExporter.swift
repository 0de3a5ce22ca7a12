import ThemeFiles
import ThemeModel

/// DTCG 2025.10 design tokens: colour tokens with a mode per appearance, typography composites,
/// and everything DTCG cannot express under `$extensions["org.themereg"]`, so that importing
/// the file gives back the same theme document, byte for byte.
enum DTCGExporter {
  static let namespace = "org.themereg"

  /// `dtcg/tokens.json` (every token, the default appearance's values), and for a theme with
  /// more appearances a 2025.10 resolver, `dtcg/theme.resolver.json`, whose modifier
  /// `appearance` adds `dtcg/appearances/<appearance>.tokens.json` (the tokens that differ), so
  /// any resolver-aware tool gets the colours themereg audits in each appearance.
  static func files(_ source: ExportSource) -> [ExportFile] {
    func file(_ path: String, _ value: JSONValue) -> ExportFile {
      ExportFile(path: path, bytes: JSONWriter.bytes(value, options: .pretty) + [0x0A])
    }
    var files = [file("dtcg/tokens.json", document(source))]
    let theme = source.theme
    let others = theme.appearances.filter { $0 != theme.primaryAppearance }
    guard !others.isEmpty else { return files }
    let layout = TokenLayout(theme)
    if source.configuration.dtcg.layout == .files {
      // One whole file per appearance, named as the importer and mode-file tools read them.
      for appearance in others {
        var members = document(source, appearance: appearance).objectMembers ?? []
        members.removeAll { $0.key == "$extensions" }
        members.insert(JSONMember("$description", .string("\(appearance.rawValue): \(source.provenance)")), at: 0)
        files.append(file("dtcg/tokens.\(appearance.rawValue).json", .object(members)))
      }
      return files
    }
    var contexts = [JSONMember(theme.primaryAppearance.rawValue, .array([]))]
    for appearance in others {
      let changed = theme.colors.filter { $0.expression(in: appearance) != $0.expression(in: theme.primaryAppearance) }
      var tokens: [JSONMember] = []
      for token in changed {
        layout.insert(
          .object([
            JSONMember("$type", .string("color")),
            JSONMember("$value", dtcgColor(expression(token, appearance, source), layout: layout)),
          ]), name: token.name, section: "color", into: &tokens)
      }
      // The kept tokens an import found different in this appearance go back into its file.
      tokens = merged(tokens, keptModeTokens(theme, appearance))
      let path = "appearances/\(appearance.rawValue).tokens.json"
      files.append(
        file(
          "dtcg/" + path,
          .object(
            [
              JSONMember("$description", .string("\(appearance.rawValue): \(source.provenance)"))
            ] + tokens)))
      contexts.append(JSONMember(appearance.rawValue, .array([.object([JSONMember("$ref", .string(path))])])))
    }
    let resolver = JSONValue.object([
      JSONMember("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
      JSONMember("name", .string(theme.name)), JSONMember("version", .string("2025.10")),
      JSONMember("description", .string(source.provenance)),
      JSONMember(
        "sets",
        .object([
          JSONMember(
            "base", .object([JSONMember("sources", .array([.object([JSONMember("$ref", .string("tokens.json"))])]))]))
        ])),
      JSONMember(
        "modifiers",
        .object([
          JSONMember(
            "appearance",
            .object([
              JSONMember("description", .string("The appearance themereg audits: light, dark and Increase Contrast.")),
              JSONMember("contexts", .object(contexts)),
              JSONMember("default", .string(theme.primaryAppearance.rawValue)),
            ]))
        ])),
      JSONMember(
        "resolutionOrder",
        .array([
          .object([JSONMember("$ref", .string("#/sets/base"))]),
          .object([JSONMember("$ref", .string("#/modifiers/appearance"))]),
        ])),
    ])
    files.append(file("dtcg/theme.resolver.json", resolver))
    return files
  }

  /// A token name DTCG accepts: no `.`, `{`, `}` and no leading `$`.
  static func tokenName(_ name: String) -> String {
    var result = name.replacing(".", with: "_").replacing("{", with: "(").replacing("}", with: ")")
    if result.hasPrefix("$") { result = "_" + result.dropFirst() }
    return result
  }

  static func dtcgColor(_ expression: ColorExpression, layout: TokenLayout) -> JSONValue {
    switch expression {
    case .alias(let target): return .string(layout.reference(target, section: "color"))
    case .literal(let color, _):
      var members = [
        JSONMember("colorSpace", .string("srgb")),
        JSONMember("components", .array([.number(color.red), .number(color.green), .number(color.blue)])),
      ]
      if color.alpha < 1 { members.append(JSONMember("alpha", .number(color.alpha))) }
      members.append(JSONMember("hex", .string(String(color.hex.lowercased().prefix(7)))))
      return .object(members)
    }
  }

  /// The kept tokens an import found different in `appearance`, as a token tree.
  static func keptModeTokens(_ theme: Theme, _ appearance: Appearance) -> [JSONMember] {
    let keptModes = theme.extensions?[DTCGImporter.keptKey]?["modes"]?[appearance.rawValue]?.objectMembers ?? []
    return keptModes.map { entry in
      entry.key.split(separator: ".").reversed().reduce(entry.value) { inner, key in
        .object([JSONMember(String(key), inner)])
      }
    }.reduce([JSONMember]()) { merged($0, $1.objectMembers ?? []) }
  }

  /// A colour's expression in `appearance`; an alias is its value when references are resolved.
  static func expression(_ token: ColorToken, _ appearance: Appearance, _ source: ExportSource) -> ColorExpression {
    let expression = token.expression(in: appearance)
    guard !source.configuration.dtcg.keepsReferences, case .alias = expression else { return expression }
    return .literal(source.theme.resolve(.named(token.name), in: appearance), written: "")
  }

  /// The whole token document with each colour's value in `appearance` (the first by default).
  static func document(_ source: ExportSource, appearance: Appearance? = nil) -> JSONValue {
    let theme = source.theme
    let shown = appearance ?? theme.primaryAppearance
    let json = source.document.json
    let layout = TokenLayout(theme)
    var members: [JSONMember] = []
    for token in theme.colors {
      var registry: [JSONMember] = []
      if layout.needsName(token.name, section: "color") { registry.append(JSONMember("name", .string(token.name))) }
      registry.append(JSONMember("written", json["colors"]?[token.name] ?? .null))
      let modes = theme.appearances.filter { $0 != theme.primaryAppearance }.map { appearance in
        JSONMember(appearance.rawValue, dtcgColor(expression(token, appearance, source), layout: layout))
      }
      if !modes.isEmpty { registry.append(JSONMember("modes", .object(modes))) }
      layout.insert(
        .object([
          JSONMember("$type", .string("color")),
          JSONMember("$value", dtcgColor(expression(token, shown, source), layout: layout)),
          JSONMember("$extensions", .object([JSONMember(namespace, .object(registry))])),
        ]), name: token.name, section: "color", into: &members)
    }
    for style in theme.typography {
      var registry: [JSONMember] = []
      if layout.needsName(style.name, section: "typography") {
        registry.append(JSONMember("name", .string(style.name)))
      }
      registry.append(JSONMember("written", json["typography"]?[style.name] ?? .null))
      var value = [
        JSONMember("fontFamily", .string(style.usesSystemFont ? "system-ui" : style.fontFamily)),
        JSONMember(
          "fontSize", .object([JSONMember("value", .number(style.size)), JSONMember("unit", .string("px"))])),
        JSONMember("fontWeight", .integer(style.weight)),
        JSONMember("letterSpacing", .object([JSONMember("value", .number(0)), JSONMember("unit", .string("px"))])),
      ]
      value.append(JSONMember("lineHeight", .number(style.lineHeight ?? 1.2)))
      layout.insert(
        .object([
          JSONMember("$type", .string("typography")), JSONMember("$value", .object(value)),
          JSONMember("$extensions", .object([JSONMember(namespace, .object(registry))])),
        ]), name: style.name, section: "typography", into: &members)
    }
    let rest = (json.objectMembers ?? []).filter { $0.key != "colors" && $0.key != "typography" }
    var registry = [
      JSONMember("generatedBy", .string(source.provenance)), JSONMember("version", .integer(source.version)),
      JSONMember("document", .object(rest)),
    ]
    if json["typography"] == nil { registry.append(JSONMember("noTypography", .bool(true))) }
    if !source.approved { registry.append(JSONMember("unapproved", .bool(true))) }
    if !members.contains(where: { $0.key == "color" }) { members.insert(JSONMember("color", .object([])), at: 0) }
    // What an import kept verbatim goes back where it came from: the other tokens' tree, and
    // the metadata of the mapped tokens onto them.
    let kept = theme.extensions?[DTCGImporter.keptKey]
    if let tree = kept?["tokens"] { members = merged(members, tree.objectMembers ?? []) }
    if shown != theme.primaryAppearance { members = replaced(members, keptModeTokens(theme, shown)) }
    if let metadata = kept?["metadata"]?.objectMembers {
      for entry in metadata {
        let parts = entry.key.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let path = layout.storedPath(parts[1], section: parts[0]) else { continue }
        members = withMetadata(members, path: path, entry.value)
      }
    }
    members.removeAll { $0.key == "$extensions" }
    var extensions = kept?["tokens"]?["$extensions"]?.objectMembers ?? []
    extensions.append(JSONMember(namespace, .object(registry)))
    members.append(JSONMember("$extensions", .object(extensions)))
    return .object(members)
  }

  /// `base` with the tokens of `extra` in place of its own: groups merge, a token replaces.
  static func replaced(_ base: [JSONMember], _ extra: [JSONMember]) -> [JSONMember] {
    var result = base
    for member in extra {
      guard let index = result.firstIndex(where: { $0.key == member.key }) else {
        result.append(member)
        continue
      }
      if let inner = result[index].value.objectMembers, let more = member.value.objectMembers,
        member.value["$value"] == nil
      {
        result[index] = JSONMember(member.key, .object(replaced(inner, more)))
      } else {
        result[index] = member
      }
    }
    return result
  }

  /// `base` with `extra` merged in: groups merge member by member, anything else is added.
  static func merged(_ base: [JSONMember], _ extra: [JSONMember]) -> [JSONMember] {
    var result = base
    for member in extra {
      if let index = result.firstIndex(where: { $0.key == member.key }) {
        if let inner = result[index].value.objectMembers, let more = member.value.objectMembers,
          result[index].value["$value"] == nil, member.value["$value"] == nil
        {
          result[index] = JSONMember(member.key, .object(merged(inner, more)))
        }
      } else {
        result.append(member)
      }
    }
    return result
  }

  /// `members` with the token at `path` given the kept `metadata` members.
  static func withMetadata(_ members: [JSONMember], path: [String], _ metadata: JSONValue) -> [JSONMember] {
    guard let first = path.first, let index = members.firstIndex(where: { $0.key == first }),
      var inner = members[index].value.objectMembers
    else { return members }
    if path.count == 1 {
      for item in metadata.objectMembers ?? [] where item.key == "fontFamily" || item.key == "letterSpacing" {
        // Typography parts the model does not hold: written back while they still fit.
        guard let valueIndex = inner.firstIndex(where: { $0.key == "$value" }),
          case .object(var value) = inner[valueIndex].value
        else { continue }
        if item.key == "fontFamily", let first = item.value.arrayElements?.first,
          let current = value.firstIndex(where: { $0.key == "fontFamily" }), value[current].value == first
        {
          value[current] = JSONMember("fontFamily", item.value)
        } else if item.key == "letterSpacing", let current = value.firstIndex(where: { $0.key == "letterSpacing" }) {
          value[current] = JSONMember("letterSpacing", item.value)
        }
        inner[valueIndex] = JSONMember("$value", .object(value))
      }
      for item in metadata.objectMembers ?? [] where item.key.hasPrefix("$") {
        if item.key == "$extensions", let existing = inner.firstIndex(where: { $0.key == "$extensions" }) {
          inner[existing] = JSONMember(
            "$extensions", .object((item.value.objectMembers ?? []) + (inner[existing].value.objectMembers ?? [])))
        } else if !inner.contains(where: { $0.key == item.key }) {
          inner.insert(item, at: min(1, inner.count))
        }
      }
    } else {
      inner = withMetadata(inner, path: Array(path.dropFirst()), metadata)
    }
    var result = members
    result[index] = JSONMember(first, .object(inner))
    return result
  }

}
