import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// `Colors.xcassets` checked against Apple's Asset Catalog Format Reference (Contents.json of a
/// catalog, a namespace folder and a colour set: `info`, `properties.provides-namespace`,
/// `colors[].idiom`, `color.color-space`, `color.components`, `appearances` of `luminosity`
/// light/dark and `contrast` high).
@Suite("Asset catalog")
struct AssetCatalogTests {
  static let idioms: Set<String> = ["universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision"]
  static let colorSpaces: Set<String> = [
    "srgb", "extended-srgb", "extended-linear-srgb", "display-p3", "gray-gamma-22", "extended-gray",
  ]
  static let appearanceValues: [String: Set<String>] = ["luminosity": ["light", "dark"], "contrast": ["high"]]

  let files = Dictionary(
    uniqueKeysWithValues: ThemeExporter.files(format: .xcassets, source: ExportFixtures.source()).map {
      ($0.path, $0.bytes)
    })

  func json(_ path: String) throws -> JSONValue {
    try JSONParser.parse(try #require(files[path], "\(path) is missing"))
  }

  /// A component as the reference allows it: a float 0…1 ("0.500"), 8-bit hex ("0x7F") or 0–255.
  static func component(_ value: JSONValue?) -> Double? {
    guard let text = value?.stringValue else { return nil }
    if text.hasPrefix("0x"), let byte = UInt8(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
    if text.contains("."), let number = Double(text), (0...1).contains(number) { return number }
    if let byte = UInt8(text) { return Double(byte) / 255 }
    return nil
  }

  @Test func theCatalogAndItsNamespaceFolderAreDescribed() throws {
    #expect(try json("ios/Colors.xcassets/Contents.json")["info"]?["version"] == .number(1))
    let folder = try json("ios/Colors.xcassets/AcmeChat/Contents.json")
    #expect(folder["properties"]?["provides-namespace"] == .bool(true))
    #expect(folder["info"]?["author"]?.stringValue != nil)
  }

  @Test func everyColourSetFollowsTheFormatAndHoldsTheThemesColours() throws {
    let theme = ExportFixtures.source().theme
    let sets = files.keys.filter { $0.hasSuffix(".colorset/Contents.json") }
    #expect(sets.count == theme.colors.count)
    #expect(Set(sets.map { $0.lowercased() }).count == sets.count, "names differ only in case")
    for token in theme.colors {
      let path = "ios/Colors.xcassets/AcmeChat/\(ExportNaming.asset(token.name)).colorset/Contents.json"
      let set = try json(path)
      #expect(Set(set.objectMembers?.map(\.key) ?? []) == ["colors", "info"], "\(path)")
      let entries = try #require(set["colors"]?.arrayElements)
      var seen: Set<[String]> = []
      for entry in entries {
        let keys = Set(entry.objectMembers?.map(\.key) ?? [])
        #expect(keys.isSubset(of: ["idiom", "color", "appearances"]), "\(path): \(keys)")
        #expect(Self.idioms.contains(entry["idiom"]?.stringValue ?? ""))
        #expect(Self.colorSpaces.contains(entry["color"]?["color-space"]?.stringValue ?? ""))
        let components = try #require(entry["color"]?["components"])
        let rgba = ["red", "green", "blue", "alpha"].map { Self.component(components[$0]) }
        #expect(rgba.allSatisfy { $0 != nil }, "\(path): \(components)")
        let traits = (entry["appearances"]?.arrayElements ?? []).map { trait -> String in
          let kind = trait["appearance"]?.stringValue ?? ""
          let value = trait["value"]?.stringValue ?? ""
          #expect((Self.appearanceValues[kind] ?? []).contains(value), "\(path): \(kind)=\(value)")
          return kind + "=" + value
        }
        #expect(seen.insert(traits.sorted()).inserted, "\(path) repeats \(traits)")
        let appearance: Appearance =
          switch traits.sorted() {
          case []: .light
          case ["luminosity=dark"]: .dark
          case ["contrast=high"]: .lightHighContrast
          default: .darkHighContrast
          }
        let expected = theme.resolve(.named(token.name), in: appearance)
        let actual = RGBA(red: rgba[0]!, green: rgba[1]!, blue: rgba[2]!, alpha: rgba[3]!)
        #expect(actual.hex == expected.hex, "\(path) \(appearance)")
      }
      #expect(seen.contains([]), "\(path) has no any-appearance colour")
    }
  }

  @Test func swiftUIFindsEachColourByItsCatalogName() throws {
    let swiftUI = String(decoding: SwiftUIExporter.files(ExportFixtures.source())[0].bytes, as: UTF8.self)
    for token in ExportFixtures.source().theme.colors {
      #expect(swiftUI.contains("Color(\"AcmeChat/\(ExportNaming.asset(token.name))\", bundle: nil)"))
      #expect(files["ios/Colors.xcassets/AcmeChat/\(ExportNaming.asset(token.name)).colorset/Contents.json"] != nil)
    }
  }

  @Test(arguments: ["outgoingBubble", "brand.primary", "ok-2_x"])
  func plainNamesKeepTheirSpelling(name: String) {
    #expect(ExportNaming.asset(name) == name)
  }

  @Test(arguments: ["a/b", ".hidden", "é", "a b", ""])
  func otherNamesBecomeSafeFolderNames(name: String) {
    let asset = ExportNaming.asset(name)
    #expect(!asset.contains("/") && !asset.hasPrefix(".") && !asset.contains(" ") && !asset.isEmpty)
  }
}
