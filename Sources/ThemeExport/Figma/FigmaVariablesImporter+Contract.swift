import ThemeModel

extension FigmaVariablesImporter: ThemeImporter {
  /// One Variables response, or the files of Figma's own DTCG export (one per collection and
  /// mode), told apart by their content.
  public static func importing(_ input: ImportInput, options: ImportOptions) throws(ImportError) -> ImportResult {
    let name = options.name ?? "figma"
    if input.files.count == 1, let file = input.files.first,
      (try? JSONParser.parse(file.bytes)).map(FigmaModeFiles.isModeFile) != true
    {
      let (document, report) = try importing(file, name: name, appearances: options.appearances, lossy: options.lossy)
      return ImportResult(document: document, report: report)
    }
    do {
      let (inputs, ignored) = try FigmaModeFiles.inputs(input.files, appearances: options.appearances)
      var (document, report) = try DTCGImporter.importing(inputs, name: name, lossy: options.lossy)
      report.notMerged = ignored
      let located = TokenSources.located(
        document,
        files: inputs.map { ($0.appearance ?? .light, ImportFile(path: $0.name, bytes: $0.bytes)) }, valueKey: "$value")
      return ImportResult(document: located, tokens: report)
    } catch {
      throw .invalid(error)
    }
  }
}
