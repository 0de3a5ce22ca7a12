import ThemeMigrations
import ThemeModel
import ThemeStore

/// Applies the embedded SQLite migrations in order, the pending ones in one transaction, and refuses
/// registries it cannot safely open.
package enum Migrator {
  /// `PRAGMA application_id` of every themereg registry: "THMR".
  package static let applicationID: Int = 0x5448_4D52

  /// Checks that `database` is a themereg registry (or, unless `requireRegistry`, an empty
  /// database that `init` may make one) without writing to it.
  static func verifyIdentity(_ database: Database, requireRegistry: Bool) throws(StoreError) {
    do {
      let identifier = try database.scalarInt("PRAGMA application_id") ?? 0
      if identifier == applicationID { return }
      if identifier != 0 {
        throw StoreError.notARegistry(
          path: database.path, reason: "its application_id is \(identifier), not themereg's \(applicationID)")
      }
      let objects = try database.scalarInt("SELECT count(*) FROM sqlite_schema") ?? 0
      if objects > 0 {
        throw StoreError.notARegistry(path: database.path, reason: "it is an SQLite database of another application")
      }
      if requireRegistry {
        throw StoreError.uninitialized(
          path: database.path, reason: "it is an SQLite database without themereg's tables")
      }
    } catch {
      throw SQLiteConnection.storeError(error, path: database.path)
    }
  }

  /// The migrations this registry has applied, by name, with their checksums.
  static func applied(_ database: Database) throws -> [String: String] {
    let exists =
      try database.scalarInt(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'") ?? 0
    guard exists > 0 else { return [:] }
    var result: [String: String] = [:]
    try database.statement("SELECT name, checksum FROM schema_migrations").forEachRow { row in
      result[row.string(0)] = row.string(1)
    }
    return result
  }

  /// The first migration of `known` not applied yet, if any.
  static func firstPending(_ database: Database, known: [EmbeddedMigration]) throws(StoreError) -> String? {
    do {
      let applied = try applied(database)
      try MigrationHistory.verify(applied, known: known, path: database.path)
      return known.first { applied[$0.name] == nil }?.name
    } catch {
      throw SQLiteConnection.storeError(error, path: database.path)
    }
  }

  /// Applies every pending migration; safe when several processes start at once (each
  /// transaction holds SQLite's write lock from `BEGIN IMMEDIATE`).
  ///
  /// Foreign keys are off while they run, as SQLite's procedure for rebuilding a table that
  /// others refer to requires (a `DROP TABLE` would otherwise delete through every reference);
  /// every reference is checked before the transaction commits, and the upgrade is refused if
  /// one is broken.
  static func migrate(_ database: Database, known: [EmbeddedMigration], now: String) throws(StoreError) {
    do {
      try database.registerMigrationFunctions()
      try database.executeScript("PRAGMA foreign_keys = OFF")
      defer { try? database.executeScript("PRAGMA foreign_keys = ON") }
      try MigrationHistory.migrate(
        SQLiteConnection(database: database), known: known, now: now, path: database.path,
        begin: { try database.executeScript("PRAGMA application_id = \(applicationID)") },
        recorded: { count in try database.executeScript("PRAGMA user_version = \(count)") },
        finish: { try checkReferences(database) })
    } catch {
      throw SQLiteConnection.storeError(error, path: database.path)
    }
  }

  /// Refuses the upgrade when a row refers to one that does not exist.
  private static func checkReferences(_ database: Database) throws {
    var broken: [String] = []
    try database.statement("PRAGMA foreign_key_check").forEachRow { row in
      if broken.count < 3 { broken.append("\(row.string(0)) row \(row.int(1)) → \(row.string(2))") }
    }
    guard broken.isEmpty else {
      throw StoreError.upgradeStopped(
        path: database.path, migration: "the check of every reference",
        reason: "rows would refer to missing ones (\(broken.joined(separator: "; ")))")
    }
  }
}
