import Foundation
import Testing
import ThemeModel
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
    let code = CLI.run(arguments: ["--db", db] + arguments, environment: ["USER": "t"], console: console) { [] }
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
    #expect(write.err.contains("is read-only; reads work, but to write, make the file and its folder writable"))
    #expect(folder.read("r.db") == before)
  }
}
