import ThemeModel

extension TokensStudioImporter {
  /// Every token of the merged sets by path, and which of them the enabled sets emit.
  struct Resolver {
    let tokens: [String: JSONValue]
    let emitted: Set<String>

    /// `value` with references to tokens that are not emitted replaced by their values, math
    /// evaluated; a reference alone to an emitted token stays an alias.
    func resolve(_ value: JSONValue, path: String, visiting: [String] = []) -> Result<JSONValue, ImportProblem> {
      switch value {
      case .string(let text):
        return resolve(text, path: path, visiting: visiting)
      case .array(let elements):
        var resolved: [JSONValue] = []
        for element in elements {
          switch resolve(element, path: path, visiting: visiting) {
          case .success(let value): resolved.append(value)
          case .failure(let problem): return .failure(problem)
          }
        }
        return .success(.array(resolved))
      case .object(let members):
        var resolved: [JSONMember] = []
        for member in members {
          switch resolve(member.value, path: path, visiting: visiting) {
          case .success(let value): resolved.append(JSONMember(member.key, value))
          case .failure(let problem): return .failure(problem)
          }
        }
        return .success(.object(resolved))
      default:
        return .success(value)
      }
    }

    private func resolve(_ text: String, path: String, visiting: [String]) -> Result<JSONValue, ImportProblem> {
      guard text.contains("{") else { return .success(.string(text)) }
      let trimmed = text.trimmingWhitespace()
      if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.dropFirst().firstIndex(of: "{") == nil {
        let target = String(trimmed.dropFirst().dropLast().trimmingWhitespace())
        let resolved = value(of: target, visiting: visiting + [path])
        // An emitted target stays an alias, once its chain is known to end in a value.
        if emitted.contains(target), visiting.isEmpty, case .success = resolved {
          return .success(.string("{\(target)}"))
        }
        return resolved
      }
      // References inside an expression or a colour function: each by its value.
      var result = ""
      var rest = Substring(text)
      while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
        result += rest[..<open]
        let target = String(rest[rest.index(after: open)..<close].trimmingWhitespace())
        switch value(of: target, visiting: visiting + [path]) {
        case .success(.string(let text)): result += text
        case .success(.number(let number)): result += JSONWriter.format(number)
        case .success:
          return .failure(ImportProblem("{\(target)} is not a single value to put inside \(JSONWriter.quoted(text))"))
        case .failure(let problem): return .failure(problem)
        }
        rest = rest[rest.index(after: close)...]
      }
      result += rest
      return .success(.string(TokensStudioMath.evaluate(result) ?? TokensStudioMath.colorFunction(result) ?? result))
    }

    private func value(of target: String, visiting: [String]) -> Result<JSONValue, ImportProblem> {
      if let cycle = visiting.firstIndex(of: target) {
        return .failure(
          ImportProblem("the references form a cycle: \((visiting[cycle...] + [target]).joined(separator: " → "))"))
      }
      guard let token = tokens[target], let value = token["value"] else {
        let nearest = EditDistance.nearest(to: target, in: Array(tokens.keys)).map { "; did you mean {\($0)}?" } ?? ""
        return .failure(ImportProblem("{\(target)} names no token of the sets\(nearest)"))
      }
      let resolved = resolve(value, path: target, visiting: visiting)
      guard case .success = resolved, let modify = TokensStudioImporter.modifier(of: token) else { return resolved }
      // A reference to a modified colour is to the colour its modifier makes, so a chain of
      // them (a hover state darkened from the base, a pressed one from the hover) compounds.
      return TokensStudioImporter.modified(value, by: modify) {
        resolve($0, path: target, visiting: visiting + [target])
      }
    }
  }
}

/// Tokens Studio's math (`{size.base} * 2`, `(8px + 4px) / 2`) once references are replaced:
/// numbers with at most one unit, `+ - * /` and parentheses.
enum TokensStudioMath {
  static func evaluate(_ text: String) -> String? {
    var parser = Parser(scalars: Array(text.unicodeScalars.filter { $0 != " " }))
    guard text.contains(where: { "+-*/".contains($0) }), let value = parser.expression(), parser.atEnd,
      value.number.isFinite
    else { return nil }
    return JSONWriter.format((value.number * 10_000).rounded() / 10_000) + (value.unit ?? "")
  }

  /// `rgba(#RRGGBB, a)`, which Tokens Studio writes for a referenced colour with alpha, as CSS.
  static func colorFunction(_ text: String) -> String? {
    let lower = text.lowercased().filter { $0 != " " }
    guard lower.hasPrefix("rgba(#"), lower.hasSuffix(")") else { return nil }
    let parts = lower.dropFirst(5).dropLast().split(separator: ",")
    guard parts.count == 2, case .success(let color) = ColorLiteral.parse(String(parts[0])),
      let alpha = Double(parts[1].hasSuffix("%") ? parts[1].dropLast() : parts[1])
    else { return nil }
    let channels = [color.red, color.green, color.blue].map { JSONWriter.format(($0 * 255).rounded()) }
    let opacity = parts[1].hasSuffix("%") ? alpha / 100 : alpha
    return "rgba(\(channels.joined(separator: ", ")), \(JSONWriter.format(opacity)))"
  }

  struct Value {
    var number: Double
    var unit: String?
  }

  struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var atEnd: Bool { index == scalars.count }

    mutating func expression() -> Value? {
      guard var left = term() else { return nil }
      while index < scalars.count, scalars[index] == "+" || scalars[index] == "-" {
        let plus = scalars[index] == "+"
        index += 1
        guard let right = term(), left.unit == nil || right.unit == nil || left.unit == right.unit else { return nil }
        left = Value(
          number: plus ? left.number + right.number : left.number - right.number, unit: left.unit ?? right.unit)
      }
      return left
    }

    mutating func term() -> Value? {
      guard var left = factor() else { return nil }
      while index < scalars.count, scalars[index] == "*" || scalars[index] == "/" {
        let times = scalars[index] == "*"
        index += 1
        guard let right = factor(), left.unit == nil || right.unit == nil else { return nil }
        guard times || right.number != 0 else { return nil }
        left = Value(
          number: times ? left.number * right.number : left.number / right.number, unit: left.unit ?? right.unit)
      }
      return left
    }

    mutating func factor() -> Value? {
      if index < scalars.count, scalars[index] == "(" {
        index += 1
        guard let inner = expression(), index < scalars.count, scalars[index] == ")" else { return nil }
        index += 1
        return inner
      }
      var digits = ""
      if index < scalars.count, scalars[index] == "-" {
        digits = "-"
        index += 1
      }
      while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." {
        digits.unicodeScalars.append(scalars[index])
        index += 1
      }
      var unit = ""
      while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "%" {
        unit.unicodeScalars.append(scalars[index])
        index += 1
      }
      guard let number = Double(digits) else { return nil }
      return Value(number: number, unit: unit.isEmpty ? nil : unit)
    }
  }
}
