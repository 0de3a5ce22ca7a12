extension SQLStore {
  /// How many versions `log` reads per page: memory stays flat however long the history.
  static let logPageSize = 512

  /// The versions of `theme`, newest first, each with the audit run that counts, as a list.
  public func log(theme: String, query: LogQuery = LogQuery()) throws(StoreError) -> [LogEntry] {
    var entries: [LogEntry] = []
    try run { try readLog(theme: theme, query: query) { entries.append($0) } }
    return entries
  }

  /// Calls `body` with each version of `theme`, newest first, with the audit run that counts,
  /// as the versions are read: a page of versions at a time, so a caller that writes each entry
  /// out holds one page however long the history is.
  ///
  /// Per page three plain reads are merged rather than one query with a correlated subquery
  /// per version: the page's runs are read in one range scan of their index, which for a long
  /// log is several times cheaper than two index searches per version.
  ///
  /// A read that fails after entries were handed out is not run again (that would hand them
  /// out twice): the failure is reported instead.
  public func log(theme: String, query: LogQuery, _ body: (LogEntry) throws -> Void) throws {
    var emitted = 0
    try runPassingThrough {
      guard emitted == 0 else {
        throw StoreError.connectionLost(
          path: path, attempts: 1, reason: "the connection failed after \(emitted) versions were shown")
      }
      try readLog(theme: theme, query: query) { entry in
        emitted += 1
        try body(entry)
      }
    }
  }

  private func readLog(theme: String, query: LogQuery, _ body: (LogEntry) throws -> Void) throws {
    guard
      let themeID = try connection.int(
        "SELECT id FROM themes WHERE name = :theme", ["theme": .text(theme)], column: "id")
    else { return }
    var approved: Set<Int> = []
    try connection.forEachRow(
      """
      SELECT ap.version_id AS version_id FROM approvals ap JOIN versions v ON v.id = ap.version_id
      WHERE v.theme_id = :theme AND NOT EXISTS (SELECT 1 FROM revocations x WHERE x.approval_id = ap.id)
      """, ["theme": .integer(Int64(themeID))]
    ) { approved.insert($0.int("version_id")) }
    var emitted = 0
    // The page's upper bound is always bound, so each page is one range of the
    // (theme, number) index rather than a scan from the newest version.
    var below = Int(Int32.max)
    // A short log (`--limit`) reads no more versions than it shows.
    let pageSize = query.failingOnly ? Self.logPageSize : min(Self.logPageSize, query.limit ?? Self.logPageSize)
    let authors = query.authorCondition
    while true {
      var page: [(version: VersionRecord, id: Int)] = []
      try connection.forEachRow(
        """
        SELECT \(RegistrySQL.versionColumns), v.id AS version_id
        FROM versions v JOIN themes t ON t.id = v.theme_id \(RegistrySQL.versionJoins)
        WHERE v.theme_id = :theme AND v.number < :below\(authors.sql)
          AND (CAST(:since AS BIGINT) IS NULL OR coalesce(v.authored_at, v.created_at) >= :since)
        ORDER BY v.number DESC
        LIMIT :page
        """,
        [
          "theme": .integer(Int64(themeID)), "below": .integer(Int64(below)),
          "since": try query.since.map(timeValue) ?? .null, "page": .integer(Int64(pageSize)),
        ].merging(authors.values) { first, _ in first }, columns: VersionRecord.columnNames + ["version_id"]
      ) { values in
        let count = VersionRecord.columnNames.count
        page.append((VersionRecord(values: values[0..<count]), values[count].number ?? 0))
      }
      guard let lowest = page.map(\.id).min(), let highest = page.map(\.id).max() else { return }
      var positions: [Int: Int] = [:]
      positions.reserveCapacity(page.count)
      for (position, entry) in page.enumerated() { positions[entry.id] = position }
      // The newest run (highest id) of each version of the page; runs of other themes'
      // versions in the id range are skipped.
      var runs: [(id: Int, summary: AuditRunSummary)?] = Array(repeating: nil, count: page.count)
      try connection.forEachRow(
        """
        SELECT r.version_id AS version_id, r.id AS run_id, r.digest AS run_digest,
          r.findings_digest AS run_findings_digest, \(RegistrySQL.auditSummaryColumns) FROM audit_runs r
        WHERE r.version_id BETWEEN :lowest AND :highest AND (CAST(:ruleset AS TEXT) IS NULL OR r.ruleset = :ruleset)
        """,
        ["lowest": .integer(Int64(lowest)), "highest": .integer(Int64(highest)), "ruleset": query.ruleset.sqlValue],
        columns: ["version_id", "run_id", "run_digest", "run_findings_digest"] + AuditRunSummary.columnNames
      ) { values in
        guard let position = positions[values[0].number ?? -1], let summary = AuditRunSummary(values: values[4...])
        else { return }
        // The counts shown are the run's as stored with it: a row edited since is refused.
        let version = page[position].version
        try RunDigests(run: values[2], findings: values[3]).verifyRun(
          summary, contentHash: version.contentHash.description, theme: version.theme, number: version.number)
        let id = values[1].number ?? 0
        if let current = runs[position], current.id > id { return }
        runs[position] = (id, summary)
      }
      for (position, entry) in page.enumerated() {
        let audit = runs[position]?.summary
        if query.failingOnly && audit?.passed != false { continue }
        try body(LogEntry(version: entry.version, audit: audit, approved: approved.contains(entry.id)))
        emitted += 1
        if let limit = query.limit, emitted == limit { return }
      }
      guard page.count == pageSize, let last = page.last else { return }
      below = last.version.number
    }
  }
}

extension SQLStore {
  /// How many versions `log` shows for `query`, and by which authors: what an aligned table
  /// needs before its first row. Without `--failing` one query over the versions answers it;
  /// with it, the log is read once (the audit runs decide which versions show).
  public func logShape(theme: String, query: LogQuery) throws -> LogShape {
    guard !query.failingOnly else {
      var shape = LogShape()
      try log(theme: theme, query: query) { shape.add($0.version) }
      return shape
    }
    return try runPassingThrough {
      var shape = LogShape()
      // Only the fragments in use are in the SQL (a NULL limit is spelled differently by the engines).
      let byAuthor = query.authorCondition
      let shown = """
        FROM versions v
        WHERE v.theme_id = (SELECT id FROM themes WHERE name = :theme)\(byAuthor.sql)
          AND (CAST(:since AS BIGINT) IS NULL OR coalesce(v.authored_at, v.created_at) >= :since)
        ORDER BY v.number DESC\(query.limit == nil ? "" : " LIMIT :limit")
        """
      let arguments: SQLArguments = [
        "theme": .text(theme), "since": try query.since.map(timeValue) ?? .null, "limit": query.limit.sqlValue,
      ].merging(byAuthor.values) { first, _ in first }
      // The distinct authors and roles, then the count: grouped and counted in one query, every
      // version shown was sorted by author, which for a long history spilled to a temporary
      // file (some 800 writes for 100,000 versions, for a command that only reads).
      try connection.forEachRow(
        """
        SELECT DISTINCT author, recorded_role FROM (
          SELECT v.author AS author, v.recorded_role AS recorded_role \(shown)
        ) shown_versions
        """, arguments
      ) { row in
        shape.authors.insert(row.string("author"))
        if let role = row.optionalString("recorded_role") { shape.roles.insert(role) }
      }
      shape.count =
        try connection.int(
          "SELECT count(*) AS shown FROM (SELECT v.id AS id \(shown)) shown_versions", arguments, column: "shown")
        ?? 0
      return shape
    }
  }
}
