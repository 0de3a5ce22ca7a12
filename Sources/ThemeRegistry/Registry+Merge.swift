import ThemeModel
import ThemeStore

extension Registry {
  /// How many times a commit on an older base merges again when another commit lands
  /// between its merge and its write: each attempt is lost only to a commit that succeeded,
  /// so committers racing from one base all land without a retry loop of their own.
  static let maximumMergeAttempts = 64

  /// The version a commit started from, checked against the registry, with its document.
  struct CommitBase {
    let version: VersionRecord
    let json: JSONValue
  }

  /// The editable document of the version `reference` names, with its base record (theme,
  /// version, content hash) under `base`, which is not content: committed unchanged, it is
  /// the same version.
  public func checkout(_ reference: VersionReference) throws(RegistryError) -> JSONValue {
    let (version, json) = try storedJSON(reference)
    let record = BaseRecord(theme: version.theme, version: version.number, contentHash: version.contentHash)
    return .object([JSONMember(BaseRecord.key, record.json)] + (json.objectMembers ?? []))
  }

  /// The base of a commit of `document`: `explicit` (a version number, which wins), else the
  /// document's base record, checked — the theme it names, the version existing, the hash it
  /// records; nil when neither names one. A record that still lists conflicts is refused.
  func commitBase(of document: ThemeDocument, explicit: Int?, refusingConflicts: Bool = true)
    throws(RegistryError) -> CommitBase?
  {
    if refusingConflicts, let record = document.base, !record.conflicts.isEmpty {
      throw .unresolvedConflicts(theme: document.name, record.conflicts)
    }
    let record = explicit == nil ? document.base : nil
    guard let number = explicit ?? record?.version else { return nil }
    if let record, record.theme != document.name {
      throw .baseMismatch(theme: document.name, .otherTheme(recorded: record.theme))
    }
    let (version, json) = try storedJSON(VersionReference(theme: document.name, number: number))
    if let record, record.contentHash != version.contentHash {
      throw .baseMismatch(
        theme: document.name,
        .contentHash(version: number, recorded: record.contentHash, stored: version.contentHash))
    }
    return CommitBase(version: version, json: json)
  }

  /// The version `reference` names and its stored document, parsed (checked against its hash
  /// on the way, as `show` reads it).
  func storedJSON(_ reference: VersionReference) throws(RegistryError) -> (VersionRecord, JSONValue) {
    let (version, bytes) = try show(reference)
    do {
      return (version, try JSONParser.parse(bytes))
    } catch {
      throw .damagedVersion(theme: version.theme, number: version.number, reason: error.description)
    }
  }

  /// What a commit on `base` stores when `latest` is the theme's latest version: the
  /// document itself when nothing landed since its base, else the three-way merge of the
  /// base, the latest version and the document, with a message that says so. Conflicts
  /// refuse it.
  func merged(_ draft: CommitDraft, base: CommitBase, latest: Int) throws(RegistryError) -> CommitDraft {
    guard latest != base.version.number else { return draft }
    let prepared = draft.prepared
    let (_, latestJSON) = try storedJSON(VersionReference(theme: prepared.document.name, number: latest))
    let outcome = ThemeMerge.merge(base: base.json, latest: latestJSON, yours: prepared.document.json)
    guard outcome.conflicts.isEmpty else {
      throw .mergeConflict(
        theme: prepared.document.name, base: base.version.number, latest: latest, outcome.conflicts)
    }
    let document: ThemeDocument
    do {
      document = try ThemeDocument(json: outcome.merged)
    } catch {
      throw .invalidDocument(error)
    }
    let since = base.version.number + 1 == latest ? "@\(latest)" : "@\(base.version.number + 1)…@\(latest)"
    var result = Self.audited(
      document: document, author: prepared.author,
      message: prepared.message + " (merged: based on @\(base.version.number), over \(since))",
      createdAt: prepared.createdAt, profile: draft.profile, ruleset: draft.ruleset)
    result.prepared.authoredAt = prepared.authoredAt
    result.prepared.provenance = prepared.provenance
    return result
  }

  /// The file `bytes` (an edited checkout) merged with what was committed since its base
  /// (`explicit`, or its base record), for the user to commit: based on the latest version,
  /// with each conflict settled by `side`, or, without one, the file's value kept and the
  /// conflict listed in the base record, which a commit refuses until it is settled.
  public func mergeFile(bytes: [UInt8], base explicit: Int? = nil, settling side: ThemeMerge.Side? = nil)
    throws(RegistryError) -> MergeResult
  {
    let document: ThemeDocument
    do {
      document = try ThemeDocument(bytes: bytes)
    } catch {
      throw .invalidDocument(error)
    }
    // A file merged before lists its conflicts: a side settles them, else they are the user's to edit.
    let listed = document.base?.conflicts ?? []
    guard listed.isEmpty || side != nil else { throw .unresolvedConflicts(theme: document.name, listed) }
    guard let base = try commitBase(of: document, explicit: explicit, refusingConflicts: false) else {
      throw .baseRequired(theme: document.name)
    }
    let (latest, latestJSON) = try storedJSON(VersionReference(theme: document.name, number: nil))
    var json = side.map { ThemeMerge.settling(listed, in: document.json, by: $0) } ?? document.json
    var conflicts = listed
    if latest.number != base.version.number {
      let outcome = ThemeMerge.merge(base: base.json, latest: latestJSON, yours: json, settling: side)
      json = outcome.merged
      conflicts += outcome.conflicts
    }
    do {
      _ = try ThemeDocument(json: json)
    } catch {
      throw .invalidDocument(error)
    }
    let record = BaseRecord(
      theme: latest.theme, version: latest.number, contentHash: latest.contentHash,
      conflicts: side == nil ? conflicts : [])
    return MergeResult(
      document: .object([JSONMember(BaseRecord.key, record.json)] + (json.objectMembers ?? [])),
      base: base.version.number, latest: latest.number, conflicts: conflicts, settled: side != nil)
  }
}

/// A file merged with what was committed since its base.
public struct MergeResult: Sendable {
  /// The merged document, its base record naming the latest version (and the conflicts left).
  public var document: JSONValue
  /// The version the file started from.
  public var base: Int
  /// The latest version it is now based on.
  public var latest: Int
  /// The values changed on both sides.
  public var conflicts: [MergeConflict]
  /// Whether the conflicts were settled by a side (else they are listed for editing).
  public var settled: Bool
}
