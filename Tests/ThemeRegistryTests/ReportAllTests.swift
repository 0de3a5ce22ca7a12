import Foundation
import Testing
import ThemeTestSupport

@testable import ThemeRegistry

@Suite("Report of every theme")
struct ReportAllTests {
  let folder = TemporaryDirectory()
  let registry: Registry

  init() throws {
    registry = try Registry.open(path: folder.registry(), create: true)
    for name in ["a0", "a1", "a2", "a3", "a4", "zz"] {
      _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.minimal(name: name)), author: "a", message: name)
    }
  }

  /// Pages are written batch by batch on every thread; a damaged theme in a later batch still
  /// leaves no folder, and no staging folder, behind.
  @Test func aDamagedThemeAfterBatchesWereWrittenLeavesNothing() throws {
    // `list` checks each latest run; only the theme's own read finds its document garbled.
    let garbage = RegistryBackend.current == .postgres ? "decode('00', 'hex')" : "X'00'"
    try StoreSQL.execute(
      registry.store,
      """
      UPDATE documents SET base_id = NULL, body = \(garbage) WHERE id IN (
        SELECT v.document_id FROM versions v JOIN themes t ON t.id = v.theme_id WHERE t.name = 'zz')
      """)
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    var told: [Int] = []
    #expect {
      _ = try registry.reportAll(to: folder.file("site"), themesPerBatch: 2) { done, _ in told.append(done) }
    } throws: { error in
      "\(error)".contains("zz")
    }
    #expect(told == [2, 4])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
  }

  @Test(arguments: [1, 2, 4, 64])
  func everyBatchSizeWritesTheSamePages(themesPerBatch: Int) throws {
    let written = try registry.reportAll(to: folder.file("site"), themesPerBatch: themesPerBatch, progress: nil)
    let reference = try registry.reportAll(to: folder.file("reference"), themesPerBatch: 64, progress: nil)
    #expect(written == reference)
    #expect(written.count == 1 + 6 * 2)
    for path in written {
      #expect(
        FileManager.default.contents(atPath: folder.file("site") + "/" + path)
          == FileManager.default.contents(atPath: folder.file("reference") + "/" + path))
    }
  }
}
