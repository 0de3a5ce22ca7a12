import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// `themereg import --from android`: an app's and its library's `res/` folders in one command.
@Suite("Importing Android resources")
struct AndroidImportCLITests {
  let cli = CLIRunner()
  static let homeAssistant = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/android/home-assistant-android").standardizedFileURL.path

  @Test func anAppAndItsLibraryAreCommittedAsOneTheme() throws {
    #expect(cli.run(["init"]).code == 0)
    let outcome = cli.run([
      "import", "--from", "android", Self.homeAssistant + "/common/src/main/res",
      Self.homeAssistant + "/app/src/main/res",
      "--commit", "-m", "from res/",
    ])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.err.contains("Mapped 42 colours (42 light, 23 dark)"), "\(outcome.err)")
    #expect(outcome.err.contains("values-v31/colors.xml"), "\(outcome.err)")
    // The theme is named after the first module.
    #expect(outcome.out.hasPrefix("Imported and committed common@1"), "\(outcome.out)")
    let shown = try #require(cli.run(["show", "common"]).json)
    #expect(shown["colors"]?["colorAlertWarning"]?["light"] == .string("#FFA6001F"))
  }

  @Test func aDynamicColourRefusesTheImportWithItsLineAndStoresNothing() {
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let colors = """
      <resources>
          <color name="surface">#FFFFFF</color>
          <color name="accent">@android:color/system_accent1_500</color>
      </resources>
      """
    _ = cli.folder.write("res/values/colors.xml", Array(colors.utf8))
    let outcome = cli.run(["import", "--from", "android", cli.folder.file("res"), "--commit", "-m", "m"])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("res/values/colors.xml:3:"), "\(outcome.err)")
    #expect(outcome.err.contains("dynamic colour (Material You)"), "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }
}
