import Foundation
import Testing
import ThemeExport
import ThemeModel

/// The Style Dictionary importer on the project's own "complete" example and on token files
/// written to break it.
@Suite("Style Dictionary import")
struct StyleDictionaryImporterTests {
  static let complete = ExportFixtures.fixtures.appendingPathComponent(
    "style-dictionary/amzn-style-dictionary-v3/examples/complete/tokens/color")

  func imported(_ files: [(String, Appearance)], lossy: Bool = false) throws -> (
    document: ThemeDocument, report: DTCGImporter.Report
  ) {
    try StyleDictionaryImporter.importing(
      files.enumerated().map { index, file in
        StyleDictionaryImporter.Input(name: "f\(index).json", bytes: Array(file.0.utf8), appearance: file.1)
      }, name: "t", lossy: lossy)
  }

  func hex(_ theme: Theme, _ name: String, _ appearance: Appearance = .light) -> String {
    theme.resolve(.named(name), in: appearance).hex
  }

  @Test func theCompleteExampleImportsEveryColourWithItsReferences() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.complete.path).sorted()
    let inputs = try names.map { name in
      StyleDictionaryImporter.Input(
        name: name, bytes: Array(try Data(contentsOf: Self.complete.appendingPathComponent(name))))
    }
    let (document, report) = try StyleDictionaryImporter.importing(inputs, name: "complete", lossy: false)
    let theme = document.theme
    #expect(theme.colors.count == 325)
    #expect(report.colors.count == 325)
    // {color.brand.primary.base.value} → {color.base.teal.500.value} → #009688.
    let link = try #require(theme.colors.first { $0.name == "font.link" })
    #expect(link.values[.light] == .alias("brand.primary.base"))
    #expect(hex(theme, "font.link") == "#009688")
    // A value with alpha.
    #expect(hex(theme, "background.overlay.light") == "#FFFFFFCC")
    // Style Dictionary's own colour strings are not reported as an earlier DTCG draft's form.
    #expect(report.legacy.isEmpty)
    // `attributes` has no DTCG place; it is kept with the colour's metadata.
    let metadata = document.json["extensions"]?[DTCGImporter.keptKey]?["metadata"]
    #expect(metadata?["color:base.red.400"]?["$extensions"]?[StyleDictionaryImporter.keptKey]?["attributes"] != nil)
  }

  @Test(arguments: ["{color.base.value}", "{color.base}", "{ color.base }"])
  func everyReferenceSpellingIsAnAlias(reference: String) throws {
    let tokens = ##"{"color": {"base": {"value": "#112233"}, "text": {"value": "\##(reference)"}}}"##
    let theme = try imported([(tokens, .light)]).document.theme
    #expect(theme.colors.first { $0.name == "text" }?.values[.light] == .alias("base"))
  }

  @Test func filesDeepMergeInOrderAndAModeFileOverridesOneAppearance() throws {
    let base = ##"{"color": {"bg": {"value": "#FFFFFF", "comment": "page"}, "fg": {"value": "#000000"}}}"##
    let later = ##"{"color": {"fg": {"value": "#111111"}}}"##
    let dark = ##"{"color": {"bg": {"value": "#000000"}}}"##
    let (document, _) = try imported([(base, .light), (later, .light), (dark, .dark)])
    let theme = document.theme
    #expect(hex(theme, "fg") == "#111111")
    #expect(hex(theme, "bg", .dark) == "#000000")
    #expect(hex(theme, "fg", .dark) == "#111111")
    #expect(
      document.json["extensions"]?[DTCGImporter.keptKey]?["metadata"]?["color:bg"]?["$description"] == .string("page"))
  }

  @Test func aTokenWhoseTypeCannotBeToldIsKeptAsWritten() throws {
    let tokens = ##"{"color": {"bg": {"value": "#FFFFFF"}}, "size": {"font": {"small": {"value": "0.75"}}}}"##
    let (document, report) = try imported([(tokens, .light)])
    #expect(report.kept == ["size.font.small"])
    #expect(
      document.json["extensions"]?[StyleDictionaryImporter.keptKey]?["tokens"]?["size.font.small"]?["value"]
        == .string("0.75"))
  }

  @Test func aReferenceToNothingIsRefusedNamingTheToken() {
    let tokens = ##"{"color": {"bg": {"value": "#FFFFFF"}, "fg": {"value": "{color.fgg.value}"}}}"##
    let error = #expect(throws: ThemeValidationError.self) { try imported([(tokens, .light)]) }
    #expect(error?.issues.contains { $0.path.contains("color.fg") && $0.message.contains("color.fgg") } == true)
  }

  @Test func malformedJSONNamesTheFile() {
    let error = #expect(throws: ThemeValidationError.self) { try imported([("{\"color\": {", .light)]) }
    #expect(error?.issues.first?.path.hasPrefix("f0.json: ") == true)
  }
}
