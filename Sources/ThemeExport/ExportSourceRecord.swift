import ThemeFiles
import ThemeModel

/// The record an export of a format that holds colours only (CSS, Android resources, an asset
/// catalog) leaves beside its files — `NAME.themereg.json` beside `NAME.css`, `android/` or
/// `Colors.xcassets` — so importing the files back gives the same theme: the whole document
/// (typography, components, pairs, media, policy, aliases: what the format cannot carry), and
/// which exported identifier is which theme colour.
///
/// Importing restores from it: a colour whose value in the files is still what the export
/// wrote keeps the document's own value (an alias, a P3 colour, an HC value the format has no
/// place for); one edited in the files takes the edit; one deleted there is deleted; one added
/// there is added. Nothing edited, the content hash is the exported version's.
public enum ExportSourceRecord {
  /// The record's format identifier.
  public static let format = "themereg.export-source/1"

  /// Where the record of the exported file or folder at `path` is: beside it, named after it
  /// (`css/theme.css` → `css/theme.themereg.json`, `android/` → `android.themereg.json`).
  public static func path(beside path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    let slash = trimmed.lastIndex(of: "/")
    let folder = slash.map { String(trimmed[...$0]) } ?? ""
    var name = String(slash.map { trimmed[trimmed.index(after: $0)...] } ?? trimmed)
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
    return folder + name + ".themereg.json"
  }

  /// The record of `source` for the export at `exported`: `colors` maps each identifier the
  /// export wrote to its theme colour; `appearances`, each appearance an import of the files
  /// reads to the theme's appearance the export wrote there (a dark-only theme's dark values
  /// are in the files' default, read as light).
  static func file(
    _ source: ExportSource, beside exported: String, colors: [(identifier: String, name: String)],
    appearances: [(read: Appearance, written: Appearance)]
  ) -> ExportFile {
    var members = [
      JSONMember("format", .string(format)), JSONMember("generatedBy", .string(source.provenance)),
      JSONMember("contentHash", .string(source.contentHash)),
    ]
    if let hash = source.configuration.hash { members.append(JSONMember("configuration", .string(hash))) }
    let record = JSONValue.object(
      members + [
        JSONMember(
          "appearances", .object(appearances.map { JSONMember($0.read.rawValue, .string($0.written.rawValue)) })),
        JSONMember("colors", .object(colors.map { JSONMember($0.identifier, .string($0.name)) })),
        JSONMember("document", source.document.json),
      ])
    return ExportFile(path: path(beside: exported), bytes: JSONWriter.bytes(record, options: .pretty) + [0x0A])
  }

  /// `imported` (what the files hold) restored into the recorded document; the notes say what
  /// the files changed. A record that is not one, or whose document is not valid, is refused.
  public static func restore(_ imported: ThemeDocument, record bytes: [UInt8], at recordPath: String)
    throws(ImportError) -> (document: ThemeDocument, notes: [ImportNote])
  {
    func refused(_ message: String) -> ImportError {
      .invalid(ThemeValidationError(issues: [ValidationIssue(path: recordPath, message: message)]))
    }
    guard let record = try? JSONParser.parse(bytes), record["format"]?.stringValue == format,
      let identifiers = record["colors"]?.objectMembers, let recorded = record["document"]
    else { throw refused("is not a themereg export record (\(format))") }
    let original: ThemeDocument
    do {
      original = try ThemeDocument(json: recorded)
    } catch {
      throw refused("holds a document that is not a valid theme: \(error)")
    }
    let appearances = (record["appearances"]?.objectMembers ?? []).compactMap { member -> (Appearance, Appearance)? in
      guard let read = Appearance(rawValue: member.key), let written = member.value.stringValue.flatMap(Appearance.init)
      else { return nil }
      return (read, written)
    }
    let importedTheme = imported.theme
    let importedColors = imported.json["colors"]?.objectMembers ?? []
    var byIdentifier: [String: String] = [:]
    for member in identifiers { if let name = member.value.stringValue { byIdentifier[member.key] = name } }
    let identifierOf = Dictionary(byIdentifier.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
    let importedNames = Set(importedColors.map(\.key))
    let location = SourceLocation(file: recordPath, line: 1, column: 1)
    var notes: [ImportNote] = []
    var colors: [JSONMember] = []
    var seen: Set<String> = []
    for member in original.json["colors"]?.objectMembers ?? [] {
      guard let identifier = identifierOf[member.key], importedNames.contains(identifier) else {
        if identifierOf[member.key] != nil {
          notes.append(ImportNote(location: location, subject: member.key, message: "deleted in the files"))
          seen.insert(member.key)
          continue
        }
        colors.append(member)
        continue
      }
      seen.insert(member.key)
      // Still what the export wrote, in every appearance it wrote: the document's own value.
      let unchanged = appearances.allSatisfy { read, written in
        importedTheme.resolve(.named(identifier), in: read).hex
          == original.theme.resolve(.named(member.key), in: written).hex
      }
      if unchanged {
        colors.append(member)
      } else {
        colors.append(JSONMember(member.key, literal(identifier, in: importedTheme, appearances: appearances)))
        notes.append(ImportNote(location: location, subject: member.key, message: "edited in the files"))
      }
    }
    for member in importedColors where byIdentifier[member.key] == nil && !seen.contains(member.key) {
      colors.append(JSONMember(member.key, literal(member.key, in: importedTheme, appearances: appearances)))
      notes.append(ImportNote(location: location, subject: member.key, message: "added in the files"))
    }
    guard case .object(var members) = original.json,
      let index = members.firstIndex(where: { $0.key == "colors" })
    else { throw refused("holds a document without colours") }
    members[index].value = .object(colors)
    do {
      return (try ThemeDocument(json: .object(members)), notes)
    } catch {
      throw .invalid(error)
    }
  }

  /// An imported colour as the theme's values: what it resolves to in each appearance the
  /// files carry, put in the appearance the export wrote there (an alias among the files'
  /// identifiers would name a colour the document calls otherwise).
  static func literal(_ identifier: String, in theme: Theme, appearances: [(Appearance, Appearance)]) -> JSONValue {
    let values = appearances.map { read, written in (written, theme.resolve(.named(identifier), in: read).hex) }
    if let first = values.first, values.allSatisfy({ $0.1 == first.1 }), first.0 == .light { return .string(first.1) }
    return .object(values.map { JSONMember($0.0.rawValue, .string($0.1)) })
  }
}
