/// Colour tokens: their expressions per appearance, aliases resolved, and colour references.
extension ThemeDecoder {
  mutating func colorExpression(_ value: JSONValue, at path: @autoclosure () -> String) -> ColorExpression? {
    switch value {
    case .string(let text):
      if let target = Self.aliasTarget(text) { return .alias(target) }
      switch ColorLiteral.parse(text) {
      case .success(let color): return .literal(color, written: text)
      case .failure(let issue):
        fail(path(), issue.message)
        return nil
      }
    case .object(let members):
      switch ColorLiteral.parseDTCG(members) {
      case .success(let (color, mappedFrom)):
        if let mappedFrom { gamutMapped.append(GamutMappedColor(path: path(), space: mappedFrom, color: color)) }
        return .literal(color, written: JSONWriter.string(value))
      case .failure(let issue):
        fail(path(), issue.message)
        return nil
      }
    default:
      fail(path(), "expected a colour string, an alias \"{name}\" or a DTCG colour object, found \(value.typeName)")
      return nil
    }
  }

  mutating func decodeColors(_ value: JSONValue?) {
    guard let value else {
      fail("colors", "required; add at least one colour, e.g. \"colors\": {\"background\": \"#FFFFFF\"}")
      return
    }
    let entries = namedEntries(value, at: "colors", what: "colours")
    if entries.isEmpty, case .object(let members) = value, members.isEmpty {
      fail("colors", "needs at least one colour")
    }
    for entry in entries {
      colorPaths[entry.name] = entry.path
      colorOrder.append(entry.name)
      if case .object(let members) = entry.value, !members.contains(where: { $0.key == "colorSpace" }) {
        var values = AppearanceValues<ColorExpression>()
        var role: ColorRole?
        for member in members {
          // Built only when there is something to report: most colours are fine.
          let memberPath = { JSONPath.appending(member.key, to: entry.path) }
          if member.key == "role" {
            role = colorRole(member.value, at: memberPath())
            continue
          }
          guard let appearance = Appearance(rawValue: member.key) else {
            let names = Appearance.allCases.map(\.rawValue)
            let hint = EditDistance.nearest(to: member.key, in: names).map { " Did you mean \"\($0)\"?" } ?? ""
            fail(
              memberPath(),
              "unknown appearance \(JSONWriter.quoted(String(member.key.prefix(64)))); expected \(names.joined(separator: ", ")).\(hint)"
            )
            continue
          }
          if let expression = colorExpression(member.value, at: memberPath()) { values[appearance] = expression }
        }
        if let declared = declaredAppearances {
          if checkDeclaredAppearances(values, declared: declared, at: entry.path) {
            colorTokens[entry.name] = ColorToken(name: entry.name, values: values, isUniform: false, role: role)
          }
        } else if !members.contains(where: { $0.key == "light" }) {
          fail(entry.path, "needs a \"light\" value; the other appearances fall back to it")
        } else if values[.light] != nil {
          colorTokens[entry.name] = ColorToken(name: entry.name, values: values, isUniform: false, role: role)
        }
      } else if let expression = colorExpression(entry.value, at: entry.path) {
        colorTokens[entry.name] = ColorToken(name: entry.name, values: [.light: expression], isUniform: true)
      }
    }
  }

  /// The name inside an alias `{name}`, or nil when `text` is not one.
  static func aliasTarget(_ text: String) -> String? {
    text.hasPrefix("{") && text.hasSuffix("}") && text.count >= 3 ? String(text.dropFirst().dropLast()) : nil
  }

  /// A colour's `role`: one of `ColorRole`'s names.
  mutating func colorRole(_ value: JSONValue, at path: String) -> ColorRole? {
    let names = ColorRole.allCases.map(\.rawValue)
    guard case .string(let text) = value, let role = ColorRole(rawValue: text) else {
      let found = value.stringValue.map { JSONWriter.quoted(String($0.prefix(64))) } ?? value.typeName
      fail(path, "expected a colour role (\(names.joined(separator: ", "))), found \(found)")
      return nil
    }
    return role
  }

  /// Every colour in every appearance, aliases followed. Linear in the number of colours:
  /// each appearance's alias graph is walked once, every colour on a walked chain gets its
  /// value (or its failure) as the walk unwinds, and a later walk stops at the first colour
  /// already settled. Cycles are found by the colour's state (on the current chain), not by
  /// searching the chain.
  mutating func resolveColors() -> [String: AppearanceValues<RGBA>] {
    let count = colorOrder.count
    let tokens = colorOrder.map { colorTokens[$0] }
    var position: [String: Int] = [:]
    position.reserveCapacity(count)
    for (offset, name) in colorOrder.enumerated() { position[name] = offset }
    let appearances = Appearance.allCases
    // slots[colour × 4 + appearance]: the resolved colour, filled as walks settle.
    var slots = [RGBA?](repeating: nil, count: count * appearances.count)
    var reported = Set<String>()
    /// Where a colour stands in one appearance: not reached yet, on the chain being walked (at a
    /// position), settled (with a value in `slots`, or failed: dangling or cyclic, reported).
    enum State: Equatable {
      case unvisited
      case onChain(Int)
      case settled
    }
    for (slot, appearance) in appearances.enumerated() {
      var states = [State](repeating: .unvisited, count: count)
      // A colour whose own value failed to parse was reported already and has no token.
      for start in 0..<count where states[start] == .unvisited {
        guard let token = tokens[start] else { continue }
        // Most colours are literals: settled at once, without a walk.
        if case .literal(let color, _) = token.expression(in: appearance) {
          slots[start * appearances.count + slot] = color
          states[start] = .settled
          continue
        }
        var chain: [Int] = []
        var current = start
        var outcome: RGBA?
        walk: while true {
          switch states[current] {
          case .settled:
            outcome = slots[current * appearances.count + slot]
            break walk
          case .onChain(let first):
            let cycle = chain[first...].map { colorOrder[$0] } + [colorOrder[current]]
            let key = Set(cycle).sorted().joined(separator: "\u{0}")
            if reported.insert("cycle:" + key).inserted {
              fail(
                colorPaths[cycle[0]] ?? "colors",
                "alias cycle \(Self.chainText(cycle)); make one of these a colour value")
            }
            break walk
          case .unvisited:
            break
          }
          guard let token = tokens[current] else { break walk }
          states[current] = .onChain(chain.count)
          chain.append(current)
          switch token.expression(in: appearance) {
          case .literal(let color, _):
            outcome = color
            break walk
          case .alias(let target):
            guard let next = position[target] else {
              let origin = colorOrder[chain.last ?? start]
              if reported.insert("dangling:\(origin)\u{0}\(target)").inserted {
                let names = chain.map { colorOrder[$0] } + [target]
                fail(
                  colorPaths[origin] ?? "colors",
                  "alias chain \(Self.chainText(names)) ends at unknown colour \(JSONWriter.quoted(String(target.prefix(64))))"
                )
              }
              break walk
            }
            current = next
          }
        }
        for member in chain {
          states[member] = .settled
          slots[member * appearances.count + slot] = outcome
        }
      }
    }
    var resolved: [String: AppearanceValues<RGBA>] = [:]
    resolved.reserveCapacity(count)
    for (offset, name) in colorOrder.enumerated() where tokens[offset] != nil {
      var perAppearance = AppearanceValues<RGBA>()
      for (slot, appearance) in appearances.enumerated() {
        if let color = slots[offset * appearances.count + slot] { perAppearance[appearance] = color }
      }
      resolved[name] = perAppearance
    }
    return resolved
  }

  /// A chain of aliases for a message: whole when short, else its ends around a count.
  static func chainText(_ names: [String]) -> String {
    guard names.count > 12 else { return names.joined(separator: " → ") }
    return (names.prefix(5) + ["… \(names.count - 8) more …"] + names.suffix(3)).joined(separator: " → ")
  }

  mutating func colorReference(_ value: JSONValue?, at path: String, required: Bool) -> ColorReference? {
    guard let value, value != .null else {
      if required { fail(path, "required; name a colour of \"colors\" or give a colour value") }
      return nil
    }
    if case .string(let text) = value {
      let name = Self.aliasTarget(text) ?? text
      if colorPaths[name] != nil { return .named(name) }
      let looksLiteral = text.hasPrefix("#") || text.lowercased().hasPrefix("rgb")
      if looksLiteral, let expression = colorExpression(value, at: path),
        case .literal(let color, let written) = expression
      {
        return .literal(color, written: written)
      }
      if !looksLiteral {
        let hint = EditDistance.nearest(to: name, in: colorPaths.keys).map { "; did you mean \"\($0)\"?" } ?? ""
        fail(path, "unknown colour \(JSONWriter.quoted(String(name.prefix(64))))\(hint)")
      }
      return nil
    }
    if case .object = value, let expression = colorExpression(value, at: path),
      case .literal(let color, let written) = expression
    {
      return .literal(color, written: written)
    }
    if value.objectMembers == nil {
      fail(path, "expected a colour name or a colour value, found \(value.typeName)")
    }
    return nil
  }
}
