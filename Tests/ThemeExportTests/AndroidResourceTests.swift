import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// Android resources as the real resource compiler reads them (Debian's `aapt`, which
/// `Scripts/test` installs): every values file must compile.
@Suite("Android resources in aapt2")
struct AndroidResourceTests {
  static let aapt2 = "/usr/bin/aapt2"
  /// Scripts/test installs aapt2 and sets THEMEREG_REQUIRE_TOOLS: there, a missing aapt2 fails.
  static let hasAAPT2 =
    FileManager.default.isExecutableFile(atPath: aapt2)
    || ProcessInfo.processInfo.environment["THEMEREG_REQUIRE_TOOLS"] != nil

  /// Writes the Android export of `object` as a `res` folder and compiles each values file.
  func compile(_ object: [String: Any]) throws -> (code: Int32, output: String) {
    let folder = TemporaryDirectory()
    for file in ThemeExporter.files(format: .android, source: ExportFixtures.source(object))
    where file.path.hasSuffix(".xml") {
      let path = folder.file("res/" + file.path.dropFirst("android/".count))
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      FileManager.default.createFile(atPath: path, contents: Data(file.bytes))
    }
    try FileManager.default.createDirectory(atPath: folder.file("out"), withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.aapt2)
    process.arguments = ["compile", "--dir", folder.file("res"), "-o", folder.file("out/res.zip")]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  @Test(
    .enabled(if: hasAAPT2, "needs aapt2 (Debian: aapt)"),
    arguments: ["50% off %s and %d items", "100%", "%1$s of %2$d", "Rate: 5 %", "%%d"])
  func labelsWithPercentSignsCompile(label: String) throws {
    let object = SampleThemes.setting(SampleThemes.rich(), "iconButtons.send.accessibilityLabel", to: label)
    let result = try compile(object)
    #expect(result.code == 0, "\(result.output)")
  }

  @Test(.enabled(if: hasAAPT2, "needs aapt2 (Debian: aapt)"))
  func theHostileThemeCompiles() throws {
    let result = try compile(ExportFixtures.hostile())
    #expect(result.code == 0, "\(result.output)")
  }
}

/// A theme that declares only dark appearances exports dark colours as its defaults.
@Suite("Dark-only exports")
struct DarkOnlyExportTests {
  nonisolated(unsafe) static let night: [String: Any] = [
    "format": "themereg.theme/1", "name": "night", "appearances": ["dark", "darkHighContrast"],
    "colors": ["background": ["dark": "#0D1117", "darkHighContrast": "#010409"], "text": "#E6EDF3"],
  ]

  func file(_ format: ExportFormat, _ path: String) throws -> String {
    let files = ThemeExporter.files(format: format, source: ExportFixtures.source(Self.night))
    return String(decoding: try #require(files.first { $0.path == path }).bytes, as: UTF8.self)
  }

  @Test func cssPutsTheDarkColoursInRoot() throws {
    let css = try file(.css, "css/theme.css")
    let root = try #require(css.components(separatedBy: "@media").first)
    #expect(root.contains("--color-background: #0d1117;"))
    #expect(!css.contains("@media (prefers-color-scheme: dark) {"))
    #expect(css.contains("--color-background: #010409;"))
  }

  @Test func androidDefaultsAreDarkWithoutANightCopy() throws {
    #expect(try file(.android, "android/values/colors.xml").contains("<color name=\"night_background\">#FF0D1117</color>"))
    let files = ThemeExporter.files(format: .android, source: ExportFixtures.source(Self.night))
    #expect(!files.contains { $0.path.hasPrefix("android/values-night/") })
  }

  @Test func dtcgBaseValuesAreDark() throws {
    let tokens = try JSONParser.parse(Array(try file(.dtcg, "dtcg/tokens.json").utf8))
    let modes = tokens["color"]?["background"]?["$extensions"]?["org.themereg"]?["modes"]
    #expect(modes?.objectMembers?.map(\.key) == ["darkHighContrast"])
  }
}
