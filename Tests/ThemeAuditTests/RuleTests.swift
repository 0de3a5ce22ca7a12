import Foundation
import Testing
import ThemeTestSupport

@testable import ThemeAudit
@testable import ThemeModel

@Suite("Audit rules")
struct RuleTests {
  func findings(_ object: [String: Any], profile: AuditProfile = .wcag) -> [Finding] {
    Auditor(profile: profile).audit(SampleThemes.theme(object)).findings
  }

  /// The findings of `rule`, which must be in the catalogue: a mistyped id would find nothing
  /// and pass every "no finding" test.
  func findings(_ rule: RuleID, _ object: [String: Any], profile: AuditProfile = .wcag) -> [Finding] {
    #expect(Rule.named(rule) != nil, "\(rule) is no rule of the catalogue")
    return findings(object, profile: profile).filter { $0.rule == rule }
  }

  @Test func richSampleHasNoErrors() {
    let report = Auditor().audit(SampleThemes.theme(SampleThemes.rich()))
    #expect(report.errors == 0, "\(report.findings.filter { $0.severity == .error }.map(\.message))")
  }

  @Test func contrastTextFailureCarriesSubjectValuesAndAFix() throws {
    let object = SampleThemes.setting(
      SampleThemes.rich(), "colors.outgoingBubble", to: ["light": "#0B5FFF", "dark": "#4C8DFF"])
    let failure = try #require(
      findings(.contrastText, object).first {
        $0.subject == "contrast.text|components.outgoingMessage.text/background|dark"
      })
    #expect(failure.severity == .error)
    #expect(failure.appearance == .dark)
    #expect(failure.required == 4.5)
    #expect(ContrastMath.display(try #require(failure.measured)) == "3.20")
    #expect(failure.wcag == "1.4.3")
    #expect(failure.path == "components.outgoingMessage.text")
    #expect(
      failure.message.hasPrefix(
        "Outgoing message text on its background is 3.20:1 in dark mode; needs 4.5:1; e.g. text #"))
  }

  @Test(arguments: [
    (AuditProfile.wcag, 24.0, 400, true), (.wcag, 23.9, 400, false), (.wcag, 18.67, 700, true),
    (.wcag, 18.66, 700, false),
    (.apple, 18, 400, true), (.apple, 17.9, 400, false), (.apple, 11, 700, true),
    (.android, 18, 400, true), (.android, 17.9, 400, false), (.android, 14, 700, true), (.android, 13.9, 700, false),
  ])
  func largeTextBoundaries(profile: AuditProfile, size: Double, weight: Int, large: Bool) {
    #expect(profile.isLargeText(size: size, weight: weight) == large)
  }

  @Test func largeTextUsesTheThreeToOneThreshold() {
    // #949494 on white is 3.03:1: fails body text, passes large text.
    var object = SampleThemes.minimal(text: "#949494")
    #expect(findings(.contrastText, object).first?.required == 4.5)
    object = SampleThemes.setting(object, "typography.big", to: ["size": 24])
    object = SampleThemes.setting(object, "components.body.textStyle", to: "big")
    #expect(findings(.contrastText, object).isEmpty)
  }

  @Test func enhancedIsInfoForPairsBetweenAAAndAAA() throws {
    let finding = try #require(findings(.contrastEnhanced, SampleThemes.minimal(text: "#666666")).first)
    #expect(finding.severity == .info)
    #expect(finding.required == 7)
    #expect(findings(.contrastEnhanced, SampleThemes.minimal(text: "#000000")).isEmpty)
  }

  @Test func highContrastAppearancesShouldReachAAA() throws {
    let object = SampleThemes.setting(
      SampleThemes.minimal(), "colors.text", to: ["light": "#000000", "lightHighContrast": "#666666"])
    let finding = try #require(findings(.contrastHighContrast, object).first)
    #expect(finding.subject == "contrast.high-contrast|components.body.text/background|lightHighContrast")
    #expect(finding.severity == .warning)
    #expect(finding.message.contains("Increase Contrast should reach 7:1"))
    #expect(finding.required == 7)
    #expect(findings(.contrastNonText, SampleThemes.rich()).isEmpty)
  }

  /// a11y/1 warned when a high-contrast pair was merely lower than its base (12.74:1 against
  /// 14.63:1); a11y/2 does not: both reach 7:1.
  @Test func aHighContrastPairAboveAAAIsNotAProblemWhenLowerThanItsBase() throws {
    let object = SampleThemes.setting(
      SampleThemes.minimal(), "colors.text", to: ["light": "#000000", "lightHighContrast": "#222222"])
    #expect(findings(.contrastHighContrast, object).isEmpty)
  }

  @Test func apcaIsAdvisory() throws {
    let finding = try #require(findings(.contrastApca, SampleThemes.minimal(text: "#888888")).first)
    #expect(finding.severity == .info)
    #expect(finding.measured == 63.056469930209424)
    #expect(finding.message.contains("APCA Lc 63.06"))
    #expect(finding.required == 75)
  }

  @Test(arguments: [
    (RuleID.typeFixedSize, #"{"size": 17}"#, Severity.warning),
    (RuleID.typeScalingRange, #"{"size": 17, "dynamicScaling": {"enabled": true, "min": 18, "max": 30}}"#, .error),
    (RuleID.typeScalingRange, #"{"size": 17, "dynamicScaling": {"enabled": true, "min": 0, "max": 30}}"#, .error),
    (RuleID.typeScalingRange, #"{"size": 17, "dynamicScaling": {"enabled": true, "min": 10, "max": 16}}"#, .error),
    (RuleID.typeScalingCap, #"{"size": 17, "dynamicScaling": {"enabled": true, "min": 10, "max": 30}}"#, .warning),
    (RuleID.typeMinSize, #"{"size": 10, "dynamicScaling": {"enabled": true}}"#, .warning),
    (RuleID.typeCustomFont, #"{"size": 17, "fontFamily": "Acme Sans", "dynamicScaling": {"enabled": true}}"#, .info),
  ])
  func typographyRulesFail(rule: RuleID, styleJSON: String, severity: Severity) throws {
    let style = try JSONSerialization.jsonObject(with: Data(styleJSON.utf8))
    let found = findings(rule, SampleThemes.setting(SampleThemes.minimal(), "typography.s", to: style))
    #expect(found.count == 1)
    #expect(found.first?.severity == severity)
    #expect(found.first?.subject == "\(rule)|typography.s")
  }

  @Test func typographyRulesPassForAWellScaledSystemStyle() {
    let style: [String: Any] = ["size": 17, "dynamicScaling": ["enabled": true, "min": 12, "max": 40]]
    let found = findings(SampleThemes.setting(SampleThemes.minimal(), "typography.s", to: style))
    #expect(found.filter { $0.rule.family == "type" }.isEmpty)
  }

  @Test func scalingCapReportsMeasuredAndRequired() throws {
    let style: [String: Any] = ["size": 17, "dynamicScaling": ["enabled": true, "max": 30]]
    let finding = try #require(
      findings(.typeScalingCap, SampleThemes.setting(SampleThemes.minimal(), "typography.s", to: style)).first)
    #expect(finding.measured == 30)
    #expect(finding.required == 34)
  }

  static let altCells: [(MediaKind, MediaFormat, [String])] = [
    (.image, .banner, ["thumbnailAlt", "sourceAlt"]), (.image, .inline, ["thumbnailAlt", "sourceAlt"]),
    (.image, .text, ["label", "sourceAlt"]),
    (.image, .thumbnail, ["thumbnailAlt", "label", "description", "sourceAlt"]),
    (.video, .banner, ["thumbnailAlt", "sourceAlt"]), (.video, .inline, ["thumbnailAlt", "sourceAlt"]),
    (.video, .text, ["label"]), (.video, .thumbnail, ["thumbnailAlt", "label", "description"]),
  ]

  @Test(arguments: altCells)
  func altMissingNamesEveryNeededField(kind: MediaKind, format: MediaFormat, needed: [String]) {
    let record: [String: Any] = ["id": "m", "kind": kind.rawValue, "format": format.rawValue, "sourceAlt": "  "]
    let found = findings(.altMissing, SampleThemes.setting(SampleThemes.minimal(), "media", to: [record]))
    #expect(Set(found.map(\.subject)) == Set(needed.map { "alt.missing|media.m.\($0)" }))
    #expect(found.allSatisfy { $0.severity == .error && $0.wcag == "1.1.1" })
  }

  @Test(arguments: altCells)
  func altMissingPassesWhenEveryFieldIsWritten(kind: MediaKind, format: MediaFormat, needed: [String]) {
    var record: [String: Any] = ["id": "m", "kind": kind.rawValue, "format": format.rawValue]
    for field in needed { record[field] = "Agents wave from a call \(field)" }
    #expect(findings(.altMissing, SampleThemes.setting(SampleThemes.minimal(), "media", to: [record])).isEmpty)
  }

  @Test(arguments: [
    ("banner.png", "is a file name"), ("IMG_1234", "is a file name"), ("photo", "placeholder word"),
    ("*", "placeholder word"),
    ("Image of a cat", "starts with \"image of\""), ("Picture of a dog", "starts with \"picture of\""),
    (String(repeating: "word ", count: 40), "keep it under 150"), ("Welcome", "repeats the visible label"),
  ])
  func altQualityHeuristics(text: String, reason: String) {
    #expect(Auditor.altTextProblem(text, label: "welcome")?.contains(reason) == true)
  }

  @Test(arguments: [
    ("img_1234", true), ("ımg_1234", true), ("dsc01234", true), ("PXL_20240101_1", true), ("mvimg_9", true),
    ("Vid_3", true), ("IMG_", false), ("IMG_ 1", false), ("xIMG_1234", false), ("Ímg_1234", false), ("", false),
    ("IMG_1234 at the beach", false), ("DSC_٣", true),
  ])
  func cameraFileNamesAreRecognisedInAnyCase(text: String, isCameraName: Bool) {
    #expect(Auditor.looksLikeCameraName(text) == isCameraName)
  }

  @Test(arguments: [
    ("Photo.JPG", true), ("a.heic", true), (".png", true), ("png", false), ("banner.png.", false), ("movie.mov", true),
    ("clip.mp4 ", true), ("x.jpegx", false),
  ])
  func fileExtensionsEndTheTextInAnyCase(text: String, isFileName: Bool) {
    #expect((Auditor.altTextProblem(text, label: nil) == "is a file name") == isFileName)
  }

  @Test func goodAltTextHasNoQualityProblem() {
    #expect(Auditor.altTextProblem("Three agents wave from a video call", label: "Welcome") == nil)
  }

  @Test func rtlMirroringIsAnErrorOnlyWithAnRTLLocale() throws {
    var object = SampleThemes.setting(SampleThemes.rich(), "images.sendButtonImage.mirrorsInRTL", to: false)
    #expect(findings(.rtlMirroring, object).first?.severity == .error)
    object = SampleThemes.setting(object, "locales", to: ["en"])
    let finding = try #require(findings(.rtlMirroring, object).first)
    #expect(finding.severity == .warning)
    #expect(finding.subject == "rtl.mirroring|images.sendButtonImage")
  }

  @Test func builtInNamesHaveADefaultDirection() {
    let images: [String: Any] = [
      "backButtonImage": ["symbol": "chevron.left"], "scrollToTopImage": ["symbol": "arrow.up"],
    ]
    let found = findings(.rtlMirroring, SampleThemes.setting(SampleThemes.minimal(), "images", to: images))
    #expect(found.map(\.subject) == ["rtl.mirroring|images.backButtonImage"])
  }

  @Test func labelMissingUnlessTheButtonOrItsImageIsLabelled() {
    var object = SampleThemes.setting(SampleThemes.rich(), "iconButtons.send.accessibilityLabel", to: nil)
    #expect(findings(.labelMissing, object).map(\.subject) == ["label.missing|iconButtons.send"])
    object = SampleThemes.setting(object, "images.sendButtonImage.accessibilityLabel", to: "Send")
    #expect(findings(.labelMissing, object).isEmpty)
  }

  @Test(arguments: [("Send button", "button"), ("Tap to send", "tap"), ("Send icon", "icon")])
  func labelQualityFlagsControlWords(label: String, word: String) {
    #expect(Auditor.redundantLabelWord(label) == word)
    let object = SampleThemes.setting(SampleThemes.rich(), "iconButtons.send.accessibilityLabel", to: label)
    #expect(findings(.labelQuality, object).map(\.subject) == ["label.quality|iconButtons.send"])
  }

  @Test func targetSizeBelow44IsAWarning() throws {
    let finding = try #require(
      findings(.targetSize, SampleThemes.setting(SampleThemes.rich(), "iconButtons.send.size", to: 40)).first)
    #expect(finding.measured == 40)
    #expect(finding.required == 44)
    #expect(findings(.targetSize, SampleThemes.rich()).isEmpty)
  }

  @Test(arguments: [
    (#"{"animation": "slide"}"#, true), (#"{"animation": "slide", "reduceMotion": "same"}"#, true),
    (#"{"animation": "fade", "reduceMotion": "same"}"#, false),
    (#"{"animation": "zoom", "reduceMotion": "fade"}"#, false),
  ])
  func motionReduce(entryJSON: String, flagged: Bool) throws {
    let entry = try JSONSerialization.jsonObject(with: Data(entryJSON.utf8))
    let found = findings(.motionReduce, SampleThemes.setting(SampleThemes.minimal(), "motion.toast", to: entry))
    #expect(found.map(\.subject) == (flagged ? ["motion.reduce|motion.toast"] : []))
  }

  @Test(arguments: [(nil as String?, true), ("rgba(0,0,0,0.5)", true), ("#FFFFFF", false)])
  func transparencyFallbackMustBeOpaque(fallback: String?, flagged: Bool) {
    var material: [String: Any] = ["liquidGlass": true]
    material["fallback"] = fallback
    let found = findings(
      .transparencyFallback, SampleThemes.setting(SampleThemes.minimal(), "materials.bar", to: material))
    #expect(found.map(\.severity) == (flagged ? [.error] : []))
  }

  @Test func auditIsDeterministic() {
    let theme = SampleThemes.theme(SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: "#888888"))
    let first = Auditor().audit(theme)
    let second = Auditor().audit(theme)
    #expect(first.findings == second.findings)
    #expect(first.typeScale == second.typeScale)
    #expect(!first.findings.isEmpty)
  }

  @Test func everyRuleHasAnEntryInTheCatalog() {
    #expect(Rule.all.count == 24)
    #expect(Set(Rule.all.map(\.id)).count == 24)
  }
}
