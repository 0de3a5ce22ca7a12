import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeCLI

@Suite("Command line")
struct CLITests {
  let cli = CLIRunner()
  var folder: TemporaryDirectory { cli.folder }
  var db: String { cli.db }

  @discardableResult
  func run(_ arguments: [String], stdin: [UInt8] = [], environment: [String: String] = [:]) -> CLIRunner.Outcome {
    cli.run(arguments, stdin: stdin, environment: environment)
  }

  func themeFile(_ object: [String: Any], name: String = "theme.json") -> String {
    folder.write(name, SampleThemes.bytes(object))
  }

  func registryBytes() -> [UInt8]? { StoreSQL.snapshot(db) }

  @Test func initIsIdempotent() {
    #expect(run(["init"]).code == 0)
    let second = run(["init", "--json"])
    #expect(second.code == 0)
    #expect(second.json?["ready"] == .bool(true))
  }

  @Test func commitLogShowAndListRoundTrip() throws {
    run(["init"])
    let file = themeFile(SampleThemes.rich())
    let commit = run(["commit", file, "-m", "First cut", "--author", "alice", "--json"])
    #expect(commit.code == 0, "\(commit.err)")
    let json = try #require(commit.json)
    #expect(json["theme"] == .string("acme-chat"))
    #expect(json["version"] == .number(1))
    #expect(json["created"] == .bool(true))
    #expect(json["audit"]?["ruleset"] == .string("a11y/3"))
    #expect(json["audit"]?["passed"] == .bool(true))
    let hash = try #require(json["contentHash"]?.stringValue)

    let log = run(["log", "acme-chat", "--json"])
    let versions = try #require(log.json?["versions"]?.arrayElements)
    #expect(versions.count == 1)
    #expect(versions[0]["author"] == .string("alice"))
    #expect(versions[0]["message"] == .string("First cut"))
    #expect(versions[0]["contentHash"] == .string(hash))
    #expect(versions[0]["errors"] == .number(0))

    let show = run(["show", "acme-chat@1"])
    #expect(show.code == 0)
    #expect(ContentHash(of: Array(show.out.dropLast().utf8)).description == hash)

    let list = run(["list"])
    #expect(list.out.contains("acme-chat"))
    #expect(list.out.contains("@1"))
    #expect(run(["check"]).code == 0)
  }

  @Test func unchangedContentSaysSo() {
    run(["init"])
    let file = themeFile(SampleThemes.rich())
    run(["commit", file, "-m", "one"])
    let again = run(["commit", file, "-m", "two", "--json"])
    #expect(again.code == 0)
    #expect(again.json?["created"] == .bool(false))
    #expect(run(["commit", file, "-m", "two"]).out.contains("No change: acme-chat@1 already has this content"))
  }

  @Test func commitReadsStandardInputAndAuthorFromTheEnvironment() throws {
    run(["init"])
    let outcome = run(
      ["commit", "-", "-m", "piped"], stdin: SampleThemes.bytes(SampleThemes.minimal()),
      environment: ["THEMEREG_AUTHOR": "ci-bot"])
    #expect(outcome.code == 0)
    let versions = try #require(run(["log", "mini", "--json"]).json?["versions"]?.arrayElements)
    #expect(versions.first?["author"] == .string("ci-bot"))
  }

  @Test func commitPrintsTheErrorsOfAFailingAudit() {
    run(["init"])
    let failing = SampleThemes.setting(
      SampleThemes.rich(), "colors.outgoingBubble", to: ["light": "#0B5FFF", "dark": "#4C8DFF"])
    let outcome = run(["commit", themeFile(failing), "-m", "brighter"])
    #expect(outcome.code == 0)
    // dark high contrast falls back to dark: one line names both appearances.
    #expect(
      outcome.out.contains(
        "Outgoing message text on its background is 3.20:1 in dark and dark high-contrast mode; needs 4.5:1"))
    #expect(outcome.out.components(separatedBy: "Outgoing message text on its background").count == 2)
    let refused = run(["commit", themeFile(failing), "-m", "again", "--require-pass"])
    #expect(refused.code == 1)
    #expect(refused.err.contains("nothing was stored"))
  }

  @Test func auditOfAStoredVersionExitsOneOnErrorsAndSupportsEveryFormat() throws {
    run(["init"])
    let failing = SampleThemes.setting(
      SampleThemes.rich(), "colors.outgoingBubble", to: ["light": "#0B5FFF", "dark": "#4C8DFF"])
    run(["commit", themeFile(failing), "-m", "m"])
    let text = run(["audit", "acme-chat"])
    #expect(text.code == 1)
    #expect(text.out.contains("error contrast.text, WCAG 1.4.3"))
    #expect(text.out.contains("Summary: 4 errors"))
    #expect(text.out.contains("Dynamic Type (pt"))
    let json = try #require(run(["audit", "acme-chat@1", "--format", "json"]).json)
    #expect(json["version"] == .number(1))
    #expect(json["passed"] == .bool(false))
    let finding = try #require(json["findings"]?.arrayElements?.first)
    for key in ["rule", "severity", "subject", "appearance", "measured", "required", "wcag", "message"] {
      #expect(finding[key] != nil, "missing \(key)")
    }
    #expect(json["typeScale"]?["body"]?["ios"]?["extraSmall"] == .number(15))
    #expect(json["typeScale"]?["body"]?["android"]?["1.15"] == .number(19.55))
    let errorsOnly = try #require(run(["audit", "acme-chat", "--format", "json", "--min-severity", "error"]).json)
    let severities = try #require(errorsOnly["findings"]?.arrayElements).map { $0["severity"] }
    #expect(severities == Array(repeating: .string("error"), count: 4))
  }

  @Test func sarifHasTheStructureGitHubRequires() throws {
    let failing = SampleThemes.setting(
      SampleThemes.rich(), "colors.outgoingBubble", to: ["light": "#0B5FFF", "dark": "#4C8DFF"])
    let sarif = try #require(run(["audit", themeFile(failing), "--format", "sarif"]).json)
    #expect(sarif["version"] == .string("2.1.0"))
    let runEntry = try #require(sarif["runs"]?.arrayElements?.first)
    #expect(runEntry["tool"]?["driver"]?["name"] == .string("themereg"))
    #expect(runEntry["tool"]?["driver"]?["rules"]?.arrayElements?.count == 24)
    let results = try #require(runEntry["results"]?.arrayElements)
    #expect(results.count > 0)
    for result in results {
      #expect(result["ruleId"]?.stringValue != nil)
      #expect(["error", "warning", "note"].contains(result["level"]?.stringValue ?? ""))
      #expect(result["message"]?["text"]?.stringValue != nil)
      let location = result["locations"]?.arrayElements?.first
      #expect(location?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue?.hasSuffix("theme.json") == true)
      #expect(location?["logicalLocations"]?.arrayElements?.first?["fullyQualifiedName"]?.stringValue != nil)
    }
  }

  @Test func auditOfAFileWritesNothing() {
    let outcome = run(["audit", themeFile(SampleThemes.rich())])
    #expect(outcome.code == 0)
    #expect(outcome.out.contains("not stored"))
    #expect(registryBytes() == nil)
  }

  @Test func rerunReportsAddedRuns() {
    run(["init"])
    run(["commit", themeFile(SampleThemes.rich()), "-m", "m"])
    let outcome = run(["audit", "--rerun", "--all"])
    #expect(outcome.code == 0)
    #expect(outcome.out.contains("acme-chat: 0 run(s) added with ruleset a11y/3"))
    #expect(run(["audit", "--rerun", "nope"]).code == 66)
  }

  // MARK: - Errors: exit code, message, and an unchanged registry

  static let usageErrors: [([String], String)] = [
    (["frobnicate"], "Unknown command 'frobnicate'."),
    (["lgo", "x"], "Did you mean 'log'?"),
    (["log", "x", "--limt", "3"], "Unknown option '--limt'. Did you mean '--limit'?"),
    (["log"], "Missing expected argument 'THEME'."),
    (["log", "x", "--limit", "zero"], "'zero' is not a valid value for '--limit'"),
    (["commit", "f.json"], "Missing expected argument '--message <MSG>'"),
    (["show", "acme-chat@abc"], "is not a version reference"),
    (["audit", "x", "--profile", "wcga"], "Did you mean 'wcag'?"),
    (["log", "x", "--since", "yesterday"], "is not a valid date"),
    (["--bogus"], "Unknown option '--bogus'."),
    (["init", "--json=yes"], "does not take a value"),
  ]

  @Test(arguments: usageErrors)
  func usageErrorsExit64(arguments: [String], message: String) {
    run(["init"])
    let before = registryBytes()
    let outcome = run(arguments)
    #expect(outcome.code == 64)
    #expect(outcome.err.hasPrefix("error: "))
    #expect(outcome.err.contains(message), "\(outcome.err)")
    #expect(registryBytes() == before)
  }

  static let badDocuments: [(String, String)] = [
    ("{not json", "invalid JSON at line 1"),
    (#"{"format": "themereg.theme/1", "name": "x", "colors": {"a": NaN}}"#, "NaN and Infinity"),
    (##"{"format": "themereg.theme/1", "name": "x", "colors": {"a": "#000"}, "colors": {}}"##, "duplicate key"),
    (##"{"format": "themereg.theme/1", "name": "../x", "colors": {"a": "#000"}}"##, "not a valid theme name"),
    (#"{"format": "themereg.theme/1", "name": "x", "colors": {"a": "{a}"}}"#, "alias cycle a → a"),
    (
      ##"{"format": "themereg.theme/1", "name": "x", "displayName": "A\u0000B", "colors": {"a": "#000"}}"##,
      "displayName: the text contains NUL (U+0000); remove it"
    ),
  ]

  @Test(arguments: badDocuments)
  func invalidDocumentsExit65AndWriteNothing(text: String, message: String) throws {
    run(["init"])
    run(["commit", themeFile(SampleThemes.rich()), "-m", "m"])
    let before = registryBytes()
    let outcome = run(["commit", folder.write("bad.json", Array(text.utf8)), "-m", "bad", "--json"])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains(message), "\(outcome.err)")
    #expect(outcome.json?["error"]?["code"] == .number(65))
    #expect(registryBytes() == before)
    #expect(run(["log", "acme-chat", "--json"]).json?["versions"]?.arrayElements?.count == 1)
  }

  @Test func commitWithoutARegistryNamesTheRegistryBeforeTheDocument() {
    // The document is checked while the registry opens; the registry's error still comes first.
    let outcome = run(["commit", folder.write("bad.json", Array("{".utf8)), "-m", "bad"])
    #expect(outcome.code == 66)
    #expect(outcome.err.contains("themereg init"), "\(outcome.err)")
    #expect(registryBytes() == nil)
  }

  @Test func hugeDocumentIsRejected() {
    run(["init"])
    let huge = folder.write("huge.json", [UInt8](repeating: 0x20, count: 20 * 1024 * 1024))
    let outcome = run(["commit", huge, "-m", "m"])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("is larger than a theme document may be (8388608 bytes, 8 MiB)"))
  }

  @Test(arguments: [
    (["log", "nope"], "no theme named \"nope\""), (["show", "nope@1"], "no theme named"),
    (["commit", "/no/such/file.json", "-m", "m"], "no such file"), (["audit", "nope@2"], "no theme named"),
  ])
  func missingThingsExit66(arguments: [String], message: String) {
    run(["init"])
    let outcome = run(arguments)
    #expect(outcome.code == 66)
    #expect(outcome.err.contains(message), "\(outcome.err)")
  }

  @Test func versionPastTheLatestExits66() {
    run(["init"])
    run(["commit", themeFile(SampleThemes.rich()), "-m", "m"])
    let outcome = run(["show", "acme-chat@9"])
    #expect(outcome.code == 66)
    #expect(outcome.err.contains("acme-chat has no version 9; its versions are 1…1"))
  }

  @Test func commandsWithoutARegistrySayToRunInit() {
    let outcome = run(["list"])
    #expect(outcome.code == 66)
    #expect(outcome.err.contains("themereg init"))
    #expect(registryBytes() == nil)
  }

  @Test(arguments: [
    ("text.db", Array("plain text".utf8), 74, "is not a themereg registry (it is not an SQLite database)"),
    ("empty.db", [UInt8](), 66, "is not a themereg registry (it is an empty file); run 'themereg init"),
  ])
  func foreignFilesAsDatabaseExitWithoutChangingThem(name: String, bytes: [UInt8], code: Int32, message: String) {
    let path = folder.write(name, bytes)
    let outcome = run(["--db", path, "list"])
    #expect(outcome.code == code)
    #expect(outcome.err.contains(message))
    #expect(folder.read(name) == bytes)
  }

  @Test func folderAsDatabaseExits74() {
    let outcome = run(["--db", folder.path, "init"])
    #expect(outcome.code == 74)
    #expect(outcome.err.contains("it is a folder"))
  }

  @Test func everyCommandHasHelp() {
    for command in CLI.commands {
      let outcome = run([command.spec.name, "--help"])
      #expect(outcome.code == 0)
      #expect(outcome.out.contains("USAGE: themereg \(command.spec.name)"))
    }
    #expect(run(["--help"]).out.contains("COMMANDS:"))
    #expect(run(["--version"]).out == "themereg \(CLI.version)\n")
  }

  @Test func optionsAcceptEqualsAndDoubleDash() throws {
    run(["init"])
    let file = themeFile(SampleThemes.rich(), name: "-dash.json")
    let outcome = run(["commit", "--message=with equals", "--author=eve", "--", file])
    #expect(outcome.code == 0, "\(outcome.err)")
    let versions = try #require(run(["log", "acme-chat", "--json"]).json?["versions"]?.arrayElements)
    #expect(versions.first?["message"] == .string("with equals"))
  }
}
