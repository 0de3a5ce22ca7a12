import ThemeModel

/// A content hash as both forms it takes: its 32 bytes in the registry, and `sha256:` with 64
/// lowercase hex digits everywhere else — records, output, JSON.
public enum StoredHash {
  /// The text's 32 bytes; nil unless it is `sha256:` and exactly 64 lowercase hex digits (so
  /// that storing and reading back a hash always gives the same text).
  public static func bytes(_ text: String) -> [UInt8]? {
    let utf8 = text.utf8
    guard utf8.count == prefix.count + 64, utf8.starts(with: prefix.utf8) else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(32)
    var high: UInt8?
    for character in utf8.dropFirst(prefix.count) {
      let nibble: UInt8
      switch character {
      case 0x30...0x39: nibble = character - 0x30
      case 0x61...0x66: nibble = character - 0x61 + 10
      default: return nil
      }
      if let first = high {
        bytes.append(first << 4 | nibble)
        high = nil
      } else {
        high = nibble
      }
    }
    return bytes
  }

  /// `sha256:` and the bytes in lowercase hex.
  public static func text(_ bytes: [UInt8]) -> String { SHA256.hex(digest: bytes, prefix: ContentHash.prefix) }

  private static let prefix = ContentHash.prefix.description
}

extension SQLValue {
  /// A stored hash (32 bytes) as text; empty for any other value.
  var hashText: String {
    if case .blob(let bytes) = self { return StoredHash.text(bytes) }
    return ""
  }
}

extension SQLRow {
  /// The stored hash in `column` as text.
  package func hash(_ column: String) -> String { StoredHash.text(blob(column)) }
}

extension SQLStore {
  /// `text` as the bound value of a stored hash; refused unless it is one (a hash this store
  /// cannot keep exactly is never written).
  func hashValue(_ text: String) throws -> SQLValue {
    guard let bytes = StoredHash.bytes(text) else {
      throw StoreError.database(path: path, message: "\(text) is not a sha256: content hash")
    }
    return .blob(bytes)
  }
}
