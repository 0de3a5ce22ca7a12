import ThemeExport
import ThemeModel
import ThemeRegistry

extension ImportCommand {
  /// What the operands name, read for `format`: folders through the registry (bounded, never
  /// through a link), files here (`-` is standard input), the `--mode` files beside them;
  /// and how a problem names the input.
  static func input(_ format: ImportFormat, _ context: CommandContext) throws(CLIError) -> (ImportInput, String) {
    switch format {
    case .xcassets, .android, .tokensStudio:
      let paths: [String]
      switch format {
      case .xcassets:
        paths = try context.operands(1...1, "FOLDER")
        try checkFolder(paths[0], what: "the asset catalog's folder (the one named NAME.xcassets)")
      case .android:
        paths = try context.operands(1...64, "FOLDER")
        for path in paths {
          if let res = resFolder(holding: path) {
            throw CLIError(
              exitCode: CLIError.usageCode,
              message:
                partOfResFolder(
                  path, reads: "which the import reads whole", then: "give it: themereg import \(res.printable)")
            )
          }
          try checkFolder(path, what: "a res/ folder (the one holding values/ and values-night/)")
        }
      default:
        paths = try context.operands(1...1, "FOLDER | FILE")
      }
      do {
        return (try Registry.importInput(format, at: paths), paths.joined(separator: ", "))
      } catch {
        throw CLIError(error, source: paths.joined(separator: ", "))
      }
    default:
      let paths = try context.operands(format == .styleDictionary ? 1...1_000 : 1...256, "FILE")
      var files: [ImportFile] = []
      for path in paths { files.append(ImportFile(path: path, bytes: try context.readDocument(path))) }
      var modeFiles: [(appearance: Appearance, file: ImportFile)] = []
      for mode in try context.values(Options.mode) {
        modeFiles.append((mode.appearance, ImportFile(path: mode.path, bytes: try context.readDocument(mode.path))))
      }
      guard format == .dtcg else {
        var input = ImportInput(files: files, roots: paths, modeFiles: modeFiles)
        if format == .css, paths.count == 1, paths[0] != "-" {
          do {
            input.exportRecord = try Registry.exportRecord(beside: paths[0])
          } catch {
            throw CLIError(error, source: paths[0])
          }
        }
        return (input, paths.joined(separator: ", "))
      }
      // A resolver's sources are read relative to it (wherever it is among the files), and
      // every file counts against the limits.
      let resolverPath = files.first { DTCGImporter.isResolver($0.bytes) }?.path ?? paths[0]
      let sources = ImportSources(resolverPath: resolverPath)
      for file in files {
        do {
          try sources.count(file.bytes, name: file.path)
        } catch {
          throw CLIError(.invalidDocument(error), source: file.path)
        }
      }
      let input = ImportInput(files: files, roots: paths, modeFiles: modeFiles) {
        (reference) throws(ThemeValidationError) in try sources.read(reference)
      }
      return (input, paths.joined(separator: ", "))
    }
  }

  /// The `res/` folder of a path that is one of its resource folders (`res/values`) or a file in
  /// one (`res/values/colors.xml`): what was meant instead.
  static func resFolder(holding path: String) -> String? {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if parts.last == "" { parts.removeLast() }
    if parts.last?.hasSuffix(".xml") == true { parts.removeLast() }
    guard let folder = parts.last,
      folder == "values" || folder.hasPrefix("values-") || folder == "color"
        || folder.hasPrefix("color-")
    else { return nil }
    parts.removeLast()
    return parts.isEmpty ? "." : parts.joined(separator: "/").isEmpty ? "/" : parts.joined(separator: "/")
  }

  /// "PATH is one file (or folder) of a res/ folder, READS (…); THEN": what a part of a res/
  /// folder given for the whole of it is told.
  static func partOfResFolder(_ path: String, reads: String, then: String) -> String {
    "\(path.printable) is one \(path.hasSuffix(".xml") ? "file" : "folder") of a res/ folder, \(reads) (values/, values-night/, color/); \(then)"
  }

  /// Refuses a path that is no folder, saying what to give instead.
  static func checkFolder(_ path: String, what: String) throws(CLIError) {
    switch PlainFiles.kind(path) {
    case .missing:
      throw CLIError(exitCode: CLIError.notFoundCode, message: "no such folder: \(path.printable); check the path")
    case .file, .other:
      throw CLIError(exitCode: CLIError.usageCode, message: "\(path.printable) is a file; give \(what)")
    case .folder: break
    }
  }
}
