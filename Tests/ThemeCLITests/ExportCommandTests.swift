import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeCLI

@Suite("approve, export, verify and import commands")
struct ExportCommandTests {
  let folder = TemporaryDirectory()
  let db: String

  func run(_ arguments: [String]) -> (code: Int32, out: String, err: String, json: JSONValue?) {
    let console = Console.capture()
    let code = CLI.run(
      arguments: arguments, environment: ["THEMEREG_DB": db, "USER": "designer"],
      console: console, readStandardInput: { _ in [] })
    return (
      code, console.capturedOutput, console.capturedError, try? JSONParser.parse(Array(console.capturedOutput.utf8))
    )
  }

  init() {
    db = folder.registry("themes.db")
    _ = run(["init"])
    _ = run(["commit", folder.write("t.json", SampleThemes.bytes(SampleThemes.rich())), "-m", "first"])
  }

  @Test func approveExportVerifyRoundTrip() throws {
    let approve = run(["approve", "acme-chat@1", "--by", "lead", "--json"])
    #expect(approve.code == 0, "\(approve.err)")
    #expect(approve.json?["approvedBy"] == .string("lead"))
    let export = run(["export", "acme-chat", "--format", "bundle", "-o", folder.file("out")])
    #expect(export.code == 0, "\(export.err)")
    #expect(run(["verify", folder.file("out")]).code == 0)
    try Data([0x20]).write(to: URL(fileURLWithPath: folder.file("out/css/theme.css")), options: .atomic)
    let tampered = run(["verify", folder.file("out")])
    #expect(tampered.code == 1)
    #expect(tampered.err.contains("css/theme.css was changed"))
  }

  @Test func dtcgExportImportsBackToTheSameHash() throws {
    _ = run(["approve", "acme-chat@1", "--by", "lead"])
    #expect(run(["export", "acme-chat@approved", "--format", "dtcg", "-o", folder.file("tokens")]).code == 0)
    let imported = run([
      "import", "--from", "dtcg", folder.file("tokens/dtcg/tokens.json"), "--commit", "-m", "back", "--json",
    ])
    #expect(imported.code == 0, "\(imported.err)")
    #expect(imported.json?["version"] == .number(1))
  }

  @Test func importCommitHoldsItsMessageToTheRegistryLimit() throws {
    let tokens = folder.file("tokens")
    #expect(run(["export", "acme-chat@1", "--format", "dtcg", "-o", tokens, "--unapproved"]).code == 0)
    let before = StoreSQL.snapshot(db)
    let result = run([
      "import", "--from", "dtcg", tokens + "/dtcg/tokens.json", "--name", "imported", "--commit",
      "-m", String(repeating: "m", count: 4_097),
    ])
    #expect(result.code == 64)
    #expect(result.err.contains("'--message' must be at most 4096 characters without NUL"), "\(result.err)")
    #expect(StoreSQL.snapshot(db) == before)
    #expect(run(["log", "imported"]).code == 66)
  }

  static let refusals: [([String], Int32, String)] = [
    (["approve", "acme-chat@1", "--by", "designer"], 1, "four eyes"),
    (["approve", "acme-chat@1"], 64, "Missing expected argument '--by <NAME>'"),
    (["approve", "acme-chat@1", "--by", "x", "--waive", "contrast.text"], 64, "needs a reason"),
    (["export", "acme-chat@1", "--format", "css", "-o", "OUT"], 1, "is not approved"),
    (["export", "acme-chat", "--format", "pdf", "-o", "OUT"], 64, "'pdf' is not a valid value for '--format'"),
    (["export", "acme-chat", "--format", "css", "-o", "OUT"], 66, "has no approved version"),
    (["revoke", "acme-chat@1", "--by", "x", "--reason", "r"], 1, "has no active approval to revoke"),
    (
      ["approve", "acme-chat@1", "--by", "x", "--waive", "contrast.text="], 1, "has no reason, so nothing was approved"
    ),
    (["approve", "acme-chat@1", "--by", "x", "--waive", "no.such.rule=why"], 1, "matches no finding of acme-chat@1"),
    (["commit", "THEME", "-m", ""], 64, "the commit message is empty"),
    (["commit", "THEME", "-m", "   "], 64, "the commit message is empty"),
    (["commit", "THEME", "-m", "m", "--author", "eve\u{202E}"], 65, "write the name in plain text"),
    (["approve", "acme-chat@1", "--by", "\u{1D41D}esigner"], 1, "is the same name as \"designer\", who committed"),
    (["approve", "acme-chat@1", "--by", "d\u{0435}signer"], 65, "U+0435 CYRILLIC SMALL LETTER IE is Cyrillic"),
    (["verify", "NOWHERE"], 66, "is not a folder"),
    (["import", "--from", "sketch", "x.json"], 64, "'sketch' is not a valid value for '--from'"),
    (["import", "--from", "dtcg", "BAD"], 65, "invalid JSON at line 1"),
    (["import", "--from", "dtcg", "TOKENS", "--commit"], 64, "--commit needs '-m <MSG>'"),
    (["approve", "acme-chat@7", "--by", "lead"], 66, "acme-chat has no version 7"),
    (
      ["export", "acme-chat@1", "--format", "css", "-o", "DEEP", "--unapproved"], 64, "does not exist; create it first"
    ),
    (["verify", "EMPTY"], 1, "manifest.json is missing"),
    (["commit", "THEME", "-m", String(repeating: "m", count: 4_097)], 64, "'--message' must be at most 4096"),
    (
      ["commit", "THEME", "-m", "m", "--author", "a\u{0}b"], 64,
      "'--author' must be at most 4096 characters without NUL"
    ),
    (["approve", "acme-chat@1", "--by", "lead", "--note", String(repeating: "n", count: 4_097)], 64, "'--note' must"),
    (["approve", "acme-chat@1", "--by", "lead", "--waive", "x=\u{0}"], 64, "'--waive' must be at most"),
    (
      ["revoke", "acme-chat@1", "--by", "lead", "--reason", String(repeating: "r", count: 4_097)], 64, "'--reason' must"
    ),
  ]

  @Test(arguments: refusals)
  func refusalsExitWithTheirCodeAndChangeNothing(arguments: [String], code: Int32, message: String) {
    let before = StoreSQL.snapshot(db)
    let places = [
      "OUT": folder.file("out"), "NOWHERE": folder.file("none"), "BAD": folder.write("bad.json", Array("{nope".utf8)),
      "TOKENS": folder.write("tokens.json", Array(#"{"color": {}}"#.utf8)), "DEEP": folder.file("no/such/out"),
      "EMPTY": folder.file("empty"), "THEME": folder.file("t.json"),
    ]
    try? FileManager.default.createDirectory(atPath: folder.file("empty"), withIntermediateDirectories: true)
    let resolved = arguments.map { places[$0] ?? $0 }
    let result = run(resolved)
    #expect(result.code == code)
    #expect(result.err.contains(message), "\(result.err)")
    #expect(StoreSQL.snapshot(db) == before)
    #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
  }
}
