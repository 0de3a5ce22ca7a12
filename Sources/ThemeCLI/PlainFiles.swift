#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing files and standard streams with the C library: the command line needs
/// nothing more, and leaving the full Foundation out keeps every invocation's start-up short.
enum PlainFiles {
  /// What is at a path.
  enum Kind {
    case missing, file, folder, other
  }

  static func kind(_ path: String) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  /// Writes every byte to a file descriptor, retrying short writes; the `errno` of a failed write.
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  /// Closes a descriptor; the `errno` when closing reports a failure (a delayed write error).
  /// A descriptor that was not open (`EBADF`) is no failure.
  static func close(_ descriptor: Int32) -> Int32? {
    if Glibc.close(descriptor) == 0 { return nil }
    let failure = errno
    return failure == EBADF || failure == EINTR ? nil : failure
  }

  /// The C library's text for an `errno`.
  static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// Reads a descriptor to its end, or `limit` bytes, whichever comes first.
  static func read(descriptor: Int32, limit: Int = Int.max) -> [UInt8] {
    // A regular file's array is sized to it up front: one allocation, no copies as it grows.
    var status = stat()
    let expected = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
    var result: [UInt8] = []
    result.reserveCapacity(min(expected + 1, limit))
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while result.count < limit {
      let count = chunk.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress, min($0.count, limit - result.count))
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      result.append(contentsOf: chunk[..<count])
    }
    return result
  }

  /// The bytes of a file (at most `limit`), or the reason it cannot be read.
  static func read(path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(ReadFailure(reason: String(cString: strerror(errno)))) }
    defer { Glibc.close(descriptor) }
    return .success(read(descriptor: descriptor, limit: limit))
  }

  /// Why a file could not be read.
  struct ReadFailure: Error {
    let reason: String
  }

  /// Whether a descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// Seconds from a monotonic clock.
  static func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
