/// A byte delta of one document against another, in the spirit of git's pack deltas: copies
/// of ranges of the base and inserted literals, so a version that changes one value costs a
/// few dozen bytes however large the document is.
///
/// Encoding: a sequence of operations, each a tag byte then unsigned LEB128 numbers —
/// `0` insert (length, then the bytes) or `1` copy (base offset, length).
enum Delta {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// How long a run must be before it is copied rather than inserted; also the index stride.
  private static let block = 16

  /// The delta that turns `base` into `target`.
  static func encode(target: [UInt8], base: [UInt8]) -> [UInt8] {
    var index: [UInt64: Int] = [:]
    index.reserveCapacity(base.count / block + 1)
    var position = 0
    while position + block <= base.count {
      let key = fingerprint(base, position)
      if index[key] == nil { index[key] = position }
      position += block
    }
    var output: [UInt8] = []
    var literalStart = 0
    var cursor = 0
    while cursor + block <= target.count {
      if let start = index[fingerprint(target, cursor)], matches(base, start, target, cursor) {
        // Grow the match backwards into pending literals, then forwards.
        var baseStart = start
        var targetStart = cursor
        while baseStart > 0, targetStart > literalStart, base[baseStart - 1] == target[targetStart - 1] {
          baseStart -= 1
          targetStart -= 1
        }
        var length = cursor - targetStart + block
        while baseStart + length < base.count, targetStart + length < target.count,
          base[baseStart + length] == target[targetStart + length]
        {
          length += 1
        }
        appendInsert(target[literalStart..<targetStart], to: &output)
        output.append(1)
        appendNumber(baseStart, to: &output)
        appendNumber(length, to: &output)
        cursor = targetStart + length
        literalStart = cursor
      } else {
        cursor += 1
      }
    }
    appendInsert(target[literalStart...], to: &output)
    return output
  }

  /// `base` with `delta` applied; `size` is the expected length of the result.
  static func apply(_ delta: [UInt8], to base: [UInt8], size: Int) throws(Failure) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(size)
    var cursor = 0
    while cursor < delta.count {
      let tag = delta[cursor]
      cursor += 1
      switch tag {
      case 0:
        let length = try readNumber(delta, &cursor)
        guard length <= delta.count - cursor else { throw Failure(description: "an insert runs past the delta") }
        output.append(contentsOf: delta[cursor..<cursor + length])
        cursor += length
      case 1:
        let offset = try readNumber(delta, &cursor)
        let length = try readNumber(delta, &cursor)
        guard offset <= base.count, length <= base.count - offset else {
          throw Failure(description: "a copy reaches past the base document")
        }
        output.append(contentsOf: base[offset..<offset + length])
      default:
        throw Failure(description: "unknown delta operation \(tag)")
      }
      guard output.count <= size else { throw Failure(description: "the delta makes a longer document than stored") }
    }
    guard output.count == size else { throw Failure(description: "the delta makes \(output.count) of \(size) bytes") }
    return output
  }

  private static func fingerprint(_ bytes: [UInt8], _ position: Int) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for offset in position..<position + block {
      hash = (hash ^ UInt64(bytes[offset])) &* 0x100_0000_01b3
    }
    return hash
  }

  private static func matches(_ base: [UInt8], _ baseStart: Int, _ target: [UInt8], _ targetStart: Int) -> Bool {
    for offset in 0..<block where base[baseStart + offset] != target[targetStart + offset] { return false }
    return true
  }

  private static func appendInsert(_ literal: ArraySlice<UInt8>, to output: inout [UInt8]) {
    guard !literal.isEmpty else { return }
    output.append(0)
    appendNumber(literal.count, to: &output)
    output.append(contentsOf: literal)
  }

  static func appendNumber(_ number: Int, to output: inout [UInt8]) {
    var value = UInt64(number)
    repeat {
      let byte = UInt8(value & 0x7F)
      value >>= 7
      output.append(value == 0 ? byte : byte | 0x80)
    } while value != 0
  }

  static func readNumber(_ bytes: [UInt8], _ cursor: inout Int) throws(Failure) -> Int {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while cursor < bytes.count, shift < 63 {
      let byte = bytes[cursor]
      cursor += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return Int(value) }
      shift += 7
    }
    throw Failure(description: "a number in the delta is cut off")
  }
}
