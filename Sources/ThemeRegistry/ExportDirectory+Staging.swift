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
#if os(Linux)
  import CSystem
#endif

extension ExportDirectory {
  /// A folder being written: files go into a hidden sibling as they are made (so a caller need
  /// not hold them all), and `finish` renames it into place; `abandon` removes it.
  ///
  /// Every step goes through directory descriptors (`openat`, `mkdirat`, `renameat`, with
  /// `O_NOFOLLOW` at each component), so replacing the staging folder or one of its folders by a
  /// link while an export runs sends nothing elsewhere. The staging folder is named after the
  /// process and held under an exclusive `flock` while it is written: a run that was killed leaves
  /// one that nobody holds, which the next run into the same parent removes.
  ///
  /// Sendable: it holds descriptors and names only, and `add` works relative to them, so threads
  /// may add files to different folders at once.
  struct Staging: Sendable {
    /// The folder as the user named it, for messages.
    let directory: String
    /// The final component of `directory`, inside `parent`.
    let name: String
    /// The parent folder, opened as the system resolves it (links included, as `mkdir` would).
    let parent: Int32
    /// The hidden sibling's name, written into until `finish`.
    let stagingName: String
    /// The hidden sibling, opened without following links and locked.
    let staging: Int32
    /// Whether an empty folder is there already (replaced by `finish`).
    let exists: Bool
    /// Staging folders of dead runs that this one removed, by name.
    let removedLeftovers: [String]

    /// Checks `directory` is new or empty and its parent exists, removes what dead runs left,
    /// and creates the staging folder.
    init(_ directory: String) throws(RegistryError) {
      self.directory = directory
      let (folder, name) = try Self.split(directory)
      self.name = name
      parent = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard parent >= 0 else {
        if errno == ENOENT || errno == ENOTDIR {
          throw .outputFolder(path: directory, .parentMissing(parent: folder))
        }
        throw .cannotWrite(path: folder, reason: ExportDirectory.errorText())
      }
      do throws(RegistryError) {
        exists = try Self.checkTarget(parent: parent, name: name, shown: directory)
        removedLeftovers = Self.removeDeadStaging(in: parent)
        stagingName = "." + name + ".themereg-\(getpid())-" + UUID().uuidString
        guard mkdirat(parent, stagingName, 0o755) == 0 else {
          throw .cannotWrite(path: folder, reason: "cannot create a folder there: \(ExportDirectory.errorText())")
        }
        staging = openat(parent, stagingName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard staging >= 0, flock(staging, LOCK_EX | LOCK_NB) == 0 else {
          let reason = ExportDirectory.errorText()
          if staging >= 0 { close(staging) }
          unlinkat(parent, stagingName, AT_REMOVEDIR)
          throw .cannotWrite(path: folder, reason: "cannot hold its staging folder: \(reason)")
        }
      } catch {
        close(parent)
        throw error
      }
    }

    /// The parent folder as written (the system resolves it, `..` after a link included) and
    /// the final component, which must name a new folder.
    static func split(_ directory: String) throws(RegistryError) -> (folder: String, name: String) {
      var path = Substring(directory)
      while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
      guard !path.isEmpty else { throw .outputFolder(path: directory, .emptyName) }
      let slash = path.lastIndex(of: "/")
      let name = String(slash.map { path[path.index(after: $0)...] } ?? path)
      let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
      guard !name.isEmpty, name != ".", name != ".." else {
        throw .outputFolder(path: directory, .notANewFolder)
      }
      return (folder, name)
    }

    /// Whether an empty folder is at `name` already; refuses a file, a link or a non-empty folder.
    static func checkTarget(parent: Int32, name: String, shown: String) throws(RegistryError) -> Bool {
      var status = stat()
      guard fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        guard (ExportDirectory.entries(at: parent, name) ?? ["?"]).isEmpty else {
          throw .outputFolder(path: shown, .notEmpty)
        }
        return true
      case S_IFLNK:
        throw .outputFolder(path: shown, .isALink)
      default:
        throw .outputFolder(path: shown, .isAFile)
      }
    }

    /// Removes every staging folder in `parent` whose run is gone (its lock is free), and
    /// returns their names. A live run holds its lock, so its folder is left alone.
    static func removeDeadStaging(in parent: Int32) -> [String] {
      var removed: [String] = []
      for entry in ExportDirectory.entries(at: parent, ".") ?? [] where isStagingName(entry) {
        // A run whose process is alive may be between creating its folder and locking it.
        if let owner = owner(of: entry), kill(owner, 0) == 0 || errno == EPERM { continue }
        let folder = openat(parent, entry, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { continue }
        let dead = flock(folder, LOCK_EX | LOCK_NB) == 0
        if dead { ExportDirectory.removeContents(of: folder) }
        close(folder)
        if dead, unlinkat(parent, entry, AT_REMOVEDIR) == 0 { removed.append(entry) }
      }
      return removed.sorted()
    }

    /// The process id in a staging folder's name (`.NAME.themereg-PID-UUID`); earlier releases
    /// named them without one.
    static func owner(of entry: String) -> pid_t? {
      guard let marker = entry.ranges(of: ".themereg-").last else { return nil }
      let rest = entry[marker.upperBound...]
      guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { return nil }
      return pid
    }

    /// `.NAME.themereg-…`, the names staging folders have (also those of earlier releases).
    static func isStagingName(_ entry: String) -> Bool {
      entry.hasPrefix(".") && entry.dropFirst().contains(".themereg-")
    }

    /// Writes `file` into the staging folder, creating its folders, never through a link.
    func add(_ file: ExportFile) throws(RegistryError) {
      // Paths are made by the exporters, never from user text; refuse anything that could escape.
      let components = file.path.split(separator: "/").map(String.init)
      precondition(
        !file.path.hasPrefix("/") && !components.contains("..") && !components.contains("."),
        "export path \(file.path) escapes the output folder")
      let shown = directory + "/" + file.path
      var folder = staging
      defer { if folder != staging { close(folder) } }
      for component in components.dropLast() {
        if mkdirat(folder, component, 0o755) != 0, errno != EEXIST {
          throw .cannotWrite(path: shown, reason: "cannot create its folder: \(ExportDirectory.errorText())")
        }
        let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard next >= 0 else {
          throw .cannotWrite(path: shown, reason: "cannot open its folder: \(ExportDirectory.errorText())")
        }
        if folder != staging { close(folder) }
        folder = next
      }
      try ExportDirectory.writeFile(
        file.bytes, in: folder, named: components.last ?? file.path, shownAs: shown,
        flushed: !Self.flushesAtFinish)
    }

    /// Whether `finish` flushes every file at once (Linux's `syncfs`: one journal commit where
    /// a flush per file waited for one each, most of `report --all -o` of thousands of themes);
    /// elsewhere each file is flushed as it is written.
    #if os(Linux)
      static let flushesAtFinish = true
    #else
      static let flushesAtFinish = false
    #endif

    /// Moves the finished folder into place and lets go of it.
    func finish() throws(RegistryError) {
      defer { release() }
      // Every file is on disk before the folder moves into place.
      #if os(Linux)
        guard syncfs(staging) == 0 else {
          let reason = ExportDirectory.errorText()
          abandonContents()
          throw .cannotWrite(path: directory, reason: "cannot flush what was written: \(reason)")
        }
      #endif
      if exists, unlinkat(parent, name, AT_REMOVEDIR) != 0 {
        let reason = ExportDirectory.errorText()
        abandonContents()
        throw .cannotWrite(path: directory, reason: "cannot replace the empty folder: \(reason)")
      }
      // Only the folder this run wrote goes into place: something swapped in under its name
      // (a link to elsewhere) is refused, before the rename and after it.
      let replaced = RegistryError.cannotWrite(
        path: directory,
        reason: "its staging folder \(stagingName) was replaced while it was written; nothing was moved")
      guard isStaging(name: stagingName) else {
        ExportDirectory.removeContents(of: staging)
        throw replaced
      }
      guard renameat(parent, stagingName, parent, name) == 0 else {
        let reason = ExportDirectory.errorText()
        abandonContents()
        throw .cannotWrite(path: directory, reason: "cannot move the finished export into place: \(reason)")
      }
      guard isStaging(name: name) else {
        renameat(parent, name, parent, stagingName)
        ExportDirectory.removeContents(of: staging)
        throw replaced
      }
    }

    /// Whether `name` in the parent is this run's staging folder itself (not a link, not another).
    private func isStaging(name: String) -> Bool {
      var held = stat()
      var found = stat()
      guard fstat(staging, &held) == 0, fstatat(parent, name, &found, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
      return held.st_dev == found.st_dev && held.st_ino == found.st_ino
    }

    /// Removes the staging folder and what was written into it.
    func abandon() {
      abandonContents()
      release()
    }

    private func abandonContents() {
      ExportDirectory.removeContents(of: staging)
      unlinkat(parent, stagingName, AT_REMOVEDIR)
    }

    private func release() {
      close(staging)
      close(parent)
    }
  }

  /// The names in the folder `name` relative to `parent` (not following a final link), or nil
  /// when it cannot be read.
  static func entries(at parent: Int32, _ name: String) -> [String]? {
    let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard folder >= 0, let stream = fdopendir(folder) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Removes everything inside the open folder `folder`, depth first, never following a link
  /// (a link is removed, not what it points to).
  static func removeContents(of folder: Int32) {
    for name in entries(at: folder, ".") ?? [] {
      if unlinkat(folder, name, 0) == 0 { continue }
      let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard child >= 0 else { continue }
      removeContents(of: child)
      close(child)
      unlinkat(folder, name, AT_REMOVEDIR)
    }
  }
}
