extension StringProtocol {
  /// The text without leading and trailing white space (spaces, tabs, newlines and Unicode spaces).
  public func trimmingWhitespace() -> Substring {
    // Scalars, not Characters: white space is never part of a larger grapheme at the ends,
    // and scalar iteration avoids grapheme breaking on this hot path.
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    return Substring(self[first...last])
  }
}
