import Testing
import ThemeTestSupport

@testable import ThemeAudit
@testable import ThemeModel

/// `coverage.unchecked` (a11y/3): one warning naming the colours no contrast check measures.
@Suite("Coverage rule")
struct CoverageRuleTests {
  static func findings(_ text: String) throws -> [Finding] {
    Auditor().audit(try ThemeDocument(bytes: Array(text.utf8)).theme).findings.filter { $0.rule == .coverageUnchecked }
  }

  @Test func oneWarningListsTheColoursNothingMeasures() throws {
    let found = try Self.findings(
      ##"""
      {"format": "themereg.theme/1", "name": "t",
       "colors": {"ink": "#000000", "paper": "#FFFFFF", "accent": "#0969DA", "danger": "#CF222E"},
       "components": {"body": {"text": "ink", "background": "paper"}}}
      """##)
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.severity == .warning)
    #expect(finding.subject == "coverage.unchecked|colors")
    #expect(finding.measured == 0.5)
    #expect(finding.path == "colors")
    #expect(finding.message.hasPrefix("2 of 4 colours are in no contrast check (accent, danger); state the pairs"))
  }

  @Test func aThemeWhoseColoursAreAllMeasuredHasNone() throws {
    #expect(
      try Self.findings(
        ##"""
        {"format": "themereg.theme/1", "name": "t", "colors": {"ink": "#000000", "paper": "#FFFFFF"},
         "components": {"body": {"text": "ink", "background": "paper"}}}
        """##
      ).isEmpty)
  }

  @Test func aDecorativeColourCountsAsConsidered() throws {
    let text = ##"""
      {"format": "themereg.theme/1", "name": "t",
       "colors": {"ink": "#000000", "paper": "#FFFFFF", "confetti": {"light": "#FF00FF", "role": "decorative"}},
       "components": {"body": {"text": "ink", "background": "paper"}}}
      """##
    #expect(try Self.findings(text).isEmpty)
    let theme = try ThemeDocument(bytes: Array(text.utf8)).theme
    #expect(Auditor().contrastCoverage(theme).unchecked.isEmpty)
    #expect(theme.colors.first { $0.name == "confetti" }?.role == .decorative)
  }

  @Test func aLongListIsCutWithACount() throws {
    let colors = (1...20).map { ##""c\##($0)": "#000000""## }.joined(separator: ", ")
    let finding = try #require(
      try Self.findings(##"{"format": "themereg.theme/1", "name": "t", "colors": {\##(colors)}}"##).first)
    #expect(finding.message.contains("c19, c2, and 8 more)"))
    #expect(finding.message.hasPrefix("20 of 20 colours are in no contrast check (c1, c10,"))
  }

  @Test func theFindingSaysTheRequiredShareWhenThePolicyStatesOne() throws {
    let finding = try #require(
      try Self.findings(
        ##"""
        {"format": "themereg.theme/1", "name": "t", "contrast": {"minCoverage": 0.25},
         "colors": {"ink": "#000000", "paper": "#FFFFFF", "spare": "#123456"},
         "components": {"body": {"text": "ink", "background": "paper"}}}
        """##
      ).first)
    #expect(finding.required == 0.25)
  }
}
