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
    var components = path.split(separator: "/").filter { $0 != "." }
    while let last = components.last, ["res", "main", "src"].contains(last) { components.removeLast() }
    return themeName(for: components.last.map(String.init) ?? "android")
  }
}

extension Registry {
  /// A theme document from stylesheets of custom properties (merged in order, the later
  /// overriding), and what became of every value; nothing is stored.
  public static func importStylesheets(_ files: [ImportFile], name: String?, lossy: Bool = false)
    throws(RegistryError) -> (document: ThemeDocument, report: ImportReport)
  {
    do {
      return try CSSImporter.importing(
        files, name: name ?? ImportFolder.themeName(for: files.first?.path ?? "theme"), lossy: lossy)
    } catch {
      switch error {
      case .invalid(let validation): throw .invalidDocument(validation)
      case .lossy(let notes): throw .lossyImport(notes)
      }
    }
  }
}

extension Registry {
  /// A theme document from classic Style Dictionary token files (deep-merged in order, each
  /// appearance's override files over the base), and what became of every token.
  public static func importStyleDictionary(
    _ inputs: [StyleDictionaryImporter.Input], name: String?, lossy: Bool = false
  ) throws(RegistryError) -> (document: ThemeDocument, report: DTCGImporter.Report) {
    do {
      return try StyleDictionaryImporter.importing(
        inputs, name: name ?? ImportFolder.themeName(for: inputs.first?.name ?? "tokens"), lossy: lossy)
    } catch {
      throw .invalidDocument(error)
    }
  }
}

extension Registry {
  /// The import format of the folder at `path`, told from its name and the names in it.
  public static func detectImportFormat(folder path: String) -> ImportFormat.Detection {
    ImportFormat.detect(folder: path, entries: ExportDirectory.entries(at: AT_FDCWD, path) ?? [])
  }
}

extension Registry {
  /// A theme document from a Figma Variables response (`GET /v1/files/:key/variables/local`),
  /// its modes mapped to appearances by name or by `appearances` (mode name → appearance).
  public static func importFigmaVariables(
    _ file: ImportFile, name: String?, appearances: [String: Appearance] = [:], lossy: Bool = false
  ) throws(RegistryError) -> (document: ThemeDocument, report: ImportReport) {
    do {
      return try FigmaVariablesImporter.importing(
        file, name: name ?? ImportFolder.themeName(for: file.path), appearances: appearances, lossy: lossy)
    } catch {
      switch error {
      case .invalid(let validation): throw .invalidDocument(validation)
      case .lossy(let notes): throw .lossyImport(notes)
      }
    }
  }
}

extension Registry {
  /// The document of Figma's DTCG export files (one per collection and mode), read by the
  /// DTCG reader once their modes are laid out as appearances; the modes that stand for no
  /// appearance are in the report's `notMerged`.
  public static func importFigmaModeFiles(
    _ files: [ImportFile], name: String?, appearances: [String: Appearance] = [:], lossy: Bool = false
  ) throws(RegistryError) -> (document: ThemeDocument, report: DTCGImporter.Report) {
    do {
      let (inputs, ignored) = try FigmaModeFiles.inputs(files, appearances: appearances)
      var (document, report) = try DTCGImporter.importing(
        inputs, name: name ?? ImportFolder.themeName(for: files.first?.path ?? "figma"), lossy: lossy)
      report.notMerged = ignored
      return (document, report)
    } catch {
      throw .invalidDocument(error)
    }
  }
}

extension Registry {
  /// The Tokens Studio project at `path`: a folder of set files with `$themes.json` and
  /// `$metadata.json`, or one file holding every set.
  public static func tokensStudioProject(at path: String) throws(RegistryError) -> TokensStudioProject {
    let isFolder = ImportFolder.isFolder(path)
    let files: [ImportFile]
    if isFolder {
      files = try ImportFolder.files(at: path) { $0.hasSuffix(".json") }
    } else {
      guard let bytes = ImportFolder.read(path), bytes.count <= ImportSources.maximumFileBytes else {
        throw .invalidDocument(
          ThemeValidationError(issues: [
            ValidationIssue(
              path: path, message: "cannot be read, or is over \(ImportSources.maximumFileBytes >> 20) MiB")
          ]))
      }
      files = [ImportFile(path: path, bytes: bytes)]
    }
    do {
      return try TokensStudioProject(files: files, singleFile: !isFolder)
    } catch {
      throw .invalidDocument(error)
    }
  }

  /// The theme document of one permutation of a Tokens Studio project (`selection`: group →
  /// theme), and what became of every token; nothing is stored.
  public static func importTokensStudio(
    _ project: TokensStudioProject, name: String, selection: [String: String] = [:],
    appearances: [String: Appearance] = [:], lossy: Bool = false
  ) throws(RegistryError) -> (document: ThemeDocument, report: DTCGImporter.Report) {
    do {
      return try TokensStudioImporter.importing(
        project, name: name, selection: selection, appearances: appearances, lossy: lossy)
    } catch {
      switch error {
      case .invalid(let validation): throw .invalidDocument(validation)
      case .needsChoice(let group, let themes): throw .themeChoiceNeeded(group: group, themes: themes)
      case .unknownChoice(let group, let theme, let known):
        throw .unknownThemeChoice(group: group, theme: theme, known: known)
      }
    }
  }
}

extension Registry {
  /// The theme name an import gives what it read at `path` when none is given.
  public static func importName(for path: String) -> String { ImportFolder.themeName(for: path) }
}
