extension JSONValue {
  /// A whole number as a JSON number.
  public static func integer(_ value: Int) -> JSONValue { .number(Double(value)) }

  /// The text as a JSON string, or `null` when there is none.
  public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

  /// The number as a JSON number, or `null` when there is none.
  public static func optional(_ number: Double?) -> JSONValue { number.map(JSONValue.number) ?? .null }

  /// The whole number as a JSON number, or `null` when there is none.
  public static func optional(_ number: Int?) -> JSONValue { number.map(JSONValue.integer) ?? .null }
}
