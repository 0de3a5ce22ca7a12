import ThemeModel

extension SQLiteStore {
  /// Checks the whole registry: SQLite's integrity and foreign keys, every stored document
  /// against its content hash, version numbering, the current rows against the latest
  /// document, and that every version has an audit run.
  public func check(progress: ((Int, Int) -> Void)? = nil) throws(StoreError) -> [IntegrityProblem] {
    try guarded {
      var problems: [IntegrityProblem] = []
      try database.statement("PRAGMA integrity_check").forEachRow { row in
        let text = row.string(0)
        if text != "ok" { problems.append(IntegrityProblem("SQLite integrity: \(text)")) }
      }
      try database.statement("PRAGMA foreign_key_check").forEachRow { row in
        problems.append(
          IntegrityProblem("a row of \(row.string(0)) (rowid \(row.int(1))) points at a missing \(row.string(2)) row"))
      }
      try checkDocuments(&problems, progress: progress)
      try checkVersions(&problems)
      return problems
    }
  }

  private func checkDocuments(_ problems: inout [IntegrityProblem], progress: ((Int, Int) -> Void)?) throws {
    let hashes = try database.statement("SELECT content_hash FROM documents ORDER BY content_hash").map { $0.string(0) }
    let damaged = IntegrityChecks.damagedDocuments(hashes, progress: progress) { hash in
      try unverifiedDocument(hash: hash)
    }
    guard !damaged.isEmpty else { return }
    // Name the versions that use each damaged document (a scan, done only when something is wrong).
    let users = try database.statement(
      "SELECT t.name || '@' || v.number FROM versions v JOIN themes t ON t.id = v.theme_id WHERE v.content_hash = ? ORDER BY v.id"
    )
    for (hash, problem) in damaged {
      let names = try users.map([.text(hash)]) { $0.string(0) }
      problems.append(IntegrityChecks.damagedDocumentProblem(users: names, problem: problem))
    }
  }

  private func checkVersions(_ problems: inout [IntegrityProblem]) throws {
    let themes = try database.statement(
      "SELECT t.id, t.name, t.latest_version, count(v.id), coalesce(max(v.number), 0) FROM themes t LEFT JOIN versions v ON v.theme_id = t.id GROUP BY t.id ORDER BY t.name"
    ).map { ($0.int(0), $0.string(1), $0.int(2), $0.int(3), $0.int(4)) }
    for (themeID, name, latest, count, highest) in themes {
      let unaudited = try database.statement(
        "SELECT v.number FROM versions v WHERE v.theme_id = ? AND NOT EXISTS (SELECT 1 FROM audit_runs r WHERE r.version_id = v.id) ORDER BY v.number LIMIT 5"
      ).map([.integer(Int64(themeID))]) { $0.int(0) }
      problems += IntegrityChecks.versionProblems(
        theme: name, latest: latest, count: count, highest: highest, unaudited: unaudited)
      guard latest > 0, let version = try version(theme: name, number: latest),
        let bytes = try? document(hash: version.contentHash),
        let parsed = try? ThemeDocument(bytes: bytes)
      else { continue }
      problems += try IntegrityChecks.rowProblems(
        theme: name, latest: latest, document: parsed,
        storedRows: { table in try rows(theme: name, number: latest, table: table) },
        storedDigest: { table in
          try database.scalarString(
            "SELECT digest FROM current_row_digests WHERE theme_id = ? AND table_name = ?",
            [.integer(Int64(themeID)), .text(table)])
        })
    }
  }
}
