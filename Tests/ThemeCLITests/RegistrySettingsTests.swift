import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// Settings the registry keeps for everyone (require-base), and when each version was authored.
@Suite("Registry settings and authored times")
struct RegistrySettingsTests {
  let cli = CLIRunner()

  func committedOnce() -> String {
    #expect(cli.run(["init"]).code == 0)
    let file = cli.themeFile(SampleThemes.rich())
    #expect(cli.run(["commit", file, "-m", "one"]).code == 0)
    return file
  }

  @Test func requireBaseIsOffByDefault() {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["config", "--json"]).json?["require-base"] == .string("false"))
  }

  @Test func withRequireBaseACommitWithoutOneIsRefusedNamingCheckoutAndBase() throws {
    let file = committedOnce()
    #expect(cli.run(["config", "require-base", "true"]).code == 0)
    let edited = cli.themeFile(
      SampleThemes.setting(SampleThemes.rich(), "colors.sendTint.dark", to: "#123456"), name: "e.json")
    let before = cli.snapshot()
    let refused = cli.run(["commit", edited, "-m", "no base"])
    #expect(refused.code == 64)
    #expect(refused.err.contains("themereg checkout acme-chat -o FILE"), "\(refused.err)")
    #expect(refused.err.contains("--base N"), "\(refused.err)")
    #expect(cli.snapshot() == before)
    #expect(cli.run(["commit", edited, "-m", "with base", "--base", "1"]).code == 0)
    _ = file
  }

  @Test func withRequireBaseACheckedOutFileCommits() throws {
    _ = committedOnce()
    #expect(cli.run(["config", "require-base", "true"]).code == 0)
    let copy = cli.folder.file("copy.json")
    #expect(cli.run(["checkout", "acme-chat", "-o", copy]).code == 0)
    let text = try String(contentsOfFile: copy, encoding: .utf8).replacingOccurrences(of: "#0A5CD6", with: "#123456")
    try text.write(toFile: copy, atomically: true, encoding: .utf8)
    let outcome = cli.run(["commit", copy, "-m", "checked out"])
    #expect(outcome.code == 0, "\(outcome.err)")
  }

  @Test func aThemesFirstVersionNeedsNoBase() {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["config", "require-base", "true"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.rich()), "-m", "one"]).code == 0)
  }

  @Test(arguments: [["config", "require-base", "maybe"], ["config", "no-such-setting"]])
  func aBadSettingIsAUsageErrorAndChangesNothing(arguments: [String]) {
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let outcome = cli.run(arguments)
    #expect(outcome.code == 64)
    #expect(outcome.err.contains("require-base"), "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func aSettingChangedBehindThemeregsBackIsRefusedAndChecked() throws {
    _ = committedOnce()
    #expect(cli.run(["config", "require-base", "true"]).code == 0)
    try cli.tamper("UPDATE registry_settings SET value = 'false' WHERE name = 'require-base'")
    let read = cli.run(["config", "require-base"])
    #expect(read.code == 74)
    #expect(read.err.contains("the registry setting require-base no longer matches its digest"), "\(read.err)")
    let check = cli.run(["check"])
    #expect(check.code != 0)
    #expect(check.out.contains("require-base") || check.err.contains("require-base"), "\(check.out)\(check.err)")
  }

  @Test func anAuthoredDateIsShownAndFilteredBesideTheCommitTime() throws {
    _ = committedOnce()
    let edited = cli.themeFile(
      SampleThemes.setting(SampleThemes.rich(), "colors.sendTint.dark", to: "#123456"), name: "e.json")
    #expect(cli.run(["commit", edited, "-m", "old change", "--date", "2024-03-02T10:00:00+01:00"]).code == 0)
    let log = try #require(cli.run(["log", "acme-chat", "--json"]).json?["versions"]?.arrayElements)
    #expect(log.first?["authoredAt"] == .string("2024-03-02T09:00:00.000Z"))
    #expect(log.first?["createdAt"] != log.first?["authoredAt"])
    #expect(log.first?["provenance"] == .null)
    #expect(log.last?["authoredAt"] == log.last?["createdAt"])
    #expect(cli.run(["log", "acme-chat"]).out.contains("2024-03-02 09:00"))
    let since = try #require(
      cli.run(["log", "acme-chat", "--since", "2025-01-01", "--json"]).json?["versions"]?.arrayElements)
    #expect(since.map { $0["version"] } == [.integer(1)])
  }

  @Test func aDateThatIsNoDateIsAUsageError() {
    let file = committedOnce()
    let outcome = cli.run(["commit", file, "-m", "m", "--date", "yesterday"])
    #expect(outcome.code == 64)
    #expect(outcome.err.contains("is not a valid date for '--date'"), "\(outcome.err)")
  }

  @Test func aCopyKeepsSettingsAndAuthoredTimes() throws {
    _ = committedOnce()
    let edited = cli.themeFile(
      SampleThemes.setting(SampleThemes.rich(), "colors.sendTint.dark", to: "#123456"), name: "e.json")
    #expect(cli.run(["commit", edited, "-m", "old", "--date", "2024-03-02"]).code == 0)
    #expect(cli.run(["config", "require-base", "true"]).code == 0)
    let target = cli.folder.registry("copy.db")
    let copied = cli.run(["migrate-to", target])
    #expect(copied.code == 0, "\(copied.err)")
    #expect(cli.run(["--db", target, "config", "--json"]).json?["require-base"] == .string("true"))
    let log = try #require(cli.run(["--db", target, "log", "acme-chat", "--json"]).json?["versions"]?.arrayElements)
    #expect(log.first?["authoredAt"] == .string("2024-03-02T00:00:00.000Z"))
  }

  @Test func aCommitAndItsAuditSayHowManyColoursNoCheckMeasures() throws {
    #expect(cli.run(["init"]).code == 0)
    let file = cli.folder.write(
      "t.json",
      Array(##"{"format": "themereg.theme/1", "name": "t", "colors": {"a": "#000000", "b": "#FFFFFF"}}"##.utf8))
    let commit = cli.run(["commit", file, "-m", "colours only"])
    #expect(commit.out.contains("Coverage: 2 of 2 colours are in no contrast check (a, b)"), "\(commit.out)")
    let audit = try #require(cli.run(["audit", "t", "--json"]).json)
    #expect(audit["passed"] == .bool(true))
    #expect(audit["coverage"]?["checked"] == .integer(0))
    #expect(audit["coverage"]?["unchecked"] == .array([.string("a"), .string("b")]))
  }
}

/// `themereg pairs suggest`: the pairs a theme's names say it means.
@Suite("Suggesting pairs")
struct PairsCommandTests {
  let cli = CLIRunner()
  static let bare = ##"""
    {"format": "themereg.theme/1", "name": "m3", "colors": {"primary": "#6750A4", "onPrimary": "#FFFFFF",
      "surface": "#FFFBFE", "onSurface": "#1C1B1F"}}
    """##

  @Test func aStoredVersionsSuggestionsAreWrittenWithItsBaseAndCommitAsAnEdit() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.folder.write("m3.json", Array(Self.bare.utf8)), "-m", "one"]).code == 0)
    let output = cli.folder.file("paired.json")
    let outcome = cli.run(["pairs", "suggest", "m3", "--write", output, "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    let names = outcome.json?["suggestions"]?.arrayElements?.compactMap { $0["name"]?.stringValue } ?? []
    #expect(names.contains("onPrimary-on-primary"))
    #expect(names.contains("onSurface-on-surface"))
    let written = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    #expect(written["base"]?["version"] == .integer(1))
    #expect(written["pairs"]?["onPrimary-on-primary"]?["foreground"] == .string("onPrimary"))
    let commit = cli.run(["commit", output, "-m", "accept the suggestions", "--json"])
    #expect(commit.code == 0, "\(commit.err)")
    #expect(commit.json?["version"] == .integer(2))
    let audit = try #require(cli.run(["audit", "m3", "--json"]).json)
    #expect(audit["coverage"]?["checked"] == .integer(4))
  }

  @Test func namesNoConventionReadsSayThereIsNothingToSuggestAndWhatToDo() {
    let file = cli.folder.write(
      "plain.json",
      Array(
        ##"{"format": "themereg.theme/1", "name": "p", "colors": {"blue500": "#0000FF", "red500": "#FF0000"}}"##.utf8))
    let outcome = cli.run(["pairs", "suggest", file])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.out.hasPrefix("No pairs to suggest: no colour name follows a convention"), "\(outcome.out)")
    #expect(outcome.out.contains("state the pairs under \"pairs\""), "\(outcome.out)")
  }

  @Test func aFilesSuggestionsArePrintedWithTheirReasons() {
    let file = cli.folder.write("m3.json", Array(Self.bare.utf8))
    let outcome = cli.run(["pairs", "suggest", file])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.out.contains("onPrimary-on-primary"), "\(outcome.out)")
    #expect(outcome.out.contains("Material's on-colours"), "\(outcome.out)")
  }

  @Test(arguments: [(["pairs", "propose", "x.json"], Int32(64), "pairs has one verb, suggest")])
  func aWrongVerbIsAUsageError(arguments: [String], code: Int32, message: String) {
    let outcome = cli.run(arguments)
    #expect(outcome.code == code)
    #expect(outcome.err.contains(message), "\(outcome.err)")
  }

  @Test func anImportCanAddTheSuggestedPairsAndListThem() throws {
    let res = cli.folder.file("res")
    _ = cli.folder.write(
      "res/values/colors.xml",
      Array(
        "<resources><color name=\"primary\">#6750A4</color><color name=\"on_primary\">#FFFFFF</color></resources>"
          .utf8))
    let outcome = cli.run(["import", res, "--suggest-pairs", "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["document"]?["pairs"]?["on_primary-on-primary"]?["kind"] == .string("text"))
    #expect(
      outcome.json?["import"]?["suggestedPairs"]?.arrayElements?.first?["name"] == .string("on_primary-on-primary"))
    let text = cli.run(["import", res, "--suggest-pairs"])
    #expect(text.err.contains("suggested pair  on_primary-on-primary (text)"), "\(text.err)")
  }
}
