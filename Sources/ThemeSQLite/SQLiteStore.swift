import ThemeMigrations
import ThemeModel
import ThemeStore

/// The embedded registry: one SQLite file in WAL mode, opened (and migrated by `init`) here
/// and served by `SQLStore` like any other backend.
public enum SQLiteStore {
  /// The page size of a new registry file.
  package static let pageSize = 1024
  /// The most SQLite holds of the file in memory per connection, in KiB.
  package static let pageCacheKiB = 512

  /// Opens the registry at `path`. With `create` (what `init` does) a missing or empty file
  /// becomes a registry and pending migrations are applied; without it, only an existing,
  /// up-to-date registry opens, and nothing is written while opening.
  ///
  /// A file that is not a themereg registry, was written by a newer release or whose
  /// applied migrations were edited is refused before anything is written to it. A registry
  /// this process may not write is opened read-only, so every read works.
  public static func open(
    path: String, create: Bool, now: String, migrations: [EmbeddedMigration] = EmbeddedMigrations.all
  ) throws(StoreError) -> SQLStore {
    let state = try RegistryFile.inspect(path)
    switch state {
    case .missing:
      if !create { throw .missingRegistry(path: path) }
    case .empty:
      if !create { throw .uninitialized(path: path, reason: "it is an empty file") }
    case .sqlite(let applicationID):
      // A registry's header carries themereg's application_id from its first migration on;
      // while a write-ahead log is beside the file the header may be older, so SQLite decides.
      if !create, applicationID != Migrator.applicationID, !RegistryFile.hasWriteAheadLog(path) {
        if applicationID != 0 {
          throw .notARegistry(
            path: path, reason: "its application_id is \(applicationID), not themereg's \(Migrator.applicationID)")
        }
        throw .uninitialized(path: path, reason: "it is an SQLite database without themereg's tables")
      }
    }
    let database = try openDatabase(path: path, state: state, create: create)
    try Migrator.verifyIdentity(database, requireRegistry: !create)
    do {
      try database.executeScript("PRAGMA foreign_keys = ON")
      // A process reads most pages once (a log, a history, a commit's few rows); the kernel
      // caches the file for the next one. SQLite's default 2 MB of pages filled as a registry
      // grew, and was most of why `history` of 100,000 versions held 1.26× what 10,000 did;
      // 512 KiB measured no slower for commit, check, list, log, history or diff.
      try database.executeScript("PRAGMA cache_size = -\(pageCacheKiB)")
      if create && !database.isReadOnly {
        // Only a new, empty file takes it: a registry is mostly small rows in some thirty
        // tables and indexes, each of which takes at least one page, so 1 KiB pages keep a
        // small registry small (4 KiB, SQLite's default, made its empty tables alone 150 KB).
        try database.executeScript("PRAGMA page_size = \(pageSize)")
        try database.executeScript("PRAGMA journal_mode = WAL")
      }
      if !database.isReadOnly {
        try database.executeScript("PRAGMA synchronous = FULL")
        database.persistWriteAheadLog()
        // With the log kept between processes, a limit makes the last connection's close
        // truncate it to zero bytes after its checkpoint: otherwise the next process reads
        // every frame of it back (over a thousand reads a commit) to rebuild its index.
        try database.executeScript("PRAGMA journal_size_limit = 4194304")
      }
    } catch {
      throw SQLiteConnection.storeError(error, path: path)
    }
    if let pending = try Migrator.firstPending(database, known: migrations) {
      if !create { throw .needsUpgrade(path: path, migration: pending) }
      if database.isReadOnly { throw .readOnly(path: path, reason: RegistryFile.writeObstacle(path)) }
      try Migrator.migrate(database, known: migrations, now: now)
    }
    return SQLStore(connection: SQLiteConnection(database: database))
  }

  /// The connection for `open`: read-write when this process may write the registry, else
  /// read-only (immutable when no write-ahead log is there, as SQLite then needs no `-shm`).
  private static func openDatabase(path: String, state: RegistryFile.State, create: Bool) throws(StoreError)
    -> Database
  {
    let name = RegistryFile.sqliteName(path)
    do {
      if create {
        return try Database(path: name, mode: .readWriteCreate, displayPath: path)
      }
      guard RegistryFile.writeObstacle(path) != nil else {
        return try Database(path: name, mode: .readWrite, displayPath: path)
      }
      let immutable = !RegistryFile.exists(path + "-wal")
      return try Database(
        path: RegistryFile.readOnlyURI(path, immutable: immutable), mode: .readOnlyURI, displayPath: path)
    } catch {
      if error.isReadOnly || error.isCannotOpen {
        throw .cannotOpen(
          path: path, reason: create ? (RegistryFile.writeObstacle(path) ?? error.message) : error.message)
      }
      throw SQLiteConnection.storeError(error, path: path)
    }
  }
}

extension SQLiteStore {
  /// Folds the registry file's write-ahead log into it and removes the log, for a file about
  /// to be moved or handed on (`migrate-to`'s finished copy) whose every connection is closed.
  public static func foldWriteAheadLog(path: String) throws(StoreError) {
    do {
      let database = try Database(path: RegistryFile.sqliteName(path), mode: .readWrite, displayPath: path)
      try database.executeScript("PRAGMA wal_checkpoint(TRUNCATE)")
    } catch {
      throw SQLiteConnection.storeError(error, path: path)
    }
  }
}

extension SQLStore {
  /// The SQLite connection of a store `SQLiteStore.open` returned, for the package's tests
  /// and tools; nil for a store on another backend.
  package var sqliteDatabase: Database? { (connection as? SQLiteConnection)?.database }
}
