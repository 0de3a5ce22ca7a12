import Foundation
import Testing
import ThemeFiles
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// The non-colour tokens a DTCG import keeps, read for the platform exports.
@Suite("Kept tokens")
struct KeptTokensTests {
  static let read = KeptTokens.read(SampleThemes.theme(SampleThemes.tokens()))

  static func token(_ path: String) -> KeptToken? { read.tokens.first { $0.path.joined(separator: ".") == path } }

  @Test(arguments: [
    ("space.md", TokenValue.dimension(16, rem: false)), ("space.lg", .dimension(1.5, rem: true)),
    ("space.gutter", .dimension(16, rem: false)), ("opacity.scrim", .number(0.32)), ("motion.fast", .duration(150)),
    ("motion.ease", .cubicBezier([0.2, 0, 0, 1])), ("font.strong", .fontWeight(600)),
    ("font.brand", .fontFamily(["Inter", "sans-serif"])),
    ("elevation.card", .css([.text("0 2px 6px 0 "), .color("ink")])),
  ])
  func eachTypeIsReadInLight(path: String, expected: TokenValue) throws {
    #expect(try #require(Self.token(path)).value(in: .light) == expected)
  }

  @Test func aModeValueIsKeptWithFallbacks() throws {
    let scrim = try #require(Self.token("opacity.scrim"))
    #expect(scrim.value(in: .dark) == .number(0.6))
    #expect(scrim.value(in: .darkHighContrast) == .number(0.8))
    #expect(scrim.value(in: .lightHighContrast) == .number(0.32))
    #expect(scrim.variesByAppearance)
    #expect(try #require(Self.token("space.md")).variesByAppearance == false)
  }

  @Test func aTypeNoPlatformHoldsIsListedWithWhy() {
    #expect(
      Self.read.unwritten == [
        KeptTokens.Unwritten(path: "fill.hero", reason: "a gradient token, which no platform format here holds")
      ])
  }

  @Test(arguments: [
    (#"{"$type": "dimension", "$value": "16em"}"#, "a dimension that is not a number of px or rem"),
    (#"{"$type": "duration", "$value": "fast"}"#, "a duration that is not a number of ms or s"),
    (#"{"$type": "number", "$value": "{nowhere}"}"#, "refers to {nowhere}, which is not a kept token"),
    (#"{"$type": "cubicBezier", "$value": [1, 2]}"#, "a cubic Bézier that is not four numbers"),
  ])
  func aValueThatCannotBeReadIsUnwrittenNotGuessed(json: String, reason: String) throws {
    let token = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let object = SampleThemes.setting(
      SampleThemes.material3(), keys: ["extensions", "org.themereg.dtcg"], to: ["tokens": ["odd": token]])
    let read = KeptTokens.read(SampleThemes.theme(object))
    #expect(read.tokens.isEmpty)
    #expect(read.unwritten == [KeptTokens.Unwritten(path: "odd", reason: reason)])
  }

  @Test func theStylesheetDeclaresEveryTokenAndTheDarkValue() throws {
    let source = ExportFixtures.source(
      SampleThemes.tokens(),
      configuration: ConfiguredExportTests.configuration(#"{"format": "themereg.export/1", "css": {"prefix": "acme"}}"#)
    )
    let css = CSSExporter.text(source)
    for line in [
      "  --acme-space-md: 16px;", "  --acme-space-lg: 1.5rem;", "  --acme-motion-fast: 150ms;",
      "  --acme-motion-ease: cubic-bezier(0.2, 0, 0, 1);", "  --acme-font-strong: 600;",
      #"  --acme-font-brand: "Inter", "sans-serif";"#, "  --acme-elevation-card: 0 2px 6px 0 var(--acme-ink);",
      "  /* not written: fill.hero, a gradient token, which no platform format here holds */",
      "    --acme-opacity-scrim: 0.6;",
    ] {
      #expect(css.contains(line + "\n"), "\(line)")
    }
    // Only what changes is declared again in the dark block.
    #expect(css.components(separatedBy: "--acme-space-md:").count == 2)
  }
}
