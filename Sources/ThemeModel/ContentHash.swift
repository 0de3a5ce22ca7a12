import CCrypto

/// The identity of a canonical document: `sha256:` followed by 64 lowercase hex digits.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible, Comparable {
  /// The full text, e.g. `sha256:9f86…`.
  public let description: String

  /// What every hash's text starts with.
  public static let prefix: StaticString = "sha256:"

  /// Hashes `bytes` with SHA-256.
  public init(of bytes: [UInt8]) {
    self.description = SHA256.hex(digest: SHA256.digest(of: bytes), prefix: Self.prefix)
  }

  /// Wraps a stored hash text; nil unless it is `sha256:` and 64 lowercase hex digits.
  public init?(parsing text: String) {
    let digits = text.utf8.dropFirst(7)
    guard text.hasPrefix(Self.prefix.description), digits.count == 64,
      digits.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
    else { return nil }
    self.description = text
  }

  /// A hash as the registry stored it (32 bytes it checked on write, shown as text): not
  /// re-parsed, since a record must carry whatever the row holds for `check` to report it.
  package init(stored text: String) {
    self.description = text
  }

  /// The first 12 hex digits, as log output shows them.
  public var short: String { String(decoding: shortUTF8, as: UTF8.self) }

  /// `short`'s bytes, without a string made for them (a log writes one a line).
  public var shortUTF8: Substring.UTF8View { description.utf8.dropFirst(7).prefix(12) }

  /// Orders hashes by their text.
  public static func < (lhs: ContentHash, rhs: ContentHash) -> Bool { lhs.description < rhs.description }
}

/// SHA-256 through OpenSSL's libcrypto (its context functions, which need no start-up),
/// loaded on first use.
public enum SHA256 {
  /// Loads libcrypto now, so that a caller that will hash later (a commit, once its document
  /// is validated) can have it loaded on another thread meanwhile.
  public static func load() {
    _ = LibCrypto.shared
  }

  /// The 32-byte digest of `bytes`.
  public static func digest(of bytes: [UInt8]) -> [UInt8] {
    let library = LibCrypto.shared
    var context = SHA256_CTX()
    var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
    _ = library.initialize(&context)
    _ = bytes.withUnsafeBytes { library.update(&context, $0.baseAddress, $0.count) }
    _ = digest.withUnsafeMutableBufferPointer { library.finish($0.baseAddress, &context) }
    return digest
  }

  /// The digest of `bytes` as 64 lowercase hex digits.
  public static func hex(of bytes: [UInt8]) -> String { hex(digest: digest(of: bytes)) }

  /// A digest's bytes as lowercase hex digits after `prefix`, written into one buffer (a log
  /// shows one a line).
  public static func hex(digest: [UInt8], prefix: StaticString = "") -> String {
    let start = prefix.utf8CodeUnitCount
    return String(unsafeUninitializedCapacity: start + digest.count * 2) { buffer in
      prefix.withUTF8Buffer { for (index, byte) in $0.enumerated() { buffer[index] = byte } }
      for (index, byte) in digest.enumerated() {
        buffer[start + 2 * index] = hexDigits[Int(byte >> 4)]
        buffer[start + 2 * index + 1] = hexDigits[Int(byte & 0x0F)]
      }
      return start + digest.count * 2
    }
  }

  /// A digest's bytes as lowercase hex digits, appended to `bytes` (for an encoding that holds
  /// the hex form without making a string of it).
  public static func appendHex(of digest: [UInt8], to bytes: inout [UInt8]) {
    // Written in place after room is made once: appended a digit at a time, each append
    // checked the buffer's room and uniqueness (a `log` line verifies one run digest).
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(0, count: digest.count * 2))
    bytes.withUnsafeMutableBufferPointer { buffer in
      for (index, byte) in digest.enumerated() {
        buffer[start + 2 * index] = hexDigits[Int(byte >> 4)]
        buffer[start + 2 * index + 1] = hexDigits[Int(byte & 0x0F)]
      }
    }
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
