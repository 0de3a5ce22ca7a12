import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// `import … --commit` over a theme the registry added to: the pairs a team accepted, its
/// policy and other tools' extensions are no colour source's, so a re-import keeps them.
@Suite("Re-importing keeps what only the registry holds")
struct ImportKeepsRegistrySectionsTests {
  let cli = CLIRunner()

  /// A `res/` folder whose `values/colors.xml` holds `colors` (name → hex).
  func res(_ colors: [(String, String)]) -> String {
    let lines = colors.map { "  <color name=\"\($0.0)\">\($0.1)</color>" }.joined(separator: "\n")
    _ = cli.folder.write("res/values/colors.xml", Array("<resources>\n\(lines)\n</resources>\n".utf8))
    return cli.folder.file("res")
  }

  /// `app` imported from `res` and given the suggested text-on-background pair (@1, @2).
  func importedWithPairs() throws -> String {
    #expect(cli.run(["init"]).code == 0)
    let folder = res([("text", "#000000"), ("background", "#FFFFFF")])
    #expect(cli.run(["import", folder, "--name", "app", "--commit", "-m", "import"]).code == 0)
    let paired = cli.folder.file("paired.json")
    #expect(cli.run(["pairs", "suggest", "app", "--write", paired]).code == 0)
    #expect(cli.run(["commit", paired, "-m", "accept the pairs"]).code == 0)
    return folder
  }

  @Test func aReimportKeepsThePairsAndTakesTheSourcesColours() throws {
    _ = try importedWithPairs()
    for (version, text) in [(3, "#DDDDDD"), (4, "#222222")] {
      let folder = res([("text", text), ("background", "#FFFFFF")])
      let outcome = cli.run(["import", folder, "--name", "app", "--commit", "-m", "text \(text)", "--json"])
      #expect(outcome.code == 0, "\(outcome.err)")
      #expect(outcome.json?["version"] == .integer(version))
      #expect(outcome.json?["kept"] == .array([.string("pairs")]))
      let shown = try #require(cli.run(["show", "app"]).json)
      #expect(shown["colors"]?["text"] == .string(text))
      #expect(shown["pairs"]?["text-on-background"]?["foreground"] == .string("text"))
    }
    // The kept pair is audited: the light text fails on white, as it should.
    let log = try #require(cli.run(["log", "app", "--json"]).json?["versions"]?.arrayElements)
    #expect(log.first { $0["version"] == .integer(3) }?["errors"] == .integer(1))
    #expect(log.first { $0["version"] == .integer(3) }?["provenance"] == .string("import:android"))
  }

  @Test func theTextOutputNamesWhatWasKept() throws {
    _ = try importedWithPairs()
    let outcome = cli.run(
      ["import", res([("text", "#111111"), ("background", "#FFFFFF")]), "--name", "app", "--commit", "-m", "t"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.out.contains("kept from the registry (the import holds none of them): pairs"), "\(outcome.out)")
  }

  @Test func aColourTheSourceRemovedThatAKeptPairNamesRefusesTheImportAndStoresNothing() throws {
    _ = try importedWithPairs()
    let before = cli.snapshot()
    let outcome = cli.run(["import", res([("text", "#000000")]), "--name", "app", "--commit", "-m", "no background"])
    #expect(outcome.code == 65, "\(outcome.err)")
    #expect(outcome.err.contains("pairs"), "\(outcome.err)")
    #expect(outcome.err.contains("background"), "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func aPullRequestsSourceIsAuditedWithTheRegistrysPairsOnItsOwnLine() throws {
    _ = try importedWithPairs()
    // The pull request lightens the text; CI imports its res/ with the registry's sections.
    let folder = res([("text", "#DDDDDD"), ("background", "#FFFFFF")])
    let printed = cli.run(["import", folder, "--name", "app", "--keep-from", "app"])
    #expect(printed.code == 0, "\(printed.err)")
    #expect(printed.err.contains("Kept from app (the import holds none of them): pairs"), "\(printed.err)")
    let document = cli.folder.write("pr.json", Array(printed.out.utf8))
    let sarif = cli.run([
      "audit", document, "--baseline", "app@latest", "--format", "sarif", "--source-root", cli.folder.path,
    ])
    #expect(sarif.code == 1)
    let results = try #require(
      try JSONParser.parse(Array(sarif.out.utf8))["runs"]?.arrayElements?.first?["results"]?.arrayElements)
    let errors = results.filter { $0["level"] == .string("error") }
    #expect(errors.count == 1)
    #expect(errors.first?["ruleId"] == .string("contrast.text"))
    #expect(errors.first?["baselineState"] == .string("new"))
    let location = errors.first?["locations"]?.arrayElements?.first?["physicalLocation"]
    #expect(location?["artifactLocation"]?["uri"] == .string("res/values/colors.xml"))
    #expect(location?["region"]?["startLine"] == .integer(2))
  }

  @Test(
    arguments: [
      (["--keep-from", "app", "--commit", "-m", "m"], 64, "--keep-from is for a printed document"),
      (["--keep-from", "nothing"], 66, "no theme named"),
    ])
  func keepFromWithACommitOrOfNoThemeIsRefusedAndPrintsNoDocument(options: [String], code: Int32, message: String)
    throws
  {
    _ = try importedWithPairs()
    let before = cli.snapshot()
    let outcome = cli.run(
      ["import", res([("text", "#000000"), ("background", "#FFFFFF")]), "--name", "app"] + options)
    #expect(outcome.code == code)
    #expect(outcome.err.contains(message), "\(outcome.err)")
    #expect(outcome.out.isEmpty)
    #expect(cli.snapshot() == before)
  }

  @Test func anotherToolsExtensionIsKeptBesideTheImportsOwn() throws {
    #expect(cli.run(["init"]).code == 0)
    var theme = SampleThemes.minimal(name: "app")
    theme["extensions"] = ["com.acme.figma": ["file": "abc"]]
    #expect(cli.run(["commit", cli.themeFile(theme), "-m", "by hand"]).code == 0)
    let outcome = cli.run(
      [
        "import", res([("text", "#000000"), ("background", "#FFFFFF")]), "--name", "app", "--commit", "-m", "i",
        "--json",
      ])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["kept"] == .array([.string("components"), .string("extensions[\"com.acme.figma\"]")]))
    let shown = try #require(cli.run(["show", "app"]).json)
    #expect(shown["extensions"]?["com.acme.figma"]?["file"] == .string("abc"))
    #expect(shown["extensions"]?["org.themereg.sources"] != nil)
  }
}
