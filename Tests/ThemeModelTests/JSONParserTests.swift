import Testing

@testable import ThemeModel

@Suite("Strict JSON parsing")
struct JSONParserTests {
  func problems(_ text: String) -> [String] {
    do {
      _ = try JSONParser.parse(Array(text.utf8))
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }

  @Test func parsesNestedValuesKeepingMemberOrder() throws {
    let value = try JSONParser.parse(
      Array(#"{"b": [1, 2.5, -3e2], "a": {"x": null, "y": true}, "s": "\u00e9\n"}"#.utf8))
    #expect(value.objectMembers?.map(\.key) == ["b", "a", "s"])
    #expect(value["b"] == .array([.number(1), .number(2.5), .number(-300)]))
    #expect(value["s"] == .string("é\n"))
  }

  @Test func reportsEveryDuplicateKeyWithItsPath() {
    let found = problems(#"{"a": 1, "a": 2, "o": {"k": 1, "k": 2}}"#)
    #expect(found.count == 2)
    #expect(found[0].contains("a: duplicate key \"a\""))
    #expect(found[1].contains("o.k: duplicate key \"k\""))
  }

  @Test(arguments: [1, 15, 16, 17, 40])
  func findsDuplicatesInObjectsOfAnySize(keys: Int) {
    let members = (0..<keys).map { "\"k\($0)\": \($0)" } + ["\"k0\": 99", "\"k\(keys - 1)\": 99"]
    let found = problems("{" + members.joined(separator: ", ") + "}")
    #expect(found.count == 2)
    #expect(found.allSatisfy { $0.contains("duplicate key") })
  }

  @Test(arguments: [
    (#"{"a": NaN}"#, "NaN and Infinity are not JSON numbers"),
    (#"{"a": Infinity}"#, "NaN and Infinity are not JSON numbers"),
    (#"{"a": 1e400}"#, "numbers must be finite"),
    (#"{"a": 01}"#, "leading zeros"),
    (#"{"a": 1,}"#, "expected a string key"),
    (#"{"a": "x"#, "not closed"),
    (#"{"a": 1} x"#, "unexpected data after the end"),
    (#"{"a": "\q"}"#, "unknown escape"),
    (#"{"a": "\ud800"}"#, "surrogate"),
    ("", "ends too early"),
  ])
  func rejectsMalformedInput(text: String, expected: String) {
    let found = problems(text)
    #expect(found.contains { $0.contains(expected) }, "\(found)")
  }

  @Test func rejectsInvalidUTF8() {
    let bytes: [UInt8] = Array(#"{"a": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
    #expect(throws: ThemeValidationError.self) { try JSONParser.parse(bytes) }
  }

  /// Byte sequences that are not UTF-8: a lone continuation byte, an overlong NUL, 0xFF, a
  /// cut-off sequence, an encoded surrogate.
  static let invalidSequences: [[UInt8]] = [[0x80], [0xC0, 0x80], [0xFF], [0xE2, 0x82], [0xED, 0xA0, 0x80]]

  @Test(arguments: invalidSequences.indices)
  func rejectsInvalidUTF8AnywhereInAString(index: Int) {
    for (before, after) in [("", ""), ("ascii", ""), ("", "ascii"), ("é", "x"), ("a", "\\n")] {
      let bytes =
        Array(#"{"a": ""#.utf8) + Array(before.utf8) + Self.invalidSequences[index] + Array(after.utf8)
        + Array(#""}"#.utf8)
      #expect(throws: ThemeValidationError.self, "\(before)…\(after)") { try JSONParser.parse(bytes) }
    }
  }

  @Test(arguments: [
    (#""plain ascii""#, "plain ascii"), (#""Ünïcödé 🎨""#, "Ünïcödé 🎨"), (#""tab\tand é""#, "tab\tand é"),
    (#""\u00e9t\u00E9""#, "été"), (#""""#, ""),
  ])
  func decodesStrings(json: String, expected: String) throws {
    let value = try JSONParser.parse(Array("{\"a\": \(json)}".utf8))
    #expect(value == .object([JSONMember("a", .string(expected))]))
  }

  @Test func rejectsNestingDeeperThanTheLimit() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(problems(deep).contains { $0.contains("nesting is deeper than 64") })
  }

  @Test func syntaxErrorsNameLineAndColumn() {
    #expect(problems("{\n  \"a\": tru\n}").first?.contains("line 2, column 8") == true)
  }

  @Test(arguments: ["9007199254740993", "-0", "1e-400", "123456789012345678", "-0.0", "2.00000000000000000001"])
  func aNumberADoubleWouldChangeIsKeptAsWritten(text: String) throws {
    let value = try JSONParser.parse(Array(#"{"n": \#(text)}"#.utf8))
    #expect(value["n"] == .numberText(text))
    #expect(JSONWriter.string(value) == #"{"n":\#(text)}"#)
  }

  @Test(arguments: [
    ("1.0", 1.0), ("1e2", 100), ("0.30000000000000004", 0.30000000000000004), ("-2.5E-3", -0.0025), ("0", 0),
    ("0.000", 0), ("9007199254740992", 9_007_199_254_740_992), ("5e-324", 5e-324),
  ])
  func aNumberADoubleHoldsExactlyIsANumber(text: String, number: Double) throws {
    let value = try JSONParser.parse(Array(#"{"n": \#(text)}"#.utf8))
    #expect(value["n"] == .number(number))
  }
}
