import ThemeModel

extension SQLStore {
  /// How many times a commit runs before a lost connection or serialization failure is reported.
  static let maximumCommitAttempts = 4

  /// Stores a prepared commit as the next version of its theme, with its normalized rows and
  /// audit run, in one transaction that holds the theme's write lock.
  ///
  /// Content equal to the latest version's stores nothing. The audit is already done, so the
  /// lock is held only while writing. If the connection broke after an earlier attempt's
  /// COMMIT, the retry finds the content unchanged and reports the version as created.
  public func commit(_ prepared: PreparedCommit) throws -> CommitOutcome {
    var attempts = 0
    let outcome = try runPassingThrough {
      attempts += 1
      return try connection.transaction { try insertVersion(prepared) }
    }
    return Self.outcome(outcome, afterAttempts: attempts, prepared: prepared)
  }

  /// `.created` for an "unchanged" version that an earlier attempt of this very commit stored
  /// (same author, message and creation time), so the user is not told nothing happened.
  package static func outcome(_ outcome: CommitOutcome, afterAttempts attempts: Int, prepared: PreparedCommit)
    -> CommitOutcome
  {
    guard attempts > 1, case .unchanged(let version) = outcome, version.author == prepared.author,
      version.message == prepared.message, version.createdAt == prepared.createdAt
    else { return outcome }
    return .created(version)
  }

  /// The id and latest version of `theme`, held until the transaction ends; nil when absent.
  func lockTheme(_ name: String) throws -> (id: Int, latest: Int)? {
    try lockThemeReadingLatest(name).map { ($0.id, $0.latest) }
  }

  /// `lockTheme`, with the latest version's id, its document's id and content hash (nil
  /// before the first version) read in the same query.
  func lockThemeReadingLatest(_ name: String) throws
    -> (id: Int, latest: Int, version: (id: Int, document: Int, hash: String)?)?
  {
    try connection.first(
      """
      SELECT t.id AS id, t.latest_version AS latest_version, v.id AS version_id, d.id AS document_id,
        d.content_hash AS content_hash
      FROM themes t LEFT JOIN versions v ON v.theme_id = t.id AND v.number = t.latest_version
      LEFT JOIN documents d ON d.id = v.document_id
      WHERE t.name = :name\(connection.dialect.lockSelectedRows)
      """, ["name": .text(name)]
    ) { row in
      (
        id: row.int("id"), latest: row.int("latest_version"),
        version: row.isNull("document_id")
          ? nil : (row.int("version_id"), row.int("document_id"), row.hash("content_hash"))
      )
    }
  }

  private func insertVersion(_ prepared: PreparedCommit) throws -> CommitOutcome {
    let document = prepared.document
    let name = document.name
    var theme = try lockThemeReadingLatest(name)
    if theme == nil {
      // Two clients may create the theme at once: the second waits for the first, then finds it.
      try connection.execute(
        "INSERT INTO themes (name, created_at, latest_version) VALUES (:name, :created, 0) ON CONFLICT (name) DO NOTHING",
        ["name": .text(name), "created": .text(prepared.createdAt)])
      theme = try lockThemeReadingLatest(name)
    }
    // On PostgreSQL a statement that waited for the theme's lock sees the locked row as the
    // other commit left it but the joined version as of before; read again, now holding the lock.
    if let found = theme, found.latest > 0, found.version == nil { theme = try lockThemeReadingLatest(name) }
    guard let (themeID, latest, parent) = theme else {
      throw StoreError.database(path: path, message: "the theme \(name) vanished while committing")
    }
    // The counter is the latest version's number: none at all, or the version it names.
    let consistent =
      latest == 0
      ? try connection.int(
        "SELECT count(*) AS count FROM versions WHERE theme_id = :theme", ["theme": .integer(Int64(themeID))],
        column: "count") == 0
      : parent != nil && latest > 0 && latest < Int(Int32.max)
    guard consistent else { throw StoreError.damagedCounter(theme: name, column: "latest_version", value: latest) }
    if let expected = prepared.expectedLatest, expected ?? 0 != latest {
      throw StoreError.latestVersionMoved(theme: name, expected: expected ?? 0, found: latest)
    }
    if let parent, parent.hash == document.contentHash.description {
      guard let version = try readVersion(theme: name, number: latest) else {
        throw StoreError.database(path: path, message: "\(name)@\(latest) vanished while committing")
      }
      return .unchanged(version)
    }
    var record = VersionRecord(
      theme: name, number: latest + 1, contentHash: document.contentHash, parent: latest > 0 ? latest : nil,
      author: prepared.author, message: prepared.message, createdAt: prepared.createdAt,
      authoredAt: prepared.authoredAt, provenance: prepared.provenance)
    let documentID = try storeDocument(
      document.canonicalBytes, hash: record.contentHash.description, parent: parent?.document)
    let recorded = recordedRoleColumn(prepared.role)
    var arguments: SQLArguments = [
      "theme": .integer(Int64(themeID)), "number": .integer(Int64(record.number)),
      "parent": parent.map { .integer(Int64($0.id)) } ?? .null, "document": .integer(Int64(documentID)),
      "author": .text(record.author), "message": .text(record.message), "created": try timeValue(record.createdAt),
      "authored": try prepared.authoredAt.map(timeValue) ?? .null,
      "provenance": prepared.provenance.map(SQLValue.text) ?? .null,
    ]
    if let value = recorded.value { arguments["recorded_role"] = value }
    // The role is the column's default (the session's, on PostgreSQL) unless a copy names it.
    guard
      let inserted = try connection.first(
        """
        INSERT INTO versions (theme_id, number, parent_id, document_id, author, message, created_at, authored_at,
          provenance\(recorded.column))
        VALUES (:theme, :number, :parent, :document, :author, :message, :created, :authored,
          :provenance\(recorded.parameter)) RETURNING id, recorded_role
        """, arguments, { (id: $0.int("id"), role: $0.optionalString("recorded_role")) })
    else { throw StoreError.database(path: path, message: "the new version of \(name) got no id") }
    let versionID = inserted.id
    record.recordedRole = inserted.role
    try connection.execute(
      "UPDATE themes SET latest_version = :number WHERE id = :theme",
      ["number": .integer(Int64(record.number)), "theme": .integer(Int64(themeID))])
    try writeRows(ThemeRows(theme: document.theme), themeID: themeID, number: record.number)
    if let run = prepared.audit {
      try insertAuditRun(
        run, versionID: versionID, themeID: themeID, number: record.number, contentHash: record.contentHash.description)
    }
    try storeSummary(themeID: themeID)
    return .created(record)
  }

  /// The normalized rows of `theme` as they were at version `number`, per table, sorted (for
  /// the package's tests, which compare what two stores hold).
  package func rows(theme: String, number: Int, table name: String) throws(StoreError) -> [[SQLValue]] {
    try run { try readRows(theme: theme, number: number, table: name) }
  }

  func readRows(theme: String, number: Int, table name: String) throws -> [[SQLValue]] {
    guard let table = VersionedTable.all.first(where: { $0.name == name }) else { return [] }
    var rows: [[SQLValue]] = []
    try connection.forEachRow(
      """
      SELECT \(table.storedColumns.map { "r." + $0 }.joined(separator: ", "))
      FROM \(table.name) r JOIN themes t ON t.id = r.theme_id
      WHERE t.name = :theme AND r.since <= :number AND (r.until IS NULL OR r.until > :number)
      ORDER BY \(table.keyColumns.map { "r." + $0 }.joined(separator: ", "))
      """, ["theme": .text(theme), "number": .integer(Int64(number))], columns: table.storedColumns
    ) { rows.append(table.values($0)) }
    return rows
  }

  /// The names of the normalized tables, for `rows(theme:number:table:)`.
  public static var normalizedTableNames: [String] { VersionedTable.all.map(\.name) }
}
