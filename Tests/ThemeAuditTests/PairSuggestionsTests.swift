import Foundation
import Testing
import ThemeAudit
import ThemeModel

/// Pair suggestions from colour names, measured against a real design system's contract.
@Suite("Pair suggestions")
struct PairSuggestionsTests {
  static let primer = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/primer/primer.json").standardizedFileURL

  static func theme(_ text: String) throws -> Theme { try ThemeDocument(bytes: Array(text.utf8)).theme }

  @Test func primersOwnContrastRequirementsAreRecoveredFromItsNames() throws {
    let json = try JSONParser.parse(Array(try Data(contentsOf: Self.primer)))
    let stated = Set(
      (json["pairs"]?.objectMembers ?? []).compactMap { member -> String? in
        guard let fg = member.value["foreground"]?.stringValue, let bg = member.value["background"]?.stringValue
        else { return nil }
        return "\(fg)|\(bg)|\(member.value["kind"]?.stringValue ?? "text")"
      })
    // The theme without its pairs: what a team that imported Primer's colours would have.
    guard case .object(let members) = json else { return }
    let bare = try ThemeDocument(json: .object(members.filter { $0.key != "pairs" })).theme
    let suggested = Set(PairSuggestions.suggest(bare).map { "\($0.foreground)|\($0.background)|\($0.kind.rawValue)" })
    let hits = stated.intersection(suggested).count
    let recall = Double(hits) / Double(stated.count)
    let precision = Double(hits) / Double(suggested.count)
    #expect(recall >= 0.7, "recall \(recall): \(hits) of \(stated.count)")
    #expect(precision >= 0.7, "precision \(precision): \(hits) of \(suggested.count)")
    print("Primer: recall \(hits)/\(stated.count) = \(recall), precision \(hits)/\(suggested.count) = \(precision)")
  }

  @Test(arguments: [
    ("onPrimary", "primary"), ("colorOnSurface", "colorSurface"), ("on-error", "error"),
    ("button-text", "button-background"), ("card.fg", "card.bg"),
  ])
  func aConventionsForegroundIsSuggestedOnItsBackground(foreground: String, background: String) throws {
    let theme = try Self.theme(
      ##"{"format": "themereg.theme/1", "name": "t", "colors": {"\##(foreground)": "#000000", "\##(background)": "#FFFFFF"}}"##
    )
    let suggestions = PairSuggestions.suggest(theme)
    #expect(suggestions.contains { $0.foreground == foreground && $0.background == background && $0.kind == .text })
  }

  @Test func aStatedPairOrAComponentsSlotIsNotSuggestedAgain() throws {
    let theme = try Self.theme(
      ##"""
      {"format": "themereg.theme/1", "name": "t", "colors": {"onPrimary": "#FFFFFF", "primary": "#0000AA",
        "text": "#000000", "background": "#FFFFFF"},
       "pairs": {"p": {"foreground": "onPrimary", "background": "primary"}},
       "components": {"body": {"text": "text", "background": "background"}}}
      """##)
    #expect(PairSuggestions.suggest(theme).isEmpty)
  }

  @Test func aBorderIsSuggestedAsNonTextAgainstASurface() throws {
    let theme = try Self.theme(
      ##"{"format": "themereg.theme/1", "name": "t", "colors": {"borderDefault": "#D0D7DE", "surface": "#FFFFFF"}}"##)
    #expect(
      PairSuggestions.suggest(theme).map { "\($0.foreground)|\($0.background)|\($0.kind.rawValue)" } == [
        "borderDefault|surface|nonText"
      ])
  }

  @Test func unrelatedNamesGiveNothing() throws {
    let theme = try Self.theme(
      ##"{"format": "themereg.theme/1", "name": "t", "colors": {"blue500": "#0000FF", "red500": "#FF0000"}}"##)
    #expect(PairSuggestions.suggest(theme).isEmpty)
  }

  @Test func aDecorativeColourGetsNoSuggestion() throws {
    let plain = try Self.theme(
      ##"{"format": "themereg.theme/1", "name": "t", "colors": {"onPrimary": "#FFFFFF", "primary": "#6750A4"}}"##)
    #expect(!PairSuggestions.suggest(plain).isEmpty)
    let decorative = try Self.theme(
      ##"{"format": "themereg.theme/1", "name": "t", "colors": {"onPrimary": {"light": "#FFFFFF", "role": "decorative"}, "primary": "#6750A4"}}"##
    )
    #expect(PairSuggestions.suggest(decorative).isEmpty)
  }
}
