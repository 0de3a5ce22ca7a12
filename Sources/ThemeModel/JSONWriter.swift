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
    var output: [UInt8] = []
    output.reserveCapacity(4096)
    write(value, options: options, indent: 0, into: &output)
    return output
  }

  /// The serialized bytes of `value` as it appears `indent` levels deep inside a pretty
  /// document (for output written a piece at a time).
  public static func bytes(_ value: JSONValue, options: Options, indent: Int) -> [UInt8] {
    var output: [UInt8] = []
    write(value, options: options, indent: indent, into: &output)
    return output
  }

  /// The serialized text of `value`.
  public static func string(_ value: JSONValue, options: Options = .canonical) -> String {
    String(decoding: bytes(value, options: options), as: UTF8.self)
  }

  static func write(_ value: JSONValue, options: Options, indent: Int, into output: inout [UInt8]) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let number): appendNumber(number, to: &output)
    case .string(let text): appendQuoted(text, to: &output)
    case .array(let elements):
      if elements.isEmpty {
        output.append(contentsOf: "[]".utf8)
        return
      }
      output.append(UInt8(ascii: "["))
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output.append(UInt8(ascii: ",")) }
        newline(options, indent + 1, &output)
        write(element, options: options, indent: indent + 1, into: &output)
      }
      newline(options, indent, &output)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      if members.isEmpty {
        output.append(contentsOf: "{}".utf8)
        return
      }
      // Documents written by tools are often sorted already: check before sorting.
      let ordered =
        options.sortKeys && !zip(members, members.dropFirst()).allSatisfy({ $0.key.precedesByCodePoint($1.key) })
        ? members.sorted { $0.key.precedesByCodePoint($1.key) } : members
      output.append(UInt8(ascii: "{"))
      for (offset, member) in ordered.enumerated() {
        if offset > 0 { output.append(UInt8(ascii: ",")) }
        newline(options, indent + 1, &output)
        appendQuoted(member.key, to: &output)
        output.append(UInt8(ascii: ":"))
        if options.pretty { output.append(UInt8(ascii: " ")) }
        write(member.value, options: options, indent: indent + 1, into: &output)
      }
      newline(options, indent, &output)
      output.append(UInt8(ascii: "}"))
    }
  }

  static func newline(_ options: Options, _ indent: Int, _ output: inout [UInt8]) {
    guard options.pretty else { return }
    output.append(UInt8(ascii: "\n"))
    // Byte by byte: a handful of spaces, which the generic bulk appends cost more than.
    for _ in 0..<indent * 2 { output.append(UInt8(ascii: " ")) }
  }

  static func appendNumber(_ number: Double, to output: inout [UInt8]) {
    if number == number.rounded(), abs(number) < 1e15 {
      appendInteger(Int64(number), to: &output)
      return
    }
    let hundredths = (number * 100).rounded()
    if abs(number) < 1e13, hundredths / 100 == number {
      // Two decimals at most (sizes, most measurements): this is already the shortest
      // round-trip form, and much cheaper than the general description.
      var whole = Int64(hundredths)
      if whole < 0 {
        output.append(UInt8(ascii: "-"))
        whole = -whole
      }
      appendNumber(Double(whole / 100), to: &output)
      output.append(UInt8(ascii: "."))
      output.append(UInt8(ascii: "0") + UInt8(whole % 100 / 10))
      if whole % 10 != 0 { output.append(UInt8(ascii: "0") + UInt8(whole % 10)) }
      return
    }
    output.append(contentsOf: "\(number)".utf8)
  }

  /// `integer` in decimal digits (what `appendNumber` writes for every whole number below 10¹⁵).
  static func appendInteger(_ value: Int64, to output: inout [UInt8]) {
    if value == 0 {
      output.append(UInt8(ascii: "0"))
      return
    }
    if value < 0 { output.append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    // Most significant digit first, so nothing is reversed afterwards.
    var divisor: UInt64 = 1
    while divisor <= magnitude / 10 { divisor *= 10 }
    while divisor > 0 {
      output.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
      divisor /= 10
    }
  }

  /// The shortest text that reads back as exactly `number`; integers have no fraction.
  public static func format(_ number: Double) -> String {
    var output: [UInt8] = []
    appendNumber(number, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// `text` as a JSON string literal.
  public static func quoted(_ text: String) -> String {
    var output: [UInt8] = []
    appendQuoted(text, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  static func appendQuoted(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
      output.append(contentsOf: bytes)
      return true
    }
    if plain == true {
      output.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
      case 0x0A: output.append(contentsOf: #"\n"#.utf8)
      case 0x0D: output.append(contentsOf: #"\r"#.utf8)
      case 0x09: output.append(contentsOf: #"\t"#.utf8)
      case 0x08: output.append(contentsOf: #"\b"#.utf8)
      case 0x0C: output.append(contentsOf: #"\f"#.utf8)
      case 0..<0x20:
        output.append(contentsOf: #"\u00"#.utf8)
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0xF)])
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
