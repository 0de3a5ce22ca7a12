import Foundation
import Testing
import ThemeSQLite
import ThemeTestSupport

@testable import ThemePostgres

/// An upgrade converts only what reads back identically: a registry holding a time, a hash or
/// a reference themereg would not have written is refused with what and where, and stays as
/// it was (the old release still reads it).
@Suite("Upgrades that cannot convert a registry")
struct UpgradeRefusalTests {
  /// Damage an older registry can carry, each with what the refusal names (a server words its
  /// own checks its own way: `onServer`).
  static let damage: [(sql: String, named: String, onServer: String?)] = [
    (
      "UPDATE versions SET created_at = '2026-12-01 16:34:28' WHERE id = 2",
      "the stored time '2026-12-01 16:34:28' is not in the form themereg writes", nil
    ),
    (
      "UPDATE audit_runs SET created_at = '2026-02-30T00:00:00.000Z' WHERE id = 1",
      "the stored time '2026-02-30T00:00:00.000Z' is not in the form", nil
    ),
    (
      "UPDATE documents SET content_hash = upper(content_hash) WHERE content_hash = (SELECT min(content_hash) FROM documents)",
      "is not a sha256: content hash", nil
    ),
    (
      "DELETE FROM documents WHERE content_hash = (SELECT base_hash FROM documents WHERE base_hash IS NOT NULL LIMIT 1)",
      "rows would refer to missing ones", "violates foreign key constraint"
    ),
    (
      "UPDATE findings SET appearance = 'sepia' WHERE id = (SELECT min(id) FROM findings)",
      "CHECK constraint failed: appearance BETWEEN 0 AND 3",
      "check constraint \"findings_appearance_check\" of relation \"findings\" is violated"
    ),
  ]

  @Test(arguments: damage.indices)
  func theUpgradeIsRefusedAndChangesNothing(damage index: Int) throws {
    let folder = TemporaryDirectory()
    let path = folder.file("r.db")
    try FileManager.default.copyItem(
      atPath: RegistryUpgradeTests.fixtures.appendingPathComponent("registry.db").path, toPath: path)
    do {
      let database = try Database(path: path, mode: .readWrite)
      try database.executeScript(Self.damage[index].sql)
    }
    let before = try #require(SQLiteSnapshot.content(path))
    let upgrade = try CLIBinary.run(["--db", "r.db", "init"], in: folder.path)
    #expect(upgrade.code == 74)
    #expect(upgrade.err.contains(Self.damage[index].named), "\(upgrade.err)")
    #expect(upgrade.err.contains("nothing was changed"))
    #expect(SQLiteSnapshot.content(path) == before)
    let list = try CLIBinary.run(["--db", "r.db", "list"], in: folder.path)
    #expect(list.err.contains("written by an older themereg"), "\(list.err)")
  }
}

/// The same on PostgreSQL, from the old release's registry on a server.
@Suite(
  "Upgrades that cannot convert a PostgreSQL registry",
  .enabled(if: RegistryBackend.hasPostgres, "needs the PostgreSQL test server"))
struct PostgresUpgradeRefusalTests {
  @Test(arguments: UpgradeRefusalTests.damage.indices)
  func theUpgradeIsRefusedAndChangesNothing(damage index: Int) throws {
    let folder = TemporaryDirectory()
    let url = folder.postgresRegistry()
    let connection = try PostgresConnection(url: url)
    try PostgresMigrator.createSchema(connection)
    try connection.script(
      try String(contentsOf: RegistryUpgradeTests.fixtures.appendingPathComponent("postgres.sql"), encoding: .utf8))
    // The server's own references would refuse a missing base outright: the damage goes past them.
    try connection.script(
      "ALTER TABLE documents DROP CONSTRAINT documents_base_hash_fkey; "
        + "ALTER TABLE versions DROP CONSTRAINT versions_content_hash_fkey; " + UpgradeRefusalTests.damage[index].sql)
    let applied = try connection.query("SELECT count(*) FROM themereg_migrations").int(0, 0)
    let upgrade = try CLIBinary.run(["--db", url, "init"])
    #expect(upgrade.code == 74)
    let damage = UpgradeRefusalTests.damage[index]
    let named = damage.onServer ?? damage.named
    #expect(upgrade.err.contains(named), "\(upgrade.err)")
    #expect(upgrade.err.contains("nothing was changed"))
    #expect(try connection.query("SELECT count(*) FROM themereg_migrations").int(0, 0) == applied)
    let column = try connection.query(
      """
      SELECT data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'versions' AND column_name = 'created_at'
      """)
    #expect(column.string(0, 0) == "text")
  }
}
