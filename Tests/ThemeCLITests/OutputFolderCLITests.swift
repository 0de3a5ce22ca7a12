import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// What `export -o` and `report -o` tell the user about their output folder.
@Suite("Output folders on the command line")
struct OutputFolderCLITests {
  let cli = CLIRunner()

  func committed(_ object: [String: Any] = SampleThemes.rich()) {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(object), "-m", "one"]).code == 0)
  }

  @Test func aKilledRunsStagingIsRemovedAndSaidOnStandardError() throws {
    committed()
    let leftover = ".out.themereg-\(UUID().uuidString)"
    try FileManager.default.createDirectory(
      atPath: cli.folder.file(leftover + "/css"), withIntermediateDirectories: true)
    let outcome = cli.run(["export", "acme-chat@1", "--unapproved", "--format", "css", "-o", cli.folder.file("out")])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.err.contains("note: removed \(leftover), left behind by an export or report that was stopped"))
    #expect(!FileManager.default.fileExists(atPath: cli.folder.file(leftover)))
  }

  @Test func anEmptyOutputNameIsAClearUsageError() {
    committed()
    let outcome = cli.run(["export", "acme-chat@1", "--unapproved", "--format", "css", "-o", ""])
    #expect(outcome.code == 64)
    #expect(outcome.err.hasPrefix("error: the output folder's name is empty; give -o a folder name"))
  }

  @Test func aThemeNamedLikeTheSitesIndexDoesNotBlockTheReport() throws {
    committed(SampleThemes.minimal(name: "index.html"))
    #expect(
      cli.run(["commit", cli.themeFile(SampleThemes.minimal(name: "other"), name: "o.json"), "-m", "o"]).code == 0)
    let outcome = cli.run(["report", "--all", "-o", cli.folder.file("site")])
    #expect(outcome.code == 0, "\(outcome.err)")
    let index = String(decoding: cli.folder.read("site/index.html") ?? [], as: UTF8.self)
    #expect(index.contains("href=\"_index.html/index.html\""))
    #expect(index.contains("href=\"other/index.html\""))
    let page = String(decoding: cli.folder.read("site/_index.html/index.html") ?? [], as: UTF8.self)
    #expect(page.contains("index.html@1"))
  }
}
