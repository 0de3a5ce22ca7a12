extension ColorExpression {
  /// The expression as the document writes it, as a JSON value: the string (hex, `rgb()`, an
  /// alias), or the DTCG colour object itself rather than its JSON text in a string.
  public var writtenValue: JSONValue {
    if case .literal(_, let written) = self, written.utf8.first == UInt8(ascii: "{"),
      let object = try? JSONParser.parse(Array(written.utf8))
    {
      return object
    }
    return .string(written)
  }

  /// Whether the expression is a DTCG colour object (whose hex is a rounded value, not its text).
  public var isObject: Bool {
    if case .literal(_, let written) = self { return written.utf8.first == UInt8(ascii: "{") }
    return false
  }
}
