import ThemeModel

extension TokensStudioImporter: ThemeImporter {
  /// A project: a folder's set files (paths relative to it) with `$themes.json` and
  /// `$metadata.json`, or one file (its path the root) holding every set; one permutation,
  /// by the options' selection.
  public static func importing(_ input: ImportInput, options: ImportOptions) throws(ImportError) -> ImportResult {
    let singleFile = input.files.count == 1 && input.files.first?.path == input.roots.first
    let project: TokensStudioProject
    do {
      project = try TokensStudioProject(files: input.files, singleFile: singleFile)
    } catch {
      throw .invalid(error)
    }
    do {
      let (document, report) = try importing(
        project, name: options.name ?? "tokens", selection: options.selection, appearances: options.appearances,
        lossy: options.lossy)
      return ImportResult(document: document, tokens: report)
    } catch {
      switch error {
      case .invalid(let validation): throw .invalid(validation)
      case .needsChoice(let group, let themes): throw .needsChoice(group: group, themes: themes)
      case .unknownChoice(let group, let theme, let known):
        throw .unknownChoice(group: group, theme: theme, known: known)
      }
    }
  }
}
