import FoundationEssentials
import ThemeAudit
import ThemeBackends
import ThemeIdentity
import ThemeModel
import ThemeStore

/// The theme registry: commits, history, audits. The only place that combines store and audit.
public final class Registry {
  let store: any RegistryStore
  let clock: @Sendable () -> Date

  /// The current time from the registry's clock.
  func now() -> Date { clock() }
  /// The profile stored runs use.
  public let profile: AuditProfile
  /// The staging folders of killed exports and reports that the last `export` or `report`
  /// removed from its output's parent folder, by name.
  public internal(set) var removedStagingFolders: [String] = []
  /// The ruleset version new runs record; tests set another to simulate a ruleset upgrade.
  var ruleset = Auditor.currentRuleset

  init(store: any RegistryStore, profile: AuditProfile, clock: @escaping @Sendable () -> Date) {
    self.store = store
    self.profile = profile
    self.clock = clock
  }

  /// Opens the registry at `path` (a file, or a `postgres://` URL of a shared registry);
  /// `create` makes it when missing (what `init` does).
  public static func open(
    path: String, create: Bool = false, profile: AuditProfile = .wcag,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) throws(RegistryError) -> Registry {
    do {
      let now = Timestamp.string(clock())
      let store = try StoreLocation.open(path, create: create, now: now)
      return Registry(store: store, profile: profile, clock: clock)
    } catch {
      throw .store(error)
    }
  }

  /// Whether `location` names a registry on a server (a `postgres://` URL), not a file.
  public static func isServer(_ location: String) -> Bool { StoreLocation.isServer(location) }

  /// The registry file's path.
  public var path: String { store.path }

  func guarded<T>(_ body: () throws -> T) throws(RegistryError) -> T {
    do {
      return try body()
    } catch {
      throw registryError(error)
    }
  }

  /// The `RegistryError` for any error of the store or of a document it returned.
  func registryError(_ error: any Error) -> RegistryError {
    switch error {
    case let error as RegistryError: error
    case let error as StoreError: .store(error)
    case let error as ThemeValidationError: .invalidDocument(error)
    default: .store(.wrapping(error, path: path))
    }
  }

  // MARK: - Reading

  /// Every theme with its latest version and audit status.
  public func list() throws(RegistryError) -> [ThemeSummary] {
    try guarded { try store.themes() }
  }

  /// The versions of `theme`, newest first.
  public func log(theme: String, query: LogQuery = .init()) throws(RegistryError) -> [LogEntry] {
    let query = try checkLogRequest(theme: theme, query: query)
    return try guarded { try store.log(theme: theme, query: query) }
  }

  /// Calls `body` with each version of `theme`, newest first, as the store reads them: the
  /// caller writes each out, so memory stays flat however long the history.
  public func log(theme: String, query: LogQuery, _ body: (LogEntry) throws -> Void) throws(RegistryError) {
    let query = try checkLogRequest(theme: theme, query: query)
    try guarded { try store.log(theme: theme, query: query, body) }
  }

  /// How many versions `log` shows for `query`, by which authors and database roles (for an
  /// aligned table).
  public func logShape(theme: String, query: LogQuery) throws(RegistryError) -> LogShape {
    let query = try checkLogRequest(theme: theme, query: query)
    return try guarded { try store.logShape(theme: theme, query: query) }
  }

  /// Refuses a log of a theme that does not exist, by a ruleset no run has, or since a date
  /// that is not one; the query with its date in the stored form.
  private func checkLogRequest(theme: String, query: LogQuery) throws(RegistryError) -> LogQuery {
    _ = try latestVersion(of: theme)
    try checkRuleset(query.ruleset)
    var query = query
    if let since = query.since {
      guard let normalized = Timestamp.normalize(since) else {
        throw .invalidRequest(
          "'\(String(since.prefix(80)))' is not a date; write an ISO 8601 date or date-time, e.g. 2026-11-30")
      }
      query.since = normalized
    }
    if let author = query.author, query.authors == nil {
      // Every stored spelling of the person's name: `--author alice` finds `ALICE`'s versions.
      let everyone = try guarded { try store.logShape(theme: theme, query: LogQuery()) }.authors
      let person = Identity.Skeletons(author)
      query.authors = everyone.filter { Identity.Skeletons($0).match(person) }.sorted()
    }
    return query
  }

  /// Refuses a ruleset that no stored run has (and that this build does not audit with),
  /// listing the ones the registry has: a filter on it could only ever match nothing.
  func checkRuleset(_ ruleset: String?) throws(RegistryError) {
    guard let ruleset, ruleset != self.ruleset else { return }
    let known = try guarded { try store.rulesets() }
    if !known.contains(ruleset) { throw .unknownRuleset(ruleset, known: known) }
  }

  /// The latest version number of `theme`, or a not-found error with a suggestion.
  func latestVersion(of theme: String) throws(RegistryError) -> Int {
    if let latest = try guarded({ try store.latestVersionNumber(theme: theme) }) { return latest }
    let names = try guarded { try store.themeNames() }
    throw .themeNotFound(name: theme, suggestion: EditDistance.nearest(to: theme, in: names))
  }

  /// The version `reference` names.
  public func version(_ reference: VersionReference) throws(RegistryError) -> VersionRecord {
    let latest = try latestVersion(of: reference.theme)
    var number = reference.number ?? latest
    if reference.approved {
      guard let approved = try guarded({ try store.latestApprovedVersion(theme: reference.theme) }) else {
        throw .noApprovedVersion(theme: reference.theme)
      }
      number = approved
    }
    guard number <= latest else { throw .versionNotFound(theme: reference.theme, number: number, latest: latest) }
    guard let version = try guarded({ try store.version(theme: reference.theme, number: number) }) else {
      // Numbered 1…latest, so its row or its document's is gone: damage, not a wrong number.
      throw .damagedVersion(
        theme: reference.theme, number: number,
        reason: "its stored version or document row is missing although the theme's latest version is \(latest)")
    }
    return version
  }

  /// The canonical document of the version `reference` names.
  public func show(_ reference: VersionReference) throws(RegistryError) -> (VersionRecord, [UInt8]) {
    let version = try version(reference)
    return (version, try storedDocument(of: version))
  }

  /// The canonical bytes of `version`, refused when they no longer hash to the version's
  /// recorded content hash: nothing forged leaves the registry, whichever command reads it.
  func storedDocument(of version: VersionRecord) throws(RegistryError) -> [UInt8] {
    do {
      return try store.document(of: version)
    } catch .damagedDocument(_, let reason) {
      throw .damagedVersion(theme: version.theme, number: version.number, reason: reason)
    } catch {
      throw .store(error)
    }
  }

  // MARK: - Audits

  /// The stored run of a version, or a fresh audit when `profile` differs from the stored one.
  public func audit(
    _ reference: VersionReference, profile requested: AuditProfile? = nil, ruleset: String? = nil
  ) throws(RegistryError) -> AuditResult {
    try checkRuleset(ruleset)
    // The document is read (and its hash checked) even when the stored run is shown, so a
    // forged version never passes as audited.
    let (version, bytes) = try show(reference)
    return try audit(version, bytes: bytes, profile: requested, ruleset: ruleset)
  }

  /// The audit of `version`, whose `bytes` `show` has read and checked: its stored run, or a
  /// fresh one when `requested` differs from the stored profile. `measuringCoverage: false`
  /// leaves a stored run's `coverage` unset, for a caller that measures it from its own parse.
  func audit(
    _ version: VersionRecord, bytes: [UInt8], profile requested: AuditProfile?, ruleset: String?,
    measuringCoverage: Bool = true
  ) throws(RegistryError) -> AuditResult {
    let stored = try guarded {
      try store.auditRun(theme: version.theme, number: version.number, ruleset: ruleset, profile: requested?.rawValue)
    }
    if let stored {
      var result = AuditResult(theme: version.theme, version: version.number, run: stored)
      // What the run measured is a function of the document: said beside the stored verdict.
      if measuringCoverage, let document = try? ThemeDocument(bytes: bytes),
        let profile = AuditProfile(rawValue: stored.summary.profile)
      {
        result.coverage = Auditor(profile: profile).contrastCoverage(document.theme)
        result.requiredCoverage = document.theme.contrast.minCoverage
      }
      return result
    }
    if let ruleset, ruleset != self.ruleset {
      throw .noAuditRun(theme: version.theme, number: version.number, ruleset: ruleset)
    }
    let document = try guarded { try ThemeDocument(bytes: bytes) }
    let report = Auditor(profile: requested ?? profile, ruleset: self.ruleset).audit(document.theme)
    return AuditResult(theme: version.theme, version: version.number, report: report, isStored: false)
  }

  /// Audits a document that is not stored; nothing is written.
  public func auditDocument(bytes: [UInt8], profile requested: AuditProfile? = nil) throws(RegistryError) -> AuditResult
  {
    try Self.auditDocument(bytes: bytes, profile: requested ?? profile)
  }

  /// Audits a document without any registry.
  public static func auditDocument(bytes: [UInt8], profile: AuditProfile) throws(RegistryError) -> AuditResult {
    try auditedDocument(bytes: bytes, profile: profile).result
  }

  /// Audits a document without any registry, and returns the parsed document with the result
  /// (a caller that needs the theme too parses the bytes once).
  public static func auditedDocument(bytes: [UInt8], profile: AuditProfile) throws(RegistryError)
    -> (result: AuditResult, document: ThemeDocument)
  {
    let document: ThemeDocument
    do {
      document = try ThemeDocument(bytes: bytes)
    } catch {
      throw .invalidDocument(error)
    }
    try refuseNUL(in: document, bytes: bytes)
    let result = AuditResult(
      theme: document.name, version: nil, report: Auditor(profile: profile).audit(document.theme), isStored: false)
    return (result, document)
  }

  /// Re-audits every version of `theme` (or of every theme) with the current ruleset; old runs stay.
  ///
  /// `progress` is told the theme, the version just audited and the theme's latest version.
  public func rerunAudits(theme: String?, progress: ((String, Int, Int) -> Void)? = nil) throws(RegistryError)
    -> [(theme: String, added: Int)]
  {
    let names: [String]
    if let theme {
      _ = try latestVersion(of: theme)
      names = [theme]
    } else {
      names = try guarded { try store.themeNames() }
    }
    let auditor = Auditor(profile: profile, ruleset: ruleset)
    let createdAt = Timestamp.string(clock())
    var result: [(theme: String, added: Int)] = []
    for name in names {
      let total = try latestVersion(of: name)
      let added = try guarded {
        try store.rerunAudits(theme: name, ruleset: auditor.ruleset, profile: profile.rawValue) { version, document in
          progress?(name, version.number, total)
          return Self.draft(auditor.audit(document.theme), document: document, createdAt: createdAt)
        }
      }
      result.append((name, added))
    }
    return result
  }

  // MARK: - Integrity

  /// Every integrity problem of the registry; empty when all is well.
  ///
  /// `progress` is told how many stored documents have been re-hashed out of how many.
  public func check(progress: ((Int, Int) -> Void)? = nil) throws(RegistryError) -> [IntegrityProblem] {
    try guarded { try store.check(progress: progress) }
  }
}
