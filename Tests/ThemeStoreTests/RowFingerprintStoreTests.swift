import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeStore

/// Commits that find changed rows by their recorded fingerprints store exactly what commits
/// that read every current row back store, on both backends.
@Suite("Row fingerprints in the store")
struct RowFingerprintStoreTests {
  let folder = TemporaryDirectory()

  /// A theme after `step` edits of a seeded sequence: colours changed, added and removed,
  /// a style resized, an image relabelled, the media record dropped and restored.
  static func theme(seed: UInt64, step: Int) -> [String: Any] {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(step)
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var theme = SampleThemes.rich()
    func hex() -> String { String(format: "#%06X", next(0xFF_FFFF)) }
    for _ in 0...next(3) {
      theme = SampleThemes.setting(theme, "colors." + ["sendTint", "inputText", "background"][next(3)], to: hex())
    }
    for extra in 0..<next(6) { theme = SampleThemes.setting(theme, "colors.extra\(extra)", to: hex()) }
    theme = SampleThemes.setting(theme, "typography.title.size", to: 24 + next(8))
    theme = SampleThemes.setting(theme, "images.logo.accessibilityLabel", to: "Acme \(next(3))")
    if next(3) == 0 { theme = SampleThemes.setting(theme, "media", to: []) }
    return theme
  }

  func commit(_ store: any RegistryStore, _ object: [String: Any], number: Int) throws {
    _ = try store.commit(
      PreparedCommit(
        document: try ThemeDocument(bytes: SampleThemes.bytes(object)), author: "a", message: "v\(number)",
        createdAt: "2026-11-30T10:00:00.000Z", audit: nil))
  }

  /// Every normalized row, ids and version ranges included.
  func tables(_ store: any RegistryStore) throws -> [[[String?]]] {
    try ThemeRowsTables.names.map { try StoreSQL.rows(store, "SELECT * FROM \($0) ORDER BY id") }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func fingerprintedCommitsStoreWhatReadingTheRowsStores(seed: UInt64) throws {
    let fingerprinted = try StoreSQL.open(folder.registry("a.db"), now: "t")
    let reading = try StoreSQL.open(folder.registry("b.db"), now: "t")
    for step in 0..<10 {
      try commit(fingerprinted, Self.theme(seed: seed, step: step), number: step)
      // No record: this store's commits read the current rows back, as before fingerprints.
      try StoreSQL.execute(reading, "UPDATE current_row_digests SET fingerprints = NULL")
      try commit(reading, Self.theme(seed: seed, step: step), number: step)
    }
    #expect(try tables(fingerprinted) == tables(reading))
    #expect(try StoreSQL.int(fingerprinted, "SELECT count(*) FROM current_row_digests WHERE fingerprints IS NULL") == 0)
    #expect(try fingerprinted.check().filter { $0.description.contains("fingerprints") }.isEmpty)
  }

  @Test func aMalformedRecordIsNotTrustedAndIsRecordedAgain() throws {
    let store = try StoreSQL.open(folder.registry(), now: "t")
    let reference = try StoreSQL.open(folder.registry("reference.db"), now: "t")
    try commit(store, Self.theme(seed: 7, step: 0), number: 0)
    try commit(reference, Self.theme(seed: 7, step: 0), number: 0)
    try StoreSQL.execute(store, "UPDATE current_row_digests SET fingerprints = \(StoreSQL.hashLiteral("sha256:0102"))")
    #expect(try store.check().contains { $0.description.contains("recorded fingerprints of the current colors rows") })
    try commit(store, Self.theme(seed: 7, step: 1), number: 1)
    try commit(reference, Self.theme(seed: 7, step: 1), number: 1)
    #expect(try tables(store) == tables(reference))
    let colors = try StoreSQL.int(
      store, "SELECT length(fingerprints) FROM current_row_digests WHERE table_name = 'colors'")
    let currentColors = try StoreSQL.int(store, "SELECT count(*) FROM colors WHERE until IS NULL")
    #expect(colors == (currentColors ?? 0) * RowFingerprints.entryBytes)
    // The colours changed and were recorded again; a table the commit did not change keeps
    // its forged record, which check still reports.
    let problems = try store.check().map(\.description).filter { $0.contains("fingerprints") }
    #expect(!problems.contains { $0.contains("colors rows") })
    #expect(problems.contains { $0.contains("media rows") })
  }
}

/// The normalized tables' names, for comparing whole tables.
enum ThemeRowsTables {
  static let names = SQLStore.normalizedTableNames
}
