import Foundation
import Testing
import ThemeMigrations
import ThemeModel
import ThemeTestSupport

@testable import ThemeSQLite
@testable import ThemeStore

@Suite("Migrations and registry files")
struct MigrationTests {
  let now = "2026-11-30T00:00:00.000Z"

  @Test func freshRegistryAppliesEveryMigrationWithChecksums() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteStore.open(path: folder.file("r.db"), create: true, now: now)
    let applied = try store.appliedMigrations()
    #expect(applied.map(\.name) == EmbeddedMigrations.all.map(\.name))
    #expect(applied.allSatisfy { $0.checksum.hasPrefix("sha256:") })
    #expect(try store.sqliteDatabase!.scalarInt("PRAGMA application_id") == Migrator.applicationID)
    #expect(try store.sqliteDatabase!.scalarString("PRAGMA journal_mode") == "wal")
    #expect(try store.sqliteDatabase!.scalarInt("PRAGMA foreign_keys") == 1)
  }

  /// A long registry's reads stay within a bounded cache, whether the file was just made or reopened.
  @Test(arguments: [true, false]) func aConnectionCachesAtMostItsPageCacheOfTheFile(create: Bool) throws {
    let folder = TemporaryDirectory()
    let path = folder.file("r.db")
    _ = try SQLiteStore.open(path: path, create: true, now: now)
    let store = try SQLiteStore.open(path: path, create: create, now: now)
    // Negative: a size in KiB, not a count of pages.
    #expect(try store.sqliteDatabase!.scalarInt("PRAGMA cache_size") == -SQLiteStore.pageCacheKiB)
  }

  @Test func aClosedRegistryLeavesItsWriteAheadLogEmptyAndTheFileWhole() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("r.db")
    do {
      let store = try SQLiteStore.open(path: path, create: true, now: now)
      let document = try ThemeDocument(bytes: SampleThemes.bytes(SampleThemes.minimal()))
      _ = try store.commit(PreparedCommit(document: document, author: "a", message: "m", createdAt: now, audit: nil))
    }
    // The log stays for the next process (no file created and deleted per command), but empty:
    // the next one opens without reading back every frame of the last, and the file alone
    // holds the commit.
    let log = try FileManager.default.attributesOfItem(atPath: path + "-wal")
    #expect(log[.size] as? Int == 0)
    let copy = folder.file("copy.db")
    try FileManager.default.copyItem(atPath: path, toPath: copy)
    #expect(try SQLiteStore.open(path: copy, create: false, now: now).version(theme: "mini", number: 1) != nil)
  }

  @Test func reopeningIsANoOp() throws {
    let folder = TemporaryDirectory()
    _ = try SQLiteStore.open(path: folder.file("r.db"), create: true, now: now)
    let reopened = try SQLiteStore.open(path: folder.file("r.db"), create: true, now: "2030-01-01T00:00:00.000Z")
    let times = try reopened.sqliteDatabase!.statement("SELECT DISTINCT applied_at FROM schema_migrations").map {
      $0.string(0)
    }
    #expect(times == [now])
  }

  @Test func everyMigrationFileIsEmbeddedVerbatim() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Migrations")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }
      .sorted()
    #expect(files == EmbeddedMigrations.all.map(\.name))
    for migration in EmbeddedMigrations.all {
      let text = try String(contentsOf: folder.appendingPathComponent(migration.name), encoding: .utf8)
      #expect(text == migration.sql)
    }
  }

  @Test func editedMigrationIsRefused() throws {
    let folder = TemporaryDirectory()
    _ = try SQLiteStore.open(path: folder.file("r.db"), create: true, now: now)
    var edited = EmbeddedMigrations.all
    edited[0] = EmbeddedMigration(name: edited[0].name, bytes: Array((edited[0].sql + "\n-- changed").utf8))
    #expect {
      _ = try SQLiteStore.open(path: folder.file("r.db"), create: false, now: now, migrations: edited)
    } throws: { error in
      guard case .editedMigration(_, let migration) = error as? StoreError else { return false }
      return migration == "0001_versions.sql"
    }
  }

  @Test func newerSchemaIsRefused() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteStore.open(path: folder.file("r.db"), create: true, now: now)
    try store.sqliteDatabase!.execute(
      "INSERT INTO schema_migrations (name, checksum, applied_at) VALUES ('9999_future.sql', 'sha256:x', ?)",
      [.text(now)])
    #expect {
      _ = try SQLiteStore.open(path: folder.file("r.db"), create: false, now: now)
    } throws: { error in
      "\(error)".contains("written by a newer themereg (it has migration 9999_future.sql")
    }
  }

  static let foreignFiles: [(String, [UInt8], String)] = [
    ("text", Array("hello, I am a text file\n".utf8), "it is not an SQLite database"),
    ("json", Array(#"{"format": "themereg.theme/1"}"#.utf8), "it is not an SQLite database"),
  ]

  @Test(arguments: foreignFiles)
  func nonRegistryFilesAreRefusedAndLeftIntact(name: String, bytes: [UInt8], reason: String) throws {
    let folder = TemporaryDirectory()
    let path = folder.write(name, bytes)
    #expect {
      _ = try SQLiteStore.open(path: path, create: true, now: now)
    } throws: { error in
      "\(error)".contains(reason)
    }
    #expect(folder.read(name) == bytes)
  }

  @Test func foreignSQLiteDatabaseIsRefusedAndLeftIntact() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("other.db")
    do {
      let other = try Database(path: path, mode: .readWriteCreate)
      try other.execute("CREATE TABLE notes (body TEXT)")
    }
    let before = folder.read("other.db")
    #expect {
      _ = try SQLiteStore.open(path: path, create: true, now: now)
    } throws: { error in
      "\(error)".contains("an SQLite database of another application")
    }
    #expect(folder.read("other.db") == before)
  }

  @Test func truncatedRegistryIsRefusedAndLeftIntact() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("r.db")
    do {
      let store = try SQLiteStore.open(path: path, create: true, now: now)
      try store.sqliteDatabase!.executeScript("PRAGMA wal_checkpoint(TRUNCATE)")
    }
    let whole = try #require(folder.read("r.db"))
    let cut = Array(whole.prefix(whole.count / 2))
    folder.write("r.db", cut)
    try? FileManager.default.removeItem(atPath: path + "-wal")
    try? FileManager.default.removeItem(atPath: path + "-shm")
    #expect {
      _ = try SQLiteStore.open(path: path, create: false, now: now)
    } throws: { error in
      "\(error)".contains("it is truncated")
    }
    #expect(folder.read("r.db") == cut)
  }

  @Test func checkpointCutShortByACrashStillOpens() throws {
    // A checkpoint writes page 1, with the new page count, before the pages after it: a crash
    // in between leaves the file shorter than its header says, and a log that completes it.
    let folder = TemporaryDirectory()
    let store = try SQLiteStore.open(path: folder.file("live.db"), create: true, now: now)
    try store.sqliteDatabase!.executeScript("PRAGMA wal_checkpoint(TRUNCATE)")
    // Enough new themes that the database outgrows the file, with every new page in the log.
    for index in 1...8 {
      let object = SampleThemes.setting(SampleThemes.rich(), "name", to: "theme-\(index)")
      _ = try store.commit(
        PreparedCommit(
          document: ThemeDocument(bytes: SampleThemes.bytes(object)), author: "a", message: "m", createdAt: now,
          audit: nil))
    }
    let pages = try #require(try store.sqliteDatabase!.scalarInt("PRAGMA page_count"))
    var main = try #require(folder.read("live.db"))
    let log = try #require(folder.read("live.db-wal"))
    try #require(!log.isEmpty && main.count < pages * SQLiteStore.pageSize)
    main.replaceSubrange(28..<32, with: (0..<4).map { UInt8(truncatingIfNeeded: pages >> (24 - 8 * $0)) })
    let path = folder.write("crashed.db", main)
    _ = folder.write("crashed.db-wal", log)

    let reopened = try SQLiteStore.open(path: path, create: false, now: now)
    #expect(try reopened.themeNames().count == 8)
    // Store-level commits carry no audit run; apart from that, every page and document is whole.
    #expect(try reopened.check().map(\.description).filter { !$0.hasSuffix("have no audit run") } == [])
  }

  @Test func folderAsRegistryIsRefused() {
    let folder = TemporaryDirectory()
    #expect {
      _ = try SQLiteStore.open(path: folder.path, create: true, now: now)
    } throws: { error in
      "\(error)".contains("it is a folder")
    }
  }

  @Test func missingRegistryWithoutCreateSaysToRunInit() {
    let folder = TemporaryDirectory()
    #expect {
      _ = try SQLiteStore.open(path: folder.file("none.db"), create: false, now: now)
    } throws: { error in
      guard case .missingRegistry(let path) = error as? StoreError else { return false }
      return path == folder.file("none.db")
    }
    #expect(folder.read("none.db") == nil)
  }

  @Test func pathThatCannotBeCreatedIsRefused() {
    let folder = TemporaryDirectory()
    #expect {
      _ = try SQLiteStore.open(path: folder.file("no/such/dir/r.db"), create: true, now: now)
    } throws: { error in
      "\(error)".contains("cannot open the registry")
    }
  }
}

@Suite("Upgrading a registry")
struct UpgradeTests {
  @Test func findingsSurviveTheCompactFindingsMigration() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("r.db")
    // Schema 5: the migrations before the one that compacted findings.
    let older = Array(EmbeddedMigrations.all.prefix { $0.name < "0006" })
    #expect(older.count == 5)
    do {
      // This build's commits, in a scratch registry of this build's schema…
      let scratch = folder.file("scratch.db")
      let current = try SQLiteStore.open(path: scratch, create: true, now: "t")
      for (index, color) in ["rgba(0, 0, 0, 0.9)", "rgba(119, 119, 119, 0.9)", "rgba(17, 17, 17, 0.9)"].enumerated() {
        let document = try ThemeDocument(
          bytes: SampleThemes.bytes(SampleThemes.minimal(text: color, background: "rgba(255, 255, 255, 0.9)")))
        _ = try current.commit(
          PreparedCommit(
            document: document, author: "a", message: "v\(index + 1)", createdAt: "2026-11-30T10:00:00.000Z",
            audit: nil))
      }
      // …copied into a registry as release 5 wrote it (hashes and times as text, colours as
      // four components), where findings carry their series, rule and subject.
      let store = try SQLiteStore.open(path: path, create: true, now: "t", migrations: older)
      try store.sqliteDatabase!.executeScript(
        """
        PRAGMA foreign_keys = OFF;
        ATTACH DATABASE '\(scratch)' AS scratch;
        INSERT INTO themes SELECT * FROM scratch.themes;
        INSERT INTO documents (content_hash, encoding, base_hash, depth, byte_count, body)
          SELECT 'sha256:' || lower(hex(d.content_hash)), CASE WHEN d.base_id IS NULL THEN 'zlib' ELSE 'zlib+base' END,
            CASE WHEN b.id IS NOT NULL THEN 'sha256:' || lower(hex(b.content_hash)) END, d.depth, d.byte_count, d.body
          FROM scratch.documents d LEFT JOIN scratch.documents b ON b.id = d.base_id;
        INSERT INTO versions (id, theme_id, number, parent_id, content_hash, author, message, created_at)
          SELECT v.id, v.theme_id, v.number, v.parent_id, 'sha256:' || lower(hex(d.content_hash)), v.author, v.message,
            '2026-11-30T10:00:00.000Z'
          FROM scratch.versions v JOIN scratch.documents d ON d.id = v.document_id;
        INSERT INTO colors (id, theme_id, name, appearance, written, red, green, blue, alpha, hex, since, until)
          SELECT id, theme_id, name, appearance, written, coalesce(red, ((rgba >> 24) & 255) / 255.0),
            coalesce(green, ((rgba >> 16) & 255) / 255.0), coalesce(blue, ((rgba >> 8) & 255) / 255.0),
            coalesce(alpha, (rgba & 255) / 255.0), coalesce(hex, written), since, until
          FROM scratch.colors;
        INSERT INTO current_row_digests SELECT theme_id, table_name, digest FROM scratch.current_row_digests;
        DETACH DATABASE scratch;
        PRAGMA foreign_keys = ON;
        """)
      for index in 0..<3 {
        try store.sqliteDatabase!.execute(
          """
          INSERT INTO audit_runs (version_id, ruleset, profile, errors, warnings, infos, passed, created_at)
          VALUES (?, 'a11y/1', 'wcag', 0, 0, 0, 1, '2026-11-30T10:00:00.000Z')
          """, [.integer(Int64(index + 1))])
      }
      try store.sqliteDatabase!.execute(
        """
        INSERT INTO findings (theme_id, ruleset, profile, rule, subject, severity, appearance, measured, required,
          wcag, message, path, since, until)
        VALUES (1, 'a11y/1', 'wcag', 'contrast.text', 'contrast.text|x|light', 'error', 'light', 4.47, 4.5, '1.4.3',
          'm', 'components.x.text', 2, 3),
          (1, 'a11y/1', 'wcag', 'type.min-size', 'type.min-size|y', 'warning', NULL, 10, 11, NULL, 'n', 'y', 1, NULL)
        """)
    }
    // Only init (create) migrates; any other open is refused until then.
    #expect(throws: StoreError.self) { try SQLiteStore.open(path: path, create: false, now: "t") }
    let upgraded = try SQLiteStore.open(path: path, create: true, now: "t")
    #expect(try upgraded.appliedMigrations().count == EmbeddedMigrations.all.count)
    let stretches = try upgraded.findingStretches(FindingQuery(theme: "mini", rule: "contrast.text"))
    #expect(stretches.map(\.since) == [2])
    #expect(stretches.map(\.until) == [3])
    #expect(stretches.first?.finding.message == "m")
    #expect(try upgraded.auditRun(theme: "mini", number: 3)?.findings.map(\.rule) == ["type.min-size"])
    #expect(try upgraded.sqliteDatabase!.scalarInt("SELECT count(*) FROM finding_subjects") == 2)
    #expect(try upgraded.check().isEmpty)
  }
}

/// The checksums opening a registry compares with are fixed constants; each must be the
/// SHA-256 of the text this build embeds (a changed migration file fails here first).
@Suite("Shipped migration checksums")
struct ShippedChecksumTests {
  @Test(arguments: EmbeddedMigrations.all + EmbeddedMigrations.postgres)
  func eachConstantIsItsTextsHash(migration: EmbeddedMigration) {
    #expect(MigrationHistory.shippedChecksums[migration.name] == MigrationHistory.computedChecksum(migration))
    #expect(MigrationHistory.checksum(migration) == MigrationHistory.computedChecksum(migration))
  }

  @Test func anEditedTextIsHashedNotLookedUp() {
    let shipped = EmbeddedMigrations.all[0]
    let edited = EmbeddedMigration(name: shipped.name, bytes: Array((shipped.sql + "\n-- edited").utf8))
    #expect(MigrationHistory.checksum(edited) != MigrationHistory.shippedChecksums[shipped.name])
  }
}

@Suite("Registry file layout")
struct RegistryFileLayoutTests {
  @Test func aNewRegistryUsesSmallPages() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteStore.open(path: folder.file("r.db"), create: true, now: "t")
    #expect(try store.sqliteDatabase!.scalarInt("PRAGMA page_size") == 1_024)
  }
}

@Suite("Migrating all or nothing")
struct MigrationAtomicityTests {
  @Test func aMigrationThatFailsLeavesTheEarlierPendingOnesUnapplied() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("r.db")
    let broken = EmbeddedMigration(name: "0099_broken.sql", bytes: Array("CREATE TABLE broken (".utf8))
    #expect(throws: StoreError.self) {
      _ = try SQLiteStore.open(path: path, create: true, now: "t", migrations: EmbeddedMigrations.all + [broken])
    }
    // Every migration before the broken one was pending with it: none of them landed.
    let database = try Database(path: path, mode: .readOnly)
    #expect(try database.scalarInt("SELECT count(*) FROM sqlite_schema") == 0)
    #expect(try database.scalarInt("PRAGMA application_id") == 0)
  }
}
