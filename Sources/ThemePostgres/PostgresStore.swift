import ThemeMigrations
import ThemeModel
import ThemeStore

#if canImport(Glibc)
  import Glibc
#endif

/// A registry on a PostgreSQL server, shared by a team: the same tables and behaviour as the
/// embedded SQLite registry, with commits serialized per theme by a row lock.
public final class PostgresStore {
  let connection: PostgresConnection
  /// The server URL without its password, for messages.
  public let path: String
  /// How many times an operation runs before a lost connection or serialization failure is reported.
  static let maximumAttempts = 4

  /// Whether a `bulk` transaction is open, so the store's writes join it.
  var inBulk = false

  private init(connection: PostgresConnection, path: String) {
    self.connection = connection
    self.path = path
  }

  /// Connects to the registry at `url`. With `create` (what `init` does) its schema and tables
  /// are made when missing and pending migrations applied; without it, only an existing,
  /// up-to-date registry opens, so a client that only reads never changes a team's schema.
  ///
  /// A database (or schema) that holds other tables, whose registry was written by a newer
  /// release or whose applied migrations were edited is refused before anything is written.
  public static func open(
    url: String, create: Bool, now: String, migrations: [EmbeddedMigration] = EmbeddedMigrations.postgres
  ) throws(StoreError) -> PostgresStore {
    let path = PostgresURL.redacted(url)
    let connection: PostgresConnection
    do {
      connection = try PostgresConnection(url: url)
    } catch {
      let reason = PostgresURL.scrubbed(error.message, url: url)
      if error.isAuthenticationFailure { throw .authenticationFailed(path: path, reason: reason) }
      throw .serverUnavailable(path: path, reason: reason)
    }
    let store = PostgresStore(connection: connection, path: path)
    try store.read {
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
        try Migrator.verifyHistory(applied, known: migrations, path: path)
        guard let pending = migrations.first(where: { applied[$0.name] == nil }) else { return }
        // Only init migrates: a client that merely reads must not change a team's schema.
        guard create else { throw StoreError.needsUpgrade(path: path, migration: pending.name) }
      }
      try PostgresMigrator.migrate(connection, known: migrations, now: now, path: path)
    }
    return store
  }

  /// The server process of this client's connection (tests end it to simulate a failure).
  public var backendPID: Int { connection.backendPID }

  /// Runs `body`, again after a lost connection or a serialization failure (up to
  /// `maximumAttempts` times), and turns any failure into a `StoreError` a user can act on.
  ///
  /// `body` must be a whole transaction (or a read): a failed attempt leaves nothing behind,
  /// so running it again is safe.
  func run<T>(retrying: Bool = true, _ body: () throws -> T) throws -> T {
    // Inside `bulk` a failure ends the whole transaction: nothing may be retried on its own.
    let retrying = retrying && !inBulk
    var attempt = 1
    while true {
      do {
        return try body()
      } catch let error as PostgresError {
        if !retrying && error.connectionLost {
          // The server may have committed before the connection broke: say so rather than "retry".
          throw StoreError.server(
            path: path,
            message: "the connection was lost (\(error.message)) and the change may or may not have been stored; "
              + "look (e.g. 'themereg approvals THEME') before trying again")
        }
        guard retrying, error.isRetryable, attempt < Self.maximumAttempts else {
          throw storeError(error, attempts: attempt)
        }
        attempt += 1
        // Back off a little, with jitter, so that clients that collided do not collide again.
        usleep(UInt32(attempt * attempt) * 10_000 + UInt32.random(in: 0..<10_000))
        if error.connectionLost {
          do {
            try connection.reconnect()
          } catch {
            throw storeError(error, attempts: attempt)
          }
        }
      }
    }
  }

  /// `run` for the protocol's read methods, whose errors are typed.
  func read<T>(_ body: () throws -> T) throws(StoreError) -> T {
    do {
      return try run(body)
    } catch let error as StoreError {
      throw error
    } catch {
      throw .server(path: path, message: "\(error)")
    }
  }

  private func storeError(_ error: PostgresError, attempts: Int) -> StoreError {
    if error.isAuthenticationFailure { return .authenticationFailed(path: path, reason: error.message) }
    if error.isRetryable { return .connectionLost(path: path, attempts: attempts, reason: error.message) }
    if error.sqlState == "25006" { return .readOnly(path: path, reason: "the server runs this session read-only") }
    if error.sqlState?.hasPrefix("22") == true { return .unstorableValue(path: path, reason: error.description) }
    if error.sqlState == "42501" {
      return .server(
        path: path,
        message:
          "\(error.message); this role may read but not write here — ask the database owner to GRANT it INSERT and UPDATE"
      )
    }
    return .server(path: path, message: error.description)
  }

  /// The names and checksums of the applied migrations, oldest first.
  public func appliedMigrations() throws(StoreError) -> [(name: String, checksum: String)] {
    try read {
      let rows = try connection.query("SELECT name, checksum FROM themereg_migrations ORDER BY name COLLATE \"C\"")
      return rows.map { (rows.string($0, 0), rows.string($0, 1)) }
    }
  }

  // MARK: - Reading versions

  static let versionColumns = RegistrySQL.versionColumns

  static func versionRecord(_ rows: PostgresRows, _ row: Int) -> VersionRecord {
    VersionRecord(
      theme: rows.string(row, 0), number: rows.int(row, 1), contentHash: rows.string(row, 2),
      parent: rows.optionalInt(row, 3), author: rows.string(row, 4), message: rows.string(row, 5),
      createdAt: rows.string(row, 6))
  }

  static let auditSummaryColumns = RegistrySQL.auditSummaryColumns

  static func auditSummary(_ rows: PostgresRows, _ row: Int, from column: Int32) -> AuditRunSummary? {
    guard !rows.isNull(row, column) else { return nil }
    return AuditRunSummary(
      ruleset: rows.string(row, column), profile: rows.string(row, column + 1), errors: rows.int(row, column + 2),
      warnings: rows.int(row, column + 3), infos: rows.int(row, column + 4), passed: rows.int(row, column + 5) == 1,
      createdAt: rows.string(row, column + 6))
  }

  func readVersion(theme: String, number: Int?) throws -> VersionRecord? {
    let rows = try connection.query(
      """
      SELECT \(Self.versionColumns)
      FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = coalesce($1::integer, t.latest_version)
      LEFT JOIN versions p ON p.id = v.parent_id
      WHERE t.name = $2
      """, [number.sqlValue, .text(theme)])
    return rows.count == 0 ? nil : Self.versionRecord(rows, 0)
  }

  /// The version `number` of `theme`, or its latest version when `number` is nil.
  public func version(theme: String, number: Int?) throws(StoreError) -> VersionRecord? {
    try read { try readVersion(theme: theme, number: number) }
  }

  /// The versions of `theme` with the given numbers, by number, in one query.
  public func versions(theme: String, numbers: Set<Int>) throws(StoreError) -> [Int: VersionRecord] {
    guard !numbers.isEmpty else { return [:] }
    let list = "{" + numbers.sorted().map(String.init).joined(separator: ",") + "}"
    return try read {
      let rows = try connection.query(
        """
        SELECT \(Self.versionColumns)
        FROM themes t JOIN versions v ON v.theme_id = t.id
        LEFT JOIN versions p ON p.id = v.parent_id
        WHERE t.name = $1 AND v.number = ANY($2::integer[])
        """, [.text(theme), .text(list)])
      var result: [Int: VersionRecord] = [:]
      rows.eachRow { row in
        let version = Self.versionRecord(rows, row)
        result[version.number] = version
      }
      return result
    }
  }

  /// The latest version number of `theme`, or nil when the theme does not exist.
  public func latestVersionNumber(theme: String) throws(StoreError) -> Int? {
    try read {
      let rows = try connection.query("SELECT latest_version FROM themes WHERE name = $1", [.text(theme)])
      return rows.count == 0 ? nil : rows.int(0, 0)
    }
  }

  /// The names of all themes, sorted.
  public func themeNames() throws(StoreError) -> [String] {
    try read {
      let rows = try connection.query("SELECT name FROM themes ORDER BY name")
      return rows.map { rows.string($0, 0) }
    }
  }

  /// The rulesets of the stored audit runs, sorted.
  public func rulesets() throws(StoreError) -> [String] {
    try read {
      let rows = try connection.query("SELECT ruleset FROM audit_runs GROUP BY ruleset ORDER BY ruleset COLLATE \"C\"")
      return rows.map { rows.string($0, 0) }
    }
  }

  /// Every theme with its latest version and that version's newest audit run.
  public func themes() throws(StoreError) -> [ThemeSummary] {
    try read {
      let rows = try connection.query(RegistrySQL.themeSummaries)
      return rows.map { row in
        ThemeSummary(
          latest: Self.versionRecord(rows, row), audit: Self.auditSummary(rows, row, from: 7),
          approvedVersion: rows.optionalInt(row, 14))
      }
    }
  }

  /// The versions of `theme`, newest first, each with the audit run that counts.
  ///
  /// The theme's id comes from a scalar subquery, so that the planner walks the
  /// (theme, number) index backwards and stops at the limit; each version's newest run is
  /// one lateral index lookup.
  public func log(theme: String, query: LogQuery = LogQuery()) throws(StoreError) -> [LogEntry] {
    try read {
      let rows = try connection.query(
        """
        SELECT $2::text, v.number, v.content_hash, p.number, v.author, v.message, v.created_at,
          \(Self.auditSummaryColumns),
          (EXISTS (SELECT 1 FROM approvals ap WHERE ap.version_id = v.id
            AND NOT EXISTS (SELECT 1 FROM revocations x WHERE x.approval_id = ap.id)))::integer
        FROM versions v
        LEFT JOIN versions p ON p.id = v.parent_id
        LEFT JOIN LATERAL (
          SELECT * FROM audit_runs a WHERE a.version_id = v.id AND ($1::text IS NULL OR a.ruleset = $1)
          ORDER BY a.id DESC LIMIT 1
        ) r ON true
        WHERE v.theme_id = (SELECT id FROM themes WHERE name = $2)
          AND ($3::text IS NULL OR v.author = $3)
          AND ($4::text IS NULL OR v.created_at >= $4)
          AND ($5::integer = 0 OR r.passed = 0)
        ORDER BY v.number DESC
        LIMIT $6::bigint
        """,
        [
          query.ruleset.sqlValue, .text(theme), query.author.sqlValue, query.since.sqlValue,
          query.failingOnly.sqlValue, query.limit.sqlValue,
        ])
      return rows.map { row in
        LogEntry(
          version: Self.versionRecord(rows, row), audit: Self.auditSummary(rows, row, from: 7),
          approved: rows.int(row, 14) == 1)
      }
    }
  }

  // MARK: - Documents

  /// The canonical bytes of the document stored under `hash`.
  public func document(hash: String) throws(StoreError) -> [UInt8] {
    do {
      return try run { try DocumentCodec.verified(try readDocument(hash: hash), hash: hash) }
    } catch let error as StoreError {
      throw error
    } catch {
      throw .server(path: path, message: "\(error)")
    }
  }

  /// The bytes stored under `hash` as they decode, not yet checked against it.
  func readDocument(hash: String) throws -> [UInt8] {
    guard let bytes = try loadDocument(hash: hash, remainingDepth: SQLiteStore.maximumDeltaDepth + 1) else {
      throw StoreError.damagedDocument(hash: hash, reason: "no document is stored under this hash")
    }
    return bytes
  }

  private func loadDocument(hash: String, remainingDepth: Int) throws -> [UInt8]? {
    let rows = try connection.query(
      "SELECT base_hash, byte_count, body FROM documents WHERE content_hash = $1", [.text(hash)])
    guard rows.count > 0 else { return nil }
    let baseHash = rows.optionalString(0, 0)
    var base: [UInt8]?
    if let baseHash {
      guard remainingDepth > 0 else {
        throw StoreError.damagedDocument(hash: hash, reason: "its chain of bases is too long")
      }
      guard let baseBytes = try loadDocument(hash: baseHash, remainingDepth: remainingDepth - 1) else {
        throw StoreError.damagedDocument(hash: hash, reason: "its base document \(baseHash) is missing")
      }
      base = baseBytes
    }
    do {
      return try DocumentCodec.decode(rows.bytes(0, 2), size: rows.int(0, 1), base: base)
    } catch {
      throw StoreError.damagedDocument(hash: hash, reason: error.description)
    }
  }

  /// Stores `bytes` under `hash` unless present, as the SQLite store does: a delta against
  /// the keyframe its parent uses, or whole after `maximumDeltaDepth` deltas.
  func storeDocument(_ bytes: [UInt8], hash: String, parentHash: String?) throws {
    if try connection.query("SELECT 1 FROM documents WHERE content_hash = $1", [.text(hash)]).count > 0 { return }
    var base: (hash: String, bytes: [UInt8], depth: Int)?
    if let parentHash {
      let parent = try connection.query(
        "SELECT base_hash, depth FROM documents WHERE content_hash = $1", [.text(parentHash)])
      if parent.count > 0, parent.int(0, 1) < SQLiteStore.maximumDeltaDepth {
        let keyframe = parent.optionalString(0, 0) ?? parentHash
        base = (keyframe, try readDocument(hash: keyframe), parent.int(0, 1) + 1)
      }
    }
    let body = try base.map { try DocumentCodec.encodeDelta(bytes, base: $0.bytes) } ?? DocumentCodec.encodeWhole(bytes)
    // Another client may store the same content at the same moment (two themes, one document).
    try connection.query(
      """
      INSERT INTO documents (content_hash, encoding, base_hash, depth, byte_count, body)
      VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (content_hash) DO NOTHING
      """,
      [
        .text(hash), .text(base == nil ? "zlib" : "zlib+base"), base?.hash.sqlValue ?? .null,
        .integer(Int64(base?.depth ?? 0)), .integer(Int64(bytes.count)), .blob(body),
      ])
  }
}

extension PostgresStore: RegistryStore {}
