import ThemeFiles
import ThemeModel

/// Builds the files of an export. Deterministic: the same inputs give the same bytes.
public enum ThemeExporter {
  /// The files of `format` for `source`; a bundle also carries the canonical document, the
  /// audit run and approval (as JSON) and a manifest of SHA-256 hashes.
  public static func files(
    format: ExportFormat, source: ExportSource, audit: JSONValue? = nil, approval: JSONValue? = nil,
    signatures: [ExportFile] = []
  ) -> [ExportFile] {
    switch format {
    case .css: return CSSExporter.files(source)
    case .android:
      return AndroidExporter.files(source) + AndroidMaterialTheme.files(source) + ComposeExporter.files(source)
    case .ios: return IOSExporter.files(source) + SwiftUIExporter.files(source) + AssetCatalogExporter.files(source)
    case .xcassets: return AssetCatalogExporter.files(source)
    case .dtcg: return DTCGExporter.files(source)
    case .bundle:
      var files =
        CSSExporter.files(source) + AndroidExporter.files(source) + ComposeExporter.files(source)
        + IOSExporter.files(source)
        + SwiftUIExporter.files(source) + AssetCatalogExporter.files(source) + DTCGExporter.files(source)
      files.append(ExportFile(path: "theme.json", bytes: source.document.canonicalBytes))
      files.append(ExportFile(path: "audit.json", bytes: JSONWriter.bytes(audit ?? .null, options: .pretty) + [0x0A]))
      let approvalJSON = approval ?? .object([JSONMember("approved", .bool(false))])
      files.append(ExportFile(path: "approval.json", bytes: JSONWriter.bytes(approvalJSON, options: .pretty) + [0x0A]))
      // Signed approvals' statements and signatures, and the keys trusted to sign them.
      files += signatures
      if let configuration = source.configuration.json {
        // The configuration it was made with travels with the bundle, so the files can be made again.
        files.append(
          ExportFile(
            path: ExportConfiguration.fileName, bytes: JSONWriter.bytes(configuration, options: .canonical) + [0x0A]))
      }
      files.sort { $0.path.precedesByCodePoint($1.path) }
      files.append(manifest(source, files))
      return files
    }
  }

  static func manifest(_ source: ExportSource, _ files: [ExportFile]) -> ExportFile {
    var members = [
      JSONMember("format", .string(BundleVerifier.manifestFormat)), JSONMember("theme", .string(source.theme.name)),
      JSONMember("version", .integer(source.version)),
      JSONMember("contentHash", .string(source.contentHash)),
      JSONMember("approved", .bool(source.approved)),
    ]
    if let hash = source.configuration.hash { members.append(JSONMember("configuration", .string(hash))) }
    members.append(
      JSONMember("files", .object(files.map { JSONMember($0.path, .string(ContentHash(of: $0.bytes).description)) })))
    let manifest = JSONValue.object(members)
    return ExportFile(path: BundleVerifier.manifestName, bytes: JSONWriter.bytes(manifest, options: .pretty) + [0x0A])
  }
}

/// Checks an exported bundle against its manifest.
public enum BundleVerifier {
  /// The manifest's file name.
  public static let manifestName = "manifest.json"
  /// The manifest's format identifier.
  public static let manifestFormat = "themereg.bundle/1"

  /// The hash of the export configuration a bundle was made with, `nil` for the default.
  public static func configuration(files: [String: [UInt8]]) -> String? {
    files[manifestName].flatMap { try? JSONParser.parse($0) }?["configuration"]?.stringValue
  }

  /// Every problem of a bundle whose files (relative path → bytes) are given; empty when it verifies.
  public static func problems(files: [String: [UInt8]]) -> [String] {
    guard let manifestBytes = files[manifestName] else {
      return ["\(manifestName) is missing; this is not a themereg bundle"]
    }
    guard let manifest = try? JSONParser.parse(manifestBytes), manifest["format"]?.stringValue == manifestFormat,
      let listed = manifest["files"]?.objectMembers
    else {
      return ["\(manifestName) is not a \(manifestFormat) manifest"]
    }
    var problems: [String] = []
    let present = Set(files.keys).subtracting([manifestName])
    for entry in listed {
      guard let bytes = files[entry.key] else {
        problems.append("\(entry.key) is listed in the manifest but missing")
        continue
      }
      let actual = ContentHash(of: bytes).description
      if entry.value.stringValue != actual {
        problems.append(
          "\(entry.key) was changed: its SHA-256 is \(actual), the manifest says \(entry.value.stringValue ?? "?")")
      }
    }
    for path in present.subtracting(listed.map(\.key)).sorted() {
      problems.append("\(path) is not listed in the manifest")
    }
    let recorded = manifest["configuration"]?.stringValue
    switch (recorded, files[ExportConfiguration.fileName]) {
    case (nil, nil): break
    case (let hash?, nil): problems.append("the manifest names the export configuration \(hash), which is missing")
    case (nil, _?):
      problems.append("\(ExportConfiguration.fileName) is in the bundle, but the manifest names no configuration")
    case (let hash?, let bytes?):
      let actual = (try? ExportConfiguration(bytes: bytes))?.hash
      if actual != hash {
        problems.append("\(ExportConfiguration.fileName) is not the configuration \(hash) the manifest names")
      }
    }
    if let theme = files["theme.json"] {
      do {
        let document = try ThemeDocument(bytes: theme)
        if document.contentHash.description != manifest["contentHash"]?.stringValue {
          problems.append("theme.json hashes to \(document.contentHash), not the manifest's contentHash")
        }
      } catch {
        problems.append("theme.json is not a valid theme: \(error)")
      }
    }
    return problems
  }
}
