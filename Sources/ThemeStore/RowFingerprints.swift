import ThemeModel

/// A row's fingerprint: the first 16 bytes of the SHA-256 of its stored values (key columns
/// included), so two different current rows of a table never share one.
package struct RowFingerprint: Hashable, Sendable {
  let high: UInt64
  let low: UInt64

  /// The fingerprint of a row's stored values.
  package init(of stored: [SQLValue]) {
    let digest = SHA256.digest(of: RowEncoding.bytes(of: CollectionOfOne(stored)))
    (high, low) = (RowFingerprints.word(digest, at: 0), RowFingerprints.word(digest, at: 8))
  }

  init(high: UInt64, low: UInt64) {
    (self.high, self.low) = (high, low)
  }
}

/// What `current_row_digests.fingerprints` holds for a theme's table: each current row's id and
/// fingerprint, so a commit finds the rows that changed from the new rows alone instead of
/// reading every current row back (a 500-colour theme's 1,000 rows cost more than the rest
/// of the write). NULL, as in every registry written before them, means not recorded: the
/// commit reads the rows, as it did before, and records them.
package enum RowFingerprints {
  /// Bytes per row: the id and the fingerprint, 8 big-endian bytes each part.
  static let entryBytes = 24

  /// The stored form of `entries`, in id order.
  package static func encode(_ entries: [(id: Int, fingerprint: RowFingerprint)]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(entries.count * entryBytes)
    func append(_ word: UInt64) {
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift)))
      }
    }
    for entry in entries.sorted(by: { $0.id < $1.id }) {
      append(UInt64(bitPattern: Int64(entry.id)))
      append(entry.fingerprint.high)
      append(entry.fingerprint.low)
    }
    return bytes
  }

  /// The row id of each fingerprint, or nil when `bytes` are not what `encode` writes (a
  /// length that is not a whole number of entries, a fingerprint twice, an id that is not
  /// positive): such a record is not trusted, and the rows are read instead.
  package static func decode(_ bytes: [UInt8]) -> [RowFingerprint: Int]? {
    guard bytes.count % entryBytes == 0 else { return nil }
    var ids: [RowFingerprint: Int] = [:]
    ids.reserveCapacity(bytes.count / entryBytes)
    var seenIDs = Set<Int>()
    for start in stride(from: 0, to: bytes.count, by: entryBytes) {
      let id = Int(Int64(bitPattern: word(bytes, at: start)))
      let fingerprint = RowFingerprint(high: word(bytes, at: start + 8), low: word(bytes, at: start + 16))
      guard id > 0, ids.updateValue(id, forKey: fingerprint) == nil, seenIDs.insert(id).inserted else { return nil }
    }
    return ids
  }

  /// The big-endian 64-bit word of the 8 bytes at `start`.
  static func word(_ bytes: [UInt8], at start: Int) -> UInt64 {
    bytes[start..<start + 8].reduce(0) { $0 << 8 | UInt64($1) }
  }
}

extension VersionedTable {
  /// The changes from the current rows, known by `current` (each one's id by fingerprint), to
  /// `rows` (stored form) whose fingerprints are `fingerprints`: a row whose fingerprint is
  /// current is kept, every other opens, and current rows no new row matches close.
  package func changes(to rows: [[SQLValue]], fingerprints: [RowFingerprint], current: [RowFingerprint: Int])
    -> RowChanges
  {
    var current = current
    var changes = RowChanges()
    changes.ids = fingerprints.map { current.removeValue(forKey: $0) }
    changes.opening = rows.indices.filter { changes.ids[$0] == nil }.map { rows[$0] }
    changes.closing = current.values.sorted()
    return changes
  }
}
