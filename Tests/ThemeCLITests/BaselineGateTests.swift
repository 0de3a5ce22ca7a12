import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// A gate that fails only on what a change adds: `audit --baseline` and
/// `commit --require-no-new-errors`, for a theme that carries old errors.
@Suite("Baseline gate")
struct BaselineGateTests {
  let cli = CLIRunner()

  /// mini@1 carries an old error: #777777 text on white (4.47:1).
  init() {
    cli.run(["init"])
    cli.run(["commit", cli.themeFile(SampleThemes.minimal(text: "#777777"), name: "v1.json"), "-m", "old debt"])
  }

  /// The minimal theme with its old error, plus a second component with `caption` on white.
  func withCaption(_ caption: String, text: String = "#777777") -> String {
    var object = SampleThemes.minimal(text: text)
    object = SampleThemes.setting(object, "colors.caption", to: caption)
    object = SampleThemes.setting(object, "components.note", to: ["text": "caption", "background": "background"])
    return cli.themeFile(object, name: "c\(caption.dropFirst())\(text.dropFirst()).json")
  }

  @Test func keepingOldErrorsPasses() throws {
    let file = withCaption("#000000")
    let audit = cli.run(["audit", file, "--baseline", "mini@1", "--json"])
    #expect(audit.code == 0, "\(audit.err)")
    let baseline = try #require(audit.json?["baseline"])
    #expect(baseline["version"] == .string("mini@1"))
    #expect(baseline["addsErrors"] == .bool(false))
    #expect(baseline["new"]?.arrayElements?.contains { $0["severity"] == .string("error") } == false)
    #expect(
      baseline["unchanged"]?.arrayElements?.contains {
        $0["subject"] == .string("contrast.text|components.body.text/background|light")
      } == true)
    // Without the baseline the same file fails on the old error.
    #expect(cli.run(["audit", file]).code == 1)
  }

  @Test func aNewErrorFails() throws {
    let audit = cli.run(["audit", withCaption("#888888"), "--baseline", "latest"])
    #expect(audit.code == 1)
    #expect(audit.out.contains("Against mini@1 (baseline): "))
    #expect(audit.out.contains("ADDS 1 error"))
    #expect(audit.out.contains("new       error  contrast.text  Note text on its background is 3.54:1 in light mode"))
  }

  @Test func aWorseRatioOfAnOldErrorFails() throws {
    let audit = cli.run(["audit", withCaption("#000000", text: "#999999"), "--baseline", "1", "--json"])
    #expect(audit.code == 1)
    let worsened = try #require(audit.json?["baseline"]?["worsened"]?.arrayElements)
    #expect(worsened.map { $0["subject"] } == [.string("contrast.text|components.body.text/background|light")])
    #expect(worsened.first?["baselineMeasured"]?.numberValue.map { $0 > 4.47 && $0 < 4.48 } == true)
  }

  @Test func fixedFindingsAreListed() throws {
    let audit = cli.run(["audit", withCaption("#000000", text: "#000000"), "--baseline", "mini@1", "--json"])
    #expect(audit.code == 0)
    let fixed = try #require(audit.json?["baseline"]?["fixed"]?.arrayElements).map { $0["subject"] }
    #expect(fixed.contains(.string("contrast.text|components.body.text/background|light")))
  }

  @Test func sarifResultsCarryTheirBaselineState() throws {
    let sarif = try #require(
      cli.run(["audit", withCaption("#888888", text: "#000000"), "--baseline", "mini@1", "--format", "sarif"]).json)
    let results = try #require(sarif["runs"]?.arrayElements?.first?["results"]?.arrayElements)
    func state(_ subject: String) -> JSONValue? {
      results.first { $0["partialFingerprints"]?["themeregSubject/v1"] == .string(subject) }?["baselineState"]
    }
    #expect(state("contrast.text|components.note.text/background|light") == .string("new"))
    #expect(state("contrast.text|components.body.text/background|light") == .string("absent"))
    #expect(results.allSatisfy { $0["baselineState"] != nil })
  }

  @Test func commitRequireNoNewErrorsStoresOnlyWhatAddsNone() throws {
    let keeps = cli.run(["commit", withCaption("#000000"), "-m", "unrelated", "--require-no-new-errors"])
    #expect(keeps.code == 0, "\(keeps.err)")
    let before = cli.snapshot()
    let adds = cli.run(["commit", withCaption("#888888"), "-m", "worse", "--require-no-new-errors"])
    #expect(adds.code == 1)
    #expect(adds.err.contains("error(s) that mini@2 does not have, so nothing was stored"))
    #expect(adds.err.contains("new  contrast.text  Note text on its background is 3.54:1"))
    #expect(cli.snapshot() == before)
    // --require-pass refuses even the old debt.
    #expect(cli.run(["commit", withCaption("#111111"), "-m", "x", "--require-pass"]).code == 1)
  }
}
