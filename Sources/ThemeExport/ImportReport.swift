import ThemeModel

/// A file an importer reads: its path as the user's tree has it, and its bytes.
public struct ImportFile: Sendable, Equatable {
  /// The path, relative to what the user named (`Colors/brand.colorset/Contents.json`).
  public var path: String
  /// The file's bytes.
  public var bytes: [UInt8]

  /// Creates a file.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}

/// One value an import did something to other than map it as written: where it is, what it
/// is (a colour's name and appearance, say) and what happened.
public struct ImportNote: Sendable, Equatable {
  /// Where the value is.
  public var location: SourceLocation
  /// What it is: a colour name, with the variant where there is one.
  public var subject: String
  /// What happened, or why it could not be kept.
  public var message: String

  /// Creates a note.
  public init(location: SourceLocation, subject: String, message: String) {
    self.location = location
    self.subject = subject
    self.message = message
  }
}

/// What an import mapped, kept and could not keep: nothing is lost without a line here.
public struct ImportReport: Sendable, Equatable {
  /// How many colours have a value of their own in each appearance.
  public var colorsByAppearance: [Appearance: Int] = [:]
  /// How many colours are aliases of another.
  public var aliases = 0
  /// The image names it recorded.
  public var images: [String] = []
  /// Folders of kinds that hold no theme value (app icons, symbols, data), not read.
  public var otherSets: [String] = []
  /// Values kept as they are in the theme's extensions (an idiom's own variant, say).
  public var kept: [ImportNote] = []
  /// Values read and left out by the format's rules, not lost from the theme: a component's
  /// own custom property, a value for a breakpoint.
  public var ignored: [ImportNote] = []
  /// Contrast pairs the source itself states (Material's `colorOnPrimary` on `colorPrimary`),
  /// added to the theme's `pairs`, each with where its foreground role is.
  public var pairs: [ImportNote] = []
  /// Material 3 roles the source's app theme maps (`colorPrimary` → `primary`), added to the
  /// theme's `roles.material3`, each with where it is set.
  public var roles: [ImportNote] = []
  /// Values converted exactly into a form the theme holds (a gray into sRGB, say).
  public var converted: [ImportNote] = []
  /// Values it could not keep: the import is refused unless it is asked to be lossy, and then
  /// each is listed.
  public var unmapped: [ImportNote] = []
  /// CSS: the mode names rules choose with a mode attribute that name no appearance
  /// (`[data-md-color-scheme=slate]` → `slate`), whose custom properties were not merged;
  /// `ImportOptions.appearances` gives them one.
  public var unnamedModes: [String] = []
  /// The export record the theme was restored from (`ExportSourceRecord`), when there was one.
  public var restoredFrom: String?
  /// For the token formats (DTCG, Style Dictionary, Tokens Studio, Figma's DTCG export), the
  /// account by token path: mapped, kept, earlier drafts' forms read, left out.
  public var tokens: DTCGImporter.Report?

  /// Creates an empty report.
  public init() {}
}

/// An import that could not keep everything, refused because it was not asked to be lossy.
public struct LossyImportError: Error, Sendable, Equatable {
  /// What it could not keep.
  public var unmapped: [ImportNote]
}

/// Why a value has no theme form, in words (an importer's note or issue carries it).
struct ImportProblem: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

extension ImportError {
  /// The theme document an importer assembled: refused when values were left out and the
  /// import is not lossy, or when it found no colour (`none` says where it looked).
  static func document(
    name: String, colors: [JSONMember], sections: [JSONMember], report: ImportReport, lossy: Bool,
    sources: [String: [Appearance: SourceLocation]] = [:], none: String
  ) throws(ImportError) -> ThemeDocument {
    if !report.unmapped.isEmpty && !lossy { throw .lossy(report.unmapped) }
    guard !colors.isEmpty else {
      throw .invalid(ThemeValidationError(issues: [ValidationIssue(path: "$", message: none)]))
    }
    var sections = sections
    if let member = ImportedSources.member(colors.map { ($0.key, sources[$0.key] ?? [:]) }) {
      // Where each value came from joins the importer's own extensions.
      var extensions = sections.first { $0.key == "extensions" }?.value.objectMembers ?? []
      extensions.append(member)
      sections.removeAll { $0.key == "extensions" }
      sections.append(JSONMember("extensions", .object(extensions)))
    }
    let members =
      [
        JSONMember("format", .string(Theme.formatIdentifier)), JSONMember("name", .string(name)),
        JSONMember("colors", .object(colors)),
      ] + sections
    do throws(ThemeValidationError) {
      // Validated as built: writing it out and parsing it again gave the same value for twice the work.
      let document = try ThemeDocument(json: .object(members))
      guard document.canonicalBytes.count <= ThemeLimits.documentBytes else {
        throw ThemeValidationError(issues: [
          ValidationIssue(
            path: "$",
            message:
              "the imported document is \(document.canonicalBytes.count) bytes; the limit is \(ThemeLimits.documentBytes) bytes (8 MiB)"
          )
        ])
      }
      return document
    } catch {
      throw .invalid(error)
    }
  }
}
