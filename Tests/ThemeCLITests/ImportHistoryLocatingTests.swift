import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// `themereg import-history PATH`: the theme's path alone, its repository found by git.
@Suite("Importing a git history by the theme's path")
struct ImportHistoryLocatingTests {
  let cli = CLIRunner()
  let repository: String

  init() {
    repository = cli.folder.file("repo")
    try? FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
  }

  /// Runs git in the test's repository, with no user or system configuration.
  func git(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", repository] + arguments
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": cli.folder.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "Dana",
      "GIT_AUTHOR_EMAIL": "dana@acme.io", "GIT_COMMITTER_NAME": "CI", "GIT_COMMITTER_EMAIL": "ci@acme.io",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "git \(arguments)")
  }

  /// Two commits of an Android `res/` folder at `folder` ("" for the repository's top).
  func resHistory(in folder: String) throws {
    try git(["init", "-q", "-b", "main"])
    for (index, text) in ["#000000", "#111111"].enumerated() {
      let values = URL(fileURLWithPath: repository).appendingPathComponent(folder).appendingPathComponent("values")
      try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
      let xml = """
        <resources>
          <color name="text">\(text)</color>
          <color name="background">#FFFFFF</color>
        </resources>

        """
      try Data(xml.utf8).write(to: values.appendingPathComponent("colors.xml"))
      try git(["add", "-A"])
      try git(["commit", "-q", "-m", "Text \(index)"])
    }
  }

  @Test(arguments: ["app/src/main/res", "app/src/main/res/"])
  func aFoldersPathFindsItsRepository(path: String) throws {
    try resHistory(in: "app/src/main/res")
    #expect(cli.run(["init"]).code == 0)
    let outcome = cli.run(["import-history", repository + "/" + path, "--name", "app", "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["imported"]?.arrayElements?.count == 2)
    let shown = try #require(cli.run(["show", "app"]).json)
    #expect(shown["colors"]?["text"] == .string("#111111"))
    // Sources are named as the repository names them, whatever folder the command ran from.
    #expect(
      shown["extensions"]?["org.themereg.sources"]?["colors"]?["text"]?["light"]
        == .string("app/src/main/res/values/colors.xml:2:3"))
  }

  @Test func aFilesPathFindsItsRepository() throws {
    try git(["init", "-q", "-b", "main"])
    let tokens = URL(fileURLWithPath: repository).appendingPathComponent("design/tokens")
    try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
    for text in ["#000000", "#222222"] {
      try Data(SampleThemes.bytes(SampleThemes.minimal(text: text))).write(
        to: tokens.appendingPathComponent("mini.json"))
      try git(["add", "-A"])
      try git(["commit", "-q", "-m", "Text \(text)"])
    }
    #expect(cli.run(["init"]).code == 0)
    let outcome = cli.run(["import-history", tokens.appendingPathComponent("mini.json").path, "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["imported"]?.arrayElements?.count == 2)
    #expect(cli.run(["show", "mini"]).json?["colors"]?["text"] == .string("#222222"))
  }

  @Test func aSecondRunKeepsThePairsTheRegistryAddedSince() throws {
    try resHistory(in: "res")
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["import-history", repository + "/res", "--name", "app"]).code == 0)
    let paired = cli.folder.file("paired.json")
    #expect(cli.run(["pairs", "suggest", "app", "--write", paired]).code == 0)
    #expect(cli.run(["commit", paired, "-m", "accept the pairs"]).code == 0)
    let colors = URL(fileURLWithPath: repository).appendingPathComponent("res/values/colors.xml")
    // Two more runs: the second is based on a version that holds the pairs the first merged in.
    for (version, (old, new)) in [(4, ("#111111", "#EEEEEE")), (5, ("#EEEEEE", "#DDDDDD"))] {
      let xml = try String(contentsOf: colors, encoding: .utf8).replacingOccurrences(of: old, with: new)
      try Data(xml.utf8).write(to: colors)
      try git(["commit", "-q", "-am", "Text \(new)"])
      let outcome = cli.run(["import-history", repository + "/res", "--name", "app", "--json"])
      #expect(outcome.code == 0, "\(outcome.err)")
      #expect(outcome.json?["imported"]?.arrayElements?.map { $0["version"] } == [.integer(version)])
      let shown = try #require(cli.run(["show", "app"]).json)
      #expect(shown["colors"]?["text"] == .string(new))
      #expect(shown["pairs"]?["text-on-background"] != nil)
    }
  }

  @Test func theRepositorysTopIsAFolderToo() throws {
    try resHistory(in: "")
    #expect(cli.run(["init"]).code == 0)
    let outcome = cli.run(["import-history", repository, "--name", "top", "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["imported"]?.arrayElements?.count == 2)
    #expect(cli.run(["show", "top"]).json?["colors"]?["text"] == .string("#111111"))
  }

  @Test func aPathInNoRepositoryIsRefusedInGitsWordsAndNothingIsStored() throws {
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let outcome = cli.run(["import-history", repository, "--name", "none"])
    #expect(outcome.code == 66, "\(outcome.err)")
    #expect(outcome.err.contains("not a git repository"), "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func oneFileOfAResFolderNamesTheFolderWhoseHistoryToImport() throws {
    try resHistory(in: "res")
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let outcome = cli.run(["import-history", repository + "/res/values/colors.xml"])
    #expect(outcome.code == 64)
    #expect(outcome.err.contains("is one file of a res/ folder"), "\(outcome.err)")
    #expect(outcome.err.contains("give \(repository)/res."), "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }

  @Test(
    arguments: [
      (["import-history"], "needs the theme's PATH in a git work tree"),
      (["import-history", "res", "--git", "repo"], "takes PATH, or --git REPO with --path PATH, not both"),
      (["import-history", "--git", "repo"], "needs the theme's PATH in a git work tree"),
    ])
  func aSourceGivenTwiceOrNotAtAllIsAUsageError(arguments: [String], message: String) throws {
    #expect(cli.run(["init"]).code == 0)
    let outcome = cli.run(arguments)
    #expect(outcome.code == 64)
    #expect(outcome.err.contains(message), "\(outcome.err)")
  }
}
