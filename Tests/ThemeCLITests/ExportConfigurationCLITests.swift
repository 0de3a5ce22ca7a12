import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeCLI

/// `export --config FILE`, and the configuration found beside the registry.
@Suite("export configuration on the command line")
struct ExportConfigurationCLITests {
  let folder = TemporaryDirectory()
  let db: String

  func run(_ arguments: [String]) -> (code: Int32, out: String, err: String, json: JSONValue?) {
    let console = Console.capture()
    let code = CLI.run(
      arguments: arguments, environment: ["THEMEREG_DB": db, "USER": "designer"],
      console: console, readStandardInput: { _ in [] })
    return (
      code, console.capturedOutput, console.capturedError, try? JSONParser.parse(Array(console.capturedOutput.utf8))
    )
  }

  init() {
    db = folder.registry("themes.db")
    _ = run(["init"])
    _ = run(["commit", folder.write("t.json", SampleThemes.bytes(SampleThemes.rich())), "-m", "first"])
    _ = run(["approve", "acme-chat@1", "--by", "lead"])
  }

  func css(_ directory: String) -> String {
    (try? String(contentsOfFile: folder.file(directory + "/css/theme.css"), encoding: .utf8)) ?? ""
  }

  @Test func aGivenConfigurationNamesTheFiles() {
    let config = folder.write("acme.json", Array(#"{"format": "themereg.export/1", "css": {"prefix": "acme"}}"#.utf8))
    let export = run(["export", "acme-chat", "--format", "css", "-o", folder.file("out"), "--config", config, "--json"])
    #expect(export.code == 0, "\(export.err)")
    #expect(export.json?["configuration"] == .string(config))
    #expect(export.json?["configurationHash"]?.stringValue?.hasPrefix("sha256:") == true)
    #expect(css("out").contains("--acme-background: "))
  }

  @Test func theConfigurationBesideTheRegistryIsUsed() {
    _ = folder.write(
      ExportConfiguration.fileName, Array(#"{"format": "themereg.export/1", "css": {"prefix": "beside"}}"#.utf8))
    let export = run(["export", "acme-chat", "--format", "css", "-o", folder.file("out")])
    #expect(export.code == 0, "\(export.err)")
    #expect(export.out.contains("Configuration: "))
    #expect(css("out").contains("--beside-background: "))
  }

  @Test func withoutAConfigurationTheDefaultNamesStay() {
    let export = run(["export", "acme-chat", "--format", "css", "-o", folder.file("out"), "--json"])
    #expect(export.code == 0, "\(export.err)")
    #expect(export.json?["configuration"] == .null)
    #expect(css("out").contains("--color-background: "))
  }

  @Test func anInvalidConfigurationIsRefusedAndNothingIsWritten() {
    let config = folder.write(
      "bad.json", Array(#"{"format": "themereg.export/1", "android": {"prefix": "Acme-1"}, "cs": {}}"#.utf8))
    let export = run(["export", "acme-chat", "--format", "bundle", "-o", folder.file("out"), "--config", config])
    #expect(export.code == 65)
    #expect(export.err.contains("android.prefix: must be a resource name"))
    #expect(export.err.contains("cs: is not a key of the configuration (did you mean css?)"))
    #expect(export.out.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
  }

  @Test func aMissingConfigurationIsRefused() {
    let export = run([
      "export", "acme-chat", "--format", "css", "-o", folder.file("out"), "--config", folder.file("none.json"),
    ])
    #expect(export.code == 66)
    #expect(export.err.contains("no such file"))
    #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
  }

  @Test func verifySaysWhichConfigurationABundleWasMadeWith() throws {
    let config = folder.write("acme.json", Array(#"{"format": "themereg.export/1", "css": {"prefix": "acme"}}"#.utf8))
    let hash = try #require(
      try ExportConfiguration(bytes: Array(#"{"format": "themereg.export/1", "css": {"prefix": "acme"}}"#.utf8)).hash)
    #expect(run(["export", "acme-chat", "--format", "bundle", "-o", folder.file("out"), "--config", config]).code == 0)
    let verified = run(["verify", folder.file("out")])
    #expect(verified.code == 0, "\(verified.err)")
    #expect(verified.out.contains("made with export configuration \(hash)"))
    #expect(run(["export", "acme-chat", "--format", "bundle", "-o", folder.file("plain")]).code == 0)
    #expect(run(["verify", folder.file("plain")]).out.contains("made with the default export configuration"))
  }
}

/// `diff` names the configured identifiers a version removes, and what they look renamed to.
@Suite("diff under an export configuration")
struct ConfiguredDiffCLITests {
  let base = ExportConfigurationCLITests()

  init() {
    // v2 renames outgoingBubble to bubbleOut with the same values: app code using the old
    // identifiers stops building.
    var object = SampleThemes.rich()
    let bubble = (object["colors"] as? [String: Any])?["outgoingBubble"]
    object = SampleThemes.setting(object, "colors.outgoingBubble", to: nil)
    object = SampleThemes.setting(object, "colors.bubbleOut", to: bubble)
    object = SampleThemes.setting(object, "components.outgoingMessage.background", to: "bubbleOut")
    _ = base.run(["commit", base.folder.write("t2.json", SampleThemes.bytes(object)), "-m", "rename"])
    _ = base.folder.write(
      ExportConfiguration.fileName,
      Array(#"{"format": "themereg.export/1", "css": {"prefix": "acme"}, "android": {"prefix": "acme"}}"#.utf8))
  }

  @Test func aRemovedColourListsItsConfiguredIdentifiersAndTheLikelyRename() {
    let diff = base.run(["diff", "acme-chat@1", "acme-chat@2"])
    #expect(diff.code == 0, "\(diff.err)")
    #expect(diff.out.contains("Exported identifiers that are gone (code that uses them stops building):"))
    #expect(
      diff.out.contains(
        "  outgoingBubble — renamed to bubbleOut?: R.color.acme_outgoing_bubble, --acme-outgoing-bubble,"),
      "\(diff.out)")
  }

  @Test func theLatestVersionIsComparedWithTheApprovedOne() {
    let diff = base.run(["diff", "acme-chat@approved", "acme-chat"])
    #expect(diff.code == 0, "\(diff.err)")
    #expect(diff.out.contains("outgoingBubble — renamed to bubbleOut?: R.color.acme_outgoing_bubble"), "\(diff.out)")
  }

  @Test func theJSONHasTheRemovalAndItsReplacements() throws {
    let diff = base.run(["diff", "acme-chat@1", "acme-chat@2", "--json"])
    let removal = try #require(diff.json?["removedIdentifiers"]?.arrayElements?.first)
    #expect(removal["color"] == .string("outgoingBubble"))
    #expect(removal["renamedTo"] == .string("bubbleOut"))
    #expect(
      removal["replacements"]?.arrayElements?.contains { $0["identifier"] == .string("--acme-bubble-out") } == true)
  }

  @Test func anInvalidConfigurationIsRefused() {
    let config = base.folder.write("bad.json", Array(#"{"format": "themereg.export/1", "css": {"prefix": "1x"}}"#.utf8))
    let diff = base.run(["diff", "acme-chat@1", "acme-chat@2", "--config", config])
    #expect(diff.code == 65)
    #expect(diff.err.contains("css.prefix"), "\(diff.err)")
    #expect(diff.err.contains("nothing was compared"))
    #expect(diff.out.isEmpty)
  }

  @Test func theReportsComparisonListsTheRemovedIdentifiersUnderTheConfiguration() throws {
    // v1 is the approved version: what the app ships today.
    let outcome = base.run(["report", "acme-chat", "--compare", "acme-chat@approved", "-o", base.folder.file("r")])
    #expect(outcome.code == 0, "\(outcome.err)")
    let page = String(decoding: try #require(base.folder.read("r/diff.html")), as: UTF8.self)
    #expect(page.contains("<h2 id=\"removed-identifiers\">Identifiers removed</h2>"))
    #expect(
      page.contains("<td><code>--acme-outgoing-bubble</code></td><td><code>--acme-bubble-out</code></td>"), "\(page)")
    #expect(page.contains("<code>R.color.acme_outgoing_bubble</code>"))
  }

  @Test func aReportWithoutAComparisonDoesNotReadTheConfiguration() {
    _ = base.folder.write(ExportConfiguration.fileName, Array(#"{"format": "nope"}"#.utf8))
    #expect(base.run(["report", "acme-chat", "-o", base.folder.file("r")]).code == 0)
  }

  @Test func aReportsComparisonRefusesAnInvalidConfigurationAndWritesNothing() {
    let config = base.folder.write("bad.json", Array(#"{"format": "themereg.export/1", "css": {"prefix": "1x"}}"#.utf8))
    let outcome = base.run(
      ["report", "acme-chat", "--compare", "acme-chat@1", "--config", config, "-o", base.folder.file("r")])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("css.prefix"), "\(outcome.err)")
    #expect(outcome.err.contains("no report was written"))
    #expect(base.folder.read("r/index.html") == nil)
  }
}
