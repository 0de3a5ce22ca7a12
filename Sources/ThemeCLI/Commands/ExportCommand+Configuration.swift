import ThemeModel

extension ExportCommand {
  /// The export configuration: `--config FILE`, else `themereg.export.json` beside the registry
  /// (in the working folder for a server registry) when there is one, else the default. A
  /// configuration that cannot be read or is not valid is refused before anything is written.
  static func exportConfiguration(_ context: CommandContext) throws(CLIError) -> (
    value: ExportConfiguration, path: String?
  ) {
    let path: String
    if let given = context.value(Options.configuration) {
      path = given
    } else {
      let database = context.databasePath
      let folder =
        database.contains("://") ? "" : database.lastIndex(of: "/").map { String(database[...$0]) } ?? ""
      path = folder + ExportConfiguration.fileName
      guard PlainFiles.kind(path) != .missing else { return (.default, nil) }
    }
    let bytes = try context.readFile(
      path, limit: ThemeLimits.documentBytes + 1, expecting: "an export configuration file")
    do {
      return (try ExportConfiguration(bytes: bytes), path)
    } catch {
      let problems = error.issues.map { "\($0.path): \($0.message)" }.joined(separator: "; ")
      throw CLIError(
        exitCode: CLIError.dataCode,
        message:
          "\(path.printable) is not a valid export configuration (\(ExportConfiguration.format)): \(problems.printable); fix it, nothing was exported"
      )
    }
  }
}
