import ThemeMigrations
import ThemeModel

/// The embedded registry: one SQLite file in WAL mode.
public final class SQLiteStore {
  let database: Database
  /// The registry file's path.
  public let path: String
  /// How many base documents a stored document may chain through before it is stored whole.
  package static let maximumDeltaDepth = 64

  private init(database: Database) {
    self.database = database
    self.path = database.path
  }

  /// Opens the registry at `path`. With `create` (what `init` does) a missing or empty file
  /// becomes a registry and pending migrations are applied; without it, only an existing,
  /// up-to-date registry opens, and nothing is written while opening.
  ///
  /// A file that is not a themereg registry, was written by a newer release or whose
  /// applied migrations were edited is refused before anything is written to it. A registry
  /// this process may not write is opened read-only, so every read works.
  public static func open(
    path: String, create: Bool, now: String, migrations: [EmbeddedMigration] = EmbeddedMigrations.all
  ) throws(StoreError) -> SQLiteStore {
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
      if create && !database.isReadOnly {
        try database.executeScript("PRAGMA journal_mode = WAL")
      }
      if !database.isReadOnly { try database.executeScript("PRAGMA synchronous = FULL") }
    } catch {
      throw StoreError.wrapping(error, path: path)
    }
    if let pending = try Migrator.firstPending(database, known: migrations) {
      if !create { throw .needsUpgrade(path: path, migration: pending) }
      if database.isReadOnly { throw .readOnly(path: path, reason: RegistryFile.writeObstacle(path)) }
      try Migrator.migrate(database, known: migrations, now: now)
    }
    return SQLiteStore(database: database)
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
      throw StoreError.wrapping(error, path: path)
    }
  }

  /// Runs `body` and turns any SQLite error into a `StoreError` a user can act on.
  func guarded<T>(_ body: () throws -> T) throws(StoreError) -> T {
    do {
      return try body()
    } catch {
      throw StoreError.wrapping(error, path: path)
    }
  }

  /// The names and checksums of the applied migrations, oldest first.
  public func appliedMigrations() throws(StoreError) -> [(name: String, checksum: String)] {
    try guarded {
      try database.statement("SELECT name, checksum FROM schema_migrations ORDER BY name").map {
        ($0.string(0), $0.string(1))
      }
    }
  }

  // MARK: - Reading versions

  static let versionColumns = RegistrySQL.versionColumns

  static func versionRecord(_ row: Row) -> VersionRecord {
    VersionRecord(
      theme: row.string(0), number: row.int(1), contentHash: row.string(2), parent: row.optionalInt(3),
      author: row.string(4), message: row.string(5), createdAt: row.string(6))
  }

  /// The version `number` of `theme`, or its latest version when `number` is nil.
  public func version(theme: String, number: Int?) throws(StoreError) -> VersionRecord? {
    try guarded {
      try database.statement(
        """
        SELECT \(Self.versionColumns)
        FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = coalesce(?, t.latest_version)
        LEFT JOIN versions p ON p.id = v.parent_id
        WHERE t.name = ?
        """
      ).first([number.sqlValue, .text(theme)], Self.versionRecord)
    }
  }

  /// The latest version number of `theme`, or nil when the theme does not exist.
  public func latestVersionNumber(theme: String) throws(StoreError) -> Int? {
    try guarded { try database.scalarInt("SELECT latest_version FROM themes WHERE name = ?", [.text(theme)]) }
  }

  /// The rulesets of the stored audit runs, sorted.
  public func rulesets() throws(StoreError) -> [String] {
    try guarded {
      try database.statement("SELECT DISTINCT ruleset FROM audit_runs ORDER BY ruleset").map { $0.string(0) }
    }
  }

  /// The names of all themes, sorted.
  public func themeNames() throws(StoreError) -> [String] {
    try guarded { try database.statement("SELECT name FROM themes ORDER BY name").map { $0.string(0) } }
  }

  /// Every theme with its latest version and that version's newest audit run.
  public func themes() throws(StoreError) -> [ThemeSummary] {
    try guarded {
      try database.statement(RegistrySQL.themeSummaries).map { row in
        ThemeSummary(
          latest: Self.versionRecord(row), audit: Self.auditSummary(row, from: 7), approvedVersion: row.optionalInt(14))
      }
    }
  }

  /// The versions of `theme`, newest first, each with the audit run that counts.
  ///
  /// Three plain reads merged here rather than one query with a correlated subquery per
  /// version: the runs of the versions shown are read in one range scan of their index, which
  /// for a long log is several times cheaper than two index searches per version.
  public func log(theme: String, query: LogQuery = LogQuery()) throws(StoreError) -> [LogEntry] {
    try guarded {
      var versions: [VersionRecord] = []
      var versionIDs: [Int] = []
      try database.statement(
        """
        SELECT \(Self.versionColumns), v.id
        FROM themes t JOIN versions v ON v.theme_id = t.id
        LEFT JOIN versions p ON p.id = v.parent_id
        WHERE t.name = ?1 AND (?2 IS NULL OR v.author = ?2) AND (?3 IS NULL OR v.created_at >= ?3)
        ORDER BY v.number DESC
        LIMIT coalesce(?4, -1)
        """
      ).forEachRow(
        [
          .text(theme), query.author.sqlValue, query.since.sqlValue,
          query.failingOnly ? .null : query.limit.sqlValue,
        ]
      ) { row in
        versions.append(Self.versionRecord(row))
        versionIDs.append(row.int(7))
      }
      guard let lowest = versionIDs.min(), let highest = versionIDs.max() else { return [] }
      var positions: [Int: Int] = [:]
      positions.reserveCapacity(versionIDs.count)
      for (position, id) in versionIDs.enumerated() { positions[id] = position }
      // The newest run (highest id) of each version shown; runs of other themes' versions
      // in the id range are skipped.
      var runs: [(id: Int, summary: AuditRunSummary)?] = Array(repeating: nil, count: versions.count)
      try database.statement(
        """
        SELECT r.version_id, r.id, \(Self.auditSummaryColumns) FROM audit_runs r
        WHERE r.version_id BETWEEN ?1 AND ?2 AND (?3 IS NULL OR r.ruleset = ?3)
        """
      ).forEachRow([.integer(Int64(lowest)), .integer(Int64(highest)), query.ruleset.sqlValue]) { row in
        guard let position = positions[row.int(0)] else { return }
        let id = row.int(1)
        if let current = runs[position], current.id > id { return }
        runs[position] = (id, Self.auditSummary(row, from: 2)!)
      }
      var approved: Set<Int> = []
      try database.statement(
        """
        SELECT ap.version_id FROM approvals ap JOIN versions v ON v.id = ap.version_id
        JOIN themes t ON t.id = v.theme_id
        WHERE t.name = ? AND NOT EXISTS (SELECT 1 FROM revocations x WHERE x.approval_id = ap.id)
        """
      ).forEachRow([.text(theme)]) { approved.insert($0.int(0)) }
      var entries: [LogEntry] = []
      entries.reserveCapacity(versions.count)
      for (position, version) in versions.enumerated() {
        let audit = runs[position]?.summary
        if query.failingOnly && audit?.passed != false { continue }
        entries.append(LogEntry(version: version, audit: audit, approved: approved.contains(versionIDs[position])))
        if let limit = query.limit, entries.count == limit { break }
      }
      return entries
    }
  }

  // MARK: - Documents

  /// The canonical bytes of the document stored under `hash`, refused unless they still hash to it.
  public func document(hash: String) throws(StoreError) -> [UInt8] {
    try DocumentCodec.verified(try unverifiedDocument(hash: hash), hash: hash)
  }

  /// The bytes stored under `hash` as they decode, for `check`, which reports a mismatch itself.
  func unverifiedDocument(hash: String) throws(StoreError) -> [UInt8] {
    guard let bytes = try loadDocument(hash: hash, remainingDepth: Self.maximumDeltaDepth + 1) else {
      throw .damagedDocument(hash: hash, reason: "no document is stored under this hash")
    }
    return bytes
  }

  private func loadDocument(hash: String, remainingDepth: Int) throws(StoreError) -> [UInt8]? {
    let stored = try guarded {
      try database.statement("SELECT encoding, base_hash, byte_count, body FROM documents WHERE content_hash = ?")
        .first([.text(hash)]) { row in (row.string(0), row.optionalString(1), row.int(2), row.blob(3)) }
    }
    guard let (_, baseHash, size, body) = stored else { return nil }
    var base: [UInt8]?
    if let baseHash {
      guard remainingDepth > 0 else { throw .damagedDocument(hash: hash, reason: "its chain of bases is too long") }
      guard let baseBytes = try loadDocument(hash: baseHash, remainingDepth: remainingDepth - 1) else {
        throw .damagedDocument(hash: hash, reason: "its base document \(baseHash) is missing")
      }
      base = baseBytes
    }
    do {
      return try DocumentCodec.decode(body, size: size, base: base)
    } catch {
      throw .damagedDocument(hash: hash, reason: error.description)
    }
  }

  /// Stores `bytes` under `hash` unless present, compressed against a keyframe of its parent's.
  ///
  /// The base is the keyframe (a document stored whole) that the parent uses, or the parent
  /// itself when it is a keyframe, so a read inflates at most two documents; after
  /// `maximumDeltaDepth` deltas on one keyframe a new keyframe is stored. Deltas are taken
  /// against the keyframe rather than the parent so that reads never follow a chain.
  func storeDocument(_ bytes: [UInt8], hash: String, parentHash: String?) throws {
    if try database.scalarInt("SELECT 1 FROM documents WHERE content_hash = ?", [.text(hash)]) != nil { return }
    var base: (hash: String, bytes: [UInt8], depth: Int)?
    if let parentHash,
      let parent = try database.statement("SELECT base_hash, depth FROM documents WHERE content_hash = ?")
        .first([.text(parentHash)], { (keyframe: $0.optionalString(0), depth: $0.int(1)) }),
      parent.depth < Self.maximumDeltaDepth
    {
      let keyframe = parent.keyframe ?? parentHash
      base = (keyframe, try document(hash: keyframe), parent.depth + 1)
    }
    let body = try base.map { try DocumentCodec.encodeDelta(bytes, base: $0.bytes) } ?? DocumentCodec.encodeWhole(bytes)
    try database.execute(
      "INSERT INTO documents (content_hash, encoding, base_hash, depth, byte_count, body) VALUES (?, ?, ?, ?, ?, ?)",
      [
        .text(hash), .text(base == nil ? "zlib" : "zlib+base"), base?.hash.sqlValue ?? .null,
        .integer(Int64(base?.depth ?? 0)), .integer(Int64(bytes.count)), .blob(body),
      ])
  }
}
