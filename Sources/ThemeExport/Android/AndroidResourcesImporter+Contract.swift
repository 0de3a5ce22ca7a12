import ThemeModel

extension AndroidResourcesImporter: ThemeImporter {
  /// The XML files of the `res/` folders the roots name, each file's path starting with its
  /// folder; the folders merge in the roots' order.
  public static func importing(_ input: ImportInput, options: ImportOptions) throws(ImportError) -> ImportResult {
    var remaining = input.files
    var folders: [[ImportFile]] = []
    for root in input.roots {
      let prefix = root.hasSuffix("/") ? root : root + "/"
      // Each file belongs to the first folder that holds it.
      folders.append(remaining.filter { $0.path.hasPrefix(prefix) })
      remaining.removeAll { $0.path.hasPrefix(prefix) }
    }
    let (document, report) = try importing(
      folders, roots: input.roots, name: options.name ?? "android", lossy: options.lossy)
    return ImportResult(document: document, report: report)
  }
}
