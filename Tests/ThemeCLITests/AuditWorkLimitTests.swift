import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// One file cannot exhaust a CI runner: the contrast work its pairs ask for (pairs × backdrops ×
/// appearances) is bounded, and a file past the bound is refused before anything is measured.
@Suite("Audit work limit")
struct AuditWorkLimitTests {
  let cli = CLIRunner()

  /// `pairs` pairs over `backdrops` translucent backdrops each, in light and dark.
  func theme(pairs: Int, backdrops: Int) -> [String: Any] {
    var colors: [String: Any] = [
      "background": ["light": "#FFFFFF", "dark": "#000000"], "text": ["light": "#000000", "dark": "#FFFFFF"],
    ]
    for index in 0..<backdrops { colors["b\(index)"] = ["light": "#FFFFFF", "dark": "#101010"] }
    var stated: [String: Any] = [:]
    let names = (0..<backdrops).map { "b\($0)" }
    for index in 0..<pairs {
      stated["p\(index)"] = ["foreground": "text", "background": "background", "backdrops": names]
    }
    var object = SampleThemes.minimal()
    object["appearances"] = ["light", "dark"]
    object["colors"] = colors
    object["pairs"] = stated
    return object
  }

  @Test func aFilePastTheBoundIsRefusedWithTheCountAndTheLimit() throws {
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let file = cli.themeFile(theme(pairs: 1_001, backdrops: 50))
    for command in [["audit", file], ["commit", file, "-m", "big"]] {
      let outcome = cli.run(command)
      #expect(outcome.code == 65, "\(outcome.err)")
      #expect(
        outcome.err.contains(
          "pairs: asks for 100100 contrast measurements (pairs × backdrops × appearances, and the pairs of each distinct set); the limit is 100000"
        ))
    }
    #expect(cli.snapshot() == before)
  }

  @Test func aFileWithinTheBoundIsAudited() {
    let outcome = cli.run(["audit", cli.themeFile(theme(pairs: 20, backdrops: 50)), "--json"])
    #expect(outcome.code == 0 || outcome.code == 1, "\(outcome.err)")
    #expect(outcome.json?["errors"] != nil)
  }
}
