import Foundation
import Testing
import ThemeExport
import ThemeModel

/// The asset catalog importer on Mastodon's real catalog and on catalogs written to break it.
@Suite("Asset catalog import")
struct AssetCatalogImporterTests {
  static let mastodon = ExportFixtures.fixtures.appendingPathComponent("xcassets/mastodon-ios/Assets.xcassets")

  /// Every `Contents.json` below `folder`, as the registry hands them to the importer.
  static func files(_ folder: URL) -> [ImportFile] {
    let walker = FileManager.default.enumerator(atPath: folder.path)!
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix("Contents.json") }.sorted().map {
      ImportFile(path: $0, bytes: Array(FileManager.default.contents(atPath: folder.appendingPathComponent($0).path)!))
    }
  }

  static func colorSet(_ entries: String) -> [UInt8] {
    Array(#"{"colors": [\#(entries)], "info": {"author": "xcode", "version": 1}}"#.utf8)
  }

  static func entry(
    _ components: String, space: String = "srgb", appearances: String? = nil, idiom: String = "universal"
  )
    -> String
  {
    let traits = appearances.map { #""appearances": [\#($0)], "# } ?? ""
    return #"{\#(traits)"color": {"color-space": "\#(space)", "components": {\#(components)}}, "idiom": "\#(idiom)"}"#
  }

  static let dark = #"{"appearance": "luminosity", "value": "dark"}"#
  static let high = #"{"appearance": "contrast", "value": "high"}"#
  static let white = #""red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000""#

  func imported(_ files: [ImportFile], lossy: Bool = false) throws -> (Theme, ImportReport) {
    let (document, report) = try AssetCatalogImporter.importing(files, name: "t", lossy: lossy)
    return (document.theme, report)
  }

  func color(_ theme: Theme, _ name: String, _ appearance: Appearance = .light) -> String? {
    theme.resolvedColors[name]?[appearance]?.hex
  }

  @Test func mastodonsCatalogImportsEveryColourAndImage() throws {
    let (theme, report) = try imported(Self.files(Self.mastodon))
    #expect(theme.colors.count == 79)
    #expect(report.colorsByAppearance == [.light: 79, .dark: 56])
    #expect(report.images.count == 43)
    #expect(report.unmapped.isEmpty && report.kept.isEmpty)
    // 8-bit hex and integer components, in a folder that provides a namespace.
    #expect(color(theme, "Colors/Label/secondary") == "#696685")
    #expect(color(theme, "Colors/Label/secondary", .dark) == "#979DAD")
    // Hex for light, floats for dark (kept exactly, as a DTCG sRGB colour).
    #expect(color(theme, "Scene/Notification/confirm.follow.request.button.background") == "#562CFC")
    #expect(color(theme, "Scene/Notification/confirm.follow.request.button.background", .dark) == "#562CFC")
    #expect(theme.resolvedColors["Colors/Border/searchCard"]?[.dark]?.alpha == 0.3)
  }

  @Test(arguments: [
    (Self.entry(Self.white), Appearance.light), (Self.entry(Self.white, appearances: Self.dark), .dark),
    (Self.entry(Self.white, appearances: Self.high), .lightHighContrast),
    (Self.entry(Self.white, appearances: Self.dark + ", " + Self.high), .darkHighContrast),
  ])
  func appearancesMapToTheThemes(entry: String, appearance: Appearance) throws {
    let black = Self.entry(#""red": "0", "green": "0", "blue": "0", "alpha": "1.000""#)
    let entries = appearance == .light ? entry : black + ", " + entry
    let (theme, report) = try imported([ImportFile(path: "a.colorset/Contents.json", bytes: Self.colorSet(entries))])
    #expect(color(theme, "a", appearance) == "#FFFFFF")
    #expect(report.colorsByAppearance[appearance] == 1)
  }

  @Test(arguments: [
    (#""red": "250", "green": "0xFA", "blue": "0.980", "alpha": "1.000""#, "srgb", "#FAFAFA"),
    (#""red": "0x0B", "green": "0x5F", "blue": "0xFF", "alpha": "0.500""#, "srgb", "#0B5FFF80"),
    (#""red": "0.500", "green": "0.500", "blue": "0.500", "alpha": "1.000""#, "extended-srgb", "#808080"),
  ])
  func componentsInEachFormXcodeWrites(components: String, space: String, hex: String) throws {
    let files = [
      ImportFile(path: "a.colorset/Contents.json", bytes: Self.colorSet(Self.entry(components, space: space)))
    ]
    let (theme, _) = try imported(files)
    #expect(color(theme, "a") == hex)
  }

  @Test func aDisplayP3ColourStaysInDisplayP3() throws {
    let components = #""red": "1.000", "green": "0.500", "blue": "0.000", "alpha": "1.000""#
    let files = [
      ImportFile(path: "p.colorset/Contents.json", bytes: Self.colorSet(Self.entry(components, space: "display-p3")))
    ]
    let (theme, report) = try imported(files)
    let token = try #require(theme.colors.first)
    #expect(token.expression(in: .light).written == #"{"alpha":1,"colorSpace":"display-p3","components":[1,0.5,0]}"#)
    #expect(report.converted.isEmpty)
  }

  @Test func aGrayIsConvertedToSRGBAndSaysSo() throws {
    let files = [
      ImportFile(
        path: "g.colorset/Contents.json",
        bytes: Self.colorSet(Self.entry(#""white": "0.500", "alpha": "1.000""#, space: "gray-gamma-22")))
    ]
    let (theme, report) = try imported(files)
    #expect(color(theme, "g") == "#808080")
    #expect(report.converted.map(\.subject) == ["g"])
    #expect(report.converted.first?.message.contains("gray gamma 2.2 white 0.5") == true)
  }

  @Test func withAnyLightAndDarkLightIsTheLightVariantAndAnyIsKept() throws {
    let light = #"{"appearance": "luminosity", "value": "light"}"#
    let entries = [
      Self.entry(#""red": "0x11", "green": "0x11", "blue": "0x11""#),
      Self.entry(#""red": "0x22", "green": "0x22", "blue": "0x22""#, appearances: light),
      Self.entry(#""red": "0x33", "green": "0x33", "blue": "0x33""#, appearances: Self.dark),
    ].joined(separator: ", ")
    let (theme, report) = try imported([ImportFile(path: "a.colorset/Contents.json", bytes: Self.colorSet(entries))])
    #expect(color(theme, "a") == "#222222")
    #expect(color(theme, "a", .dark) == "#333333")
    #expect(report.unmapped.isEmpty)
    #expect(report.kept.map(\.message).first?.contains("the Any variant is kept") == true)
  }

  @Test func anIdiomsOwnVariantIsKeptInTheExtensions() throws {
    let tv = Self.entry(#""red": "0", "green": "0", "blue": "0""#, idiom: "tv")
    let bytes = Self.colorSet(Self.entry(Self.white) + ", " + tv)
    let (theme, report) = try imported([ImportFile(path: "a.colorset/Contents.json", bytes: bytes)])
    #expect(color(theme, "a") == "#FFFFFF")
    let text = String(decoding: bytes, as: UTF8.self)
    let column = text.utf16.distance(from: text.startIndex, to: try #require(text.range(of: tv)).lowerBound) + 1
    #expect(report.kept.map(\.location) == [SourceLocation(file: "a.colorset/Contents.json", line: 1, column: column)])
    let kept = theme.extensions?[AssetCatalogImporter.extensionKey]?["variants"]?["a"]?.arrayElements
    #expect(kept?.first?["idiom"] == .string("tv"))
  }

  @Test(arguments: [
    (
      Self.entry(Self.white, space: "cmyk", appearances: Self.dark),
      "the colour space \"cmyk\" is not one a theme holds"
    ),
    (
      #"{"appearances": [\#(Self.dark)], "color": {"platform": "ios", "reference": "systemBlueColor"}, "idiom": "universal"}"#,
      "systemBlueColor"
    ),
    (
      Self.entry(#""red": "1.5", "green": "0", "blue": "0""#, space: "extended-srgb", appearances: Self.dark),
      "lie outside 0…1"
    ),
    (
      Self.entry(#""red": "256", "green": "0", "blue": "0""#, appearances: Self.dark),
      "the red component \"256\" is not"
    ),
    (
      Self.entry(Self.white, appearances: #"{"appearance": "luminosity", "value": "sepia"}"#), "has no theme appearance"
    ),
  ])
  func aValueATHemeCannotHoldRefusesTheImportNamingItsLine(entry: String, message: String) throws {
    let bytes = Self.colorSet(Self.entry(Self.white) + ",\n" + entry)
    let files = [ImportFile(path: "Colors/a.colorset/Contents.json", bytes: bytes)]
    #expect {
      _ = try imported(files)
    } throws: { error in
      guard case .lossy(let notes) = error as? ImportError, let note = notes.first, notes.count == 1 else {
        return false
      }
      return note.message.contains(message) && note.location.file == "Colors/a.colorset/Contents.json"
        && note.location.line == 2 && note.subject.hasPrefix("a")
    }
    let (theme, report) = try imported(files, lossy: true)
    #expect(color(theme, "a") == "#FFFFFF")
    #expect(report.unmapped.count == 1)
  }

  @Test func malformedJSONNamesTheFile() {
    let files = [ImportFile(path: "x/a.colorset/Contents.json", bytes: Array(#"{"colors": [}"#.utf8))]
    #expect {
      _ = try imported(files)
    } throws: { error in
      guard case .invalid(let validation) = error as? ImportError else { return false }
      return validation.issues.first?.path == "x/a.colorset/Contents.json"
    }
  }

  @Test func twoSetsOfOneNameAreRefusedNamingBoth() {
    let bytes = Self.colorSet(Self.entry(Self.white))
    let files = [
      ImportFile(path: "A/brand.colorset/Contents.json", bytes: bytes),
      ImportFile(path: "B/brand.colorset/Contents.json", bytes: bytes),
    ]
    #expect {
      _ = try imported(files)
    } throws: { error in
      guard case .invalid(let validation) = error as? ImportError else { return false }
      return validation.issues.map(\.path) == ["B/brand.colorset/Contents.json"]
        && validation.issues[0].message.contains("also defined by A/brand.colorset/Contents.json")
    }
  }

  @Test func aCatalogWithoutColourSetsIsRefused() {
    let files = [ImportFile(path: "Contents.json", bytes: Array(#"{"info": {"version": 1}}"#.utf8))]
    #expect(throws: ImportError.self) { _ = try imported(files) }
  }
}
