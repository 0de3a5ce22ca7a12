import Foundation
import Testing
import ThemeFiles
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// The kept non-colour tokens in the Android, Compose and Swift exports, and in their tools.
@Suite("Kept tokens on every platform")
struct TokenExportTests {
  static let configuration = ConfiguredExportTests.configuration(
    #"{"format": "themereg.export/1", "android": {"prefix": "acme"}}"#)
  static let source = ExportFixtures.source(SampleThemes.tokens(), configuration: configuration)

  static func text(_ path: String, _ format: ExportFormat) throws -> String {
    let files = ThemeExporter.files(format: format, source: source)
    let file = try #require(files.first { $0.path == path }, "\(files.map(\.path))")
    return String(decoding: file.bytes, as: UTF8.self)
  }

  @Test func androidHasDimensIntegersAndTheNightValue() throws {
    let dimens = try Self.text("android/values/dimens.xml", .android)
    #expect(dimens.contains(#"<dimen name="acme_space_md">16dp</dimen>"#))
    #expect(dimens.contains(#"<dimen name="acme_space_lg">24dp</dimen>"#))
    #expect(dimens.contains(#"<item name="acme_opacity_scrim" format="float" type="dimen">0.32</item>"#))
    #expect(
      dimens.contains(
        "Not written: no resource type holds elevation.card (shadow), font.brand (fontFamily), motion.ease (cubicBezier)"
      ))
    let integers = try Self.text("android/values/integers.xml", .android)
    #expect(integers.contains(#"<integer name="acme_motion_fast">150</integer>"#))
    #expect(integers.contains(#"<integer name="acme_font_strong">600</integer>"#))
    let night = try Self.text("android/values-night/dimens.xml", .android)
    #expect(night.contains(#"<item name="acme_opacity_scrim" format="float" type="dimen">0.6</item>"#))
    #expect(!night.contains("acme_space_md"))
  }

  @Test func aHighContrastValueAndroidCannotHoldIsNamed() throws {
    var object = SampleThemes.setting(
      SampleThemes.tokens(), "colors.ink",
      to: [
        "light": "#1C1B1F", "dark": "#E6E1E5", "darkHighContrast": "#FFFFFF",
      ])
    object = SampleThemes.setting(object, "appearances", to: ["light", "dark", "darkHighContrast"])
    let files = ThemeExporter.files(
      format: .android, source: ExportFixtures.source(object, configuration: Self.configuration))
    let dimens = try #require(files.first { $0.path == "android/values/dimens.xml" })
    let text = String(decoding: dimens.bytes, as: UTF8.self)
    #expect(
      text.contains(
        "Not written: no resource qualifier holds the high-contrast values of opacity.scrim (darkHighContrast)"),
      "\(text)")
  }

  @Test func composeHasTypedTokensAndReadsTheVaryingOnePerAppearance() throws {
    let text = try Self.text("android/compose/AcmeTokensTheme.kt", .android)
    #expect(text.contains("    val spaceMd: Dp = 16.dp"))
    #expect(text.contains("    val motionFast: Int = 150"))
    #expect(text.contains("    val motionEase: CubicBezierEasing = CubicBezierEasing(0.2f, 0f, 0f, 1f)"))
    #expect(text.contains("    val fontStrong: FontWeight = FontWeight(600)"))
    #expect(text.contains("                isDark && isHighContrast -> 0.8f"))
    #expect(text.contains("import androidx.compose.ui.unit.Dp\nimport androidx.compose.ui.unit.TextUnit\n"))
  }

  @Test func swiftHasConstantsAndATraitFunctionForTheVaryingOne() throws {
    let text = try Self.text("ios/AcmeTokensTheme.swift", .ios)
    #expect(text.contains("    public static let spaceLg: CGFloat = 24"))
    #expect(text.contains("    public static let motionFast: TimeInterval = 0.15"))
    #expect(text.contains("    public static let fontStrong: UIFont.Weight = .semibold"))
    #expect(text.contains("    public static func opacityScrim(compatibleWith traits: UITraitCollection) -> Double {"))
    #expect(text.contains("      case (true, false): 0.6"))
    #expect(text.contains("    // Not written: fill.hero (a gradient token, which no platform format here holds)"))
  }

  @Test(
    .enabled(
      if: AndroidResourceTests.hasAAPT2,
      "needs aapt2, the framework resources and javac (Debian: aapt, android-framework-res, default-jdk-headless)"))
  func aapt2LinksTheTokenResources() throws {
    let result = try AndroidResourceTests.compile(ThemeExporter.files(format: .android, source: Self.source))
    #expect(result.code == 0, "\(result.output)")
    #expect(result.output.contains("public static final int acme_motion_fast="), "\(result.output.prefix(2000))")
    #expect(result.output.contains("public static final int acme_opacity_scrim="))
  }

  @Test(.enabled(if: ComposeFileTests.hasKotlin, "needs kotlinc (Debian: kotlin)"))
  func kotlincCompilesTheTokens() throws {
    let result = try ComposeFileTests.compile(ThemeExporter.files(format: .android, source: Self.source))
    #expect(result.code == 0, "\(result.output)")
    #expect(!result.output.contains("warning:"), "\(result.output)")
  }

  @Test func swiftcTypeChecksTheTokens() throws {
    let files = ThemeExporter.files(format: .ios, source: Self.source).filter { $0.path.hasSuffix(".swift") }
    try TypeCheck.swift(files.map(\.bytes))
  }
}
