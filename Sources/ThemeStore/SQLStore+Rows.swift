import ThemeModel

extension SQLStore {
  /// Closes the rows that changed or went away at `number` and inserts the new ones; tables
  /// whose digest did not change are not read at all, and a changed table's current rows are
  /// known by their recorded fingerprints, so only the rows that changed are touched.
  func writeRows(_ rows: ThemeRows, themeID: Int, number: Int) throws {
    // Digests and fingerprints in one read: a commit that changes a table needs both, and on a
    // server every statement of a fresh connection is a round trip and a plan. Only a changed
    // table's fingerprints are taken from the row (SQLite then reads no other's overflow pages).
    let digests = VersionedTable.all.map { (table: $0, digest: rows.digest(of: $0.name)) }
    var recorded: [String: (digest: String, fingerprints: [UInt8]?)] = [:]
    try connection.forEachRow(
      "SELECT table_name, digest, fingerprints FROM current_row_digests WHERE theme_id = :theme",
      ["theme": .integer(Int64(themeID))]
    ) { row in
      let name = row.string("table_name")
      let digest = row.string("digest")
      let changed = digests.first { $0.table.name == name }?.digest != digest && !row.isNull("fingerprints")
      recorded[name] = (digest, changed ? row.blob("fingerprints") : nil)
    }
    for (table, digest) in digests {
      if recorded[table.name]?.digest == digest { continue }
      // Compared in their stored form, which is canonical: the current rows are not decoded, and
      // each new row is encoded once, for the comparison and the insert.
      let storedRows = (rows.rows[table.name] ?? []).map(table.stored)
      let fingerprints = storedRows.map(RowFingerprint.init(of:))
      let changes =
        // Not recorded (a registry from before fingerprints) or not well formed: read the rows.
        if let current = recorded[table.name]?.fingerprints.flatMap(RowFingerprints.decode) {
          table.changes(to: storedRows, fingerprints: fingerprints, current: current)
        } else {
          try table.changes(to: storedRows) { observe in
            try forEachCurrentRow(of: table, themeID: themeID, observe)
          }
        }
      if !changes.closing.isEmpty {
        try connection.execute(
          "UPDATE \(table.name) SET until = :number WHERE \(connection.dialect.isInIDList("id", "ids"))",
          ["number": .integer(Int64(number)), "ids": connection.dialect.idList(changes.closing)])
      }
      try connection.insert(
        changes.opening.map { [.integer(Int64(themeID))] + $0 + [.integer(Int64(number))] },
        into: table.name, columns: ["theme_id"] + table.storedColumns + ["since"])
      let ids = try openedIDs(changes, rows: storedRows, table: table, themeID: themeID, number: number)
      try connection.execute(
        """
        INSERT INTO current_row_digests (theme_id, table_name, digest, fingerprints)
        VALUES (:theme, :table, :digest, :fingerprints)
        ON CONFLICT (theme_id, table_name) DO UPDATE SET digest = excluded.digest, fingerprints = excluded.fingerprints
        """,
        [
          "theme": .integer(Int64(themeID)), "table": .text(table.name), "digest": .text(digest),
          "fingerprints": .blob(
            RowFingerprints.encode(Array(zip(ids, fingerprints).map { (id: $0, fingerprint: $1) }))),
        ])
    }
  }

  /// Each current row of a theme in `table`: its id and its stored values, key first.
  func forEachCurrentRow(
    of table: VersionedTable, themeID: Int, _ body: (_ id: Int, _ stored: ArraySlice<SQLValue>) -> Void
  ) throws {
    try connection.forEachRow(
      """
      SELECT id, \(table.storedColumns.joined(separator: ", ")) FROM \(table.name)
      WHERE theme_id = :theme AND until IS NULL
      """, ["theme": .integer(Int64(themeID))], columns: ["id"] + table.storedColumns
    ) { stored in
      guard let id = stored[0].number else { return }
      body(id, stored[1...])
    }
  }

  /// Every new row's id: the kept rows' from `changes`, the opened rows' read back by key
  /// (they are the theme's rows that start at `number`).
  private func openedIDs(_ changes: RowChanges, rows: [[SQLValue]], table: VersionedTable, themeID: Int, number: Int)
    throws -> [Int]
  {
    var ids = changes.ids
    if ids.contains(nil) {
      let keyCount = table.keyColumns.count
      var opened: [String: Int] = [:]
      try connection.forEachRow(
        """
        SELECT id, \(table.keyColumns.joined(separator: ", ")) FROM \(table.name)
        WHERE theme_id = :theme AND since = :number AND until IS NULL
        """, ["theme": .integer(Int64(themeID)), "number": .integer(Int64(number))],
        columns: ["id"] + table.keyColumns
      ) { stored in
        if let id = stored[0].number { opened[VersionedTable.rowKey(stored[1...])] = id }
      }
      for position in ids.indices where ids[position] == nil {
        ids[position] = opened[VersionedTable.rowKey(rows[position][..<keyCount])]
      }
    }
    return try ids.map { id throws(StoreError) in
      guard let id else {
        throw StoreError.database(path: path, message: "a new \(table.name) row was not found after inserting it")
      }
      return id
    }
  }
}
