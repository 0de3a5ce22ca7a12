import ThemeModel

/// How a canonical document is stored: whole (`zlib`) or as a delta against a base document
/// (`zlib+base`: the delta's length as LEB128, then the zlib-compressed `Delta`).
package enum DocumentCodec {
  package struct Failure: Error, CustomStringConvertible {
    package let description: String
  }

  /// `bytes` compressed whole; `fast` trades a fifth more bytes for less than half the time
  /// (for the latest version, which the next commit turns into a delta anyway).
  package static func encodeWhole(_ bytes: [UInt8], fast: Bool = false) throws(Failure) -> [UInt8] {
    do {
      return try Zlib.compress(bytes, level: fast ? 1 : 6)
    } catch {
      throw Failure(description: error.description)
    }
  }

  package static func encodeDelta(_ bytes: [UInt8], base: [UInt8]) throws(Failure) -> [UInt8] {
    let delta = Delta.encode(target: bytes, base: base)
    var body: [UInt8] = []
    Delta.appendNumber(delta.count, to: &body)
    do {
      body += try Zlib.compress(delta)
    } catch {
      throw Failure(description: error.description)
    }
    return body
  }

  package static func decode(_ body: [UInt8], size: Int, base: [UInt8]?) throws(Failure) -> [UInt8] {
    // Stored sizes are checked before anything is allocated for them: no document is larger
    // than the limit, so a larger size is damage, not a reason to reserve gigabytes.
    guard (0...ThemeLimits.documentBytes).contains(size) else {
      throw Failure(
        description:
          "its stored size is \(size) bytes, outside what a document may be (0 to \(ThemeLimits.documentBytes))")
    }
    do {
      guard let base else { return try Zlib.decompress(body, size: size) }
      var cursor = 0
      let deltaSize = try Delta.readNumber(body, &cursor)
      // A delta holds at most the document's bytes and a few bytes of instructions per run of them.
      guard (0...maximumDeltaBytes).contains(deltaSize) else {
        throw Failure(description: "its delta claims \(deltaSize) bytes, more than any delta of a document can be")
      }
      let delta = try Zlib.decompress(Array(body[cursor...]), size: deltaSize)
      return try Delta.apply(delta, to: base, size: size)
    } catch let error as Zlib.Failure {
      throw Failure(description: error.description)
    } catch let error as Delta.Failure {
      throw Failure(description: error.description)
    } catch {
      throw Failure(description: "\(error)")
    }
  }

  /// The largest delta a document's can be: every byte an insert of its own.
  static let maximumDeltaBytes = 4 * ThemeLimits.documentBytes

  /// `bytes` when they hash to `hash`, the key they were stored under; otherwise the stored
  /// document was changed outside themereg and must not leave the store.
  package static func verified(_ bytes: [UInt8], hash: String) throws(StoreError) -> [UInt8] {
    let actual = ContentHash(of: bytes).description
    guard actual == hash else {
      throw .damagedDocument(hash: hash, reason: "its bytes hash to \(actual): it was changed outside themereg")
    }
    return bytes
  }
}
