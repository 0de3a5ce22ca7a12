import Foundation
import Testing
import ThemeExport
import ThemeFiles
import ThemeTestSupport

@testable import ThemeRegistry

/// The staging folder of `export -o` and `report -o`: written through directory descriptors,
/// so a link swapped in mid-write redirects nothing, and left behind by a killed run only until
/// the next run into the same parent removes it.
@Suite("Output staging")
struct StagingTests {
  let folder = TemporaryDirectory()
  let files = FileManager.default

  func entries(_ path: String) -> [String] { ((try? files.contentsOfDirectory(atPath: path)) ?? []).sorted() }

  /// The id of a process that has exited: nothing holds its staging folder any more.
  func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  func leftover(_ name: String) throws -> String {
    let path = folder.file(name)
    try files.createDirectory(atPath: path + "/css", withIntermediateDirectories: true)
    folder.write(name + "/css/theme.css", Array("half".utf8))
    return path
  }

  @Test func aDeadRunsStagingIsRemovedByTheNextRunAndNamed() throws {
    let dead = ".out.themereg-\(try deadProcessID())-\(UUID().uuidString)"
    _ = try leftover(dead)
    let removed = try ExportDirectory.write([ExportFile(path: "a.txt", bytes: [0x61])], to: folder.file("other"))
    #expect(removed == [dead])
    #expect(entries(folder.path) == ["other"])
  }

  @Test func anEarlierReleasesStagingWithoutAProcessIDIsRemoved() throws {
    let old = ".out.themereg-\(UUID().uuidString)"
    _ = try leftover(old)
    let removed = try ExportDirectory.write([ExportFile(path: "a.txt", bytes: [0x61])], to: folder.file("out"))
    #expect(removed == [old])
  }

  @Test func aLiveRunsStagingIsLeftAlone() throws {
    let running = try ExportDirectory.Staging(folder.file("first"))
    defer { running.abandon() }
    let removed = try ExportDirectory.write([ExportFile(path: "a.txt", bytes: [0x61])], to: folder.file("second"))
    #expect(removed.isEmpty)
    #expect(entries(folder.path).contains(running.stagingName))
  }

  @Test func aStagingFolderOfALiveProcessNotYetLockedIsLeftAlone() throws {
    // Between creating its folder and locking it, a run is only known by its live process id.
    let young = ".out.themereg-\(getpid())-\(UUID().uuidString)"
    _ = try leftover(young)
    let removed = try ExportDirectory.write([ExportFile(path: "a.txt", bytes: [0x61])], to: folder.file("out"))
    #expect(removed.isEmpty)
    #expect(entries(folder.path).contains(young))
  }

  @Test func aLinkSwappedForTheStagingFolderRedirectsNothing() throws {
    let elsewhere = folder.file("elsewhere")
    try files.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    let staging = try ExportDirectory.Staging(folder.file("out"))
    try staging.add(ExportFile(path: "css/one.css", bytes: [0x31]))
    // An attacker moves the staging folder away and puts a link to their folder in its place.
    let moved = folder.file("moved")
    try files.moveItem(atPath: folder.file(staging.stagingName), toPath: moved)
    try files.createSymbolicLink(atPath: folder.file(staging.stagingName), withDestinationPath: elsewhere)
    try staging.add(ExportFile(path: "css/two.css", bytes: [0x32]))
    try staging.add(ExportFile(path: "android/three.xml", bytes: [0x33]))
    #expect(throws: RegistryError.self) { try staging.finish() }
    #expect(entries(elsewhere).isEmpty)
    #expect(!files.fileExists(atPath: folder.file("out")))
  }

  @Test func aLinkSwappedForASubfolderRedirectsNothing() throws {
    let elsewhere = folder.file("elsewhere")
    try files.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    let staging = try ExportDirectory.Staging(folder.file("out"))
    defer { staging.abandon() }
    try staging.add(ExportFile(path: "a.txt", bytes: [0x31]))
    try files.createSymbolicLink(
      atPath: folder.file(staging.stagingName + "/css"), withDestinationPath: elsewhere)
    #expect(throws: RegistryError.self) { try staging.add(ExportFile(path: "css/two.css", bytes: [0x32])) }
    #expect(entries(elsewhere).isEmpty)
  }

  @Test func dotDotAfterALinkIsResolvedAsTheSystemDoes() throws {
    // subl → a/b, so subl/../out1 is a/out1 for the system (not ./out1, as a lexical cut says).
    try files.createDirectory(atPath: folder.file("a/b"), withIntermediateDirectories: true)
    try files.createSymbolicLink(atPath: folder.file("subl"), withDestinationPath: folder.file("a/b"))
    _ = try ExportDirectory.write([ExportFile(path: "x.txt", bytes: [0x78])], to: folder.file("subl/../out1"))
    #expect(files.fileExists(atPath: folder.file("a/out1/x.txt")))
    #expect(!files.fileExists(atPath: folder.file("out1")))
  }

  @Test(arguments: ["", "/", ".", "..", "some/.."])
  func aPathThatNamesNoNewFolderIsRefused(path: String) throws {
    #expect {
      _ = try ExportDirectory.write([ExportFile(path: "x.txt", bytes: [0x78])], to: path)
    } throws: { error in
      guard case RegistryError.outputFolder(_, let problem) = error else { return false }
      return problem == (path.isEmpty ? .emptyName : .notANewFolder)
    }
  }
}
