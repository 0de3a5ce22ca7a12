import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// A command whose output could not be written fails (74) and says so, instead of exiting 0
/// with a truncated file behind it; one that had stored something says exactly what stays.
@Suite("Output that cannot be written")
struct OutputFailureTests {
  let folder = TemporaryDirectory()
  var db: String { folder.file("out.db") }

  func run(_ arguments: [String], toFullDevice: Bool = true) throws -> CLIBinary.Outcome {
    let full = toFullDevice ? FileHandle(forWritingAtPath: "/dev/full") : nil
    defer { try? full?.close() }
    return try CLIBinary.run(
      ["--db", db] + arguments, environment: ["USER": "tester"], in: folder.path, standardOutput: full)
  }

  func registryWithOneVersion() throws {
    let file = folder.write("t.json", SampleThemes.bytes(SampleThemes.rich()))
    #expect(try run(["init"], toFullDevice: false).code == 0)
    #expect(try run(["commit", file, "-m", "first"], toFullDevice: false).code == 0)
  }

  @Test(arguments: [
    ["show", "acme-chat", "--pretty"], ["log", "acme-chat", "--json"], ["log", "acme-chat"],
    ["audit", "acme-chat", "--format", "sarif"], ["completions", "bash"], ["list"], ["--version"],
    ["diff", "acme-chat@1", "acme-chat@1"], ["history", "acme-chat"], ["--help"],
  ])
  func aReadCommandWritingToAFullDeviceExits74(arguments: [String]) throws {
    try registryWithOneVersion()
    let outcome = try run(arguments)
    #expect(outcome.code == 74)
    #expect(outcome.err.contains("error: could not write standard output: No space left on device"))
    #expect(!outcome.err.contains("was committed"))
  }

  @Test func aCommitWhoseSummaryCannotBePrintedSaysWhatWasStored() throws {
    try registryWithOneVersion()
    var changed = SampleThemes.rich()
    changed["description"] = "second"
    let file = folder.write("t2.json", SampleThemes.bytes(changed))
    let outcome = try run(["commit", file, "-m", "second"])
    #expect(outcome.code == 74)
    #expect(outcome.err.contains("could not write standard output: No space left on device; acme-chat@2 was committed"))
    // The version is stored, as the message says, and stays.
    let log = try run(["--json", "log", "acme-chat"], toFullDevice: false)
    let versions = try JSONParser.parse(Array(log.out.utf8))["versions"]
    #expect(versions?.arrayElements?.first?["version"] == .number(2))
  }

  @Test func anUnchangedCommitThatCannotPrintClaimsNothingStored() throws {
    try registryWithOneVersion()
    let file = folder.write("same.json", SampleThemes.bytes(SampleThemes.rich()))
    let outcome = try run(["commit", file, "-m", "same"])
    #expect(outcome.code == 74)
    #expect(!outcome.err.contains("was committed"))
  }
}
