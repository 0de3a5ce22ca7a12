import Foundation
import Testing
import ThemeTestSupport

@testable import ThemeModel

/// The a11y/3 additions to the format: two-tone and per-component rings, colour roles.
@Suite("Rings and colour roles in the format")
struct RingAndRoleValidationTests {
  func issues(_ object: [String: Any]) -> [String] { ThemeValidationTests().issues(object) }

  @Test func aTwoToneRingDecodesBothBands() {
    let theme = SampleThemes.theme(
      SampleThemes.setting(SampleThemes.rich(), "focusRing.feed", to: ["inner": "#FFFFFF", "outer": "focus"]))
    guard case .twoTone(let inner, let outer)? = theme.focusRing?.feed else {
      Issue.record("not two-tone: \(String(describing: theme.focusRing?.feed))")
      return
    }
    #expect(inner.written == "#FFFFFF")
    #expect(outer == .named("focus"))
  }

  @Test func bandsEqualInOneAppearanceOnlyAreAccepted() {
    // "focus" is black in light and white in dark: two colours, though one matches in light.
    let object = SampleThemes.setting(
      SampleThemes.rich(), "focusRing.feed", to: ["inner": "focus", "outer": "#000000"])
    #expect(issues(object).isEmpty, "\(issues(object))")
  }

  @Test func aComponentNamesItsOwnRing() {
    let theme = SampleThemes.theme(
      SampleThemes.setting(SampleThemes.rich(), "components.outgoingMessage.focusRing", to: "#FFFFFF"))
    #expect(theme.components.first { $0.name == "outgoingMessage" }?.focusRing?.outermost.written == "#FFFFFF")
  }

  @Test(arguments: [
    (
      "focusRing.feed", ##"{"inner": "focus", "outer": "focus"}"##,
      ##"focusRing.feed: the inner and outer bands are the same colour ("focus"); a two-tone ring needs two colours that contrast with each other"##
    ),
    (
      "focusRing.feed", ##"{"inner": "link", "outer": "outgoingText"}"##,
      "focusRing.feed: the inner and outer bands are the same colour in every appearance (\"link\" and \"outgoingText\")"
    ),
    (
      "focusRing.feed", ##"{"inner": "focus"}"##,
      "focusRing.feed.outer: required; name a colour of \"colors\" or give a colour value"
    ),
    (
      "focusRing.feed", ##"{"inner": "focus", "outer": "#000000", "middle": "#FFFFFF"}"##,
      "focusRing.feed.middle: unknown key"
    ),
    (
      "components.outgoingMessage.focusRing", ##"{"inner": "nope", "outer": "#000000"}"##,
      ##"components.outgoingMessage.focusRing.inner: unknown colour "nope""##
    ),
    (
      "colors.background", ##"{"light": "#FFFFFF", "role": "text"}"##,
      ##"colors.background.role: expected a colour role (decorative), found "text""##
    ),
  ])
  func aBadRingOrRoleIsRefusedWithItsPath(path: String, json: String, message: String) throws {
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let found = issues(SampleThemes.setting(SampleThemes.rich(), path, to: value))
    #expect(found.contains { $0.hasPrefix(message) }, "\(found)")
  }
}
