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
      if let modify = node["$extensions"]?["studio.tokens"]?["modify"] {
        switch modified(resolved, by: modify) {
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

  /// `$extensions["studio.tokens"].modify` applied: `alpha` sets the colour's opacity; the
  /// others depend on Tokens Studio's own colour maths and are refused.
  static func modified(_ value: JSONValue, by modify: JSONValue) -> Result<JSONValue, ImportProblem> {
    let kind = modify["type"]?.stringValue ?? "?"
    guard kind == "alpha" else {
      return .failure(
        ImportProblem(
          "its colour modifier \(JSONWriter.quoted(kind)) is computed by Tokens Studio's own colour maths; export the resolved value instead"
        ))
    }
    guard let text = value.stringValue, case .success(let color) = ColorLiteral.parse(text) else {
      return .failure(ImportProblem("the alpha modifier needs a colour value, not a reference to one"))
    }
    let amount = modify["value"]?.numberValue ?? modify["value"]?.stringValue.flatMap(Double.init)
    guard let amount, (0...1).contains(amount) else {
      return .failure(ImportProblem("the alpha modifier needs a value from 0 to 1"))
    }
    let channels = [color.red, color.green, color.blue].map { JSONWriter.format(($0 * 255 * 1000).rounded() / 1000) }
    return .success(.string("rgba(\(channels.joined(separator: ", ")), \(JSONWriter.format(amount)))"))
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
