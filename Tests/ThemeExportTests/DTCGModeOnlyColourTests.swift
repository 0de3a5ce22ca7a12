import Testing
import ThemeExport
import ThemeModel

/// A colour that only a mode's tokens define is said, never silently left out.
@Suite("DTCG colours of one mode only")
struct DTCGModeOnlyColourTests {
  static let base = DTCGImporter.Input(
    name: "tokens.json", bytes: Array(##"{"color": {"$type": "color", "a": {"$value": "#112233"}}}"##.utf8))
  static let highContrast = DTCGImporter.Input(
    name: "tokens.lightHighContrast.json",
    bytes: Array(##"{"color": {"$type": "color", "a": {"$value": "#000000"}, "b": {"$value": "#FFFFFF"}}}"##.utf8))

  @Test func isRefusedNamingTheTokenAndItsAppearance() {
    let error = #expect(throws: ThemeValidationError.self) {
      try DTCGImporter.importing([Self.base, Self.highContrast], name: "t")
    }
    #expect(error?.issues.count == 1)
    #expect(error?.issues.first?.path.hasSuffix("(lightHighContrast): color.b") == true, "\(String(describing: error))")
    #expect(error?.issues.first?.message.contains("lightHighContrast only") == true)
  }

  @Test func withLossyIsLeftOutAndListed() throws {
    let (document, report) = try DTCGImporter.importing([Self.base, Self.highContrast], name: "t", lossy: true)
    #expect(document.json["colors"]?["b"] == nil)
    #expect(document.json["colors"]?["a"]?["lightHighContrast"] == .string("#000000"))
    #expect(report.dropped.map(\.path).contains { $0.hasSuffix("color.b") })
  }
}
