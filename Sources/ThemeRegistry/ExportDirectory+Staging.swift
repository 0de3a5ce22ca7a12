import FoundationEssentials
import ThemeExport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ExportDirectory {
  /// A folder being written: files go into a temporary sibling as they are made (so a caller
  /// need not hold them all), and `finish` renames it into place. `abandon` removes it.
  struct Staging {
    /// The folder as the user named it, for messages.
    let directory: String
    /// Its absolute path.
    let target: String
    /// The hidden sibling written into until `finish`.
    let temporary: String
    /// Whether an empty folder is there already (replaced by `finish`).
    let exists: Bool

    /// Checks `directory` is new or empty and its parent exists, and creates the temporary folder.
    init(_ directory: String) throws(RegistryError) {
      self.directory = directory
      target = URL(fileURLWithPath: directory).standardizedFileURL.path
      var status = stat()
      exists = lstat(target, &status) == 0
      if exists {
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
          let contents = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []
          guard contents.isEmpty else {
            throw .invalidRequest("\(directory) is not empty; give -o a new or empty folder so nothing is overwritten")
          }
        case S_IFLNK:
          throw .cannotWrite(
            path: directory, reason: "it is a symbolic link; give -o a new or empty folder, not a link")
        default:
          throw .invalidRequest("\(directory) is a file; give -o a new or empty folder")
        }
      }
      let parent = String(target[..<(target.lastIndex(of: "/") ?? target.startIndex)])
      let folder = parent.isEmpty ? "/" : parent
      guard ExportDirectory.fileKind(folder) == S_IFDIR else {
        throw .invalidRequest("the folder \(folder) does not exist; create it first")
      }
      let name = String(target[(target.lastIndex(of: "/").map(target.index(after:)) ?? target.startIndex)...])
      temporary = folder + "/." + name + ".themereg-" + UUID().uuidString
      guard mkdir(temporary, 0o755) == 0 else {
        throw .cannotWrite(path: folder, reason: "cannot create a folder there: \(ExportDirectory.errorText())")
      }
    }

    /// Writes `file` into the temporary folder, creating its folders.
    func add(_ file: ExportFile) throws(RegistryError) {
      // Paths are made by the exporters, never from user text; refuse anything that could escape.
      let components = file.path.split(separator: "/").map(String.init)
      precondition(
        !file.path.hasPrefix("/") && !components.contains("..") && !components.contains("."),
        "export path \(file.path) escapes the output folder")
      var current = temporary
      for component in components.dropLast() {
        current += "/" + component
        if ExportDirectory.fileKind(current) == nil, mkdir(current, 0o755) != 0 {
          throw .cannotWrite(
            path: directory + "/" + file.path, reason: "cannot create its folder: \(ExportDirectory.errorText())")
        }
      }
      try ExportDirectory.writeFile(file.bytes, to: temporary + "/" + file.path, shownAs: directory + "/" + file.path)
    }

    /// Moves the finished folder into place.
    func finish() throws(RegistryError) {
      if exists, rmdir(target) != 0 {
        throw .cannotWrite(path: directory, reason: "cannot replace the empty folder: \(ExportDirectory.errorText())")
      }
      guard rename(temporary, target) == 0 else {
        throw .cannotWrite(
          path: directory, reason: "cannot move the finished export into place: \(ExportDirectory.errorText())")
      }
    }

    /// Removes the temporary folder and what was written into it.
    func abandon() {
      try? FileManager.default.removeItem(atPath: temporary)
    }
  }
}
