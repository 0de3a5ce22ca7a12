import Testing
import ThemeAudit
import ThemeModel

/// What the contrast checks measured: a theme of colours nothing measures does not pass silently.
@Suite("Contrast coverage")
struct ContrastCoverageTests {
  static func coverage(_ text: String) throws -> ContrastCoverage {
    let theme = try ThemeDocument(bytes: Array(text.utf8)).theme
    return Auditor(profile: .wcag).contrastCoverage(theme)
  }

  @Test func colorsNoCheckNamesAreListed() throws {
    let coverage = try Self.coverage(
      ##"{"format": "themereg.theme/1", "name": "t", "colors": {"a": "#000000", "b": "#FFFFFF", "c": "#FF0000"}}"##)
    #expect(coverage.colors == 3)
    #expect(coverage.checked == 0)
    #expect(coverage.unchecked == ["a", "b", "c"])
  }

  @Test func aComponentsSlotsAndAnAliasTargetAreChecked() throws {
    let coverage = try Self.coverage(
      ##"""
      {"format": "themereg.theme/1", "name": "t",
       "colors": {"ink": "#000000", "text": "{ink}", "paper": "#FFFFFF", "spare": "#FF0000"},
       "components": {"body": {"text": "text", "background": "paper"}}}
      """##)
    #expect(coverage.unchecked == ["spare"])
    #expect(coverage.checked == 3)
  }

  @Test func aPairOfOneAppearanceLeavesItsColoursUncheckedInTheOthers() throws {
    let coverage = try Self.coverage(
      ##"""
      {"format": "themereg.theme/1", "name": "t", "colors": {"fg": {"light": "#000000", "dark": "#FFFFFF"}, "bg": {"light": "#FFFFFF", "dark": "#000000"}},
       "pairs": {"fg-on-bg": {"foreground": "fg", "background": "bg", "appearances": ["dark"]}}}
      """##)
    #expect(coverage.unchecked.isEmpty)
    #expect(coverage.uncheckedByAppearance[.dark] == [])
    #expect(coverage.uncheckedByAppearance[.light] == ["bg", "fg"])
  }

  @Test func aDecorativePairCountsAsConsidered() throws {
    let coverage = try Self.coverage(
      ##"""
      {"format": "themereg.theme/1", "name": "t", "colors": {"logo": "#FF0000", "bg": "#FFFFFF"},
       "pairs": {"logo-on-bg": {"foreground": "logo", "background": "bg", "kind": "decorative"}}}
      """##)
    #expect(coverage.unchecked.isEmpty)
  }

  @Test func theAuditReportCarriesIt() throws {
    let theme = try ThemeDocument(
      bytes: Array(##"{"format": "themereg.theme/1", "name": "t", "colors": {"a": "#000000"}}"##.utf8)
    ).theme
    #expect(Auditor(profile: .wcag).audit(theme).coverage?.unchecked == ["a"])
  }
}
