import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// The baseline gate cannot be talked down by the file it gates: lowering the baseline's own
/// contract is a new error (`policy.weakened`), on `audit --baseline` and on
/// `commit --require-no-new-errors` alike.
@Suite("Policy weakening under the baseline gate")
struct PolicyWeakeningGateTests {
  let cli = CLIRunner()

  /// A contract of 7:1 for text, a pair that must reach 4.5:1, light and dark required.
  nonisolated(unsafe) static let contract: [String: Any] = [
    "format": "themereg.theme/1", "name": "mini", "appearances": ["light", "dark"],
    "colors": [
      "background": ["light": "#FFFFFF", "dark": "#000000"], "text": ["light": "#000000", "dark": "#FFFFFF"],
      "accent": ["light": "#0050B0", "dark": "#80B0FF"],
    ],
    "contrast": ["text": 7],
    "components": ["body": ["text": "text", "background": "background"]],
    "pairs": ["accent-on-background": ["foreground": "accent", "background": "background", "minRatio": 4.5]],
  ]

  init() {
    cli.run(["init"])
    cli.run(["commit", cli.themeFile(Self.contract, name: "v1.json"), "-m", "the contract"])
  }

  struct Weakening: CustomTestStringConvertible, Sendable {
    let label: String
    let path: [String]
    let value: String?
    let subject: String
    let message: String
    var testDescription: String { label }
  }

  static let weakenings: [Weakening] = [
    Weakening(
      label: "policy ratio", path: ["contrast", "text"], value: "4.5", subject: "policy.weakened|contrast.text",
      message: "contrast.text was lowered from 7:1 to 4.5:1"),
    Weakening(
      label: "pair ratio", path: ["pairs", "accent-on-background", "minRatio"], value: "3",
      subject: "policy.weakened|pairs.accent-on-background",
      message: "the pair accent-on-background must now reach 3:1, down from 4.5:1"),
    Weakening(
      label: "pair removed", path: ["pairs", "accent-on-background"], value: nil,
      subject: "policy.weakened|pairs.accent-on-background",
      message: "the pair accent-on-background was removed, so nothing checks it any more"),
    Weakening(
      label: "required appearance", path: ["appearances"], value: "light", subject: "policy.weakened|appearances.dark",
      message: "the appearance dark is no longer required"),
  ]

  func weakened(_ weakening: Weakening) -> String {
    let value: Any? =
      switch weakening.value {
      case nil: nil
      case "light": ["light"]
      case let number?: Double(number)!
      }
    var theme = SampleThemes.setting(Self.contract, keys: weakening.path, to: value)
    if weakening.value == "light" {
      // Dropping dark means dropping its values too, or the document names an undeclared appearance.
      theme["colors"] = ["background": "#FFFFFF", "text": "#000000", "accent": "#0050B0"]
    }
    return cli.themeFile(theme, name: "w.json")
  }

  @Test(arguments: weakenings)
  func auditAgainstTheBaselineFailsOnTheLowering(_ weakening: Weakening) throws {
    let audit = cli.run(["audit", weakened(weakening), "--baseline", "mini@1", "--json"])
    #expect(audit.code == 1, "\(audit.out)")
    let new = try #require(audit.json?["baseline"]?["new"]?.arrayElements)
    let weakened = new.filter { $0["rule"] == .string("policy.weakened") }
    #expect(weakened.count == 1, "\(weakened)")
    let finding = try #require(weakened.first)
    #expect(finding["subject"] == .string(weakening.subject))
    #expect(finding["severity"] == .string("error"))
    #expect(finding["message"]?.stringValue?.hasPrefix(weakening.message) == true, "\(finding)")
  }

  @Test(arguments: weakenings)
  func aGatedCommitIsRefusedAndStoresNothing(_ weakening: Weakening) throws {
    let before = cli.snapshot()
    let commit = cli.run(["commit", weakened(weakening), "-m", "ask for less", "--require-no-new-errors"])
    #expect(commit.code == 1)
    #expect(commit.err.contains("new  policy.weakened  \(weakening.message)"), "\(commit.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func aWeakeningIsWaivableWithAReason() throws {
    let file = weakened(Self.weakenings[0])
    let audit = cli.run(
      ["audit", file, "--baseline", "mini@1", "--json", "--waive", "policy.weakened=AA is our target now (DS-31)"])
    #expect(audit.code == 0, "\(audit.out)")
    let waived = try #require(audit.json?["baseline"]?["waived"]?.arrayElements)
    #expect(waived.map { $0["subject"] } == [.string("policy.weakened|contrast.text")])
    #expect(waived.first?["reason"] == .string("AA is our target now (DS-31)"))
    let commit = cli.run([
      "commit", file, "-m", "lower", "--require-no-new-errors", "--waive", "policy.weakened|contrast.text=DS-31",
    ])
    #expect(commit.code == 0, "\(commit.err)")
    #expect(commit.out.contains("waived  policy.weakened  contrast.text was lowered from 7:1 to 4.5:1 — DS-31"))
  }

  @Test(arguments: [
    ("policy.weakend=typo", "the waiver \"policy.weakend\" matches no new or worsened error against mini@1"),
    ("policy.weakened=", "the waiver of \"policy.weakened\" has no reason; write --waive KEY=REASON"),
    ("novalue", "'--waive novalue' needs a reason: --waive KEY=REASON."),
  ])
  func aWaiverThatMatchesNothingOrHasNoReasonIsRefused(waiver: String, message: String) {
    let before = cli.snapshot()
    let commit = cli.run([
      "commit", weakened(Self.weakenings[0]), "-m", "x", "--require-no-new-errors", "--waive", waiver,
    ])
    #expect(commit.code == 64, "\(commit.err)")
    #expect(commit.err.hasPrefix("error: " + message), "\(commit.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func aWaiverWithoutTheGateIsAUsageError() {
    let before = cli.snapshot()
    let audit = cli.run(["audit", weakened(Self.weakenings[0]), "--waive", "policy.weakened=r"])
    #expect(audit.code == 64)
    #expect(audit.err.hasPrefix("error: --waive goes with --baseline."))
    let commit = cli.run(["commit", weakened(Self.weakenings[0]), "-m", "x", "--waive", "policy.weakened=r"])
    #expect(commit.code == 64)
    #expect(commit.err.hasPrefix("error: --waive goes with --require-no-new-errors."))
    #expect(cli.snapshot() == before)
  }

  @Test func raisingTheContractPasses() {
    let stricter = SampleThemes.setting(Self.contract, keys: ["contrast", "text"], to: 10)
    let audit = cli.run(["audit", cli.themeFile(stricter, name: "s.json"), "--baseline", "mini@1"])
    #expect(audit.code == 0, "\(audit.out)")
    #expect(!audit.out.contains("policy.weakened"))
  }

  @Test func theStoredVersionIsComparedToo() throws {
    cli.run(["commit", weakened(Self.weakenings[0]), "-m", "lowered"])
    let audit = cli.run(["audit", "mini@2", "--baseline", "mini@1"])
    #expect(audit.code == 1)
    #expect(audit.out.contains("policy.weakened"))
  }
}
