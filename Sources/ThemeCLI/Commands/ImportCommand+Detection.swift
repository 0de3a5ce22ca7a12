import ThemeExport
import ThemeModel
import ThemeRegistry

extension ImportCommand {
  /// The format of the first operand, said on standard error; a kind themereg does not read is
  /// a usage error naming it and the `--from` choices.
  static func detectedFormat(_ context: CommandContext) throws(CLIError) -> ImportFormat {
    let path = try context.operands(1...1_000, "FILE… | FOLDER")[0]
    let detection: ImportFormat.Detection
    switch PlainFiles.kind(path) {
    case .missing:
      throw CLIError(
        exitCode: CLIError.notFoundCode, message: "no such file or folder: \(path.printable); check the path")
    case .folder:
      detection = Registry.detectImportFormat(folder: path)
    case .file, .other:
      detection = ImportFormat.detect(file: path, bytes: try context.readDocument(path))
    }
    // One file of an Android res/ folder: the folder is what the import reads.
    if detection.format == nil, path.hasSuffix(".xml"), let res = resFolder(holding: path) {
      throw CLIError(
        exitCode: CLIError.usageCode,
        message:
          partOfResFolder(
            path, reads: "which the import reads whole", then: "give it: themereg import \(res.printable)")
      )
    }
    let choices = ImportFormat.allCases.filter { $0 != .auto }.map(\.rawValue).joined(separator: ", ")
    if detection.isThemeDocument {
      throw CLIError(
        exitCode: CLIError.usageCode,
        message:
          "\(path.printable) is a themereg theme document already; commit it with `themereg commit \(path.printable) -m MSG`"
      )
    }
    guard let format = detection.format else {
      throw CLIError(
        exitCode: CLIError.usageCode,
        message:
          "\(path.printable) looks like \(detection.reason), which themereg cannot import; give --from (\(choices)) if it is one of those"
      )
    }
    context.console.error(
      "Reading \(path.printable) as \(format.rawValue) (\(detection.reason)); --from chooses another")
    return format
  }
}
