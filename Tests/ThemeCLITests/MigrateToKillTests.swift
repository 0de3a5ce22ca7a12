import Foundation
import Testing
import ThemeModel
import ThemeRegistry
import ThemeTestSupport

/// `migrate-to` killed with SIGKILL at random moments: the target is left as it was (no file,
/// or an empty registry on a server), `check` never calls a partial copy ok, and the same
/// command run again completes.
@Suite("migrate-to under SIGKILL", .serialized)
struct MigrateToKillTests {
  static let kills = ProcessInfo.processInfo.environment["THEMEREG_LONG_TESTS"] == "1" ? 20 : 4

  /// A source with enough versions that a copy takes a good part of a second.
  static func source(_ folder: TemporaryDirectory) throws -> String {
    let db = folder.file("source.db")
    let registry = try Registry.open(path: db, create: true)
    for index in 0..<150 {
      let color = String(format: "#%02X%02X%02X", index, 255 - index, 40)
      _ = try registry.commit(
        bytes: SampleThemes.bytes(SampleThemes.setting(SampleThemes.rich(), "colors.outgoingBubble", to: color)),
        author: "dev", message: "v\(index + 1)")
    }
    return db
  }

  @Test(arguments: [RegistryBackend.sqlite, .postgres])
  func aKilledCopyLeavesNothingAndRunsAgain(target kind: RegistryBackend) throws {
    guard kind == .sqlite || RegistryBackend.hasPostgres else { return }
    let folder = TemporaryDirectory()
    let source = try Self.source(folder)
    let target = kind == .sqlite ? folder.file("copy.db") : folder.postgresRegistry()
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<Self.kills {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CLIBinary.path)
      process.arguments = ["--db", source, "migrate-to", target]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32.random(in: 30_000...400_000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if process.terminationReason == .exit { continue }  // it finished before the kill
      if kind == .sqlite {
        #expect(!FileManager.default.fileExists(atPath: target))
      } else {
        // Killed before the schema was made there is no registry at all (66); after, an empty one.
        // The server may take a moment to notice the killed client and roll its transaction back
        // (its locks are held until then): ask again for up to two seconds before judging.
        var list = try CLIBinary.run(["--db", target, "list", "--json"])
        for _ in 0..<20 where list.code != 0 && !list.err.contains("no registry at") {
          usleep(100_000)
          list = try CLIBinary.run(["--db", target, "list", "--json"])
        }
        #expect(list.code == 0 || list.err.contains("no registry at"), "\(list.code): \(list.err)")
        if list.code == 0 {
          #expect(try JSONParser.parse(Array(list.out.utf8))["themes"] == .array([]))
          #expect(try CLIBinary.run(["--db", target, "check"]).code == 0)
        }
      }
    }
    if kind == .sqlite, FileManager.default.fileExists(atPath: target) {
      try FileManager.default.removeItem(atPath: target)  // a run that finished before its kill
    }
    if kind == .postgres, try CLIBinary.run(["--db", target, "list"]).out.contains("acme-chat") {
      return  // every run finished before its kill; nothing more to prove here
    }
    let again = try CLIBinary.run(["--db", source, "migrate-to", target])
    #expect(again.code == 0, "\(again.err)")
    #expect(again.out.contains("150 version(s)"))
    let check = try CLIBinary.run(["--db", target, "check"])
    #expect(check.code == 0)
    #expect(try CLIBinary.run(["--db", target, "log", "acme-chat", "--limit", "1"]).out.contains("150"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.contains("partial") })
  }
}
