import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// `themereg import --from tokens-studio`: theme groups chosen, or every combination committed.
@Suite("Importing Tokens Studio projects")
struct TokensStudioImportCLITests {
  let cli = CLIRunner()
  static let lion = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/tokens-studio/lion-example/tokens").standardizedFileURL.path

  @Test func everyCombinationIsCommittedAsItsOwnTheme() throws {
    #expect(cli.run(["init"]).code == 0)
    let outcome = cli.run([
      "import", Self.lion, "--name", "lion", "--all-permutations", "--commit", "-m", "from TS", "--json",
    ])
    #expect(outcome.code == 0, "\(outcome.err)")
    let committed = try #require(outcome.json?["committed"]?.arrayElements)
    #expect(
      committed.compactMap { $0["theme"]?.stringValue } == [
        "lion-casual-green", "lion-casual-blue", "lion-casual-purple", "lion-business-green", "lion-business-blue",
        "lion-business-purple",
      ])
    let shown = try #require(cli.run(["show", "lion-business-purple"]).json)
    #expect(shown["colors"]?["colors.bg.default.color"] == .string("#805ad5"))
  }

  @Test func aGroupWithoutAChoiceIsAUsageErrorAndStoresNothing() {
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let outcome = cli.run(["import", "--from", "tokens-studio", Self.lion, "--commit", "-m", "m"])
    #expect(outcome.code == 64)
    #expect(
      outcome.err.contains(
        "the Tokens Studio theme group \"brand\" has 2 themes (Casual, Business); choose one with --select brand=Casual"
      ),
      "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func aColourModifierItCannotComputeRefusesTheImportAndStoresNothing() {
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let path = cli.folder.write(
      "tokens.json",
      Array(
        ##"""
        {"global": {"brand": {"value": "#0b5fff", "type": "color"},
          "hover": {"value": "{brand}", "type": "color",
            "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.2", "space": "oklab"}}}}},
         "$themes": [], "$metadata": {"tokenSetOrder": ["global"]}}
        """##.utf8))
    let outcome = cli.run(["import", "--from", "tokens-studio", path, "--commit", "-m", "m"])
    #expect(outcome.code == 65)
    #expect(
      outcome.err.contains("hover: the darken modifier's space \"oklab\" is none of srgb, p3, lch, hsl"),
      "\(outcome.err)")
    #expect(outcome.out.isEmpty)
    #expect(cli.snapshot() == before)
  }

  @Test func allPermutationsNeedsCommit() {
    let outcome = cli.run(["import", Self.lion, "--all-permutations"])
    #expect(outcome.code == 64)
    #expect(outcome.err.contains("--all-permutations commits one theme per combination; add --commit -m MSG."))
  }
}
