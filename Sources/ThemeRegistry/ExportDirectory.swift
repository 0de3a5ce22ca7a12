import FoundationEssentials
import ThemeExport
import ThemeFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes export files into a folder atomically: into a temporary sibling first, renamed into
/// place when every file is written, so a failure leaves no half bundle. Reads a bundle back
/// without following links, so nothing outside it is read.
enum ExportDirectory {
  /// Writes `files` into the new or empty folder `directory`; returns the staging folders of
  /// killed runs that were removed on the way.
  static func write(_ files: [ExportFile], to directory: String) throws(RegistryError) -> [String] {
    let staging = try Staging(directory)
    do throws(RegistryError) {
      for file in files { try staging.add(file) }
      try staging.finish()
    } catch {
      staging.abandon()
      throw error
    }
    return staging.removedLeftovers
  }

  /// Writes `bytes` to a new file `name` in the open folder `folder` (never through a link),
  /// flushed to disk unless `flushed` is false (the caller flushes it with others); a failed
  /// write, flush or close is an error.
  static func writeFile(
    _ bytes: [UInt8], in folder: Int32, named name: String, shownAs shown: String, flushed: Bool = true
  ) throws(RegistryError) {
    let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .cannotWrite(path: shown, reason: errorText()) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
      if written < 0 {
        if errno == EINTR { continue }
        let reason = errorText()
        close(descriptor)
        throw .cannotWrite(path: shown, reason: reason)
      }
      offset += written
    }
    guard !flushed || fsync(descriptor) == 0 else {
      let reason = errorText()
      close(descriptor)
      throw .cannotWrite(path: shown, reason: reason)
    }
    guard close(descriptor) == 0 else { throw .cannotWrite(path: shown, reason: errorText()) }
  }

  static func errorText() -> String { String(cString: strerror(errno)) }

  /// What `descriptor` holds, read to its end or until more than `limit` bytes are in (so a
  /// caller sees that a file is over its limit without reading all of it).
  static func readBytes(from descriptor: Int32, limit: Int = .max) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return bytes
  }

  /// The `S_IFMT` bits of what is at `path` (not following a final link), or nil when nothing is.
  static func fileKind(_ path: String) -> mode_t? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT
  }

  /// Every regular file under `directory`, by path relative to it, and a problem for every
  /// entry that is not a file or folder (a link, a FIFO, a device, a socket): links are not
  /// followed, so nothing outside the bundle is read.
  static func read(_ directory: String) throws(RegistryError) -> (files: [String: [UInt8]], problems: [String]) {
    var status = stat()
    guard stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw .notAFolder(path: directory)
    }
    var files: [String: [UInt8]] = [:]
    var problems: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let absolute = relative.isEmpty ? directory : directory + "/" + relative
      for name in ((try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []).sorted() {
        let path = relative.isEmpty ? name : relative + "/" + name
        switch fileKind(directory + "/" + path) {
        case S_IFDIR?: pending.append(path)
        case S_IFREG?:
          let descriptor = open(directory + "/" + path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
          guard descriptor >= 0 else {
            problems.append("\(path) cannot be read: \(errorText())")
            continue
          }
          files[path] = readBytes(from: descriptor)
          close(descriptor)
        case S_IFLNK?: problems.append("\(path) is a symbolic link; a bundle holds only files and folders")
        case S_IFIFO?: problems.append("\(path) is a FIFO; a bundle holds only files and folders")
        case S_IFSOCK?: problems.append("\(path) is a socket; a bundle holds only files and folders")
        default: problems.append("\(path) is a device or other special file; a bundle holds only files and folders")
        }
      }
    }
    return (files, problems)
  }
}
