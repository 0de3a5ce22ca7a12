import Testing
import ThemeTestSupport

@testable import ThemeAudit
@testable import ThemeModel

/// Focus rings a real theme can pass (a11y/3): a two-tone ring, and a component's own ring.
@Suite("Focus rings")
struct FocusRingTests {
  /// The spec's chat theme in light and light high contrast: in high contrast its Feed ring is
  /// drawn on white, around incoming content on #D1D1D6 and around outgoing content on #0040DD.
  static func cleanChat(feed: Any, components: [String: Any] = [:]) -> [String: Any] {
    var messages: [String: Any] = [
      "incomingMessage": ["text": "incomingText", "background": "incomingBubble"],
      "outgoingMessage": ["text": "outgoingText", "background": "outgoingBubble"],
    ]
    for (name, ring) in components {
      var component = messages[name] as! [String: Any]
      component["focusRing"] = ring
      messages[name] = component
    }
    return [
      "format": "themereg.theme/1", "name": "clean-chat", "appearances": ["light", "lightHighContrast"],
      "colors": [
        "background": "#FFFFFF",
        "incomingBubble": ["light": "#E9E9EB", "lightHighContrast": "#D1D1D6"],
        "incomingText": "#000000",
        "outgoingBubble": ["light": "#0B5FFF", "lightHighContrast": "#0040DD"],
        "outgoingText": "#FFFFFF", "focus": "#0A5EFF", "ink": "#000000", "paper": "#FFFFFF",
      ],
      "components": messages,
      "focusRing": ["feed": feed, "feedBackground": "background"],
    ]
  }

  static func ringChecks(_ object: [String: Any]) -> [ContrastMeasurement] {
    Auditor().contrastMeasurements(SampleThemes.theme(object)).filter { $0.pair.contains("ocusRing") }
  }

  static func ringErrors(_ object: [String: Any]) -> [Finding] {
    Auditor().audit(SampleThemes.theme(object)).findings.filter { $0.rule == .contrastNonText }
  }

  @Test func noSingleColourRingPassesTheCleanChatSurfaces() {
    // Every 12-bit colour: none reaches 3:1 against white, #D1D1D6 and #0040DD at once.
    let surfaces = ["#FFFFFF", "#D1D1D6", "#0040DD"].map { try! ColorLiteral.parse($0).get() }
    let digits = Array("0123456789ABCDEF")
    var passing: [String] = []
    for r in digits {
      for g in digits {
        for b in digits {
          let color = try! ColorLiteral.parse("#\(r)\(g)\(b)").get()
          if surfaces.allSatisfy({ ContrastMath.ratio(color, $0) >= 3 }) { passing.append("#\(r)\(g)\(b)") }
        }
      }
    }
    #expect(passing.isEmpty)
    #expect(!Self.ringErrors(Self.cleanChat(feed: "focus")).isEmpty)
  }

  @Test func aTwoToneRingPassesWhereEitherBandContrastsWithTheSurface() throws {
    let object = Self.cleanChat(feed: ["inner": "paper", "outer": "ink"])
    #expect(Self.ringErrors(object).isEmpty)
    let checks = Self.ringChecks(object).filter { $0.appearance == .lightHighContrast }
    let carriers = Dictionary(uniqueKeysWithValues: checks.map { ($0.pair, $0.band) })
    // Black carries it on white and grey; white on the dark blue bubble.
    #expect(carriers["focusRing.feed"] == "outer")
    #expect(carriers["focusRing.feed/components.incomingMessage.background"] == "outer")
    #expect(carriers["focusRing.feed/components.outgoingMessage.background"] == "inner")
    #expect(checks.allSatisfy { $0.colors.contains("paper") && $0.colors.contains("ink") })
  }

  @Test func aFailingTwoToneRingNamesItsNearerBand() throws {
    let object = Self.cleanChat(feed: ["inner": "#EEEEEE", "outer": "#DDDDDD"])
    let error = try #require(
      Self.ringErrors(object).first { $0.subject.hasPrefix("contrast.non-text|focusRing.feed|") })
    #expect(error.message.hasPrefix("The Feed focus ring's outer band is 1.35:1 against its background"))
    #expect(error.path == "focusRing.feed.outer")
  }

  @Test func aComponentsOwnRingReplacesTheFeedRingInsideIt() throws {
    // The Feed's blue ring is invisible on the blue bubble; the bubble draws a white one instead.
    let object = Self.cleanChat(feed: "ink", components: ["outgoingMessage": "paper"])
    let pairs = Set(Self.ringChecks(object).map(\.pair))
    #expect(!pairs.contains("focusRing.feed/components.outgoingMessage.background"))
    #expect(pairs.contains("components.outgoingMessage.focusRing/background"))
    #expect(Self.ringErrors(object).isEmpty)
  }

  @Test func aComponentsOwnRingIsCheckedAgainstItsBackground() throws {
    let object = Self.cleanChat(feed: "ink", components: ["outgoingMessage": "focus"])
    let error = try #require(Self.ringErrors(object).first)
    #expect(error.subject == "contrast.non-text|components.outgoingMessage.focusRing/background|light")
    #expect(error.message.hasPrefix("The outgoing message focus ring is 1.00:1 against its background in light"))
    #expect(error.path == "components.outgoingMessage.focusRing")
  }

  @Test func aSingleColourRingKeepsItsA11y2Subjects() {
    let pairs = Self.ringChecks(Self.cleanChat(feed: "focus")).map(\.pair)
    #expect(
      Set(pairs) == [
        "focusRing.feed", "focusRing.feed/components.incomingMessage.background",
        "focusRing.feed/components.outgoingMessage.background",
      ])
    #expect(Self.ringChecks(Self.cleanChat(feed: "focus")).allSatisfy { $0.band == nil })
  }

  @Test func componentRingsThatWouldShareAnIdentifierAreAnError() throws {
    var object = Self.cleanChat(feed: "ink", components: ["outgoingMessage": "paper"])
    var components = object["components"] as! [String: Any]
    components["outgoing-message"] = ["text": "outgoingText", "background": "outgoingBubble", "focusRing": "paper"]
    object["components"] = components
    let finding = try #require(
      Auditor().audit(SampleThemes.theme(object)).findings.first { $0.rule == .exportNameCollision })
    #expect(
      finding.message.contains(
        "The components with a focus ring of their own \"outgoing-message\" and \"outgoingMessage\" would share"),
      "\(finding.message)")
    #expect(finding.message.contains("FocusRings.Components.outgoingMessage (Swift)"), "\(finding.message)")
    // Without rings of their own, the two components export no identifier that could clash.
    components["outgoing-message"] = ["text": "outgoingText", "background": "outgoingBubble"]
    object["components"] = components
    #expect(!Auditor().audit(SampleThemes.theme(object)).findings.contains { $0.rule == .exportNameCollision })
  }
}
