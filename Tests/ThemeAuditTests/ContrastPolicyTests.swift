import Foundation
import Testing
import ThemeTestSupport

@testable import ThemeAudit
@testable import ThemeModel

/// Ruleset a11y/2: the contrast contract a theme states — policy, pairs, backdrops, appearances.
@Suite("Contrast policy and pairs (a11y/2)")
struct ContrastPolicyTests {
  func findings(_ object: [String: Any], profile: AuditProfile = .wcag) -> [Finding] {
    Auditor(profile: profile).audit(SampleThemes.theme(object)).findings
  }

  /// A minimal theme with a high-contrast appearance whose body text is `text` on white.
  func themeWithHighContrast(_ text: String, policy: [String: Any]? = nil) -> [String: Any] {
    var object = SampleThemes.setting(
      SampleThemes.minimal(), "colors.text", to: ["light": "#000000", "lightHighContrast": text])
    if let policy { object = SampleThemes.setting(object, "contrast", to: policy) }
    return object
  }

  @Test func aHighContrastPolicyMakesSevenToOneAnError() throws {
    let policy: [String: Any] = ["highContrast": ["text": 7, "largeText": 4.5, "nonText": 4.5]]
    // #666666 on white is 5.74:1: fine for AA, an error under the policy in high contrast.
    let errors = findings(themeWithHighContrast("#666666", policy: policy)).filter { $0.severity == .error }
    #expect(errors.map(\.subject) == ["contrast.text|components.body.text/background|lightHighContrast"])
    #expect(errors.first?.required == 7)
    #expect(errors.first?.message.contains("is 5.74:1 in light high-contrast mode; needs 7:1") == true)
    // …and the Increase Contrast advice is not repeated beside the error.
    #expect(
      findings(themeWithHighContrast("#666666", policy: policy)).allSatisfy { $0.rule != .contrastHighContrast })
    // Without the policy it stays advice.
    let advice = findings(themeWithHighContrast("#666666"))
    #expect(advice.filter { $0.severity == .error }.isEmpty)
    #expect(advice.contains { $0.rule == .contrastHighContrast && $0.severity == .warning })
  }

  nonisolated(unsafe) static let pairTheme: [String: Any] = [
    "format": "themereg.theme/1", "name": "ds",
    "colors": [
      "canvas": "#FFFFFF", "subtle": "#F6F8FA", "ink": "#1F2328", "border": "#D0D7DE", "chart": "#FF9999",
      "overlay": "rgba(9, 105, 218, 0.5)", "muted": "#656D76",
    ],
    "contrast": ["backdrop": "canvas"],
    "pairs": [
      "ink-on-canvas": ["foreground": "ink", "background": "canvas"],
      "border-on-canvas": ["foreground": "border", "background": "canvas", "kind": "nonText"],
      "chart-on-canvas": ["foreground": "chart", "background": "canvas", "kind": "nonText", "minRatio": 2.25],
      "muted-on-overlay": ["foreground": "muted", "background": "overlay", "backdrops": ["canvas", "subtle"]],
      "logo": ["foreground": "border", "background": "canvas", "kind": "decorative"],
    ],
  ]

  @Test func pairsAreJudgedByTheirKindAndMinRatio() throws {
    let found = findings(Self.pairTheme).filter { $0.severity == .error }
    let subjects = found.map(\.subject)
    // #D0D7DE on white is 1.48:1 (non-text 3:1); #FF9999 on white is 2.19:1 (minRatio 2.25).
    #expect(subjects.contains("contrast.non-text|pairs.border-on-canvas|light"))
    #expect(subjects.contains("contrast.non-text|pairs.chart-on-canvas|light"))
    #expect(found.first { $0.subject.contains("chart-on-canvas") }?.required == 2.25)
    #expect(found.first { $0.subject.contains("border-on-canvas") }?.wcag == "1.4.11")
    #expect(!subjects.contains { $0.contains("ink-on-canvas") })
    // A decorative pair records that it was considered; nothing audits it.
    #expect(!findings(Self.pairTheme).contains { $0.subject.contains("pairs.logo") })
  }

  @Test func aTranslucentBackgroundIsCheckedOverEachBackdrop() throws {
    let measurements = Auditor().contrastMeasurements(SampleThemes.theme(Self.pairTheme)).filter {
      $0.pair.hasPrefix("pairs.muted-on-overlay")
    }
    #expect(measurements.map(\.pair) == ["pairs.muted-on-overlay@canvas", "pairs.muted-on-overlay@subtle"])
    #expect(measurements.map(\.backdrop) == ["canvas", "subtle"])
    // The same overlay over two canvases gives two backgrounds and two ratios.
    #expect(measurements[0].background != measurements[1].background)
    #expect(measurements[0].ratio != measurements[1].ratio)
    let finding = try #require(findings(Self.pairTheme).first { $0.subject.contains("muted-on-overlay@subtle") })
    #expect(finding.subject == "contrast.text|pairs.muted-on-overlay@subtle|light")
    #expect(finding.backdrop == "subtle")
    #expect(finding.message.contains("over subtle"))
  }

  @Test func aPairIsAuditedOnlyInItsAppearances() throws {
    var object = SampleThemes.setting(Self.pairTheme, "colors.canvas", to: ["light": "#FFFFFF", "dark": "#0D1117"])
    object = SampleThemes.setting(object, "pairs.border-on-canvas.appearances", to: ["dark"])
    let appearances = Auditor().contrastMeasurements(SampleThemes.theme(object)).filter {
      $0.pair == "pairs.border-on-canvas"
    }.map(\.appearance)
    #expect(appearances == [.dark])
  }

  @Test func aDarkOnlyThemeAuditsOnlyItsAppearances() throws {
    let object: [String: Any] = [
      "format": "themereg.theme/1", "name": "night", "appearances": ["dark", "darkHighContrast"],
      "colors": ["background": ["dark": "#0D1117", "darkHighContrast": "#010409"], "text": "#E6EDF3"],
      "components": ["body": ["text": "text", "background": "background"]],
    ]
    let theme = SampleThemes.theme(object)
    #expect(theme.appearances == [.dark, .darkHighContrast])
    #expect(theme.primaryAppearance == .dark)
    let audited = Set(Auditor().contrastMeasurements(theme).map(\.appearance))
    #expect(audited == [.dark, .darkHighContrast])
    #expect(findings(object).allSatisfy { $0.appearance != .light && $0.appearance != .lightHighContrast })
  }

  @Test func theFeedFocusRingIsCheckedAroundEveryComponentBackground() throws {
    var object = SampleThemes.rich()
    object = SampleThemes.setting(object, "colors.focus", to: "#0A5EFF")
    let found = findings(object).filter {
      $0.subject == "contrast.non-text|focusRing.feed/components.outgoingMessage.background|light"
    }
    #expect(found.count == 1)
    #expect(found.first?.message.contains("is 1.00:1") == true)
  }

  @Test func findingsThatDifferOnlyInAppearanceAreShownOnce() throws {
    let object = SampleThemes.setting(
      SampleThemes.rich(), "colors.outgoingBubble", to: ["light": "#0B5FFF", "dark": "#4C8DFF"])
    let errors = findings(object).filter { $0.rule == .contrastText && $0.subject.contains("outgoingMessage.text") }
    #expect(errors.map(\.appearance) == [.dark, .darkHighContrast])
    let groups = FindingGroup.grouping(errors)
    #expect(groups.count == 1)
    #expect(groups[0].appearances == [.dark, .darkHighContrast])
    #expect(groups[0].message.contains("is 3.20:1 in dark and dark high-contrast mode; needs 4.5:1"))
  }
}

/// Every threshold exactly at it passes; one ulp under, or 0.0001 under, fails (android
/// tolerates 0.01), and the shown ratio never exceeds the measured one.
@Suite("Threshold boundaries")
struct ThresholdBoundaryTests {
  static let thresholds: [Double] = [2.25, 3, 4.5, 7]

  @Test(arguments: AuditProfile.allCases, thresholds)
  func boundaries(profile: AuditProfile, threshold: Double) {
    #expect(profile.meets(threshold, threshold: threshold))
    #expect(profile.meets(threshold.nextDown, threshold: threshold) == (profile == .android))
    #expect(profile.meets(threshold - 0.0001, threshold: threshold) == (profile == .android))
    #expect(!profile.meets(threshold - 0.011, threshold: threshold))
  }

  @Test(arguments: thresholds)
  func aRatioJustUnderAThresholdNeverShowsIt(threshold: Double) {
    let shown = ContrastMath.display(threshold.nextDown)
    #expect(Double(shown)! < threshold)
    #expect(ContrastMath.display(threshold) == String(format: "%.2f", threshold))
  }

  @Test(arguments: [4.57, 4.499999999999999, 2.999999, 7.0, 21.0, 1.0, 4.4988])
  func theShownRatioNeverExceedsTheMeasuredOne(ratio: Double) {
    let shown = ContrastMath.display(ratio)
    #expect(Double(shown)! <= ratio)
    #expect(ratio - Double(shown)! < 0.01)
  }

  @Test func anEightBitColourJustUnderAAIsReportedExactly() throws {
    // #9A6C5A on white is 4.49999985:1, which a JSON rounded to four decimals showed as 4.5.
    let object = SampleThemes.minimal(text: "#9A6C5A")
    let finding = try #require(
      Auditor().audit(SampleThemes.theme(object)).findings.first { $0.rule == .contrastText })
    let measured = try #require(finding.measured)
    #expect(measured < 4.5)
    #expect(measured > 4.4999998)
    #expect(finding.message.contains("is 4.49:1"))
  }
}
