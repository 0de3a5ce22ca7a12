import Foundation
import Testing
import ThemeTestSupport

@testable import ThemeCLI

/// Standard output leaves the real process in large buffered writes: what arrives must be what
/// the command wrote, all of it, however many buffers it took.
@Suite("Standard output")
struct StandardOutputTests {
  func runInProcess(_ arguments: [String], db: String) -> (code: Int32, out: String) {
    let console = Console.capture()
    let code = CLI.run(arguments: ["--db", db] + arguments, environment: ["USER": "t"], console: console) { _ in [] }
    return (code, console.capturedOutput)
  }

  /// A registry whose `log --json` is longer than the output buffer.
  func registryWithLongHistory() throws -> (folder: TemporaryDirectory, db: String) {
    let folder = TemporaryDirectory()
    let db = folder.file("long.db")
    #expect(runInProcess(["init"], db: db).code == 0)
    for version in 0..<300 {
      let text = String(format: "#%06X", version)
      let file = folder.write("v\(version).json", SampleThemes.bytes(SampleThemes.minimal(text: text)))
      try #require(runInProcess(["commit", file, "-m", "version \(version)"], db: db).code == 0)
    }
    return (folder, db)
  }

  @Test(arguments: [["log", "mini"], ["--json", "log", "mini"]])
  func outputLongerThanTheBufferArrivesWhole(arguments: [String]) throws {
    let (folder, db) = try registryWithLongHistory()
    let expected = runInProcess(arguments, db: db)
    let outcome = try CLIBinary.run(["--db", db] + arguments, in: folder.path)
    #expect(outcome.code == 0)
    #expect(outcome.out.utf8.count == expected.out.utf8.count)
    #expect(outcome.out == expected.out)
    #expect(arguments.contains("--json") ? outcome.out.utf8.count > Console.outputBufferBytes : true)
  }

  @Test func aFailingCommandWritesOnlyItsErrorAndNothingToStandardOutput() throws {
    let folder = TemporaryDirectory()
    let db = folder.file("e.db")
    let outcome = try CLIBinary.run(["--db", db, "list"], in: folder.path)
    // No registry: nothing on standard output, the error alone on standard error.
    #expect(outcome.code != 0)
    #expect(outcome.out.isEmpty)
    #expect(!outcome.err.isEmpty)
  }

  @Test func theProcessReadsItsEnvironment() throws {
    // The binary reads the C library's environment itself: a registry named by THEMEREG_DB and
    // an author by THEMEREG_AUTHOR (over USER) reach the command.
    let folder = TemporaryDirectory()
    let db = folder.file("env.db")
    let theme = folder.write("t.json", SampleThemes.bytes(SampleThemes.minimal()))
    let environment = ["THEMEREG_DB": db, "THEMEREG_AUTHOR": "dana", "USER": "someone-else"]
    #expect(try CLIBinary.run(["init"], environment: environment, in: folder.path).code == 0)
    #expect(try CLIBinary.run(["commit", theme, "-m", "first"], environment: environment, in: folder.path).code == 0)
    let log = try CLIBinary.run(["--json", "log", "mini"], environment: environment, in: folder.path)
    #expect(log.code == 0)
    #expect(log.out.contains(#""author" : "dana""#) || log.out.contains(#""author": "dana""#))
  }
}
