import ThemeModel

extension DTCGFormat {
  static let fontWeights: Set<String> = [
    "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold",
    "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
  ]
  static let strokeStyles: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

  /// The properties of each composite type: name, type, required.
  static let composites: [String: [(String, String, Bool)]] = [
    "border": [("color", "color", true), ("width", "dimension", true), ("style", "strokeStyle", true)],
    "transition": [
      ("duration", "duration", true), ("delay", "duration", true), ("timingFunction", "cubicBezier", true),
    ],
    "shadow": [
      ("color", "color", true), ("offsetX", "dimension", true), ("offsetY", "dimension", true),
      ("blur", "dimension", true), ("spread", "dimension", true), ("inset", "boolean", false),
    ],
    "gradientStop": [("color", "color", true), ("position", "number", true)],
    "typography": [
      ("fontFamily", "fontFamily", true), ("fontSize", "dimension", true), ("fontWeight", "fontWeight", true),
      ("letterSpacing", "dimension", true), ("lineHeight", "number", true),
    ],
  ]

  /// Checks every token's value, following aliases and JSON pointers.
  struct ValueChecker {
    let document: JSONValue
    let byPath: [String: Token]
    var issues: [ValidationIssue] = []
    var legacy = false
    var notes: [ValidationIssue] = []
    var warnings: [ValidationIssue] = []

    /// Each token's type, own, inherited or through the chain its value names (nil without one).
    let types: [String: String?]
    /// Tokens whose alias chain has been followed to its end without a cycle.
    var settledChains: Set<String> = []
    /// Tokens whose alias chain ends in a cycle.
    var cyclicChains: Set<String> = []

    init(document: JSONValue, tokens: [Token]) {
      self.document = document
      var byPath: [String: Token] = [:]
      for token in tokens where byPath[token.path] == nil {
        byPath[token.path] = token
        if token.isRoot { byPath[token.path + ".$root"] = token }
      }
      self.byPath = byPath
      // Follow each chain once, iteratively, so a chain of thousands of aliases costs its length.
      var types: [String: String?] = [:]
      for start in tokens where types[start.path] == nil {
        var chain: [String] = []
        var seen: Set<String> = []
        var current: Token? = start
        var result: String?
        while let token = current {
          if let type = token.type {
            result = type
            break
          }
          if let known = types[token.path] {
            result = known
            break
          }
          guard seen.insert(token.path).inserted else { break }
          chain.append(token.path)
          current = Self.target(of: token, in: byPath)
        }
        for path in chain { types[path] = .some(result) }
        if types[start.path] == nil { types[start.path] = .some(result) }
      }
      self.types = types
    }

    /// The token a token's whole value names: `{a.b}`, or a `$ref` to another token's `$value`.
    static func target(of token: Token, in byPath: [String: Token]) -> Token? {
      if let text = token.definition["$value"]?.stringValue, let target = Alias.path(text) {
        return byPath[target.joined(separator: ".")]
      }
      if let pointer = token.definition["$ref"]?.stringValue, pointer.hasPrefix("#/"), pointer.hasSuffix("/$value") {
        let segments = pointer.dropFirst(2).split(separator: "/").dropLast().map(String.init)
        return byPath[segments.joined(separator: ".")]
      }
      return nil
    }

    mutating func problem(_ path: String, _ message: String) {
      issues.append(ValidationIssue(path: path, message: message))
    }

    /// The token's type: its own or inherited, else that of the token its whole value names.
    func effectiveType(_ token: Token) -> String? {
      token.type ?? (types[token.path] ?? nil)
    }

    mutating func check(_ token: Token) {
      guard let type = effectiveType(token) else {
        problem(token.path, "has no $type: give it one, or its group, or reference a token that has one")
        return
      }
      if let pointer = token.definition["$ref"] {
        value(.object([JSONMember("$ref", pointer)]), as: type, at: token.path, aliases: true, visiting: [token.path])
      } else if let written = token.definition["$value"], written != .null {
        value(written, as: type, at: token.path, aliases: true, visiting: [token.path])
      }
    }

    /// Follows a JSON pointer (`#/a/b/$value/0`) to the value it names, or nil with a problem.
    mutating func resolve(pointer: JSONValue, at path: String) -> JSONValue? {
      guard let text = pointer.stringValue else {
        problem(path, "$ref must be a string")
        return nil
      }
      guard text.hasPrefix("#/") else {
        problem(path, "$ref \(JSONWriter.quoted(text)) must be a JSON pointer into this document, starting with #/")
        return nil
      }
      let segments = text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
        String($0).replacing("~1", with: "/").replacing("~0", with: "~")
      }
      guard !segments.contains(""), !text.contains("{"), !text.contains("}") else {
        problem(
          path, "$ref \(JSONWriter.quoted(text)) is not a valid JSON pointer (RFC 6901: no empty segment, no braces)")
        return nil
      }
      var node = document
      var throughValue = false
      for segment in segments {
        if segment.hasPrefix("$") && segment != "$value" && segment != "$root" && !throughValue {
          problem(path, "$ref \(JSONWriter.quoted(text)) points at \(segment), metadata, not a value")
          return nil
        }
        if segment == "$value" { throughValue = true }
        switch node {
        case .object:
          guard let next = node[segment] else {
            problem(
              path, "$ref \(JSONWriter.quoted(text)) points at nothing: there is no \(JSONWriter.quoted(segment))")
            return nil
          }
          node = next
        case .array(let elements):
          guard let index = Int(segment), index >= 0, String(index) == segment, index < elements.count else {
            problem(
              path,
              "$ref \(JSONWriter.quoted(text)): \(JSONWriter.quoted(segment)) is not an index of an array of \(elements.count)"
            )
            return nil
          }
          node = elements[index]
        default:
          problem(path, "$ref \(JSONWriter.quoted(text)) goes past \(node.typeName)")
          return nil
        }
      }
      guard throughValue else {
        problem(path, "$ref \(JSONWriter.quoted(text)) points at a group or token, not at a $value")
        return nil
      }
      return node
    }

    /// Checks `written` as a value of `type`. `aliases` says whether a whole `{a.b}` string may
    /// stand here (a token's value, or a property of a composite); `$ref` objects may stand anywhere.
    mutating func value(_ written: JSONValue, as type: String, at path: String, aliases: Bool, visiting: Set<String>) {
      if let members = written.objectMembers, members.count == 1, members[0].key == "$ref" {
        let key = "ref:" + (members[0].value.stringValue ?? "")
        guard visiting.count < 64 else {
          problem(path, "follows more than 64 references in a row; shorten the chain")
          return
        }
        guard !visiting.contains(key) else {
          problem(path, "$ref \(members[0].value.stringValue ?? "") forms a cycle")
          return
        }
        guard let target = resolve(pointer: members[0].value, at: path) else { return }
        value(target, as: type, at: path, aliases: aliases, visiting: visiting.union([key]))
        return
      }
      if case .string(let text) = written, Alias.looksLikeReference(text), type != "fontFamily" || text.hasPrefix("{") {
        guard aliases else {
          problem(path, "a reference cannot stand inside a \(type) value; reference the whole token instead")
          return
        }
        guard let target = Alias.path(text) else {
          problem(path, "\(JSONWriter.quoted(text)) is not a reference: write {group.token}, without spaces")
          return
        }
        let name = target.joined(separator: ".")
        guard let token = byPath[name] else {
          problem(
            path,
            "references \(text), which is not a token\(name.contains(".") ? " (a reference names a whole token, not a part of its value)" : "")"
          )
          return
        }
        guard !visiting.contains(name) else {
          problem(path, "references \(text), which leads back to itself")
          return
        }
        guard let targetType = effectiveType(token), targetType == type else {
          problem(path, "references \(text), a \(effectiveType(token) ?? "typeless") token; a \(type) is needed here")
          return
        }
        // Follow the chain the target starts, iteratively and once per token: a cycle anywhere on
        // it is this reference's problem; the tokens on it are checked on their own.
        var seen = visiting.union([name])
        var chain: [String] = []
        var current = token
        while !settledChains.contains(current.path), let next = Self.target(of: current, in: byPath) {
          guard seen.insert(next.path).inserted, !cyclicChains.contains(next.path) else {
            cyclicChains.formUnion(chain + [current.path])
            problem(
              path, "references \(text), \(Self.cycle(from: path, through: chain + [current.path], back: next.path))")
            return
          }
          chain.append(current.path)
          current = next
        }
        settledChains.formUnion(chain)
        return
      }
      if legacy, let form = legacyForm(written, as: type) {
        notes.append(ValidationIssue(path: path, message: form))
        return
      }
      structure(written, as: type, at: path, visiting: visiting)
    }

    /// The cycle a reference chain runs into, named member by member (`a → b → c → a`), at most
    /// eight of them; "a cycle" alone when the chain joins one found before.
    static func cycle(from start: String, through walk: [String], back repeated: String) -> String {
      let full = [start] + walk
      guard let first = full.firstIndex(of: repeated) else {
        return "which leads into a cycle of references"
      }
      let members = Array(full[first...])
      let shown =
        members.count > 8 ? members.prefix(7).joined(separator: " → ") + " → …" : members.joined(separator: " → ")
      return "which leads back in a cycle: \(shown) → \(repeated)"
    }

    /// The earlier drafts' way of writing a `type` value, when `written` is one.
    func legacyForm(_ written: JSONValue, as type: String) -> String? {
      guard case .string(let text) = written else { return nil }
      switch type {
      case "color":
        guard case .success = ColorLiteral.parse(text) else { return nil }
        return "a colour written as the CSS string \(JSONWriter.quoted(text)) (an earlier draft's form)"
      case "dimension", "duration":
        let units = type == "dimension" ? ["px", "rem"] : ["ms", "s"]
        guard let unit = units.first(where: { text.hasSuffix($0) }), Double(text.dropLast(unit.count)) != nil else {
          return nil
        }
        return "a \(type) written as the string \(JSONWriter.quoted(text)) (an earlier draft's form)"
      default: return nil
      }
    }
  }
}
