import Testing
import ThemeAudit
import ThemeModel
import ThemeTestSupport

/// `PolicyWeakening`: what a change lowers in the contract, each said once.
@Suite("Policy weakening")
struct PolicyWeakeningTests {
  static func theme(contrast: [String: Any]) -> Theme {
    SampleThemes.theme(SampleThemes.setting(SampleThemes.minimal(), keys: ["contrast"], to: contrast))
  }

  @Test func aStatedHighContrastRatioLoweredIsItsOwnFinding() {
    let before = Self.theme(contrast: ["text": 4.5, "highContrast": ["text": 7]])
    let after = Self.theme(contrast: ["text": 4.5, "highContrast": ["text": 4.5]])
    let findings = PolicyWeakening.findings(from: before, to: after)
    #expect(findings.map(\.subject) == ["policy.weakened|contrast.highContrast.text"])
    #expect(findings.first?.message == "contrast.highContrast.text was lowered from 7:1 to 4.5:1")
    #expect(findings.first?.required == 7)
    #expect(findings.first?.measured == 4.5)
  }

  @Test func theSameContractIsNoFinding() {
    let theme = Self.theme(contrast: ["text": 7, "nonText": 4])
    #expect(PolicyWeakening.findings(from: theme, to: theme).isEmpty)
  }

  @Test func loweringTheDefaultsIsWeakeningToo() {
    let before = SampleThemes.theme(SampleThemes.minimal())
    let after = Self.theme(contrast: ["text": 3])
    #expect(
      PolicyWeakening.findings(from: before, to: after).map(\.message) == [
        "contrast.text was lowered from 4.5:1 to 3:1"
      ])
  }
}
