import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeCLI

/// With `--json`, standard output holds exactly one JSON value on every path: success, a
/// refusal, a usage error and an I/O error, for every command. Parsed, not searched.
@Suite("One JSON value on every path")
struct JSONEveryPathTests {
  /// A command line and whether it succeeds on the registry `prepared` makes.
  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let succeeds: Bool
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["init"], succeeds: true), Case(arguments: ["init", "extra"], succeeds: false),
    Case(arguments: ["commit", "THEME", "-m", "again"], succeeds: true),
    Case(arguments: ["commit", "missing.json", "-m", "x"], succeeds: false),
    Case(arguments: ["commit", "BROKEN", "-m", "x"], succeeds: false),
    Case(arguments: ["commit", "THEME"], succeeds: false),
    Case(arguments: ["list"], succeeds: true), Case(arguments: ["list", "extra"], succeeds: false),
    Case(arguments: ["log", "acme-chat"], succeeds: true), Case(arguments: ["log", "nosuch"], succeeds: false),
    Case(arguments: ["log", "acme-chat", "--limit", "0"], succeeds: false),
    Case(arguments: ["show", "acme-chat"], succeeds: true), Case(arguments: ["show", "nosuch"], succeeds: false),
    Case(arguments: ["audit", "acme-chat"], succeeds: true), Case(arguments: ["audit", "nosuch@3"], succeeds: false),
    Case(arguments: ["audit", "acme-chat", "--bogus"], succeeds: false),
    Case(arguments: ["diff", "acme-chat@1", "acme-chat@1"], succeeds: true),
    Case(arguments: ["diff", "acme-chat@1", "acme-chat@9"], succeeds: false),
    Case(arguments: ["history", "acme-chat"], succeeds: true), Case(arguments: ["history", "nosuch"], succeeds: false),
    Case(arguments: ["blame", "acme-chat", "contrast.text"], succeeds: true),
    Case(arguments: ["blame", "nosuch", "contrast.text"], succeeds: false),
    Case(arguments: ["blame", "acme-chat"], succeeds: false),
    Case(arguments: ["approve", "acme-chat@1", "--by", "erin"], succeeds: true),
    Case(arguments: ["approve", "acme-chat@1", "--by", "alice"], succeeds: false),
    Case(arguments: ["approve", "nosuch@1", "--by", "erin"], succeeds: false),
    Case(arguments: ["approvals", "acme-chat"], succeeds: true),
    Case(arguments: ["approvals", "nosuch"], succeeds: false),
    Case(arguments: ["revoke", "acme-chat@1", "--by", "erin", "--reason", "r"], succeeds: false),
    Case(arguments: ["revoke", "nosuch@1", "--by", "erin", "--reason", "r"], succeeds: false),
    Case(arguments: ["export", "acme-chat@1", "--format", "css", "-o", "OUT", "--unapproved"], succeeds: true),
    Case(arguments: ["export", "acme-chat", "--format", "css", "-o", "OUT"], succeeds: false),
    Case(arguments: ["export", "acme-chat", "--format", "nope", "-o", "OUT"], succeeds: false),
    Case(arguments: ["verify", "missing-folder"], succeeds: false),
    Case(arguments: ["import", "--from", "dtcg", "missing.json"], succeeds: false),
    Case(arguments: ["report", "acme-chat", "-o", "OUT"], succeeds: true),
    Case(arguments: ["report", "nosuch", "-o", "OUT"], succeeds: false),
    Case(arguments: ["check"], succeeds: true), Case(arguments: ["migrate-to", "COPY"], succeeds: true),
    Case(arguments: ["migrate-to", "THEME"], succeeds: false),
    Case(arguments: ["completions", "bash"], succeeds: true),
    Case(arguments: ["completions", "tcsh"], succeeds: false),
    Case(arguments: ["frobnicate"], succeeds: false), Case(arguments: ["--version"], succeeds: true),
    Case(arguments: ["checkout", "acme-chat"], succeeds: true),
    Case(arguments: ["checkout", "nosuch"], succeeds: false),
    Case(arguments: ["checkout", "acme-chat", "-o", "OUT"], succeeds: true),
    Case(arguments: ["merge", "acme-chat", "THEME"], succeeds: false),
    Case(arguments: ["commit", "THEME", "-m", "x", "--base", "9"], succeeds: false),
    Case(arguments: ["config"], succeeds: true), Case(arguments: ["config", "require-base", "maybe"], succeeds: false),
    Case(arguments: ["import-history", "--git", "OUT", "--path", "x.json"], succeeds: false),
    Case(arguments: ["pairs", "suggest", "acme-chat"], succeeds: true),
    Case(arguments: ["pairs", "suggest", "THEME"], succeeds: true),
    Case(arguments: ["pairs", "nope", "x"], succeeds: false),
  ]

  @Test(arguments: cases)
  func standardOutputIsExactlyOneJSONValue(_ testCase: Case) throws {
    let cli = CLIRunner()
    let theme = cli.themeFile(SampleThemes.rich())
    let broken = cli.folder.write("broken.json", Array("{\"name\": ".utf8))
    try #require(cli.run(["init"]).code == 0)
    try #require(cli.run(["commit", theme, "-m", "first", "--author", "alice"]).code == 0)
    let arguments = testCase.arguments.map { argument in
      switch argument {
      case "THEME": theme
      case "BROKEN": broken
      case "OUT": cli.folder.file("out")
      case "COPY": cli.folder.file("copy.db")
      default: argument
      }
    }
    let outcome = cli.run(["--json"] + arguments)
    #expect((outcome.code == 0) == testCase.succeeds, "\(outcome.err)")
    // JSONParser refuses anything after the value, so this is "exactly one".
    let value = try JSONParser.parse(Array(outcome.out.utf8))
    if !testCase.succeeds {
      #expect(value["error"]?["code"] == .number(Double(outcome.code)))
    }
  }

  @Test func aRegistryThatCannotBeReadIsOneJSONError() throws {
    let folder = TemporaryDirectory()
    let notARegistry = folder.write("garbage.db", Array(repeating: 0x41, count: 4096))
    let console = Console.capture()
    let code = CLI.run(
      arguments: ["--json", "--db", notARegistry, "log", "x"], environment: [:], console: console
    ) { _ in [] }
    #expect(code == 74 || code == 65)
    let value = try JSONParser.parse(Array(console.capturedOutput.utf8))
    #expect(value["error"]?["code"] == .number(Double(code)))
  }
}
