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
  /// UTF-16 code units before every `checkpointStride`-th byte, so a column on a long line (a
  /// minified file is one line) is counted from the nearest checkpoint, not from the line's
  /// start: a lookup costs at most a stride, and looking up every value stays linear.
  private let checkpoints: [Int]
  private static let checkpointStride = 1_024

  init(bytes: [UInt8], spans: [String: Range<Int>]) {
    self.bytes = bytes
    self.spans = spans
    var starts = [0]
    var checkpoints: [Int] = []
    checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
    var units = 0
    for (offset, byte) in bytes.enumerated() {
      if offset % Self.checkpointStride == 0 { checkpoints.append(units) }
      if byte == 0x0A { starts.append(offset + 1) }
      units += Self.utf16Units(lead: byte)
    }
    lineStarts = starts
    self.checkpoints = checkpoints
  }

  /// The UTF-16 code units a UTF-8 byte starts: none for a continuation byte, two for the lead
  /// of a four-byte sequence (a surrogate pair).
  private static func utf16Units(lead byte: UInt8) -> Int {
    if byte & 0xC0 == 0x80 { return 0 }
    return byte >= 0xF0 ? 2 : 1
  }

  /// UTF-16 code units before byte `offset`.
  private func units(before offset: Int) -> Int {
    let index = min(offset, bytes.count) / Self.checkpointStride
    guard index < checkpoints.count else { return checkpoints.last ?? 0 }
    var units = checkpoints[index]
    for byte in bytes[(index * Self.checkpointStride)..<min(offset, bytes.count)] {
      units += Self.utf16Units(lead: byte)
    }
    return units
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
    let column = units(before: offset) - units(before: lineStart) + 1
    return (low + 1, column)
  }
}
