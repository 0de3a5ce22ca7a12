import Foundation
import Testing
import ThemeFiles
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// Exports under a non-default `themereg.export/1` configuration, in the real tools: prefixed
/// and referencing Android resources through aapt2, a package-style internal Swift export with
/// `Bundle.module` through Swift 6, the Compose file under its own package through kotlinc.
@Suite("Exports under a configuration")
struct ConfiguredExportTests {
  static let configurationText = """
    {"format": "themereg.export/1",
     "css": {"prefix": "acme", "references": "var"},
     "android": {"prefix": "acme", "references": "color-ref", "package": "com.acme.theme", "typeName": "Acme"},
     "ios": {"typeName": "Acme", "access": "internal", "bundle": "module", "catalog": "Acme.xcassets",
             "references": "property"},
     "dtcg": {"references": "resolve", "layout": "files"}}
    """

  static func configuration(_ text: String = configurationText) -> ExportConfiguration {
    try! ExportConfiguration(bytes: Array(text.utf8))
  }

  /// The rich theme with `cta`, an alias whose target changes between light and dark.
  static func theme() -> [String: Any] {
    SampleThemes.setting(SampleThemes.rich(), keys: ["colors", "cta"], to: "{outgoingBubble}")
  }

  static func files(_ format: ExportFormat, _ configuration: ExportConfiguration = configuration()) -> [ExportFile] {
    ThemeExporter.files(format: format, source: ExportFixtures.source(theme(), configuration: configuration))
  }

  static func text(_ format: ExportFormat, _ path: String, _ configuration: ExportConfiguration = configuration())
    throws -> String
  {
    let file = try #require(files(format, configuration).first { $0.path == path }, "\(path)")
    return String(decoding: file.bytes, as: UTF8.self)
  }

  @Test func cssNamesCarryThePrefixAndAliasesStayReferences() throws {
    let css = try Self.text(.css, "css/theme.css")
    #expect(css.contains("  --acme-cta: var(--acme-outgoing-bubble);"))
    #expect(css.contains("  --acme-font-body-size: "))
    #expect(!css.contains("--color-"))
    // Every appearance's block declares the reference again, so it re-resolves there.
    #expect(css.components(separatedBy: "--acme-cta: var(--acme-outgoing-bubble);").count - 1 == 4)
  }

  @Test func androidResourcesCarryThePrefixAndAliasesAreColorReferences() throws {
    let day = try Self.text(.android, "android/values/colors.xml")
    let night = try Self.text(.android, "android/values-night/colors.xml")
    #expect(day.contains("<color name=\"acme_cta\">@color/acme_outgoing_bubble</color>"))
    #expect(night.contains("<color name=\"acme_cta\">@color/acme_outgoing_bubble</color>"))
    #expect(day.contains("<color name=\"acme_outgoing_bubble\">#FF0B5FFF</color>"))
    #expect(night.contains("<color name=\"acme_outgoing_bubble\">#FF0A5CD6</color>"))
  }

  @Test(
    .enabled(
      if: AndroidResourceTests.hasAAPT2,
      "needs aapt2, the framework resources and javac (Debian: aapt, android-framework-res, default-jdk-headless)"))
  func aapt2LinksThePrefixedResourcesWithTheirReferences() throws {
    let result = try AndroidResourceTests.compile(Self.files(.android))
    #expect(result.code == 0, "\(result.output)")
    #expect(result.output.contains("public static final int acme_cta="))
  }

  @Test(.enabled(if: ComposeFileTests.hasKotlin, "needs kotlinc (Debian: kotlin)"))
  func kotlincChecksTheComposeFileUnderItsPackage() throws {
    let files = Self.files(.android)
    let kotlin = try #require(files.first { $0.path == "android/compose/AcmeTheme.kt" })
    let text = String(decoding: kotlin.bytes, as: UTF8.self)
    #expect(text.contains("package com.acme.theme\n"))
    #expect(text.contains("    val link: Color get() = outgoingText"))
    let result = try ComposeFileTests.compile(files)
    #expect(result.code == 0, "\(result.output)")
    #expect(!result.output.contains("warning:"), "\(result.output)")
  }

  /// What SwiftPM generates for a target with resources (`resource_bundle_accessor.swift`),
  /// reduced to the declaration the export uses.
  static let moduleAccessor = """
    import Foundation

    extension Foundation.Bundle {
      static let module: Bundle = Bundle.main
    }
    """

  @Test func swiftLoadsFromTheModuleBundleWithInternalDeclarations() throws {
    let swiftUI = try Self.text(.ios, "ios/AcmeTheme+SwiftUI.swift")
    #expect(swiftUI.contains("Color(\"Acme/outgoingBubble\", bundle: .module)"))
    #expect(swiftUI.contains("internal enum AcmeSwiftUI {"))
    #expect(swiftUI.contains("internal static var cta: Color { outgoingBubble }"))
    #expect(!swiftUI.contains("public "))
    let uiKit = try Self.text(.ios, "ios/AcmeTheme.swift")
    #expect(uiKit.contains("internal enum AcmeTheme {"))
    #expect(!uiKit.contains("public "))
    #expect(Self.files(.ios).contains { $0.path == "ios/Acme.xcassets/Acme/outgoingBubble.colorset/Contents.json" })
  }

  @Test func swift6TypeChecksThePackageStyleExport() throws {
    let sources = Self.files(.ios).filter { $0.path.hasSuffix(".swift") }.map(\.bytes)
    #expect(sources.count == 2)
    try TypeCheck.swift(sources + [Array(Self.moduleAccessor.utf8)])
  }

  @Test func aBundleIdentifierIsLookedUp() throws {
    let configuration = Self.configuration(#"{"format": "themereg.export/1", "ios": {"bundle": "com.acme.Theme"}}"#)
    let swiftUI = try Self.text(.ios, "ios/AcmeChatTheme+SwiftUI.swift", configuration)
    #expect(swiftUI.contains("bundle: Bundle(identifier: \"com.acme.Theme\"))"))
    try TypeCheck.swift(Self.files(.ios, configuration).filter { $0.path.hasSuffix(".swift") }.map(\.bytes))
  }

  @Test func withoutANamespaceColoursAreFoundByTheirOwnName() throws {
    let configuration = Self.configuration(#"{"format": "themereg.export/1", "ios": {"provides-namespace": false}}"#)
    let swiftUI = try Self.text(.ios, "ios/AcmeChatTheme+SwiftUI.swift", configuration)
    #expect(swiftUI.contains("Color(\"outgoingBubble\", bundle: nil)"))
    let folder = try Self.text(.ios, "ios/Colors.xcassets/AcmeChat/Contents.json", configuration)
    #expect(!folder.contains("provides-namespace"))
  }

  @Test func dtcgResolvesAliasesAndWritesAWholeFilePerAppearance() throws {
    let files = Self.files(.dtcg)
    #expect(files.map(\.path).contains("dtcg/tokens.dark.json"))
    #expect(!files.map(\.path).contains("dtcg/theme.resolver.json"))
    let dark = try JSONParser.parse(try #require(files.first { $0.path == "dtcg/tokens.dark.json" }).bytes)
    #expect(dark["color"]?["cta"]?["$value"]?["hex"] == .string("#0a5cd6"))
    let light = try JSONParser.parse(try #require(files.first { $0.path == "dtcg/tokens.json" }).bytes)
    #expect(light["color"]?["cta"]?["$value"]?["hex"] == .string("#0b5fff"))
  }

  @Test func theDefaultKeepsDTCGReferences() throws {
    let light = try JSONParser.parse(
      try #require(Self.files(.dtcg, .default).first { $0.path == "dtcg/tokens.json" }).bytes)
    #expect(light["color"]?["cta"]?["$value"] == .string("{color.outgoingBubble}"))
  }

  @Test(arguments: ExportFormat.allCases)
  func theSameConfigurationExportsTheSameBytes(format: ExportFormat) {
    #expect(Self.files(format).map(\.bytes) == Self.files(format).map(\.bytes))
  }

  @Test(arguments: [ExportFormat.css, .android, .ios, .bundle])
  func aConfigurationChangeAloneChangesTheBytes(format: ExportFormat) {
    let other = Self.configuration(Self.configurationText.replacingOccurrences(of: "\"acme\"", with: "\"acne\""))
    #expect(Self.files(format).map(\.bytes) != Self.files(format, other).map(\.bytes))
  }

  @Test func theBundleRecordsTheConfigurationItWasMadeWith() throws {
    let configuration = Self.configuration()
    let files = Self.files(.bundle, configuration)
    let manifest = try JSONParser.parse(try #require(files.first { $0.path == BundleVerifier.manifestName }).bytes)
    #expect(manifest["configuration"] == .string(try #require(configuration.hash)))
    var byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
    #expect(BundleVerifier.problems(files: byPath).isEmpty)
    #expect(BundleVerifier.configuration(files: byPath) == configuration.hash)
    byPath[ExportConfiguration.fileName] = nil
    #expect(BundleVerifier.problems(files: byPath).contains { $0.contains("which is missing") })
  }

  @Test func theDefaultBundleNamesNoConfiguration() throws {
    let files = Self.files(.bundle, .default)
    #expect(!files.contains { $0.path == ExportConfiguration.fileName })
    let manifest = try JSONParser.parse(try #require(files.first { $0.path == BundleVerifier.manifestName }).bytes)
    #expect(manifest["configuration"] == nil)
  }
}

/// The collision check under a configuration's names.
@Suite("Export collisions under a configuration")
struct ConfiguredCollisionTests {
  static func theme(_ names: [String]) -> Theme {
    var object = SampleThemes.rich()
    for name in names { object = SampleThemes.setting(object, keys: ["colors", name], to: "#123456") }
    return SampleThemes.theme(object)
  }

  @Test func namesThatCollideOnlyInCamelCaseAreCaught() {
    let theme = Self.theme(["ABc", "aBc"])
    let camel = ConfiguredExportTests.configuration(#"{"format": "themereg.export/1", "css": {"case": "camel"}}"#)
    #expect(!ExportNaming.collisions(in: theme).contains { $0.platform == "CSS" })
    let found = ExportNaming.collisions(in: theme, configuration: camel).filter { $0.platform == "CSS" }
    #expect(found.map(\.identifier) == ["--color-aBc"])
    #expect(found.first?.names == ["ABc", "aBc"])
  }

  @Test func namesThatCollideOnlyWithoutAnAndroidPrefixAreCaught() {
    let theme = Self.theme(["1", "x 1"])
    let none = ConfiguredExportTests.configuration(#"{"format": "themereg.export/1", "android": {"prefix": ""}}"#)
    #expect(!ExportNaming.collisions(in: theme).contains { $0.platform == "Android" })
    let found = ExportNaming.collisions(in: theme, configuration: none).filter { $0.platform == "Android" }
    #expect(found.map(\.identifier) == ["R.color.x_1"])
  }
}
