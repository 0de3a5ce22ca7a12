import Foundation
import Testing
import ThemeFiles
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// The Jetpack Compose file, compiled by Debian's kotlinc against stubs of the Android and
/// Compose declarations it uses (Tests/Fixtures/ComposeStub; no Android SDK here).
@Suite("Compose file in kotlinc")
struct ComposeFileTests {
  static let kotlinc = "/usr/bin/kotlinc"
  static let hasKotlin =
    FileManager.default.isExecutableFile(atPath: kotlinc)
    || ProcessInfo.processInfo.environment["THEMEREG_REQUIRE_TOOLS"] != nil

  /// Compiles the Compose export of `object` with the stubs; kotlinc's status and output.
  func compile(_ object: [String: Any]) throws -> (code: Int32, output: String) {
    try Self.compile(ThemeExporter.files(format: .android, source: ExportFixtures.source(object)))
  }

  /// `compile(_:)` of the Compose file among `files`.
  static func compile(_ files: [ExportFile]) throws -> (code: Int32, output: String) {
    let folder = TemporaryDirectory()
    let file = try #require(files.first { $0.path.hasSuffix(".kt") })
    let source = folder.write("Theme.kt", file.bytes)
    let stubs = try FileManager.default.contentsOfDirectory(
      atPath: ExportFixtures.fixtures.appendingPathComponent("ComposeStub").path
    ).filter { $0.hasSuffix(".kt") }.sorted().map {
      ExportFixtures.fixtures.appendingPathComponent("ComposeStub/" + $0).path
    }
    let result = try AndroidResourceTests.run(kotlinc, stubs + [source, "-d", folder.file("classes")])
    // kotlinc prints a JVM deprecation notice on JDK 13+; only its own messages count.
    let messages = result.output.split(separator: "\n").filter { !$0.hasPrefix("OpenJDK") }.joined(separator: "\n")
    return (result.code, messages)
  }

  @Test(
    .enabled(if: hasKotlin, "needs kotlinc (Debian: kotlin)"),
    arguments: ["rich", "hostile", "hostile names"])
  func compilesWithoutWarnings(theme: String) throws {
    let object =
      switch theme {
      case "rich": SampleThemes.rich()
      case "hostile": ExportFixtures.hostile()
      default: AndroidResourceTests.hostileNames
      }
    let result = try compile(object)
    #expect(result.code == 0, "\(result.output)")
    #expect(!result.output.contains("warning:"), "\(result.output)")
  }

  @Test func colourSetsComeInEveryAppearanceAndHighContrastFollowsTheContrastLevel() throws {
    let text = ComposeExporter.text(ExportFixtures.source())
    for appearance in Appearance.allCases {
      #expect(text.contains("    val \(appearance.rawValue) = AcmeChatColors(longArrayOf("))
    }
    #expect(text.contains("(manager?.contrast ?: 0f) >= 0.5f"))
    #expect(text.contains("if (Build.VERSION.SDK_INT < 34) return false"))
  }

  @Test func scaledStylesClampAgainstTheFontScale() throws {
    let text = ComposeExporter.text(ExportFixtures.source())
    #expect(
      text.contains("@Composable get() = TextStyle(fontSize = scaledSize(17f, 15f, 40f), fontWeight = FontWeight(400)"))
    #expect(text.contains("val fontScale = LocalDensity.current.fontScale"))
  }

  /// Whether a Kotlin literal's interior holds a `"` or `$` that is not escaped, or a line break.
  static func leaks(_ literal: String) -> Bool {
    var escaped = false
    for character in literal.dropFirst().dropLast() {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" || character == "$" || character == "\n" {
        return true
      }
    }
    return escaped
  }

  @Test(arguments: ["a\"b", "$name", "${x}", "back\\slash", "line\nbreak", "*/ end", "/* open", "end\\"])
  func userTextCannotEscapeItsLiteral(text: String) {
    let literal = Escaping.kotlinString(text)
    #expect(literal.hasPrefix("\"") && literal.hasSuffix("\""))
    #expect(!Self.leaks(literal), "\(literal)")
    #expect(!Escaping.kotlinComment(text).contains("*/") && !Escaping.kotlinComment(text).contains("/*"))
  }
}
