import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeStore

/// `themereg import-history`: a git repository built in the test from Twilio Paste's releases
/// (Tests/Fixtures/paste) — several authors, author dates out of order, the file renamed, one
/// revision that does not parse — brought in as versions.
@Suite("Importing a git history")
struct ImportHistoryTests {
  let cli = CLIRunner()
  let repository: String

  static let paste = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/paste").standardizedFileURL
  static let authors = [("Dana", "dana@acme.io"), ("Erik", "erik@acme.io"), ("Ines", "ines@acme.io")]

  /// The first `count` Paste releases' documents, in release order.
  static func releases(_ count: Int) throws -> [(version: String, bytes: [UInt8])] {
    let index = try JSONParser.parse(Array(try Data(contentsOf: paste.appendingPathComponent("index.json"))))
    return try (index.arrayElements ?? []).prefix(count).map { entry in
      let version = entry["version"]?.stringValue ?? ""
      let compressed = Array(try Data(contentsOf: paste.appendingPathComponent(version + ".json.z")))
      return (version, try Zlib.decompress(compressed, size: Int(entry["size"]?.numberValue ?? 0)))
    }
  }

  init() {
    repository = cli.folder.file("repo")
    try? FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
  }

  /// Runs git in the test's repository as `author` at `date`, with no user or system configuration.
  @discardableResult
  func git(_ arguments: [String], author: (String, String) = authors[0], date: String = "2024-01-01T12:00:00Z") throws
    -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", repository] + arguments
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": cli.folder.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": author.0,
      "GIT_AUTHOR_EMAIL": author.1, "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_NAME": "CI",
      "GIT_COMMITTER_EMAIL": "ci@acme.io", "GIT_COMMITTER_DATE": "2025-01-01T00:00:00Z",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "git \(arguments)")
    return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func write(_ path: String, _ bytes: [UInt8]) throws {
    let url = URL(fileURLWithPath: repository).appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// Six releases committed: three authors, dates running backwards, `theme.json` renamed to
  /// `tokens/paste.json` (a commit of its own, as git's rename detection needs) before the
  /// fourth; with `broken`, a revision that does not parse after the second. The release
  /// commits' ids, oldest first, the broken one among them.
  func pasteHistory(broken: Bool) throws -> [String] {
    try git(["init", "-q", "-b", "main"])
    var commits: [String] = []
    var path = "theme.json"
    for (index, release) in try Self.releases(6).enumerated() {
      if index == 3 {
        try FileManager.default.createDirectory(
          atPath: repository + "/tokens", withIntermediateDirectories: true)
        try git(["mv", path, "tokens/paste.json"], author: Self.authors[index % 3])
        try git(["commit", "-q", "-m", "Move the tokens"], author: Self.authors[0], date: "2023-09-15T00:00:00Z")
        path = "tokens/paste.json"
      }
      try write(path, release.bytes)
      try git(["add", "-A"])
      let date = String(format: "2023-%02d-01T09:00:00+02:00", 12 - index)
      try git(
        ["commit", "-q", "-m", "Paste \(release.version)\n\nThe release's tokens."], author: Self.authors[index % 3],
        date: date)
      commits.append(try git(["rev-parse", "HEAD"]))
      if broken && index == 1 {
        try write(path, Array("{\"format\": \"themereg.theme/1\", ".utf8))
        try git(["commit", "-q", "-am", "Half a file"], author: Self.authors[2], date: "2023-10-15T00:00:00Z")
        commits.append(try git(["rev-parse", "HEAD"]))
      }
    }
    return commits
  }

  @Test func aRevisionThatDoesNotParseRefusesTheRunNamingItsCommitAndStoresNothing() throws {
    let commits = try pasteHistory(broken: true)
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let outcome = cli.run(["import-history", "--git", repository, "--path", "tokens/paste.json"])
    #expect(outcome.code == 65, "\(outcome.err)")
    #expect(outcome.err.contains("theme.json at commit \(commits[2].prefix(12)) cannot be imported"), "\(outcome.err)")
    #expect(outcome.err.contains("nothing of the run was stored"), "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func everyRevisionBecomesAVersionWithItsAuthorDateAndCommit() throws {
    let commits = try pasteHistory(broken: true)
    #expect(cli.run(["init"]).code == 0)
    let outcome = cli.run(["import-history", "--git", repository, "--path", "tokens/paste.json", "--lossy"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.err.contains("left out (--lossy) \(commits[2].prefix(12))"), "\(outcome.err)")
    let log = try #require(cli.run(["log", "paste", "--json"]).json?["versions"]?.arrayElements).reversed()
    #expect(log.count == 6)
    let imported = commits.enumerated().filter { $0.offset != 2 }.map(\.element)
    #expect(log.map { $0["provenance"] } == imported.map { .string("git:" + $0) })
    #expect(log.first?["author"] == .string("Dana <dana@acme.io>"))
    #expect(log.dropFirst().first?["author"] == .string("Erik <erik@acme.io>"))
    #expect(log.first?["authoredAt"] == .string("2023-12-01T07:00:00.000Z"))
    #expect(log.last?["authoredAt"] == .string("2023-07-01T07:00:00.000Z"))
    #expect(log.first?["message"] == .string("Paste 4.1.4"))
    // Audited as any commit: every version has its run.
    #expect(log.allSatisfy { $0["ruleset"] != .null })
  }

  @Test func historyDatesEachFindingFromItsAuthorsCommitsNotTheImport() throws {
    // Grey text fails on white, black passes, grey again: a stretch fixed and one still open.
    try git(["init", "-q", "-b", "main"])
    for (index, text) in ["#AAAAAA", "#000000", "#AAAAAA"].enumerated() {
      try write("theme.json", SampleThemes.bytes(SampleThemes.minimal(text: text)))
      try git(["add", "-A"])
      try git(["commit", "-q", "-m", "text \(text)"], date: "2023-0\(index + 3)-01T09:00:00Z")
    }
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["import-history", "--git", repository, "--path", "theme.json"]).code == 0)
    let log = try #require(cli.run(["log", "mini", "--json"]).json?["versions"]?.arrayElements)
    var authored: [Int: JSONValue] = [:]
    for entry in log { authored[Int(entry["version"]?.numberValue ?? 0)] = entry["authoredAt"] }
    #expect(authored[2] == .string("2023-04-01T09:00:00.000Z"))
    let findings = try #require(cli.run(["history", "mini", "--json"]).json?["findings"]?.arrayElements)
    let fixed = findings.filter { $0["fixedIn"] != .null }
    try #require(!fixed.isEmpty && fixed.count < findings.count)
    for finding in findings {
      let introduced = Int(finding["firstVersion"]?.numberValue ?? 0)
      #expect(finding["introducedAt"] == authored[introduced], "\(finding)")
      let fixedIn = finding["fixedIn"]?.numberValue.map { Int($0) }
      #expect(finding["fixedAt"] == fixedIn.map { authored[$0] ?? .null } ?? .null, "\(finding)")
    }
    #expect(authored.values.allSatisfy { $0.stringValue?.hasPrefix("2023-") == true })
  }

  @Test func aSecondRunAddsNothingAndANewCommitAddsOneVersion() throws {
    _ = try pasteHistory(broken: false)
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["import-history", "--git", repository, "--path", "tokens/paste.json"]).code == 0)
    let again = cli.run(["import-history", "--git", repository, "--path", "tokens/paste.json", "--json"])
    #expect(again.code == 0, "\(again.err)")
    #expect(again.json?["imported"]?.arrayElements?.isEmpty == true)
    #expect(again.json?["alreadyImported"]?.arrayElements?.count == 6)
    let next = try Self.releases(7).last!
    try write("tokens/paste.json", next.bytes)
    try git(["commit", "-q", "-am", "Paste \(next.version)"], author: Self.authors[1], date: "2024-05-01T00:00:00Z")
    let more = cli.run(["import-history", "--git", repository, "--path", "tokens/paste.json", "--json"])
    #expect(more.json?["imported"]?.arrayElements?.map { $0["version"] } == [.integer(7)])
    #expect(more.json?["imported"]?.arrayElements?.first?["author"] == .string("Erik <erik@acme.io>"))
  }

  @Test func aRunThatStoppedPartwayIsContinuedByTheNext() throws {
    // A run that stopped after three revisions leaves what an import of the branch at the
    // third leaves (where the file still had its first name); the next run continues.
    let commits = try pasteHistory(broken: false)
    #expect(cli.run(["init"]).code == 0)
    let partial = cli.run(["import-history", "--git", repository, "--path", "theme.json", "--branch", commits[2]])
    #expect(partial.code == 0, "\(partial.err)")
    let outcome = cli.run(["import-history", "--git", repository, "--path", "tokens/paste.json", "--json"])
    #expect(outcome.json?["alreadyImported"]?.arrayElements?.count == 3)
    #expect(outcome.json?["imported"]?.arrayElements?.map { $0["commit"] } == commits.suffix(3).map { .string($0) })
    let log = try #require(cli.run(["log", "paste", "--json"]).json?["versions"]?.arrayElements)
    #expect(log.map { $0["provenance"] } == commits.reversed().map { .string("git:" + $0) })
  }

  @Test func aRewrittenHistoryIsReportedNotDuplicated() throws {
    let commits = try pasteHistory(broken: false)
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["import-history", "--git", repository, "--path", "tokens/paste.json"]).code == 0)
    try git(["commit", "-q", "--amend", "-m", "Paste, reworded"])
    let outcome = cli.run(["import-history", "--git", repository, "--path", "tokens/paste.json", "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["rewritten"]?.arrayElements?.first?["commit"] == .string(commits[5]))
    #expect(outcome.json?["rewritten"]?.arrayElements?.first?["version"] == .integer(6))
    #expect(try #require(cli.run(["log", "paste", "--json"]).json?["versions"]?.arrayElements).count == 6)
  }

  @Test func blameNamesTheGitCommitAndItsDate() throws {
    _ = try pasteHistory(broken: false)
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["import-history", "--git", repository, "--path", "tokens/paste.json"]).code == 0)
    let blame = cli.run(["blame", "paste", "contrast.text"])
    #expect(blame.code == 0, "\(blame.err)")
    #expect(blame.out.contains("by Dana <dana@acme.io> (git "), "\(blame.out)")
    #expect(blame.out.contains("2023-12-01"), "\(blame.out)")
  }

  @Test func aFolderHistoryImportsEachRevisionOfTheFolder() throws {
    try git(["init", "-q", "-b", "main"])
    for (index, color) in ["#112233", "#445566"].enumerated() {
      try write(
        "app/src/main/res/values/colors.xml",
        Array("<resources><color name=\"brand\">\(color)</color></resources>".utf8))
      try git(["add", "-A"])
      try git(["commit", "-q", "-m", "brand \(index)"], author: Self.authors[index])
    }
    #expect(cli.run(["init"]).code == 0)
    let outcome = cli.run(["import-history", "--git", repository, "--path", "app/src/main/res", "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["format"] == .string("android"))
    #expect(outcome.json?["theme"] == .string("app"))
    let shown = try #require(cli.run(["show", "app"]).json)
    #expect(shown["colors"]?["brand"] == .string("#445566"))
  }

  @Test(arguments: [
    (["--git", "NOT-A-REPO", "--path", "x.json"], Int32(66), "not a git repository"),
    (["--git", "REPO", "--path", "x.json", "--branch", "nope"], 66, "has no branch or commit nope"),
    (["--git", "REPO", "--path", "missing.json"], 66, "holds missing.json"),
    (["--path", "x.json"], 64, "needs the theme's PATH in a git work tree (or --git REPO and --path PATH)"),
  ])
  func aBadRepositoryBranchOrPathIsRefusedAndStoresNothing(arguments: [String], code: Int32, message: String) throws {
    _ = try pasteHistory(broken: false)
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let resolved = arguments.map {
      $0 == "REPO" ? repository : $0 == "NOT-A-REPO" ? cli.folder.path : $0
    }
    let outcome = cli.run(["import-history"] + resolved)
    #expect(outcome.code == code, "\(outcome.err)")
    #expect(outcome.err.contains(message), "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }
}
