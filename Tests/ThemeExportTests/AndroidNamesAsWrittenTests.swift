import Foundation
import Testing
import ThemeFiles
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// `"android": {"names": "as-written"}`: a theme imported from an app's `res/` exports back
/// under the app's own resource names, so `R.color.colorAccent` still builds.
@Suite("Android export under the names the resources had")
struct AndroidNamesAsWrittenTests {
  static let configuration = try! ExportConfiguration(
    bytes: Array(
      #"{"format": "themereg.export/1", "android": {"names": "as-written", "references": "color-ref"}}"#.utf8))

  /// Home Assistant's `common` and `app` modules imported as one theme.
  static func homeAssistant() throws -> ThemeDocument {
    let base = AndroidResourcesImporterTests.homeAssistant
    let common = AndroidResourcesImporterTests.folder(
      base.appendingPathComponent("common/src/main/res"), root: "common/res")
    let app = AndroidResourcesImporterTests.folder(base.appendingPathComponent("app/src/main/res"), root: "app/res")
    return try AndroidResourcesImporter.importing(
      [common, app], roots: ["common/res", "app/res"], name: "ha", lossy: false
    ).document
  }

  static func files(_ document: ThemeDocument, _ configuration: ExportConfiguration = configuration) -> [ExportFile] {
    ThemeExporter.files(
      format: .android,
      source: ExportSource(document: document, version: 1, approved: true, configuration: configuration))
  }

  /// The `<color name="…">` names of an exported `colors.xml`.
  static func names(_ files: [ExportFile], _ path: String) throws -> Set<String> {
    let file = try #require(files.first { $0.path == path })
    let text = String(decoding: file.bytes, as: UTF8.self)
    return Set(
      text.components(separatedBy: "<color name=\"").dropFirst().compactMap { $0.split(separator: "\"").first }.map(
        String.init))
  }

  @Test func homeAssistantsColoursExportUnderTheirOwnNames() throws {
    let document = try Self.homeAssistant()
    let files = Self.files(document)
    let original = Set(document.theme.colors.map(\.name))
    #expect(try Self.names(files, "android/values/colors.xml") == original)
    #expect(try Self.names(files, "android/values-night/colors.xml").isSubset(of: original))
    let day = String(
      decoding: try #require(files.first { $0.path == "android/values/colors.xml" }).bytes, as: UTF8.self)
    #expect(day.contains("<color name=\"colorDialogBackground\">"))
  }

  @Test func withoutTheOptionTheNamesArePrefixed() throws {
    let files = Self.files(try Self.homeAssistant(), .default)
    #expect(try Self.names(files, "android/values/colors.xml").contains("ha_color_dialog_background"))
  }

  @Test(
    arguments: [
      ("colorAccent", "colorAccent"), ("text_primary", "text_primary"),
      ("Colors/Label/primary", "t_colors_label_primary"),
      ("default", "t_default"), ("2x", "t_2x"), ("_", "t_"), ("brand.blue", "t_brand_blue"),
    ])
  func aNameThatIsNoResourceNameIsSpelledWithThePrefix(name: String, resource: String) {
    #expect(ExportSpelling(theme: "t", configuration: Self.configuration).androidColor(name) == resource)
  }

  @Test(
    .enabled(
      if: AndroidResourceTests.hasAAPT2,
      "needs aapt2, the framework resources and javac (Debian: aapt, android-framework-res, default-jdk-headless)"))
  func aapt2LinksTheResourcesUnderTheirOwnNames() throws {
    let result = try AndroidResourceTests.compile(Self.files(try Self.homeAssistant()))
    #expect(result.code == 0, "\(result.output)")
    #expect(result.output.contains("public static final int colorDialogBackground="))
  }

  @Test func theOptionIsCheckedLikeEveryOther() {
    #expect(throws: (any Error).self) {
      try ExportConfiguration(bytes: Array(#"{"format": "themereg.export/1", "android": {"names": "kept"}}"#.utf8))
    }
  }
}
