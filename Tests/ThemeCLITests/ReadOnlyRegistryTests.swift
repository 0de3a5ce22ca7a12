import Foundation
import Testing
import ThemeModel
import ThemeRegistry
import ThemeTestSupport

@testable import ThemeCLI

/// A registry file nobody may write: as root, file modes do not stop writes, so the file is
/// made immutable with `chattr +i` where the file system allows it.
@Suite("Read-only registry", .serialized)
struct ReadOnlyRegistryTests {
  static func chattr(_ flag: String, _ path: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [flag, path]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  static let canMakeImmutable: Bool = {
    let folder = TemporaryDirectory()
    let path = folder.write("probe", [1])
    defer { _ = chattr("-i", path) }
    return chattr("+i", path)
  }()

  func run(_ arguments: [String], db: String) -> (code: Int32, out: String, err: String) {
    let console = Console.capture()
    let code = CLI.run(arguments: ["--db", db] + arguments, environment: ["USER": "t"], console: console) { _ in [] }
    return (code, console.capturedOutput, console.capturedError)
  }

  @Test(.enabled(if: canMakeImmutable, "chattr +i is not available on this file system"))
  func readsWorkAndWritesFailClearly() throws {
    let folder = TemporaryDirectory()
    let db = folder.file("r.db")
    _ = run(["init"], db: db)
    _ = run(["commit", folder.write("t.json", SampleThemes.bytes(SampleThemes.minimal())), "-m", "one"], db: db)
    #expect(Self.chattr("+i", db))
    // Undone before the folder is removed, which an immutable file would prevent.
    defer { withExtendedLifetime(folder) { _ = Self.chattr("-i", db) } }
    let before = folder.read("r.db")
    #expect(run(["list"], db: db).out.contains("mini"))
    #expect(run(["check"], db: db).code == 0)
    let write = run(
      ["commit", folder.write("u.json", SampleThemes.bytes(SampleThemes.minimal(text: "#111111"))), "-m", "two"], db: db
    )
    #expect(write.code == 74)
    #expect(write.err.contains("is read-only (you may not write the file \(db)); reads work, but to write"))
    #expect(folder.read("r.db") == before)
  }

  /// A registry in a folder of root's, read by an unprivileged user: every read works, and a
  /// write says which permission is missing.
  @Test(.enabled(if: CLIBinary.canDropPrivileges, "needs root and setpriv"), arguments: [false, true])
  func anotherUsersRegistryCanBeRead(whileOpenElsewhere: Bool) throws {
    let folder = TemporaryDirectory()
    let db = folder.file("r.db")
    let theme = folder.write("t.json", SampleThemes.bytes(SampleThemes.rich()))
    #expect(try CLIBinary.run(["--db", db, "init"]).code == 0)
    #expect(try CLIBinary.run(["--db", db, "commit", theme, "-m", "one", "--author", "ann"]).code == 0)
    // A writer that keeps the registry open leaves its -wal and -shm files beside it.
    let writer = whileOpenElsewhere ? try Registry.open(path: db) : nil
    if let writer {
      _ = try writer.commit(
        bytes: SampleThemes.bytes(SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: "#FAFAFA")),
        author: "bob", message: "two")
    }
    let before = try #require(SQLiteSnapshot.content(db))
    let latest = whileOpenElsewhere ? 2 : 1
    for read in [
      ["list"], ["log", "acme-chat"], ["show", "acme-chat"], ["audit", "acme-chat@1"], ["check"],
      ["history", "acme-chat"], ["diff", "acme-chat@1", "acme-chat@\(latest)"],
    ] {
      let outcome = try CLIBinary.run(["--db", db] + read, asUser: "nobody")
      #expect(outcome.code == 0, "\(read): \(outcome.err)")
    }
    #expect(try CLIBinary.run(["--db", db, "log", "acme-chat"], asUser: "nobody").out.contains("\(latest)"))
    let write = try CLIBinary.run(["--db", db, "approve", "acme-chat@1", "--by", "carol"], asUser: "nobody")
    #expect(write.code == 74)
    #expect(write.err.contains("is read-only (you may not write the file \(db))"))
    #expect(SQLiteSnapshot.content(db) == before)
    withExtendedLifetime(writer) {}
  }
}
