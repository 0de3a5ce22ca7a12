import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// Rows changed outside themereg that the messages used to misread, and input `audit` must
/// refuse as `commit` does. Runs on both backends.
@Suite("Tampered rows and consistent refusals")
struct StoredRowTamperTests {
  let cli = CLIRunner()

  init() {
    cli.run(["init"])
    cli.run(["commit", cli.themeFile(SampleThemes.minimal(name: "clean-chat")), "-m", "one"])
  }

  @Test func aRenamedThemeRowIsDamageNotAnotherTheme() throws {
    try cli.tamper("UPDATE themes SET name = 'renamed'")
    let export = cli.run(["export", "renamed@1", "--unapproved", "--format", "css", "-o", cli.folder.file("out")])
    #expect(export.code == 74, "\(export.err)")
    #expect(export.err.contains("its document is of the theme clean-chat"), "\(export.err)")
    let check = cli.run(["check"])
    #expect(check.code == 74)
    #expect(check.err.contains("renamed@1: the stored document is of the theme clean-chat"), "\(check.err)")
  }

  @Test func aVersionWhoseDocumentRowIsMissingIsDamageNotAMissingVersion() throws {
    // As `sqlite3` (foreign keys off by default) or a superuser bypassing them would.
    try cli.tamper(
      RegistryBackend.current == .postgres
        ? "SET session_replication_role = replica; DELETE FROM documents; SET session_replication_role = DEFAULT"
        : "PRAGMA foreign_keys = OFF; DELETE FROM documents; PRAGMA foreign_keys = ON")
    let show = cli.run(["show", "clean-chat@1"])
    #expect(show.code == 74, "\(show.err)")
    #expect(show.err.contains("its stored version or document row is missing"), "\(show.err)")
    #expect(!show.err.contains("its versions are 1…1"))
  }

  @Test(arguments: ["9223372036854775807", "-1"])
  func aCommitTimeNoCommitCanHaveIsReportedByCheck(time: String) throws {
    try cli.tamper("UPDATE versions SET created_at = \(time)")
    let check = cli.run(["check"])
    #expect(check.code == 74)
    #expect(check.err.contains("clean-chat: version(s) 1 have a commit time outside 1970…9999"), "\(check.err)")
  }

  @Test func auditRefusesNULAsCommitDoes() {
    let theme = SampleThemes.setting(SampleThemes.minimal(), "description", to: "a\u{0}b")
    let file = cli.themeFile(theme, name: "nul.json")
    let audit = cli.run(["audit", file])
    let commit = cli.run(["commit", file, "-m", "nul"])
    #expect(audit.code == 65)
    #expect(commit.code == 65)
    #expect(audit.err.contains("description: the text contains NUL (U+0000); remove it"), "\(audit.err)")
  }
}
