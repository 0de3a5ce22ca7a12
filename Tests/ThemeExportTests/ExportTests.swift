import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Exports")
struct ExportTests {
  static let goldenFolder = ExportFixtures.fixtures.appendingPathComponent("golden")

  /// Compares with Tests/Fixtures/golden/FORMAT/PATH.golden; `THEMEREG_UPDATE_GOLDEN=1` rewrites them.
  /// The `.golden` suffix keeps formatters and linters away from the expected bytes.
  @Test(arguments: [ExportFormat.css, .android, .ios, .dtcg])
  func matchesTheGoldenFiles(format: ExportFormat) throws {
    let files = ThemeExporter.files(format: format, source: ExportFixtures.source())
    let folder = Self.goldenFolder.appendingPathComponent(format.rawValue)
    if ProcessInfo.processInfo.environment["THEMEREG_UPDATE_GOLDEN"] == "1" {
      try? FileManager.default.removeItem(at: folder)
      for file in files {
        let url = folder.appendingPathComponent(file.path + ".golden")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.bytes).write(to: url)
      }
    }
    for file in files {
      let golden = try #require(
        FileManager.default.contents(atPath: folder.appendingPathComponent(file.path + ".golden").path),
        "missing golden \(file.path)")
      let matches = [UInt8](golden) == file.bytes
      #expect(matches, "\(file.path) differs from its golden file; rerun with THEMEREG_UPDATE_GOLDEN=1 if intended")
    }
  }

  @Test(arguments: ExportFormat.allCases)
  func exportsAreDeterministic(format: ExportFormat) {
    let first = ThemeExporter.files(format: format, source: ExportFixtures.source())
    let second = ThemeExporter.files(format: format, source: ExportFixtures.source())
    #expect(first == second)
    #expect(!first.isEmpty)
  }

  @Test func cssCarriesDynamicTypeHighContrastMotionAndFocus() throws {
    let css = String(
      decoding: try #require(ThemeExporter.files(format: .css, source: ExportFixtures.source()).first).bytes,
      as: UTF8.self)
    #expect(css.contains("--font-body-size: clamp(15px, 1.0625rem, 40px);"))
    #expect(css.contains("@media (prefers-color-scheme: dark) and (prefers-contrast: more)"))
    #expect(css.contains("@media (prefers-reduced-motion: reduce)"))
    #expect(css.contains(".themereg-feed :focus-visible"))
  }

  @Test func androidMarksDirectionalDrawablesAutoMirrored() throws {
    let files = ThemeExporter.files(format: .android, source: ExportFixtures.source())
    let manifest = try JSONParser.parse(try #require(files.first { $0.path == "android/themereg.json" }).bytes)
    let mirrored = manifest["autoMirrored"]?.arrayElements?.compactMap { $0["image"]?.stringValue }
    #expect(mirrored == ["backButtonImage", "sendButtonImage"])
    #expect(files.map(\.path).contains("android/values-night/colors.xml"))
  }

  @Test func unapprovedExportsSaySoInEveryFile() {
    for file in ThemeExporter.files(format: .bundle, source: ExportFixtures.source(approved: false))
    where file.path != "theme.json" && file.path != "audit.json" && file.path != "approval.json"
      && file.path != "manifest.json"
      // Xcode owns the JSON of an asset catalog (no comments, fixed keys); the Swift files beside
      // the catalog and the bundle's approval.json carry the mark.
      && !file.path.contains(".xcassets/")
    {
      let text = String(decoding: file.bytes, as: UTF8.self)
      #expect(text.contains("UNAPPROVED") || text.contains("\"unapproved\": true"), "\(file.path)")
    }
  }

  @Test func hostileNamesStayInsideTheirFormats() throws {
    let source = ExportFixtures.source(ExportFixtures.hostile())
    let files = ThemeExporter.files(format: .bundle, source: source)
    for file in files {
      #expect(!file.path.contains("..") && !file.path.hasPrefix("/"), "\(file.path)")
      let text = String(decoding: file.bytes, as: UTF8.self)
      if file.path.hasSuffix(".json") {
        #expect((try? JSONParser.parse(file.bytes)) != nil, "\(file.path) is not JSON")
      }
      if file.path.hasSuffix(".css") {
        // No user text can close a comment or a string early.
        for line in text.split(separator: "\n") where line.hasPrefix("/*") {
          #expect(line.components(separatedBy: "*/").count == 2, "\(line)")
        }
      }
      #if canImport(FoundationXML)
        if file.path.hasSuffix(".xml") {
          let parser = XMLParser(data: Data(file.bytes))
          #expect(parser.parse(), "\(file.path) is not well-formed XML")
        }
      #endif
    }
    let strings = String(
      decoding: try #require(files.first { $0.path == "android/values/strings.xml" }).bytes, as: UTF8.self)
    #expect(strings.contains("Send \\&quot;now\\&quot; \\\\(1) */ &lt;/string&gt;\\n@x"))
  }

  @Test(arguments: ["a--b", "a---b", "a----b", "a-"])
  func xmlCommentsHoldNoDoubleHyphenWhateverTheThemeName(name: String) throws {
    let source = ExportFixtures.source(SampleThemes.setting(SampleThemes.rich(), "name", to: name))
    for file in ThemeExporter.files(format: .android, source: source) where file.path.hasSuffix(".xml") {
      let text = String(decoding: file.bytes, as: UTF8.self)
      let comment = try #require(text.firstRange(of: "<!--").map { text[$0.upperBound...] })
      let body = try #require(comment.firstRange(of: "-->").map { comment[..<$0.lowerBound] })
      #expect(body.contains(name.first!) && !body.contains("--") && !body.hasSuffix("-"), "\(file.path): \(body)")
    }
  }

  @Test(arguments: [ExportFixtures.source(), ExportFixtures.source(ExportFixtures.hostile())], [5, 6])
  func iosFilesTypeCheckInEachLanguageMode(source: ExportSource, mode: Int) throws {
    let swift = ThemeExporter.files(format: .ios, source: source).filter { $0.path.hasSuffix(".swift") }
    #expect(swift.map(\.path) == ["ios/AcmeChatTheme.swift", "ios/AcmeChatTheme+SwiftUI.swift"])
    // Each file on its own (a project may take either), then both together.
    for file in swift { try TypeCheck.swift([file.bytes], mode: mode) }
    try TypeCheck.swift(swift.map(\.bytes), mode: mode)
  }

  @Test(arguments: [ExportFixtures.source(), ExportFixtures.source(ExportFixtures.hostile())])
  func dtcgRoundTripReproducesTheContentHash(source: ExportSource) throws {
    let tokens = try #require(ThemeExporter.files(format: .dtcg, source: source).first)
    let imported = try DTCGImporter.document(
      from: [DTCGImporter.Input(name: "tokens.json", bytes: tokens.bytes)], name: nil)
    #expect(imported.contentHash == source.document.contentHash)
  }

  @Test func foreignDTCGFilesImportWithModesFromSiblingFiles() throws {
    let light =
      #"{"color": {"$type": "color", "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}, "fg": {"$value": "{color.bg}"}}, "typography": {"body": {"$type": "typography", "$value": {"fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": "bold", "lineHeight": 1.4}}}}"#
    let dark = #"{"color": {"$type": "color", "bg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#
    let document = try DTCGImporter.document(
      from: [
        DTCGImporter.Input(name: "brand.json", bytes: Array(light.utf8)),
        DTCGImporter.Input(name: "brand.dark.json", bytes: Array(dark.utf8)),
      ], name: "brand")
    #expect(document.theme.resolvedColors["bg"]?[.dark]?.hex == "#000000")
    #expect(document.theme.resolvedColors["bg"]?[.light]?.hex == "#FFFFFF")
    #expect(document.theme.resolvedColors["fg"]?[.dark]?.hex == "#000000")
    let body = try #require(document.theme.typographyStyle(named: "body"))
    #expect(body.size == 16)
    #expect(body.weight == 700)
    #expect(body.fontFamily == "Inter")
  }

  @Test func resolverContextsBecomeAppearances() throws {
    let files: [String: String] = [
      "base.json":
        #"{"color": {"gray": {"$type": "color", "200": {"$value": {"colorSpace": "srgb", "components": [0.82, 0.82, 0.82]}}, "900": {"$value": {"colorSpace": "srgb", "components": [0.04, 0.04, 0.04]}}}}}"#,
      "themes/light.json":
        #"{"color": {"bg": {"$type": "color", "$value": "{color.gray.200}"}, "text": {"$type": "color", "$value": "{color.gray.900}"}}}"#,
      "themes/dark.json":
        #"{"color": {"bg": {"$type": "color", "$value": "{color.gray.900}"}, "text": {"$type": "color", "$value": "{color.gray.200}"}}}"#,
    ]
    let resolver = #"""
      {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
       "modifiers": {"theme": {"default": "light", "contexts": {"light": [{"$ref": "themes/light.json"}], "dark": [{"$ref": "themes/dark.json"}]}}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
      """#
    let document = try DTCGImporter.document(
      from: [DTCGImporter.Input(name: "tokens.resolver.json", bytes: Array(resolver.utf8))], name: "resolved"
    ) { path in files[path].map { Array($0.utf8) } }
    #expect(document.theme.resolvedColors["bg"]?[.light]?.hex == "#D1D1D1")
    #expect(document.theme.resolvedColors["bg"]?[.dark]?.hex == "#0A0A0A")
    #expect(document.theme.resolvedColors["text"]?[.dark]?.hex == "#D1D1D1")
  }

  @Test func resolverNamingAMissingFileSaysWhich() {
    let resolver =
      ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "gone.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
    #expect {
      _ = try DTCGImporter.document(
        from: [DTCGImporter.Input(name: "r.json", bytes: Array(resolver.utf8))], name: "x"
      ) { _ in nil }
    } throws: { error in
      "\(error)".contains("cannot read \"gone.json\", named by the resolver")
    }
  }

  @Test func importWithoutANameSaysToGiveOne() {
    #expect {
      _ = try DTCGImporter.document(
        from: [DTCGImporter.Input(name: "t.json", bytes: Array(#"{"color": {}}"#.utf8))], name: nil)
    } throws: { error in
      "\(error)".contains("the tokens do not name a theme, and no name was given for it")
    }
  }

  @Test(arguments: [
    ("theme.json", "changed"), ("css/theme.css", "changed"), ("extra.txt", "not listed"), ("gone", "missing"),
  ])
  func verifyCatchesTampering(path: String, problem: String) {
    var files: [String: [UInt8]] = [:]
    for file in ThemeExporter.files(format: .bundle, source: ExportFixtures.source()) { files[file.path] = file.bytes }
    #expect(BundleVerifier.problems(files: files).isEmpty)
    switch path {
    case "extra.txt": files[path] = [1]
    case "gone": files["ios/AcmeChatTheme.swift"] = nil
    default: files[path]![10] ^= 1
    }
    let problems = BundleVerifier.problems(files: files)
    #expect(problems.contains { $0.contains(problem) }, "\(problems)")
  }
}

/// Type-checks generated Swift against the UIKit stub in Tests/Fixtures/UIKitStub.
enum TypeCheck {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static let swiftc: String = {
    let candidates = [ProcessInfo.processInfo.environment["SWIFTC"], "/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
    return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swiftc"
  }()

  static func run(_ arguments: [String]) throws -> (Int32, String) {
    try Subprocess.run(swiftc, arguments)
  }

  /// Type-checks `sources` together in Swift language `mode` (5 or 6) against the UIKit and
  /// SwiftUI stubs built in the same mode; warnings fail too, as Swift 6 mode makes most of them
  /// errors and a clean build is the bar.
  static func swift(_ sources: [[UInt8]], mode: Int = 6) throws {
    let folder = TemporaryDirectory()
    for module in ["UIKit", "SwiftUI"] {
      let stub = ExportFixtures.fixtures.appendingPathComponent("AppleStubs/\(module).swift").path
      let (built, buildLog) = try run([
        "-swift-version", "\(mode)", "-emit-module", "-module-name", module, "-parse-as-library",
        "-o", folder.file("\(module).swiftmodule"), stub,
      ])
      guard built == 0 else { throw Failure(description: "the \(module) stub did not build: \(buildLog)") }
    }
    let files = sources.enumerated().map { folder.write("Theme\($0.offset).swift", $0.element) }
    let (status, log) = try run(["-swift-version", "\(mode)", "-typecheck", "-I", folder.path] + files)
    guard status == 0, !log.contains("warning:") else {
      throw Failure(description: "the exported Swift does not type-check cleanly in Swift \(mode) mode:\n\(log)")
    }
  }
}
