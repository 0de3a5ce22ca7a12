import Testing
import ThemeModel

/// The base record a checkout writes into a document, which is not content.
@Suite("Base record")
struct BaseRecordTests {
  static let hash = "sha256:" + String(repeating: "ab", count: 32)
  static let plain = ##"{"format": "themereg.theme/1", "name": "t", "colors": {"a": "#000000"}}"##

  static func withBase(_ base: String) -> [UInt8] {
    Array(##"{"format": "themereg.theme/1", "name": "t", "colors": {"a": "#000000"}, "base": \##(base)}"##.utf8)
  }

  @Test func theRecordIsReadAndLeftOutOfTheContent() throws {
    let document = try ThemeDocument(
      bytes: Self.withBase(##"{"theme": "t", "version": 3, "contentHash": "\##(Self.hash)"}"##))
    let plain = try ThemeDocument(bytes: Array(Self.plain.utf8))
    #expect(document.base?.version == 3)
    #expect(document.base?.theme == "t")
    #expect(document.base?.contentHash.description == Self.hash)
    #expect(document.contentHash == plain.contentHash)
    #expect(document.json["base"] == nil)
  }

  @Test func listedConflictsAreRead() throws {
    let document = try ThemeDocument(
      bytes: Self.withBase(
        ##"{"theme": "t", "version": 3, "contentHash": "\##(Self.hash)", "conflicts": [{"path": "colors.a", "base": "#000000", "latest": null, "yours": "#111111"}]}"##
      ))
    #expect(
      document.base?.conflicts == [
        MergeConflict(path: "colors.a", base: .string("#000000"), latest: .null, yours: .string("#111111"))
      ])
  }

  @Test(arguments: [
    (##"{"theme": "t", "version": 0, "contentHash": "HASH"}"##, "base.version"),
    (##"{"theme": "t", "version": 1.5, "contentHash": "HASH"}"##, "base.version"),
    (##"{"version": 1, "contentHash": "HASH"}"##, "base.theme"),
    (##"{"theme": "t", "version": 1, "contentHash": "sha256:xyz"}"##, "base.contentHash"),
    (##"{"theme": "t", "version": 1, "contentHash": "HASH", "by": "me"}"##, "base.by"),
    (##"{"theme": "t", "version": 1, "contentHash": "HASH", "conflicts": {}}"##, "base.conflicts"),
    (##""t@1""##, "base"),
  ])
  func aMalformedRecordIsRefusedWithItsPath(record: String, path: String) {
    let error = #expect(throws: ThemeValidationError.self) {
      try ThemeDocument(bytes: Self.withBase(record.replacingOccurrences(of: "HASH", with: Self.hash)))
    }
    #expect(error?.issues.map(\.path).contains(path) == true, "\(String(describing: error))")
  }
}
