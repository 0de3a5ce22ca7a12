import Testing
import ThemeModel
import ThemeTestSupport

/// `extensions` is stored untouched: a number a `Double` cannot hold comes back as written.
@Suite("Extension numbers as written")
struct ExtensionNumberTests {
  let cli = CLIRunner()
  static let document = """
    {"format": "themereg.theme/1", "name": "mini",
     "colors": {"background": "#FFFFFF", "text": "#000000"},
     "components": {"body": {"text": "text", "background": "background"}},
     "extensions": {"com.example.tool": {"id": 9007199254740993, "zero": -0, "tiny": 1e-400, "plain": 1.50}}}
    """

  @Test func storedAndShownAsWritten() throws {
    #expect(cli.run(["init"]).code == 0)
    let file = cli.folder.write("theme.json", Array(Self.document.utf8))
    #expect(cli.run(["commit", file, "-m", "first"]).code == 0)
    let shown = cli.run(["show", "mini"])
    #expect(shown.code == 0)
    let tool = try #require(shown.json?["extensions"]?["com.example.tool"])
    #expect(tool["id"] == .numberText("9007199254740993"))
    #expect(tool["zero"] == .numberText("-0"))
    #expect(tool["tiny"] == .numberText("1e-400"))
    #expect(tool["plain"] == .number(1.5))
  }

  @Test func theSameDocumentCommittedAgainIsNoNewVersion() throws {
    #expect(cli.run(["init"]).code == 0)
    let file = cli.folder.write("theme.json", Array(Self.document.utf8))
    #expect(cli.run(["commit", file, "-m", "first"]).code == 0)
    #expect(cli.run(["commit", file, "-m", "again"]).code == 0)
    #expect(cli.run(["check"]).code == 0)
    let log = cli.run(["--json", "log", "mini"])
    #expect(log.json?["versions"]?.arrayElements?.count == 1)
  }
}
