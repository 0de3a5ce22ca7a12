import ThemeModel

/// A document value as a line of text: its JSON, with each DTCG colour object written in CSS
/// notation (`color(srgb 0.235 0.812 0.91)`), which fits a line where the object's JSON does not.
enum ValueText {
  /// `value` as one line of JSON, colour objects in CSS notation.
  static func line(_ value: JSONValue) -> String {
    JSONWriter.string(notated(value))
  }

  private static func notated(_ value: JSONValue) -> JSONValue {
    if let notation = ColorLiteral.cssNotation(dtcg: value) { return .string(notation) }
    guard case .object(let members) = value else { return value }
    return .object(members.map { JSONMember($0.key, notated($0.value)) })
  }
}
