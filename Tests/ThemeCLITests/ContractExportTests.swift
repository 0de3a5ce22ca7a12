import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// A theme's contrast contract leaves the registry with it: a DTCG round trip keeps it, and the
/// bundle's audit.json lists every checked pair with its threshold and verdict.
@Suite("Contrast contracts in exports")
struct ContractExportTests {
  let cli = CLIRunner()

  nonisolated(unsafe) static let night: [String: Any] = [
    "format": "themereg.theme/1", "name": "night", "appearances": ["dark", "darkHighContrast"],
    "colors": [
      "canvas": ["dark": "#0D1117", "darkHighContrast": "#010409"], "subtle": "#161B22", "fg": "#E6EDF3",
      "overlay": "rgba(110, 118, 129, 0.4)", "border": "#30363D",
    ],
    "contrast": ["highContrast": ["text": 7, "nonText": 4.5], "backdrop": "canvas"],
    "pairs": [
      "fg-on-overlay": ["foreground": "fg", "background": "overlay", "backdrops": ["canvas", "subtle"]],
      "border-on-canvas": ["foreground": "border", "background": "canvas", "kind": "nonText", "minRatio": 1.2],
    ],
  ]

  @Test func aDTCGRoundTripKeepsTheContract() throws {
    #expect(cli.run(["init"]).code == 0)
    let commit = cli.run(["commit", cli.themeFile(Self.night), "-m", "night", "--author", "ann", "--json"])
    let hash = try #require(commit.json?["contentHash"])
    let out = cli.folder.file("tokens")
    #expect(cli.run(["export", "night@1", "--format", "dtcg", "--unapproved", "-o", out]).code == 0)
    let imported = cli.run(["import", "--from", "dtcg", out + "/dtcg/tokens.json", "--commit", "-m", "back", "--json"])
    #expect(imported.code == 0, "\(imported.err)")
    // The same content: the import is version 1 again, not a second version.
    #expect(imported.json?["version"] == .number(1))
    #expect(imported.json?["contentHash"] == hash)
  }

  @Test func theBundlesAuditListsEveryPairWithItsVerdict() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(Self.night), "-m", "night", "--author", "ann"]).code == 0)
    let out = cli.folder.file("bundle")
    #expect(cli.run(["export", "night@1", "--format", "bundle", "--unapproved", "-o", out]).code == 0)
    let audit = try JSONParser.parse(try #require(cli.folder.read("bundle/audit.json")))
    let pairs = try #require(audit["pairs"]?.arrayElements)
    let border = pairs.filter { $0["pair"] == .string("pairs.border-on-canvas") }
    #expect(border.map { $0["appearance"] } == [.string("dark"), .string("darkHighContrast")])
    #expect(border.map { $0["required"] } == [.number(1.2), .number(1.2)])
    let overlay = pairs.filter { $0["pair"]?.stringValue?.hasPrefix("pairs.fg-on-overlay@") == true }
    // Each backdrop in turn, in every appearance: the policy's 7:1 applies in high contrast.
    #expect(overlay.compactMap { $0["backdrop"]?.stringValue } == ["canvas", "canvas", "subtle", "subtle"])
    #expect(overlay.compactMap { $0["required"]?.numberValue } == [4.5, 7, 4.5, 7])
    #expect(pairs.allSatisfy { $0["passes"]?.boolValue != nil && $0["ratio"]?.numberValue != nil })
  }
}
