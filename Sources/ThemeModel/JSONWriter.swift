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

  /// Appends `value` to `output` as it appears `indent` levels deep in a document (pretty
  /// printing indents its members one level further), for documents written a part at a time.
  public static func write(_ value: JSONValue, options: Options, indent: Int, into output: inout [UInt8]) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let number): appendNumber(number, to: &output)
    case .numberText(let text): output.append(contentsOf: text.utf8)
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
      guard options.sortKeys, !isSortedByCodePoint(members) else {
        writeMembers(members, indices: members.indices, options: options, indent: indent, into: &output)
        return
      }
      // Sorted through a permutation of indices on the stack: sorting the members themselves
      // allocated a copy of every unsorted object and moved its strings and values around.
      withUnsafeTemporaryAllocation(of: Int.self, capacity: members.count) { buffer in
        var order = buffer
        for index in members.indices { order[index] = index }
        let precedes = { (left: Int, right: Int) in members[left].key.precedesByCodePoint(members[right].key) }
        // Most objects have a handful of members: an insertion sort, without the general sort's
        // set-up. A large object (a theme's colours) takes the general sort, never n² steps.
        if members.count > 12 {
          order.sort(by: precedes)
        } else {
          for next in 1..<members.count {
            let moving = order[next]
            var slot = next
            while slot > 0, precedes(moving, order[slot - 1]) {
              order[slot] = order[slot - 1]
              slot -= 1
            }
            order[slot] = moving
          }
        }
        writeMembers(members, indices: order, options: options, indent: indent, into: &output)
      }
    }
  }

  /// Whether `members` are in code-point order already (documents written by tools often are).
  private static func isSortedByCodePoint(_ members: [JSONMember]) -> Bool {
    for index in members.indices.dropFirst() where !members[index - 1].key.precedesByCodePoint(members[index].key) {
      return false
    }
    return true
  }

  /// `{`, the members at `indices` in that order, `}`.
  private static func writeMembers(
    _ members: [JSONMember], indices: some Collection<Int>, options: Options, indent: Int, into output: inout [UInt8]
  ) {
    output.append(UInt8(ascii: "{"))
    var first = true
    for index in indices {
      if !first { output.append(UInt8(ascii: ",")) }
      first = false
      newline(options, indent + 1, &output)
      appendQuoted(members[index].key, to: &output)
      output.append(UInt8(ascii: ":"))
      if options.pretty { output.append(UInt8(ascii: " ")) }
      write(members[index].value, options: options, indent: indent + 1, into: &output)
    }
    newline(options, indent, &output)
    output.append(UInt8(ascii: "}"))
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
  public static func appendInteger(_ value: Int64, to output: inout [UInt8]) {
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
