/// A 1-based line and column as the readers of text formats (XML, CSS) count them: a line
/// feed starts a line, and a column is a UTF-16 code unit, as code scanning counts.
struct TextPosition {
  var line = 1
  var column = 1

  /// The position after the next `count` of `scalars` from `index`, which moves past them
  /// (stopping at the end): the one cursor step both readers take.
  mutating func advance(_ count: Int, in scalars: [Unicode.Scalar], from index: inout Int) {
    for _ in 0..<count where index < scalars.count {
      advance(past: scalars[index])
      index += 1
    }
  }

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
