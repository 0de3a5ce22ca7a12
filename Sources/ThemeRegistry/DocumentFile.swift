#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A document file `checkout` and `merge` write: whole or not at all (written beside it under
/// a temporary name, flushed, renamed into place), and never over a file the user did not
/// name as the one to replace, so an edited checkout is not lost to a second checkout.
public enum DocumentFile {
  /// Writes `bytes` to `path`. An existing file there is replaced only when it is `replacing`
  /// (the same file, by device and inode: `merge FILE -o FILE`); otherwise it is refused.
  public static func write(_ bytes: [UInt8], to path: String, replacing: String? = nil) throws(RegistryError) {
    guard !path.isEmpty, !path.hasSuffix("/") else { throw .cannotWrite(path: path, reason: "it names a folder") }
    var existing = stat()
    if lstat(path, &existing) == 0 {
      var allowed = stat()
      let isReplaceable =
        replacing.map { stat($0, &allowed) == 0 } == true && allowed.st_dev == existing.st_dev
        && allowed.st_ino == existing.st_ino && existing.st_mode & S_IFMT == S_IFREG
      guard isReplaceable else {
        throw .cannotWrite(path: path, reason: "the file exists and may hold edits")
      }
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? "./"
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { throw .cannotWrite(path: path, reason: ExportDirectory.errorText()) }
    defer { close(directory) }
    let temporary = ".\(name).themereg-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    do {
      try ExportDirectory.writeFile(bytes, in: directory, named: temporary, shownAs: path)
    } catch {
      unlinkat(directory, temporary, 0)
      throw error
    }
    guard renameat(directory, temporary, directory, name) == 0 else {
      let reason = ExportDirectory.errorText()
      unlinkat(directory, temporary, 0)
      throw .cannotWrite(path: path, reason: reason)
    }
    fsync(directory)
  }
}
