import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// SARIF as GitHub code scanning uses it: each result on the exact value that causes it, one
/// alert identity per finding that survives unrelated edits, URIs relative to the source root.
@Suite("SARIF for code scanning")
struct SARIFCodeScanningTests {
  let cli = CLIRunner()

  nonisolated(unsafe) static let failing = SampleThemes.setting(
    SampleThemes.rich(), "colors.outgoingBubble", to: ["light": "#0B5FFF", "dark": "#4C8DFF"])

  /// Writes `object` pretty-printed (one value per line, as people write themes) at `name`.
  func write(_ object: [String: Any], _ name: String) throws -> String {
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    try FileManager.default.createDirectory(
      atPath: (cli.folder.file(name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    return cli.folder.write(name, [UInt8](data))
  }

  func sarif(_ arguments: [String]) throws -> [JSONValue] {
    let outcome = cli.run(["audit"] + arguments + ["--format", "sarif", "--source-root", cli.folder.path])
    let log = try #require(outcome.json, "\(outcome.err)")
    return try #require(log["runs"]?.arrayElements?.first?["results"]?.arrayElements)
  }

  /// The text a result's region covers (columns in UTF-16 code units).
  func text(of result: JSONValue, in path: String) throws -> String {
    let region = try #require(result["locations"]?.arrayElements?.first?["physicalLocation"]?["region"])
    let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
    let line = Array(lines[Int(region["startLine"]!.numberValue!) - 1].utf16)
    let start = Int(region["startColumn"]!.numberValue!) - 1
    let end = Int(region["endColumn"]!.numberValue!) - 1
    return String(decoding: line[start..<end], as: UTF16.self)
  }

  @Test func aContrastResultSitsOnTheFailingColoursValue() throws {
    let file = try write(Self.failing, "theme.json")
    let results = try sarif([file])
    let text = try #require(
      results.first {
        $0["partialFingerprints"]?["themeregSubject/v1"]
          == .string("contrast.text|components.outgoingMessage.text/background|dark")
      })
    // outgoingText is one value for every appearance: the region is that value.
    #expect(try self.text(of: text, in: file) == "\"#FFFFFF\"")
    let region = try #require(text["locations"]?.arrayElements?.first?["physicalLocation"]?["region"])
    #expect(region["startLine"] != .number(1))
    #expect(region["startColumn"] != nil && region["endLine"] != nil && region["endColumn"] != nil)
  }

  @Test func aMissingAltTextSitsOnItsMediaRecord() throws {
    var object = SampleThemes.rich()
    object = SampleThemes.setting(
      object, "media", to: [["id": "help", "kind": "video", "format": "thumbnail", "label": "Help"]])
    let file = try write(object, "media.json")
    let result = try #require(try sarif([file]).first { $0["ruleId"] == .string("alt.missing") })
    #expect(try text(of: result, in: file).hasPrefix("{"))
  }

  @Test func everyFindingHasItsOwnStableFingerprint() throws {
    let file = try write(Self.failing, "theme.json")
    let before = try sarif([file])
    let hashes = before.compactMap { $0["partialFingerprints"]?["primaryLocationLineHash"]?.stringValue }
    #expect(hashes.count == before.count)
    #expect(Set(hashes).count == hashes.count)
    // An unrelated edit moves every line; alerts keep their identity, regions follow the values.
    let edited = try write(
      SampleThemes.setting(Self.failing, "description", to: "A longer description\nover two lines"), "theme.json")
    let after = try sarif([edited])
    func byHash(_ results: [JSONValue]) -> [String: JSONValue] {
      Dictionary(
        uniqueKeysWithValues: results.map { ($0["partialFingerprints"]!["primaryLocationLineHash"]!.stringValue!, $0) })
    }
    #expect(Set(byHash(after).keys) == Set(byHash(before).keys))
    for (hash, result) in byHash(after) {
      #expect(try text(of: result, in: edited) == text(of: byHash(before)[hash]!, in: file))
    }
  }

  @Test func artifactURIsAreRelativeToTheSourceRootAndEncoded() throws {
    let file = try write(Self.failing, "themes dir/my theme#1.json")
    let outcome = cli.run(["audit", file, "--format", "sarif", "--source-root", cli.folder.path])
    let run = try #require(outcome.json?["runs"]?.arrayElements?.first)
    let location = try #require(
      run["results"]?.arrayElements?.first?["locations"]?.arrayElements?.first?["physicalLocation"]?["artifactLocation"]
    )
    #expect(location["uri"] == .string("themes%20dir/my%20theme%231.json"))
    #expect(location["uriBaseId"] == .string("SRCROOT"))
    #expect(run["originalUriBaseIds"]?["SRCROOT"]?["uri"]?.stringValue?.hasSuffix("/") == true)
    #expect(run["automationDetails"]?["id"] == .string("themereg/acme-chat/"))
    #expect(run["columnKind"] == .string("utf16CodeUnits"))
  }

  @Test func everyRuleHasAHelpPageAndTags() throws {
    let outcome = cli.run(["audit", try write(Self.failing, "theme.json"), "--format", "sarif"])
    let rules = try #require(outcome.json?["runs"]?.arrayElements?.first?["tool"]?["driver"]?["rules"]?.arrayElements)
    #expect(rules.count == 24)
    for rule in rules {
      let uri = try #require(rule["helpUri"]?.stringValue)
      #expect(uri.hasPrefix("https://") && !uri.contains("#"), "\(uri)")
      #expect(rule["help"]?["markdown"]?.stringValue?.contains("Fix:") == true)
      let id = rule["id"]?.stringValue ?? ""
      let tag = id.hasPrefix("export.") || id.hasPrefix("color.") ? "interoperability" : "accessibility"
      #expect(rule["properties"]?["tags"]?.arrayElements?.first == .string(tag))
    }
    let text = try #require(rules.first { $0["id"] == .string("contrast.text") })
    #expect(text["helpUri"] == .string("https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"))
    #expect(text["properties"]?["tags"]?.arrayElements?.contains(.string("wcag2.2-1.4.3")) == true)
  }

  @Test func aStoredVersionIsReportedAgainstItsSourceFile() throws {
    let file = try write(Self.failing, "theme.json")
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", file, "-m", "one"]).code == 0)
    let results = try sarif(["acme-chat@1", "--source", file])
    #expect(
      results.first?["locations"]?.arrayElements?.first?["physicalLocation"]?["artifactLocation"]?["uri"]
        == .string("theme.json"))
    let other = try write(SampleThemes.rich(), "other.json")
    let refused = cli.run(["audit", "acme-chat@1", "--format", "sarif", "--source", other])
    #expect(refused.code == 65)
    #expect(refused.err.contains("is not acme-chat@1: its content hash is"))
  }
}
