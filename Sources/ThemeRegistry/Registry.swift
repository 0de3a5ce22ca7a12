import FoundationEssentials
import ThemeAudit
import ThemeBackends
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

  /// How many times a gated commit compares against a latest version that keeps moving.
  static let maximumGateAttempts = 4

  // MARK: - Commit

  /// Refuses text the registry records beside versions and approvals (authors, messages,
  /// names, notes, reasons) when it is longer than a theme's strings may be or holds NUL,
  /// whichever command or caller it comes from.
  static func checkRecordText(_ fields: [(option: String, text: String?)]) throws(RegistryError) {
    for case (let option, let text?) in fields
    where text.count > ThemeLimits.stringCharacters || text.unicodeScalars.contains("\u{0}") {
      throw .invalidRequest(
        "'\(option)' must be at most \(ThemeLimits.stringCharacters) characters without NUL; shorten it")
    }
  }

  /// Whether `bytes` hold `\u0000` (the only way JSON text carries NUL).
  static func mayContainNUL(_ bytes: [UInt8]) -> Bool {
    let escape = Array("\\u0000".utf8)
    guard bytes.count >= escape.count else { return false }
    var index = 0
    while let found = bytes[index...].firstIndex(of: UInt8(ascii: "\\")) {
      if bytes[found...].starts(with: escape) { return true }
      index = found + 1
    }
    return false
  }

  /// What `commit` did, with the audit of the committed content.
  public struct CommitResult: Sendable {
    /// The stored (or unchanged) version.
    public var outcome: CommitOutcome
    /// The audit of the document.
    public var audit: AuditResult
  }

  /// Validates `bytes`, stores them as the theme's next version and audits them, atomically.
  ///
  /// `requirePass` refuses any error; `requireNoNewErrors` only errors the latest version does
  /// not have (or has with a better ratio): the gate for a theme that carries old debt.
  public func commit(
    bytes: [UInt8], author: String, message: String, requirePass: Bool = false, requireNoNewErrors: Bool = false
  ) throws(RegistryError) -> CommitResult {
    try Self.checkRecordText([("--author", author), ("--message", message)])
    guard !message.trimmingWhitespace().isEmpty else {
      throw .invalidRequest("the commit message is empty; say what changed with -m MESSAGE")
    }
    try Self.checkIdentity(author, option: "--author", what: "the author's name")
    let document: ThemeDocument
    do {
      document = try ThemeDocument(bytes: bytes)
    } catch {
      throw .invalidDocument(error)
    }
    // JSON can only carry NUL as the escape \u0000, so the tree is walked only when the bytes
    // hold that escape: a second pass over every commit's document for nothing otherwise.
    let withNUL = Self.mayContainNUL(bytes) ? document.json.pathsContainingNUL() : []
    guard withNUL.isEmpty else {
      throw .invalidDocument(
        ThemeValidationError(
          issues: withNUL.map { ValidationIssue(path: $0, message: "the text contains NUL (U+0000); remove it") }))
    }
    let auditor = Auditor(profile: profile, ruleset: ruleset)
    let createdAt = Timestamp.string(clock())
    // The audit is a pure function of the document: it runs before the store's write
    // transaction, which then only checks the theme has not moved on and writes.
    let report = auditor.audit(document.theme)
    if requirePass && !report.passed {
      throw .auditFailed(AuditResult(theme: document.name, version: nil, report: report, isStored: false))
    }
    var prepared = PreparedCommit(
      document: document, author: author, message: message, createdAt: createdAt,
      audit: Self.draft(report, document: document, createdAt: createdAt))
    var outcome: CommitOutcome?
    // Only the no-new-errors gate depends on the latest version: its comparison is made
    // again when another commit landed in between, and the write checks the version it saw.
    for attempt in 1...Self.maximumGateAttempts where outcome == nil {
      if requireNoNewErrors {
        let latest = try guarded { try store.latestVersionNumber(theme: document.name) }
        prepared.expectedLatest = .some(latest)
        if latest != nil {
          let baseline = try baselineFindings(
            VersionReference(theme: document.name, number: latest), ruleset: ruleset, profile: profile.rawValue)
          let comparison = BaselineComparison.compare(
            report.findings, with: baseline.findings, baselineName: baseline.name)
          if comparison.addsErrors { throw .newErrors(comparison) }
        }
      }
      do {
        outcome = try store.commit(prepared)
      } catch StoreError.latestVersionMoved where attempt < Self.maximumGateAttempts {
        continue
      } catch {
        throw registryError(error)
      }
    }
    guard let outcome else { throw .invalidRequest("the commit could not be stored; try again") }
    switch outcome {
    case .created(let version):
      return CommitResult(
        outcome: outcome,
        audit: AuditResult(theme: version.theme, version: version.number, report: report, isStored: true))
    case .unchanged(let version):
      let stored = try guarded {
        try store.auditRun(theme: version.theme, number: version.number, ruleset: nil, profile: nil)
      }
      let result =
        stored.map { AuditResult(theme: version.theme, version: version.number, run: $0) }
        ?? AuditResult(
          theme: version.theme, version: version.number, report: auditor.audit(document.theme), isStored: false)
      if requirePass && !result.passed {
        // Nothing new was stored, but a gate that asks for a passing theme must still fail.
        throw .auditFailed(result)
      }
      return CommitResult(outcome: outcome, audit: result)
    }
  }

  /// The run to store for `report` of `document`.
  ///
  /// The Dynamic Type tables are a function of the ruleset and the typography styles alone,
  /// so they are keyed by those and written out only the first time that key is seen.
  static func draft(_ report: AuditReport, document: ThemeDocument, createdAt: String) -> AuditRunDraft {
    var typeScale: TypeScaleDraft?
    if !report.typeScale.isEmpty {
      let typography = JSONWriter.bytes(document.json["typography"] ?? .null)
      let key = "sha256:" + SHA256.hex(of: Array(report.ruleset.utf8) + [0] + typography)
      let tables = report.typeScale
      typeScale = TypeScaleDraft(key: key) {
        JSONWriter.string(
          AuditResult.typeScaleJSON(tables), options: JSONWriter.Options(sortKeys: false, pretty: false))
      }
    }
    return AuditRunDraft(
      summary: AuditRunSummary(
        ruleset: report.ruleset, profile: report.profile.rawValue, errors: report.errors, warnings: report.warnings,
        infos: report.infos, passed: report.passed, createdAt: createdAt),
      findings: report.findings.map(AuditResult.stored), typeScale: typeScale)
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

  /// How many versions `log` shows for `query`, and by which authors (for an aligned table).
  public func logShape(theme: String, query: LogQuery) throws(RegistryError) -> (count: Int, authors: Set<String>) {
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
    guard number <= latest, let version = try guarded({ try store.version(theme: reference.theme, number: number) })
    else { throw .versionNotFound(theme: reference.theme, number: number, latest: latest) }
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
      return try store.document(hash: version.contentHash)
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
  /// fresh one when `requested` differs from the stored profile.
  func audit(_ version: VersionRecord, bytes: [UInt8], profile requested: AuditProfile?, ruleset: String?)
    throws(RegistryError) -> AuditResult
  {
    let stored = try guarded {
      try store.auditRun(theme: version.theme, number: version.number, ruleset: ruleset, profile: requested?.rawValue)
    }
    if let stored { return AuditResult(theme: version.theme, version: version.number, run: stored) }
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
    let document: ThemeDocument
    do {
      document = try ThemeDocument(bytes: bytes)
    } catch {
      throw .invalidDocument(error)
    }
    return AuditResult(
      theme: document.name, version: nil, report: Auditor(profile: profile).audit(document.theme), isStored: false)
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
