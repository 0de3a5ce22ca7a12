extension StringProtocol where UTF8View: BidirectionalCollection {
  /// The text without leading and trailing white space (spaces, tabs, newlines and Unicode spaces).
  @inlinable
  public func trimmingWhitespace() -> Substring {
    // Most texts start and end with a visible ASCII character: answer without decoding.
    let bytes = utf8
    if let first = bytes.first, let last = bytes.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
      return Substring(self)
    }
    // Scalars, not Characters: white space is never part of a larger grapheme at the ends.
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    return Substring(self[start...end])
  }
}
