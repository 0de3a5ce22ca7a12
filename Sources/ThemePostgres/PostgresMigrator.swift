import ThemeMigrations
import ThemeStore

/// Applies the PostgreSQL migrations, the pending ones in one transaction under an advisory lock, and
/// refuses databases it cannot safely use.
enum PostgresMigrator {
  /// The table that marks a schema as a themereg registry and records its migrations; named
  /// so that it cannot be another tool's `schema_migrations`.
  static let table = "themereg_migrations"

  /// What the connected schema holds.
  enum State {
    /// The search path names no schema that exists.
    case noSchema
    /// An empty schema.
    case empty
    /// Tables, but not a registry's.
    case foreign
    /// A themereg registry.
    case registry
  }

  static func state(_ connection: PostgresConnection) throws(PostgresError) -> State {
    let rows = try connection.query(
      """
      SELECT current_schema() IS NULL,
        to_regclass(quote_ident(current_schema()) || '.themereg_migrations') IS NOT NULL
      """)
    if rows.string(0, 0) == "t" { return .noSchema }
    if rows.string(0, 1) == "t" { return .registry }
    // Only a schema that is not a registry is searched for other tables: on the fresh server
    // process every command starts, planning this catalog join took 3 ms of a 4 ms open.
    let tables = try connection.query(
      """
      SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'v', 'p')
      """)
    return tables.int(0, 0) == 0 ? .empty : .foreign
  }

  /// Creates the first schema of the search path (`init` on a database whose URL names a schema).
  ///
  /// Clients starting at once take turns under an advisory lock: `CREATE SCHEMA IF NOT EXISTS`
  /// alone is not safe against a concurrent create.
  static func createSchema(_ connection: PostgresConnection) throws {
    let name = try connection.query(
      """
      SELECT replace(trim(both '"' from trim(split_part(current_setting('search_path'), ',', 1))), '$user', current_user)
      """
    ).string(0, 0)
    try connection.transaction {
      try connection.query("SELECT pg_advisory_xact_lock(hashtext('themereg create schema ' || $1))", [.text(name)])
      let statement = try connection.query("SELECT format('CREATE SCHEMA IF NOT EXISTS %I', $1::text)", [.text(name)])
      try connection.query(statement.string(0, 0))
    }
  }

  static func applied(_ connection: PostgresConnection) throws(PostgresError) -> [String: String] {
    var result: [String: String] = [:]
    let rows = try connection.query("SELECT name, checksum FROM themereg_migrations")
    rows.eachRow { result[rows.string($0, 0)] = rows.string($0, 1) }
    return result
  }

  /// Applies every pending migration; safe when several clients start at once.
  static func migrate(
    _ connection: PostgresConnection, known: [EmbeddedMigration], now: String, path: String
  ) throws {
    try MigrationHistory.migrate(
      connection, known: known, now: now, path: path,
      begin: {
        // One client at a time per schema; the lock ends with the transaction.
        try connection.query("SELECT pg_advisory_xact_lock(hashtext('themereg migrate ' || current_schema()))")
      })
  }
}
