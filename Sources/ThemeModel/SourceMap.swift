/// Where each value of a parsed JSON document is, by JSON path (`components.input.text`,
/// `media[0]`), as 1-based lines and columns in UTF-16 code units (what GitHub code scanning
/// expects).
public struct SourceMap: Sendable {
  /// A span of the document.
  public struct Region: Sendable, Equatable {
    /// The first line, 1-based.
    public var startLine: Int
    /// The first column, 1-based, in UTF-16 code units.
    public var startColumn: Int
    /// The last line.
    public var endLine: Int
    /// The column just past the value, 1-based, in UTF-16 code units.
    public var endColumn: Int
  }

  private let bytes: [UInt8]
  private let spans: [String: Range<Int>]
  /// The byte offset where each line starts.
  private let lineStarts: [Int]

  init(bytes: [UInt8], spans: [String: Range<Int>]) {
    self.bytes = bytes
    self.spans = spans
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    lineStarts = starts
  }

  /// The region of the value at `path`, if the document has one there.
  public func region(of path: String) -> Region? {
    guard let span = spans[path] else { return nil }
    let start = position(of: span.lowerBound)
    let end = position(of: span.upperBound)
    return Region(startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)
  }

  private func position(of offset: Int) -> (line: Int, column: Int) {
    // The last line start at or before `offset`.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let lineStart = lineStarts[low]
    let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).utf16.count + 1
    return (low + 1, column)
  }
}
