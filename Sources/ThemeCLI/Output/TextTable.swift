import ThemeModel

/// Left-aligned columns separated by two spaces; the last column is not padded.
struct TextTable {
  var header: [String]
  var rows: [[String]] = []

  /// The table as one string, without a final newline.
  var rendered: String {
    var output: [UInt8] = []
    forEachLine { line in
      if !output.isEmpty { output.append(UInt8(ascii: "\n")) }
      output.append(contentsOf: line)
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Writes the table to `console` line by line, each ending in a newline: a long table is
  /// not held a second time as one string (`history` of a long history prints thousands of rows).
  func write(to console: Console) {
    forEachLine { line in
      console.write(bytes: line + [UInt8(ascii: "\n")])
    }
  }

  /// Calls `body` with each line's bytes (the header first), padded to the column widths.
  private func forEachLine(_ body: ([UInt8]) -> Void) {
    let headerCounts = header.map(\.displayWidth)
    let counts = rows.map { row in row.map(\.displayWidth) }
    let widths = header.indices.map { column in max(headerCounts[column], counts.map { $0[column] }.max() ?? 0) }
    // Bytes, not string appends: a table of ten thousand themes pads sixty thousand cells.
    var line: [UInt8] = []
    line.reserveCapacity(widths.reduce(0, +) + 2 * widths.count)
    let space = UInt8(ascii: " ")
    func emit(_ row: [String], _ rowCounts: [Int]) {
      line.removeAll(keepingCapacity: true)
      for (column, cell) in row.enumerated() {
        if column > 0 { line.append(contentsOf: [space, space]) }
        line.append(contentsOf: cell.utf8)
        if column < row.count - 1 {
          line.append(contentsOf: repeatElement(space, count: widths[column] - rowCounts[column]))
        }
      }
      body(line)
    }
    emit(header, headerCounts)
    for (row, rowCounts) in zip(rows, counts) { emit(row, rowCounts) }
  }
}

extension String {
  /// The text with control characters shown as `?`, so user data cannot move the cursor, and
  /// invisible and bidi controls as `<U+202E>`, so it cannot read as something else.
  var printable: String {
    guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 >= 0x80 }) else { return self }
    let visible = VisibleText.revealing(self)
    guard visible.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return visible }
    return String(
      String.UnicodeScalarView(visible.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
  }

  /// At most `limit` characters, with an ellipsis when cut.
  func truncated(_ limit: Int) -> String {
    utf8.count <= limit || count <= limit ? self : String(prefix(limit - 1)) + "…"
  }

  /// Characters on screen (ASCII fast path).
  var displayWidth: Int {
    utf8.allSatisfy { $0 < 0x80 } ? utf8.count : count
  }

  /// `2026-11-30T10:46:54.123Z` as `2026-11-30 10:46`.
  var displayMinute: String {
    var bytes = Array(utf8.prefix(16))
    if bytes.count > 10, bytes[10] == UInt8(ascii: "T") { bytes[10] = UInt8(ascii: " ") }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The text padded with spaces to `width` characters.
  func padded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - displayWidth))
  }
}
