import Testing
import ThemeModel

@testable import ThemeExport

/// What `color-mix()` and out-of-gamut colours import as: the colour the browser computes, in
/// a form the theme holds, with a note where a `var()` was substituted. The values themselves
/// are checked against Chromium in `CSSColorMixBrowserTests`.
@Suite("color-mix() import")
struct CSSColorMixImportTests {
  func imported(_ css: String) throws -> (document: ThemeDocument, report: ImportReport) {
    try CSSImporter.importing([ImportFile(path: "theme.css", bytes: Array(css.utf8))], name: "t", lossy: false)
  }

  @Test func aMixIsAColourObjectInItsInterpolationSpace() throws {
    let (document, _) = try imported(":root { --c: color-mix(in oklab, #ff0000, #0000ff); }")
    let value = try #require(document.json["colors"]?["c"])
    #expect(value["colorSpace"] == .string("oklab"))
    #expect(value["components"]?.arrayElements?.count == 3)
    #expect(value["alpha"] == nil)
  }

  @Test func aMixOfLightDarkVariablesIsOneColourPerAppearanceWithANote() throws {
    let (document, report) = try imported(
      ":root { --text: light-dark(#222222, #eeeeee); --muted: color-mix(in srgb, var(--text) 50%, transparent); }")
    let theme = document.theme
    #expect(theme.resolve(.named("muted"), in: .light).hex == "#22222280")
    #expect(theme.resolve(.named("muted"), in: .dark).hex == "#EEEEEE80")
    #expect(
      report.converted.map(\.message).contains {
        $0.hasPrefix("color-mix(in srgb, var(--text) 50%, transparent) computed with the value of --text in light")
      })
  }

  @Test func anOutOfGamutRGBColourIsKeptInXYZ() throws {
    let (document, _) = try imported(":root { --c: color(srgb 1.5 0 0); }")
    #expect(document.json["colors"]?["c"]?["colorSpace"] == .string("xyz-d65"))
    // The same colour as written, gamut-mapped into sRGB as CSS Color 4 maps it.
    let written = try #require(ColorSpaces.sRGB("srgb", [1.5, 0, 0], alpha: 1))
    #expect(written.mapped)
    #expect(document.theme.resolve(.named("c"), in: .light).hex == written.color.hex)
  }

  @Test func aComponentOutsideItsRangeByRoundingIsItsBound() throws {
    let (document, _) = try imported(":root { --c: color(srgb-linear 0.5 -6.9e-9 1.0000000001); }")
    let value = try #require(document.json["colors"]?["c"])
    #expect(value["colorSpace"] == .string("srgb-linear"))
    #expect(value["components"] == .array([.number(0.5), .number(0), .number(1)]))
  }
}
