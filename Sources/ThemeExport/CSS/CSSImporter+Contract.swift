import ThemeModel

extension CSSImporter: ThemeImporter {
  /// The stylesheets merged in order, the later overriding.
  public static func importing(_ input: ImportInput, options: ImportOptions) throws(ImportError) -> ImportResult {
    let (document, report) = try importing(
      input.files, name: options.name ?? "theme", lossy: options.lossy, markers: options.appearances,
      modeFiles: input.modeFiles)
    return ImportResult(document: document, report: report)
  }
}
