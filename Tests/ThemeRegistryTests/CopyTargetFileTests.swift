import Foundation
import Testing
import ThemeTestSupport

@testable import ThemeRegistry

/// Two copies to one target: the second leaves the first's live partial alone (its lock is
/// held) and removes only what killed copies left.
@Suite("migrate-to partial files")
struct CopyTargetFileTests {
  let folder = TemporaryDirectory()

  @Test func aLiveCopysPartialIsLeftAlone() throws {
    let target = folder.file("copy.db")
    let first = try CopyTargetFile(target, source: folder.file("source.db"))
    defer { first.discardPartial() }
    folder.write(String(first.writePath.split(separator: "/").last!), Array("first".utf8))
    let second = try CopyTargetFile(target, source: folder.file("source.db"))
    defer { second.discardPartial() }
    #expect(FileManager.default.fileExists(atPath: first.writePath))
    #expect(second.writePath != first.writePath)
  }

  @Test(arguments: [true, false])
  func aDeadCopysPartialIsRemoved(withLockFile: Bool) throws {
    let target = folder.file("copy.db")
    let dead = folder.file(".copy.db.partial-0123456789ab")
    folder.write(".copy.db.partial-0123456789ab", Array("dead".utf8))
    folder.write(".copy.db.partial-0123456789ab-wal", Array("wal".utf8))
    if withLockFile { folder.write(".copy.db.partial-0123456789ab.lock", []) }
    let copy = try CopyTargetFile(target, source: folder.file("source.db"))
    defer { copy.discardPartial() }
    for suffix in ["", "-wal", ".lock"] { #expect(!FileManager.default.fileExists(atPath: dead + suffix)) }
  }
}
