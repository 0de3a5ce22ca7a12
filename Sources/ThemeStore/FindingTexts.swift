/// The message and path of the finding intervals one audit run opens, stored together and
/// compressed (one `finding_texts` row per series and version). A series' first texts are
/// compressed alone and are the zlib dictionary of its later ones: a later run opens a few
/// findings whose sentences mostly repeat the first run's, so each costs little more than
/// what differs.
///
/// Encoding: the serialized length (LEB128), then zlib of, per finding in the run's order,
/// the message and the path, each as its UTF-8 length (LEB128) and bytes.
package enum FindingTexts {
  /// The serialized texts of `findings`, in order (what is compressed, and what serves as a
  /// dictionary).
  package static func serialized(_ findings: [StoredFinding]) -> [UInt8] {
    var bytes: [UInt8] = []
    for finding in findings {
      for text in [finding.message, finding.path] {
        Delta.appendNumber(text.utf8.count, to: &bytes)
        bytes += text.utf8
      }
    }
    return bytes
  }

  /// A stored body of serialized texts, compressed with `dictionary` (none when empty).
  package static func compressed(_ serialized: [UInt8], dictionary: [UInt8]) throws -> [UInt8] {
    var body: [UInt8] = []
    Delta.appendNumber(serialized.count, to: &body)
    return body + (try Zlib.compress(serialized, dictionary: dictionary))
  }

  /// The serialized texts of a stored body compressed with `dictionary`.
  package static func inflated(_ body: [UInt8], dictionary: [UInt8]) throws -> [UInt8] {
    var cursor = 0
    let size = try Delta.readNumber(body, &cursor)
    guard size <= 1 << 30 else { throw Zlib.Failure(description: "the finding texts claim \(size) bytes") }
    return try Zlib.decompress(Array(body[cursor...]), size: size, dictionary: dictionary)
  }

  /// The (message, path) pairs of serialized texts, in order.
  package static func texts(_ bytes: [UInt8]) throws -> [(message: String, path: String)] {
    var texts: [(String, String)] = []
    var position = 0
    func text() throws -> String {
      let count = try Delta.readNumber(bytes, &position)
      guard count <= bytes.count - position else { throw Zlib.Failure(description: "the finding texts are cut short") }
      defer { position += count }
      return String(decoding: bytes[position..<(position + count)], as: UTF8.self)
    }
    while position < bytes.count {
      texts.append((try text(), try text()))
    }
    return texts
  }

  /// A digest of everything that decides whether a finding changed (its severity, appearance,
  /// numbers, WCAG criterion, message and path): 64-bit FNV-1a over their bytes, each field
  /// delimited. Stored with each interval, so a commit compares the open findings with the
  /// new ones without reading their texts; it must never change once shipped.
  package static func digest(_ finding: StoredFinding) -> Int64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ byte: UInt8) {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    func add(_ text: String?) {
      guard let text else { return mix(0xFF) }
      for byte in text.utf8 { mix(byte) }
      mix(0)
    }
    func add(_ number: Double?) {
      guard let number else { return mix(0xFE) }
      withUnsafeBytes(of: number.bitPattern.littleEndian) { for byte in $0 { mix(byte) } }
    }
    add(finding.severity.rawValue)
    add(finding.appearance?.rawValue)
    add(finding.measured)
    add(finding.required)
    add(finding.wcag)
    add(finding.message)
    add(finding.path)
    return Int64(bitPattern: hash)
  }
}
