import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeRegistry

/// `migrate-to` copies one moment of the source: a commit that lands during the copy is in
/// the copy whole or not at all, never the later theme's version without the earlier one's.
@Suite("migrate-to is a snapshot")
struct MigrateToSnapshotTests {
  let folder = TemporaryDirectory()

  @Test func commitsDuringTheCopyStayOutOfIt() throws {
    let location = folder.registry("source.db")
    let source = try Registry.open(path: location, create: true)
    for index in 0..<3 {
      _ = try source.commit(
        bytes: SampleThemes.bytes(SampleThemes.minimal(name: "aaa", text: String(format: "#%06X", index))),
        author: "a", message: "a\(index)")
    }
    _ = try source.commit(bytes: SampleThemes.bytes(SampleThemes.minimal(name: "zzz")), author: "z", message: "z1")
    // Another client commits to both themes while the copy reads the first.
    let other = try Registry.open(path: location)
    var committed = false
    let summary = try source.migrate(to: folder.file("copy.db")) { _, _ in
      guard !committed else { return }
      committed = true
      _ = try? other.commit(
        bytes: SampleThemes.bytes(SampleThemes.minimal(name: "aaa", text: "#ABCDEF")), author: "b", message: "a4")
      _ = try? other.commit(
        bytes: SampleThemes.bytes(SampleThemes.minimal(name: "zzz", text: "#123456")), author: "b", message: "z2")
    }
    #expect(committed)
    #expect(try other.log(theme: "zzz").count == 2)
    #expect(summary.versions == 4)
    let copy = try Registry.open(path: folder.file("copy.db"))
    #expect(try copy.log(theme: "aaa").count == 3)
    #expect(try copy.log(theme: "zzz").count == 1)
  }
}
