import Foundation
import Testing
import ThemeMigrations
import ThemeModel
import ThemeSQLite
import ThemeStore
import ThemeTestSupport

/// What may be given as `--db`, and what happens to a file that is not (yet) a registry.
@Suite("Registry locations")
struct RegistryLocationTests {
  static func theme(_ folder: TemporaryDirectory, _ text: String = "#000000") -> String {
    folder.write("t-\(text.dropFirst()).json", SampleThemes.bytes(SampleThemes.minimal(text: text)))
  }

  @Test(arguments: [
    (["--db", "", "init"], "the registry path is empty"),
    (["--db", ":memory:", "init"], "an in-memory database keeps nothing"),
    (["--db", ":memory:", "list"], "an in-memory database keeps nothing"),
    (["--db=", "check"], "the registry path is empty"),
  ])
  func emptyAndInMemoryRegistriesAreRefused(arguments: [String], message: String) throws {
    let folder = TemporaryDirectory()
    let outcome = try CLIBinary.run(arguments, in: folder.path)
    #expect(outcome.code == 64)
    #expect(outcome.err.contains(message))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test(arguments: ["", ":memory:"])
  func migrateToAnEmptyOrInMemoryTargetIsRefused(target: String) throws {
    let folder = TemporaryDirectory()
    let db = folder.file("r.db")
    #expect(try CLIBinary.run(["--db", db, "init"]).code == 0)
    #expect(try CLIBinary.run(["--db", db, "commit", Self.theme(folder), "-m", "one"]).code == 0)
    let before = try #require(SQLiteSnapshot.content(db))
    let outcome = try CLIBinary.run(["--db", db, "migrate-to", target], in: folder.path)
    #expect(outcome.code == 64)
    #expect(!outcome.out.contains("Copied"))
    #expect(outcome.err.contains(target.isEmpty ? "the registry path is empty" : "in-memory"))
    #expect(SQLiteSnapshot.content(db) == before)
    // (The snapshot's own read-only connection may leave r.db's -wal and -shm files.)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix("r.db-") }
    #expect(files.sorted() == ["r.db", "t-000000.json"])
  }

  @Test(arguments: ["file:x.db", "file:x.db?mode=memory", "file:x.db?mode=ro&cache=shared"])
  func fileURIsAreOrdinaryFileNames(name: String) throws {
    let folder = TemporaryDirectory()
    #expect(try CLIBinary.run(["--db", name, "init"], in: folder.path).code == 0)
    #expect(try CLIBinary.run(["--db", name, "commit", Self.theme(folder), "-m", "one"], in: folder.path).code == 0)
    let listed = try CLIBinary.run(["--db", name, "list"], in: folder.path)
    #expect(listed.code == 0)
    #expect(listed.out.contains("mini"))
    // The whole name, query and all, is one file in the working folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains(name))
    #expect(try SQLiteSnapshot.logicalContent(folder.path + "/" + name).count > 0)
  }

  /// Files that are not registries: each must stay byte-identical, with nothing beside it.
  enum Foreign: String, CaseIterable, Sendable {
    case emptyFile, userVersionOnly, otherApplication, otherApplicationID, plainText

    func make(_ path: String) throws {
      switch self {
      case .emptyFile: _ = FileManager.default.createFile(atPath: path, contents: Data())
      case .plainText: _ = FileManager.default.createFile(atPath: path, contents: Data("notes\n".utf8))
      case .userVersionOnly:
        try Database(path: path, mode: .readWriteCreate).executeScript("PRAGMA user_version = 3; VACUUM")
      case .otherApplication:
        try Database(path: path, mode: .readWriteCreate).executeScript("CREATE TABLE notes (body TEXT)")
      case .otherApplicationID:
        try Database(path: path, mode: .readWriteCreate).executeScript("PRAGMA application_id = 42; VACUUM")
      }
    }

    var message: String {
      switch self {
      case .emptyFile, .userVersionOnly: "is not a themereg registry"
      case .otherApplication, .otherApplicationID: "is not a themereg registry"
      case .plainText: "it is not an SQLite database"
      }
    }
  }

  @Test(arguments: Foreign.allCases, [["check"], ["list"], ["log", "mini"], ["commit", "THEME", "-m", "x"]])
  func onlyInitMakesAFileARegistry(foreign: Foreign, command: [String]) throws {
    let folder = TemporaryDirectory()
    let db = folder.file("a.db")
    try foreign.make(db)
    let before = try #require(FileManager.default.contents(atPath: db))
    let arguments = command.map { $0 == "THEME" ? Self.theme(folder) : $0 }
    let outcome = try CLIBinary.run(["--db", db] + arguments)
    #expect([66, 74].contains(outcome.code))
    #expect(outcome.err.contains(foreign.message))
    if foreign == .emptyFile || foreign == .userVersionOnly {
      #expect(outcome.code == 66)
      #expect(outcome.err.contains("run 'themereg init --db \(db)' to create one"))
    }
    #expect(FileManager.default.contents(atPath: db) == before)
    #expect(SQLiteSnapshot.sidecars(db).isEmpty)
  }

  @Test func initStillMakesAnEmptyFileARegistry() throws {
    let folder = TemporaryDirectory()
    let db = folder.file("a.db")
    try Foreign.userVersionOnly.make(db)
    #expect(try CLIBinary.run(["--db", db, "init"]).code == 0)
    #expect(try CLIBinary.run(["--db", db, "check"]).code == 0)
  }

  @Test(arguments: [["list"], ["init"], ["check"]])
  func devicesAreRefusedWithoutSideFiles(command: [String]) throws {
    try? FileManager.default.removeItem(atPath: "/dev/null-journal")
    let outcome = try CLIBinary.run(["--db", "/dev/null"] + command)
    #expect(outcome.code == 74)
    #expect(outcome.err.contains("it is a device; give a regular file"))
    #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
    #expect(!FileManager.default.fileExists(atPath: "/dev/null-wal"))
  }

  @Test func aFIFOIsRefusedAtOnce() throws {
    let folder = TemporaryDirectory()
    let fifo = folder.file("pipe.db")
    #expect(mkfifo(fifo, 0o644) == 0)
    // Before the fix every command blocked forever opening the FIFO.
    let outcome = try CLIBinary.run(["--db", fifo, "list"])
    #expect(outcome.code == 74)
    #expect(outcome.err.contains("it is a FIFO (named pipe); give a regular file"))
  }

  @Test func onlyInitMigratesAnOlderRegistry() throws {
    let folder = TemporaryDirectory()
    let db = folder.file("old.db")
    let older = Array(EmbeddedMigrations.all.dropLast())
    _ = try SQLiteStore.open(path: db, create: true, now: "t", migrations: older)
    let before = try #require(SQLiteSnapshot.content(db))
    let listed = try CLIBinary.run(["--db", db, "list"])
    #expect(listed.code == 74)
    #expect(listed.err.contains("was written by an older themereg (migration \(EmbeddedMigrations.all.last!.name)"))
    #expect(listed.err.contains("run 'themereg init --db \(db)' to upgrade it"))
    #expect(SQLiteSnapshot.content(db) == before)
    #expect(try CLIBinary.run(["--db", db, "init"]).code == 0)
    #expect(try CLIBinary.run(["--db", db, "list"]).code == 0)
  }
}
