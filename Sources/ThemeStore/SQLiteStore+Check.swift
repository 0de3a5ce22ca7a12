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
    var damaged: [(hash: String, problem: String)] = []
    for (offset, hash) in hashes.enumerated() {
      progress?(offset + 1, hashes.count)
      do {
        let actual = ContentHash(of: try document(hash: hash)).description
        if actual != hash { damaged.append((hash, "hashes to \(actual), not \(hash): it was changed")) }
      } catch {
        damaged.append((hash, "cannot be read: \(error)"))
      }
    }
    guard !damaged.isEmpty else { return }
    // Name the versions that use each damaged document (a scan, done only when something is wrong).
    let users = try database.statement(
      "SELECT t.name || '@' || v.number FROM versions v JOIN themes t ON t.id = v.theme_id WHERE v.content_hash = ? ORDER BY v.id"
    )
    for (hash, problem) in damaged {
      let names = try users.map([.text(hash)]) { $0.string(0) }
      problems.append(
        IntegrityProblem(
          "the stored document of \(names.isEmpty ? "no version" : names.joined(separator: ", ")) \(problem)"))
    }
  }

  private func checkVersions(_ problems: inout [IntegrityProblem]) throws {
    let themes = try database.statement(
      "SELECT t.id, t.name, t.latest_version, count(v.id), coalesce(max(v.number), 0) FROM themes t LEFT JOIN versions v ON v.theme_id = t.id GROUP BY t.id ORDER BY t.name"
    ).map { ($0.int(0), $0.string(1), $0.int(2), $0.int(3), $0.int(4)) }
    for (themeID, name, latest, count, highest) in themes {
      if count != highest || latest != highest {
        problems.append(
          IntegrityProblem(
            "\(name): versions are not numbered 1…\(highest) without gaps (latest \(latest), \(count) versions)"))
      }
      let unaudited = try database.statement(
        "SELECT v.number FROM versions v WHERE v.theme_id = ? AND NOT EXISTS (SELECT 1 FROM audit_runs r WHERE r.version_id = v.id) ORDER BY v.number LIMIT 5"
      ).map([.integer(Int64(themeID))]) { $0.int(0) }
      if !unaudited.isEmpty {
        problems.append(
          IntegrityProblem(
            "\(name): version(s) \(unaudited.map(String.init).joined(separator: ", ")) have no audit run"))
      }
      guard latest > 0, let version = try version(theme: name, number: latest),
        let bytes = try? document(hash: version.contentHash),
        let parsed = try? ThemeDocument(bytes: bytes)
      else { continue }
      let expected = ThemeRows(theme: parsed.theme)
      for table in VersionedTable.all {
        let stored = try rows(theme: name, number: latest, table: table.name)
        if Set(stored) != Set(expected.rows[table.name] ?? []) {
          problems.append(
            IntegrityProblem("\(name)@\(latest): the \(table.name) rows do not match the stored document"))
        }
        let digest = try database.scalarString(
          "SELECT digest FROM current_row_digests WHERE theme_id = ? AND table_name = ?",
          [.integer(Int64(themeID)), .text(table.name)])
        if let digest, digest != expected.digest(of: table.name) {
          problems.append(
            IntegrityProblem("\(name)@\(latest): the stored digest of the \(table.name) rows is stale"))
        }
      }
    }
  }
}
