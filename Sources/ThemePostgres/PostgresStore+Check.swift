import ThemeModel
import ThemeStore

extension PostgresStore {
  /// Checks the whole registry: every stored document against its content hash, version
  /// numbering, audit runs, and the current rows against the latest document.
  ///
  /// The server enforces foreign keys and checks its own pages, so SQLite's
  /// `integrity_check` and `foreign_key_check` have no counterpart here.
  public func check(progress: ((Int, Int) -> Void)? = nil) throws(StoreError) -> [IntegrityProblem] {
    try read {
      var problems: [IntegrityProblem] = []
      let hashes = try connection.query("SELECT content_hash FROM documents ORDER BY content_hash")
      let damaged = IntegrityChecks.damagedDocuments(hashes.map { hashes.string($0, 0) }, progress: progress) {
        try readDocument(hash: $0)
      }
      for (hash, problem) in damaged {
        let users = try connection.query(
          """
          SELECT t.name || '@' || v.number FROM versions v JOIN themes t ON t.id = v.theme_id
          WHERE v.content_hash = $1 ORDER BY v.id
          """, [.text(hash)])
        problems.append(
          IntegrityChecks.damagedDocumentProblem(users: users.map { users.string($0, 0) }, problem: problem))
      }
      let themes = try connection.query(
        """
        SELECT t.id, t.name, t.latest_version, count(v.id), coalesce(max(v.number), 0)
        FROM themes t LEFT JOIN versions v ON v.theme_id = t.id GROUP BY t.id ORDER BY t.name
        """)
      for row in 0..<themes.count {
        let (themeID, name, latest) = (themes.int(row, 0), themes.string(row, 1), themes.int(row, 2))
        let unaudited = try connection.query(
          """
          SELECT v.number FROM versions v WHERE v.theme_id = $1
            AND NOT EXISTS (SELECT 1 FROM audit_runs r WHERE r.version_id = v.id) ORDER BY v.number LIMIT 5
          """, [.integer(Int64(themeID))])
        problems += IntegrityChecks.versionProblems(
          theme: name, latest: latest, count: themes.int(row, 3), highest: themes.int(row, 4),
          unaudited: unaudited.map { unaudited.int($0, 0) })
        guard latest > 0, let version = try readVersion(theme: name, number: latest),
          let bytes = try? readDocument(hash: version.contentHash),
          let parsed = try? ThemeDocument(bytes: bytes)
        else { continue }
        problems += try IntegrityChecks.rowProblems(
          theme: name, latest: latest, document: parsed,
          storedRows: { table in try readRows(theme: name, number: latest, table: table) },
          storedDigest: { table in
            try connection.query(
              "SELECT digest FROM current_row_digests WHERE theme_id = $1 AND table_name = $2",
              [.integer(Int64(themeID)), .text(table)]
            ).optionalString(0, 0)
          })
      }
      return problems
    }
  }
}
