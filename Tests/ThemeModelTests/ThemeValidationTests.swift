import Foundation
import Testing
import ThemeTestSupport

@testable import ThemeModel

@Suite("Theme validation")
struct ThemeValidationTests {
  func issues(_ object: [String: Any]) -> [String] {
    do {
      _ = try ThemeDocument(bytes: SampleThemes.bytes(object))
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }

  @Test func richDocumentDecodesEverySection() throws {
    let theme = SampleThemes.theme(SampleThemes.rich())
    #expect(theme.name == "acme-chat")
    #expect(theme.appearances == [.light, .dark, .lightHighContrast, .darkHighContrast])
    #expect(theme.supportsRightToLeft)
    #expect(theme.colors.count == 11)
    #expect(theme.resolvedColors["link"]?[.dark] == .white)
    #expect(theme.resolvedColors["incomingBubble"]?[.darkHighContrast]?.hex == "#2C2C2E")
    #expect(theme.resolvedColors["background"]?[.darkHighContrast]?.hex == "#1C1C1E")
    #expect(theme.resolvedColors["background"]?[.lightHighContrast]?.hex == "#FFFFFF")
    #expect(theme.typography.map(\.weight) == [400, 700])
    #expect(theme.typography[0].dynamicScaling == DynamicScaling(enabled: true, min: 15, max: 40))
    #expect(theme.components.map(\.name) == ["incomingMessage", "input", "outgoingMessage"])
    #expect(
      theme.focusRing?.subview == .single(.literal(RGBA(red: 11 / 255, green: 95 / 255, blue: 1), written: "#0B5FFF")))
    #expect(theme.images.first { $0.name == "sendButtonImage" }?.effectiveDirection == .horizontal)
    #expect(theme.iconButtons.first?.size == 44)
    #expect(theme.media.first?.label == nil)
    #expect(theme.motion.map(\.reduceMotion) == [ReduceMotionBehavior.none, .fade])
    #expect(theme.materials.first?.liquidGlass == true)
    #expect(theme.extensions?["com.example.tool"]?["anything"] == .bool(true))
  }

  @Test(arguments: [
    ("format", #""themereg.theme/2""#, "format: expected \"themereg.theme/1\""),
    ("name", #""../etc""#, "name: \"../etc\" is not a valid theme name"),
    ("name", #""Quote\"d""#, "is not a valid theme name"),
    ("name", String(repeating: "a", count: 10_000).jsonQuoted, "is not a valid theme name"),
    ("name", #""😀""#, "is not a valid theme name"),
    ("name", "42", "name: expected a string, found a number"),
    ("colours", #"{}"#, "unknown key \"colours\""),
    ("colors.link", #""{missing}""#, "alias chain link → missing ends at unknown colour \"missing\""),
    ("colors.bad", ##""#GGG""##, "colors.bad: \"#GGG\" has a character that is not a hex digit"),
    ("colors.bad", #""rgb(300,0,0)""#, "each channel must be a number from 0 to 255"),
    ("colors.bad", ##"{"dark": "#000"}"##, "colors.bad: needs a \"light\" value"),
    ("colors.bad", ##"{"light": "#000", "darkk": "#111"}"##, "Did you mean \"dark\"?"),
    ("typography.body.size", "0", "typography.body.size: 0 is out of range"),
    ("typography.body.size", "-4", "typography.body.size: -4 is out of range"),
    ("typography.body.size", #""17""#, "typography.body.size: expected a number, found \"17\""),
    ("typography.body.weight", #""heavyish""#, "is not a DTCG weight name"),
    ("typography.body.textStyle", #""huge""#, "\"huge\" is not one of"),
    (
      "components.input.placeholder", #""inputPlaceholderr""#,
      "components.input.placeholder: unknown colour \"inputPlaceholderr\""
    ),
    ("components.input.textStyle", #""bodyy""#, "unknown typography style \"bodyy\""),
    ("iconButtons.send.image", #""nope""#, "iconButtons.send.image: unknown image \"nope\""),
    ("images.logo.direction", #""diagonal""#, "\"diagonal\" is not one of"),
    ("motion.toast.reduceMotion", #""sometimes""#, "is not one of"),
    ("materials.composerBar.liquidGlass", #""yes""#, "expected true or false"),
    (
      "description", String(repeating: "x", count: 4_097).jsonQuoted,
      "description: a string is 4097 characters; the limit is 4096"
    ),
  ])
  func reportsEachErrorWithItsPath(path: String, valueJSON: String, expected: String) throws {
    let value = try JSONSerialization.jsonObject(with: Data(valueJSON.utf8), options: .fragmentsAllowed)
    let found = issues(SampleThemes.setting(SampleThemes.rich(), path, to: value))
    #expect(found.contains { $0.contains(expected) }, "\(found)")
  }

  @Test func reportsAllErrorsAtOnce() {
    var object = SampleThemes.setting(SampleThemes.rich(), "typography.body.size", to: -1)
    object = SampleThemes.setting(object, "colors.bad", to: "#GGG")
    object = SampleThemes.setting(object, "unknownKey", to: 1)
    #expect(issues(object).count == 3)
  }

  @Test func reportsAliasCycles() {
    var object = SampleThemes.setting(SampleThemes.minimal(), "colors.a", to: "{b}")
    object = SampleThemes.setting(object, "colors.b", to: "{c}")
    object = SampleThemes.setting(object, "colors.c", to: "{a}")
    let found = issues(object)
    #expect(found == ["colors.a: alias cycle a → b → c → a; make one of these a colour value"])
  }

  @Test func resolvesAliasChainsPerAppearance() {
    var object = SampleThemes.setting(
      SampleThemes.minimal(), "colors.accent", to: ["light": "#111111", "dark": "#EEEEEE"])
    object = SampleThemes.setting(object, "colors.link", to: "{accent}")
    object = SampleThemes.setting(object, "colors.visited", to: "{link}")
    object = SampleThemes.setting(object, "colors.text", to: ["light": "#000000", "dark": "#FFFFFF"])
    let theme = SampleThemes.theme(object)
    #expect(theme.resolvedColors["visited"]?[.dark]?.hex == "#EEEEEE")
    #expect(theme.resolvedColors["visited"]?[.light]?.hex == "#111111")
  }

  @Test func rejectsDuplicateMediaIDs() {
    let record: [String: Any] = ["id": "x", "kind": "image", "format": "banner"]
    let found = issues(SampleThemes.setting(SampleThemes.rich(), "media", to: [record, record]))
    #expect(found.contains { $0.contains("media[1].id: duplicate id \"x\"") })
  }

  @Test func rejectsDocumentsOverTheSizeLimit() {
    let huge = [UInt8](repeating: 0x20, count: 20 * 1024 * 1024)
    #expect(throws: ThemeValidationError.self) { try ThemeDocument(bytes: huge) }
    do {
      _ = try ThemeDocument(bytes: huge)
    } catch {
      #expect(error.description.contains("the limit is 8388608 bytes"))
    }
  }

  @Test func rejectsControlCharactersInNames() {
    let found = issues(SampleThemes.setting(SampleThemes.minimal(), "colors.a\u{0}b", to: "#000"))
    #expect(found.contains { $0.contains("must not contain control characters") })
  }

  @Test func acceptsNonASCIIEntryNamesAndKeepsThem() {
    let theme = SampleThemes.theme(SampleThemes.setting(SampleThemes.minimal(), "colors.fond café", to: "#123456"))
    #expect(theme.resolvedColors["fond café"]?[.light]?.hex == "#123456")
  }

  @Test func aThemeOfSingleValuesHasOnlyTheLightAppearance() {
    #expect(SampleThemes.theme(SampleThemes.minimal()).appearances == [.light])
  }

  @Test func rejectsNonObjectDocuments() {
    #expect(throws: ThemeValidationError.self) { try ThemeDocument(bytes: Array("[1, 2]".utf8)) }
  }
}

extension String {
  var jsonQuoted: String { "\"" + self + "\"" }
}

/// Alias chains as long as a theme may hold resolve in linear time (a 4,000-link chain took
/// 95 s before), in whichever order their colours sort.
@Suite("Long alias chains")
struct LongAliasChainTests {
  /// A chain of `links` aliases; `forward` makes each colour name the next in sort order.
  static func chain(links: Int, forward: Bool) -> [UInt8] {
    var colors: [String] = []
    for index in 0..<links {
      let target = forward ? index + 1 : index - 1
      colors.append("\"c\(String(format: "%05d", index))\":\"{c\(String(format: "%05d", target))}\"")
    }
    let end = forward ? links : -1
    colors.append("\"c\(String(format: "%05d", end))\":\"#336699\"")
    return Array(
      "{\"format\":\"themereg.theme/1\",\"name\":\"chain\",\"colors\":{\(colors.joined(separator: ","))}}".utf8)
  }

  @Test(arguments: [1_000, 9_999], [true, false])
  func everyLinkResolvesToTheChainsEnd(links: Int, forward: Bool) throws {
    let theme = try ThemeDocument(bytes: Self.chain(links: links, forward: forward)).theme
    #expect(theme.resolvedColors.count == links + 1)
    #expect(
      theme.resolvedColors.values.allSatisfy { $0[.light]?.hex == "#336699" && $0[.darkHighContrast]?.hex == "#336699" }
    )
  }

  @Test func aLongCycleIsReportedOnceAndShortly() throws {
    let colors = (0..<2_000).map { "\"c\($0)\":\"{c\(($0 + 1) % 2_000)}\"" }.joined(separator: ",")
    let bytes = Array("{\"format\":\"themereg.theme/1\",\"name\":\"cycle\",\"colors\":{\(colors)}}".utf8)
    #expect {
      try ThemeDocument(bytes: bytes)
    } throws: { error in
      guard let issues = (error as? ThemeValidationError)?.issues, issues.count == 1 else { return false }
      return issues[0].message.contains("alias cycle c0 → c1 → c2 → c3 → c4 → … 1993 more … → c1998 → c1999 → c0")
        && issues[0].message.count < 200
    }
  }
}

/// The keys a theme states its contrast contract with, checked like every other section.
@Suite("Contrast contract validation")
struct ContrastContractValidationTests {
  func issues(_ object: [String: Any]) -> [String] { ThemeValidationTests().issues(object) }

  @Test(arguments: [
    ("appearances", #"["dusk"]"#, "appearances[0]: \"dusk\" is not one of"),
    ("appearances", "[]", "appearances: needs at least one appearance"),
    ("appearances", #"["dark", "dark"]"#, "appearances[1]: \"dark\" is listed twice"),
    ("contrast.text", "0.5", "contrast.text: 0.5 is not a contrast ratio"),
    ("contrast.highContrast.nonText", "22", "contrast.highContrast.nonText: 22 is not a contrast ratio"),
    ("contrast.backdrop", #""nope""#, "contrast.backdrop: unknown colour \"nope\""),
    ("contrast.strict", "true", "contrast.strict: unknown key"),
    ("pairs.p.foreground", #""nope""#, "pairs.p.foreground: unknown colour \"nope\""),
    ("pairs.p.kind", #""border""#, "pairs.p.kind: \"border\" is not one of"),
    ("pairs.p.minRatio", "30", "pairs.p.minRatio: 30 is not a contrast ratio"),
    ("pairs.p.backdrops", "[]", "pairs.p.backdrops: expected a non-empty list"),
    ("pairs.p.backdrops", #"["ghost"]"#, "pairs.p.backdrops[0]: unknown colour \"ghost\""),
    ("pairs.p.textStyle", #""huge""#, "pairs.p.textStyle: unknown typography style"),
    ("pairs.p.appearances", #"["noon"]"#, "pairs.p.appearances[0]: \"noon\" is not one of"),
  ])
  func badContractsNameTheirPath(path: String, valueJSON: String, expected: String) throws {
    let value = try JSONSerialization.jsonObject(with: Data(valueJSON.utf8), options: .fragmentsAllowed)
    var object = SampleThemes.setting(
      SampleThemes.minimal(), "pairs.p", to: ["foreground": "text", "background": "background"])
    object = SampleThemes.setting(object, path, to: value)
    let found = issues(object)
    #expect(found.contains { $0.contains(expected) }, "\(found)")
  }

  @Test func declaredAppearancesReplaceTheLightRequirement() {
    let object: [String: Any] = [
      "format": "themereg.theme/1", "name": "night", "appearances": ["dark"],
      "colors": ["background": ["dark": "#000000"], "text": "#FFFFFF"],
    ]
    #expect(issues(object).isEmpty)
    let stray = SampleThemes.setting(object, "colors.background", to: ["dark": "#000000", "light": "#FFFFFF"])
    #expect(issues(stray).contains { $0.contains("colors.background.light: this theme's appearances are dark") })
    let missing = SampleThemes.setting(object, "appearances", to: ["dark", "lightHighContrast"])
    #expect(issues(missing).contains { $0.contains("colors.background: needs a value for \"lightHighContrast\"") })
    let pairElsewhere = SampleThemes.setting(
      SampleThemes.setting(object, "pairs.p", to: ["foreground": "text", "background": "background"]),
      "pairs.p.appearances", to: ["light"])
    #expect(issues(pairElsewhere).contains { $0.contains("\"light\" is not one of this theme's appearances (dark)") })
  }

  @Test func olderDocumentsStillNeedLight() {
    let object = SampleThemes.setting(SampleThemes.minimal(), "colors.background", to: ["dark": "#000000"])
    #expect(issues(object).contains { $0.contains("needs a \"light\" value") })
  }
}
