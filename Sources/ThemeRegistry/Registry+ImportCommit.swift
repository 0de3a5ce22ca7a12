import ThemeExport
import ThemeModel

extension Registry {
  /// The provenance an import commit records (`import:android`); a history import records
  /// `git:<commit id>`.
  public static func importProvenance(_ format: ImportFormat) -> String { "import:\(format.rawValue)" }

  /// What an import commit stored: the commit, and the sections it kept from the version it
  /// replaced because the import holds none of them.
  public struct ImportCommitResult: Sendable {
    /// The commit (its version, audit and merge, as any commit's).
    public var commit: CommitResult
    /// The sections kept (`pairs`, `contrast`, `extensions["com.acme"]`), in document order.
    public var kept: [String]
  }

  /// Commits an imported document as its theme's next version without undoing what was
  /// committed in the registry that no source holds: a colour source has no pairs, contrast
  /// policy, components or alt texts, so each section the import holds none of is kept from
  /// the latest version (with the extensions of other tools), and what the import holds
  /// replaces what the registry had. `base` names the version the source was last imported
  /// at, for a three-way merge of what was committed since.
  public func commitImport(
    _ document: ThemeDocument, format: ImportFormat, author: String, message: String, base explicit: Int? = nil
  ) throws(RegistryError) -> ImportCommitResult {
    var document = document
    var base = explicit
    var kept: [String] = []
    if let latest = try guarded({ try store.latestVersionNumber(theme: document.name) }) {
      let on = explicit ?? latest
      let (_, stored) = try storedJSON(VersionReference(theme: document.name, number: on))
      (document, kept) = try Self.keeping(sectionsOf: stored, missingFrom: document)
      // Based on the version read, so a commit landing meanwhile is merged, not replaced.
      base = on
    }
    let commit = try self.commit(
      bytes: document.canonicalBytes, author: author, message: message, base: base,
      provenance: Self.importProvenance(format))
    return ImportCommitResult(commit: commit, kept: kept)
  }

  /// `document` (an import) with the sections of the version `reference` names that it holds
  /// none of, as `commitImport` keeps them: what a source changed in a pull request is
  /// audited with the pairs and policy the registry holds for it.
  public func keeping(from reference: VersionReference, in document: ThemeDocument) throws(RegistryError) -> (
    ThemeDocument, kept: [String]
  ) {
    let (_, stored) = try storedJSON(reference)
    return try Self.keeping(sectionsOf: stored, missingFrom: document)
  }

  /// `document` with each section of `stored` it holds none of, and each extension of another
  /// tool, added; the names of those kept.
  static func keeping(sectionsOf stored: JSONValue, missingFrom document: ThemeDocument) throws(RegistryError) -> (
    ThemeDocument, kept: [String]
  ) {
    guard case .object(var members) = document.json else { return (document, []) }
    let held = Set(members.map(\.key))
    var kept: [String] = []
    for member in stored.objectMembers ?? [] where member.key != BaseRecord.key {
      if !held.contains(member.key) {
        members.append(member)
        kept.append(member.key)
      } else if member.key == "extensions", let index = members.firstIndex(where: { $0.key == "extensions" }) {
        var extensions = members[index].value.objectMembers ?? []
        let own = Set(extensions.map(\.key))
        for tool in member.value.objectMembers ?? [] where !own.contains(tool.key) {
          extensions.append(tool)
          kept.append(JSONPath.appending(tool.key, to: "extensions"))
        }
        members[index].value = .object(extensions)
      }
    }
    guard !kept.isEmpty else { return (document, []) }
    do {
      return (try ThemeDocument(json: .object(members)), kept)
    } catch {
      throw .invalidDocument(error)
    }
  }
}
