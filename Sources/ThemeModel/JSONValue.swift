/// A JSON value whose objects keep their members in document order.
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
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
    if case .number(let value) = self { return value }
    return nil
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

  /// A short name of the value's JSON type, for error messages.
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
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
}
