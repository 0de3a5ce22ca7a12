import ThemeExport
import ThemeModel
import ThemeRegistry

extension ImportCommand {
  /// `import --from style-dictionary tokens/**/*.json [--mode dark=modes/dark.json]`.
  static func importStyleDictionary(_ context: CommandContext, message: String?) throws(CLIError) -> Int32 {
    let paths = try context.operands(1...1_000, "FILE")
    var inputs: [StyleDictionaryImporter.Input] = []
    for path in paths { inputs.append(.init(name: path, bytes: try context.readDocument(path))) }
    for mode in try context.values(Options.mode) {
      inputs.append(.init(name: mode.path, bytes: try context.readDocument(mode.path), appearance: mode.appearance))
    }
    let document: ThemeDocument
    let report: DTCGImporter.Report
    do {
      (document, report) = try Registry.importStyleDictionary(
        inputs, name: context.value(Options.name), lossy: context.isSet(Options.lossy))
    } catch {
      throw CLIError(error, source: inputs.map(\.name).joined(separator: ", "))
    }
    if !context.json { summarize(report, console: context.console) }
    return try printOrCommit(document, report: json(report), message: message, context)
  }
}

extension ImportCommand {
  /// `import --from figma variables.json [--appearance "Dark HC=darkHighContrast"]`.
  static func importFigmaVariables(_ context: CommandContext, message: String?) throws(CLIError) -> Int32 {
    let path = try context.operands(1...1, "FILE")[0]
    var appearances: [String: Appearance] = [:]
    for choice in try context.values(Options.appearance) { appearances[choice.context] = choice.appearance }
    let file = ImportFile(path: path, bytes: try context.readDocument(path))
    let document: ThemeDocument
    let report: ImportReport
    do {
      (document, report) = try Registry.importFigmaVariables(
        file, name: context.value(Options.name), appearances: appearances, lossy: context.isSet(Options.lossy))
    } catch {
      throw CLIError(error, source: path)
    }
    if !context.json { summarize(report, console: context.console) }
    return try printOrCommit(document, report: json(report), message: message, context)
  }
}
