import Foundation
import Testing
import ThemeAudit
import ThemeExport
import ThemeModel

/// Pair suggestions on what real imports name their colours: an asset catalog's folders and a
/// stylesheet's namespaced custom properties, measured against the pairs the source uses.
@Suite("Pair suggestions on imported themes")
struct PairSuggestionsOnImportsTests {
  static let pico = ExportFixtures.fixtures.appendingPathComponent("css/pico-v2/css/pico.css")
  static let mastodon = ExportFixtures.fixtures.appendingPathComponent("xcassets/mastodon-ios/Assets.xcassets")

  /// The foreground and background custom properties one rule of `pico.css` sets together
  /// (`color: var(--x)` beside `background-color: var(--y)`): what the stylesheet draws.
  static let picoDrawn: [(String, String)] = [
    ("pico-code-color", "pico-code-background-color"),
    ("pico-code-kbd-color", "pico-code-kbd-background-color"),
    ("pico-color", "pico-background-color"),
    ("pico-color", "pico-form-element-background-color"),
    ("pico-color", "pico-primary-background"),
    ("pico-contrast-inverse", "pico-contrast-background"),
    ("pico-dropdown-color", "pico-dropdown-background-color"),
    ("pico-form-element-placeholder-color", "pico-form-element-background-color"),
    ("pico-mark-color", "pico-mark-background-color"),
    ("pico-primary-inverse", "pico-primary-background"),
    ("pico-secondary-inverse", "pico-secondary-background"),
    ("pico-tooltip-color", "pico-tooltip-background-color"),
  ]

  func suggested(_ theme: Theme) -> Set<String> {
    Set(PairSuggestions.suggest(theme).filter { $0.kind == .text }.map { "\($0.foreground)|\($0.background)" })
  }

  @Test func picosNamespacedPropertiesGiveThePairsItsRulesDraw() throws {
    let (document, _) = try CSSImporter.importing(
      [ImportFile(path: "pico.css", bytes: Array(try Data(contentsOf: Self.pico)))], name: "pico", lossy: false)
    let suggested = suggested(document.theme)
    let found = Self.picoDrawn.filter { suggested.contains("\($0.0)|\($0.1)") }
    // Nine of twelve (none before the namespace was read); the misses are the page text on a
    // form field that has its own, and a placeholder, whose name says no role.
    #expect(found.count >= 9, "\(found.count) of \(Self.picoDrawn.count): \(found)")
    #expect(suggested.count <= 40, "\(suggested.count) text suggestions")
  }

  @Test func mastodonsFoldersLeaveTheLabelOnEachBackground() throws {
    let walker = try #require(FileManager.default.enumerator(atPath: Self.mastodon.path))
    let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix("Contents.json") }.sorted().map {
      ImportFile(
        path: $0, bytes: Array(FileManager.default.contents(atPath: Self.mastodon.appendingPathComponent($0).path)!))
    }
    let (document, _) = try AssetCatalogImporter.importing(files, name: "mastodon", lossy: false)
    let suggestions = PairSuggestions.suggest(document.theme)
    let text = suggested(document.theme)
    #expect(text.contains("Colors/Label/primary|Theme/system/table.view.cell.background"))
    #expect(text.contains("Colors/Label/primary|Scene/Onboarding/navigation.next.button.background.highlighted"))
    // A text field's colours are not text; the reversed label is for the other surfaces.
    #expect(!suggestions.contains { $0.foreground.hasPrefix("Colors/TextField/") })
    #expect(!suggestions.contains { $0.foreground == "Colors/Label/primary.reverse" })
    #expect(suggestions.count >= 25, "\(suggestions.count)")
  }
}
