import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// An export imported back gives the version back: the record a CSS, Android or asset-catalog
/// export leaves beside its files holds what the format cannot, and an edit made in the files
/// comes through on its own.
@Suite("Export and import back")
struct ExportRoundTripTests {
  let cli = CLIRunner()

  /// The exported path an import reads, per format.
  static let imported = [("css", "css/theme.css"), ("android", "android"), ("xcassets", "ios/Colors.xcassets")]

  func exported(_ format: String) throws -> (folder: String, hash: JSONValue?) {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.rich()), "-m", "one"]).code == 0)
    let folder = cli.folder.file("out-\(format)")
    let export = cli.run(["export", "acme-chat", "--unapproved", "--format", format, "-o", folder])
    try #require(export.code == 0, "\(export.err)")
    let hash = cli.run(["log", "acme-chat", "--json"]).json?["versions"]?.arrayElements?.first?["contentHash"]
    return (folder, hash)
  }

  @Test(arguments: imported)
  func anExportImportsBackToTheSameContentHash(format: String, path: String) throws {
    let (folder, hash) = try exported(format)
    let outcome = cli.run(["import", folder + "/" + path, "--commit", "-m", "back", "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["contentHash"] == hash)
    #expect(outcome.json?["version"] == .integer(1))
    #expect(outcome.json?["import"]?["restoredFrom"]?.stringValue?.hasSuffix(".themereg.json") == true)
  }

  @Test func aColourEditedInTheFilesIsTheOneChange() throws {
    let (folder, _) = try exported("android")
    let night = folder + "/android/values-night/colors.xml"
    let text = try String(contentsOfFile: night, encoding: .utf8)
    try #require(text.contains("#FF0A5CD6"))
    try text.replacingOccurrences(of: "#FF0A5CD6", with: "#FF123456").write(
      toFile: night, atomically: true, encoding: .utf8)
    let outcome = cli.run(["import", folder + "/android", "--commit", "-m", "edited"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.err.contains("edited in the files  outgoingBubble"), "\(outcome.err)")
    let diff = cli.run(["diff", "acme-chat", "1", "2", "--json"])
    let changes = try #require(diff.json?["changes"]?.arrayElements)
    #expect(changes.map { $0["path"] } == [.string("colors.outgoingBubble.dark")], "\(diff.out)")
    let shown = try #require(cli.run(["show", "acme-chat"]).json)
    // The rest stays as the document had it: an alias stays an alias, typography stays.
    #expect(shown["colors"]?["link"] == .string("{outgoingText}"))
    #expect(shown["typography"]?["body"]?["size"] == .integer(17))
  }

  @Test func aColourAddedInTheFilesIsAdded() throws {
    let (folder, _) = try exported("css")
    let css = folder + "/css/theme.css"
    var text = try String(contentsOfFile: css, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "  --color-send-tint: #0b5fff;\n", with: "  --color-send-tint: #0b5fff;\n  --brand-new: #abcdef;\n")
    try text.write(toFile: css, atomically: true, encoding: .utf8)
    let outcome = cli.run(["import", css, "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["document"]?["colors"]?["brand-new"] == .string("#ABCDEF"))
    #expect(outcome.json?["import"]?["kept"]?.arrayElements?.first?["message"] == .string("added in the files"))
  }

  @Test func aRecordThatIsNoRecordIsRefusedAndNothingIsStored() throws {
    let (folder, _) = try exported("css")
    try Data("{\"format\": \"something else\"}".utf8).write(
      to: URL(fileURLWithPath: folder + "/css/theme.themereg.json"))
    let before = cli.snapshot()
    let outcome = cli.run(["import", folder + "/css/theme.css", "--commit", "-m", "m"])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("theme.themereg.json: is not a themereg export record"), "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func withoutTheRecordTheFilesImportAsThemselves() throws {
    let (folder, _) = try exported("xcassets")
    try FileManager.default.removeItem(atPath: folder + "/ios/Colors.themereg.json")
    let outcome = cli.run(["import", folder + "/ios/Colors.xcassets", "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["document"]?["colors"]?["AcmeChat/outgoingBubble"] != nil)
    #expect(outcome.json?["import"]?["restoredFrom"] == .null)
  }
}
