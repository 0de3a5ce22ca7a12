import ThemeExport
import ThemeModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
    switch ExportDirectory.fileKind(path) {
    case nil:
      throw .invalidDocument(ThemeValidationError(issues: [ValidationIssue(path: path, message: "no such folder")]))
    case S_IFDIR,
      S_IFLNK where isFolder(path):
      break
    default:
      throw .invalidDocument(
        ThemeValidationError(issues: [ValidationIssue(path: path, message: "is a file; give the catalog's folder")]))
    }
    var files: [ImportFile] = []
    var total = 0
    // Depth first over folders opened without following a link (a link may point anywhere).
    var pending = [""]
    while let folder = pending.popLast() {
      let full = folder.isEmpty ? path : path + "/" + folder
      guard let names = ExportDirectory.entries(at: AT_FDCWD, full) else {
        if folder.isEmpty { throw .cannotWrite(path: path, reason: "the folder cannot be read") }
        continue
      }
      for name in names {
        let relative = folder.isEmpty ? name : folder + "/" + name
        switch ExportDirectory.fileKind(path + "/" + relative) {
        case S_IFDIR: pending.append(relative)
        case S_IFREG where wanted(name):
          guard files.count < maximumFiles else { throw tooMuch(path, "more than \(maximumFiles) files") }
          guard let bytes = read(path + "/" + relative, followingLinks: false) else {
            throw .invalidDocument(
              ThemeValidationError(issues: [ValidationIssue(path: relative, message: "cannot be read")]))
          }
          total += bytes.count
          guard bytes.count <= ImportSources.maximumFileBytes, total <= maximumTotalBytes else {
            throw tooMuch(
              path,
              "more than \(maximumTotalBytes >> 20) MiB, or a file over \(ImportSources.maximumFileBytes >> 20) MiB")
          }
          files.append(ImportFile(path: relative, bytes: bytes))
        default: continue
        }
      }
    }
    return files.sorted { $0.path.precedesByCodePoint($1.path) }
  }

  /// The bytes of the file at `path`, read up to one byte past an imported file's limit (so a
  /// caller sees it is over); nil when it cannot be opened.
  static func read(_ path: String, followingLinks: Bool = true) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return ExportDirectory.readBytes(from: descriptor, limit: ImportSources.maximumFileBytes)
  }

  /// Whether `path` leads to a folder (the folder the user named may be a link to one).
  static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  static func tooMuch(_ path: String, _ what: String) -> RegistryError {
    .invalidDocument(
      ThemeValidationError(issues: [ValidationIssue(path: path, message: "holds \(what); the import reads no more")]))
  }

  /// A theme name from a folder's (`Assets.xcassets` → `assets`): lowercase letters, digits,
  /// `.`, `_` and `-`, starting with a letter or digit.
  static func themeName(for path: String) -> String {
    var base = String(path.split(separator: "/").last ?? "")
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

extension ImportFolder {
  /// A theme name from a `res/` folder's module: `app/src/main/res` → `app`.
  static func themeName(forResources path: String) -> String {
    var components = path.split(separator: "/").filter { $0 != "." }
    while let last = components.last, ["res", "main", "src"].contains(last) { components.removeLast() }
    return themeName(for: components.last.map(String.init) ?? "android")
  }
}

extension Registry {
  /// The import format of the folder at `path`, told from its name and the names in it.
  public static func detectImportFormat(folder path: String) -> ImportFormat.Detection {
    ImportFormat.detect(folder: path, entries: ExportDirectory.entries(at: AT_FDCWD, path) ?? [])
  }
}

extension Registry {
  /// The input of a folder format at `paths` — an asset catalog's `Contents.json` files
  /// (relative to it), every `res/` folder's XML files (each path starting with its folder),
  /// a Tokens Studio folder's JSON files (relative to it) or its one file — read from disk
  /// without following links, bounded in count and size.
  public static func importInput(_ format: ImportFormat, at paths: [String]) throws(RegistryError) -> ImportInput {
    switch format {
    case .xcassets:
      var input = ImportInput(files: try ImportFolder.files(at: paths[0]) { $0 == "Contents.json" }, roots: [paths[0]])
      input.exportRecord = try exportRecord(beside: paths[0])
      return input
    case .android:
      var files: [ImportFile] = []
      for path in paths {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        files += try ImportFolder.files(at: path) { $0.hasSuffix(".xml") }.map {
          ImportFile(path: prefix + $0.path, bytes: $0.bytes)
        }
      }
      var input = ImportInput(files: files, roots: paths)
      if paths.count == 1 { input.exportRecord = try exportRecord(beside: paths[0]) }
      return input
    default:
      let path = paths[0]
      if ImportFolder.isFolder(path) {
        return ImportInput(files: try ImportFolder.files(at: path) { $0.hasSuffix(".json") }, roots: [path])
      }
      guard let bytes = ImportFolder.read(path), bytes.count <= ImportSources.maximumFileBytes else {
        throw .invalidDocument(
          ThemeValidationError(issues: [
            ValidationIssue(
              path: path, message: "cannot be read, or is over \(ImportSources.maximumFileBytes >> 20) MiB")
          ]))
      }
      return ImportInput(files: [ImportFile(path: path, bytes: bytes)], roots: [path])
    }
  }

  /// The theme document `input` describes as `format`, and what became of every value;
  /// nothing is stored. Without a name in `options`, the theme is named after the first
  /// root (`Assets.xcassets` → `assets`, `app/src/main/res` → `app`), except that DTCG keeps
  /// the name themereg recorded in the tokens.
  public static func importTheme(_ format: ImportFormat, _ input: ImportInput, options: ImportOptions)
    throws(RegistryError) -> ImportResult
  {
    guard let importer = format.importer else { preconditionFailure("the format is told before importing") }
    let chosenName = options.name
    var options = options
    if options.name == nil, format != .dtcg, let root = input.roots.first ?? input.files.first?.path {
      options.name = format == .android ? ImportFolder.themeName(forResources: root) : ImportFolder.themeName(for: root)
    }
    var result: ImportResult
    do {
      result = try importer.importing(input, options: options)
      // An export's record beside its files gives back what the format cannot hold.
      if let record = input.exportRecord, [ImportFormat.css, .android, .xcassets].contains(format) {
        let (document, notes) = try ExportSourceRecord.restore(result.document, record: record.bytes, at: record.path)
        result.document = document
        result.report.restoredFrom = record.path
        result.report.kept = notes
      }
    } catch {
      switch error {
      case .invalid(let validation): throw .invalidDocument(validation)
      case .lossy(let notes): throw .lossyImport(notes)
      case .needsChoice(let group, let themes): throw .themeChoiceNeeded(group: group, themes: themes)
      case .unknownChoice(let group, let theme, let known):
        throw .unknownThemeChoice(group: group, theme: theme, known: known)
      }
    }
    if result.report.restoredFrom != nil, let name = chosenName, name != result.document.name {
      result.document = try themeDocument(result.document.canonicalBytes, named: name)
    }
    return result
  }

  /// The export record beside the file or folder at `path` (`NAME.themereg.json`), if there is one.
  public static func exportRecord(beside path: String) throws(RegistryError) -> ImportFile? {
    let recordPath = ExportSourceRecord.path(beside: path)
    guard ExportDirectory.fileKind(recordPath) != nil else { return nil }
    guard let bytes = ImportFolder.read(recordPath), bytes.count <= ImportSources.maximumFileBytes else {
      throw .invalidDocument(
        ThemeValidationError(issues: [ValidationIssue(path: recordPath, message: "cannot be read")]))
    }
    return ImportFile(path: recordPath, bytes: bytes)
  }

  /// The Tokens Studio project at `path`: a folder of set files with `$themes.json` and
  /// `$metadata.json`, or one file holding every set (to list its permutations).
  public static func tokensStudioProject(at path: String) throws(RegistryError) -> TokensStudioProject {
    let input = try importInput(.tokensStudio, at: [path])
    do {
      return try TokensStudioProject(files: input.files, singleFile: input.files.first?.path == path)
    } catch {
      throw .invalidDocument(error)
    }
  }
}

extension Registry {
  /// The theme name an import gives what it read at `path` when none is given.
  public static func importName(for path: String) -> String { ImportFolder.themeName(for: path) }
}
