import Testing

@testable import ThemeModel

/// An object written member by member is byte for byte what `JSONWriter` writes for the same
/// members at the same depth.
@Suite("JSON object stream")
struct JSONObjectStreamTests {
  static let integers = [0, 1, -1, 9, 10, 99, 100, 12_345, -10_000, 999_999_999_999_999, Int(Int32.max) * 4]
  static let strings = ["", "plain", "quote \" and \\ backslash", "line\nbreak\ttab\u{01}", "émoji 🎨", "a/b"]

  @Test(arguments: integers)
  func integersMatchTheWriter(value: Int) {
    var stream = JSONObjectStream(indent: 2)
    stream.member("n", integer: value)
    stream.finish()
    #expect(stream.bytes == JSONWriter.bytes(.object([JSONMember("n", .integer(value))]), options: .pretty, indent: 2))
    #expect(String(decoding: stream.bytes, as: UTF8.self) == "{\n      \"n\": \(value)\n    }")
  }

  @Test(arguments: strings)
  func stringsMatchTheWriter(value: String) {
    var stream = JSONObjectStream(indent: 1)
    stream.member("text", string: value)
    stream.member("maybe", optionalString: value)
    stream.finish()
    let expected = JSONValue.object([JSONMember("text", .string(value)), JSONMember("maybe", .string(value))])
    #expect(stream.bytes == JSONWriter.bytes(expected, options: .pretty, indent: 1))
  }

  @Test(arguments: [0, 1, 3])
  func nullsBoolsAndNestedValuesMatchTheWriter(indent: Int) {
    let nested = JSONValue.object([
      JSONMember("list", .array([.integer(1), .string("x"), .null])), JSONMember("e", .object([])),
    ])
    var stream = JSONObjectStream(indent: indent)
    stream.member("none", integer: nil)
    stream.member("missing", optionalString: nil)
    stream.member("yes", bool: true)
    stream.member("no", bool: false)
    stream.member("unknown", bool: nil)
    stream.member("nested", nested)
    stream.finish()
    let expected = JSONValue.object([
      JSONMember("none", .null), JSONMember("missing", .null), JSONMember("yes", .bool(true)),
      JSONMember("no", .bool(false)), JSONMember("unknown", .null), JSONMember("nested", nested),
    ])
    #expect(stream.bytes == JSONWriter.bytes(expected, options: .pretty, indent: indent))
  }

  @Test func anEmptyObjectIsBraces() {
    var stream = JSONObjectStream(indent: 2)
    stream.finish()
    #expect(stream.bytes == Array("{}".utf8))
  }

  @Test func resetStartsANewObject() {
    var stream = JSONObjectStream(indent: 0)
    stream.member("a", integer: 1)
    stream.finish()
    stream.reset()
    stream.member("b", integer: 2)
    stream.finish()
    #expect(String(decoding: stream.bytes, as: UTF8.self) == "{\n  \"b\": 2\n}")
  }
}
