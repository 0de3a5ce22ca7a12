import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeAudit

/// A colour outside sRGB is measured gamut-mapped, and the audit says which value it measured.
@Suite("Gamut-mapped colours in the audit")
struct GamutFindingTests {
  @Test func theAuditNamesTheMappedValue() throws {
    let object = SampleThemes.setting(
      SampleThemes.minimal(), "colors.text", to: ["colorSpace": "display-p3", "components": [0, 0.8, 0]])
    let theme = SampleThemes.theme(object)
    let finding = try #require(Auditor().audit(theme).findings.first { $0.rule == .colorGamutMapped })
    #expect(finding.severity == .info)
    #expect(finding.path == "colors.text")
    #expect(finding.message.contains("(display-p3) lies outside sRGB"))
    #expect(finding.message.hasSuffix(theme.resolve(.named("text"), in: .light).hex))
  }

  @Test func sRGBColoursGiveNoSuchFinding() {
    #expect(
      !Auditor().audit(SampleThemes.theme(SampleThemes.rich())).findings.contains { $0.rule == .colorGamutMapped })
  }
}
