import ThemeModel
import ThemeStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a registry path before SQLite touches it.
///
/// A file that fails these checks is refused without SQLite opening it, so a foreign,
/// truncated or not-yet-initialized file passed as `--db` stays byte-identical and gets no
/// `-wal`, `-shm` or `-journal` beside it; a FIFO, socket or device is refused before anything
/// could block on it.
package enum RegistryFile {
  /// The state of the path.
  enum State: Equatable {
    /// Nothing is there.
    case missing
    /// A regular file of zero bytes.
    case empty
    /// An SQLite database; `applicationID` as its header records it.
    case sqlite(applicationID: Int)
  }

  /// The magic string every SQLite 3 database starts with.
  static let sqliteMagic = Array("SQLite format 3\u{0}".utf8)

  /// Refuses names SQLite would not take as a plain file: the empty name (a temporary
  /// database) and `:memory:`; anything else is a file name, never a URI or an option.
  package static func checkName(_ path: String) throws(StoreError) {
    if path.isEmpty {
      throw .invalidLocation(path: path, reason: "the registry path is empty; give a file name or a postgres:// URL")
    }
    if path == ":memory:" || path.hasPrefix(":memory:") {
      throw .invalidLocation(
        path: path, reason: "an in-memory database keeps nothing; give a file name or a postgres:// URL")
    }
    if path.utf8.contains(0) {
      throw .invalidLocation(path: path, reason: "the registry path contains NUL")
    }
  }

  /// The name to hand SQLite for `path`: relative names that SQLite could read as a URI
  /// (`file:…`) get a `./` in front, so they always name the file as written.
  static func sqliteName(_ path: String) -> String {
    path.hasPrefix("file:") ? "./" + path : path
  }

  static func inspect(_ path: String) throws(StoreError) -> State {
    try checkName(path)
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { return .missing }
      throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .notARegistry(path: path, reason: "it is a folder; give a file path")
    case S_IFIFO: throw .notARegistry(path: path, reason: "it is a FIFO (named pipe); give a regular file")
    case S_IFSOCK: throw .notARegistry(path: path, reason: "it is a socket; give a regular file")
    case S_IFCHR, S_IFBLK: throw .notARegistry(path: path, reason: "it is a device; give a regular file")
    default: throw .notARegistry(path: path, reason: "it is not a regular file")
    }
    let size = Int(status.st_size)
    if size == 0 { return .empty }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw .cannotOpen(path: path, reason: "the file cannot be read (\(String(cString: strerror(errno))))")
    }
    defer { close(descriptor) }
    var header = [UInt8](repeating: 0, count: 100)
    let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 100) }
    header = Array(header.prefix(max(count, 0)))
    guard header.count == 100, header.starts(with: sqliteMagic) else {
      throw .notARegistry(path: path, reason: "it is not an SQLite database")
    }
    var pageSize = Int(header[16]) << 8 | Int(header[17])
    if pageSize == 1 { pageSize = 65_536 }
    let pageCount = bigEndian(header[28..<32])
    let changeCounter = bigEndian(header[24..<28])
    let validFor = bigEndian(header[92..<96])
    // While a write-ahead log is beside the file, the header may promise pages that only the
    // log holds yet: a checkpoint writes page 1 first and may be cut short by a crash or be
    // running in another process. SQLite completes it from the log, so nothing is truncated.
    if pageCount > 0, changeCounter == validFor, size < pageCount * pageSize, !hasWriteAheadLog(path) {
      throw .notARegistry(
        path: path, reason: "it is truncated: \(size) bytes where the header promises \(pageCount * pageSize)")
    }
    return .sqlite(applicationID: bigEndian(header[68..<72]))
  }

  private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 8 | Int($1) }
  }

  /// Whether a non-empty `-wal` file lies beside the registry.
  package static func hasWriteAheadLog(_ path: String) -> Bool {
    var status = stat()
    return stat(path + "-wal", &status) == 0 && status.st_size > 0
  }

  /// Whether `path` exists.
  package static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// The folder that holds `path`.
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Why this process cannot write the registry at `path`, or nil when it can: SQLite needs
  /// to write the file and, for its `-wal` and `-shm` files, the folder.
  package static func writeObstacle(_ path: String) -> String? {
    let folder = folder(of: path)
    if access(path, W_OK) != 0 { return "you may not write the file \(path)" }
    if access(folder, W_OK) != 0 {
      return "you may not create files in its folder \(folder) (SQLite keeps its -wal and -shm files there)"
    }
    return nil
  }

  /// A `file:` URI that opens `path` for reading only. `immutable` also tells SQLite that
  /// nobody writes the file, so it needs no `-shm` file (which a reader of a folder it may not
  /// write cannot create).
  package static func readOnlyURI(_ path: String, immutable: Bool) -> String {
    // A URI's path must not start with "//", which would name a host instead.
    var path = Substring(path)
    while path.hasPrefix("//") { path = path.dropFirst() }
    let encoded = URIPath.percentEncoded(path)
    return "file:\(encoded)?mode=ro" + (immutable ? "&immutable=1" : "")
  }
}
