import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeStore

@Suite("Storing versions")
struct CommitStoreTests {
  let folder = TemporaryDirectory()
  let store: any RegistryStore

  init() throws {
    store = try StoreSQL.open(folder.registry(), now: "2026-11-30T00:00:00.000Z")
  }

  func document(_ object: [String: Any]) throws -> ThemeDocument {
    try ThemeDocument(bytes: SampleThemes.bytes(object))
  }

  /// Commits `object` with `audit`; `hook` runs inside the transaction after everything is written.
  @discardableResult
  func commit(
    _ object: [String: Any], message: String = "m", audit: AuditRunDraft? = nil, hook: (() throws -> Void)? = nil
  ) throws -> CommitOutcome {
    let sqlStore = try #require(store as? SQLStore)
    return try (hook.map(sqlStore.hooked) ?? sqlStore).commit(
      PreparedCommit(
        document: document(object), author: "alice", message: message, createdAt: "2026-11-30T10:00:00.000Z",
        audit: audit))
  }

  func count(_ table: String) throws -> Int {
    try StoreSQL.int(store, "SELECT count(*) FROM \(table)") ?? -1
  }

  @Test(arguments: [
    ("#FFFFFF", "#FFFFFF", "#FFFFFF"), ("#0b5fff", "#0b5fff", "#0B5FFF"),
    ("rgba(235, 235, 245, 0.6)", "rgba(235, 235, 245, 0.6)", "#EBEBF599"),
    ("rgba(60, 60, 67, 0.75)", "rgba(60, 60, 67, 0.75)", "#3C3C43BF"),
  ])
  func theCurrentColoursViewShowsWhatWasWrittenAndItsHex(background: String, written: String, hex: String) throws {
    try commit(SampleThemes.minimal(background: background))
    let rows = try StoreSQL.rows(
      store, "SELECT written, hex FROM current_colors WHERE theme = 'mini' AND name = 'background'")
    #expect(rows.count == 1)
    #expect(rows.first == [written, hex])
  }

  @Test func commitLogShowRoundTrip() throws {
    let first = try commit(SampleThemes.rich(), message: "first")
    let changed = SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: "#FAFAFA")
    let second = try commit(changed, message: "second")
    #expect(first.version.number == 1)
    #expect(second.version.number == 2)
    #expect(second.version.parent == 1)
    let log = try store.log(theme: "acme-chat")
    #expect(log.map(\.version.number) == [2, 1])
    #expect(log.map(\.version.message) == ["second", "first"])
    let bytes = try store.document(of: first.version)
    #expect(ContentHash(of: bytes) == first.version.contentHash)
    #expect(bytes == (try document(SampleThemes.rich())).canonicalBytes)
    #expect(try store.document(of: second.version) == (try document(changed)).canonicalBytes)
  }

  @Test func identicalContentCreatesNoVersion() throws {
    try commit(SampleThemes.rich())
    let again = try commit(SampleThemes.rich(), message: "again")
    #expect(again == .unchanged(try #require(try store.version(theme: "acme-chat", number: 1))))
    #expect(try count("versions") == 1)
  }

  @Test func rowsCarryVersionRangesAndOnlyChangesAreWritten() throws {
    try commit(SampleThemes.rich())
    let rowsAfterFirst = try count("colors")
    try commit(SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: "#FAFAFA"))
    // outgoingText and link (an alias of it) change in each of the 4 appearances.
    #expect(try count("colors") == rowsAfterFirst + 8)
    let atOne = try #require(store as? SQLStore).rows(theme: "acme-chat", number: 1, table: "colors")
    let atTwo = try #require(store as? SQLStore).rows(theme: "acme-chat", number: 2, table: "colors")
    #expect(atOne.count == atTwo.count)
    #expect(atOne.contains { $0[0] == .text("outgoingText") && $0[7] == .text("#FFFFFF") })
    #expect(atTwo.contains { $0[0] == .text("outgoingText") && $0[7] == .text("#FAFAFA") })
    #expect(try store.check().map(\.description) == ["acme-chat: version(s) 1, 2 have no audit run"])
  }

  @Test func unchangedTablesAreSkippedByDigest() throws {
    try commit(SampleThemes.rich())
    let mediaRows = try count("media")
    try commit(SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: "#FAFAFA"))
    #expect(try count("media") == mediaRows)
    #expect(try count("current_row_digests") == 6)
    try StoreSQL.execute(store, "UPDATE current_row_digests SET digest = 'x' WHERE table_name = 'media'")
    #expect(try store.check().map(\.description).contains("acme-chat@2: the stored digest of the media rows is stale"))
  }

  @Test func removedEntriesCloseTheirRows() throws {
    try commit(SampleThemes.rich())
    try commit(SampleThemes.setting(SampleThemes.rich(), "media", to: []))
    #expect(try #require(store as? SQLStore).rows(theme: "acme-chat", number: 1, table: "media").count == 1)
    #expect(try #require(store as? SQLStore).rows(theme: "acme-chat", number: 2, table: "media").isEmpty)
  }

  @Test func plainSQLAnswersQuestionsAboutTheLatestVersions() throws {
    try commit(SampleThemes.rich())
    try commit(SampleThemes.setting(SampleThemes.minimal(name: "tiny"), "typography.small", to: ["size": 10]))
    let small = try StoreSQL.rows(store, "SELECT theme || '.' || name FROM current_typography_styles WHERE size < 12")
    #expect(small == [["tiny.small"]])
    #expect(try StoreSQL.int(store, "SELECT count(*) FROM current_media WHERE source_alt IS NULL") == 0)
  }

  struct InjectedFailure: Error {}

  @Test func aCommitThatFailsHalfwayLeavesNothing() throws {
    try commit(SampleThemes.rich())
    let before = try ["versions", "colors", "documents", "themes"].map(count)
    #expect(throws: InjectedFailure.self) {
      try commit(SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: "#FAFAFA")) {
        throw InjectedFailure()
      }
    }
    #expect(try ["versions", "colors", "documents", "themes"].map(count) == before)
    #expect(try store.latestVersionNumber(theme: "acme-chat") == 1)
    #expect(try store.check().isEmpty == false)  // version 1 had no audit run in this store-level test
  }

  @Test(arguments: [Int?.none, 2])
  func aCommitPreparedAgainstAnOlderLatestVersionIsRefusedAndWritesNothing(expected: Int?) throws {
    try commit(SampleThemes.rich())
    let before = try ["versions", "colors", "documents", "audit_runs"].map(count)
    let changed = try document(SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: "#FAFAFA"))
    #expect {
      _ = try store.commit(
        PreparedCommit(
          document: changed, author: "alice", message: "m", createdAt: "2026-11-30T10:00:00.000Z", audit: nil,
          expectedLatest: .some(expected)))
    } throws: { error in
      "\(error)".contains("acme-chat moved from version \(expected ?? 0) to 1 while this commit was prepared")
    }
    #expect(try ["versions", "colors", "documents", "audit_runs"].map(count) == before)
  }

  @Test func aCommitPreparedAgainstTheLatestVersionLands() throws {
    try commit(SampleThemes.rich())
    let changed = try document(SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: "#FAFAFA"))
    let outcome = try store.commit(
      PreparedCommit(
        document: changed, author: "alice", message: "m", createdAt: "2026-11-30T10:00:00.000Z", audit: nil,
        expectedLatest: .some(1)))
    #expect(outcome.version.number == 2)
  }

  @Test func aFailedFirstCommitLeavesNoTheme() throws {
    #expect(throws: InjectedFailure.self) {
      try commit(SampleThemes.rich()) { throw InjectedFailure() }
    }
    #expect(try count("themes") == 0)
    #expect(try count("documents") == 0)
  }

  @Test(arguments: Severity.allCases, [Appearance?.none, .dark, .darkHighContrast])
  func aFindingsSeverityAndAppearanceComeBackTyped(severity: Severity, appearance: Appearance?) throws {
    let run = AuditRunDraft(
      summary: AuditRunSummary(
        ruleset: "a11y/1", profile: "wcag", errors: 0, warnings: 1, infos: 0, passed: true,
        createdAt: "2026-11-30T10:00:00.000Z"),
      findings: [
        StoredFinding(
          rule: "r", severity: severity, subject: "s", appearance: appearance, measured: nil, required: nil,
          wcag: nil, message: "m", path: "p")
      ],
      typeScale: nil)
    try commit(SampleThemes.rich(), audit: run)
    let stored = try #require(try store.auditRun(theme: "acme-chat", number: 1, ruleset: nil, profile: nil))
    #expect(stored.findings == run.findings)
  }

  @Test func theParentDocumentBecomesADeltaAgainstItsChild() throws {
    try commit(SampleThemes.rich())
    try commit(SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: "#FAFAFA"))
    // The child (depth 1: one delta chain ends at it) is whole, the parent a small delta.
    let encodings = try StoreSQL.rows(
      store,
      "SELECT CASE WHEN base_id IS NULL THEN 'whole' ELSE 'delta' END, length(body) FROM documents ORDER BY depth DESC")
    #expect(encodings.map { $0[0] } == ["whole", "delta"])
    #expect(Int(encodings[1][1] ?? "") ?? .max < (Int(encodings[0][1] ?? "") ?? 0) / 3)
  }

  /// A parent re-encoded by another commit between its read and its update (here: an update
  /// the engine skips) stays as it is, and no chain ends at the new document.
  @Test(.enabled(if: RegistryBackend.current == .sqlite, "an SQLite trigger stands in for the other commit"))
  func aParentReencodedMeanwhileLeavesTheNewDocumentAtDepthZero() throws {
    try commit(SampleThemes.rich())
    try StoreSQL.execute(
      store,
      """
      CREATE TRIGGER skip_reencoding BEFORE UPDATE OF base_id ON documents WHEN NEW.base_id IS NOT NULL
      BEGIN SELECT RAISE(IGNORE); END
      """)
    try commit(SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: "#FAFAFA"))
    let rows = try StoreSQL.rows(store, "SELECT id, base_id IS NULL, depth FROM documents ORDER BY id")
    #expect(rows == [["1", "1", "0"], ["2", "1", "0"]])
    try StoreSQL.execute(store, "DROP TRIGGER skip_reencoding")
    #expect(try store.check().filter { $0.description.contains("document") }.isEmpty)
  }

  @Test func checkNamesTheVersionOfATamperedDocument() throws {
    let outcome = try commit(
      SampleThemes.rich(),
      audit: AuditRunDraft(
        summary: AuditRunSummary(
          ruleset: "a11y/1", profile: "wcag", errors: 0, warnings: 0, infos: 0, passed: true,
          createdAt: "2026-11-30T10:00:00.000Z"),
        findings: [], typeScale: nil))
    #expect(try store.check().isEmpty)
    // Another theme's document (stored whole) takes the place of acme-chat@1's.
    let other = try commit(SampleThemes.minimal(name: "other")).version.contentHash
    try StoreSQL.execute(
      store,
      """
      UPDATE documents SET body = (SELECT body FROM documents WHERE content_hash = \(StoreSQL.hashLiteral(other.description))),
        byte_count = (SELECT byte_count FROM documents WHERE content_hash = \(StoreSQL.hashLiteral(other.description)))
      WHERE content_hash = \(StoreSQL.hashLiteral(outcome.version.contentHash.description))
      """)
    let problems = try store.check().map(\.description)
    #expect(problems.contains { $0.contains("acme-chat@1") && $0.contains("it was changed") })
  }
}
