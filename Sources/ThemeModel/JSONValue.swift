/// A JSON value whose objects keep their members in document order.
///
/// Equality is exact: strings (and keys) are equal when their code points are, not merely
/// canonically equivalent as Swift's `String` compares them, because canonically equivalent
/// spellings ("é" as U+00E9 or as e + U+0301) have different canonical bytes and hashes.
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  /// A number kept as written because a `Double` would change it: more significant digits
  /// than a `Double` holds (9007199254740993), a magnitude it rounds to zero (1e-400), or a
  /// negative zero. The spec's canonical form keeps literal values as written, and tool data
  /// under `extensions` is stored untouched, so the text, not a nearby double, is the value.
  case numberText(String)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])

  /// The member named `key` when this is an object, else nil.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The string payload when this is a string, else nil.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The numeric payload when this is a number, else nil.
  public var numberValue: Double? {
    switch self {
    case .number(let value): return value
    case .numberText(let text): return Double(text)
    default: return nil
    }
  }

  /// The boolean payload when this is a boolean, else nil.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The members when this is an object, else nil.
  public var objectMembers: [JSONMember]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The elements when this is an array, else nil.
  public var arrayElements: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// Whether two values are the same JSON, code point for code point.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let left), .bool(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.numberText(let left), .numberText(let right)): left == right
    case (.string(let left), .string(let right)): left.utf8.elementsEqual(right.utf8)
    case (.array(let left), .array(let right)): left == right
    case (.object(let left), .object(let right)): left == right
    default: false
    }
  }

  /// A short name of the value's JSON type, for error messages.
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number, .numberText: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// One key-value member of a JSON object.
public struct JSONMember: Equatable, Sendable {
  /// The member's key.
  public var key: String
  /// The member's value.
  public var value: JSONValue

  /// Creates a member.
  public init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }

  /// Whether two members have the same key, code point for code point, and the same value.
  public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
    lhs.key.utf8.elementsEqual(rhs.key.utf8) && lhs.value == rhs.value
  }
}
