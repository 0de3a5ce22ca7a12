/// Parses the colour syntaxes a theme accepts: hex, CSS `rgb()`/`rgba()` and DTCG sRGB objects.
public enum ColorLiteral {
  /// The colour a string spells (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(…)`, `rgba(…)`).
  ///
  /// - Returns: the colour, or a message saying what was expected.
  public static func parse(_ text: String) -> Result<RGBA, ValidationIssue> {
    let utf8 = text.utf8
    if utf8.first == UInt8(ascii: "#"), let last = utf8.last, last > 0x20 { return parseHex(text) }
    let trimmed = String(text.trimmingWhitespace())
    if trimmed.hasPrefix("#") { return parseHex(trimmed) }
    let lower = trimmed.lowercased()
    if lower.hasPrefix("rgb(") || lower.hasPrefix("rgba(") { return parseFunction(lower) }
    return .failure(
      problem(
        "\(JSONWriter.quoted(String(text.prefix(64)))) is not a colour; use #RRGGBB, rgb(r, g, b), rgba(r, g, b, a) or an alias \"{name}\""
      ))
  }

  /// The colour a DTCG 2025.10 colour object describes, in sRGB.
  public static func parse(dtcg members: [JSONMember]) -> Result<RGBA, ValidationIssue> {
    parseDTCG(members).map(\.color)
  }

  /// The colour a DTCG 2025.10 colour object describes, in any space of the Color module,
  /// converted to sRGB (CSS Color 4), and the space it was gamut-mapped from when it lay
  /// outside sRGB.
  public static func parseDTCG(_ members: [JSONMember]) -> Result<(color: RGBA, mappedFrom: String?), ValidationIssue> {
    let object = JSONValue.object(members)
    let allowed: Set<String> = ["colorSpace", "components", "alpha", "hex"]
    if let unknown = members.first(where: { !allowed.contains($0.key) }) {
      return .failure(
        problem("unknown key \"\(unknown.key)\" in a DTCG colour; expected colorSpace, components, alpha, hex"))
    }
    guard let space = object["colorSpace"]?.stringValue else {
      return .failure(problem("a DTCG colour needs \"colorSpace\", e.g. \"srgb\" or \"display-p3\""))
    }
    guard let ranges = ColorSpaces.ranges[space] else {
      return .failure(
        problem(
          "\"\(space.prefix(32))\" is not a colour space of the DTCG Color module (\(ColorSpaces.names.joined(separator: ", ")))"
        ))
    }
    guard let components = object["components"]?.arrayElements, components.count == 3 else {
      return .failure(problem("a DTCG colour needs \"components\": three numbers (or \"none\")"))
    }
    var channels: [Double?] = []
    for (index, component) in components.enumerated() {
      if component.stringValue == "none" {
        channels.append(nil)
        continue
      }
      let range = ranges[index]
      guard let number = component.numberValue, range.violation(of: number) == nil else {
        return .failure(
          problem("component \(index + 1) of a \(space) colour must be a number from \(range.bounds) (or \"none\")"))
      }
      channels.append(number)
    }
    var alpha = 1.0
    if let alphaValue = object["alpha"] {
      guard let number = alphaValue.numberValue, (0...1).contains(number) else {
        return .failure(problem("DTCG colour \"alpha\" must be a number from 0 to 1"))
      }
      alpha = number
    }
    if let hex = object["hex"], hex.stringValue == nil {
      return .failure(problem("DTCG colour \"hex\" must be a string"))
    }
    guard let converted = ColorSpaces.sRGB(space, channels, alpha: alpha) else {
      return .failure(problem("cannot convert the \(space) colour"))
    }
    return .success((converted.color, converted.mapped ? space : nil))
  }

  private static func problem(_ message: String) -> ValidationIssue {
    ValidationIssue(path: "$", message: message)
  }

  private static func parseHex(_ text: String) -> Result<RGBA, ValidationIssue> {
    var nibbles: [Int] = []
    nibbles.reserveCapacity(8)
    for digit in text.utf8.dropFirst() {
      switch digit {
      case 0x30...0x39: nibbles.append(Int(digit) - 0x30)
      case 0x41...0x46: nibbles.append(Int(digit) - 0x41 + 10)
      case 0x61...0x66: nibbles.append(Int(digit) - 0x61 + 10)
      default:
        return .failure(
          problem("\(JSONWriter.quoted(String(text.prefix(64)))) has a character that is not a hex digit"))
      }
    }
    let channels: [Double]
    switch nibbles.count {
    case 3, 4: channels = nibbles.map { Double($0 * 17) / 255 }
    case 6, 8:
      channels = stride(from: 0, to: nibbles.count, by: 2).map { Double(nibbles[$0] * 16 + nibbles[$0 + 1]) / 255 }
    default:
      return .failure(problem("\(JSONWriter.quoted(String(text.prefix(64)))) must have 3, 4, 6 or 8 hex digits"))
    }
    return .success(
      RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1))
  }

  private static func parseFunction(_ text: String) -> Result<RGBA, ValidationIssue> {
    let quotedText = JSONWriter.quoted(String(text.prefix(64)))
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
      return .failure(problem("\(quotedText) is not closed with ')'"))
    }
    let body = text[text.index(after: open)..<text.index(before: text.endIndex)]
    var parts: [Substring]
    var alphaPart: Substring?
    if body.contains(",") {
      parts = body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
      if parts.count == 4 { alphaPart = parts.removeLast() }
    } else {
      let halves = body.split(separator: "/", omittingEmptySubsequences: false)
      guard halves.count <= 2 else { return .failure(problem("\(quotedText) has more than one '/'")) }
      parts = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
      if halves.count == 2 { alphaPart = halves[1].trimmingWhitespace() }
    }
    guard parts.count == 3 else {
      return .failure(problem("\(quotedText) needs three channels (0–255) and an optional alpha (0–1)"))
    }
    var channels: [Double] = []
    for part in parts {
      guard let value = Double(part), value.isFinite, (0...255).contains(value) else {
        return .failure(problem("\(quotedText): each channel must be a number from 0 to 255"))
      }
      channels.append(value / 255)
    }
    var alpha = 1.0
    if let alphaPart {
      let isPercent = alphaPart.hasSuffix("%")
      guard let value = Double(isPercent ? alphaPart.dropLast() : alphaPart), value.isFinite else {
        return .failure(problem("\(quotedText): alpha must be a number from 0 to 1"))
      }
      alpha = isPercent ? value / 100 : value
      guard (0...1).contains(alpha) else {
        return .failure(problem("\(quotedText): alpha must be a number from 0 to 1"))
      }
    }
    return .success(RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha))
  }
}
