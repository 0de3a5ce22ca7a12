import CZlib

/// Deflate and inflate through the system zlib.
enum Zlib {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// `input` deflated at `level` (1 fastest, 9 smallest); with a `dictionary` (what the data likely repeats), which the same
  /// dictionary must then inflate.
  static func compress(_ input: [UInt8], dictionary: [UInt8] = [], level: Int32 = 6) throws(Failure) -> [UInt8] {
    var stream = z_stream()
    guard deflateInit_(&stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw Failure(description: "deflateInit failed")
    }
    defer { deflateEnd(&stream) }
    if !dictionary.isEmpty {
      let code = dictionary.withUnsafeBufferPointer { deflateSetDictionary(&stream, $0.baseAddress, uInt($0.count)) }
      guard code == Z_OK else { throw Failure(description: "deflateSetDictionary failed (\(code))") }
    }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))))
    var input = input
    let code = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.next_in = source.baseAddress
        stream.avail_in = uInt(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = uInt(target.count)
        return deflate(&stream, Z_FINISH)
      }
    }
    guard code == Z_STREAM_END else { throw Failure(description: "deflate failed (\(code))") }
    output.removeSubrange(Int(stream.total_out)...)
    return output
  }

  /// `input` inflated to `size` bytes, with the `dictionary` it was deflated with, if any.
  static func decompress(_ input: [UInt8], size: Int, dictionary: [UInt8] = []) throws(Failure) -> [UInt8] {
    var stream = z_stream()
    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw Failure(description: "inflateInit failed")
    }
    defer { inflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: max(size, 1))
    var input = input
    let code: Int32 = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.next_in = source.baseAddress
        stream.avail_in = uInt(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = uInt(target.count)
        var code = inflate(&stream, Z_FINISH)
        if code == Z_NEED_DICT {
          guard !dictionary.isEmpty else { return code }
          code = dictionary.withUnsafeBufferPointer { inflateSetDictionary(&stream, $0.baseAddress, uInt($0.count)) }
          if code == Z_OK { code = inflate(&stream, Z_FINISH) }
        }
        return code
      }
    }
    guard code == Z_STREAM_END, Int(stream.total_out) == size else {
      throw Failure(description: "the compressed data is invalid (zlib \(code), \(stream.total_out) of \(size) bytes)")
    }
    return Array(output.prefix(size))
  }
}
