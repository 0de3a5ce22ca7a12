import ThemePostgres
import ThemeSQLite
import ThemeStore

/// Where a registry lives, and the one place that picks its backend: a `postgres://` (or
/// `postgresql://`) URL is a team's server, anything else a SQLite file. The service and the
/// tests open stores through it, so neither names a backend.
public enum StoreLocation {
  /// Whether `location` names a PostgreSQL server rather than a file.
  public static func isServer(_ location: String) -> Bool { PostgresURL.matches(location) }

  /// Opens the store at `location`; `create` makes it (and migrates it) when missing, as
  /// `init` does.
  public static func open(_ location: String, create: Bool, now: String) throws(StoreError) -> any RegistryStore {
    isServer(location)
      ? try PostgresStore.open(url: location, create: create, now: now)
      : try SQLiteStore.open(path: location, create: create, now: now)
  }
}

extension StoreLocation {
  /// Refuses a file name that cannot hold a registry (empty, `:memory:`, a folder…).
  public static func checkFileName(_ path: String) throws(StoreError) { try RegistryFile.checkName(path) }

  /// The folder holding the file at `path`.
  public static func folder(of path: String) -> String { RegistryFile.folder(of: path) }

  /// Folds the write-ahead log of the closed registry file at `path` into it.
  public static func foldWriteAheadLog(_ path: String) throws(StoreError) {
    try SQLiteStore.foldWriteAheadLog(path: path)
  }

  /// Whether a write-ahead log with content sits beside the registry file at `path`.
  public static func hasWriteAheadLog(_ path: String) -> Bool { RegistryFile.hasWriteAheadLog(path) }
}
