import ThemeModel

/// The registry store, written once over `SQLConnection`: the embedded SQLite file and a
/// team's PostgreSQL server run the same commit planning, history, blame, approvals and checks.
/// Each backend target only opens its connection (and migrates); see `SQLiteStore` and
/// `PostgresStore`.
public final class SQLStore {
  /// The connection the store runs on.
  package let connection: any SQLConnection
  /// Whether a `bulk` transaction is open: the store's writes join it and are never retried
  /// on their own.
  var inBulk = false

  /// A store on `connection`, which the backend has opened and migrated.
  package init(connection: any SQLConnection) {
    self.connection = connection
  }

  /// Where the store lives (a file path or a server URL without credentials), for messages.
  public var path: String { connection.location }

  /// Runs `body` (a read, or a whole transaction) with the connection's retry policy and
  /// turns any failure into a `StoreError` a user can act on.
  func run<T>(retrying: Bool = true, _ body: () throws -> T) throws(StoreError) -> T {
    do {
      return try runPassingThrough(retrying: retrying, body)
    } catch {
      throw StoreError.wrapping(error, path: path)
    }
  }

  /// `run` for work that may throw errors of the caller's own (a refused approval, say),
  /// which pass through unchanged.
  func runPassingThrough<T>(retrying: Bool = true, _ body: () throws -> T) throws -> T {
    do {
      return try connection.attempt(retrying: retrying && !inBulk, body)
    } catch let error as StoreError {
      throw error
    } catch {
      throw connection.storeError(error) ?? error
    }
  }

  /// The names and checksums of the applied migrations, oldest first.
  public func appliedMigrations() throws(StoreError) -> [(name: String, checksum: String)] {
    try run {
      try connection.map("SELECT name, checksum FROM \(connection.dialect.migrationsTable) ORDER BY name") {
        ($0.string("name"), $0.string("checksum"))
      }
    }
  }

  // MARK: - Reading versions

  func readVersion(theme: String, number: Int?) throws -> VersionRecord? {
    try connection.first(
      """
      SELECT \(RegistrySQL.versionColumns)
      FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = coalesce(CAST(:number AS INTEGER), t.latest_version)
      \(RegistrySQL.versionJoins)
      WHERE t.name = :theme
      """, ["theme": .text(theme), "number": number.sqlValue], VersionRecord.init(row:))
  }

  /// The version `number` of `theme`, or its latest version when `number` is nil.
  public func version(theme: String, number: Int?) throws(StoreError) -> VersionRecord? {
    try run { try readVersion(theme: theme, number: number) }
  }

  /// The versions of `theme` with the given numbers, by number, in one query.
  public func versions(theme: String, numbers: Set<Int>) throws(StoreError) -> [Int: VersionRecord] {
    guard !numbers.isEmpty else { return [:] }
    return try run {
      var result: [Int: VersionRecord] = [:]
      try connection.forEachRow(
        """
        SELECT \(RegistrySQL.versionColumnsLookedUp)
        FROM themes t JOIN versions v ON v.theme_id = t.id
        WHERE t.name = :theme AND \(connection.dialect.isInIDList("v.number", "numbers"))
        """, ["theme": .text(theme), "numbers": connection.dialect.idList(numbers.sorted())]
      ) { row in
        let version = VersionRecord(row: row)
        result[version.number] = version
      }
      return result
    }
  }

  /// When each version of `theme` with the given numbers was authored (its author's time when
  /// imported with one, else its commit's), by number. Read from the versions alone: a full
  /// record looks up each version's document and parent too, which on a long history cost
  /// `history` a page read each for thousands of versions whose dates are all it shows.
  public func authoredTimes(theme: String, numbers: Set<Int>) throws(StoreError) -> [Int: String] {
    guard !numbers.isEmpty else { return [:] }
    return try run {
      var result: [Int: String] = [:]
      try connection.forEachRow(
        """
        SELECT v.number AS number, coalesce(v.authored_at, v.created_at) AS authored_at
        FROM themes t JOIN versions v ON v.theme_id = t.id
        WHERE t.name = :theme AND \(connection.dialect.isInIDList("v.number", "numbers"))
        """, ["theme": .text(theme), "numbers": connection.dialect.idList(numbers.sorted())]
      ) { result[$0.int("number")] = $0.time("authored_at") }
      return result
    }
  }

  /// The latest version number of `theme`, or nil when the theme does not exist.
  public func latestVersionNumber(theme: String) throws(StoreError) -> Int? {
    try run {
      try connection.int(
        "SELECT latest_version FROM themes WHERE name = :theme", ["theme": .text(theme)], column: "latest_version")
    }
  }

  /// The rulesets of the stored audit runs, sorted.
  public func rulesets() throws(StoreError) -> [String] {
    try run {
      try connection.map("SELECT DISTINCT ruleset FROM audit_runs ORDER BY ruleset") { $0.string("ruleset") }
    }
  }

  /// The names of all themes, sorted.
  public func themeNames() throws(StoreError) -> [String] {
    try run { try connection.map("SELECT name FROM themes ORDER BY name") { $0.string("name") } }
  }

  /// Every theme with its latest version and that version's newest audit run, from the
  /// summaries commits keep (`readSummaries`).
  public func themes() throws(StoreError) -> [ThemeSummary] {
    try run { try readSummaries() }
  }
}
