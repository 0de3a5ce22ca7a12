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
  /// `import --from figma variables.json [--appearance "Dark HC=darkHighContrast"]`, or the
  /// files of Figma's DTCG export (`Primitives.Mode 1.json Semantic.Light.json …`).
  static func importFigmaVariables(_ context: CommandContext, message: String?) throws(CLIError) -> Int32 {
    let paths = try context.operands(1...256, "FILE")
    var appearances: [String: Appearance] = [:]
    for choice in try context.values(Options.appearance) { appearances[choice.context] = choice.appearance }
    var files: [ImportFile] = []
    for path in paths { files.append(ImportFile(path: path, bytes: try context.readDocument(path))) }
    let isModeFile = { (file: ImportFile) in (try? JSONParser.parse(file.bytes)).map(FigmaModeFiles.isModeFile) ?? false
    }
    guard files.count == 1, !isModeFile(files[0]) else {
      let document: ThemeDocument
      let report: DTCGImporter.Report
      do {
        (document, report) = try Registry.importFigmaModeFiles(
          files, name: context.value(Options.name), appearances: appearances, lossy: context.isSet(Options.lossy))
      } catch {
        throw CLIError(error, source: paths.joined(separator: ", "))
      }
      if !context.json { summarize(report, console: context.console) }
      return try printOrCommit(document, report: json(report), message: message, context)
    }
    let path = paths[0]
    let file = files[0]
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
