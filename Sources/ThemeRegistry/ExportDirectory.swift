import Foundation
import ThemeExport

/// Writes export files into a folder atomically: into a temporary sibling first, renamed into
/// place when every file is written, so a failure leaves no half bundle.
enum ExportDirectory {
  static func write(_ files: [ExportFile], to directory: String) throws(RegistryError) {
    let manager = FileManager.default
    let target = URL(fileURLWithPath: directory).standardizedFileURL
    var isDirectory: ObjCBool = false
    let exists = manager.fileExists(atPath: target.path, isDirectory: &isDirectory)
    if exists {
      guard isDirectory.boolValue else {
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
        .cannotOpen(path: directory, reason: "the export could not be written: \(error.localizedDescription)"))
    }
  }

  /// Every regular file under `directory`, by path relative to it.
  static func read(_ directory: String) throws(RegistryError) -> [String: [UInt8]] {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .invalidRequest("\(directory) is not a folder; give verify the folder an export wrote")
    }
    let root = URL(fileURLWithPath: directory).standardizedFileURL
    var files: [String: [UInt8]] = [:]
    guard let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
      return files
    }
    for case let url as URL in enumerator {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
        let data = manager.contents(atPath: url.path)
      else { continue }
      let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
      files[relative] = [UInt8](data)
    }
    return files
  }
}
