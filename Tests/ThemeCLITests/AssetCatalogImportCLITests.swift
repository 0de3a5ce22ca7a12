import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// `themereg import --from xcassets`: a team's asset catalog in one command, on both backends.
@Suite("Importing an asset catalog")
struct AssetCatalogImportCLITests {
  let cli = CLIRunner()
  static let mastodon = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/xcassets/mastodon-ios/Assets.xcassets").standardizedFileURL.path

  @Test func aRealCatalogIsCommittedInOneCommand() throws {
    #expect(cli.run(["init"]).code == 0)
    let outcome = cli.run([
      "import", "--from", "xcassets", Self.mastodon, "--name", "mastodon", "--commit", "-m", "from Xcode",
    ])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.err.contains("Mapped 79 colours (79 light, 56 dark) and 43 images"), "\(outcome.err)")
    #expect(outcome.out.hasPrefix("Imported and committed mastodon@1"))
    let shown = try #require(cli.run(["show", "mastodon"]).json)
    #expect(shown["colors"]?["Colors/Label/secondary"]?["dark"] == .string("#979DAD"))
  }

  @Test func theJSONReportCountsEveryAppearance() throws {
    let outcome = cli.run(["--json", "import", "--from", "xcassets", Self.mastodon])
    #expect(outcome.code == 0)
    let report = try #require(outcome.json?["import"])
    #expect(report["colors"] == .object([JSONMember("light", .integer(79)), JSONMember("dark", .integer(56))]))
    #expect(report["images"]?.arrayElements?.count == 43)
    #expect(outcome.json?["document"]?["name"] == .string("assets"))
  }

  @Test func aValueItCannotKeepRefusesTheImportWithItsLineAndStoresNothing() throws {
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    _ = cli.folder.write("Brand.xcassets/Contents.json", Array(#"{"info": {"version": 1}}"#.utf8))
    let set = """
      {"colors": [
        {"color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000"}}, "idiom": "universal"},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"platform": "ios", "reference": "systemBlueColor"}, "idiom": "universal"}
      ]}
      """
    _ = cli.folder.write("Brand.xcassets/accent.colorset/Contents.json", Array(set.utf8))
    let catalog = cli.folder.file("Brand.xcassets")
    let refused = cli.run(["import", "--from", "xcassets", catalog, "--commit", "-m", "m"])
    #expect(refused.code == 65)
    #expect(refused.err.contains("the import cannot keep 1 value(s), so nothing was imported"), "\(refused.err)")
    #expect(
      refused.err.contains("accent.colorset/Contents.json:4:13: accent (dark): the system colour"), "\(refused.err)")
    #expect(refused.err.contains("systemBlueColor"))
    #expect(cli.snapshot() == before)
    let lossy = cli.run(["import", "--from", "xcassets", catalog, "--lossy", "--commit", "-m", "m"])
    #expect(lossy.code == 0)
    #expect(lossy.err.contains("warning: left out (--lossy)"), "\(lossy.err)")
  }

  @Test func aFileIsNotACatalog() {
    let file = cli.folder.write("x.json", Array("{}".utf8))
    let outcome = cli.run(["import", "--from", "xcassets", file])
    #expect(outcome.code == 64)
    #expect(outcome.err.contains("is a file; give the asset catalog's folder"), "\(outcome.err)")
    #expect(cli.run(["import", "--from", "xcassets", cli.folder.file("none.xcassets")]).code == 66)
  }
}
