import ThemeModel

extension SQLStore {
  /// How many deltas a read may have to apply: a document is a delta against a newer one, and
  /// a chain of them ends at a document stored whole (the latest version, or a keyframe).
  package static let maximumChainLength = 100

  /// The canonical bytes of `version`'s document, refused unless they still hash to its
  /// content hash.
  public func document(of version: VersionRecord) throws(StoreError) -> [UInt8] {
    let bytes = try run { () throws -> [UInt8] in
      guard let id = try documentID(theme: version.theme, number: version.number) else {
        throw StoreError.damagedDocument(
          hash: version.contentHash.description, reason: "\(version.theme)@\(version.number) has no stored document")
      }
      do {
        return try readDocument(id: id, hash: version.contentHash.description)
      } catch StoreError.damagedDocument(let hash, let reason) {
        throw StoreError.damagedDocument(
          hash: hash, reason: "the document of \(version.theme)@\(version.number): \(reason)")
      }
    }
    return try DocumentCodec.verified(bytes, hash: version.contentHash.description)
  }

  /// The id of the document of `theme` at version `number`.
  func documentID(theme: String, number: Int) throws -> Int? {
    try connection.int(
      """
      SELECT v.document_id AS document_id FROM versions v JOIN themes t ON t.id = v.theme_id
      WHERE t.name = :theme AND v.number = :number
      """, ["theme": .text(theme), "number": .integer(Int64(number))], column: "document_id")
  }

  /// The bytes of the document with id `id` as they decode, not yet checked against its hash
  /// `hash` (which messages name; `check` reports a mismatch itself).
  func readDocument(id: Int, hash: String) throws -> [UInt8] {
    // The chain from the document to the one stored whole, then the deltas applied back.
    var chain: [StoredDocument] = []
    var next: Int? = id
    while let current = next {
      guard chain.count <= Self.maximumChainLength + 1 else {
        throw StoreError.damagedDocument(hash: hash, reason: "its chain of bases is too long")
      }
      guard
        let stored = try connection.first(
          "SELECT id, base_id, byte_count, body FROM documents WHERE id = :id", ["id": .integer(Int64(current))],
          StoredDocument.init(row:))
      else {
        let reason = current == id ? "no document is stored for it" : "its base document (#\(current)) is missing"
        throw StoreError.damagedDocument(hash: hash, reason: reason)
      }
      chain.append(stored)
      next = stored.base
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

  /// Stores `bytes` (whose hash is `hash`) as a new document and returns its id; the parent's
  /// document `parent` (when it is stored whole) is re-encoded as a delta against it.
  ///
  /// Deltas point from older to newer content, as git's packs do, so the latest version —
  /// the one read most — is one inflate, and every delta is against the version next to it,
  /// so it holds only what that commit changed. `depth` is the longest chain of deltas that
  /// ends at a document; a parent whose chains already reach `maximumChainLength` stays whole
  /// (a keyframe), which bounds every read. New content is stored whole before anything
  /// points at it, so the bases always lead to later documents and never form a cycle. Content
  /// that recurs (a revert, another theme's) is stored again: documents are found by id, so no
  /// index of hashes is kept for the rare reuse.
  func storeDocument(_ bytes: [UInt8], hash: String, parent: Int?) throws -> Int {
    // The parent is read first, so that the new document is inserted with its depth.
    let stored = try parent.flatMap { parent in
      try connection.first(
        """
        SELECT byte_count, body, depth FROM documents WHERE id = :id AND base_id IS NULL AND depth < :limit
        """, ["id": .integer(Int64(parent)), "limit": .integer(Int64(Self.maximumChainLength))],
        { (size: $0.int("byte_count"), body: $0.blob("body"), depth: $0.int("depth")) })
    }
    guard
      let id = try connection.int(
        """
        INSERT INTO documents (content_hash, base_id, depth, byte_count, body)
        VALUES (:hash, NULL, :depth, :size, :body) RETURNING id
        """,
        [
          "hash": try hashValue(hash), "depth": .integer(Int64(stored.map { $0.depth + 1 } ?? 0)),
          "size": .integer(Int64(bytes.count)),
          "body": .blob(try DocumentCodec.encodeWhole(bytes, fast: parent != nil)),
        ], column: "id")
    else { throw StoreError.database(path: path, message: "the document \(hash) got no id") }
    guard let parent, let stored else { return id }
    let parentBytes = try DocumentCodec.decode(stored.body, size: stored.size, base: nil)
    let delta = try DocumentCodec.encodeDelta(parentBytes, base: bytes)
    // Only if it is still whole: a document an older release shared between themes may have
    // been re-encoded by another theme's commit meanwhile; then no chain ends at the new one.
    let changed = try connection.execute(
      "UPDATE documents SET base_id = :base, body = :body WHERE id = :id AND base_id IS NULL",
      ["id": .integer(Int64(parent)), "base": .integer(Int64(id)), "body": .blob(delta)])
    if changed == 0 {
      try connection.execute("UPDATE documents SET depth = 0 WHERE id = :id", ["id": .integer(Int64(id))])
    }
    return id
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
