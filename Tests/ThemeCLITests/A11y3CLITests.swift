import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// Ruleset a11y/3 through the CLI: the coverage warning, distinct sets and two-tone rings as a
/// team commits, audits and exports them.
@Suite("Ruleset a11y/3 in the CLI")
struct A11y3CLITests {
  let cli = CLIRunner()

  static let theme = ##"""
    {"format": "themereg.theme/1", "name": "status",
     "colors": {"ink": "#000000", "paper": "#FFFFFF", "success": "#2DA44E", "danger": "#CF222E",
                "focus": "#0A5EFF", "bubble": "#0040DD"},
     "components": {"body": {"text": "ink", "background": "paper"},
                    "bubble": {"text": "paper", "background": "bubble", "focusRing": {"inner": "paper", "outer": "ink"}}},
     "focusRing": {"feed": {"inner": "paper", "outer": "ink"}, "feedBackground": "paper"},
     "distinct": {"status": ["success", "danger"]}}
    """##

  @Test func aCommitStoresTheNewFindingsUnderA11y3() throws {
    #expect(cli.run(["init"]).code == 0)
    let commit = cli.run(["commit", cli.folder.write("t.json", Array(Self.theme.utf8)), "-m", "m", "--json"])
    #expect(commit.code == 0, "\(commit.err)")
    #expect(commit.json?["audit"]?["ruleset"] == .string("a11y/3"))
    let audit = try #require(cli.run(["audit", "status", "--json"]).json)
    let rules = (audit["findings"]?.arrayElements ?? []).compactMap { $0["rule"]?.stringValue }
    #expect(rules.contains("coverage.unchecked"))
    #expect(rules.contains("color.cvd-indistinct"))
    #expect(!rules.contains("contrast.non-text"))
    let text = cli.run(["audit", "status"])
    #expect(text.out.contains(##""success" and "danger" of the distinct set "status" look alike in light mode"##))
  }

  @Test(arguments: [
    (
      ##""distinct": {"status": ["success", "dangr"]}"##,
      ##"distinct.status[1]: unknown colour "dangr"; did you mean "danger"?"##
    ),
    (
      ##""distinct": {"status": ["success"]}"##,
      "distinct.status: names 1 colour; a set to keep apart needs at least two"
    ),
    (
      ##""focusRing": {"feed": {"inner": "ink", "outer": "ink"}}"##,
      "focusRing.feed: the inner and outer bands are the same colour"
    ),
    (##""contrast": {"cvdMinDeltaE": 0}"##, "contrast.cvdMinDeltaE: 0 is not a colour difference"),
  ])
  func badPolicyInputIsRefusedWithItsPathAndStoresNothing(member: String, message: String) throws {
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let file = cli.folder.write(
      "bad.json",
      Array(
        ##"{"format": "themereg.theme/1", "name": "bad", "colors": {"ink": "#000000", "success": "#2DA44E", "danger": "#CF222E"}, \##(member)}"##
          .utf8))
    let outcome = cli.run(["commit", file, "-m", "m"])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains(message), "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func listMarkdownAndTheReportShowCoverageBesideTheCounts() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.folder.write("t.json", Array(Self.theme.utf8)), "-m", "m"]).code == 0)
    let list = cli.run(["list"])
    #expect(list.out.contains("COVERAGE"))
    #expect(list.out.contains("3 of 6 colours checked"), "\(list.out)")
    let markdown = cli.run(["audit", "status", "--format", "markdown"])
    #expect(
      markdown.out.contains("Coverage: 3 of 6 colours are in a contrast check; in none: danger, focus, success"),
      "\(markdown.out)")
    let out = cli.folder.file("report")
    let report = cli.run(["report", "status", "-o", out])
    #expect(report.code == 0, "\(report.err)")
    let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
    #expect(html.contains("<h2 id=\"coverage\">Coverage</h2>"))
    #expect(
      html.contains(
        "<td class=\"num\">3 of 6</td><td><code>danger</code>, <code>focus</code>, <code>success</code></td>"))
    #expect(
      html.contains("<tr class=\"indistinct\"><td>status</td><td><code>success</code> and <code>danger</code></td>"))
  }

  @Test func theBundlesAuditNamesTheBandThatCarriedEachRingCheck() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.folder.write("t.json", Array(Self.theme.utf8)), "-m", "m"]).code == 0)
    let out = cli.folder.file("bundle")
    let export = cli.run(["export", "status", "--unapproved", "--format", "bundle", "-o", out])
    #expect(export.code == 0, "\(export.err)")
    let audit = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: out + "/audit.json"))))
    let pairs = audit["pairs"]?.arrayElements ?? []
    let bands = Dictionary(
      pairs.compactMap { pair in pair["pair"]?.stringValue.map { ($0, pair["band"]?.stringValue) } },
      uniquingKeysWith: { first, _ in first })
    // Black on the white feed; white inside the dark blue bubble.
    #expect(bands["focusRing.feed"] == .some("outer"))
    #expect(bands["components.bubble.focusRing/background"] == .some("inner"))
    #expect(bands["components.body.text/background"] == .some(nil))
  }

  @Test func theCSSExportDrawsTheTwoToneRings() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.folder.write("t.json", Array(Self.theme.utf8)), "-m", "m"]).code == 0)
    let out = cli.folder.file("css-out")
    let export = cli.run(["export", "status", "--unapproved", "--format", "css", "-o", out])
    #expect(export.code == 0, "\(export.err)")
    let css = try String(contentsOfFile: out + "/css/theme.css", encoding: .utf8)
    #expect(
      css.contains(
        ".themereg-feed :focus-visible {\n  outline: 2px solid var(--color-ink);\n  outline-offset: 2px;\n  box-shadow: 0 0 0 2px var(--color-paper);\n}"
      ), "\(css)")
    #expect(css.contains(#"[data-themereg-component="bubble"] :focus-visible {"#), "\(css)")
  }
}
