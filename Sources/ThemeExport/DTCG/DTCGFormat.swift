import ThemeModel

/// The DTCG 2025.10 format module as a validator: groups and tokens, `$type` inherited from
/// groups, `$root`, `$extends` (deep merge, cycles refused), `{a.b}` aliases and `$ref` JSON
/// pointers (also inside values), every token type's value, and the metadata properties.
/// Each problem names the token path at fault.
public enum DTCGFormat {
  /// The token types of the format module.
  public static let types: Set<String> = [
    "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle", "border",
    "transition", "shadow", "gradient", "typography",
  ]

  /// One token after `$extends` and inheritance: its path, its type (nil when it has none of its
  /// own or inherited) and its raw definition.
  public struct Token: Sendable {
    /// The dotted path (`color.brand.500`; a group's `$root` token has the group's path).
    public var path: String
    /// Its `$type`, own or inherited.
    public var type: String?
    /// The token object as written.
    public var definition: JSONValue
    /// Whether it is a group's `$root` token (referenced as `{group.$root}` or `{group}`).
    public var isRoot = false
  }

  /// Every token of `document`, in document order, with the problems found while collecting
  /// them (names, metadata, `$extends`).
  public static func tokens(_ document: JSONValue) -> (tokens: [Token], issues: [ValidationIssue]) {
    var collector = Collector(document: document)
    collector.walk(document, path: [], inheritedType: nil, extending: [])
    return (collector.tokens, collector.issues)
  }

  /// Every problem of `document`; empty when it is a valid 2025.10 token file.
  public static func validate(_ document: JSONValue) -> [ValidationIssue] {
    check(document, legacy: false).issues
  }

  /// The `$type` names of the earlier drafts that Style Dictionary 4–5 and Tokens Studio write,
  /// and the 2025.10 type each stands for.
  public static let legacyTypes: [String: String] = [
    "fontSize": "dimension", "fontSizes": "dimension", "sizing": "dimension", "spacing": "dimension",
    "borderRadius": "dimension", "borderWidth": "dimension", "letterSpacing": "dimension",
    "fontWeights": "fontWeight", "fontFamilies": "fontFamily", "lineHeights": "number", "opacity": "number",
    "boxShadow": "shadow",
  ]

  /// The problems of `document`, its warnings (a `hex` that disagrees with its components), and,
  /// with `legacy`, the forms of earlier drafts it uses (a colour
  /// `$value` as a CSS string, a dimension as `"16px"`, the old `$type` names), which are
  /// accepted and each reported once instead of refused.
  public static func check(_ document: JSONValue, legacy: Bool) -> (
    issues: [ValidationIssue], legacy: [ValidationIssue], warnings: [ValidationIssue]
  ) {
    var collector = Collector(document: document)
    collector.legacy = legacy
    collector.walk(document, path: [], inheritedType: nil, extending: [])
    var checker = ValueChecker(document: document, tokens: collector.tokens)
    checker.legacy = legacy
    for token in collector.tokens { checker.check(token) }
    return (collector.issues + checker.issues, collector.notes + checker.notes, checker.warnings)
  }

  static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated", "$ref"]
  static let groupProperties: Set<String> = [
    "$type", "$description", "$extensions", "$deprecated", "$extends", "$schema",
  ]

  /// Collects tokens through groups and `$extends`.
  struct Collector {
    let document: JSONValue
    var tokens: [Token] = []
    var issues: [ValidationIssue] = []
    var legacy = false
    var notes: [ValidationIssue] = []
    /// Groups and tokens walked so far: `$extends` can lend groups that lend groups, so a small
    /// file could expand without end; the walk stops at a limit with a problem.
    var walked = 0
    static let maximumWalked = 100_000

    static func dotted(_ path: [String]) -> String { path.isEmpty ? "$" : path.joined(separator: ".") }

    /// A `$type` with an earlier draft's name replaced, when legacy forms are accepted.
    static func modern(_ type: String?, legacy: Bool) -> String? {
      guard let type, legacy else { return type }
      return DTCGFormat.legacyTypes[type] ?? type
    }

    mutating func problem(_ path: [String], _ message: String) {
      issues.append(ValidationIssue(path: Self.dotted(path), message: message))
    }

    mutating func metadata(_ node: JSONValue, path: [String]) {
      if let type = node["$type"] {
        if let name = type.stringValue {
          if legacy, let modern = DTCGFormat.legacyTypes[name] {
            notes.append(
              ValidationIssue(
                path: Self.dotted(path),
                message: "$type \(JSONWriter.quoted(name)) is an earlier draft's name for \(modern)"))
          } else if !DTCGFormat.types.contains(name) {
            problem(path, "$type \(JSONWriter.quoted(name)) is not a DTCG type")
          }
        } else {
          problem(path, "$type must be a string")
        }
      }
      if let description = node["$description"], description.stringValue == nil {
        problem(path, "$description must be a string")
      }
      if let deprecated = node["$deprecated"], deprecated.boolValue == nil, deprecated.stringValue == nil {
        problem(path, "$deprecated must be true, false or a string")
      }
      if let extensions = node["$extensions"], extensions.objectMembers == nil {
        problem(path, "$extensions must be an object")
      }
    }

    /// The group `{a.b}` names, or nil with a problem.
    mutating func extendedGroup(_ reference: JSONValue, path: [String]) -> (JSONValue, [String])? {
      guard let text = reference.stringValue, let target = Alias.path(text) else {
        problem(path, "$extends must be a reference to a group, such as \"{base}\"")
        return nil
      }
      var node = document
      for segment in target {
        guard let next = node[segment] else {
          problem(path, "$extends names \(text), which does not exist")
          return nil
        }
        node = next
      }
      guard node.objectMembers != nil, node["$value"] == nil, node["$ref"] == nil else {
        problem(path, "$extends names \(text), a token; it must name a group")
        return nil
      }
      return (node, target)
    }

    /// A group's members after `$extends`: the extended group's (recursively), then its own.
    mutating func members(_ node: JSONValue, path: [String], extending: [[String]]) -> [JSONMember] {
      var own = node.objectMembers ?? []
      guard let reference = node["$extends"] else { return own }
      guard let (base, target) = extendedGroup(reference, path: path) else { return own }
      if path.starts(with: target) {
        problem(
          path, "$extends names \(Self.dotted(target)), a group it is inside; a group can extend only another group")
        return own
      }
      if extending.count >= 64 {
        problem(path, "$extends goes more than 64 groups deep; shorten the chain")
        return own
      }
      if extending.contains(target) || target == path {
        problem(path, "$extends forms a cycle through \(Self.dotted(target))")
        return own
      }
      var merged = members(base, path: target, extending: extending + [path])
      own.removeAll { $0.key == "$extends" }
      for member in own {
        if let index = merged.firstIndex(where: { $0.key == member.key }) {
          // A group overrides the extended group's member of the same name; nested groups merge.
          if member.value["$value"] == nil, member.value["$ref"] == nil, member.value.objectMembers != nil,
            merged[index].value["$value"] == nil, merged[index].value.objectMembers != nil
          {
            let inner = (merged[index].value.objectMembers ?? []) + (member.value.objectMembers ?? [])
            var combined: [JSONMember] = []
            for item in inner {
              if let at = combined.firstIndex(where: { $0.key == item.key }) {
                combined[at] = item
              } else {
                combined.append(item)
              }
            }
            merged[index] = JSONMember(member.key, .object(combined))
          } else {
            merged[index] = member
          }
        } else {
          merged.append(member)
        }
      }
      return merged
    }

    mutating func walk(_ node: JSONValue, path: [String], inheritedType: String?, extending: [[String]]) {
      // JSON nesting is limited; groups lent by $extends could still nest, or multiply, without end.
      walked += 1
      if walked == Self.maximumWalked {
        problem(path, "the groups expand to more than \(Self.maximumWalked) groups and tokens through $extends")
      }
      guard walked < Self.maximumWalked else { return }
      guard path.count <= 128 else {
        problem(path, "groups nest more than 128 deep (through $extends)")
        return
      }
      guard node.objectMembers != nil else {
        problem(path, "expected a group or a token (an object), found \(node.typeName)")
        return
      }
      metadata(node, path: path)
      let isToken = node["$value"] != nil || node["$ref"] != nil
      let type = Self.modern(node["$type"]?.stringValue, legacy: legacy) ?? inheritedType
      if isToken {
        if node["$value"] != nil && node["$ref"] != nil { problem(path, "a token has $value or $ref, not both") }
        if node["$value"] == .null { problem(path, "$value must not be null") }
        for member in node.objectMembers ?? [] where !DTCGFormat.tokenProperties.contains(member.key) {
          problem(
            path,
            member.key.hasPrefix("$")
              ? "\(member.key) is not a DTCG token property"
              : "a token cannot hold \(JSONWriter.quoted(member.key)): an object is a token or a group, not both")
        }
        tokens.append(
          Token(path: Self.dotted(path.last == "$root" ? Array(path.dropLast()) : path), type: type, definition: node))
        return
      }
      let merged = members(node, path: path, extending: extending)
      // Inside what a group lends, extending that group again is a cycle (checked by members()).
      var inner = extending
      if let text = node["$extends"]?.stringValue, let target = Alias.path(text) { inner.append(target) }
      // An extending group takes the extended group's $type unless it states its own.
      let groupType = Self.modern(merged.last { $0.key == "$type" }?.value.stringValue, legacy: legacy) ?? type
      for member in merged {
        if member.key.hasPrefix("$") {
          if member.key == "$root" {
            walk(member.value, path: path + ["$root"], inheritedType: groupType, extending: inner)
          } else if !DTCGFormat.groupProperties.contains(member.key) || (member.key == "$schema" && !path.isEmpty) {
            problem(path, "\(member.key) is not a DTCG group property")
          }
          continue
        }
        if member.key.contains("{") || member.key.contains("}") || member.key.contains(".") {
          problem(path + [member.key], "a token or group name cannot contain {, } or .")
          continue
        }
        walk(member.value, path: path + [member.key], inheritedType: groupType, extending: inner)
      }
    }
  }
}

/// `{a.b}` references.
enum Alias {
  /// The path of a whole-string reference `{a.b.c}`, or nil when `text` is not one (spaces,
  /// empty segments and nested braces are not references).
  static func path(_ text: String) -> [String]? {
    guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains(where: { $0 == "{" || $0 == "}" || $0.isWhitespace }) else { return nil }
    let segments = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    return segments.contains("") ? nil : segments
  }

  /// Whether `text` looks like a reference attempt (braces), valid or not.
  static func looksLikeReference(_ text: String) -> Bool { text.hasPrefix("{") || text.hasSuffix("}") }
}
