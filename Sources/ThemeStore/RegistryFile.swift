#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a registry path before SQLite touches it.
///
/// A file that fails these checks is refused without being opened for writing, so a
/// foreign or truncated file passed as `--db` is left byte-identical.
enum RegistryFile {
  /// The state of the path.
  enum State {
    case missing
    case empty
    case sqlite
  }

  /// The magic string every SQLite 3 database starts with.
  static let sqliteMagic = Array("SQLite format 3\u{0}".utf8)

  static func inspect(_ path: String) throws(StoreError) -> State {
    var status = stat()
    guard stat(path, &status) == 0 else { return .missing }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      throw .notARegistry(path: path, reason: "it is a folder; give a file path")
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: "the file cannot be read") }
    defer { close(descriptor) }
    var header = [UInt8](repeating: 0, count: 100)
    let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 100) }
    header = Array(header.prefix(max(count, 0)))
    let size = Int(status.st_size)
    if size == 0 { return .empty }
    guard header.count == 100, header.starts(with: sqliteMagic) else {
      throw .notARegistry(path: path, reason: "it is not an SQLite database")
    }
    var pageSize = Int(header[16]) << 8 | Int(header[17])
    if pageSize == 1 { pageSize = 65_536 }
    let pageCount = header[28..<32].reduce(0) { $0 << 8 | Int($1) }
    let changeCounter = header[24..<28].reduce(0) { $0 << 8 | Int($1) }
    let validFor = header[92..<96].reduce(0) { $0 << 8 | Int($1) }
    // While a write-ahead log is beside the file, the header may promise pages that only the
    // log holds yet: a checkpoint writes page 1 first and may be cut short by a crash or be
    // running in another process. SQLite completes it from the log, so nothing is truncated.
    if pageCount > 0, changeCounter == validFor, size < pageCount * pageSize, !hasWriteAheadLog(path) {
      throw .notARegistry(
        path: path, reason: "it is truncated: \(size) bytes where the header promises \(pageCount * pageSize)")
    }
    return .sqlite
  }

  /// Whether a non-empty `-wal` file lies beside the registry.
  static func hasWriteAheadLog(_ path: String) -> Bool {
    var status = stat()
    return stat(path + "-wal", &status) == 0 && status.st_size > 0
  }
}
