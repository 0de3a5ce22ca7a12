import ThemeModel

/// Classic Style Dictionary token files read into a theme document: tokens are objects with
/// `value` (not `$value`) in nested categories, with `comment`s and references written
/// `{color.base.red.value}`, `{color.base.red}` or `{ color.base.red }`; the files are
/// deep-merged in the order given, as Style Dictionary merges its `source` globs, and an
/// override file per appearance (`--mode dark=modes/dark.json`) lies over the merged base.
///
/// Each file is translated into the DTCG token tree it means and mapped by `DTCGImporter`, so
/// colours, typography, references and modes follow one set of rules: `$type` comes from the
/// token's `type`, else from its category (Style Dictionary's Category/Type/Item convention:
/// everything under `color` is a colour), else from a value that is a colour. A token whose
/// type cannot be told is kept as written in `extensions["org.themereg.style-dictionary"]`,
/// and so are the properties DTCG has no place for (`attributes`, `themeable`, …).
public enum StyleDictionaryImporter {
  /// Where tokens and properties DTCG cannot hold are kept in the document's extensions.
  public static let keptKey = "org.themereg.style-dictionary"

  /// One file and the appearance it is for (light for the base files).
  public struct Input: Sendable {
    /// The file's name as the user gave it.
    public var name: String
    /// The file's bytes.
    public var bytes: [UInt8]
    /// The appearance whose override it is; `.light` for a base file.
    public var appearance: Appearance

    /// Creates an input.
    public init(name: String, bytes: [UInt8], appearance: Appearance = .light) {
      self.name = name
      self.bytes = bytes
      self.appearance = appearance
    }
  }

  /// The document and report of `inputs`.
  public static func importing(_ inputs: [Input], name: String, lossy: Bool)
    throws(ThemeValidationError) -> (document: ThemeDocument, report: DTCGImporter.Report)
  {
    var issues: [ValidationIssue] = []
    var trees: [(Appearance, JSONValue)] = []
    var kept: [JSONMember] = []
    var keptPaths: Set<String> = []
    for input in inputs {
      do {
        var translation = Translation()
        let tree = translation.group(try JSONParser.parse(input.bytes), path: [])
        trees.append((input.appearance, tree))
        for (path, token) in translation.untyped where keptPaths.insert(path).inserted {
          kept.append(JSONMember(path, token))
        }
      } catch {
        issues += error.issues.map { ValidationIssue(path: input.name + ": " + $0.path, message: $0.message) }
      }
    }
    if !issues.isEmpty { throw ThemeValidationError(issues: issues) }
    let names = inputs.map(\.name)
    var (document, report) = try DTCGImporter.importing(
      trees: DTCGImporter.merged(trees), label: { "\(names.joined(separator: " + ")) (\($0.rawValue))" }, name: name,
      lossy: lossy)
    // A colour as a CSS string is Style Dictionary's own form, not an earlier DTCG draft's.
    report.legacy.removeAll { $0.message.hasPrefix("a colour written as the CSS string") }
    guard !kept.isEmpty else { return (document, report) }
    report.kept += kept.map(\.key)
    var members = document.json.objectMembers ?? []
    var extensions = members.first { $0.key == "extensions" }?.value.objectMembers ?? []
    extensions.append(JSONMember(keptKey, .object([JSONMember("tokens", .object(kept))])))
    members.removeAll { $0.key == "extensions" }
    members.append(JSONMember("extensions", .object(extensions)))
    document = try ThemeDocument(json: .object(members))
    return (document, report)
  }

  /// Style Dictionary's token properties that DTCG has a place for.
  static let mapped: Set<String> = ["value", "type", "$type", "comment", "description"]

  /// One file's translation into a DTCG tree, and the tokens it could not type.
  struct Translation {
    var untyped: [(String, JSONValue)] = []

    mutating func group(_ node: JSONValue, path: [String]) -> JSONValue {
      guard let members = node.objectMembers else { return node }
      var translated: [JSONMember] = []
      for member in members {
        guard let child = member.value.objectMembers else {
          // A bare value in a group is no token in Style Dictionary either; kept as written.
          untyped.append(((path + [member.key]).joined(separator: "."), member.value))
          continue
        }
        if child.contains(where: { $0.key == "value" }) {
          if let token = token(member.value, path: path + [member.key]) {
            translated.append(JSONMember(member.key, token))
          }
        } else {
          translated.append(JSONMember(member.key, group(member.value, path: path + [member.key])))
        }
      }
      return .object(translated)
    }

    /// The DTCG token of a Style Dictionary token, or nil when its type cannot be told.
    mutating func token(_ node: JSONValue, path: [String]) -> JSONValue? {
      guard let value = node["value"] else { return nil }
      let type = node["type"]?.stringValue ?? node["$type"]?.stringValue ?? Self.inferredType(value, path: path)
      // A reference alone takes its target's type, as in DTCG.
      let isReference =
        value.stringValue.map { $0.hasPrefix("{") && $0.hasSuffix("}") && $0.filter { $0 == "{" }.count == 1 } ?? false
      guard type != nil || isReference else {
        untyped.append((path.joined(separator: "."), node))
        return nil
      }
      var members = [JSONMember("$value", Self.references(value))]
      if let type { members.insert(JSONMember("$type", .string(type)), at: 0) }
      if let comment = node["comment"] ?? node["description"] { members.append(JSONMember("$description", comment)) }
      let rest = (node.objectMembers ?? []).filter { !StyleDictionaryImporter.mapped.contains($0.key) }
      if !rest.isEmpty {
        members.append(JSONMember("$extensions", .object([JSONMember(StyleDictionaryImporter.keptKey, .object(rest))])))
      }
      return .object(members)
    }

    /// `color` for a token under the `color` category or whose value is a colour (a
    /// reference's type comes from its target); nil otherwise.
    static func inferredType(_ value: JSONValue, path: [String]) -> String? {
      if path.first?.lowercased() == "color" || path.first?.lowercased() == "colors" { return "color" }
      guard let text = value.stringValue else { return nil }
      if case .success = ColorLiteral.parse(text) { return "color" }
      return nil
    }

    /// `value` with every reference written as DTCG writes it: `{a.b.value}` and `{ a.b }`
    /// become `{a.b}`.
    static func references(_ value: JSONValue) -> JSONValue {
      switch value {
      case .string(let text) where text.contains("{"): .string(rewritten(text))
      case .array(let elements): .array(elements.map(references))
      case .object(let members): .object(members.map { JSONMember($0.key, references($0.value)) })
      default: value
      }
    }

    static func rewritten(_ text: String) -> String {
      var result = ""
      var rest = Substring(text)
      while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
        result += rest[..<open]
        var inside = rest[rest.index(after: open)..<close].trimmingWhitespace()
        if inside.hasSuffix(".value") { inside = inside.dropLast(".value".count) }
        result += "{" + inside + "}"
        rest = rest[rest.index(after: close)...]
      }
      return result + rest
    }
  }
}
