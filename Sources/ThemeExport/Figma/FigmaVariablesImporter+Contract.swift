import ThemeModel

extension FigmaVariablesImporter: ThemeImporter {
  /// One Variables response, or the files of Figma's own DTCG export (one per collection and
  /// mode), told apart by their content.
  public static func importing(_ input: ImportInput, options: ImportOptions) throws(ImportError) -> ImportResult {
    let name = options.name ?? "figma"
    // One parse tells a response from a mode file and serves the response's reader.
    if input.files.count == 1, let file = input.files.first {
      let (root, map) = try parsed(file)
      if !FigmaModeFiles.isModeFile(root) {
        let (document, report) = try importing(
          file, root: root, map: map, name: name, appearances: options.appearances, lossy: options.lossy)
        return ImportResult(document: document, report: report)
      }
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
