import ThemeMigrations
import ThemeModel
import ThemeStore

#if canImport(Glibc)
  import Glibc
#endif

/// A registry on a PostgreSQL server, shared by a team: the same tables and behaviour as the
/// embedded SQLite registry (`SQLStore` serves both), with commits serialized per theme by a
/// row lock. This type connects and migrates.
public enum PostgresStore {
  /// Connects to the registry at `url`. With `create` (what `init` does) its schema and tables
  /// are made when missing and pending migrations applied; without it, only an existing,
  /// up-to-date registry opens, so a client that only reads never changes a team's schema.
  ///
  /// A database (or schema) that holds other tables, whose registry was written by a newer
  /// release or whose applied migrations were edited is refused before anything is written.
  public static func open(
    url: String, create: Bool, now: String, migrations: [EmbeddedMigration] = EmbeddedMigrations.postgres
  ) throws(StoreError) -> SQLStore {
    let path = PostgresURL.redacted(url)
    let connection: PostgresConnection
    do {
      connection = try PostgresConnection(url: url)
    } catch {
      let reason = PostgresURL.scrubbed(error.message, url: url)
      if error.isAuthenticationFailure { throw .authenticationFailed(path: path, reason: reason) }
      throw .serverUnavailable(path: path, reason: reason)
    }
    connection.location = path
    let store = SQLStore(connection: connection)
    try store.migrating {
      var state = try PostgresMigrator.state(connection)
      if state == .noSchema {
        guard create else { throw StoreError.missingRegistry(path: path) }
        try PostgresMigrator.createSchema(connection)
        state = try PostgresMigrator.state(connection)
      }
      switch state {
      case .foreign:
        throw StoreError.notARegistry(path: path, reason: "it holds tables of another application")
      case .empty, .noSchema:
        guard create else { throw StoreError.missingRegistry(path: path) }
      case .registry:
        let applied = try PostgresMigrator.applied(connection)
        try MigrationHistory.verify(applied, known: migrations, path: path)
        guard let pending = migrations.first(where: { applied[$0.name] == nil }) else { return }
        // Only init migrates: a client that merely reads must not change a team's schema.
        guard create else { throw StoreError.needsUpgrade(path: path, migration: pending.name) }
      }
      try PostgresMigrator.migrate(connection, known: migrations, now: now, path: path)
    }
    return store
  }
}

extension SQLStore {
  /// The server process of a PostgreSQL store's connection (tests end it to simulate a
  /// failure); nil for a store on another backend.
  public var backendPID: Int? { (connection as? PostgresConnection)?.backendPID }

  /// Runs `body` (opening: reading the migration state, migrating) with the store's retry
  /// policy, its failures as `StoreError`s.
  fileprivate func migrating(_ body: () throws -> Void) throws(StoreError) {
    do {
      try connection.attempt(retrying: true, body)
    } catch let error as StoreError {
      throw error
    } catch {
      throw connection.storeError(error) ?? .server(path: path, message: "\(error)")
    }
  }
}
