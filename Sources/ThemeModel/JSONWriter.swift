/// Serializes `JSONValue`s: canonically (sorted keys, no whitespace) or for people.
public enum JSONWriter {
  /// How a value is laid out.
  public struct Options: Sendable {
    /// Sort object keys by Unicode code point, as the canonical form requires.
    public var sortKeys: Bool
    /// Indent nested values by two spaces, one member per line.
    public var pretty: Bool

    /// Creates options.
    public init(sortKeys: Bool, pretty: Bool) {
      self.sortKeys = sortKeys
      self.pretty = pretty
    }

    /// The canonical form: sorted keys and no insignificant whitespace.
    public static let canonical = Options(sortKeys: true, pretty: false)
    /// Member order kept, two-space indentation.
    public static let pretty = Options(sortKeys: false, pretty: true)
  }

  /// The serialized bytes of `value`.
  public static func bytes(_ value: JSONValue, options: Options = .canonical) -> [UInt8] {
    Array(string(value, options: options).utf8)
  }

  /// The serialized text of `value`.
  public static func string(_ value: JSONValue, options: Options = .canonical) -> String {
    var output = ""
    output.reserveCapacity(1024)
    write(value, options: options, indent: 0, into: &output)
    return output
  }

  private static func write(_ value: JSONValue, options: Options, indent: Int, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += format(number)
    case .string(let text): appendQuoted(text, to: &output)
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
        return
      }
      output += "["
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output += "," }
        newline(options, indent + 1, &output)
        write(element, options: options, indent: indent + 1, into: &output)
      }
      newline(options, indent, &output)
      output += "]"
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      let ordered =
        options.sortKeys ? members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : members
      output += "{"
      for (offset, member) in ordered.enumerated() {
        if offset > 0 { output += "," }
        newline(options, indent + 1, &output)
        appendQuoted(member.key, to: &output)
        output += options.pretty ? ": " : ":"
        write(member.value, options: options, indent: indent + 1, into: &output)
      }
      newline(options, indent, &output)
      output += "}"
    }
  }

  private static func newline(_ options: Options, _ indent: Int, _ output: inout String) {
    guard options.pretty else { return }
    output += "\n"
    output += String(repeating: "  ", count: indent)
  }

  /// The shortest text that reads back as exactly `number`; integers have no fraction.
  public static func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 {
      return String(Int64(number))
    }
    return "\(number)"
  }

  /// `text` as a JSON string literal.
  public static func quoted(_ text: String) -> String {
    var output = ""
    appendQuoted(text, to: &output)
    return output
  }

  private static let hexDigits = Array("0123456789abcdef")

  private static func appendQuoted(_ text: String, to output: inout String) {
    output += "\""
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      output += text
      output += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 {
          output += "\\u00"
          output.append(hexDigits[Int(scalar.value >> 4)])
          output.append(hexDigits[Int(scalar.value & 0xF)])
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
