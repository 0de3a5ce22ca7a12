import ThemeModel

extension SQLStore {
  /// The role this connection records as the writer of a fact: PostgreSQL's `session_user`,
  /// nil on SQLite. A column's default writes the same value, which a role granted only the
  /// other columns cannot choose.
  func sessionRole(_ role: RecordedRole) throws -> String? {
    if case .copied(let copied) = role { return copied }
    guard connection.dialect.sessionRole != "NULL" else { return nil }
    return try connection.first("SELECT \(connection.dialect.sessionRole) AS role") { $0.optionalString("role") }
      ?? nil
  }

  /// Whether the session's role owns the registry's tables (nothing on SQLite, which has no roles).
  func sessionOwnsRegistry() throws -> Bool {
    guard connection.dialect.sessionRole != "NULL" else { return false }
    return try connection.first(
      "SELECT CASE WHEN \(connection.dialect.sessionRole) = \(connection.dialect.registryOwner) THEN 1 ELSE 0 END AS owns"
    ) { $0.int("owns") == 1 } ?? false
  }

  /// The columns and parameters that record `role` in an INSERT: none for the session's own
  /// (the column's default records it), the column itself for a copied one.
  func recordedRoleColumn(_ role: RecordedRole) -> (column: String, parameter: String, value: SQLValue?) {
    guard case .copied(let copied) = role else { return ("", "", nil) }
    return (", recorded_role", ", :recorded_role", copied.sqlValue)
  }

  /// Every change to the trusted keys, oldest first, each checked against its digest and the
  /// chain of digests before it: a change edited, removed or inserted outside themereg is refused.
  public func trustChanges() throws(StoreError) -> [TrustChange] {
    try run { try readTrustChanges() }
  }

  func readTrustChanges() throws -> [TrustChange] {
    var previous: [UInt8] = []
    var previousID = 0
    return try connection.map(
      """
      SELECT id, follows, action, name, public_key, changed_by, signature, signing_key, recorded_role, created_at,
        digest FROM trust_changes ORDER BY id
      """
    ) { row in
      guard let action = TrustChange.Action(rawValue: row.string("action")), row.int("follows") == previousID else {
        throw StoreError.damagedTrust(id: row.int("id"))
      }
      var change = TrustChange(
        action: action, name: row.string("name"), publicKey: row.string("public_key"),
        changedBy: row.string("changed_by"),
        signature: row.isNull("signature")
          ? nil : SSHSignature(armored: row.string("signature"), publicKey: row.string("signing_key")),
        createdAt: row.string("created_at"), recordedRole: row.optionalString("recorded_role"))
      change.id = row.int("id")
      change.previousDigest = previous.isEmpty ? "" : SHA256.hex(digest: previous)
      let digest = FactDigest.trustChange(change, previous: previous)
      guard row.blob("digest") == digest else { throw StoreError.damagedTrust(id: change.id) }
      previous = digest
      previousID = change.id
      return change
    }
  }

  /// Records a change to the trusted keys. `make` runs inside the transaction with the record
  /// so far (verified) and the change's time, and returns the change — signed over its
  /// statement, which names the change it follows — or throws to refuse. Two changes made at
  /// once cannot both follow the same one: the second is refused.
  public func changeTrust(
    role: RecordedRole = .session, _ make: ([TrustChange], _ previousDigest: String) throws -> TrustChange
  )
    throws -> TrustChange
  {
    try runPassingThrough(retrying: false) {
      try connection.transaction {
        let changes = try readTrustChanges()
        let previous =
          try connection.first(
            "SELECT digest FROM trust_changes WHERE id = :id", ["id": .integer(Int64(changes.last?.id ?? 0))]
          ) { $0.blob("digest") } ?? []
        var change = try make(changes, previous.isEmpty ? "" : SHA256.hex(digest: previous))
        change.recordedRole = try sessionRole(role)
        change.previousDigest = previous.isEmpty ? "" : SHA256.hex(digest: previous)
        let recorded = recordedRoleColumn(role)
        var arguments: SQLArguments = [
          "follows": .integer(Int64(changes.last?.id ?? 0)), "action": .text(change.action.rawValue),
          "name": .text(change.name), "key": .text(change.publicKey), "by": .text(change.changedBy),
          "signature": change.signature.map { .text($0.armored) } ?? .null,
          "signing_key": change.signature.map { .text($0.publicKey) } ?? .null,
          "created": .text(change.createdAt), "digest": .blob(FactDigest.trustChange(change, previous: previous)),
        ]
        if let value = recorded.value { arguments["recorded_role"] = value }
        guard
          let id = try connection.int(
            """
            INSERT INTO trust_changes (follows, action, name, public_key, changed_by, signature, signing_key, created_at,
              digest\(recorded.column))
            VALUES (:follows, :action, :name, :key, :by, :signature, :signing_key, :created, :digest\(recorded.parameter))
            RETURNING id
            """, arguments, column: "id")
        else { throw StoreError.database(path: path, message: "the trust change got no id") }
        change.id = id
        return change
      }
    }
  }
}
