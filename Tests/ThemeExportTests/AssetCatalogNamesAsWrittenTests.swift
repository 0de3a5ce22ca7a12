import Foundation
import Testing
import ThemeFiles
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// `"ios": {"names": "as-written"}`: a theme imported from an app's asset catalog exports back
/// under the names the app looks its colours up by (`UIColor(named: "Colors/Label/primary")`).
@Suite("Asset catalog export under the names the catalog had")
struct AssetCatalogNamesAsWrittenTests {
  static let configuration = try! ExportConfiguration(
    bytes: Array(#"{"format": "themereg.export/1", "ios": {"names": "as-written", "provides-namespace": false}}"#.utf8))

  static func mastodon() throws -> ThemeDocument {
    try AssetCatalogImporter.importing(
      AssetCatalogImporterTests.files(AssetCatalogImporterTests.mastodon), name: "mastodon", lossy: false
    ).document
  }

  static func files(_ document: ThemeDocument, _ configuration: ExportConfiguration = configuration) -> [ExportFile] {
    ThemeExporter.files(
      format: .xcassets,
      source: ExportSource(document: document, version: 1, approved: true, configuration: configuration))
  }

  /// The exported catalog's `Contents.json` files, paths relative to the catalog.
  static func catalog(_ files: [ExportFile]) -> [ImportFile] {
    let root = "ios/Colors.xcassets/"
    return files.filter { $0.path.hasPrefix(root) }.map {
      ImportFile(path: String($0.path.dropFirst(root.count)), bytes: $0.bytes)
    }
  }

  @Test func mastodonsColoursComeBackUnderTheNamesTheAppUses() throws {
    let document = try Self.mastodon()
    let exported = Self.files(document)
    let again = try AssetCatalogImporter.importing(Self.catalog(exported), name: "mastodon", lossy: false).document
    #expect(Set(again.theme.colors.map(\.name)) == Set(document.theme.colors.map(\.name)))
    #expect(again.theme.colors.count == 79)
    #expect(
      exported.contains { $0.path == "ios/Colors.xcassets/Mastodon/Colors/Brand/Dark Blurple.colorset/Contents.json" })
    let group = try #require(exported.first { $0.path == "ios/Colors.xcassets/Mastodon/Colors/Label/Contents.json" })
    #expect(String(decoding: group.bytes, as: UTF8.self).contains("\"provides-namespace\" : true"))
  }

  @Test func theSwiftLooksEachColourUpByItsOwnNameAndTypeChecks() throws {
    let files = ThemeExporter.files(
      format: .ios,
      source: ExportSource(document: try Self.mastodon(), version: 1, approved: true, configuration: Self.configuration)
    )
    try TypeCheck.swift(files.filter { $0.path.hasSuffix(".swift") }.map(\.bytes))
    let swift = try #require(files.first { $0.path.hasSuffix("+SwiftUI.swift") })
    #expect(String(decoding: swift.bytes, as: UTF8.self).contains("Color(\"Colors/Label/primary\", bundle: nil)"))
  }

  @Test func withoutTheOptionTheNamesAreSpelled() throws {
    let exported = Self.files(try Self.mastodon(), .default)
    #expect(exported.contains { $0.path == "ios/Colors.xcassets/Mastodon/colors-label-primary.colorset/Contents.json" })
  }

  @Test(
    arguments: [
      ("Colors/Label/primary", "Colors/Label/primary"), ("Dark Blurple", "Dark Blurple"),
      ("a//b", "a-b"), (".hidden/x", "hidden-x"), ("a/ b", "a-b"), ("a:b", "a-b"),
    ])
  func aNameNoFolderCouldHoldIsSpelled(name: String, set: String) {
    #expect(ExportSpelling(theme: "t", configuration: Self.configuration).colorSet(name) == set)
  }
}
