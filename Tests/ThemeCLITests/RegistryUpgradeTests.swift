import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemePostgres

/// A registry written by an earlier release opens, migrates and answers every read command
/// byte for byte as that release did (`Tests/Fixtures/registry-stop4`).
@Suite("Upgrading a registry written by an earlier release")
struct RegistryUpgradeTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/registry-stop4").standardizedFileURL

  /// Each line of `commands.txt` with its number.
  static let commands: [(number: Int, arguments: [String])] = {
    let text = (try? String(contentsOf: fixtures.appendingPathComponent("commands.txt"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").enumerated().map { offset, line in
      (offset + 1, line.split(separator: "\t").map(String.init))
    }
  }()

  /// A copy of the old registry, upgraded by `init`, in a folder of its own.
  static func upgradedCopy() throws -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    try FileManager.default.copyItem(
      atPath: fixtures.appendingPathComponent("registry.db").path, toPath: folder.file("r.db"))
    let upgraded = try CLIBinary.run(["--db", "r.db", "init"], in: folder.path)
    try #require(upgraded.code == 0, "\(upgraded.err)")
    return folder
  }

  @Test func theFixtureIsThere() {
    #expect(Self.commands.count == 24)
  }

  @Test func theOldRegistryNeedsTheUpgradeAndInitAppliesIt() throws {
    let folder = TemporaryDirectory()
    try FileManager.default.copyItem(
      atPath: Self.fixtures.appendingPathComponent("registry.db").path, toPath: folder.file("r.db"))
    let before = try CLIBinary.run(["--db", "r.db", "list"], in: folder.path)
    #expect(before.code == 74)
    #expect(before.err.contains("written by an older themereg"))
    #expect(try CLIBinary.run(["--db", "r.db", "init"], in: folder.path).code == 0)
    let check = try CLIBinary.run(["--db", "r.db", "check"], in: folder.path)
    #expect(check.code == 0, "\(check.out)\(check.err)")
  }

  @Test func theFirstCommitsAfterTheUpgradeRecordRowFingerprints() throws {
    let folder = try Self.upgradedCopy()
    let shown = try CLIBinary.run(["--db", "r.db", "show", "acme-chat"], in: folder.path)
    try #require(shown.code == 0)
    // The upgrade records no fingerprints; a commit that changes the colours reads the rows once
    // and records them, the next one finds its changes by them, and check agrees with both.
    for (step, text) in ["#FAFAFA", "#F0F0F0"].enumerated() {
      let edited = shown.out.replacingOccurrences(
        of: ##""outgoingText":"#FFFFFF""##, with: ##""outgoingText":"\##(text)""##)
      #expect(edited != shown.out)
      let file = folder.write("edited-\(step).json", Array(edited.utf8))
      let commit = try CLIBinary.run(["--db", "r.db", "commit", file, "-m", "after the upgrade"], in: folder.path)
      #expect(commit.code == 0, "\(commit.err)")
      let check = try CLIBinary.run(["--db", "r.db", "check"], in: folder.path)
      #expect(check.code == 0, "\(check.out)\(check.err)")
    }
    let latest = try CLIBinary.run(["--db", "r.db", "show", "acme-chat"], in: folder.path)
    #expect(latest.out.contains(##""outgoingText":"#F0F0F0""##))
    let store = try StoreSQL.open(folder.file("r.db"), create: false, now: "t")
    let recorded = try StoreSQL.int(
      store,
      """
      SELECT count(*) FROM current_row_digests d JOIN themes t ON t.id = d.theme_id
      WHERE t.name = 'acme-chat' AND d.table_name = 'colors' AND d.fingerprints IS NOT NULL
      """)
    #expect(recorded == 1)
  }

  @Test(arguments: commands.map(\.number))
  func everyReadAnswersAsTheOldReleaseDid(number: Int) throws {
    let folder = try Self.upgradedCopy()
    let arguments = Self.commands[number - 1].arguments
    let expected = try String(
      contentsOf: Self.fixtures.appendingPathComponent(String(format: "expected/%02d.txt", number)), encoding: .utf8)
    let outcome = try CLIBinary.run(["--db", "r.db"] + arguments, in: folder.path)
    #expect(
      Self.answersAsBefore(
        "exit \(outcome.code)\n" + outcome.out, expected: expected, json: RegistryUpgradeTests.isJSON(arguments)),
      "\(arguments.joined(separator: " "))\n\(outcome.out)")
  }

  /// Whether `actual` answers as `expected` did: text byte for byte; JSON with every member
  /// the old release wrote, equal, and perhaps more (JSON output is extended, never renamed).
  static func answersAsBefore(_ actual: String, expected: String, json: Bool) -> Bool {
    guard json else {
      // The audit's coverage line, and a table's COVERAGE column, are what a later release
      // adds to the text.
      let kept = actual.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("Coverage: ") }
      return withoutColumn("COVERAGE", kept.map(String.init)).joined(separator: "\n") == expected
    }
    let (actualLines, expectedLines) = (
      actual.split(separator: "\n", maxSplits: 1), expected.split(separator: "\n", maxSplits: 1)
    )
    guard actualLines.first == expectedLines.first else { return false }
    guard let now = try? JSONParser.parse(Array((actualLines.dropFirst().first ?? "").utf8)),
      let then = try? JSONParser.parse(Array((expectedLines.dropFirst().first ?? "").utf8))
    else { return actual == expected }
    return extends(now, then)
  }

  /// `lines` with the aligned table column headed `name` cut out of every line of its table
  /// (the header and the rows after it, up to the first empty line).
  static func withoutColumn(_ name: String, _ lines: [String]) -> [String] {
    guard let headerIndex = lines.firstIndex(where: { $0.contains("  " + name) }) else { return lines }
    let header = Array(lines[headerIndex])
    let nameChars = Array(name)
    guard
      let start = (0...(header.count - nameChars.count)).first(where: {
        Array(header[$0..<$0 + nameChars.count]) == nameChars
      })
    else { return lines }
    // The column ends where the next header starts, else at the end of the line.
    var end = start + nameChars.count
    while end < header.count, header[end] != " " { end += 1 }
    while end < header.count, header[end] == " " { end += 1 }
    let cutsToEnd = end >= header.count
    var result = lines
    var index = headerIndex
    while index < lines.count, !lines[index].isEmpty {
      let line = Array(lines[index])
      var kept = Array(line.prefix(start)) + (cutsToEnd ? [] : Array(line.dropFirst(end)))
      if cutsToEnd { while kept.last == " " { kept.removeLast() } }
      result[index] = String(kept)
      index += 1
    }
    return result
  }

  /// Whether the command's output is JSON (`--json`, or `--format json`).
  static func isJSON(_ arguments: [String]) -> Bool {
    arguments.contains("--json") || zip(arguments, arguments.dropFirst()).contains { $0 == ("--format", "json") }
  }

  /// Whether `value` holds everything `old` held.
  static func extends(_ value: JSONValue, _ old: JSONValue) -> Bool {
    switch (value, old) {
    case (.object(let members), .object(let oldMembers)):
      return oldMembers.allSatisfy { old in
        members.first { $0.key == old.key }.map { extends($0.value, old.value) } ?? false
      }
    case (.array(let elements), .array(let oldElements)):
      return elements.count == oldElements.count && zip(elements, oldElements).allSatisfy { extends($0, $1) }
    default:
      return value == old
    }
  }
}

/// The same on PostgreSQL: a registry stop 4 wrote on a server (`postgres.sql`, its `pg_dump`)
/// is loaded into a fresh schema, upgraded by `init` and answers as that release did.
@Suite(
  "Upgrading a PostgreSQL registry written by an earlier release",
  .enabled(if: RegistryBackend.hasPostgres, "needs the PostgreSQL test server"))
struct PostgresRegistryUpgradeTests {
  /// A fresh schema of `folder` holding the old registry, upgraded; its URL.
  static func upgradedCopy(in folder: TemporaryDirectory) throws -> String {
    let url = folder.postgresRegistry()
    let dump = try String(
      contentsOf: RegistryUpgradeTests.fixtures.appendingPathComponent("postgres.sql"), encoding: .utf8)
    let connection = try PostgresConnection(url: url)
    try PostgresMigrator.createSchema(connection)
    try connection.script(dump)
    let upgraded = try CLIBinary.run(["--db", url, "init"])
    try #require(upgraded.code == 0, "\(upgraded.err)")
    return url
  }

  /// Stop 4's `check` reported the pairs rows of every theme with a `minRatio` pair as not
  /// matching their document (its PostgreSQL reads typed that column as text); its output for
  /// `check` is not the one to match: a clean check is.
  static let commands = RegistryUpgradeTests.commands.filter { $0.arguments != ["check"] }.map(\.number)

  @Test func theUpgradedRegistryPassesCheck() throws {
    let folder = TemporaryDirectory()
    let url = try Self.upgradedCopy(in: folder)
    let check = try CLIBinary.run(["--db", url, "check"])
    #expect(check.code == 0, "\(check.out)\(check.err)")
  }

  @Test(arguments: commands)
  func everyReadAnswersAsTheOldReleaseDid(number: Int) throws {
    let folder = TemporaryDirectory()
    let url = try Self.upgradedCopy(in: folder)
    let arguments = RegistryUpgradeTests.commands[number - 1].arguments
    let expected = try String(
      contentsOf: RegistryUpgradeTests.fixtures.appendingPathComponent(
        String(format: "expected-postgres/%02d.txt", number)), encoding: .utf8)
    let outcome = try CLIBinary.run(["--db", url] + arguments)
    let shown = outcome.out.replacingOccurrences(of: PostgresURL.redacted(url), with: "REGISTRY")
    #expect(
      RegistryUpgradeTests.answersAsBefore(
        "exit \(outcome.code)\n" + shown, expected: expected, json: RegistryUpgradeTests.isJSON(arguments)),
      "\(arguments.joined(separator: " "))")
  }
}
