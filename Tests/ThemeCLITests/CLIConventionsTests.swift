import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeCLI

/// The command line as shells and scripts expect it.
@Suite("CLI conventions")
struct CLIConventionsTests {
  let cli = CLIRunner()

  @Test(arguments: ["commit", "export", "history", "migrate-to"])
  func helpCommandIsThatCommandsHelp(command: String) {
    let help = cli.run(["help", command])
    #expect(help.code == 0)
    #expect(help.out == cli.run([command, "--help"]).out)
    #expect(help.out.contains("USAGE: themereg \(command)"))
  }

  @Test func helpOfAnUnknownCommandIsAUsageError() {
    let help = cli.run(["help", "comit"])
    #expect(help.code == 64)
    #expect(help.err.contains("Unknown command 'comit'. Did you mean 'commit'?"))
  }

  @Test(arguments: [
    (["NO_COLOR": "1"], true, false), (["NO_COLOR": ""], true, false), (["TERM": "dumb"], true, false),
    ([:], false, false), ([:], true, true), (["TERM": "xterm-256color"], true, true),
  ])
  func colourOnlyOnATerminalWithoutNoColorOrDumbTerminals(environment: [String: String], terminal: Bool, color: Bool) {
    #expect(Console.colorAllowed(environment: environment, isTerminal: terminal) == color)
  }

  @Test(arguments: [
    (["show", "nope"], 66, "noSuchTheme"), (["show", "mini@9"], 66, "noSuchVersion"),
    (["show", "mini@x"], 64, "invalidReference"), (["commit", "BAD", "-m", "m"], 65, "invalidDocument"),
    (["export", "mini", "--format", "css", "-o", "OUT"], 66, "noApprovedVersion"),
    (["approve", "mini@1", "--by", "tester"], 1, "approvalRefused"), (["log", "mini", "--limit", "0"], 64, "usage"),
    (["history", "--rule", "nope"], 64, "unknownRule"), (["--db", "", "list"], 64, "invalidLocation"),
  ])
  func jsonErrorsCarryAStableKind(arguments: [String], code: Int32, kind: String) throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.minimal()), "-m", "one"]).code == 0)
    let bad = cli.folder.write("bad.json", Array("{".utf8))
    let resolved = arguments.map { $0 == "BAD" ? bad : $0 == "OUT" ? cli.folder.file("out") : $0 }
    let outcome = cli.run(["--json"] + resolved)
    #expect(outcome.code == code)
    let error = try #require(outcome.json?["error"])
    #expect(error["code"] == .number(Double(code)))
    #expect(error["kind"] == .string(kind))
  }

  @Test func aUsageErrorIsOneErrorLineAndOneHintLine() {
    let outcome = cli.run(["log"])
    #expect(outcome.code == 64)
    let lines = outcome.err.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("error: ") == true)
    #expect(lines.last == "hint: usage: themereg log THEME [options]; see 'themereg log --help'")
  }

  @Test func exportUnapprovedWithoutAVersionIsTheLatestDraft() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.minimal()), "-m", "one"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.minimal(text: "#111111")), "-m", "two"]).code == 0)
    let out = cli.folder.file("draft")
    let export = cli.run(["export", "mini", "--format", "css", "--unapproved", "-o", out, "--json"])
    #expect(export.code == 0, "\(export.err)")
    #expect(export.json?["version"] == .number(2))
    let css = String(decoding: try #require(cli.folder.read("draft/css/theme.css")), as: UTF8.self)
    #expect(css.contains("UNAPPROVED"))
    #expect(css.contains("#111111"))
  }
}
