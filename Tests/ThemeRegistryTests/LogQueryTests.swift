import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeRegistry
@testable import ThemeStore

/// `log`'s filters, on a history where two themes interleave, one version fails, a second
/// ruleset re-audited everything and one approval was revoked.
@Suite("Log filters")
struct LogQueryTests {
  let folder = TemporaryDirectory()
  let registry: Registry

  /// mini: @1 #000000 by ann, @2 #999999 (fails contrast) by bob, @3 #111111 by ann, @4 #222222 by bob;
  /// other: @1, @2 committed in between. mini@1 approved; mini@3 approved, then revoked.
  init() throws {
    let day = 86_400.0
    let clock = Clock()
    registry = try Registry.open(path: folder.registry(), create: true, clock: { clock.now() })
    let steps: [(theme: String, text: String, author: String)] = [
      ("mini", "#000000", "ann"), ("other", "#000000", "cy"), ("mini", "#999999", "bob"), ("mini", "#111111", "ann"),
      ("other", "#333333", "cy"), ("mini", "#222222", "bob"),
    ]
    for (index, step) in steps.enumerated() {
      clock.set(Date(timeIntervalSince1970: 1_800_000_000 + Double(index) * day))
      _ = try registry.commit(
        bytes: SampleThemes.bytes(SampleThemes.minimal(name: step.theme, text: step.text)), author: step.author,
        message: "\(step.theme) \(index)")
    }
    _ = try registry.approve(VersionReference(theme: "mini", number: 1), by: "lead")
    _ = try registry.approve(VersionReference(theme: "mini", number: 3), by: "lead")
    _ = try registry.revoke(VersionReference(theme: "mini", number: 3), by: "lead", reason: "withdrawn")
    registry.ruleset = "a11y/3-test"
    _ = try registry.rerunAudits(theme: "mini")
  }

  final class Clock: @unchecked Sendable {
    private var current = Date(timeIntervalSince1970: 1_800_000_000)
    func now() -> Date { current }
    func set(_ date: Date) { current = date }
  }

  func log(_ query: LogQuery = LogQuery()) throws -> [LogEntry] { try registry.log(theme: "mini", query: query) }

  @Test func everyVersionNewestFirstWithItsNewestRunAndApproval() throws {
    let entries = try log()
    #expect(entries.map(\.version.number) == [4, 3, 2, 1])
    #expect(entries.allSatisfy { $0.audit?.ruleset == "a11y/3-test" })
    #expect(entries.map(\.approved) == [false, false, false, true])
    #expect(entries.map { $0.audit?.passed } == [true, true, false, true])
  }

  @Test func anotherThemesVersionsAndRunsStayOut() throws {
    let other = try registry.log(theme: "other")
    #expect(other.map(\.version.number) == [2, 1])
    #expect(other.allSatisfy { $0.audit?.ruleset == "a11y/3" && !$0.approved })
  }

  @Test(arguments: ["yesterday", "2027-02-30", "2027-01-18T25:00"])
  func aSinceThatIsNotADateIsAnError(since: String) throws {
    #expect {
      _ = try log(LogQuery(since: since))
    } throws: { error in
      guard case .invalidRequest(let message) = error as? RegistryError else { return false }
      return message.contains("'\(since)' is not a date")
    }
  }

  @Test func aRulesetCountsItsOwnRuns() throws {
    let entries = try log(LogQuery(ruleset: "a11y/3"))
    #expect(entries.map { $0.audit?.ruleset } == Array(repeating: "a11y/3", count: 4))
    #expect(entries.map { $0.audit?.passed } == [true, true, false, true])
  }

  @Test func aRulesetNoRunHasIsAnErrorThatListsTheRulesets() throws {
    #expect {
      _ = try log(LogQuery(ruleset: "a11y/9"))
    } throws: { error in
      guard case .unknownRuleset("a11y/9", let known) = error as? RegistryError else { return false }
      return known == ["a11y/3", "a11y/3-test"]
        && "\(error)".contains("no audit run in this registry has the ruleset \"a11y/9\"; it has a11y/3, a11y/3-test")
    }
  }

  @Test(arguments: [
    (LogQuery(limit: 2), [4, 3]), (LogQuery(author: "ann"), [3, 1]), (LogQuery(author: "nobody"), []),
    (LogQuery(since: "2027-01-18"), [4, 3]), (LogQuery(failingOnly: true), [2]),
    (LogQuery(limit: 1, failingOnly: true), [2]), (LogQuery(limit: 1, author: "bob", failingOnly: true), [2]),
    (LogQuery(failingOnly: true, ruleset: "a11y/3"), [2]),
  ])
  func filtersKeepTheVersionsTheyName(_ query: LogQuery, _ numbers: [Int]) throws {
    #expect(try log(query).map(\.version.number) == numbers)
  }
}
