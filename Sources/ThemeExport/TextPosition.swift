/// A 1-based line and column as the readers of text formats (XML, CSS) count them: a line
/// feed starts a line, and a column is a UTF-16 code unit, as code scanning counts.
struct TextPosition {
  var line = 1
  var column = 1

  /// The position after `scalar`.
  mutating func advance(past scalar: Unicode.Scalar) {
    if scalar == "\n" {
      line += 1
      column = 1
    } else {
      column += scalar.value > 0xFFFF ? 2 : 1
    }
  }
}
