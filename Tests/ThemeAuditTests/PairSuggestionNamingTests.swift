import Testing
import ThemeAudit
import ThemeModel

/// Pair suggestions through what names carry besides a role: folders, namespaces, CSS's
/// property suffixes, states.
@Suite("Pair suggestions: names as imports write them")
struct PairSuggestionNamingTests {
  /// The text suggestions for a theme of `names`, each `FOREGROUND|BACKGROUND`.
  static func suggested(_ names: [String]) throws -> Set<String> {
    let colors = names.map { "\(JSONWriter.quoted($0)): \"#777777\"" }.joined(separator: ", ")
    let theme = try ThemeDocument(
      bytes: Array(##"{"format": "themereg.theme/1", "name": "t", "colors": {\##(colors)}}"##.utf8)
    ).theme
    return Set(PairSuggestions.suggest(theme).filter { $0.kind == .text }.map { "\($0.foreground)|\($0.background)" })
  }

  @Test(
    arguments: [
      // An asset catalog's (or Figma's) folders: `Colors/Label` is the label group.
      (
        ["Colors/Label/primary", "Theme/system/table.view.cell.background"],
        "Colors/Label/primary|Theme/system/table.view.cell.background"
      ),
      // A namespace every name shares, and CSS's `color` (text) beside `background-color`.
      (["pico-color", "pico-background-color", "pico-primary"], "pico-color|pico-background-color"),
      (["x-dropdown-color", "x-dropdown-background-color", "x-link"], "x-dropdown-color|x-dropdown-background-color"),
      (["acme-text-primary", "acme-card-background", "acme-link"], "acme-text-primary|acme-card-background"),
      // A family's inverse colour on its backgrounds.
      (["x-primary-inverse", "x-primary-background", "x-link"], "x-primary-inverse|x-primary-background"),
      // A background in a state is still a background.
      (["text.primary", "button.background.highlighted"], "text.primary|button.background.highlighted"),
    ])
  func aRoleIsReadThroughWhatTheNameAdds(names: [String], pair: String) throws {
    #expect(try Self.suggested(names).contains(pair))
  }

  @Test func aBackgroundWithItsOwnTextGetsThatTextNotTheDefault() throws {
    let suggested = try Self.suggested(["text.primary", "card.text", "card.background"])
    #expect(suggested.contains("card.text|card.background"))
    #expect(!suggested.contains("text.primary|card.background"))
  }

  @Test func anInverseFamilyColourKeepsTheDefaultTextOffItsBackground() throws {
    let suggested = try Self.suggested(["color", "background-color", "primary-inverse", "primary-background"])
    #expect(suggested.contains("primary-inverse|primary-background"))
    #expect(!suggested.contains("color|primary-background"))
  }

  @Test(
    arguments: [
      ["Colors/TextField/valid", "Colors/TextField/background"], ["textArea.error", "surface"],
      ["text.disabled", "background"], ["label.inactive", "surface"], ["background.border", "text"],
    ])
  func aNameThatIsNoTextGetsNoTextPair(names: [String]) throws {
    #expect(try Self.suggested(names).filter { $0.hasPrefix(names[0] + "|") || $0.hasSuffix("|" + names[0]) }.isEmpty)
  }

  @Test func aReversedDefaultTextIsNotPutOnEveryBackground() throws {
    let suggested = try Self.suggested(["Label/primary", "Label/primary.reverse", "Theme/cell.background"])
    #expect(suggested.contains("Label/primary|Theme/cell.background"))
    #expect(!suggested.contains("Label/primary.reverse|Theme/cell.background"))
  }
}
