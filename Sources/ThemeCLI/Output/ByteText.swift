/// Text written straight into bytes, for tables printed a row at a time (`log`, `list`): a row
/// of ten thousand is cheaper as appends to one buffer than as strings joined and padded.
enum ByteText {
  /// How many characters `value` takes in decimal.
  static func decimalDigits(_ value: Int) -> Int {
    value < 0 ? 1 + decimalDigits(-value) : value < 10 ? 1 : 1 + decimalDigits(value / 10)
  }

  /// Appends `value` in decimal.
  static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
    if value < 0 {
      output.append(UInt8(ascii: "-"))
      return appendDecimal(-value, to: &output)
    }
    if value >= 10 { appendDecimal(value / 10, to: &output) }
    output.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  /// Appends a stored time's minute, `2026-11-30T10:46:54.123Z` as `2026-11-30 10:46`
  /// (`String.displayMinute`, without making a string).
  static func appendMinute(_ time: String, to output: inout [UInt8]) {
    let start = output.count
    output += time.utf8.prefix(16)
    if output.count - start > 10, output[start + 10] == UInt8(ascii: "T") { output[start + 10] = 0x20 }
  }

  /// Appends a version as `@N`.
  static func appendVersion(_ number: Int, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "@"))
    appendDecimal(number, to: &output)
  }

  /// Appends one cell of an aligned row: two spaces before every cell but the first, its text
  /// (`write`, `width` characters), and spaces up to `paddedTo` (nil for a last column).
  static func cell(
    _ column: Int, width: Int, paddedTo: Int?, in output: inout [UInt8], _ write: (inout [UInt8]) -> Void
  ) {
    if column > 0 {
      // Byte by byte: a literal list here was an array made and freed per cell.
      output.append(0x20)
      output.append(0x20)
    }
    write(&output)
    if let paddedTo { pad(width, to: paddedTo, in: &output) }
  }

  /// Appends spaces up to `width` for a cell `used` characters wide.
  static func pad(_ used: Int, to width: Int, in output: inout [UInt8]) {
    for _ in used..<max(used, width) { output.append(0x20) }
  }
}
