import Foundation
import ThemeExport
import ThemeModel

/// The files of a folder an import reads as a whole (an asset catalog, an Android `res/`):
/// every regular file whose name `wanted` accepts, below the folder and never through a link
/// (a link may point anywhere), bounded in count and size so no folder exhausts memory.
enum ImportFolder {
  /// The most files one folder import reads.
  static let maximumFiles = 20_000
  /// The most bytes it reads in all.
  static let maximumTotalBytes = ImportSources.maximumTotalBytes

  /// The accepted files under `path`, with paths relative to it, in path order.
  static func files(at path: String, wanted: (String) -> Bool) throws(RegistryError) -> [ImportFile] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .invalidDocument(ThemeValidationError(issues: [ValidationIssue(path: path, message: "no such folder")]))
    }
    guard isFolder.boolValue else {
      throw .invalidDocument(
        ThemeValidationError(issues: [ValidationIssue(path: path, message: "is a file; give the catalog's folder")]))
    }
    let root = URL(fileURLWithPath: path)
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey])
    else { throw .cannotWrite(path: path, reason: "the folder cannot be read") }
    var files: [ImportFile] = []
    var total = 0
    for case let url as URL in walker {
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey])
      if values?.isSymbolicLink == true {
        walker.skipDescendants()
        continue
      }
      guard values?.isRegularFile == true, wanted(url.lastPathComponent) else { continue }
      let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
      guard files.count < maximumFiles else { throw tooMuch(path, "more than \(maximumFiles) files") }
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw .invalidDocument(
          ThemeValidationError(issues: [ValidationIssue(path: relative, message: "cannot be read")]))
      }
      total += data.count
      guard data.count <= ImportSources.maximumFileBytes, total <= maximumTotalBytes else {
        throw tooMuch(
          path, "more than \(maximumTotalBytes >> 20) MiB, or a file over \(ImportSources.maximumFileBytes >> 20) MiB")
      }
      files.append(ImportFile(path: relative, bytes: Array(data)))
    }
    return files.sorted { $0.path.precedesByCodePoint($1.path) }
  }

  static func tooMuch(_ path: String, _ what: String) -> RegistryError {
    .invalidDocument(
      ThemeValidationError(issues: [ValidationIssue(path: path, message: "holds \(what); the import reads no more")]))
  }

  /// A theme name from a folder's (`Assets.xcassets` → `assets`): lowercase letters, digits,
  /// `.`, `_` and `-`, starting with a letter or digit.
  static func themeName(for path: String) -> String {
    var base = URL(fileURLWithPath: path).lastPathComponent
    if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = String(base[..<dot]) }
    var name = ""
    for scalar in base.lowercased().unicodeScalars {
      let allowed =
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar)
      name.unicodeScalars.append(allowed ? scalar : "-")
    }
    while let first = name.first, !first.isLetter && !first.isNumber { name.removeFirst() }
    return name.isEmpty ? "assets" : String(name.prefix(64))
  }
}

extension Registry {
  /// A theme document from the Xcode asset catalog at `path`, and what became of every value;
  /// nothing is stored. Values a theme cannot hold refuse the import unless `lossy`.
  public static func importAssetCatalog(at path: String, name: String?, lossy: Bool = false) throws(RegistryError)
    -> (document: ThemeDocument, report: ImportReport)
  {
    let files = try ImportFolder.files(at: path) { $0 == "Contents.json" }
    do {
      return try AssetCatalogImporter.importing(files, name: name ?? ImportFolder.themeName(for: path), lossy: lossy)
    } catch {
      switch error {
      case .invalid(let validation): throw .invalidDocument(validation)
      case .lossy(let notes): throw .lossyImport(notes)
      }
    }
  }
}

extension Registry {
  /// A theme document from Android `res/` folders (merged in order, the later overriding),
  /// and what became of every value; nothing is stored.
  public static func importAndroidResources(at paths: [String], name: String?, lossy: Bool = false)
    throws(RegistryError) -> (document: ThemeDocument, report: ImportReport)
  {
    var folders: [[ImportFile]] = []
    for path in paths {
      let files = try ImportFolder.files(at: path) { $0.hasSuffix(".xml") }
      let prefix = path.hasSuffix("/") ? path : path + "/"
      folders.append(files.map { ImportFile(path: prefix + $0.path, bytes: $0.bytes) })
    }
    do {
      return try AndroidResourcesImporter.importing(
        folders, roots: paths, name: name ?? ImportFolder.themeName(forResources: paths[0]), lossy: lossy)
    } catch {
      switch error {
      case .invalid(let validation): throw .invalidDocument(validation)
      case .lossy(let notes): throw .lossyImport(notes)
      }
    }
  }
}

extension ImportFolder {
  /// A theme name from a `res/` folder's module: `app/src/main/res` → `app`.
  static func themeName(forResources path: String) -> String {
    var components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    while let last = components.last, ["res", "main", "src", "/"].contains(last) { components.removeLast() }
    return themeName(for: components.last ?? "android")
  }
}
