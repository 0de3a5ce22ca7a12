/// The bytes rows are digested and fingerprinted in: each value a tag, then 8 little-endian
/// bytes (integers, reals' bit patterns) or a length and the bytes (text, blobs); 0xFF ends a
/// row. Fixed since the first registry: stored digests were taken of these bytes.
enum RowEncoding {
  /// The encoding of `rows`, written into one buffer sized up front (every commit encodes
  /// every table, and appending byte by byte cost more than the digest).
  static func bytes(of rows: some Collection<[SQLValue]>) -> [UInt8] {
    var size = 0
    for row in rows {
      size += 1
      for value in row {
        switch value {
        case .null: size += 1
        case .integer, .real: size += 9
        case .text(let text): size += 9 + text.utf8.count
        case .blob(let blob): size += 9 + blob.count
        }
      }
    }
    return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      var at = 0
      func put(_ tag: UInt8, _ word: UInt64) {
        buffer[at] = tag
        for index in 0..<8 { buffer[at + 1 + index] = UInt8(truncatingIfNeeded: word >> UInt64(8 * index)) }
        at += 9
      }
      func put<Bytes: Collection<UInt8>>(_ tag: UInt8, contentsOf content: Bytes) {
        put(tag, UInt64(content.count))
        at = UnsafeMutableBufferPointer(rebasing: buffer[at...]).initialize(from: content).1 + at
      }
      for row in rows {
        for value in row {
          switch value {
          case .null:
            buffer[at] = 0
            at += 1
          case .integer(let number): put(1, UInt64(bitPattern: number))
          case .real(let number): put(2, number.bitPattern)
          case .text(let text): put(3, contentsOf: text.utf8)
          case .blob(let blob): put(4, contentsOf: blob)
          }
        }
        buffer[at] = 0xFF
        at += 1
      }
      count = at
    }
  }
}
