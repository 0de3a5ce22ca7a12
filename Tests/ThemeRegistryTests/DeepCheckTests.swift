import Testing
import ThemeAudit
import ThemeModel
import ThemeStore
import ThemeTestSupport

@testable import ThemeRegistry

/// `check --deep`: every stored run of the current ruleset is what a full audit of its
/// document stores; a run a faulty release wrote (with a digest that verifies) is named.
@Suite("Deep check re-audits every version")
struct DeepCheckTests {
  let folder = TemporaryDirectory()
  let registry: Registry

  init() throws {
    registry = try Registry.open(path: folder.registry(), create: true)
  }

  /// Commits the rich sample theme with its run changed by `forge` before it is stored.
  func commitForged(_ forge: (inout AuditRunDraft) -> Void) throws {
    var draft = try Registry.draftCommit(
      bytes: SampleThemes.bytes(SampleThemes.rich()), author: "ann", message: "forged")
    var run = try #require(draft.prepared.audit)
    forge(&run)
    draft.prepared.audit = run
    _ = try registry.commit(draft)
  }

  @Test func anHonestRegistryMatchesEveryRun() throws {
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "ann", message: "one")
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.minimal()), author: "ann", message: "two")
    let result = try registry.deepCheck()
    #expect(result == DeepCheckResult(problems: [], compared: 2, withoutCurrentRun: 0, unreadable: 0))
  }

  @Test func aRunThatLacksAFindingIsAProblem() throws {
    var dropped: StoredFinding?
    try commitForged { run in dropped = run.findings.removeFirst() }
    let finding = try #require(dropped)
    let problems = try registry.deepCheck().problems.map(\.description)
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("acme-chat@1: its stored audit run") == true)
    let lacks = "it lacks the \(finding.severity.rawValue) \(finding.rule) on \(finding.subject)"
    #expect(problems.first?.contains(lacks) == true)
  }

  @Test func aRunWithAnExtraFindingIsAProblem() throws {
    try commitForged { run in
      var extra = run.findings[0]
      extra.subject = "made-up"
      run.findings.append(extra)
    }
    let problems = try registry.deepCheck().problems.map(\.description)
    #expect(problems.count == 1)
    #expect(problems.first?.contains("it holds the") == true)
    #expect(problems.first?.contains("on made-up") == true)
  }

  @Test func aRunWithOtherCountsIsAProblem() throws {
    try commitForged { run in run.summary.errors += 1 }
    let problems = try registry.deepCheck().problems.map(\.description)
    #expect(problems.count == 1)
    #expect(problems.first?.contains("a full audit counts") == true)
  }

  @Test func aRunThatSaysAFailingVersionPassedIsAProblem() throws {
    try commitForged { run in run.summary.passed.toggle() }
    let problems = try registry.deepCheck().problems.map(\.description)
    #expect(problems.count == 1)
    #expect(problems.first?.contains("a full audit says it") == true)
  }

  @Test func aVersionWithOnlyAnOlderRulesetsRunIsCountedNotCompared() throws {
    registry.ruleset = "a11y/0"
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "ann", message: "old")
    registry.ruleset = Auditor.currentRuleset
    let result = try registry.deepCheck()
    #expect(result == DeepCheckResult(problems: [], compared: 0, withoutCurrentRun: 1, unreadable: 0))
  }

  @Test func progressCountsEveryVersion() throws {
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "ann", message: "one")
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.minimal()), author: "ann", message: "two")
    var seen: [[Int]] = []
    _ = try registry.deepCheck { done, total in seen.append([done, total]) }
    #expect(seen == [[1, 2], [2, 2]])
  }
}
