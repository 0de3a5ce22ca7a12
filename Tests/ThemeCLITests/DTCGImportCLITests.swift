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

/// Every file of a DTCG export given to `import` at once: the resolver among them is used.
@Suite("Importing every file of a DTCG export")
struct DTCGExportFilesImportTests {
  let cli = CLIRunner()

  func exported() throws -> (hash: JSONValue, files: [String], folder: String) {
    #expect(cli.run(["init"]).code == 0)
    let commit = cli.run(["commit", cli.themeFile(SampleThemes.rich()), "-m", "rich", "--json"])
    let hash = try #require(commit.json?["contentHash"])
    let out = cli.folder.file("tokens")
    #expect(cli.run(["export", "acme-chat@1", "--format", "dtcg", "--unapproved", "-o", out]).code == 0)
    let folder = out + "/dtcg"
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.contains("theme.resolver.json") && files.count > 2)
    return (hash, files.map { folder + "/" + $0 }, folder)
  }

  @Test func theResolverIsFoundAmongTheFilesAndTheHashComesBack() throws {
    let (hash, files, _) = try exported()
    let imported = cli.run(["import"] + files + ["--commit", "-m", "back", "--json"])
    #expect(imported.code == 0, "\(imported.err)")
    #expect(imported.json?["version"] == .number(1))
    #expect(imported.json?["contentHash"] == hash)
  }

  @Test func aFileTheResolverDoesNotNameIsRefusedNotDropped() throws {
    let (_, _, folder) = try exported()
    let stray = cli.folder.write("extra.tokens.json", Array("{}".utf8))
    let outcome = cli.run(["import", "--from", "dtcg", folder + "/theme.resolver.json", stray])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("extra.tokens.json: is given beside the resolver"), "\(outcome.err)")
  }
}

/// A token themereg keeps (not a colour) that differs in dark keeps that value, and exports it.
@Suite("Kept tokens per appearance")
struct KeptTokenModesTests {
  let cli = CLIRunner()

  @Test func anOverlaysDarkOpacityIsKeptAndComesBackThroughTheExport() throws {
    #expect(cli.run(["init"]).code == 0)
    let base = cli.folder.write(
      "tokens.json",
      Array(
        ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}}, "overlay": {"$type": "number", "$value": 0.5}}"##
          .utf8))
    let dark = cli.folder.write(
      "tokens.dark.json",
      Array(
        ##"{"color": {"$type": "color", "bg": {"$value": "#000000"}}, "overlay": {"$type": "number", "$value": 0.8}}"##
          .utf8))
    let imported = cli.run([
      "import", "--from", "dtcg", base, dark, "--name", "night", "--commit", "-m", "in", "--json",
    ])
    #expect(imported.code == 0, "\(imported.err)")
    let hash = try #require(imported.json?["contentHash"])
    let shown = try #require(cli.run(["show", "night"]).json)
    #expect(shown["extensions"]?["org.themereg.dtcg"]?["modes"]?["dark"]?["overlay"]?["$value"] == .number(0.8))
    let out = cli.folder.file("out")
    #expect(cli.run(["export", "night@1", "--format", "dtcg", "--unapproved", "-o", out]).code == 0)
    let back = cli.run(["import", out + "/dtcg/theme.resolver.json", "--commit", "-m", "back", "--json"])
    #expect(back.code == 0, "\(back.err)")
    #expect(back.json?["contentHash"] == hash)
  }
}
