import Foundation
import Testing
import ThemeFiles
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// `android.material3`: themes.xml for the View system and a ColorScheme for Compose.
@Suite("Material 3 exports")
struct Material3ExportTests {
  static let configuration = ConfiguredExportTests.configuration(
    #"{"format": "themereg.export/1", "android": {"prefix": "acme", "material3": true, "package": "com.acme.theme"}}"#)

  static func files(
    _ object: [String: Any] = SampleThemes.material3(), configuration: ExportConfiguration = configuration
  )
    -> [ExportFile]
  {
    ThemeExporter.files(format: .android, source: ExportFixtures.source(object, configuration: configuration))
  }

  static func text(_ path: String, in files: [ExportFile]) throws -> String {
    let file = try #require(files.first { $0.path == path }, "\(files.map(\.path))")
    return String(decoding: file.bytes, as: UTF8.self)
  }

  static let stub = ExportFixtures.fixtures.appendingPathComponent("MaterialStub/res").path

  @Test func aDayNightChildSetsEachMappedRoleToItsColourResource() throws {
    let light = try Self.text("android/values/themes.xml", in: Self.files())
    #expect(light.contains(#"<style name="Theme.AcmeM3" parent="Theme.Material3.DayNight">"#))
    #expect(light.contains(#"<item name="colorPrimary">@color/acme_brand</item>"#))
    #expect(light.contains(#"<item name="android:colorBackground">@color/acme_canvas</item>"#))
    #expect(light.contains(#"<item name="colorOnPrimaryContainer">@color/acme_on_brand_container</item>"#))
    #expect(
      light.contains(
        "Not mapped by the theme, so Theme.Material3.DayNight gives them: colorPrimaryInverse, colorSecondary"))
  }

  @Test func theNightThemeSetsTheRolesDarkMapsOtherwise() throws {
    let object = SampleThemes.setting(
      SampleThemes.material3(), "roles.material3.primary", to: ["light": "brand", "dark": "brandContainer"])
    let files = Self.files(object)
    #expect(try Self.text("android/values/themes.xml", in: files).contains("\"colorPrimary\">@color/acme_brand<"))
    #expect(
      try Self.text("android/values-night/themes.xml", in: files).contains(
        "\"colorPrimary\">@color/acme_brand_container<"))
  }

  @Test func withoutMaterial3ConfiguredNoThemeOrSchemeIsWritten() throws {
    let files = Self.files(configuration: .default)
    #expect(!files.contains { $0.path.hasSuffix("themes.xml") })
    #expect(!(try Self.text("android/compose/AcmeM3Theme.kt", in: files)).contains("ColorScheme"))
  }

  @Test func eachAppearanceHasAColorSchemeOfItsRoleColours() throws {
    let text = try Self.text("android/compose/AcmeM3Theme.kt", in: Self.files())
    #expect(
      text.contains(
        "    val dark: ColorScheme = darkColorScheme(primary = AcmeM3Palette.dark.brand, onPrimary = AcmeM3Palette.dark.onBrand,"
      ))
    #expect(
      text.contains(
        "    val lightHighContrast: ColorScheme = lightColorScheme(primary = AcmeM3Palette.lightHighContrast.brand,"))
    #expect(text.contains("    val darkHighContrast: ColorScheme = darkColorScheme("))
    #expect(text.contains("package com.acme.theme"))
  }

  @Test func theThemeComposablePicksTheSchemeAndTheTypeScale() throws {
    let text = try Self.text("android/compose/AcmeM3Theme.kt", in: Self.files())
    #expect(text.contains("fun AcmeM3Theme(content: @Composable() () -> Unit) {"))
    #expect(text.contains("        isDark && isHighContrast -> AcmeM3ColorSchemes.darkHighContrast"))
    #expect(
      text.contains(
        "    MaterialTheme(colorScheme = colorScheme, typography = AcmeM3MaterialTypography, content = content)"))
    // bodyLarge by its name, headline by its Apple text style (title1 → headlineMedium).
    #expect(
      text.contains(
        "    @Composable get() = Typography(headlineMedium = AcmeM3Typography.headline, bodyLarge = AcmeM3Typography.bodyLarge)"
      ))
  }

  @Test(
    .enabled(if: ComposeFileTests.hasKotlin, "needs kotlinc (Debian: kotlin)"))
  func kotlincCompilesTheSchemesAndTheThemeComposable() throws {
    let result = try ComposeFileTests.compile(Self.files())
    #expect(result.code == 0, "\(result.output)")
    #expect(!result.output.contains("warning:"), "\(result.output)")
  }

  @Test(
    .enabled(
      if: AndroidResourceTests.hasAAPT2,
      "needs aapt2, the framework resources and javac (Debian: aapt, android-framework-res, default-jdk-headless)"))
  func aapt2LinksTheThemesAgainstTheMaterialAttributes() throws {
    let result = try AndroidResourceTests.compile(Self.files(), libraries: [Self.stub])
    #expect(result.code == 0, "\(result.output)")
    #expect(result.output.contains("public static final int Theme_AcmeM3="), "\(result.output.prefix(3000))")
  }

  @Test(
    .enabled(
      if: AndroidResourceTests.hasAAPT2,
      "needs aapt2, the framework resources and javac (Debian: aapt, android-framework-res, default-jdk-headless)"))
  func withoutTheMaterialLibraryAapt2RefusesTheAttributes() throws {
    // The stub is what declares colorPrimaryContainer: the check above is not vacuous.
    let result = try AndroidResourceTests.compile(Self.files())
    #expect(result.code != 0)
    #expect(result.output.contains("colorPrimaryContainer"), "\(result.output.prefix(2000))")
  }
}
