import ThemeModel

/// An Xcode asset catalog (`Assets.xcassets`) read into a theme document: every colour set at
/// any depth, named as code finds it (`Colors/Label/secondary` below folders that provide a
/// namespace), with its any, dark (`luminosity`) and Increase Contrast (`contrast: high`)
/// variants, and every image set's name as an image record. Components are read in each form
/// Xcode writes — floats (`"0.980"`), 8-bit integers (`"250"`) and hex (`"0xFA"`) — in the
/// sRGB, extended sRGB, Display P3 and gray gamma 2.2 spaces. What has no place in a theme (an
/// idiom's own variant, a system colour by reference) is kept in the extensions or reported,
/// never dropped without a word.
public enum AssetCatalogImporter {
  /// Where the variants a theme has no place for are kept: `extensions["org.themereg.xcassets"]`.
  public static let extensionKey = "org.themereg.xcassets"

  /// The document and the report of the catalog whose `Contents.json` files are `files` (paths
  /// relative to the catalog folder).
  public static func importing(_ files: [ImportFile], name: String, lossy: Bool) throws(ImportError)
    -> (document: ThemeDocument, report: ImportReport)
  {
    let catalog = try Catalog(files)
    var report = ImportReport()
    var colors: [JSONMember] = []
    var keptVariants: [JSONMember] = []
    let colorSets = catalog.sets(ofType: "colorset")
    let imageSets = catalog.sets(ofType: "imageset")
    var duplicates: [ValidationIssue] = []
    var seen: [String: String] = [:]
    for set in colorSets + imageSets {
      let kind = set.folder.path.hasSuffix(".colorset") ? "colour" : "image"
      if let other = seen[kind + "\u{0}" + set.name] {
        duplicates.append(
          ValidationIssue(
            path: set.folder.file, message: "the \(kind) \(JSONWriter.quoted(set.name)) is also defined by \(other)"))
      }
      seen[kind + "\u{0}" + set.name] = set.folder.file
    }
    if !duplicates.isEmpty { throw .invalid(ThemeValidationError(issues: duplicates)) }
    var sources: [String: [Appearance: SourceLocation]] = [:]
    for set in colorSets {
      let read = catalog.readColorSet(set, report: &report)
      sources[set.name] = read.locations
      if !read.kept.isEmpty { keptVariants.append(JSONMember(set.name, .array(read.kept))) }
      guard let value = read.value else { continue }
      colors.append(JSONMember(set.name, value))
    }
    var images: [JSONMember] = []
    for set in imageSets {
      images.append(JSONMember(set.name, .object([JSONMember("asset", .string(set.name))])))
      report.images.append(set.name)
    }
    report.otherSets = catalog.otherSets
    var sections: [JSONMember] = []
    if !images.isEmpty { sections.append(JSONMember("images", .object(images))) }
    if !keptVariants.isEmpty {
      sections.append(
        JSONMember(
          "extensions", .object([JSONMember(extensionKey, .object([JSONMember("variants", .object(keptVariants))]))])))
    }
    let document = try ImportError.document(
      name: name, colors: colors, sections: sections, report: report, lossy: lossy, sources: sources,
      none: "the catalog has no colour sets")
    return (document, report)
  }
}

/// The parsed `Contents.json` files of a catalog, by folder.
struct Catalog {
  struct Folder {
    let path: String
    let file: String
    let json: JSONValue
    let sourceMap: SourceMap
  }

  /// A set: its folder and the name code uses for it.
  struct AssetSet {
    let folder: Folder
    let name: String
  }

  var folders: [String: Folder] = [:]

  /// The sets of kinds that hold no theme value (app icons, symbols, data), listed by the report.
  var otherSets: [String] {
    folders.keys.sorted().filter { path in
      let last = path.split(separator: "/").last ?? ""
      guard let dot = last.lastIndex(of: ".") else { return false }
      let kind = last[last.index(after: dot)...]
      return kind.hasSuffix("set") && kind != "colorset" && kind != "imageset"
    }
  }

  init(_ files: [ImportFile]) throws(ImportError) {
    var issues: [ValidationIssue] = []
    for file in files where file.path == "Contents.json" || file.path.hasSuffix("/Contents.json") {
      let folder = String(file.path.dropLast("Contents.json".count).dropLast(file.path == "Contents.json" ? 0 : 1))
      do {
        let (json, map) = try JSONParser.parseWithSourceMap(file.bytes)
        folders[folder] = Folder(path: folder, file: file.path, json: json, sourceMap: map)
      } catch {
        issues += error.issues.map { ValidationIssue(path: file.path, message: $0.description) }
      }
    }
    if !issues.isEmpty { throw .invalid(ThemeValidationError(issues: issues)) }
  }

  /// The sets of `type` (`colorset`), in path order, each named with the namespaces of the
  /// folders above it; names two sets share are refused, naming both.
  func sets(ofType type: String) -> [AssetSet] {
    let suffix = "." + type
    var sets: [AssetSet] = []
    for path in folders.keys.sorted() {
      let last = path.split(separator: "/").last.map(String.init) ?? path
      guard let dot = last.lastIndex(of: ".") else { continue }
      let kind = last[dot...]
      guard kind == suffix else { continue }
      sets.append(AssetSet(folder: folders[path]!, name: namespace(of: path) + String(last[..<dot])))
    }
    return sets
  }

  /// The namespace prefix of the set at `path`: each folder above it that provides one.
  func namespace(of path: String) -> String {
    let components = path.split(separator: "/").map(String.init)
    var prefix = ""
    for depth in 1..<max(components.count, 1) {
      let folder = components[..<depth].joined(separator: "/")
      if folders[folder]?.json["properties"]?["provides-namespace"]?.boolValue == true {
        prefix += components[depth - 1] + "/"
      }
    }
    return prefix
  }
}
