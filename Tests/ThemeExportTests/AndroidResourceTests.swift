import Foundation
import Testing
import ThemeFiles
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
    (FileManager.default.isExecutableFile(atPath: aapt2) && FileManager.default.fileExists(atPath: framework)
      && FileManager.default.isExecutableFile(atPath: javac))
    || ProcessInfo.processInfo.environment["THEMEREG_REQUIRE_TOOLS"] != nil

  /// The Android framework's resources (Debian: android-framework-res), which `aapt2 link`
  /// links an app's resources against, like android.jar.
  static let framework = "/usr/share/android-framework-res/framework-res.apk"
  static let javac = "/usr/bin/javac"

  static func run(_ executable: String, _ arguments: [String]) throws -> (code: Int32, output: String) {
    try Subprocess.run(executable, arguments)
  }

  /// Builds the Android export of `object` as an app module would: every `values*/` file
  /// compiled by aapt2, linked against the framework into an APK with its R.java, and R.java
  /// compiled by javac. Returns the first failing step's status and output, or 0 and R.java.
  func compile(_ object: [String: Any]) throws -> (code: Int32, output: String) {
    try Self.compile(ThemeExporter.files(format: .android, source: ExportFixtures.source(object)))
  }

  /// `compile(_:)` of the Android files given, with the `res/` folders of `libraries` compiled
  /// and merged in, as Gradle merges a library's resources into the app's.
  static func compile(_ files: [ExportFile], libraries: [String] = []) throws -> (code: Int32, output: String) {
    let folder = TemporaryDirectory()
    for file in files where file.path.hasSuffix(".xml") {
      let path = folder.file("res/" + file.path.dropFirst("android/".count))
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      FileManager.default.createFile(atPath: path, contents: Data(file.bytes))
    }
    for name in ["out", "gen", "classes"] {
      try FileManager.default.createDirectory(atPath: folder.file(name), withIntermediateDirectories: true)
    }
    let compiled = try run(aapt2, ["compile", "--dir", folder.file("res"), "-o", folder.file("out/res.zip")])
    guard compiled.code == 0 else { return compiled }
    var merged: [String] = []
    for (index, library) in libraries.enumerated() {
      let archive = folder.file("out/library\(index).zip")
      let result = try run(aapt2, ["compile", "--dir", library, "-o", archive])
      guard result.code == 0 else { return result }
      merged.append(archive)
    }
    folder.write(
      "AndroidManifest.xml",
      Array(
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"com.example.theme\"/>\n".utf8)
    )
    let linked = try run(
      aapt2,
      [
        "link", "-o", folder.file("out/app.apk"), "-I", framework, "--manifest",
        folder.file("AndroidManifest.xml"),
        "--java", folder.file("gen"), folder.file("out/res.zip"),
      ] + merged)
    guard linked.code == 0 else { return linked }
    let rJava = folder.file("gen/com/example/theme/R.java")
    let built = try run(javac, ["-d", folder.file("classes"), rJava])
    guard built.code == 0 else { return built }
    return (0, (try? String(contentsOfFile: rJava, encoding: .utf8)) ?? "")
  }

  /// Names Java, Kotlin and aapt2 treat specially, non-ASCII ones and `%` in labels.
  nonisolated(unsafe) static let hostileNames: [String: Any] = {
    var object = SampleThemes.rich()
    for name in ["class", "new", "int", "R", "éclair", "日本", "9lives", "_private"] {
      object = SampleThemes.setting(object, keys: ["colors", name], to: "#123456")
    }
    object = SampleThemes.setting(object, "iconButtons.send.accessibilityLabel", to: "50% off %s")
    return object
  }()

  @Test(
    .enabled(
      if: hasAAPT2,
      "needs aapt2, the framework resources and javac (Debian: aapt, android-framework-res, default-jdk-headless)"))
  func hostileNamesCompileLinkAndBuildRJava() throws {
    let result = try compile(Self.hostileNames)
    #expect(result.code == 0, "\(result.output)")
    #expect(result.output.contains("public static final int acme_chat_class="), "\(result.output.prefix(2000))")
    #expect(result.output.contains("acme_chat_u65e5u672c="))
    #expect(result.output.contains("acme_chat_9lives="))
  }

  @Test(
    .enabled(
      if: hasAAPT2,
      "needs aapt2, the framework resources and javac (Debian: aapt, android-framework-res, default-jdk-headless)"),
    arguments: ["50% off %s and %d items", "100%", "%1$s of %2$d", "Rate: 5 %", "%%d"])
  func labelsWithPercentSignsCompile(label: String) throws {
    let object = SampleThemes.setting(SampleThemes.rich(), "iconButtons.send.accessibilityLabel", to: label)
    let result = try compile(object)
    #expect(result.code == 0, "\(result.output)")
  }

  @Test(
    .enabled(
      if: hasAAPT2,
      "needs aapt2, the framework resources and javac (Debian: aapt, android-framework-res, default-jdk-headless)"))
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
    #expect(
      try file(.android, "android/values/colors.xml").contains("<color name=\"night_background\">#FF0D1117</color>"))
    let files = ThemeExporter.files(format: .android, source: ExportFixtures.source(Self.night))
    #expect(!files.contains { $0.path.hasPrefix("android/values-night/") })
  }

  @Test func dtcgBaseValuesAreDark() throws {
    let tokens = try JSONParser.parse(Array(try file(.dtcg, "dtcg/tokens.json").utf8))
    let modes = tokens["color"]?["background"]?["$extensions"]?["org.themereg"]?["modes"]
    #expect(modes?.objectMembers?.map(\.key) == ["darkHighContrast"])
  }
}
