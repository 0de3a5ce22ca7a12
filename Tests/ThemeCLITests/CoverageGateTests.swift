import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// A design-system lead states once how much of the theme contrast checks must measure, and
/// every commit is held to it.
@Suite("The coverage gate")
struct CoverageGateTests {
  let cli = CLIRunner()

  static func theme(minCoverage: String? = nil, paired: Bool = false) -> [UInt8] {
    let policy = minCoverage.map { #", "contrast": {"minCoverage": \#($0)}"# } ?? ""
    let pairs = paired ? #", "pairs": {"text-on-paper": {"foreground": "text", "background": "paper"}}"# : ""
    return Array(
      ##"{"format": "themereg.theme/1", "name": "t", "colors": {"text": "#000000", "paper": "#FFFFFF", "spare": "#FF0000"}\##(policy)\##(pairs)}"##
        .utf8)
  }

  @Test func aCommitBelowTheOptionsShareIsRefusedAndStoresNothing() throws {
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let file = cli.folder.write("t.json", Self.theme())
    let outcome = cli.run(["commit", file, "-m", "colours only", "--min-coverage", "0.5", "--json"])
    #expect(outcome.code == 1)
    #expect(outcome.json?["error"]?["kind"] == .string("coverageTooLow"))
    let text = cli.run(["commit", file, "-m", "colours only", "--min-coverage", "0.5"])
    #expect(
      text.err.contains("only 0 of 3 colours of t are in a contrast check (0 %), fewer than the 50 % required"),
      "\(text.err)")
    #expect(text.err.contains("unchecked  paper, spare, text"), "\(text.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func theThemesOwnPolicyHoldsEveryCommitToIt() throws {
    #expect(cli.run(["init"]).code == 0)
    let refused = cli.run(["commit", cli.folder.write("a.json", Self.theme(minCoverage: "0.6")), "-m", "m"])
    #expect(refused.code == 1, "\(refused.err)")
    // Two of three colours measured: 67 % ≥ 60 %.
    let accepted = cli.run([
      "commit", cli.folder.write("b.json", Self.theme(minCoverage: "0.6", paired: true)), "-m", "m",
    ])
    #expect(accepted.code == 0, "\(accepted.err)")
    let audit = cli.run(["audit", "t", "--min-coverage", "0.9"])
    #expect(audit.code == 1)
    #expect(
      audit.err.contains("only 2 of 3 colours are in a contrast check, fewer than the 90 % required"), "\(audit.err)")
    #expect(cli.run(["audit", "t"]).code == 0)
  }

  @Test(arguments: ["1.5", "-0.1"])
  func aShareOutsideZeroToOneIsRefusedWithItsPath(share: String) {
    let outcome = cli.run(["audit", cli.folder.write("t.json", Self.theme(minCoverage: share))])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("contrast.minCoverage"), "\(outcome.err)")
  }

  @Test func anOptionShareOutsideZeroToOneIsAUsageError() {
    #expect(cli.run(["init"]).code == 0)
    let outcome = cli.run(["commit", cli.folder.write("t.json", Self.theme()), "-m", "m", "--min-coverage", "2"])
    #expect(outcome.code == 64)
    #expect(outcome.err.contains("give a share of the colours from 0 to 1"), "\(outcome.err)")
  }

  @Test func listGivesEachThemesCoverageBesideItsAudit() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.folder.write("t.json", Self.theme(paired: true)), "-m", "m"]).code == 0)
    let row = try #require(cli.run(["list", "--json"]).json?["themes"]?.arrayElements?.first)
    #expect(row["coverage"]?["colors"] == .integer(3))
    #expect(row["coverage"]?["checked"] == .integer(2))
  }
}
