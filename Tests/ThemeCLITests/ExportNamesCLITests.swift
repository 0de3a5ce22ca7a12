import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// What a user sees when a new name would take over an identifier, and when an identifier's
/// value changes.
@Suite("Export names through the CLI")
struct ExportNamesCLITests {
  let cli = CLIRunner()

  func committed(_ second: [String: Any]) {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.rich(), name: "v1.json"), "-m", "one"]).code == 0)
    _ = cli.run(["commit", cli.themeFile(second, name: "v2.json"), "-m", "two"])
  }

  @Test func aNameThatWouldTakeOverAnIdentifierFailsTheAuditAndDoesNotExport() throws {
    committed(SampleThemes.setting(SampleThemes.rich(), keys: ["colors", "Background"], to: "#FF0000"))
    let audit = cli.run(["--json", "audit", "acme-chat@2"])
    #expect(audit.code == 1)
    let finding = try #require(
      audit.json?["findings"]?.arrayElements?.first { $0["rule"] == .string("export.name-collision") })
    #expect(finding["message"]?.stringValue?.contains("\"Background\" and \"background\" would share") == true)
    #expect(finding["message"]?.stringValue?.contains("R.color.acme_chat_background (Android)") == true)
    let export = cli.run(["export", "acme-chat@2", "--unapproved", "--format", "android", "-o", cli.folder.file("out")])
    #expect(export.code == 65, "\(export.err)")
    #expect(export.err.contains("acme-chat@2 does not export: \"Background\" and \"background\" would share"))
    #expect(!FileManager.default.fileExists(atPath: cli.folder.file("out")))
    #expect(cli.run(["approve", "acme-chat@2", "--by", "carol"]).code == 1)
  }

  @Test func theDiffNamesTheIdentifiersWhoseValueChanges() throws {
    committed(SampleThemes.setting(SampleThemes.rich(), "colors.background.dark", to: "#000000"))
    let text = cli.run(["diff", "acme-chat@1", "acme-chat@2"])
    #expect(text.out.contains("Exported identifiers that now stand for another value:"))
    #expect(
      text.out.contains(
        "  background (dark, darkHighContrast): R.color.acme_chat_background, --color-background, AcmeChatTheme.Colors.background, AcmeChatColors.background, AcmeChat/background"
      ), "\(text.out)")
    let json = try #require(cli.run(["--json", "diff", "acme-chat@1", "acme-chat@2"]).json)
    let change = try #require(json["exportIdentifiers"]?.arrayElements?.first)
    #expect(change["color"] == .string("background"))
    #expect(change["identifiers"]?.arrayElements?.count == 5)
  }
}
