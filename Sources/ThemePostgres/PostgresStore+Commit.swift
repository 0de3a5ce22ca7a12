import ThemeModel
import ThemeStore

extension PostgresStore {
  /// Stores `document` as the next version of its theme, with its normalized rows and the
  /// audit run `audit` produces, in one transaction that holds the theme's row lock.
  ///
  /// Clients committing to one theme queue on that lock, so numbers are unique and without
  /// gaps. A lost connection or a serialization failure rolls the transaction back and runs it
  /// again; if an earlier attempt did land (the connection broke after its COMMIT), the retry
  /// finds the content unchanged, stores nothing more, and reports the version as created.
  public func commit(
    _ document: ThemeDocument, author: String, message: String, createdAt: String,
    audit: (ThemeDocument) throws -> AuditRunDraft?
  ) throws -> CommitOutcome {
    var attempts = 0
    let outcome = try run {
      attempts += 1
      return try connection.transaction {
        try insertVersion(document, author: author, message: message, createdAt: createdAt, audit: audit)
      }
    }
    return Self.outcome(outcome, afterAttempts: attempts, author: author, message: message, createdAt: createdAt)
  }

  /// `.created` for an "unchanged" version that an earlier attempt of this very commit stored
  /// (same author, message and creation time), so the user is not told nothing happened.
  static func outcome(
    _ outcome: CommitOutcome, afterAttempts attempts: Int, author: String, message: String, createdAt: String
  ) -> CommitOutcome {
    guard attempts > 1, case .unchanged(let version) = outcome, version.author == author,
      version.message == message, version.createdAt == createdAt
    else { return outcome }
    return .created(version)
  }

  /// The id and latest version of `theme`, locked until the transaction ends; nil when absent.
  func lockTheme(_ name: String) throws -> (id: Int, latest: Int)? {
    let rows = try connection.query("SELECT id, latest_version FROM themes WHERE name = $1 FOR UPDATE", [.text(name)])
    return rows.count == 0 ? nil : (rows.int(0, 0), rows.int(0, 1))
  }

  private func insertVersion(
    _ document: ThemeDocument, author: String, message: String, createdAt: String,
    audit: (ThemeDocument) throws -> AuditRunDraft?
  ) throws -> CommitOutcome {
    let name = document.name
    var theme = try lockTheme(name)
    if theme == nil {
      // Two clients may create the theme at once: the second waits for the first, then finds it.
      try connection.query(
        "INSERT INTO themes (name, created_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
        [.text(name), .text(createdAt)])
      theme = try lockTheme(name)
    }
    guard let (themeID, latest) = theme else {
      throw PostgresError(sqlState: nil, message: "the theme \(name) vanished while committing")
    }
    var parent: (id: Int, hash: String)?
    if latest > 0 {
      let rows = try connection.query(
        "SELECT id, content_hash FROM versions WHERE theme_id = $1 AND number = $2",
        [.integer(Int64(themeID)), .integer(Int64(latest))])
      if rows.count > 0 { parent = (rows.int(0, 0), rows.string(0, 1)) }
      if let parent, parent.hash == document.contentHash.description {
        return .unchanged(try readVersion(theme: name, number: latest)!)
      }
    }
    let record = VersionRecord(
      theme: name, number: latest + 1, contentHash: document.contentHash.description, parent: latest > 0 ? latest : nil,
      author: author, message: message, createdAt: createdAt)
    let number = record.number
    try storeDocument(document.canonicalBytes, hash: record.contentHash, parentHash: parent?.hash)
    let inserted = try connection.query(
      "INSERT INTO versions (\(VersionRecord.columns)) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
      record.values(themeID: themeID, parentID: parent?.id))
    let versionID = inserted.int(0, 0)
    try connection.query(
      "UPDATE themes SET latest_version = $1 WHERE id = $2", [.integer(Int64(number)), .integer(Int64(themeID))])
    try writeRows(ThemeRows(theme: document.theme), themeID: themeID, number: number)
    if let run = try audit(document) {
      try insertAuditRun(run, versionID: versionID, themeID: themeID, number: number)
    }
    return .created(record)
  }

  /// Closes the rows that changed or went away at `number` and inserts the new ones.
  func writeRows(_ rows: ThemeRows, themeID: Int, number: Int) throws {
    var digests: [String: String] = [:]
    let stored = try connection.query(
      "SELECT table_name, digest FROM current_row_digests WHERE theme_id = $1", [.integer(Int64(themeID))])
    stored.eachRow { digests[stored.string($0, 0)] = stored.string($0, 1) }
    for table in VersionedTable.all {
      let digest = rows.digest(of: table.name)
      if digests[table.name] == digest { continue }
      try connection.query(
        """
        INSERT INTO current_row_digests (theme_id, table_name, digest) VALUES ($1, $2, $3)
        ON CONFLICT (theme_id, table_name) DO UPDATE SET digest = excluded.digest
        """, [.integer(Int64(themeID)), .text(table.name), .text(digest)])
      let keyCount = table.keyColumns.count
      var current: [String: (id: Int, values: [SQLValue])] = [:]
      let currentRows = try connection.query(
        "SELECT id, \(table.columns.joined(separator: ", ")) FROM \(table.name) WHERE theme_id = $1 AND until IS NULL",
        [.integer(Int64(themeID))])
      currentRows.eachRow { row in
        let values = table.columns.enumerated().map { index, column in
          PostgresColumns.value(currentRows, row, Int32(index + 1), column: column)
        }
        current[VersionedTable.rowKey(values[..<keyCount])] = (currentRows.int(row, 0), Array(values[keyCount...]))
      }
      let changes = table.changes(from: current, to: rows.rows[table.name] ?? [])
      if !changes.closing.isEmpty {
        try connection.query(
          "UPDATE \(table.name) SET until = $1 WHERE id = ANY($2::bigint[])",
          [.integer(Int64(number)), PostgresColumns.idArray(changes.closing)])
      }
      try PostgresColumns.insert(
        changes.opening.map { [.integer(Int64(themeID))] + $0 + [.integer(Int64(number))] }, into: table.name,
        columns: ["theme_id"] + table.columns + ["since"], connection: connection)
    }
  }

  /// The normalized rows of `theme` as they were at version `number`, per table, sorted.
  public func rows(theme: String, number: Int, table name: String) throws(StoreError) -> [[SQLValue]] {
    try read { try readRows(theme: theme, number: number, table: name) }
  }

  func readRows(theme: String, number: Int, table name: String) throws -> [[SQLValue]] {
    guard let table = VersionedTable.all.first(where: { $0.name == name }) else { return [] }
    let rows = try connection.query(
      """
      SELECT \(table.columns.map { "r." + $0 }.joined(separator: ", "))
      FROM \(table.name) r JOIN themes t ON t.id = r.theme_id
      WHERE t.name = $1 AND r.since <= $2 AND (r.until IS NULL OR r.until > $2)
      ORDER BY \(table.keyColumns.map { "r." + $0 }.joined(separator: ", "))
      """, [.text(theme), .integer(Int64(number))])
    return rows.map { row in
      table.columns.enumerated().map { index, column in
        PostgresColumns.value(rows, row, Int32(index), column: column)
      }
    }
  }
}
