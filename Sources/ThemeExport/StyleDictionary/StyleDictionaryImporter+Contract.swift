import ThemeModel

extension StyleDictionaryImporter: ThemeImporter {
  /// The base files deep-merged in order, each appearance's mode files over them.
  public static func importing(_ input: ImportInput, options: ImportOptions) throws(ImportError) -> ImportResult {
    let inputs =
      input.files.map { Input(name: $0.path, bytes: $0.bytes) }
      + input.modeFiles.map { Input(name: $0.file.path, bytes: $0.file.bytes, appearance: $0.appearance) }
    do {
      let (document, report) = try importing(inputs, name: options.name ?? "tokens", lossy: options.lossy)
      let located = TokenSources.located(
        document, files: inputs.map { ($0.appearance, ImportFile(path: $0.name, bytes: $0.bytes)) }, valueKey: "value"
      ) { tree in
        var translation = Translation()
        return translation.group(tree, path: [])
      }
      return ImportResult(document: located, tokens: report)
    } catch {
      throw .invalid(error)
    }
  }
}
