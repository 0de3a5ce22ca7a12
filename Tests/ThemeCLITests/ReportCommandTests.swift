import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// `themereg report`: what it writes, that it writes it atomically and deterministically, and
/// how it refuses. Runs on both backends (Scripts/test's backend suites).
@Suite("report command")
struct ReportCommandTests {
  let cli = CLIRunner()

  /// A registry with the example theme's two versions, v1 approved.
  func committed() -> CLIRunner {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.rich(), name: "v1.json"), "-m", "one"]).code == 0)
    #expect(cli.run(["approve", "acme-chat@1", "--by", "carol"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SARIFCodeScanningTests.failing, name: "v2.json"), "-m", "two"]).code == 0)
    return cli
  }

  func page(_ path: String) -> String {
    cli.folder.read(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  @Test func writesTheThemeItsHistoryAndTheComparison() throws {
    let cli = committed()
    let outcome = cli.run(["--json", "report", "acme-chat", "--compare", "acme-chat@1", "-o", cli.folder.file("r")])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["files"] == .array(["index.html", "history.html", "diff.html"].map(JSONValue.string)))
    #expect(outcome.json?["report"] == .string("acme-chat@2"))
    let index = page("r/index.html")
    #expect(index.contains("Fails the audit"))
    #expect(index.contains("Not approved (the approved version is 1)"))
    #expect(page("r/history.html").contains("<tr id=\"v1\">"))
    #expect(page("r/diff.html").contains("now fails"))
  }

  @Test func anApprovedVersionSaysWhoApprovedIt() {
    let cli = committed()
    #expect(cli.run(["report", "acme-chat@1", "-o", cli.folder.file("r")]).code == 0)
    // On PostgreSQL the database role that approved stands beside the name.
    let index = page("r/index.html")
    #expect(index.contains("Approved by carol on ") || index.contains("Approved by carol (database role "), "\(index)")
    #expect(page("r/index.html").contains("Passes the audit"))
  }

  @Test func theSameRegistryStateWritesTheSameBytes() {
    let cli = committed()
    #expect(cli.run(["report", "acme-chat", "--compare", "acme-chat@1", "-o", cli.folder.file("a")]).code == 0)
    #expect(cli.run(["report", "acme-chat", "--compare", "acme-chat@1", "-o", cli.folder.file("b")]).code == 0)
    for name in ["index.html", "history.html", "diff.html"] {
      #expect(cli.folder.read("a/" + name) == cli.folder.read("b/" + name), "\(name)")
    }
  }

  @Test func allThemesHaveAnIndexAndTheirOwnFolders() {
    let cli = committed()
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.minimal(), name: "m.json"), "-m", "mini"]).code == 0)
    let outcome = cli.run(["--json", "report", "--all", "-o", cli.folder.file("all")])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(
      outcome.json?["files"]
        == .array(
          ["index.html", "acme-chat/index.html", "acme-chat/history.html", "mini/index.html", "mini/history.html"]
            .map(JSONValue.string)))
    let index = page("all/index.html")
    #expect(index.contains("<a href=\"acme-chat/index.html\">") && index.contains("<a href=\"mini/index.html\">"))
    #expect(index.contains("1 theme of 2 fail their latest audit."))
    #expect(page("all/mini/index.html").contains("<a href=\"../index.html\">All themes</a>"))
  }

  /// Each refusal: exit code, message, and no folder (nor a temporary one) left behind.
  static let refusals: [([String], Int32, String)] = [
    (["report", "nope", "-o", "OUT"], 66, "no theme named \"nope\""),
    (["report", "acme-chat@9", "-o", "OUT"], 66, "acme-chat has no version 9"),
    (["report", "acme-chat"], 64, "Missing expected argument '-o <DIR>'"),
    (["report", "-o", "OUT"], 64, "THEME[@N]"),
    (["report", "--all", "acme-chat", "-o", "OUT"], 64, "--all"),
    (["report", "--all", "--compare", "acme-chat@1", "-o", "OUT"], 64, "cannot be used with --all"),
    (["report", "acme-chat", "--compare", "other@1", "-o", "OUT"], 64, "--compare takes a version of acme-chat"),
    (["report", "acme-chat", "--compare", "acme-chat@7", "-o", "OUT"], 66, "acme-chat has no version 7"),
    (["report", "acme-chat", "-o", "FULL"], 64, "is not empty"),
    (["report", "--all", "-o", "FULL"], 64, "is not empty"),
  ]

  @Test(arguments: refusals)
  func refusesWithAMessageAndWritesNothing(arguments: [String], code: Int32, message: String) throws {
    let cli = committed()
    try FileManager.default.createDirectory(atPath: cli.folder.file("full"), withIntermediateDirectories: true)
    cli.folder.write("full/keep.txt", Array("mine".utf8))
    let before = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).sorted()
    let outcome = cli.run(
      arguments.map { $0 == "OUT" ? cli.folder.file("out") : $0 == "FULL" ? cli.folder.file("full") : $0 })
    #expect(outcome.code == code, "\(outcome.err)")
    #expect(outcome.err.contains(message), "\(outcome.err)")
    #expect(outcome.out.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).sorted() == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cli.folder.file("full")) == ["keep.txt"])
  }
}
