import Testing
import ThemeModel
import ThemeRegistry
import ThemeTestSupport

/// `themereg check --deep`: exit 0 and how many versions matched, or exit 74 naming the
/// version whose stored run a full audit would not store; nothing is written either way.
@Suite("check --deep at the command line")
struct DeepCheckCLITests {
  let cli = CLIRunner()

  init() {
    cli.run(["init"])
    cli.run(["commit", cli.themeFile(SampleThemes.minimal()), "-m", "one", "--author", "ann"])
    cli.run(["commit", cli.themeFile(SampleThemes.minimal(text: "#111111")), "-m", "two", "--author", "ann"])
  }

  /// Stores a run without its first finding, as a faulty release would (its digests verify).
  func commitForgedRun() throws {
    let registry = try Registry.open(path: cli.db)
    var draft = try Registry.draftCommit(
      bytes: SampleThemes.bytes(SampleThemes.rich()), author: "ann", message: "forged")
    var run = try #require(draft.prepared.audit)
    run.findings.removeFirst()
    draft.prepared.audit = run
    _ = try registry.commit(draft)
  }

  @Test func anHonestRegistryPassesAndSaysHowManyVersionsMatched() {
    let before = cli.snapshot()
    let outcome = cli.run(["check", "--deep"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.out.contains("passed every check; 2 version(s) re-audited in full match their stored runs"))
    #expect(cli.snapshot() == before)
  }

  @Test func aForgedRunExits74AndNamesTheVersion() throws {
    try commitForgedRun()
    let before = cli.snapshot()
    let outcome = cli.run(["check", "--deep"])
    #expect(outcome.code == 74)
    #expect(outcome.err.contains("problem: acme-chat@1: its stored audit run"))
    #expect(outcome.err.contains("which a full audit finds"))
    #expect(outcome.err.contains("error: 1 integrity problem(s) found"))
    #expect(outcome.out.isEmpty)
    #expect(cli.snapshot() == before)
  }

  @Test func theForgedRunPassesTheShallowCheck() throws {
    try commitForgedRun()
    #expect(cli.run(["check"]).code == 0)
  }

  @Test func aDamagedDocumentIsCountedAsUnreadableAndNamedByTheIntegrityCheck() throws {
    try cli.tamper("UPDATE documents SET byte_count = 8388609")
    let before = cli.snapshot()
    let outcome = cli.run(["check", "--deep", "--json"])
    #expect(outcome.code == 74)
    let json = try #require(outcome.json)
    #expect(json["deep"]?["unreadable"] == .number(2))
    #expect(json["deep"]?["compared"] == .number(0))
    let problems = json["problems"]?.arrayElements?.compactMap(\.stringValue) ?? []
    #expect(problems.contains { $0.contains("its stored size is") })
    #expect(cli.snapshot() == before)
  }

  @Test func jsonCountsTheComparedVersions() throws {
    try commitForgedRun()
    let outcome = cli.run(["check", "--deep", "--json"])
    #expect(outcome.code == 74)
    let json = try #require(outcome.json)
    #expect(json["ok"] == .bool(false))
    #expect(json["problems"]?.arrayElements?.count == 1)
    #expect(json["deep"]?["compared"] == .number(3))
    #expect(json["deep"]?["withoutCurrentRun"] == .number(0))
  }
}
