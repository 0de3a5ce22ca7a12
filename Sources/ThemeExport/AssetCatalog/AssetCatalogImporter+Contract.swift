import ThemeModel

extension AssetCatalogImporter: ThemeImporter {
  /// The catalog's `Contents.json` files, their paths relative to the catalog's folder.
  public static func importing(_ input: ImportInput, options: ImportOptions) throws(ImportError) -> ImportResult {
    let (document, report) = try importing(input.files, name: options.name ?? "assets", lossy: options.lossy)
    return ImportResult(document: document, report: report)
  }
}
