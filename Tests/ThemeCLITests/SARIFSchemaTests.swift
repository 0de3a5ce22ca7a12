import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// Every SARIF log themereg writes, validated against the official OASIS SARIF 2.1.0 schema
/// (`Scripts/checks/sarif_schema.py`, Python's `jsonschema` on the errata01 schema file).
@Suite("SARIF against the official schema", .enabled(if: PythonTools.available, "needs Scripts/test's Python tools"))
struct SARIFSchemaTests {
  let cli = CLIRunner()

  /// The registry every scenario starts from: a passing v1 and a v2 with a failing pair.
  init() {
    _ = cli.run(["init"])
    _ = cli.run(["commit", cli.themeFile(SampleThemes.rich(), name: "v1.json"), "-m", "one"])
    _ = cli.run(["commit", cli.themeFile(SARIFCodeScanningTests.failing, name: "v2.json"), "-m", "two"])
  }

  /// The ways of asking for SARIF: a file, a stored version, against a source file, against
  /// a baseline, a clean audit, a theme whose names and labels are hostile.
  static let scenarios: [String: [String]] = [
    "file": ["FILE"],
    "stored version": ["acme-chat@2"],
    "stored version against its source": ["acme-chat@2", "--source", "V2"],
    "baseline": ["acme-chat@2", "--baseline", "acme-chat@1"],
    "file against a baseline": ["FILE", "--baseline", "acme-chat@2"],
    "clean": ["acme-chat@1"],
    "hostile names": ["HOSTILE"],
  ]

  func arguments(_ scenario: String) throws -> [String] {
    let name = "é \"<x>\" ./..\\ %20 \u{1F600}"
    let hostile = SampleThemes.setting(
      SampleThemes.setting(SARIFCodeScanningTests.failing, keys: ["colors", name], to: "#BBBBBB"),
      keys: ["pairs", name], to: ["foreground": name, "background": "background"])
    return try #require(Self.scenarios[scenario]).map {
      switch $0 {
      case "FILE": cli.themeFile(SARIFCodeScanningTests.failing, name: "theme file#1.json")
      case "V2": cli.folder.file("v2.json")
      case "HOSTILE": cli.themeFile(hostile, name: "hostile.json")
      default: $0
      }
    }
  }

  @Test(arguments: scenarios.keys.sorted())
  func validatesAgainstTheSchema(scenario: String) throws {
    let outcome = cli.run(
      ["audit"] + (try arguments(scenario)) + ["--format", "sarif", "--source-root", cli.folder.path])
    #expect(outcome.code == 0 || outcome.code == 1, "\(outcome.err)")
    let file = cli.folder.write("\(scenario).sarif", Array(outcome.out.utf8))
    let check = PythonTools.run("sarif_schema.py", [file])
    #expect(check.code == 0, "\(check.out)\(check.err)")
    #expect(check.out.contains("valid against https://docs.oasis-open.org/sarif/sarif/v2.1.0/"))
  }

  /// The check itself can fail: a negative line and another SARIF version are refused, each
  /// named by its JSON pointer.
  @Test func theSchemaRefusesAnInvalidLog() throws {
    let outcome = cli.run(["audit", "acme-chat@2", "--format", "sarif"])
    var text = outcome.out
    text = text.replacingOccurrences(of: "\"startLine\": ", with: "\"startLine\": -")
    text = text.replacingOccurrences(of: "\"version\": \"2.1.0\"", with: "\"version\": \"2.0\"")
    #expect(text != outcome.out)
    let file = cli.folder.write("broken.sarif", Array(text.utf8))
    let check = PythonTools.run("sarif_schema.py", [file])
    #expect(check.code == 1)
    #expect(check.out.contains("broken.sarif: /version: '2.0' is not one of ['2.1.0']"), "\(check.out)")
    #expect(check.out.contains("/region/startLine: -"), "\(check.out)")
  }
}
