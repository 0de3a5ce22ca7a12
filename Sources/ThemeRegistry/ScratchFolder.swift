#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private folder (mode 0700) under `TMPDIR` for the files a real tool reads and writes —
/// a statement and its signature for `ssh-keygen` — removed with everything in it.
struct ScratchFolder {
  /// The folder's path.
  let path: String

  /// Creates the folder; fails with the system's reason.
  init() throws(RegistryError) {
    let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((base + "/themereg-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw .cannotWrite(path: base, reason: String(cString: strerror(errno)))
    }
    path = String(cString: made)
  }

  /// Writes `bytes` to the new file `name` in the folder and returns its path.
  func store(_ bytes: [UInt8], as name: String) throws(RegistryError) -> String {
    let folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
    defer { close(folder) }
    try ExportDirectory.writeFile(bytes, in: folder, named: name, shownAs: path + "/" + name)
    return path + "/" + name
  }

  /// The bytes of the file `name` in the folder, nil when there is none.
  func read(_ name: String) -> [UInt8]? {
    let descriptor = open(path + "/" + name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return ExportDirectory.readBytes(from: descriptor, limit: 1 << 20)
  }

  /// Removes the folder and its files (it holds no folders).
  func remove() {
    if let directory = opendir(path) {
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { unlink(path + "/" + name) }
      }
      closedir(directory)
    }
    rmdir(path)
  }
}
