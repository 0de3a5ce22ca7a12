import ThemeModel

extension TokensStudioImporter {
  /// The DTCG tree of the colour tokens the `active` themes emit, their references resolved;
  /// every other emitted token goes to `keep`, a token that cannot be read to `dropped`.
  static func tree(
    _ project: TokensStudioProject, active: [TokensStudioProject.ThemeEntry], lossy: Bool,
    dropped: inout [ValidationIssue], keep: (String, JSONValue) -> Void
  ) throws(Failure) -> JSONValue {
    var states: [String: String] = [:]
    for theme in active {
      for (set, state) in theme.sets where states[set] != "enabled" { states[set] = state }
    }
    var tokens: [String: JSONValue] = [:]
    var emittedOrder: [String] = []
    var emitted: Set<String> = []
    for (set, tree) in project.sets {
      let state = active.isEmpty ? "enabled" : states[set]
      guard state == "enabled" || state == "source" else { continue }
      for (path, node) in flattened(tree) {
        tokens[path] = node
        if state == "enabled", emitted.insert(path).inserted { emittedOrder.append(path) }
      }
    }
    let resolver = Resolver(tokens: tokens, emitted: emitted)
    var colors: [([String], JSONValue)] = []
    for path in emittedOrder {
      guard let node = tokens[path], let value = node["value"] else { continue }
      let type = node["type"]?.stringValue
      var resolved: JSONValue
      switch resolver.resolve(value, path: path) {
      case .success(let value): resolved = value
      case .failure(let problem):
        let issue = ValidationIssue(path: path, message: problem.message)
        if !dropped.contains(issue) { dropped.append(issue) }
        continue
      }
      if let type, numericTypes.contains(type), let text = resolved.stringValue,
        let evaluated = TokensStudioMath.evaluate(text)
      {
        resolved = .string(evaluated)
      }
      guard type == "color" else {
        keep(path, replacing("value", in: node, with: resolved))
        continue
      }
      if let modify = modifier(of: node) {
        // A modified colour is a colour of its own: its base is read to its value, never kept as an alias.
        let concrete = { (value: JSONValue) in resolver.resolve(value, path: path, visiting: [path]) }
        switch modified(value, by: modify, resolving: concrete) {
        case .success(let value): resolved = value
        case .failure(let problem):
          let issue = ValidationIssue(path: path, message: problem.message)
          if !dropped.contains(issue) { dropped.append(issue) }
          continue
        }
      }
      var token = [JSONMember("$type", .string("color")), JSONMember("$value", resolved)]
      if let description = node["description"] { token.append(JSONMember("$description", description)) }
      colors.append((path.split(separator: ".").map(String.init), .object(token)))
    }
    return nested(colors)
  }

  /// The tokens of a set's tree (objects with `value`) by dotted path, in order.
  static func flattened(_ tree: JSONValue, prefix: [String] = []) -> [(String, JSONValue)] {
    guard let members = tree.objectMembers else { return [] }
    if members.contains(where: { $0.key == "value" }) { return [(prefix.joined(separator: "."), tree)] }
    return members.filter { !$0.key.hasPrefix("$") }.flatMap { flattened($0.value, prefix: prefix + [$0.key]) }
  }

  static func replacing(_ key: String, in node: JSONValue, with value: JSONValue) -> JSONValue {
    .object((node.objectMembers ?? []).map { $0.key == key ? JSONMember(key, value) : $0 })
  }

  /// A tree of groups from tokens by path, in the order first met.
  static func nested(_ tokens: [([String], JSONValue)]) -> JSONValue {
    var order: [String] = []
    var children: [String: [([String], JSONValue)]] = [:]
    var leaves: [String: JSONValue] = [:]
    for (path, token) in tokens {
      guard let first = path.first else { continue }
      if children[first] == nil && leaves[first] == nil { order.append(first) }
      if path.count == 1 {
        leaves[first] = token
      } else {
        children[first, default: []].append((Array(path.dropFirst()), token))
      }
    }
    return .object(order.map { key in JSONMember(key, leaves[key] ?? nested(children[key] ?? [])) })
  }
}
