import ThemeExport
import ThemeModel
import ThemeStore

/// What an import of a git history did, commit by commit.
public struct HistoryImport: Sendable {
  /// The theme the history went into.
  public var theme: String
  /// The format the revisions were read as; nil for themereg theme documents.
  public var format: ImportFormat?
  /// The versions it created, oldest first, with the commit each came from.
  public var imported: [(version: VersionRecord, commit: String)] = []
  /// Commits whose content equals the version before: no version.
  public var unchanged: [String] = []
  /// Commits an earlier run imported already.
  public var alreadyImported: [String] = []
  /// With `lossy`: commits that could not be read, each with why, left out.
  public var skipped: [(commit: String, reason: RegistryError)] = []
  /// Commits at which the path does not exist (deleted there): no version.
  public var deleted: [String] = []
  /// Commits stored by an earlier run that the branch no longer has (its history was
  /// rewritten), with their versions: reported, never duplicated or removed.
  public var rewritten: [(commit: String, version: Int)] = []
}

extension Registry {
  /// The provenance a version imported from git records.
  static func provenance(of commit: String) -> String { "git:" + commit }

  /// Brings the first-parent history of `path` in `repository` (at `branch`, else its
  /// current one) into the registry, oldest first: every revision whose content changed is a
  /// version with the git author, author date, the message's first line and the commit id as
  /// its provenance, audited as any commit. Every revision is read and checked before any is
  /// committed, so one that does not parse stores nothing of the run (with `lossy` it is left
  /// out and listed); commits an earlier run stored are skipped, so a run that was killed
  /// continues where it stopped and a second run adds only what is new.
  public func importHistory(
    _ repository: GitRepository, path: String, branch: String?, format requested: ImportFormat,
    options: ImportOptions, lossy: Bool, progress: ((Int, Int) -> Void)? = nil
  ) throws(RegistryError) -> HistoryImport {
    let tip = try repository.resolve(branch)
    let isFolder = try repository.isFolder(path, at: tip)
    let revisions = try repository.history(of: path, at: tip, followingRenames: !isFolder)
    guard !revisions.isEmpty else {
      throw .noHistory(repository: repository.path, path: path, branch: branch ?? "HEAD")
    }
    // Each revision read and turned into a document before anything is stored.
    var documents: [(revision: GitRepository.Revision, document: ThemeDocument)] = []
    var format: ImportFormat? = requested == .auto ? nil : requested
    var themeName = options.name
    var result = HistoryImport(theme: "", format: nil)
    for revision in revisions {
      let input: ImportInput
      var fileBytes: [UInt8]?
      if isFolder {
        let files = try repository.folder(revision.path, at: revision.commit)
        guard !files.isEmpty else {
          result.deleted.append(revision.commit)
          continue
        }
        input = Self.folderInput(files, root: revision.path)
      } else {
        guard let bytes = try repository.file(revision.path, at: revision.commit) else {
          result.deleted.append(revision.commit)
          continue
        }
        fileBytes = bytes
        input = ImportInput(files: [ImportFile(path: revision.path, bytes: bytes)], roots: [revision.path])
      }
      if requested == .auto && documents.isEmpty && result.skipped.isEmpty {
        format = Self.historyFormat(isFolder: isFolder, input: input, path: revision.path)
      }
      do {
        var document: ThemeDocument
        if let format {
          var chosen = options
          // The first revision's name (the format's default for its path) names every one.
          chosen.name = themeName
          document = try Self.importTheme(format, input, options: chosen).document
        } else {
          document = try Self.themeDocument(fileBytes ?? [], named: themeName)
        }
        themeName = themeName ?? document.name
        let author = revision.author
        try Self.checkRecordText([(.author, author), (.message, revision.subject)])
        try Self.checkIdentity(author, field: .author)
        document = try Self.themeDocument(document.canonicalBytes, named: themeName)
        documents.append((revision, document))
      } catch {
        guard lossy else { throw .unreadableRevision(commit: revision.commit, path: revision.path, reason: error) }
        result.skipped.append((revision.commit, error))
      }
    }
    guard let themeName else {
      throw .noHistory(repository: repository.path, path: path, branch: branch ?? "HEAD")
    }
    result.theme = themeName
    result.format = format
    let stored = try guarded { try store.provenances(theme: themeName) }
    if !stored.isEmpty {
      let onBranch = try repository.firstParentCommits(at: tip)
      result.rewritten = stored.compactMap { provenance, number in
        guard provenance.hasPrefix("git:") else { return nil }
        let commit = String(provenance.dropFirst(4))
        return onBranch.contains(commit) ? nil : (commit, number)
      }.sorted { $0.version < $1.version }
    }
    // The version the previous revision is (stored by an earlier run or by this one): each
    // commit is based on it, so a version committed in the registry meanwhile is merged, not undone.
    var previous: (hash: ContentHash, version: Int?)?
    for (index, entry) in documents.enumerated() {
      progress?(index, documents.count)
      let revision = entry.revision
      // A revision equal to the one before makes no version, whatever the registry holds now.
      if let previous, previous.hash == entry.document.contentHash {
        result.unchanged.append(revision.commit)
        continue
      }
      if let number = stored[Self.provenance(of: revision.commit)] {
        result.alreadyImported.append(revision.commit)
        previous = (entry.document.contentHash, number)
        continue
      }
      let base: Int?
      if let previous {
        base = previous.version
      } else {
        base = try guarded { try store.latestVersionNumber(theme: themeName) }
      }
      // An import format holds no pairs, policy or alt texts: those the registry has are kept
      // (a theme document in git is the whole theme, so its revisions are committed as they are).
      var document = entry.document
      if format != nil, let base {
        let (_, stored) = try storedJSON(VersionReference(theme: themeName, number: base))
        document = try Self.keeping(sectionsOf: stored, missingFrom: document).0
      }
      let author =
        revision.author
      let committed = try commit(
        bytes: document.canonicalBytes, author: author,
        message: revision.subject.isEmpty ? "git commit \(revision.commit.prefix(12))" : revision.subject, base: base,
        authoredAt: Timestamp.normalize(revision.authorDate), provenance: Self.provenance(of: revision.commit))
      switch committed.outcome {
      case .created(let version): result.imported.append((version, revision.commit))
      case .unchanged: result.unchanged.append(revision.commit)
      }
      previous = (entry.document.contentHash, committed.outcome.version.number)
    }
    progress?(documents.count, documents.count)
    return result
  }

  /// The format of a history's path, told from its first revision; nil for theme documents.
  static func historyFormat(isFolder: Bool, input: ImportInput, path: String) -> ImportFormat? {
    if isFolder {
      let prefix = folderPrefix(path)
      let entries = Set(
        input.files.compactMap { file -> String? in
          let relative = file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path
          return relative.split(separator: "/").first.map(String.init)
        })
      return ImportFormat.detect(folder: path, entries: Array(entries)).format ?? .xcassets
    }
    let detection = ImportFormat.detect(file: path, bytes: input.files.first?.bytes ?? [])
    return detection.isThemeDocument ? nil : detection.format ?? .dtcg
  }

  /// A folder at a commit as an importer reads it: the files under `root`, their paths as the
  /// repository names them for `res/` folders and relative to it otherwise.
  static func folderInput(_ files: [ImportFile], root: String) -> ImportInput {
    // `git archive` names the top's files without `./`.
    let prefix = root == "." ? "" : folderPrefix(root)
    let relative = files.compactMap { file -> ImportFile? in
      guard file.path.hasPrefix(prefix) else { return nil }
      return ImportFile(path: String(file.path.dropFirst(prefix.count)), bytes: file.bytes)
    }
    // The Android importer groups files by the folder they start with; the others read
    // paths relative to the folder.
    let values = relative.contains { $0.path.hasPrefix("values/") || $0.path.hasPrefix("values-") }
    return values
      ? ImportInput(
        files: relative.map { ImportFile(path: folderPrefix(root) + $0.path, bytes: $0.bytes) }, roots: [root])
      : ImportInput(
        files: relative.filter { $0.path.hasSuffix("Contents.json") || $0.path.hasSuffix(".json") }, roots: [root])
  }

  /// What the paths of the files under the folder `path` start with, as an importer is given
  /// them (`./values/colors.xml` for the repository's top).
  static func folderPrefix(_ path: String) -> String {
    path.hasSuffix("/") ? path : path + "/"
  }

  /// The theme document `bytes` hold, renamed to `name` when one is given (a history is one
  /// theme, whatever its revisions called themselves).
  static func themeDocument(_ bytes: [UInt8], named name: String?) throws(RegistryError) -> ThemeDocument {
    do {
      let document = try ThemeDocument(bytes: bytes)
      guard let name, name != document.name, case .object(var members) = document.json,
        let index = members.firstIndex(where: { $0.key == "name" })
      else { return document }
      members[index].value = .string(name)
      return try ThemeDocument(json: .object(members))
    } catch {
      throw .invalidDocument(error)
    }
  }
}
