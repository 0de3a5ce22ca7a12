import ThemeFiles
import ThemeModel

/// A design token that is neither a colour nor a typography style (spacing, radius, opacity,
/// duration, shadow, …), as a DTCG import kept it under `extensions["org.themereg.dtcg"]`,
/// with its value in each appearance that changes it.
struct KeptToken {
  /// The token's path, one element per group (`spacing`, `md`).
  let path: [String]
  /// Its DTCG `$type`.
  let type: String
  /// Its value in light, and in each appearance whose mode file gives another.
  let values: AppearanceValues<TokenValue>

  /// The value in `appearance`, following appearance fallbacks.
  func value(in appearance: Appearance) -> TokenValue {
    if let value = values.fallingBack(from: appearance) { return value }
    return values[.light] ?? values.map(\.value).first ?? .number(0)
  }

  /// Whether some appearance gives it another value than light.
  var variesByAppearance: Bool { values.count > 1 }
}

/// A kept token's value, converted to what the platforms write.
enum TokenValue: Equatable {
  /// A length in CSS pixels (= dp = pt); `rem` when written in rem (16 px each).
  case dimension(Double, rem: Bool)
  /// A duration in milliseconds.
  case duration(Double)
  /// A plain number (an opacity, a ratio, a z-index).
  case number(Double)
  /// A numeric weight.
  case fontWeight(Int)
  /// Font family names, most wanted first.
  case fontFamily([String])
  /// A timing function's four control values.
  case cubicBezier([Double])
  /// A value only CSS can hold as one declaration (a shadow, a border), in pieces.
  case css([CSSPiece])

  /// The length in px/dp/pt, rem counted as 16.
  var points: Double? {
    if case .dimension(let value, let rem) = self { return rem ? value * 16 : value }
    return nil
  }
}

/// A piece of a CSS value: text as written, or a colour of the theme, which CSS refers to.
enum CSSPiece: Equatable {
  case text(String)
  case color(String)
}

/// Why a kept token's value cannot be written.
struct Unreadable: Error, ExpressibleByStringInterpolation {
  let reason: String
  init(stringLiteral value: String) { reason = value }
  init(stringInterpolation: DefaultStringInterpolation) { reason = String(stringInterpolation: stringInterpolation) }
}

/// Reads the kept tokens of a theme.
enum KeptTokens {
  /// A kept token that no platform format here can write, and why.
  struct Unwritten: Equatable {
    let path: String
    let reason: String
  }

  /// The tokens with a value every target can write, in document order, and those it cannot.
  static func read(_ theme: Theme) -> (tokens: [KeptToken], unwritten: [Unwritten]) {
    guard let kept = theme.extensions?[DTCGImporter.keptKey], let tree = kept["tokens"] else { return ([], []) }
    let all = DTCGFormat.tokens(tree).tokens.filter { $0.definition["$value"] != nil }
    let byPath = Dictionary(all.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    var tokens: [KeptToken] = []
    var unwritten: [Unwritten] = []
    for token in all {
      guard let type = token.type else {
        unwritten.append(Unwritten(path: token.path, reason: "has no $type"))
        continue
      }
      var reader = Reader(theme: theme, byPath: byPath)
      var values = AppearanceValues<TokenValue>()
      var failure: String?
      for appearance in Appearance.allCases {
        let written: JSONValue?
        if appearance == .light {
          written = token.definition["$value"]
        } else {
          written = kept["modes"]?[appearance.rawValue]?[token.path]?["$value"]
        }
        guard let written else { continue }
        switch reader.value(written, type: type) {
        case .success(let value):
          if appearance == .light || value != values[.light] { values[appearance] = value }
        case .failure(let problem):
          failure = failure ?? problem.reason
        }
      }
      if let failure {
        unwritten.append(Unwritten(path: token.path, reason: failure))
      } else if !values.isEmpty {
        tokens.append(KeptToken(path: token.path.split(separator: ".").map(String.init), type: type, values: values))
      }
    }
    return (tokens, unwritten)
  }

  /// Converts written values, following `{a.b}` references to other kept tokens.
  struct Reader {
    let theme: Theme
    let byPath: [String: DTCGFormat.Token]
    var depth = 0

    mutating func value(_ written: JSONValue, type: String) -> Result<TokenValue, Unreadable> {
      if case .string(let text) = written, text.hasPrefix("{"), text.hasSuffix("}") {
        let target = String(text.dropFirst().dropLast())
        guard depth < 16, let token = byPath[target], let value = token.definition["$value"] else {
          return .failure("refers to \(text), which is not a kept token")
        }
        depth += 1
        defer { depth -= 1 }
        return self.value(value, type: type)
      }
      switch type {
      case "dimension": return dimension(written).map { .dimension($0.value, rem: $0.rem) }
      case "duration": return duration(written).map(TokenValue.duration)
      case "number":
        guard let number = written.numberValue else { return .failure("a number token whose value is not a number") }
        return .success(.number(number))
      case "fontWeight":
        if let number = written.numberValue, number >= 1, number <= 1000 { return .success(.fontWeight(Int(number))) }
        if let name = written.stringValue, let weight = FontWeight.names[name] { return .success(.fontWeight(weight)) }
        return .failure("a font weight that is neither 1–1000 nor a DTCG weight name")
      case "fontFamily":
        if let name = written.stringValue { return .success(.fontFamily([name])) }
        let names = written.arrayElements?.compactMap(\.stringValue) ?? []
        guard !names.isEmpty, names.count == written.arrayElements?.count else {
          return .failure("a font family that is not a name or a list of names")
        }
        return .success(.fontFamily(names))
      case "cubicBezier":
        let numbers = written.arrayElements?.compactMap(\.numberValue) ?? []
        guard numbers.count == 4 else { return .failure("a cubic Bézier that is not four numbers") }
        return .success(.cubicBezier(numbers))
      case "shadow": return shadow(written).map(TokenValue.css)
      case "border": return border(written).map(TokenValue.css)
      default:
        return .failure("a \(type) token, which no platform format here holds")
      }
    }

    mutating func dimension(_ written: JSONValue) -> Result<(value: Double, rem: Bool), Unreadable> {
      if case .string(let text) = written, text.hasPrefix("{") {
        guard case .success(.dimension(let value, let rem)) = self.value(written, type: "dimension") else {
          return .failure("refers to \(text), which is not a kept dimension")
        }
        return .success((value, rem))
      }
      if let value = written["value"]?.numberValue, let unit = written["unit"]?.stringValue,
        unit == "px" || unit == "rem"
      {
        return .success((value, unit == "rem"))
      }
      if let text = written.stringValue {
        for unit in ["px", "rem"] where text.hasSuffix(unit) {
          if let value = Double(text.dropLast(unit.count)) { return .success((value, unit == "rem")) }
        }
        if let value = Double(text), value == 0 { return .success((0, false)) }
      }
      return .failure("a dimension that is not a number of px or rem")
    }

    func duration(_ written: JSONValue) -> Result<Double, Unreadable> {
      if let value = written["value"]?.numberValue, let unit = written["unit"]?.stringValue, unit == "ms" || unit == "s"
      {
        return .success(unit == "s" ? value * 1000 : value)
      }
      if let text = written.stringValue {
        if text.hasSuffix("ms"), let value = Double(text.dropLast(2)) { return .success(value) }
        if text.hasSuffix("s"), let value = Double(text.dropLast()) { return .success(value * 1000) }
      }
      return .failure("a duration that is not a number of ms or s")
    }

    /// A colour inside a composite: a theme colour, or a literal's hex.
    func color(_ written: JSONValue?) -> CSSPiece? {
      if let text = written?.stringValue, text.hasPrefix("{"), text.hasSuffix("}") {
        var target = String(text.dropFirst().dropLast())
        if target.hasPrefix("color.") && theme.resolvedColors[target] == nil { target = String(target.dropFirst(6)) }
        return theme.resolvedColors[target] != nil ? .color(target) : nil
      }
      if let text = written?.stringValue, case .success(let color) = ColorLiteral.parse(text) {
        return .text(CSSExporter.hex(color))
      }
      if let hex = written?["hex"]?.stringValue, case .success(let color) = ColorLiteral.parse(hex) {
        let alpha = written?["alpha"]?.numberValue ?? 1
        return .text(CSSExporter.hex(RGBA(red: color.red, green: color.green, blue: color.blue, alpha: alpha)))
      }
      return nil
    }

    mutating func length(_ written: JSONValue?) -> String? {
      guard let written, case .success(let value) = dimension(written) else { return nil }
      return JSONWriter.format(value.value) + (value.value == 0 ? "" : value.rem ? "rem" : "px")
    }

    mutating func shadow(_ written: JSONValue) -> Result<[CSSPiece], Unreadable> {
      let layers = written.arrayElements ?? [written]
      var parts: [CSSPiece] = []
      for layer in layers {
        guard let x = length(layer["offsetX"]), let y = length(layer["offsetY"]), let blur = length(layer["blur"]),
          let color = color(layer["color"])
        else { return .failure("a shadow whose offsets, blur or colour cannot be read") }
        let spread = length(layer["spread"]).map { " " + $0 } ?? ""
        let inset = layer["inset"]?.boolValue == true ? "inset " : ""
        if !parts.isEmpty { parts.append(.text(", ")) }
        parts += [.text("\(inset)\(x) \(y) \(blur)\(spread) "), color]
      }
      return .success(parts)
    }

    mutating func border(_ written: JSONValue) -> Result<[CSSPiece], Unreadable> {
      guard let width = length(written["width"]), let color = color(written["color"]),
        let style = written["style"]?.stringValue,
        ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"].contains(style)
      else { return .failure("a border whose width, style or colour cannot be read") }
      return .success([.text("\(width) \(style) "), color])
    }
  }
}
