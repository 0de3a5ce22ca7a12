import ThemeModel

extension CommandContext {
  /// The export configuration: `--config FILE`, else `themereg.export.json` beside the registry
  /// (in the working folder for a server registry) when there is one, else the default. A
  /// configuration that cannot be read or is not valid is refused before anything is done;
  /// `consequence` says what was not (`nothing was exported`).
  func exportConfiguration(consequence: String) throws(CLIError) -> (value: ExportConfiguration, path: String?) {
    let path: String
    if let given = value(ExportCommand.Options.configuration) {
      path = given
    } else {
      let database = databasePath
      let folder =
        database.contains("://") ? "" : database.lastIndex(of: "/").map { String(database[...$0]) } ?? ""
      path = folder + ExportConfiguration.fileName
      guard PlainFiles.kind(path) != .missing else { return (.default, nil) }
    }
    let bytes = try readFile(
      path, limit: ThemeLimits.documentBytes + 1, expecting: "an export configuration file")
    do {
      return (try ExportConfiguration(bytes: bytes), path)
    } catch {
      let problems = error.issues.map { "\($0.path): \($0.message)" }.joined(separator: "; ")
      throw CLIError(
        exitCode: CLIError.dataCode,
        message:
          "\(path.printable) is not a valid export configuration (\(ExportConfiguration.format)): \(problems.printable); fix it, \(consequence)"
      )
    }
  }
}
