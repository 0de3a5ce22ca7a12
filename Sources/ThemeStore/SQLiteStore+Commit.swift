import ThemeModel

extension SQLiteStore {
  /// Stores `document` as the next version of its theme, with its normalized rows and the
  /// audit run `audit` produces, in one `BEGIN IMMEDIATE` transaction.
  ///
  /// `audit` runs inside the transaction, so the version, its rows and its run land
  /// together or not at all. Content equal to the latest version's stores nothing.
  public func commit(
    _ document: ThemeDocument, author: String, message: String, createdAt: String,
    audit: (ThemeDocument) throws -> AuditRunDraft?
  ) throws -> CommitOutcome {
    do {
      return try database.transaction {
        try insertVersion(document, author: author, message: message, createdAt: createdAt, audit: audit)
      }
    } catch let error as DatabaseError {
      throw StoreError.wrapping(error, path: path)
    }
  }

  private func insertVersion(
    _ document: ThemeDocument, author: String, message: String, createdAt: String,
    audit: (ThemeDocument) throws -> AuditRunDraft?
  ) throws -> CommitOutcome {
    let name = document.name
    var theme = try database.statement("SELECT id, latest_version FROM themes WHERE name = ?")
      .first([.text(name)]) { (id: $0.int(0), latest: $0.int(1)) }
    if theme == nil {
      try database.execute(
        "INSERT INTO themes (name, created_at, latest_version) VALUES (?, ?, 0)", [.text(name), .text(createdAt)])
      theme = (database.lastInsertedRowID, 0)
    }
    let (themeID, latest) = theme!
    var parent: (id: Int, hash: String)?
    if latest > 0 {
      parent = try database.statement("SELECT id, content_hash FROM versions WHERE theme_id = ? AND number = ?")
        .first([.integer(Int64(themeID)), .integer(Int64(latest))]) { ($0.int(0), $0.string(1)) }
      if let parent, parent.hash == document.contentHash.description {
        return .unchanged(try version(theme: name, number: latest)!)
      }
    }
    let record = VersionRecord(
      theme: name, number: latest + 1, contentHash: document.contentHash.description, parent: latest > 0 ? latest : nil,
      author: author, message: message, createdAt: createdAt)
    let number = record.number
    try storeDocument(document.canonicalBytes, hash: record.contentHash, parentHash: parent?.hash)
    try database.execute(
      "INSERT INTO versions (\(VersionRecord.columns)) VALUES (?, ?, ?, ?, ?, ?, ?)",
      record.values(themeID: themeID, parentID: parent?.id))
    let versionID = database.lastInsertedRowID
    try database.execute(
      "UPDATE themes SET latest_version = ? WHERE id = ?", [.integer(Int64(number)), .integer(Int64(themeID))])
    try writeRows(ThemeRows(theme: document.theme), themeID: themeID, number: number)
    if let run = try audit(document) {
      try insertAuditRun(run, versionID: versionID, themeID: themeID, number: number)
    }
    return .created(record)
  }

  /// Closes the rows that changed or went away at `number` and inserts the new ones.
  func writeRows(_ rows: ThemeRows, themeID: Int, number: Int) throws {
    var digests: [String: String] = [:]
    try database.statement("SELECT table_name, digest FROM current_row_digests WHERE theme_id = ?")
      .forEachRow([.integer(Int64(themeID))]) { digests[$0.string(0)] = $0.string(1) }
    for table in VersionedTable.all {
      let digest = rows.digest(of: table.name)
      if digests[table.name] == digest { continue }
      try database.execute(
        """
        INSERT INTO current_row_digests (theme_id, table_name, digest) VALUES (?, ?, ?)
        ON CONFLICT (theme_id, table_name) DO UPDATE SET digest = excluded.digest
        """, [.integer(Int64(themeID)), .text(table.name), .text(digest)])
      let keyCount = table.keyColumns.count
      var current: [String: (id: Int, values: [SQLValue])] = [:]
      try database.statement(
        "SELECT id, \(table.columns.joined(separator: ", ")) FROM \(table.name) WHERE theme_id = ? AND until IS NULL"
      ).forEachRow([.integer(Int64(themeID))]) { row in
        let values = (0..<table.columns.count).map { row.value(Int32($0 + 1)) }
        current[VersionedTable.rowKey(values[..<keyCount])] = (row.int(0), Array(values[keyCount...]))
      }
      let changes = table.changes(from: current, to: rows.rows[table.name] ?? [])
      let close = try database.statement("UPDATE \(table.name) SET until = ? WHERE id = ?")
      for id in changes.closing {
        try close.run([.integer(Int64(number)), .integer(Int64(id))])
      }
      let placeholders = Array(repeating: "?", count: table.columns.count + 2).joined(separator: ", ")
      let insert = try database.statement(
        "INSERT INTO \(table.name) (theme_id, \(table.columns.joined(separator: ", ")), since) VALUES (\(placeholders))"
      )
      for row in changes.opening {
        try insert.run([.integer(Int64(themeID))] + row + [.integer(Int64(number))])
      }
    }
  }

  /// The normalized rows of `theme` as they were at version `number`, per table, sorted.
  public func rows(theme: String, number: Int, table name: String) throws(StoreError) -> [[SQLValue]] {
    guard let table = VersionedTable.all.first(where: { $0.name == name }) else { return [] }
    return try guarded {
      try database.statement(
        """
        SELECT \(table.columns.map { "r." + $0 }.joined(separator: ", "))
        FROM \(table.name) r JOIN themes t ON t.id = r.theme_id
        WHERE t.name = ? AND r.since <= ?2 AND (r.until IS NULL OR r.until > ?2)
        ORDER BY \(table.keyColumns.map { "r." + $0 }.joined(separator: ", "))
        """
      ).map([.text(theme), .integer(Int64(number))]) { row in
        (0..<table.columns.count).map { row.value(Int32($0)) }
      }
    }
  }

  /// The names of the normalized tables, for `rows(theme:number:table:)`.
  public static var normalizedTableNames: [String] { VersionedTable.all.map(\.name) }
}
