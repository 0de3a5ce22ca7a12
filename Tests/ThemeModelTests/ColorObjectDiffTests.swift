import Testing
import ThemeModel
import ThemeTestSupport

/// A colour written as a DTCG object (what asset-catalog and DTCG imports store) diffs as the
/// object it is, with the sRGB value it stands for beside it, and shows in one line.
@Suite("Diffs of DTCG colour objects")
struct ColorObjectDiffTests {
  static var cyan: [String: Any] { ["colorSpace": "srgb", "components": [0.235, 0.812, 0.91], "alpha": 1] }
  static var grey: [String: Any] { ["colorSpace": "srgb", "components": [0.125, 0.125, 0.125], "alpha": 1] }

  func changes(_ before: [String: Any], _ after: [String: Any]) throws -> [ThemeChange] {
    ThemeDiff.changes(
      from: try ThemeDocument(bytes: SampleThemes.bytes(before)),
      to: try ThemeDocument(bytes: SampleThemes.bytes(after)))
  }

  func theme(text: Any) -> [String: Any] {
    SampleThemes.setting(SampleThemes.minimal(), "colors.text", to: text)
  }

  func object(_ colour: [String: Any]) throws -> JSONValue {
    try JSONParser.parse(SampleThemes.bytes(colour))
  }

  @Test func aUniformObjectChangesAsTheObjectWithItsHex() throws {
    let change = try #require(try changes(theme(text: Self.cyan), theme(text: Self.grey)).first)
    #expect(change.path == "colors.text")
    #expect(change.from == (try object(Self.cyan)))
    #expect(change.to == (try object(Self.grey)))
    #expect(change.resolvedFrom == "#3CCFE8")
    #expect(change.resolvedTo == "#202020")
  }

  @Test func anObjectReplacedByHexShowsBoth() throws {
    let change = try #require(try changes(theme(text: Self.cyan), theme(text: "#202020")).first)
    #expect(change.from == (try object(Self.cyan)))
    #expect(change.to == .string("#202020"))
    #expect(change.resolvedFrom == "#3CCFE8")
  }

  @Test func anAppearanceObjectChangesAsTheObject() throws {
    let change = try #require(
      try changes(
        theme(text: ["light": "#000000", "dark": Self.cyan]), theme(text: ["light": "#000000", "dark": Self.grey])
      )
      .first)
    #expect(change.path == "colors.text.dark")
    #expect(change.from == (try object(Self.cyan)))
    #expect(change.to == (try object(Self.grey)))
    #expect(change.resolvedFrom == "#3CCFE8")
    #expect(change.resolvedTo == "#202020")
  }

  @Test func anAddedColourHoldsItsObjects() throws {
    let after = SampleThemes.setting(
      SampleThemes.minimal(), "colors.accent", to: ["light": Self.cyan, "dark": "#FFFFFF"])
    let change = try #require(try changes(SampleThemes.minimal(), after).first)
    #expect(change.kind == .added)
    #expect(change.to?["light"] == (try object(Self.cyan)))
    #expect(change.to?["dark"] == .string("#FFFFFF"))
  }

  @Test func hexChangesStayStringsWithoutAResolvedValue() throws {
    let change = try #require(try changes(theme(text: "#000000"), theme(text: "#111111")).first)
    #expect(change.from == .string("#000000"))
    #expect(change.to == .string("#111111"))
    #expect(change.resolvedFrom == nil)
    #expect(change.resolvedTo == nil)
  }

  @Test(
    arguments: [
      (["colorSpace": "srgb", "components": [0.235, 0.812, 0.91], "alpha": 1], "color(srgb 0.235 0.812 0.91)"),
      (["colorSpace": "display-p3", "components": [1, 0, 0], "alpha": 0.5], "color(display-p3 1 0 0 / 0.5)"),
      (["colorSpace": "oklch", "components": [0.7, 0.1, 250]], "oklch(0.7 0.1 250)"),
      (
        ["colorSpace": "hsl", "components": ["none", 0, 50] as [any Sendable], "alpha": 0.25], "hsl(none 0 50 / 0.25)"
      ),
    ] as [([String: any Sendable], String)])
  func cssNotationIsExact(colour: [String: any Sendable], notation: String) throws {
    #expect(ColorLiteral.cssNotation(dtcg: try object(colour)) == notation)
  }

  @Test(
    arguments: [
      ["colorSpace": "srgb", "components": [1, 0]], ["colorSpace": "cmyk", "components": [1, 0, 0]],
      ["components": [1, 0, 0]], ["dark": "#FFFFFF"],
    ] as [[String: any Sendable]])
  func cssNotationIsNilForWhatIsNoColourObject(value: [String: any Sendable]) throws {
    #expect(ColorLiteral.cssNotation(dtcg: try object(value)) == nil)
  }
}
