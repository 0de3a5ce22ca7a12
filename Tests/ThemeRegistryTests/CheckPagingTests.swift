import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeRegistry
@testable import ThemeStore

/// `check` reads stored documents and finding texts a page at a time, so that its memory does
/// not grow with the history: what it finds, and the order it reports it in, do not depend on
/// where the pages fall.
@Suite("check, a page at a time")
struct CheckPagingTests {
  let folder = TemporaryDirectory()
  let registry: Registry

  init() throws {
    registry = try Registry.open(
      path: folder.registry(), create: true, clock: { Date(timeIntervalSince1970: 1_800_000_000) })
  }

  var store: SQLStore {
    get throws { try #require(registry.store as? SQLStore) }
  }

  /// Five versions of acme-chat, each with a darker outgoing bubble (and so findings of its own).
  func commitFiveVersions() throws {
    for shade in ["#6FA0FF", "#5F90F0", "#4F80E0", "#3F70D0", "#2F60C0"] {
      let theme = SampleThemes.setting(
        SampleThemes.rich(), "colors.outgoingBubble", to: ["light": shade, "dark": shade])
      _ = try registry.commit(bytes: SampleThemes.bytes(theme), author: "alice", message: shade)
    }
  }

  /// Gives the stored document of acme-chat@`number` the content hash `hash`.
  func forgeHash(of number: Int, to hash: String) throws {
    let recorded = try #require(try registry.store.version(theme: "acme-chat", number: number)?.contentHash)
    try StoreSQL.execute(
      registry.store,
      "UPDATE documents SET content_hash = \(StoreSQL.hashLiteral(hash)) WHERE content_hash = \(StoreSQL.hashLiteral(recorded.description))"
    )
  }

  /// The versions the document problems name, in the order reported.
  func damagedVersions(_ problems: [IntegrityProblem]) -> [String] {
    problems.map(\.description).filter { $0.contains("the stored document of") }.map {
      $0.firstMatch(of: #/acme-chat@\d+/#).map { String($0.output) } ?? $0
    }
  }

  @Test(arguments: [1, 2, 256])
  func damagedDocumentsOnAnyPageAreReportedInHashOrder(pageSize: Int) throws {
    try commitFiveVersions()
    try forgeHash(of: 1, to: "sha256:" + String(repeating: "fe", count: 32))
    try forgeHash(of: 4, to: "sha256:" + String(repeating: "01", count: 32))
    let problems = try store.check(progress: nil, pageSize: pageSize)
    #expect(damagedVersions(problems) == ["acme-chat@4", "acme-chat@1"])
  }

  @Test func progressCountsEveryDocumentOnceAcrossPages() throws {
    try commitFiveVersions()
    var reports: [[Int]] = []
    _ = try store.check(progress: { reports.append([$0, $1]) }, pageSize: 2)
    #expect(reports == [[1, 5], [2, 5], [3, 5], [4, 5], [5, 5]])
  }

  @Test(arguments: [1, 2, 3, 256])
  func forgedRunsOnAnyPageAreReportedInVersionOrder(pageSize: Int) throws {
    try commitFiveVersions()
    for number in [5, 2] {
      try StoreSQL.execute(
        registry.store,
        "UPDATE audit_runs SET errors = errors + 1 WHERE version_id = (SELECT id FROM versions WHERE number = \(number))"
      )
    }
    let forged = try store.check(progress: nil, pageSize: pageSize).map(\.description)
      .filter { $0.contains("no longer match their digest") }
    #expect(forged.map { String($0.prefix { $0 != ":" }) } == ["acme-chat@2", "acme-chat@5"])
  }

  @Test(arguments: [1, 2, 256])
  func damagedFindingTextsOnTheLastPageAreReported(pageSize: Int) throws {
    try commitFiveVersions()
    let batches = try StoreSQL.rows(registry.store, "SELECT since FROM finding_texts ORDER BY since")
      .compactMap { $0.first.flatMap { $0 }.flatMap { Int($0) } }
    try #require(batches.count >= 3)
    let last = try #require(batches.last)
    let body = RegistryBackend.current == .postgres ? "decode('0a0102', 'hex')" : "X'0A0102'"
    try StoreSQL.execute(registry.store, "UPDATE finding_texts SET body = \(body) WHERE since = \(last)")
    let problems = try store.check(progress: nil, pageSize: pageSize).map(\.description)
    #expect(problems.contains { $0.contains("the stored texts of the findings opened at version \(last) are damaged") })
  }
}
