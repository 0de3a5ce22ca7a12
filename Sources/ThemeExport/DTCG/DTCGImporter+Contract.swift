import ThemeModel

extension DTCGImporter: ThemeImporter {
  /// The files (a resolver among them, or token files merged in order) and the mode files
  /// laid over them; the theme's name is the one themereg recorded unless the options name one.
  public static func importing(_ input: ImportInput, options: ImportOptions) throws(ImportError) -> ImportResult {
    let inputs =
      input.files.map { Input(name: $0.path, bytes: $0.bytes) }
      + input.modeFiles.map { Input(name: $0.file.path, bytes: $0.file.bytes, appearance: $0.appearance) }
    do {
      var (document, report) = try importing(
        inputs, name: options.name,
        resolving: DTCGResolver.Inputs(contexts: options.contexts, appearances: options.appearances),
        lossy: options.lossy, load: input.load)
      // A resolver reads files of its own; the sources are those of the files given.
      if !inputs.contains(where: { isResolver($0.bytes) }) {
        document = TokenSources.located(
          document,
          files: inputs.map { ($0.appearance ?? mode(of: $0.name), ImportFile(path: $0.name, bytes: $0.bytes)) },
          valueKey: "$value")
      }
      return ImportResult(document: document, tokens: report)
    } catch {
      throw .invalid(error)
    }
  }
}

extension ImportResult {
  /// The result of a token format: its account by token path, and the colours per appearance.
  init(document: ThemeDocument, tokens: DTCGImporter.Report) {
    var report = ImportReport()
    report.tokens = tokens
    for color in document.theme.colors {
      for appearance in color.values.keys {
        report.colorsByAppearance[appearance, default: 0] += 1
      }
    }
    self.init(document: document, report: report)
  }
}
