/// One pretty-printed JSON object written member by member, byte for byte as `JSONWriter`
/// would write the same members at the same depth — for output of thousands of objects (a
/// long `log --json`), where building a `JSONValue` for each one cost more than reading it.
public struct JSONObjectStream: Sendable {
  /// The object written so far; complete after `finish()`.
  public private(set) var bytes: [UInt8] = []
  private let indent: Int
  private var members = 0

  /// A stream for objects that appear `indent` levels deep in a pretty document.
  public init(indent: Int) {
    self.indent = indent
    bytes.reserveCapacity(512)
  }

  /// Starts the next object, keeping the buffer's storage.
  public mutating func reset() {
    bytes.removeAll(keepingCapacity: true)
    members = 0
  }

  /// Adds a member with a string value.
  public mutating func member(_ key: StaticString, string value: String) {
    open(key)
    JSONWriter.appendQuoted(value, to: &bytes)
  }

  /// Adds a member with a whole number, or `null`.
  public mutating func member(_ key: StaticString, integer value: Int?) {
    guard let value else { return member(key, .null) }
    open(key)
    JSONWriter.appendInteger(Int64(value), to: &bytes)
  }

  /// Adds a member with `true` or `false`, or `null`.
  public mutating func member(_ key: StaticString, bool value: Bool?) {
    member(key, value.map(JSONValue.bool) ?? .null)
  }

  /// Adds a member with a string value or `null`.
  public mutating func member(_ key: StaticString, optionalString value: String?) {
    guard let value else { return member(key, .null) }
    member(key, string: value)
  }

  /// Adds a member with any value.
  public mutating func member(_ key: StaticString, _ value: JSONValue) {
    open(key)
    JSONWriter.write(value, options: .pretty, indent: indent + 1, into: &bytes)
  }

  /// Closes the object: `{}` when it has no members.
  public mutating func finish() {
    guard members > 0 else { return JSONWriter.write(.object([]), options: .pretty, indent: indent, into: &bytes) }
    JSONWriter.newline(.pretty, indent, &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  /// Starts a member. Keys are the program's own field names, which need no escaping.
  private mutating func open(_ key: StaticString) {
    bytes.append(members == 0 ? UInt8(ascii: "{") : UInt8(ascii: ","))
    members += 1
    JSONWriter.newline(.pretty, indent + 1, &bytes)
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: " "))
  }
}
