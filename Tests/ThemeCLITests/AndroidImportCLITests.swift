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

  @Test func aThemesOnColourIsAuditedOnItsSurfaceFromTheFirstCommit() throws {
    #expect(cli.run(["init"]).code == 0)
    let colors = """
      <resources>
          <color name="brand">#6750A4</color>
          <color name="on_brand">#7A6AB0</color>
      </resources>
      """
    let themes = """
      <resources>
          <style name="Theme.App" parent="Theme.Material3.DayNight">
              <item name="colorPrimary">@color/brand</item>
              <item name="colorOnPrimary">@color/on_brand</item>
          </style>
      </resources>
      """
    _ = cli.folder.write("res/values/colors.xml", Array(colors.utf8))
    _ = cli.folder.write("res/values/themes.xml", Array(themes.utf8))
    let outcome = cli.run(["import", cli.folder.file("res"), "--name", "app", "--commit", "-m", "from res/"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(
      outcome.err.contains(
        "pair  \(cli.folder.file("res"))/values/themes.xml:4:9: on_brand-on-brand: Material's colorOnPrimary on colorPrimary (Theme.App)"
      ), "\(outcome.err)")
    let audit = try #require(cli.run(["audit", "app", "--json"]).json)
    let findings = try #require(audit["findings"]?.arrayElements)
    #expect(findings.contains { $0["subject"] == .string("contrast.text|pairs.on_brand-on-brand|light") })
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

  @Test func aContrastFailureSitsOnTheLineOfTheTeamsOwnColorsXML() throws {
    #expect(cli.run(["init"]).code == 0)
    _ = cli.folder.write(
      "res/values/colors.xml",
      Array(
        "<resources>\n    <color name=\"surface\">#FFFFFF</color>\n    <color name=\"muted\">#AAAAAA</color>\n</resources>\n"
          .utf8))
    _ = cli.folder.write(
      "res/values-night/colors.xml",
      Array(
        "<resources>\n    <color name=\"surface\">#000000</color>\n    <color name=\"muted\">#222222</color>\n</resources>\n"
          .utf8))
    let imported = cli.run(["import", cli.folder.file("res"), "--name", "app", "--json"])
    var document = try #require(imported.json?["document"]?.objectMembers)
    // The team states its pair in a later version; the sources stay in the extensions.
    document.append(
      JSONMember(
        "pairs",
        .object([
          JSONMember(
            "muted-on-surface",
            .object([
              JSONMember("foreground", .string("muted")), JSONMember("background", .string("surface")),
            ]))
        ])))
    let path = cli.folder.write("app.json", Array(JSONWriter.string(.object(document)).utf8))
    #expect(cli.run(["commit", path, "-m", "pairs"]).code == 0)
    let sarif = cli.run(["audit", "app", "--format", "sarif", "--source-root", cli.folder.path])
    let run = try #require(sarif.json?["runs"]?.arrayElements?.first)
    let results = try #require(run["results"]?.arrayElements)
    let dark = try #require(results.first { $0["message"]?["text"]?.stringValue?.contains("dark") == true })
    let location = dark["locations"]?.arrayElements?.first?["physicalLocation"]
    #expect(location?["artifactLocation"]?["uri"] == .string("res/values-night/colors.xml"))
    #expect(location?["artifactLocation"]?["uriBaseId"] == .string("SRCROOT"))
    #expect(location?["region"]?["startLine"] == .integer(3))
    #expect(run["originalUriBaseIds"]?["SRCROOT"]?["uri"]?.stringValue?.hasPrefix("file://") == true)
    let markdown = cli.run(["audit", "app", "--format", "markdown"])
    #expect(markdown.out.contains("values\\-night/colors\\.xml:3"), "\(markdown.out)")
  }

  @Test func aTextColourStateListIsAuditedAsItsDefaultColour() throws {
    #expect(cli.run(["init"]).code == 0)
    let selector = """
      <selector xmlns:android="http://schemas.android.com/apk/res/android">
          <item android:state_enabled="false" android:color="#61000000"/>
          <item android:alpha="0.30" android:color="@color/ink"/>
      </selector>
      """
    _ = cli.folder.write(
      "res/values/colors.xml",
      Array(
        "<resources>\n    <color name=\"surface\">#FFFFFF</color>\n    <color name=\"ink\">#000000</color>\n</resources>\n"
          .utf8))
    _ = cli.folder.write("res/color/text_secondary.xml", Array(selector.utf8))
    let outcome = cli.run([
      "import", "--from", "android", cli.folder.file("res"), "--name", "app", "--commit", "-m", "m",
    ])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(
      outcome.err.contains(
        "converted  \(cli.folder.file("res"))/color/text_secondary.xml:3:5: text_secondary: a colour state list: its default colour is kept; its 1 other state is not"
      ), "\(outcome.err)")
    let shown = try #require(cli.run(["show", "app"]).json)
    #expect(shown["colors"]?["text_secondary"] == .string("#0000004D"))
  }

  @Test func anAliasToNothingRefusesTheImportWithItsLineAndStoresNothing() throws {
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    _ = cli.folder.write(
      "res/values/colors.xml",
      Array(
        "<resources>\n    <color name=\"surface\">#FFFFFF</color>\n    <color name=\"label\">@color/text_primary</color>\n</resources>\n"
          .utf8))
    let outcome = cli.run([
      "import", "--from", "android", cli.folder.file("res"), "--name", "app", "--commit", "-m", "m",
    ])
    #expect(outcome.code == 65)
    #expect(
      outcome.err.contains(
        "res/values/colors.xml:3:5: label: names @color/text_primary, which no <color> or colour state list of these res/ folders defines"
      ), "\(outcome.err)")
    #expect(cli.snapshot() == before)
    let lossy = cli.run([
      "import", "--from", "android", cli.folder.file("res"), "--name", "app", "--lossy", "--commit", "-m", "m",
    ])
    #expect(lossy.code == 0, "\(lossy.err)")
    let shown = try #require(cli.run(["show", "app"]).json)
    #expect(shown["colors"]?["label"] == nil)
    #expect(shown["colors"]?["surface"] == .string("#FFFFFF"))
  }
}
