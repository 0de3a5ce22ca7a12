import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// An export made under a configuration (prefixes, kept references, Material 3, kept tokens)
/// imports back to the same version, and an edit in its renamed files comes through.
@Suite("Configured export and import back")
struct ConfiguredRoundTripTests {
  let cli = CLIRunner()

  static let configuration = """
    {"format": "themereg.export/1",
     "css": {"prefix": "acme", "references": "var", "modes": "class"},
     "android": {"prefix": "acme", "references": "color-ref", "material3": true, "package": "com.acme.theme"}}
    """

  func exported(_ format: String) throws -> (folder: String, hash: JSONValue?) {
    #expect(cli.run(["init"]).code == 0)
    let object = SampleThemes.setting(SampleThemes.tokens(), keys: ["colors", "link"], to: "{brand}")
    #expect(cli.run(["commit", cli.themeFile(object), "-m", "one"]).code == 0)
    let config = cli.folder.write("config.json", Array(Self.configuration.utf8))
    let folder = cli.folder.file("out-\(format)")
    let export = cli.run([
      "export", "acme-tokens", "--unapproved", "--format", format, "--config", config, "-o", folder,
    ])
    try #require(export.code == 0, "\(export.err)")
    let hash = cli.run(["log", "acme-tokens", "--json"]).json?["versions"]?.arrayElements?.first?["contentHash"]
    return (folder, hash)
  }

  @Test(arguments: [("css", "css/theme.css"), ("android", "android")])
  func aConfiguredExportImportsBackToTheSameContentHash(format: String, path: String) throws {
    let (folder, hash) = try exported(format)
    let outcome = cli.run(["import", folder + "/" + path, "--commit", "-m", "back", "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["contentHash"] == hash)
    #expect(outcome.json?["version"] == .integer(1))
  }

  @Test func aColourEditedInThePrefixedFilesIsTheOneChange() throws {
    let (folder, _) = try exported("android")
    let night = folder + "/android/values-night/colors.xml"
    let text = try String(contentsOfFile: night, encoding: .utf8)
    try #require(text.contains(#"<color name="acme_danger">#FFF2B8B5</color>"#), "\(text)")
    try text.replacingOccurrences(of: "#FFF2B8B5", with: "#FFF4C4C0").write(
      toFile: night, atomically: true, encoding: .utf8)
    let outcome = cli.run(["import", folder + "/android", "--commit", "-m", "edited"])
    #expect(outcome.code == 0, "\(outcome.err)")
    let diff = cli.run(["diff", "acme-tokens", "1", "2", "--json"])
    let changes = try #require(diff.json?["changes"]?.arrayElements)
    #expect(changes.map { $0["path"] } == [.string("colors.danger.dark")], "\(diff.out)")
  }
}
