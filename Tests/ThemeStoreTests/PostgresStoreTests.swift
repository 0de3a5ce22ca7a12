import Foundation
import Testing
import ThemeMigrations
import ThemeModel
import ThemeTestSupport

@testable import ThemePostgres
@testable import ThemeStore

/// What only the PostgreSQL store has: its migrations on a server, credentials, lost
/// connections. The behaviour both stores share is proven by the backend-independent suites.
@Suite("PostgreSQL store", .enabled(if: RegistryBackend.hasPostgres, "needs the PostgreSQL test server"))
struct PostgresStoreTests {
  let now = "2026-11-30T00:00:00.000Z"
  let folder = TemporaryDirectory()
  let url: String

  init() {
    url = folder.postgresRegistry()
  }

  func open(_ url: String? = nil, create: Bool = true, migrations: [EmbeddedMigration] = EmbeddedMigrations.postgres)
    throws -> SQLStore
  {
    try PostgresStore.open(url: url ?? self.url, create: create, now: now, migrations: migrations)
  }

  func document(_ object: [String: Any]) throws -> ThemeDocument {
    try ThemeDocument(bytes: SampleThemes.bytes(object))
  }

  /// Commits `document` with an empty run; `hook` runs inside the transaction after the writes.
  @discardableResult
  func commit(_ store: SQLStore, _ document: ThemeDocument, hook: (() throws -> Void)? = nil) throws -> CommitOutcome {
    return try (hook.map(store.hooked) ?? store).commit(
      PreparedCommit(document: document, author: "a", message: "m", createdAt: now, audit: Self.emptyRun))
  }

  static let emptyRun = AuditRunDraft(
    summary: AuditRunSummary(
      ruleset: "a11y/1", profile: "wcag", errors: 0, warnings: 0, infos: 0, passed: true,
      createdAt: "2026-11-30T10:00:00.000Z"),
    findings: [], typeScale: nil)

  @Test func aFreshSchemaGetsEveryMigrationRecordedWithItsChecksum() throws {
    let store = try open()
    let applied = try store.appliedMigrations()
    #expect(applied.map(\.name) == EmbeddedMigrations.postgres.map(\.name))
    #expect(applied.map(\.checksum) == EmbeddedMigrations.postgres.map(MigrationHistory.checksum))
    #expect(try StoreSQL.int(store, "SELECT count(*) FROM themes") == 0)
  }

  @Test func reopeningAppliesNothing() throws {
    _ = try open()
    let before = try StoreSQL.rows(open(), "SELECT name, applied_at FROM themereg_migrations")
    let store = try PostgresStore.open(url: url, create: false, now: "2030-01-01T00:00:00.000Z")
    #expect(try StoreSQL.rows(store, "SELECT name, applied_at FROM themereg_migrations") == before)
  }

  @Test func anEditedMigrationIsRefused() throws {
    _ = try open()
    var edited = EmbeddedMigrations.postgres
    edited[0] = EmbeddedMigration(name: edited[0].name, bytes: Array((edited[0].sql + "\n-- changed").utf8))
    #expect {
      _ = try open(create: false, migrations: edited)
    } throws: { error in
      "\(error)".contains("migration postgres/0001_schema.sql applied to")
        && "\(error)".contains("differs from the one in this build")
    }
  }

  @Test func aNewerSchemaIsRefused() throws {
    let store = try open()
    try StoreSQL.execute(
      store, "INSERT INTO themereg_migrations VALUES ('postgres/9999_future.sql', 'sha256:x', 'later')")
    #expect {
      _ = try open(create: false)
    } throws: { error in
      "\(error)".contains("written by a newer themereg (it has migration postgres/9999_future.sql")
    }
  }

  @Test func aSchemaOfAnotherApplicationIsRefusedAndLeftAlone() throws {
    let store = try open()
    try StoreSQL.execute(store, "CREATE SCHEMA other_app; CREATE TABLE other_app.users (id integer)")
    let other = url.replacing(#/search_path%3D\w+/#, with: "search_path%3Dother_app")
    #expect {
      _ = try open(other)
    } throws: { error in
      "\(error)".contains("is not a themereg registry (it holds tables of another application)")
    }
    let tables = try StoreSQL.rows(store, "SELECT tablename FROM pg_tables WHERE schemaname = 'other_app'")
    #expect(tables == [["users"]])
    try StoreSQL.execute(store, "DROP SCHEMA other_app CASCADE")
  }

  @Test func withoutInitThereIsNoRegistry() throws {
    #expect {
      _ = try open(create: false)
    } throws: { error in
      "\(error)".hasPrefix("no registry at postgres://themereg@")
    }
  }

  /// A schema that exists but holds nothing is where `init` puts a registry, and is no registry
  /// for any other command: told apart from a foreign schema without the catalog search.
  @Test func anEmptySchemaIsNoRegistryUntilInit() throws {
    let admin = try open()
    try StoreSQL.execute(admin, "CREATE SCHEMA empty_\(schema)")
    defer { try? StoreSQL.execute(admin, "DROP SCHEMA empty_\(schema) CASCADE") }
    let empty = url.replacing(#/search_path%3D\w+/#, with: "search_path%3Dempty_\(schema)")
    #expect {
      _ = try open(empty, create: false)
    } throws: { error in
      "\(error)".hasPrefix("no registry at postgres://themereg@")
    }
    #expect(try StoreSQL.rows(admin, "SELECT tablename FROM pg_tables WHERE schemaname = 'empty_\(schema)'") == [])
    _ = try open(empty, create: true)
    #expect(
      try StoreSQL.int(admin, "SELECT count(*) FROM empty_\(schema).themereg_migrations")
        == EmbeddedMigrations.postgres.count)
  }

  /// Byte columns whose values are compressed already (documents) or random (fingerprints) are
  /// stored without the server's compression, which only cost each commit time.
  @Test(arguments: [("current_row_digests", "fingerprints"), ("documents", "body")])
  func compressedAndRandomBytesAreStoredAsTheyAre(table: String, column: String) throws {
    let storage = try StoreSQL.rows(
      open(), "SELECT attstorage FROM pg_attribute WHERE attrelid = '\(table)'::regclass AND attname = '\(column)'")
    #expect(storage == [["e"]])
  }

  /// The schema of this test's registry.
  var schema: String { RegistryBackend.schema(of: url) ?? "" }

  @Test func clientsMigratingAtOnceApplyEachMigrationOnce() async throws {
    let url = self.url
    let now = self.now
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<6 {
        group.addTask { _ = try PostgresStore.open(url: url, create: true, now: now) }
      }
      try await group.waitForAll()
    }
    #expect(try StoreSQL.int(open(), "SELECT count(*) FROM themereg_migrations") == EmbeddedMigrations.postgres.count)
  }

  @Test(arguments: [("wrong password", "themereg:wrong-secret-123@"), ("no password", "nobody@")])
  func refusedCredentialsSayWhatToCheckWithoutTheSecret(_ label: String, _ credentials: String) throws {
    let bad = url.replacing(#/themereg:[^@]*@/#, with: credentials)
    #expect {
      _ = try open(bad)
    } throws: { error in
      let text = "\(error)"
      guard case .authenticationFailed = error as? StoreError else { return false }
      return text.contains("refused the credentials") && !text.contains("wrong-secret")
        && !text.contains("themereg-test")
    }
  }

  @Test func anUnreachableServerSaysSo() throws {
    let closed = url.replacing(#/@127\.0\.0\.1:\d+/#, with: "@127.0.0.1:1")
    #expect {
      _ = try open(closed)
    } throws: { error in
      let text = "\(error)"
      return text.contains("cannot reach the registry server postgres://themereg@127.0.0.1:1/")
        && !text.contains("themereg-test")
    }
  }

  @Test func aConnectionEndedMidCommitIsRetriedAndLandsOnce() throws {
    let store = try open()
    let killer = try open()
    var attempts = 0
    let outcome = try commit(store, try document(SampleThemes.rich())) {
      attempts += 1
      if attempts == 1 {
        _ = try StoreSQL.rows(killer, "SELECT pg_terminate_backend(\(store.backendPID!))")
      }
    }
    #expect(attempts == 2)
    #expect(outcome.version.number == 1)
    #expect(try StoreSQL.int(killer, "SELECT count(*) FROM versions") == 1)
    #expect(try StoreSQL.int(killer, "SELECT count(*) FROM audit_runs") == 1)
    #expect(try store.check().isEmpty)
  }

  static let landed = VersionRecord(
    theme: "t", number: 3, contentHash: ContentHash(of: [1]), parent: 2, author: "ann", message: "m",
    createdAt: "2026-11-30T10:00:00.000Z")

  @Test(arguments: [
    (2, "ann", "2026-11-30T10:00:00.000Z", true), (1, "ann", "2026-11-30T10:00:00.000Z", false),
    (2, "bob", "2026-11-30T10:00:00.000Z", false), (2, "ann", "2026-11-30T10:00:01.000Z", false),
  ])
  func aRetryThatFindsItsOwnEarlierAttemptReportsTheVersionAsCreated(
    _ attempts: Int, _ author: String, _ createdAt: String, _ created: Bool
  ) {
    let prepared = PreparedCommit(
      document: try! document(SampleThemes.rich()), author: author, message: "m", createdAt: createdAt, audit: nil)
    let outcome = SQLStore.outcome(.unchanged(Self.landed), afterAttempts: attempts, prepared: prepared)
    #expect(outcome == (created ? .created(Self.landed) : .unchanged(Self.landed)))
  }

  @Test func anApprovalCutOffIsNotRetriedAndSaysToLookFirst() throws {
    let store = try open()
    let killer = try open()
    try commit(store, try document(SampleThemes.rich()))
    #expect {
      _ = try store.approve(
        theme: "acme-chat", version: 1, ruleset: nil, approvedBy: "lead", note: nil, waivers: [], createdAt: now
      ) { _, _ in
        _ = try StoreSQL.rows(killer, "SELECT pg_terminate_backend(\(store.backendPID!))")
      }
    } throws: { error in
      (error as? StoreError).map { if case .outcomeUnknown = $0 { true } else { false } } ?? false
    }
    #expect(try StoreSQL.int(killer, "SELECT count(*) FROM approvals") == 0)
  }

  @Test func aConnectionThatKeepsFailingIsReportedAndLeavesNothing() throws {
    let store = try open()
    let killer = try open()
    #expect {
      try commit(store, try document(SampleThemes.rich())) {
        _ = try StoreSQL.rows(killer, "SELECT pg_terminate_backend(\(store.backendPID!))")
      }
    } throws: { error in
      let text = "\(error)"
      return text.contains("failed during the operation") && text.contains("tried 4 times")
        && text.contains("nothing was half-written")
    }
    for table in ["themes", "versions", "documents", "colors", "audit_runs", "findings"] {
      #expect(try StoreSQL.int(killer, "SELECT count(*) FROM \(table)") == 0, "\(table)")
    }
  }

  @Test func valuesReadBackExactlyWhateverTheServerPrintsByDefault() throws {
    // A server configured to print 15 significant digits would round 11/255 on the way back,
    // and one that prints bytea escaped would garble every stored document.
    let rounding = url + "%20-cextra_float_digits%3D0%20-cbytea_output%3Descape"
    let store = try open(rounding)
    let outcome = try commit(store, try document(SampleThemes.rich()))
    let colors = try store.rows(theme: "acme-chat", number: 1, table: "colors")
    let expected = 11.0 / 255
    #expect(colors.contains { $0[0] == .text("outgoingBubble") && $0[1] == .text("light") && $0[3] == .real(expected) })
    #expect(try store.check().isEmpty)
    #expect(try store.document(of: outcome.version) == (try document(SampleThemes.rich())).canonicalBytes)
  }

  @Test func textWithNULIsRefusedRatherThanCutShort() throws {
    let store = try open()
    let document = try document(
      SampleThemes.setting(SampleThemes.rich(), "images.logo.accessibilityLabel", to: "Ac\u{0}me"))
    #expect {
      try commit(store, document)
    } throws: { error in
      "\(error)".contains("contains NUL (U+0000), which PostgreSQL cannot store")
    }
    #expect(try StoreSQL.int(store, "SELECT count(*) FROM versions") == 0)
    #expect(try StoreSQL.int(store, "SELECT count(*) FROM themes") == 0)
  }

  @Test func textSortsByCodePointWhateverTheDatabaseLocale() throws {
    let store = try open()
    // A linguistic collation would ignore the punctuation and sort these "ab"-first.
    for name in ["ab", "a_b", "a.c", "a-b", "a9"] {
      try commit(store, try document(SampleThemes.minimal(name: name)))
    }
    #expect(try store.themeNames() == ["a-b", "a.c", "a9", "a_b", "ab"])
  }
}

@Suite("PostgreSQL migrations")
struct PostgresMigrationFileTests {
  @Test func everyPostgresMigrationFileIsEmbeddedVerbatim() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Migrations/postgres")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }
      .sorted()
    #expect(files.map { "postgres/" + $0 } == EmbeddedMigrations.postgres.map(\.name))
    for migration in EmbeddedMigrations.postgres {
      let text = try String(
        contentsOf: folder.appendingPathComponent(String(migration.name.dropFirst("postgres/".count))),
        encoding: .utf8)
      #expect(text == migration.sql)
    }
  }
}
