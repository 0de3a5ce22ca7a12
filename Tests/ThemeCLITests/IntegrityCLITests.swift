import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// Careless input and hostile files at the command line: each refused with its exit code and
/// a message, the registry unchanged (read through SQLite, WAL included, or PostgreSQL's rows).
@Suite("Careless input and hostile files")
struct IntegrityCLITests {
  let cli = CLIRunner()

  init() {
    cli.run(["init"])
    cli.run(["commit", cli.themeFile(SampleThemes.minimal()), "-m", "one", "--author", "ann"])
    cli.run(["commit", cli.themeFile(SampleThemes.minimal(text: "#111111")), "-m", "two", "--author", "ann"])
  }

  @Test(
    arguments: ["--since", "--until"],
    [
      "2026-13-45", "2026-02-30", "2026-02-29", "2026-01-01' OR '1'='1", "2026-1-1", "20260101", "2026-01-01T25:00",
      "2026-01-01T10:00:61", "2026-01-01Tnoon", "2026-01-01 ", "yesterday", "2026-01-01T10:00+2",
    ])
  func malformedDatesAreRefused(option: String, date: String) throws {
    let before = cli.snapshot()
    let command = option == "--since" && date.count % 2 == 0 ? ["log", "mini"] : ["history", "mini"]
    let outcome = cli.run(command + [option, date])
    #expect(outcome.code == 64)
    #expect(outcome.err.contains("is not a valid date for '\(option)'"))
    #expect(outcome.err.contains("e.g. 2026-11-30 or 2026-11-30T14:05:00Z"))
    #expect(outcome.out.isEmpty)
    #expect(cli.snapshot() == before)
  }

  @Test(arguments: [
    "2024-02-29", "2000-02-29", "2026-01-01T10:00", "2026-01-01T10:00:00Z", "2026-01-01T10:00:00.5+02:00",
  ])
  func isoDatesAreAccepted(date: String) {
    let outcome = cli.run(["log", "mini", "--since", date, "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["versions"]?.arrayElements?.count == 2)
  }

  @Test(arguments: [
    ["log", "mini"], ["history", "mini"], ["history"], ["blame", "mini", "contrast.text"], ["audit", "mini@1"],
    ["diff", "mini@1", "mini@2"],
  ])
  func anUnknownRulesetIsAnErrorThatListsTheKnownOnes(command: [String]) {
    let outcome = cli.run(command + ["--ruleset", "a11y/9"])
    #expect(outcome.code == 64)
    #expect(outcome.err.contains("no audit run in this registry has the ruleset \"a11y/9\"; it has a11y/3"))
    #expect(outcome.out.isEmpty)
  }

  @Test func textThatDiffersOnlyInNormalizationIsAChange() throws {
    let composed = SampleThemes.setting(SampleThemes.minimal(), "description", to: "caf\u{E9}")
    let decomposed = SampleThemes.setting(SampleThemes.minimal(), "description", to: "cafe\u{301}")
    let first = cli.run(["commit", cli.themeFile(composed, name: "nfc.json"), "-m", "nfc", "--json"])
    let second = cli.run(["commit", cli.themeFile(decomposed, name: "nfd.json"), "-m", "nfd", "--json"])
    #expect(first.json?["created"] == .bool(true))
    #expect(second.json?["created"] == .bool(true))
    #expect(first.json?["contentHash"] != second.json?["contentHash"])
    let diff = cli.run(["diff", "mini@3", "mini@4"])
    #expect(diff.code == 0)
    #expect(!diff.out.contains("no changes"))
    #expect(diff.out.contains("~ description:"))
    #expect(diff.out.contains("(the same text with other Unicode code points: U+00E9 → U+0301)"))
    let json = try #require(cli.run(["diff", "mini@3", "mini@4", "--json"]).json)
    #expect(json["changes"]?.arrayElements?.first?["path"] == .string("description"))
  }

  @Test func aKeyThatDiffersOnlyInNormalizationIsAChange() throws {
    let composed = SampleThemes.setting(SampleThemes.minimal(), keys: ["colors", "caf\u{E9}"], to: "#222222")
    let decomposed = SampleThemes.setting(SampleThemes.minimal(), keys: ["colors", "cafe\u{301}"], to: "#222222")
    cli.run(["commit", cli.themeFile(composed, name: "nfc.json"), "-m", "nfc"])
    cli.run(["commit", cli.themeFile(decomposed, name: "nfd.json"), "-m", "nfd"])
    let diff = cli.run(["diff", "mini@3", "mini@4"])
    #expect(!diff.out.contains("no changes"))
    #expect(diff.out.contains("(the same text with other Unicode code points: U+00E9 → U+0301)"))
  }

  @Test(arguments: [
    (
      ##"{"format": "themereg.theme/1", "name": null, "colors": {"a": "#000"}}"##,
      "name: required; expected a string, found null"
    ),
    (##"{"format": "themereg.theme/1", "name": "x", "colors": {"a": null}}"##, "colors.a: expected a colour"),
    ("null", "expected a theme (a JSON object), found null"),
  ])
  func everyRefusedDocumentNamesAProblem(document: String, problem: String) {
    let before = cli.snapshot()
    let outcome = cli.run(["commit", cli.folder.write("null.json", Array(document.utf8)), "-m", "m"])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("(1 problem)"))
    #expect(outcome.err.contains(problem))
    #expect(cli.snapshot() == before)
  }

  @Test func oneRevokeWithdrawsEveryApprovalAndEveryCommandAgrees() throws {
    #expect(cli.run(["approve", "mini@1", "--by", "bob"]).code == 0)
    #expect(cli.run(["approve", "mini@1", "--by", "carol"]).code == 0)
    let revoke = cli.run(["revoke", "mini@1", "--by", "bob", "--reason", "brand review", "--json"])
    #expect(revoke.code == 0)
    #expect(revoke.json?["revoked"]?.arrayElements?.count == 2)
    let out = cli.folder.file("e")
    let export = cli.run(["export", "mini", "--format", "css", "-o", out])
    #expect(export.code == 66)
    #expect(export.err.contains("mini has no approved version"))
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(cli.run(["list", "--json"]).json?["themes"]?.arrayElements?.first?["approvedVersion"] == .null)
    let log = try #require(cli.run(["log", "mini", "--json"]).json?["versions"]?.arrayElements)
    #expect(log.map { $0["approved"] } == [.bool(false), .bool(false)])
    let approvals = try #require(cli.run(["approvals", "mini", "--json"]).json?["approvals"]?.arrayElements)
    #expect(approvals.count == 2)
    #expect(approvals.map { $0["revoked"]?["reason"] } == [.string("brand review"), .string("brand review")])
    let again = cli.run(["revoke", "mini@1", "--by", "bob", "--reason", "again"])
    #expect(again.code == 1)
    #expect(again.err.contains("has no active approval to revoke"))
  }

  @Test(arguments: ["link", "fifo", "parentLink"])
  func verifyReportsLinksAndSpecialFilesWithoutFollowingThem(kind: String) throws {
    #expect(cli.run(["approve", "mini@1", "--by", "bob"]).code == 0)
    let bundle = cli.folder.file("bundle")
    #expect(cli.run(["export", "mini@1", "--format", "bundle", "-o", bundle]).code == 0)
    #expect(cli.run(["verify", bundle]).code == 0)
    switch kind {
    case "link":
      try FileManager.default.createSymbolicLink(atPath: bundle + "/extra", withDestinationPath: "/etc/passwd")
    case "fifo": #expect(mkfifo(bundle + "/extra", 0o644) == 0)
    default: try FileManager.default.createSymbolicLink(atPath: bundle + "/extra", withDestinationPath: "..")
    }
    let outcome = cli.run(["verify", bundle])
    #expect(outcome.code == 1)
    #expect(outcome.err.contains(kind == "fifo" ? "extra is a FIFO" : "extra is a symbolic link"))
    #expect(!outcome.err.contains("root:"))
  }

  @Test func anExportIntoALinkSaysWhatCouldNotBeWritten() throws {
    #expect(cli.run(["approve", "mini@1", "--by", "bob"]).code == 0)
    let link = cli.folder.file("L")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere")
    let before = cli.snapshot()
    let outcome = cli.run(["export", "mini", "--format", "css", "-o", link])
    #expect(outcome.code == 73)
    #expect(outcome.err.contains("cannot write \(link): it is a symbolic link"))
    #expect(!outcome.err.contains("Cocoa"))
    #expect(!outcome.err.contains("registry"))
    #expect(cli.snapshot() == before)
    #expect(!FileManager.default.fileExists(atPath: cli.folder.file("nowhere")))
  }
}
