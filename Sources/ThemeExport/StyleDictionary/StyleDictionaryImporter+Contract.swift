import ThemeModel

extension StyleDictionaryImporter: ThemeImporter {
  /// The base files deep-merged in order, each appearance's mode files over them.
  public static func importing(_ input: ImportInput, options: ImportOptions) throws(ImportError) -> ImportResult {
    let inputs =
      input.files.map { Input(name: $0.path, bytes: $0.bytes) }
      + input.modeFiles.map { Input(name: $0.file.path, bytes: $0.file.bytes, appearance: $0.appearance) }
    do {
      let (document, report) = try importing(inputs, name: options.name ?? "tokens", lossy: options.lossy)
      return ImportResult(document: document, tokens: report)
    } catch {
      throw .invalid(error)
    }
  }
}
