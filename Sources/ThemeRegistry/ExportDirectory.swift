import FoundationEssentials
import ThemeExport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes export files into a folder atomically: into a temporary sibling first, renamed into
/// place when every file is written, so a failure leaves no half bundle.
enum ExportDirectory {
  static func write(_ files: [ExportFile], to directory: String) throws(RegistryError) {
    let manager = FileManager.default
    let target = URL(fileURLWithPath: directory).standardizedFileURL
    let kind = fileKind(target.path)
    let exists = kind != nil
    if exists {
      guard kind == S_IFDIR else {
        throw .invalidRequest("\(directory) is a file; give -o a new or empty folder")
      }
      let contents = (try? manager.contentsOfDirectory(atPath: target.path)) ?? []
      guard contents.isEmpty else {
        throw .invalidRequest("\(directory) is not empty; give -o a new or empty folder so nothing is overwritten")
      }
    }
    let parent = target.deletingLastPathComponent()
    guard manager.fileExists(atPath: parent.path) else {
      throw .invalidRequest("the folder \(parent.path) does not exist; create it first")
    }
    let temporary = parent.appendingPathComponent(".\(target.lastPathComponent).themereg-\(UUID().uuidString)")
    do {
      try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
      for file in files {
        // Paths are made by the exporters, never from user text; refuse anything that could escape.
        let components = file.path.split(separator: "/").map(String.init)
        precondition(
          !file.path.hasPrefix("/") && !components.contains("..") && !components.contains("."),
          "export path \(file.path) escapes the output folder")
        let url = temporary.appendingPathComponent(file.path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.bytes).write(to: url)
      }
      if exists { try manager.removeItem(at: target) }
      try manager.moveItem(at: temporary, to: target)
    } catch {
      try? manager.removeItem(at: temporary)
      throw .store(
        .cannotOpen(path: directory, reason: "the export could not be written: \(error)"))
    }
  }

  /// The `S_IFMT` bits of what is at `path`, or nil when nothing is.
  static func fileKind(_ path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT
  }

  /// Every regular file under `directory`, by path relative to it.
  static func read(_ directory: String) throws(RegistryError) -> [String: [UInt8]] {
    guard fileKind(directory) == S_IFDIR else {
      throw .invalidRequest("\(directory) is not a folder; give verify the folder an export wrote")
    }
    var files: [String: [UInt8]] = [:]
    var pending = [""]
    while let relative = pending.popLast() {
      let absolute = relative.isEmpty ? directory : directory + "/" + relative
      for name in (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? [] {
        let path = relative.isEmpty ? name : relative + "/" + name
        switch fileKind(directory + "/" + path) {
        case S_IFDIR?: pending.append(path)
        case S_IFREG?:
          if let data = FileManager.default.contents(atPath: directory + "/" + path) { files[path] = [UInt8](data) }
        default: break
        }
      }
    }
    return files
  }
}
