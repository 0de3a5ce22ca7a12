import ThemeStore

/// The text table of `log`, written straight into bytes: a log of 10,000 versions is printed in
/// full, so neither a table of strings nor a string per number is built on the way.
struct LogTable {
  private static let header = ["VERSION", "HASH", "AUTHOR", "DATE (UTC)", "ERRORS", "WARNINGS", "MESSAGE"]

  /// The padded widths of every column but the last, which is not padded.
  private let widths: [Int]
  private var output: [UInt8] = []

  /// The table of `entries`, header first, each line ending in a newline.
  static func bytes(_ entries: [LogEntry]) -> [UInt8] {
    let authors = entries.map { $0.version.author.printable.truncated(20) }
    var numberDigits = 1
    var errorDigits = 1
    var warningDigits = 1
    for entry in entries {
      numberDigits = max(numberDigits, decimalDigits(entry.version.number))
      if let audit = entry.audit {
        errorDigits = max(errorDigits, decimalDigits(audit.errors))
        warningDigits = max(warningDigits, decimalDigits(audit.warnings))
      }
    }
    var table = LogTable(widths: [
      max(7, 1 + numberDigits), 12, max(6, authors.map(\.displayWidth).max() ?? 0), 16, max(6, errorDigits),
      max(8, warningDigits),
    ])
    table.output.reserveCapacity((entries.count + 1) * (table.widths.reduce(0, +) + 80))
    for (column, title) in header.enumerated() { table.cell(column, width: title.utf8.count) { $0 += title.utf8 } }
    table.output.append(0x0A)
    for (entry, author) in zip(entries, authors) {
      let version = entry.version
      table.cell(0, width: 1 + decimalDigits(version.number)) {
        $0.append(UInt8(ascii: "@"))
        appendDecimal(version.number, to: &$0)
      }
      table.cell(1, width: 12) { $0 += version.contentHash.utf8.dropFirst(7).prefix(12) }
      table.cell(2, width: author.displayWidth) { $0 += author.utf8 }
      table.cell(3, width: min(16, version.createdAt.utf8.count)) { output in
        // `2026-11-30T10:46:54.123Z` as `2026-11-30 10:46`.
        let start = output.count
        output += version.createdAt.utf8.prefix(16)
        if output.count - start > 10, output[start + 10] == UInt8(ascii: "T") { output[start + 10] = 0x20 }
      }
      table.count(4, entry.audit?.errors)
      table.count(5, entry.audit?.warnings)
      let message = version.message.printable.truncated(60)
      table.cell(6, width: message.utf8.count) { $0 += message.utf8 }
      table.output.append(0x0A)
    }
    return table.output
  }

  /// Appends one cell: the separator before it, its text, and padding to the column's width.
  private mutating func cell(_ column: Int, width: Int, _ write: (inout [UInt8]) -> Void) {
    if column > 0 { output.append(contentsOf: [0x20, 0x20]) }
    write(&output)
    if column < widths.count { output.append(contentsOf: repeatElement(0x20, count: max(0, widths[column] - width))) }
  }

  /// Appends a count, or `—` for a version without an audit run.
  private mutating func count(_ column: Int, _ value: Int?) {
    guard let value else { return cell(column, width: 1) { $0 += "—".utf8 } }
    cell(column, width: Self.decimalDigits(value)) { Self.appendDecimal(value, to: &$0) }
  }

  private static func decimalDigits(_ value: Int) -> Int {
    value < 0 ? 1 + decimalDigits(-value) : value < 10 ? 1 : 1 + decimalDigits(value / 10)
  }

  private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
    if value < 0 {
      output.append(UInt8(ascii: "-"))
      return appendDecimal(-value, to: &output)
    }
    if value >= 10 { appendDecimal(value / 10, to: &output) }
    output.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}
