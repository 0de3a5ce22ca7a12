import ThemeBackends
import ThemeStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `migrate-to` writes a file target. A new target is written under a temporary name
/// beside it (`.NAME.partial-…`) and linked into place only once its copy has committed, so
/// a copy that is killed leaves no file at the target's name; an existing (empty) registry
/// is copied into in place, in the one transaction that makes the copy all-or-nothing.
struct CopyTargetFile {
  /// The target as the user named it.
  let target: String
  /// Where the copy is written.
  let writePath: String
  /// Whether `writePath` is a temporary file to move into place.
  let isTemporary: Bool
  /// The lock file held (`flock`) while the copy runs, so another copy to the same target tells
  /// this live partial from one a killed copy left; -1 when there is none.
  let lockDescriptor: Int32

  static let partialMarker = ".partial-"

  init(_ target: String, source: String) throws(RegistryError) {
    do {
      try StoreLocation.checkFileName(target)
    } catch {
      throw .store(error)
    }
    self.target = target
    var targetStatus = stat()
    if stat(target, &targetStatus) == 0 {
      var sourceStatus = stat()
      if stat(source, &sourceStatus) == 0, sourceStatus.st_dev == targetStatus.st_dev,
        sourceStatus.st_ino == targetStatus.st_ino
      {
        throw .invalidRequest("the target \(target) is this registry; name another file or database")
      }
      writePath = target
      isTemporary = false
      lockDescriptor = -1
      return
    }
    let folder = StoreLocation.folder(of: target)
    let name = target.split(separator: "/").last.map(String.init) ?? target
    Self.removeStalePartials(folder: folder, prefix: "." + name + Self.partialMarker)
    let suffix = (0..<12).map { _ in String("0123456789abcdef".randomElement()!) }.joined()
    writePath = folder + "/." + name + Self.partialMarker + suffix
    isTemporary = true
    lockDescriptor = open(writePath + Self.lockSuffix, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard lockDescriptor >= 0, flock(lockDescriptor, LOCK_EX | LOCK_NB) == 0 else {
      let reason = String(cString: strerror(errno))
      throw .store(.cannotOpen(path: target, reason: "cannot hold the copy's lock beside it (\(reason))"))
    }
  }

  /// The lock file's suffix after the partial's name.
  static let lockSuffix = ".lock"

  /// Links the committed copy into place under the target's name, never over a file that
  /// appeared there meanwhile.
  func moveIntoPlace() throws(RegistryError) {
    guard isTemporary else { return }
    // The copy's connection is closed by now; its kept write-ahead log is folded in and cut.
    do {
      try StoreLocation.foldWriteAheadLog(writePath)
    } catch {
      throw .store(error)
    }
    if StoreLocation.hasWriteAheadLog(writePath) {
      throw .invalidRequest("the copy at \(writePath) still has a write-ahead log; run migrate-to again")
    }
    for sidecar in ["-wal", "-shm"] { unlink(writePath + sidecar) }
    let descriptor = open(writePath, O_RDONLY)
    if descriptor >= 0 {
      fsync(descriptor)
      close(descriptor)
    }
    guard link(writePath, target) == 0 else {
      let reason = String(cString: strerror(errno))
      throw .store(.cannotOpen(path: target, reason: "the finished copy could not be put in place (\(reason))"))
    }
    let folder = open(StoreLocation.folder(of: target), O_RDONLY)
    if folder >= 0 {
      fsync(folder)
      close(folder)
    }
  }

  /// Removes the temporary file (after a failure, or its second name after success).
  func discardPartial() {
    guard isTemporary else { return }
    for suffix in ["", "-wal", "-shm", "-journal", Self.lockSuffix] { unlink(writePath + suffix) }
    if lockDescriptor >= 0 { close(lockDescriptor) }
  }

  /// Removes what killed copies to the same target left behind: partials whose lock nobody
  /// holds (a live copy holds its own; one of an earlier release has no lock file and is dead).
  private static func removeStalePartials(folder: String, prefix: String) {
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { return }
    let names = ExportDirectory.entries(at: directory, ".") ?? []
    close(directory)
    var partials: Set<String> = []
    for name in names where name.hasPrefix(prefix) {
      var base = name
      for suffix in ["-wal", "-shm", "-journal", lockSuffix] where base.hasSuffix(suffix) {
        base = String(base.dropLast(suffix.count))
      }
      partials.insert(folder + "/" + base)
    }
    for partial in partials {
      let lock = open(partial + lockSuffix, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
      if lock >= 0 {
        defer { close(lock) }
        guard flock(lock, LOCK_EX | LOCK_NB) == 0 else { continue }
      }
      for suffix in ["", "-wal", "-shm", "-journal", lockSuffix] { unlink(partial + suffix) }
    }
  }
}
