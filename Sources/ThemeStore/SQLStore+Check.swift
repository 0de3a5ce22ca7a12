import ThemeModel

extension SQLStore {
  /// Checks the whole registry: what the engine finds (SQLite's page and foreign-key checks;
  /// a server checks its own), every stored document against its content hash, version
  /// numbering, the current rows against the latest document, and that every version has an
  /// audit run.
  public func check(progress: ((Int, Int) -> Void)? = nil) throws(StoreError) -> [IntegrityProblem] {
    try check(progress: progress, pageSize: Self.checkPageSize)
  }

  /// `check`, holding `pageSize` documents or text batches at a time.
  func check(progress: ((Int, Int) -> Void)?, pageSize: Int) throws(StoreError) -> [IntegrityProblem] {
    try run {
      var problems = try connection.engineProblems()
      try connection.forEachRow(
        """
        SELECT t.name AS theme, e.ruleset AS ruleset, s.rule AS rule, s.subject AS subject
        FROM finding_subjects s JOIN finding_series e ON e.id = s.series_id JOIN themes t ON t.id = e.theme_id
        GROUP BY t.name, e.ruleset, s.series_id, s.rule, s.subject HAVING count(*) > 1
        """, [:]
      ) { row in
        problems.append(
          IntegrityProblem(
            "\(row.string("theme")): the finding \(row.string("subject")) of \(row.string("ruleset")) is stored more than once"
          ))
      }
      for stray in try strayStretches() {
        problems.append(
          IntegrityProblem(
            "\(stray.theme): the stored stretches of the finding \(stray.rule) \(stray.subject) of \(stray.ruleset) do not match its intervals"
          ))
      }
      try checkDocuments(&problems, progress: progress, pageSize: pageSize)
      try connection.forEachRow("SELECT name, value, digest FROM registry_settings ORDER BY name", [:]) { row in
        if row.blob("digest") != FactDigest.setting(name: row.string("name"), value: row.string("value")) {
          problems.append(
            IntegrityProblem(
              "the registry setting \(row.string("name")) no longer matches its digest (changed outside themereg)"))
        }
      }
      do {
        _ = try readTrustChanges()
      } catch let error as StoreError {
        problems.append(IntegrityProblem(error.description))
      }
      try checkFindingTexts(&problems, pageSize: pageSize)
      try checkVersions(&problems)
      try checkFacts(&problems, pageSize: pageSize)
      try checkSummaries(&problems)
      return problems
    }
  }

  /// The last millisecond of year 9999, the latest time a commit can carry.
  static let latestStoredTime = StoredTime.milliseconds(year: 10_000, month: 1, day: 1) - 1

  /// How many documents or text batches `check` holds at a time: its memory stays that of a
  /// page, whatever the length of the history.
  static let checkPageSize = 256

  private func checkDocuments(_ problems: inout [IntegrityProblem], progress: ((Int, Int) -> Void)?, pageSize: Int)
    throws
  {
    // The documents there are now: a commit meanwhile adds ones with higher ids, which the
    // pages leave out.
    guard
      let (total, last) = try connection.first(
        "SELECT count(*) AS count, coalesce(max(id), 0) AS last FROM documents", [:],
        { ($0.int("count"), $0.int("last")) })
    else { return }
    var damaged: [(document: (id: Int, hash: String), problem: String)] = []
    var checked = 0
    var after = 0
    while true {
      let page = try connection.map(
        "SELECT id, content_hash FROM documents WHERE id > :after AND id <= :last ORDER BY id LIMIT :limit",
        ["after": .integer(Int64(after)), "last": .integer(Int64(last)), "limit": .integer(Int64(pageSize))]
      ) { (id: $0.int("id"), hash: $0.hash("content_hash")) }
      guard let final = page.last else { break }
      let offset = checked
      damaged += IntegrityChecks.damagedDocuments(
        page, progress: progress.map { report in { done, _ in report(offset + done, total) } }
      ) {
        try readDocument(id: $0.id, hash: $0.hash)
      }
      checked += page.count
      after = final.id
    }
    // Reported in the order of their hashes, as before the pages.
    damaged.sort { ($0.document.hash, $0.document.id) < ($1.document.hash, $1.document.id) }
    // Name the versions that use each damaged document (a scan, done only when something is wrong).
    for (document, problem) in damaged {
      let users = try connection.map(
        """
        SELECT t.name AS theme, v.number AS number FROM versions v JOIN themes t ON t.id = v.theme_id
        WHERE v.document_id = :document ORDER BY v.id
        """, ["document": .integer(Int64(document.id))]
      ) { "\($0.string("theme"))@\($0.int("number"))" }
      problems.append(IntegrityChecks.damagedDocumentProblem(users: users, problem: problem))
    }
  }

  /// Every series' stored finding texts inflate (with their dictionaries) and decode.
  private func checkFindingTexts(_ problems: inout [IntegrityProblem], pageSize: Int) throws {
    let series = try connection.map(
      """
      SELECT e.id AS id, t.name AS theme, e.ruleset AS ruleset FROM finding_series e
      JOIN themes t ON t.id = e.theme_id ORDER BY t.name, e.ruleset, e.id
      """
    ) { (id: $0.int("id"), theme: $0.string("theme"), ruleset: $0.string("ruleset")) }
    for each in series {
      let versions = try connection.map(
        "SELECT since FROM finding_texts WHERE series_id = :series ORDER BY since", ["series": .integer(Int64(each.id))]
      ) { $0.int("since") }
      do {
        for start in stride(from: 0, to: versions.count, by: pageSize) {
          _ = try textBatches(series: each.id, versions: Set(versions[start..<min(start + pageSize, versions.count)]))
        }
      } catch let error as StoreError {
        guard case .database(_, let message) = error else { throw error }
        problems.append(IntegrityProblem("\(each.theme) (\(each.ruleset)): \(message)"))
      }
    }
  }

  private func checkVersions(_ problems: inout [IntegrityProblem]) throws {
    let themes = try connection.map(
      """
      SELECT t.id AS id, t.name AS name, t.latest_version AS latest, count(v.id) AS count,
        coalesce(max(v.number), 0) AS highest
      FROM themes t LEFT JOIN versions v ON v.theme_id = t.id GROUP BY t.id, t.name, t.latest_version ORDER BY t.name
      """
    ) { ($0.int("id"), $0.string("name"), $0.int("latest"), $0.int("count"), $0.int("highest")) }
    for (themeID, name, latest, count, highest) in themes {
      let unaudited = try connection.map(
        """
        SELECT v.number AS number FROM versions v WHERE v.theme_id = :theme
          AND NOT EXISTS (SELECT 1 FROM audit_runs r WHERE r.version_id = v.id) ORDER BY v.number LIMIT 5
        """, ["theme": .integer(Int64(themeID))]
      ) { $0.int("number") }
      problems += IntegrityChecks.versionProblems(
        theme: name, latest: latest, count: count, highest: highest, unaudited: unaudited)
      // A time no commit can have had (before 1970 or past year 9999) was written by hand.
      let mistimed = try connection.map(
        """
        SELECT v.number AS number FROM versions v WHERE v.theme_id = :theme
          AND (v.created_at < 0 OR v.created_at > :latest_time) ORDER BY v.number LIMIT 5
        """,
        ["theme": .integer(Int64(themeID)), "latest_time": .integer(Self.latestStoredTime)]
      ) { $0.int("number") }
      if !mistimed.isEmpty {
        problems.append(
          IntegrityProblem(
            "\(name): version(s) \(mistimed.map(String.init).joined(separator: ", ")) have a commit time outside 1970…9999"
          ))
      }
      guard latest > 0, let version = try readVersion(theme: name, number: latest),
        let document = try documentID(theme: name, number: latest),
        let bytes = try? readDocument(id: document, hash: version.contentHash.description),
        let parsed = try? ThemeDocument(bytes: bytes)
      else { continue }
      if parsed.name != name {
        problems.append(
          IntegrityProblem(
            "\(name)@\(latest): the stored document is of the theme \(parsed.name); the theme's row was renamed outside themereg"
          ))
      }
      problems += try IntegrityChecks.rowProblems(
        theme: name, latest: latest, document: parsed,
        storedRows: { table in try readRows(theme: name, number: latest, table: table) },
        storedDigest: { table in
          try connection.first(
            "SELECT digest FROM current_row_digests WHERE theme_id = :theme AND table_name = :table",
            ["theme": .integer(Int64(themeID)), "table": .text(table)]
          ) { $0.string("digest") }
        })
      problems += try fingerprintProblems(theme: name, themeID: themeID, latest: latest)
    }
  }

  /// `IntegrityChecks.fingerprintProblem` for each normalized table of the theme.
  private func fingerprintProblems(theme name: String, themeID: Int, latest: Int) throws -> [IntegrityProblem] {
    let theme: SQLArguments = ["theme": .integer(Int64(themeID))]
    var recorded: [String: [UInt8]] = [:]
    try connection.forEachRow(
      "SELECT table_name, fingerprints FROM current_row_digests WHERE theme_id = :theme", theme
    ) { row in
      if !row.isNull("fingerprints") { recorded[row.string("table_name")] = row.blob("fingerprints") }
    }
    return try VersionedTable.all.compactMap { table in
      guard let fingerprints = recorded[table.name] else { return nil }
      var current: [(id: Int, stored: [SQLValue])] = []
      try forEachCurrentRow(of: table, themeID: themeID) { id, stored in current.append((id, Array(stored))) }
      return IntegrityChecks.fingerprintProblem(
        theme: name, latest: latest, table: table.name, recorded: fingerprints, current: current)
    }
  }
}
