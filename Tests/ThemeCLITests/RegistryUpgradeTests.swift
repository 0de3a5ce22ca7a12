import Foundation
import Testing
import ThemeTestSupport

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

  @Test(arguments: commands.map(\.number))
  func everyReadAnswersAsTheOldReleaseDid(number: Int) throws {
    let folder = try Self.upgradedCopy()
    let arguments = Self.commands[number - 1].arguments
    let expected = try String(
      contentsOf: Self.fixtures.appendingPathComponent(String(format: "expected/%02d.txt", number)), encoding: .utf8)
    let outcome = try CLIBinary.run(["--db", "r.db"] + arguments, in: folder.path)
    #expect("exit \(outcome.code)\n" + outcome.out == expected, "\(arguments.joined(separator: " "))")
  }
}
