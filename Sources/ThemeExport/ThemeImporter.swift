import ThemeModel

/// The one contract of every format that reads a team's theme where it lives: files in, a
/// theme document and its mapping report out, pure (what it must read besides its files, a
/// resolver's sets, it asks `ImportInput.load` for). `ImportFormat.importer` names each
/// format's conformance, so a caller parses the format once and imports through this seam.
public protocol ThemeImporter {
  /// The document `input` describes, and what became of every value.
  static func importing(_ input: ImportInput, options: ImportOptions) throws(ImportError) -> ImportResult
}

/// What an importer reads: the files in merge order, each path starting with the folder or
/// file the user named.
public struct ImportInput {
  /// The files (for a folder format, every file under `roots`).
  public var files: [ImportFile]
  /// The folders or files the user named, in order: an Android import merges one `res/`
  /// folder per root; a Tokens Studio project is a folder, or one file.
  public var roots: [String]
  /// Files laid over the base for one appearance (DTCG, Style Dictionary, CSS).
  public var modeFiles: [(appearance: Appearance, file: ImportFile)]
  /// Reads a file the input names (a DTCG resolver's sets, relative to the resolver); nil
  /// when there is none.
  public var load: (String) throws(ThemeValidationError) -> [UInt8]?
  /// The record a themereg export left beside these files (`ExportSourceRecord`), which the
  /// import restores the rest of the theme from.
  public var exportRecord: ImportFile?

  /// Creates an input.
  public init(
    files: [ImportFile], roots: [String], modeFiles: [(appearance: Appearance, file: ImportFile)] = [],
    load: @escaping (String) throws(ThemeValidationError) -> [UInt8]? = { _ in nil }
  ) {
    self.files = files
    self.roots = roots
    self.modeFiles = modeFiles
    self.load = load
  }
}

/// What an import is told besides its files; each format reads the choices that apply to it.
public struct ImportOptions: Sendable, Equatable {
  /// The theme's name; nil for the format's own (DTCG: the one themereg recorded).
  public var name: String?
  /// Whether values that cannot be kept are left out, each listed, instead of refusing.
  public var lossy: Bool
  /// A mode, context or theme name → the appearance it stands for (Figma, DTCG resolvers,
  /// Tokens Studio; a class name or mode attribute value in CSS), where its name does not say.
  public var appearances: [String: Appearance]
  /// A DTCG resolver modifier → the context to use.
  public var contexts: [String: String]
  /// A Tokens Studio group of themes → the theme to use.
  public var selection: [String: String]

  /// Creates options.
  public init(
    name: String?, lossy: Bool = false, appearances: [String: Appearance] = [:], contexts: [String: String] = [:],
    selection: [String: String] = [:]
  ) {
    self.name = name
    self.lossy = lossy
    self.appearances = appearances
    self.contexts = contexts
    self.selection = selection
  }
}

/// A theme document and the account of its import.
public struct ImportResult: Sendable {
  /// The document, valid.
  public var document: ThemeDocument
  /// What became of every value.
  public var report: ImportReport

  /// Creates a result.
  public init(document: ThemeDocument, report: ImportReport) {
    self.document = document
    self.report = report
  }
}

/// Why an import was refused: its files are not what the format says, it could not keep
/// every value and was not asked to be lossy, or it needs a choice it was not given.
public enum ImportError: Error, Sendable, Equatable {
  /// A file is malformed, or the values make no valid theme; each issue names its file.
  case invalid(ThemeValidationError)
  /// Values the theme cannot hold; a lossy import leaves them out, listed.
  case lossy([ImportNote])
  /// A group of themes (Tokens Studio) has several and none was chosen.
  case needsChoice(group: String, themes: [String])
  /// A choice names a group or theme the source does not have.
  case unknownChoice(group: String, theme: String, known: [String])
}

extension ImportFormat {
  /// The importer of the format; nil for `auto`, which is told before importing.
  public var importer: (any ThemeImporter.Type)? {
    switch self {
    case .auto: nil
    case .dtcg: DTCGImporter.self
    case .xcassets: AssetCatalogImporter.self
    case .android: AndroidResourcesImporter.self
    case .css: CSSImporter.self
    case .styleDictionary: StyleDictionaryImporter.self
    case .figma: FigmaVariablesImporter.self
    case .tokensStudio: TokensStudioImporter.self
    }
  }
}
