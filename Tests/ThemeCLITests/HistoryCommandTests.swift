import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeCLI

@Suite("diff, history and blame commands")
struct HistoryCommandTests {
  let folder = TemporaryDirectory()
  let db: String

  func run(_ arguments: [String]) -> (code: Int32, out: String, err: String, json: JSONValue?) {
    let console = Console.capture()
    let code = CLI.run(
      arguments: arguments, environment: ["THEMEREG_DB": db, "USER": "tester"], console: console,
      readStandardInput: { _ in [] })
    return (
      code, console.capturedOutput, console.capturedError, try? JSONParser.parse(Array(console.capturedOutput.utf8))
    )
  }

  init() {
    db = folder.registry("themes.db")
    _ = run(["init"])
    for (index, color) in ["#000000", "#777777", "#000000"].enumerated() {
      let file = folder.write("v\(index).json", SampleThemes.bytes(SampleThemes.minimal(text: color)))
      _ = run(["commit", file, "-m", "text \(color)", "--author", "designer\(index)"])
    }
  }

  @Test func diffJSONHasTheStableShape() throws {
    let result = run(["diff", "mini@1", "mini@2", "--json"])
    #expect(result.code == 0)
    let json = try #require(result.json)
    #expect(json["from"] == .string("mini@1"))
    #expect(json["to"] == .string("mini@2"))
    let change = try #require(json["changes"]?.arrayElements?.first)
    #expect(change["path"] == .string("colors.text"))
    #expect(change["kind"] == .string("changed"))
    #expect(change["from"] == .string("#000000"))
    #expect(change["to"] == .string("#777777"))
    let introduced = try #require(json["audit"]?["introduced"]?.arrayElements)
    #expect(introduced.contains { $0["rule"] == .string("contrast.text") })
    #expect(json["audit"]?["resolved"]?.arrayElements != nil)
    #expect(json["audit"]?["contrast"]?.arrayElements?.first?["passes"] == .bool(false))
  }

  @Test func diffAcceptsThemeAndTwoNumbersAndSaysNoChanges() {
    let result = run(["diff", "mini", "1", "3"])
    #expect(result.code == 0)
    #expect(result.out == "mini@1 → mini@3: no changes\n")
  }

  @Test func diffTextSpellsOutTheContrastChange() {
    let result = run(["diff", "mini@1", "mini@2"])
    #expect(result.out.contains("~ colors.text: \"#000000\" → \"#777777\""))
    #expect(
      result.out.contains("contrast components.body.text/background, light: 21.00 → 4.47, now fails (needs 4.5:1)"))
  }

  @Test func diffTextShowsAColourObjectInCSSNotationWithItsHex() {
    let colour: [String: Any] = ["colorSpace": "srgb", "components": [0.235, 0.812, 0.91], "alpha": 1]
    let object = folder.write(
      "object.json", SampleThemes.bytes(SampleThemes.setting(SampleThemes.minimal(), "colors.text", to: colour)))
    let result = run(["diff", "mini@3", object])
    #expect(result.code == 0)
    #expect(
      result.out.contains("~ colors.text: \"#000000\" → \"color(srgb 0.235 0.812 0.91)\" (in sRGB #000000 → #3CCFE8)"))
  }

  @Test func diffAgainstAnUncommittedFile() {
    let file = folder.write("next.json", SampleThemes.bytes(SampleThemes.minimal(text: "#222222")))
    let result = run(["diff", "mini@3", file])
    #expect(result.code == 0)
    #expect(result.out.contains("mini@3 → \(file)"))
    #expect(result.out.contains("\"#000000\" → \"#222222\""))
  }

  @Test func historyTextIsATableAlignedUnderItsHeaderWithOneRowPerStretch() throws {
    let outcome = run(["history", "mini"])
    #expect(outcome.code == 0)
    #expect(outcome.out.hasSuffix("\n") && !outcome.out.hasSuffix("\n\n"), "\(outcome.out)")
    let lines = outcome.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    let count = try #require(lines.first.flatMap { Int($0.prefix { $0.isNumber }) })
    #expect(lines.count == count + 2, "\(outcome.out)")
    let header = lines[1]
    #expect(header.hasPrefix("THEME  SEVERITY  RULE"))
    let columns = ["SEVERITY", "RULE", "SUBJECT", "INTRODUCED", "LAST SEEN", "FIXED IN"].map { title in
      header.utf8.count - (header.range(of: title).map { header[$0.lowerBound...].utf8.count } ?? 0)
    }
    for row in lines.dropFirst(2) {
      let bytes = Array(row.utf8)
      for start in columns {
        // Every cell starts where its title does, after the two spaces that end the one before.
        try #require(bytes.count > start, "\(row)")
        #expect(bytes[start - 2] == UInt8(ascii: " ") && bytes[start - 1] == UInt8(ascii: " "), "\(row)")
        #expect(bytes[start] != UInt8(ascii: " "), "\(row)")
      }
    }
    // The text failure of version 2, fixed by version 3, and the dates of both.
    let fixed = try #require(
      lines.first { $0.contains("components.body.text/background|light") && $0.contains("error") })
    #expect(fixed.hasPrefix("mini "), "\(fixed)")
    #expect(fixed.contains("@2 20"), "\(fixed)")
    #expect(fixed.suffix(13).hasPrefix("@3 20"), "\(fixed)")
  }

  @Test func historyJSONIsOneDocumentWithEveryStretch() throws {
    let text = run(["history", "mini"]).out
    let count = try #require(Int(text.prefix { $0.isNumber }))
    let outcome = run(["history", "mini", "--json"])
    let findings = try #require(outcome.json?["findings"]?.arrayElements)
    #expect(findings.count == count)
    #expect(count > 1)
    #expect(outcome.out.hasPrefix("{\n  \"findings\": [\n    {\n      \"theme\": \"mini\","))
    #expect(outcome.out.hasSuffix("\n    }\n  ]\n}\n"))
  }

  @Test func historyJSONWithNoMatchIsAnEmptyList() {
    let outcome = run(["history", "mini", "--rule", "contrast.text", "--status", "open", "--json"])
    #expect(outcome.code == 0)
    #expect(outcome.out == "{\n  \"findings\": []\n}\n")
  }

  @Test func historyJSONHasTheStableShape() throws {
    let json = try #require(run(["history", "mini", "--rule", "contrast.text", "--json"]).json)
    let finding = try #require(json["findings"]?.arrayElements?.first)
    #expect(finding["theme"] == .string("mini"))
    #expect(finding["rule"] == .string("contrast.text"))
    #expect(finding["subject"] == .string("contrast.text|components.body.text/background|light"))
    #expect(finding["severity"] == .string("error"))
    #expect(finding["firstVersion"] == .number(2))
    #expect(finding["lastVersion"] == .number(2))
    #expect(finding["fixedIn"] == .number(3))
    #expect(finding["open"] == .bool(false))
  }

  @Test func blameTextNamesAuthorsAndMessages() {
    let result = run(["blame", "mini", "contrast.text"])
    #expect(result.code == 0)
    #expect(result.out.contains("introduced in @2 by designer1"))
    #expect(result.out.contains("\"text #777777\""))
    #expect(result.out.contains("fixed in      @3 by designer2"))
  }

  @Test func blameJSONHasIntroducedAndFixed() throws {
    let json = try #require(run(["blame", "mini", "contrast.text", "--json"]).json)
    let finding = try #require(json["findings"]?.arrayElements?.first)
    #expect(finding["introduced"]?["version"] == .number(2))
    #expect(finding["fixed"]?["version"] == .number(3))
    #expect(finding["open"] == .bool(false))
  }

  @Test func blameTextIsABlockOfFourLinesPerFindingWithABlankLineBetween() throws {
    let text = run(["blame", "mini", "background"]).out
    let blocks = text.dropLast().components(separatedBy: "\n\n")
    #expect(blocks.count > 1)
    #expect(blocks.allSatisfy { $0.split(separator: "\n", omittingEmptySubsequences: false).count == 4 })
    #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
    let findings = try #require(run(["blame", "mini", "background", "--json"]).json?["findings"]?.arrayElements)
    #expect(findings.count == blocks.count)
  }

  @Test func blameJSONIsOneDocumentWithEveryFinding() throws {
    let outcome = run(["blame", "mini", "background", "--json"])
    let findings = try #require(outcome.json?["findings"]?.arrayElements)
    #expect(findings.count > 1)
    #expect(outcome.json?["key"] == .string("background"))
    #expect(outcome.out.hasPrefix("{\n  \"theme\": \"mini\",\n  \"key\": \"background\",\n  \"findings\": [\n    {\n"))
    #expect(outcome.out.hasSuffix("\n    }\n  ]\n}\n"))
  }

  @Test func blameJSONWithNoMatchIsAnEmptyList() {
    let outcome = run(["blame", "mini", "nothing-here", "--json"])
    #expect(outcome.code == 0)
    #expect(outcome.out == "{\n  \"theme\": \"mini\",\n  \"key\": \"nothing-here\",\n  \"findings\": []\n}\n")
  }

  static let badInput: [([String], Int32, String)] = [
    (["diff", "nope@1", "nope@2"], 66, "no theme named \"nope\""),
    (["diff", "mini@0", "mini@1"], 64, "is not a version reference"),
    (["diff", "mini@1", "mini@9"], 66, "mini has no version 9; its versions are 1…3"),
    (["diff", "mini@abc", "mini@1"], 64, "is not a version reference"),
    (["history", "--rule", "contrast.txt"], 64, "did you mean \"contrast.text\"?"),
    (["history", "nope"], 66, "no theme named \"nope\""),
    (["history", "--status", "closed"], 64, "'closed' is not a valid value for '--status'"),
    (["blame", "nope", "contrast.text"], 66, "no theme named \"nope\""),
    (["blame", "mini", "contrast.txet"], 64, "did you mean \"contrast.text\"?"),
    (["blame", "mini"], 64, "Missing expected argument"),
  ]

  @Test(arguments: badInput)
  func badInputIsRefusedWithoutChangingTheRegistry(arguments: [String], code: Int32, message: String) {
    let before = StoreSQL.snapshot(db)
    let result = run(arguments)
    #expect(result.code == code)
    #expect(result.err.contains(message), "\(result.err)")
    #expect(StoreSQL.snapshot(db) == before)
  }
}
