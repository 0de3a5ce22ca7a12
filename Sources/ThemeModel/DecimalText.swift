/// Compares a JSON number's text with the `Double` it reads as, digit for digit.
enum DecimalText {
  /// Whether `value` is exactly the number `text` writes (so the canonical form may write
  /// `value` instead): false when reading rounded away digits, underflowed to zero or lost
  /// the sign of a negative zero.
  static func isExactly(_ value: Double, _ text: String) -> Bool {
    if value == 0 { return !text.hasPrefix("-") && significand(of: text).digits.isEmpty }
    // Swift's description of a Double is its shortest round-trip decimal.
    return significand(of: text) == significand(of: "\(value)")
  }

  /// The sign, significant digits (no leading or trailing zeros) and the power of ten of the
  /// first digit, which two decimal spellings of one number share.
  private static func significand(of text: String) -> Significand {
    var negative = false
    var digits: [UInt8] = []
    var pointOffset: Int?
    var exponent = 0
    var bytes = Substring(text).utf8[...]
    if bytes.first == UInt8(ascii: "-") {
      negative = true
      bytes = bytes.dropFirst()
    }
    var position = 0
    while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if byte == UInt8(ascii: ".") {
        pointOffset = position
        continue
      }
      digits.append(byte)
      position += 1
    }
    if !bytes.isEmpty { exponent = Int(Substring(bytes.dropFirst())) ?? 0 }
    let integerDigits = pointOffset ?? digits.count
    let leadingZeros = digits.prefix { $0 == UInt8(ascii: "0") }.count
    let significant = digits.dropFirst(leadingZeros)
    let trimmed = significant.reversed().drop { $0 == UInt8(ascii: "0") }.reversed()
    return Significand(
      negative: negative, digits: Array(trimmed), magnitude: exponent + integerDigits - leadingZeros)
  }

  private struct Significand: Equatable {
    var negative: Bool
    var digits: [UInt8]
    var magnitude: Int
  }
}
