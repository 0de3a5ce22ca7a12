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

  /// Writes a table of `count` rows, whose cells `cells(index)` makes, to `console` line by line,
  /// each ending in a newline. The rows are made twice (once for the column widths) rather than
  /// held: `history` of a long history prints thousands of them.
  static func write(header: [String], count: Int, to console: Console, cells: (Int) -> [String]) {
    forEachLine(header: header, count: count, row: cells) { line in
      console.write(bytes: line + [UInt8(ascii: "\n")])
    }
  }

  /// Calls `body` with each line's bytes (the header first), padded to the column widths.
  private func forEachLine(_ body: ([UInt8]) -> Void) {
    Self.forEachLine(header: header, count: rows.count, row: { rows[$0] }, body)
  }

  private static func forEachLine(
    header: [String], count: Int, row: (Int) -> [String], _ body: ([UInt8]) -> Void
  ) {
    var widths = header.map(\.displayWidth)
    for index in 0..<count {
      for (column, cell) in row(index).enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.displayWidth)
      }
    }
    // Bytes, not string appends: a table of ten thousand themes pads sixty thousand cells.
    var line: [UInt8] = []
    line.reserveCapacity(widths.reduce(0, +) + 2 * widths.count)
    func emit(_ cells: [String]) {
      line.removeAll(keepingCapacity: true)
      for (column, cell) in cells.enumerated() {
        // The last cell is not padded, as in every table the CLI writes (ByteText.cell).
        let padded = column < cells.count - 1 && column < widths.count
        ByteText.cell(column, width: cell.displayWidth, paddedTo: padded ? widths[column] : nil, in: &line) {
          $0 += cell.utf8
        }
      }
      body(line)
    }
    emit(header)
    for index in 0..<count { emit(row(index)) }
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
