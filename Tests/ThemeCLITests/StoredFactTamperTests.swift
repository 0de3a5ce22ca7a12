import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// Every stored fact a decision rests on is verifiable: an audit run, its findings and their
/// tables, an approval with its waivers and a revocation each carry a digest chained to what they
/// depend on; a row edited outside themereg is refused on the way out (74, naming theme@version
/// and the table) and reported by `check`. Runs on both backends.
@Suite("Tampered stored facts")
struct StoredFactTamperTests {
  let cli = CLIRunner()

  /// acme-chat@1 fails, mini@1 fails one contrast check and is approved with it waived.
  init() throws {
    cli.run(["init"])
    cli.run(["commit", cli.themeFile(SARIFCodeScanningTests.failing, name: "f.json"), "-m", "one", "--author", "ann"])
    cli.run([
      "commit", cli.themeFile(SampleThemes.minimal(text: "#777777"), name: "m.json"), "-m", "one", "--author", "ann",
    ])
    let approve = cli.run(["approve", "mini@1", "--by", "bob", "--note", "fine", "--waive", "contrast.text=legacy"])
    try #require(approve.code == 0, "\(approve.err)")
  }

  static let theFailingRun =
    "(SELECT r.id FROM audit_runs r JOIN versions v ON v.id = r.version_id JOIN themes t ON t.id = v.theme_id WHERE t.name = 'acme-chat')"

  @Test func aRunEditedToPassIsRefusedByApproveExportAndLog() throws {
    try cli.tamper("UPDATE audit_runs SET errors = 0, passed = 1 WHERE id = \(Self.theFailingRun)")
    let before = cli.snapshot()
    for command in [
      ["approve", "acme-chat@1", "--by", "erin"], ["audit", "acme-chat@1"], ["log", "acme-chat"],
      ["export", "acme-chat@1", "--unapproved", "--format", "css", "-o", cli.folder.file("out")],
      ["report", "acme-chat", "-o", cli.folder.file("r")],
    ] {
      let outcome = cli.run(command)
      #expect(outcome.code == 74, "\(command): \(outcome.err)")
      #expect(
        outcome.err.contains("the stored audit_runs row of acme-chat@1 no longer match their digest"),
        "\(command): \(outcome.err)")
      #expect(outcome.out.isEmpty, "\(command)")
    }
    #expect(cli.snapshot() == before)
    #expect(!FileManager.default.fileExists(atPath: cli.folder.file("out")))
  }

  /// `list` reads the copy of the run its theme's summary holds, so a run edited to pass does
  /// not pass there: it shows the counts the commit stored, and `check` reports both rows.
  @Test func aRunEditedToPassStillFailsInListAndIsChecked() throws {
    try cli.tamper("UPDATE audit_runs SET errors = 0, passed = 1 WHERE id = \(Self.theFailingRun)")
    let listed = cli.run(["list"])
    #expect(listed.code == 0, "\(listed.err)")
    let row = try #require(listed.out.split(separator: "\n").first { $0.hasPrefix("acme-chat ") })
    #expect(row.contains("fails: "), "\(row)")
    let check = cli.run(["check"])
    #expect(check.code == 74)
    #expect(check.err.contains("acme-chat@1: the stored audit_runs row"), "\(check.err)")
    #expect(check.err.contains("acme-chat: its stored summary (theme_summaries) differs"), "\(check.err)")
  }

  /// `list` shows coverage from the summary's copy of the run: a count edited, or wiped to pass
  /// for a run from before schema 14, no longer matches the run's digest.
  @Test(arguments: [
    "UPDATE theme_summaries SET coverage_colors = coverage_colors + 1 WHERE number = 1 AND errors > 1",
    "UPDATE theme_summaries SET coverage_colors = NULL, coverage_checked = NULL WHERE errors > 1",
  ])
  func aSummarysEditedCoverageIsRefusedByList(sql: String) throws {
    try cli.tamper(sql)
    let before = cli.snapshot()
    let listed = cli.run(["list"])
    #expect(listed.code == 74, "\(listed.err)")
    #expect(
      listed.err.contains(
        "the stored theme_summaries row (its newest audit run, as copied) of acme-chat@1 no longer match their digest"),
      "\(listed.err)")
    #expect(listed.out.isEmpty)
    #expect(cli.snapshot() == before)
  }

  @Test(arguments: [
    "UPDATE findings SET severity = (severity + 1) % 3 WHERE id = (SELECT min(id) FROM findings)",
    "UPDATE findings SET measured = 9.5 WHERE measured IS NOT NULL AND id = (SELECT min(id) FROM findings WHERE measured IS NOT NULL)",
    // Its stretch goes first: the stretch refers to its last interval.
    "DELETE FROM finding_stretches WHERE last_id = (SELECT min(id) FROM findings); DELETE FROM findings WHERE id = (SELECT min(id) FROM findings)",
    "UPDATE finding_subjects SET subject = subject || 'x' WHERE id = (SELECT min(id) FROM finding_subjects)",
    "UPDATE type_scales SET json = json || ' '",
  ])
  func anEditedFindingIsRefusedAndChecked(sql: String) throws {
    try cli.tamper(sql)
    let audit = cli.run(["audit", "acme-chat@1"])
    #expect(audit.code == 74, "\(audit.err)")
    #expect(audit.err.contains("of acme-chat@1 no longer match their digest"), "\(audit.err)")
    let check = cli.run(["check"])
    #expect(check.code == 74)
    #expect(
      check.err.contains(
        "acme-chat@1: the stored findings (or their texts or type scale) of a11y/3 no longer match their digest"),
      "\(check.err)")
  }

  @Test(arguments: [["history", "acme-chat"], ["blame", "acme-chat", "contrast.text"], ["history"]])
  func historyAndBlameRefuseAnEditedInterval(command: [String]) throws {
    #expect(cli.run(command).code == 0)
    try cli.tamper("UPDATE findings SET measured = measured + 1 WHERE measured IS NOT NULL")
    let outcome = cli.run(command)
    #expect(outcome.code == 74, "\(outcome.err)")
    #expect(outcome.err.contains("the stored findings of acme-chat@1 no longer match their digest"), "\(outcome.err)")
  }

  @Test(arguments: [
    "UPDATE finding_stretches SET until = 7 WHERE since = 1",
    "DELETE FROM finding_stretches WHERE since = 1",
    "INSERT INTO finding_stretches (subject_id, since, until, last_id) SELECT subject_id, 5, 6, last_id FROM finding_stretches WHERE since = 1",
  ])
  func aStretchThatIsNotWhatItsIntervalsMakeIsChecked(sql: String) throws {
    try cli.tamper(sql)
    let check = cli.run(["check"])
    #expect(check.code == 74, "\(check.err)")
    #expect(check.err.contains("acme-chat: the stored stretches of the finding "), "\(check.err)")
    #expect(check.err.contains("do not match its intervals"), "\(check.err)")
  }

  @Test func anEditedWaiverIsRefused() throws {
    try cli.tamper("UPDATE waivers SET reason = 'no reason at all'")
    let approvals = cli.run(["approvals", "mini"])
    #expect(approvals.code == 74)
    #expect(approvals.err.contains("the stored approvals and waivers rows of mini@1 no longer match their digest"))
    let export = cli.run(["export", "mini", "--format", "css", "-o", cli.folder.file("out")])
    #expect(export.code == 74)
    let check = cli.run(["check"])
    #expect(check.code == 74)
    #expect(check.err.contains("mini@1: the stored approvals and waivers rows no longer match their digest (approval "))
  }

  @Test func anEditedApproverIsRefused() throws {
    try cli.tamper("UPDATE approvals SET approved_by = 'mallory'")
    #expect(cli.run(["approvals", "mini"]).code == 74)
  }

  @Test func anEditedRevocationIsRefused() throws {
    #expect(cli.run(["revoke", "mini@1", "--by", "carol", "--reason", "wrong"]).code == 0)
    try cli.tamper("UPDATE revocations SET reason = 'nothing to see'")
    let approvals = cli.run(["approvals", "mini"])
    #expect(approvals.code == 74)
    #expect(approvals.err.contains("the stored revocations row of mini@1 no longer match their digest"))
  }

  @Test func anUntouchedRegistryChecksClean() {
    #expect(cli.run(["revoke", "mini@1", "--by", "carol", "--reason", "wrong"]).code == 0)
    #expect(cli.run(["approve", "mini@1", "--by", "dan", "--waive", "contrast.text=legacy"]).code == 0)
    let check = cli.run(["check"])
    #expect(check.code == 0, "\(check.err)")
    #expect(cli.run(["audit", "acme-chat@1"]).code == 1)
    #expect(cli.run(["export", "mini", "--format", "css", "-o", cli.folder.file("ok")]).code == 0)
  }

  @Test func aCopyCarriesVerifiableFacts() {
    #expect(cli.run(["revoke", "mini@1", "--by", "carol", "--reason", "wrong"]).code == 0)
    let target = cli.folder.file("copy.db")
    #expect(cli.run(["migrate-to", target]).code == 0)
    let check = cli.run(["--db", target, "check"])
    #expect(check.code == 0, "\(check.err)")
  }
}
