import ThemeModel

/// Finding tokens in a DTCG tree: by type, through `$ref` and `$extends`, and what is left of the tree once
/// the tokens themereg maps are taken out.
extension DTCGImporter {
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

  /// Each token's definition by its dotted path.
  static func definitions(_ tokens: [DTCGFormat.Token]) -> [String: JSONValue] {
    Dictionary(tokens.map { ($0.path, $0.definition) }, uniquingKeysWith: { first, _ in first })
  }

  /// `definition` with `{"$ref": …}` objects inside its value replaced by what they point at,
  /// and, in composite values, `{a.b}` sub-values by the value of the token they name (so a
  /// typography whose fontSize is `{text.sizes.body}` maps like a literal one).
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
    let byPath = definitions(DTCGFormat.tokens(base).tokens)
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
          let target = byPath[path.joined(separator: ".")]
        else { return value }
        return detach(dereferenced(target, in: base, byPath: byPath)["$value"] ?? value, depth: depth + 1)
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
}

extension DTCGImporter {
  /// The warning for a token left out: a reference to a token already left out says so,
  /// rather than that the token does not exist.
  static func leftOutMessage(_ message: String, _ report: Report) -> String {
    guard message.hasPrefix("references {"), let close = message.firstIndex(of: "}") else { return message }
    let target = message[message.index(message.startIndex, offsetBy: "references {".count)..<close]
    guard report.dropped.contains(where: { $0.path == target }) else { return message }
    return "references {\(target)}, which is left out (see its own warning)"
  }
}
