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
    var chain: [(hash: String, size: Int, body: [UInt8])] = []
    var next: String? = hash
    while let current = next {
      guard chain.count <= Self.maximumChainLength + 1 else {
        throw StoreError.damagedDocument(hash: hash, reason: "its chain of bases is too long")
      }
      guard
        let stored = try connection.first(
          "SELECT base_hash, byte_count, body FROM documents WHERE content_hash = :hash", ["hash": .text(current)],
          { (base: $0.optionalString("base_hash"), size: $0.int("byte_count"), body: $0.blob("body")) })
      else {
        let reason =
          current == hash ? "no document is stored under this hash" : "its base document \(current) is missing"
        throw StoreError.damagedDocument(hash: hash, reason: reason)
      }
      chain.append((current, stored.size, stored.body))
      next = stored.base
    }
    var bytes: [UInt8]?
    for link in chain.reversed() {
      do {
        bytes = try DocumentCodec.decode(link.body, size: link.size, base: bytes)
      } catch {
        throw StoreError.damagedDocument(hash: link.hash, reason: error.description)
      }
    }
    return bytes ?? []
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
    if try connection.int(
      "SELECT 1 AS present FROM documents WHERE content_hash = :hash", ["hash": .text(hash)], column: "present") != nil
    {
      return
    }
    try connection.execute(
      """
      INSERT INTO documents (content_hash, encoding, base_hash, depth, byte_count, body)
      VALUES (:hash, 'zlib', NULL, 0, :size, :body) ON CONFLICT (content_hash) DO NOTHING
      """,
      [
        "hash": .text(hash), "size": .integer(Int64(bytes.count)),
        "body": .blob(try DocumentCodec.encodeWhole(bytes, fast: parentHash != nil)),
      ])
    guard let parentHash,
      let parent = try connection.first(
        """
        SELECT byte_count, body, depth FROM documents
        WHERE content_hash = :hash AND base_hash IS NULL AND depth < :limit
        """, ["hash": .text(parentHash), "limit": .integer(Int64(Self.maximumChainLength))],
        { (size: $0.int("byte_count"), body: $0.blob("body"), depth: $0.int("depth")) })
    else { return }
    let parentBytes = try DocumentCodec.decode(parent.body, size: parent.size, base: nil)
    let delta = try DocumentCodec.encodeDelta(parentBytes, base: bytes)
    // Only if it is still whole: another client may have re-encoded it meanwhile.
    let changed = try connection.execute(
      """
      UPDATE documents SET encoding = 'zlib+base', base_hash = :base, body = :body
      WHERE content_hash = :hash AND base_hash IS NULL
      """, ["hash": .text(parentHash), "base": .text(hash), "body": .blob(delta)])
    guard changed > 0 else { return }
    try connection.execute(
      "UPDATE documents SET depth = :depth WHERE content_hash = :hash AND depth <= :depth",
      ["hash": .text(hash), "depth": .integer(Int64(parent.depth + 1))])
  }
}
