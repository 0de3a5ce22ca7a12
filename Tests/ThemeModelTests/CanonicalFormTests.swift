import Testing
import ThemeTestSupport

@testable import ThemeModel

@Suite("Canonical form and content hash")
struct CanonicalFormTests {
  func hash(_ text: String) throws -> String {
    try ThemeDocument(bytes: Array(text.utf8)).contentHash.description
  }

  let base =
    ##"{"format":"themereg.theme/1","name":"t","colors":{"a":"#FFFFFF","b":"#000"},"typography":{"x":{"size":17}}}"##

  @Test func keyOrderWhitespaceAndNumberSpellingDoNotChangeTheHash() throws {
    let reordered = """
      {
        "typography": { "x": { "size": 1.7e1 } },
        "colors": { "b": "#000", "a": "#FFFFFF" },
        "name": "t",
        "format": "themereg.theme/1"
      }
      """
    #expect(try hash(base) == hash(reordered))
    #expect(try hash(base.replacingOccurrences(of: "17", with: "17.0")) == hash(base))
  }

  @Test(arguments: [
    ("#FFFFFF", "#ffffff"), ("\"size\":17", "\"size\":18"), ("\"b\"", "\"c\""), ("\"t\"", "\"u\""),
  ])
  func anyValueChangeChangesTheHash(from: String, to: String) throws {
    #expect(try hash(base) != hash(base.replacingOccurrences(of: from, with: to)))
  }

  @Test func hashIsSHA256OfTheCanonicalBytes() throws {
    let document = try ThemeDocument(bytes: Array(base.utf8))
    #expect(
      String(decoding: document.canonicalBytes, as: UTF8.self)
        == ##"{"colors":{"a":"#FFFFFF","b":"#000"},"format":"themereg.theme/1","name":"t","typography":{"x":{"size":17}}}"##
    )
    #expect(document.contentHash.description == "sha256:" + SHA256.hex(of: document.canonicalBytes))
    #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  /// FIPS 180-4 test vectors: an empty message, one block, two blocks, a million bytes.
  @Test(arguments: [
    ("", 1, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", 1, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 1,
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    ("a", 1_000_000, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
  ])
  func sha256MatchesTheStandardsVectors(text: String, repeats: Int, expected: String) {
    let bytes = Array(String(repeating: text, count: repeats).utf8)
    #expect(SHA256.hex(of: bytes) == expected)
    #expect(ContentHash(of: bytes).description == "sha256:" + expected)
  }

  @Test(arguments: [
    (0.1, "0.1"), (17, "17"), (-0.0, "0"), (1e21, "1e+21"), (2.5e-7, "2.5e-07"), (19.55, "19.55"), (-1.05, "-1.05"),
    (0.5, "0.5"), (0.1 + 0.2, "0.30000000000000004"),
  ])
  func numbersUseTheShortestRoundTripForm(number: Double, text: String) {
    #expect(JSONWriter.format(number) == text)
    #expect(Double(text) == number)
  }

  @Test func stringsEscapeOnlyWhatJSONRequires() {
    #expect(JSONWriter.quoted("a\"b\\c\n\u{01}é") == #""a\"b\\c\n\u0001é""#)
  }
}

/// The canonical writer's key order: by code point, for objects small and large, in any
/// written order.
@Suite("Canonical key order")
struct CanonicalKeyOrderTests {
  static let keys = ["z", "a", "é", "Z", "ab", "a\u{0}", "", "\u{10000}", "\u{FFFF}", "b", "aa", "1"]

  @Test(arguments: [0, 1, 2, 3, 11, 12, 13, 40, 300])
  func membersAreWrittenInCodePointOrder(count: Int) {
    let names = (0..<count).map { Self.keys[$0 % Self.keys.count] + String($0 / Self.keys.count) }
    for written in [names, names.reversed(), names.sorted(by: { $0.precedesByCodePoint($1) })] {
      let object = JSONValue.object(written.map { JSONMember($0, .string($0)) })
      let expected = names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
      let members = expected.map { "\(JSONWriter.quoted($0)):\(JSONWriter.quoted($0))" }
      #expect(JSONWriter.string(object) == "{" + members.joined(separator: ",") + "}")
    }
  }

  @Test func prettyOutputKeepsTheWrittenOrder() {
    let object = JSONValue.object([JSONMember("b", .null), JSONMember("a", .bool(true))])
    #expect(JSONWriter.string(object, options: .pretty) == "{\n  \"b\": null,\n  \"a\": true\n}")
  }
}
