extension StringProtocol {
  /// The text without leading and trailing white space (spaces, tabs, newlines and Unicode spaces).
  public func trimmingWhitespace() -> Substring {
    guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
    let last = lastIndex(where: { !$0.isWhitespace })!
    return Substring(self[first...last])
  }
}
