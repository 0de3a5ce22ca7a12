import Foundation
import Testing
import ThemeExport
import ThemeModel

/// The Figma Variables importer on Adobe Spectrum 2's real variables and on responses written
/// to break it.
@Suite("Figma variables import")
struct FigmaVariablesImporterTests {
  static let spectrum = ExportFixtures.fixtures.appendingPathComponent(
    "figma/adobe-spectrum-design-data/sdk/core/tests/fixtures/figma/s2-web-variables.baseline.json")

  /// A REST response with one moded collection and one modeless collection aliasing into it.
  static let response = ##"""
    {"status": 200, "error": false, "meta": {
      "variableCollections": {
        "C:1": {"id": "C:1", "name": "Theme", "defaultModeId": "1:0", "modes": [
          {"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"},
          {"modeId": "1:2", "name": "High contrast"}, {"modeId": "1:3", "name": "Dark HC"},
          {"modeId": "1:4", "name": "Sepia"}]},
        "C:2": {"id": "C:2", "name": "Semantic", "defaultModeId": "2:0", "modes": [{"modeId": "2:0", "name": "Value"}]}
      },
      "variables": {
        "V:1": {"id": "V:1", "name": "gray/900", "variableCollectionId": "C:1", "resolvedType": "COLOR",
          "description": "Body text", "valuesByMode": {
            "1:0": {"r": 0.1176470592617989, "g": 0.1176470592617989, "b": 0.1176470592617989, "a": 1},
            "1:1": {"r": 1, "g": 1, "b": 1, "a": 1}, "1:2": {"r": 0, "g": 0, "b": 0, "a": 1},
            "1:3": {"r": 1, "g": 1, "b": 1, "a": 0.5}, "1:4": {"r": 0.3, "g": 0.2, "b": 0.1, "a": 1}}},
        "V:2": {"id": "V:2", "name": "text/body", "variableCollectionId": "C:2", "resolvedType": "COLOR",
          "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "V:1"}}},
        "V:3": {"id": "V:3", "name": "spacing/100", "variableCollectionId": "C:2", "resolvedType": "FLOAT",
          "valuesByMode": {"2:0": 8}},
        "V:4": {"id": "V:4", "name": "accent", "variableCollectionId": "C:2", "resolvedType": "COLOR",
          "valuesByMode": {"2:0": {"r": 0.123456, "g": 0.5, "b": 1, "a": 1}}}
      }}}
    """##

  func imported(_ text: String, appearances: [String: Appearance] = [:], lossy: Bool = false) throws -> (
    Theme, ImportReport, ThemeDocument
  ) {
    let (document, report) = try FigmaVariablesImporter.importing(
      ImportFile(path: "variables.json", bytes: Array(text.utf8)), name: "t", appearances: appearances, lossy: lossy)
    return (document.theme, report, document)
  }

  func hex(_ theme: Theme, _ name: String, _ appearance: Appearance = .light) -> String {
    theme.resolve(.named(name), in: appearance).hex
  }

  @Test func spectrumsColourThemeImportsWithItsModesAndAliases() throws {
    let bytes = Array(try Data(contentsOf: Self.spectrum))
    let file = ImportFile(path: "s2.json", bytes: bytes)
    let (document, report) = try FigmaVariablesImporter.importing(file, name: "spectrum", lossy: true)
    let theme = document.theme
    #expect(report.colorsByAppearance == [.light: 1494, .dark: 747])
    #expect(hex(theme, "colorTheme.blue-100") == "#F5F9FF")
    #expect(hex(theme, "colorTheme.blue-100", .dark) == "#0E173F")
    // The modeless collection's alias follows its target into dark.
    let frame = try #require(theme.colors.first { $0.name == "Alias.background.app-frame.base" })
    #expect(frame.values[.light] == .alias("colorTheme.background-base-color"))
    #expect(
      hex(theme, "Alias.background.app-frame.base", .dark) == hex(theme, "colorTheme.background-base-color", .dark))
    // Wireframe is no appearance: listed once for its collection, not merged.
    #expect(report.ignored.map(\.subject) == [".Color theme / Wireframe"])
    // Three aliases point into a library that is not in the file.
    #expect(report.unmapped.count == 3)
    #expect(report.unmapped.allSatisfy { $0.message.contains("which is not in the file") })
    #expect(throws: ImportError.self) { try FigmaVariablesImporter.importing(file, name: "spectrum", lossy: false) }
  }

  @Test func modesMapToAppearancesByName() throws {
    let (theme, report, _) = try imported(Self.response)
    #expect(hex(theme, "gray.900") == "#1E1E1E")
    #expect(hex(theme, "gray.900", .dark) == "#FFFFFF")
    #expect(hex(theme, "gray.900", .lightHighContrast) == "#000000")
    #expect(hex(theme, "gray.900", .darkHighContrast) == "#FFFFFF80")
    #expect(report.ignored.map(\.subject) == ["Theme / Sepia"])
    #expect(theme.colors.first { $0.name == "text.body" }?.values[.light] == .alias("gray.900"))
  }

  @Test func anAppearanceOptionMapsAModeOfAnotherName() throws {
    let (theme, report, _) = try imported(
      Self.response.replacingOccurrences(of: "\"Dark HC\"", with: "\"Night\""),
      appearances: ["Night": .darkHighContrast, "Sepia": .lightHighContrast])
    #expect(hex(theme, "gray.900", .lightHighContrast) == "#000000")
    #expect(hex(theme, "gray.900", .darkHighContrast) == "#FFFFFF80")
    // High contrast and Sepia both ask for lightHighContrast: the second is listed, not merged.
    #expect(report.ignored.count == 1)
  }

  @Test func aColourOfFloatChannelsStaysAsWrittenAndOtherTypesAreKept() throws {
    let (_, report, document) = try imported(Self.response)
    #expect(
      document.json["colors"]?["accent"]
        == .object([
          JSONMember("colorSpace", .string("srgb")),
          JSONMember("components", .array([.number(0.123456), .number(0.5), .number(1)])),
        ]))
    let kept = document.json["extensions"]?[FigmaVariablesImporter.keptKey]
    #expect(kept?["values"]?["spacing.100"]?["Value"] == .number(8))
    #expect(kept?["variables"]?["gray.900"]?["description"] == .string("Body text"))
    #expect(report.kept.first?.message.hasPrefix("1 number, string and boolean variable kept") == true)
  }

  @Test func anAliasToANumberIsRefusedNamingTheVariable() {
    let broken = Self.response.replacingOccurrences(
      of: #"{"type": "VARIABLE_ALIAS", "id": "V:1"}"#, with: #"{"type": "VARIABLE_ALIAS", "id": "V:3"}"#)
    let error = #expect(throws: ImportError.self) { try imported(broken) }
    guard case .lossy(let notes)? = error else {
      Issue.record("expected a refusal, got \(String(describing: error))")
      return
    }
    #expect(notes.map(\.subject) == ["text/body (Value)"])
    #expect(notes.first?.message == "aliases \"spacing.100\", which is not a colour")
    #expect(notes.first?.location.line == 16)
  }

  @Test func namesRepeatedAcrossCollectionsAreQualified() throws {
    let repeated = Self.response.replacingOccurrences(of: "\"name\": \"accent\"", with: "\"name\": \"gray/900\"")
    let (theme, report, _) = try imported(repeated)
    #expect(Set(theme.colors.map(\.name)).isSuperset(of: ["Theme.gray.900", "Semantic.gray.900"]))
    #expect(report.converted.count == 2)
  }

  @Test func aFileThatIsNoVariablesResponseIsRefused() {
    let error = #expect(throws: ImportError.self) { try imported(#"{"colors": {}}"#) }
    guard case .invalid(let validation)? = error else {
      Issue.record("expected a refusal, got \(String(describing: error))")
      return
    }
    #expect(validation.issues.first?.message.contains("has no \"variables\" and \"variableCollections\"") == true)
  }
}
