/// Left-aligned columns separated by two spaces; the last column is not padded.
struct TextTable {
  var header: [String]
  var rows: [[String]] = []

  var rendered: String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}

extension String {
  /// The text with control characters shown as `?`, so user data cannot move the cursor.
  var printable: String {
    String(String.UnicodeScalarView(unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
  }

  /// At most `limit` characters, with an ellipsis when cut.
  func truncated(_ limit: Int) -> String {
    count <= limit ? self : String(prefix(limit - 1)) + "…"
  }
}
