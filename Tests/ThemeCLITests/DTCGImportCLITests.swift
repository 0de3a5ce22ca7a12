import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// `themereg import` tells the user what became of every token.
@Suite("DTCG import through the CLI")
struct DTCGImportCLITests {
  let cli = CLIRunner()

  static let file = """
    {"color": {"$type": "color", "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
      "broken": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}},
     "space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}
    """

  @Test func aBrokenTokenIsRefusedWithItsPath() {
    let path = cli.folder.write("tokens.json", Array(Self.file.utf8))
    let outcome = cli.run(["import", "--from", "dtcg", path, "--name", "peer"])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("color.broken: component 1 (2) is above 1 in srgb"), "\(outcome.err)")
    #expect(outcome.out.isEmpty)
  }

  @Test func lossySaysWhatItLeftOutAndWhatItKept() throws {
    let path = cli.folder.write("tokens.json", Array(Self.file.utf8))
    let outcome = cli.run(["import", "--from", "dtcg", path, "--name", "peer", "--lossy"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.err.contains("Mapped 1 colour and 0 typography styles; kept 1 other token as they are"))
    #expect(outcome.err.contains("  kept  space.s"))
    #expect(outcome.err.contains("warning: left out color.broken (--lossy): component 1 (2) is above 1 in srgb"))
    let json = try #require(cli.run(["--json", "import", "--from", "dtcg", path, "--name", "peer", "--lossy"]).json)
    #expect(json["import"]?["kept"] == .array([.string("space.s")]))
    #expect(json["import"]?["dropped"]?.arrayElements?.first?["path"] == .string("color.broken"))
    #expect(json["document"]?["colors"]?["bg"] != nil)
  }
}
