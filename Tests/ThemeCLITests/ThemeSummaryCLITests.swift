import Testing
import ThemeModel
import ThemeTestSupport

/// `list` reads each theme's stored summary: one that is not of the theme's latest version, or
/// missing, was changed behind themereg's back and is refused (74, naming the theme and both
/// versions), nothing is printed or written, and `check` reports it. Runs on both backends.
@Suite("Tampered theme summaries")
struct ThemeSummaryCLITests {
  let cli = CLIRunner()

  init() throws {
    cli.run(["init"])
    for color in ["#777777", "#111111"] {
      let commit = cli.run(["commit", cli.themeFile(SampleThemes.minimal(text: color)), "-m", color])
      try #require(commit.code == 0, "\(commit.err)")
    }
  }

  @Test(arguments: [
    ("UPDATE theme_summaries SET number = 1", "is of version 1 where its latest version is 2"),
    ("DELETE FROM theme_summaries", "is missing where its latest version is 2"),
  ])
  func aSummaryThatIsNotOfTheLatestVersionIsRefused(sql: String, says: String) throws {
    try cli.tamper(sql)
    let before = cli.snapshot()
    let listed = cli.run(["list"])
    #expect(listed.code == 74, "\(listed.err)")
    #expect(listed.err.contains("the stored summary of mini (its row of theme_summaries) \(says)"), "\(listed.err)")
    #expect(listed.out.isEmpty)
    // With --json the error is the one value on standard output.
    let json = cli.run(["--json", "list"])
    #expect(json.code == 74)
    #expect(json.json?["error"]?["kind"] == .string("damagedFact"), "\(json.out)")
    #expect(cli.snapshot() == before)
    let check = cli.run(["check"])
    #expect(check.code == 74)
    #expect(check.err.contains("mini: its stored summary (theme_summaries) differs"), "\(check.err)")
  }

  @Test func theNextCommitStoresTheSummaryAgain() throws {
    try cli.tamper("DELETE FROM theme_summaries")
    let commit = cli.run(["commit", cli.themeFile(SampleThemes.minimal(text: "#222222")), "-m", "three"])
    #expect(commit.code == 0, "\(commit.err)")
    let listed = cli.run(["list"])
    #expect(listed.code == 0, "\(listed.err)")
    #expect(listed.out.contains("mini   @3"), "\(listed.out)")
    #expect(cli.run(["check"]).code == 0)
  }
}
