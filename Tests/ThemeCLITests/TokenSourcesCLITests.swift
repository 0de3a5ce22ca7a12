import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// A DTCG token file's colours keep where they were written, so a contrast alert sits on the
/// team's own `tokens.json`, not on a generated document.
@Suite("Source locations of token files")
struct TokenSourcesCLITests {
  let cli = CLIRunner()

  @Test func aContrastAlertSitsOnTheTokensLineInTheModesOwnFile() throws {
    #expect(cli.run(["init"]).code == 0)
    let base = cli.folder.write(
      "tokens/tokens.json",
      Array(
        "{\n  \"color\": {\n    \"$type\": \"color\",\n    \"surface\": {\"$value\": \"#FFFFFF\"},\n    \"muted\": {\"$value\": \"#767676\"}\n  }\n}\n"
          .utf8))
    let dark = cli.folder.write(
      "tokens/tokens.dark.json",
      Array(
        "{\n  \"color\": {\n    \"$type\": \"color\",\n    \"surface\": {\"$value\": \"#000000\"},\n    \"muted\": {\"$value\": \"#222222\"}\n  }\n}\n"
          .utf8))
    let imported = cli.run(["import", base, dark, "--name", "web", "--json"])
    var document = try #require(imported.json?["document"]?.objectMembers)
    let sources = imported.json?["document"]?["extensions"]?["org.themereg.sources"]?["colors"]
    #expect(sources?["muted"]?["light"] == .string(base + ":5:25"))
    #expect(sources?["muted"]?["dark"] == .string(dark + ":5:25"))
    document.append(
      JSONMember(
        "pairs",
        .object([
          JSONMember(
            "muted-on-surface",
            .object([JSONMember("foreground", .string("muted")), JSONMember("background", .string("surface"))]))
        ])))
    let path = cli.folder.write("web.json", Array(JSONWriter.string(.object(document)).utf8))
    #expect(cli.run(["commit", path, "-m", "pairs"]).code == 0)
    let sarif = cli.run(["audit", "web", "--format", "sarif", "--source-root", cli.folder.path])
    let results = try #require(sarif.json?["runs"]?.arrayElements?.first?["results"]?.arrayElements)
    let alert = try #require(results.first { $0["message"]?["text"]?.stringValue?.contains("dark") == true })
    let location = alert["locations"]?.arrayElements?.first?["physicalLocation"]
    #expect(location?["artifactLocation"]?["uri"] == .string("tokens/tokens.dark.json"))
    #expect(location?["region"]?["startLine"] == .integer(5))
  }

  @Test func aStyleDictionaryColourPointsAtItsValue() throws {
    let file = cli.folder.write(
      "sd.json",
      Array(
        "{\n  \"color\": {\n    \"base\": {\"red\": {\"value\": \"#FF0000\"}},\n    \"text\": {\"value\": \"{color.base.red.value}\"}\n  }\n}\n"
          .utf8))
    let outcome = cli.run(["import", file, "--from", "style-dictionary", "--name", "sd", "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    let sources = outcome.json?["document"]?["extensions"]?["org.themereg.sources"]?["colors"]
    #expect(sources?["base.red"]?["light"] == .string(file + ":3:31"))
    #expect(sources?["text"]?["light"] == .string(file + ":4:23"))
  }

  @Test func themeregsOwnExportImportsBackWithoutSources() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.rich()), "-m", "one"]).code == 0)
    let folder = cli.folder.file("out")
    #expect(cli.run(["export", "acme-chat", "--unapproved", "--format", "dtcg", "-o", folder]).code == 0)
    let outcome = cli.run(["import", folder + "/dtcg/tokens.json", "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["document"]?["extensions"]?["org.themereg.sources"] == nil)
  }
}
