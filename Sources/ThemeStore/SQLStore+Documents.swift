import ThemeModel

extension SQLStore {
  /// How many deltas a read may have to apply: a document is a delta against a newer one, and
  /// a chain of them ends at a document stored whole (the latest version, or a keyframe).
  package static let maximumChainLength = 100

  /// The canonical bytes of the document stored under `hash`, refused unless they still hash to it.
  public func document(hash: String) throws(StoreError) -> [UInt8] {
    let bytes = try run { try readDocument(hash: hash) }
    return try DocumentCodec.verified(bytes, hash: hash)
  }

  /// The bytes stored under `hash` as they decode, not yet checked against it (`check`
  /// reports a mismatch itself).
  func readDocument(hash: String) throws -> [UInt8] {
    // The chain from `hash` to the document stored whole, then the deltas applied back.
    guard let key = StoredHash.bytes(hash),
      let first = try connection.first(
        "SELECT id, base_id, byte_count, body FROM documents WHERE content_hash = :hash", ["hash": .blob(key)],
        StoredDocument.init(row:))
    else {
      throw StoreError.damagedDocument(hash: hash, reason: "no document is stored under this hash")
    }
    var chain = [first]
    while let base = chain[chain.count - 1].base {
      guard chain.count <= Self.maximumChainLength + 1 else {
        throw StoreError.damagedDocument(hash: hash, reason: "its chain of bases is too long")
      }
      guard
        let stored = try connection.first(
          "SELECT id, base_id, byte_count, body FROM documents WHERE id = :id", ["id": .integer(Int64(base))],
          StoredDocument.init(row:))
      else {
        throw StoreError.damagedDocument(hash: hash, reason: "its base document (#\(base)) is missing")
      }
      chain.append(stored)
    }
    var bytes: [UInt8]?
    for (position, link) in chain.enumerated().reversed() {
      do {
        bytes = try DocumentCodec.decode(link.body, size: link.size, base: bytes)
      } catch {
        let name = position == 0 ? hash : try documentHash(id: link.id)
        throw StoreError.damagedDocument(hash: name, reason: error.description)
      }
    }
    return bytes ?? []
  }

  /// The content hash of the document with id `id`, for messages.
  private func documentHash(id: Int) throws -> String {
    try connection.first(
      "SELECT content_hash FROM documents WHERE id = :id", ["id": .integer(Int64(id))]
    ) { $0.hash("content_hash") }
      ?? "#\(id)"
  }

  /// Stores `bytes` under `hash` unless present: whole, with the parent's document (when it
  /// is stored whole) re-encoded as a delta against it.
  ///
  /// Deltas point from older to newer content, as git's packs do, so the latest version —
  /// the one read most — is one inflate, and every delta is against the version next to it,
  /// so it holds only what that commit changed. `depth` is the longest chain of deltas that
  /// ends at a document; a parent whose chains already reach `maximumChainLength` stays whole
  /// (a keyframe), which bounds every read. New content is stored whole before anything
  /// points at it, so the bases always lead to later documents and never form a cycle.
  func storeDocument(_ bytes: [UInt8], hash: String, parentHash: String?) throws {
    // No row comes back when the content is stored already (a revert, or another theme's).
    guard
      let id = try connection.int(
        """
        INSERT INTO documents (content_hash, base_id, depth, byte_count, body)
        VALUES (:hash, NULL, 0, :size, :body) ON CONFLICT (content_hash) DO NOTHING RETURNING id
        """,
        [
          "hash": try hashValue(hash), "size": .integer(Int64(bytes.count)),
          "body": .blob(try DocumentCodec.encodeWhole(bytes, fast: parentHash != nil)),
        ], column: "id")
    else { return }
    guard let parentHash,
      let parent = try connection.first(
        """
        SELECT id, byte_count, body, depth FROM documents
        WHERE content_hash = :hash AND base_id IS NULL AND depth < :limit
        """, ["hash": try hashValue(parentHash), "limit": .integer(Int64(Self.maximumChainLength))],
        { (id: $0.int("id"), size: $0.int("byte_count"), body: $0.blob("body"), depth: $0.int("depth")) })
    else { return }
    let parentBytes = try DocumentCodec.decode(parent.body, size: parent.size, base: nil)
    let delta = try DocumentCodec.encodeDelta(parentBytes, base: bytes)
    // Only if it is still whole: another client may have re-encoded it meanwhile.
    let changed = try connection.execute(
      "UPDATE documents SET base_id = :base, body = :body WHERE id = :id AND base_id IS NULL",
      ["id": .integer(Int64(parent.id)), "base": .integer(Int64(id)), "body": .blob(delta)])
    guard changed > 0 else { return }
    try connection.execute(
      "UPDATE documents SET depth = :depth WHERE id = :id AND depth <= :depth",
      ["id": .integer(Int64(id)), "depth": .integer(Int64(parent.depth + 1))])
  }
}

/// One stored document row: whole, or a delta against the document `base`.
private struct StoredDocument {
  var id: Int
  var base: Int?
  var size: Int
  var body: [UInt8]

  init(row: any SQLRow) {
    self.init(id: row.int("id"), base: row.optionalInt("base_id"), size: row.int("byte_count"), body: row.blob("body"))
  }

  init(id: Int, base: Int?, size: Int, body: [UInt8]) {
    (self.id, self.base, self.size, self.body) = (id, base, size, body)
  }
}
