import ThemeModel

/// What the registry service needs from a store, by role: reading, writing and maintenance.
/// `SQLStore` implements all three once for both databases (the embedded SQLite file and a
/// team's PostgreSQL server), so the service and everything above it stay the same whichever
/// backend a registry lives in; code that only reads can ask for a `RegistryReader`.
public typealias RegistryStore = RegistryReader & RegistryWriter & RegistryMaintenance

/// The reads of a registry: versions, documents, audit runs, history and approvals.
public protocol RegistryReader: AnyObject {
  /// Where the store lives (a file path or a server URL without credentials), for messages.
  var path: String { get }

  /// Version `number` of `theme`, or its latest when nil.
  func version(theme: String, number: Int?) throws(StoreError) -> VersionRecord?
  /// The versions of `theme` with these numbers, by number.
  func versions(theme: String, numbers: Set<Int>) throws(StoreError) -> [Int: VersionRecord]
  /// When each version of `theme` with these numbers was authored, by number: `history`'s dates.
  func authoredTimes(theme: String, numbers: Set<Int>) throws(StoreError) -> [Int: String]
  /// The latest version number of `theme`, nil when there is no such theme.
  func latestVersionNumber(theme: String) throws(StoreError) -> Int?
  /// The rulesets of the stored audit runs, sorted.
  func rulesets() throws(StoreError) -> [String]
  /// Every theme's name, sorted.
  func themeNames() throws(StoreError) -> [String]
  /// Every theme with its latest version, audit and approval.
  func themes() throws(StoreError) -> [ThemeSummary]
  /// The versions of `theme`, newest first, filtered by `query`.
  func log(theme: String, query: LogQuery) throws(StoreError) -> [LogEntry]
  /// Calls `body` with each version of `theme`, newest first, as it is read (memory stays
  /// flat however long the history).
  func log(theme: String, query: LogQuery, _ body: (LogEntry) throws -> Void) throws
  /// How many versions `log` shows for `query`, by which authors and roles.
  func logShape(theme: String, query: LogQuery) throws -> LogShape
  /// The canonical bytes of `version`'s document, refused unless they hash to its content hash.
  func document(of version: VersionRecord) throws(StoreError) -> [UInt8]

  /// The audit run of a version: of `ruleset` and `profile`, or the newest when nil.
  func auditRun(theme: String, number: Int, ruleset: String?, profile: String?) throws(StoreError)
    -> StoredAuditRun?
  /// Every audit run of a version, oldest first (for copying a registry).
  func auditRuns(theme: String, number: Int) throws(StoreError) -> [StoredAuditRun]
  /// Stretches of versions in which findings matching `query` held.
  func findingStretches(_ query: FindingQuery) throws(StoreError) -> [FindingInterval]
  /// The approvals of `theme`, newest first (or only approval `id`).
  func approvals(theme: String, id: Int?) throws(StoreError) -> [ApprovalRecord]
  /// The newest approved, unrevoked version of `theme`.
  func latestApprovedVersion(theme: String) throws(StoreError) -> Int?
  /// The value of the registry setting `name`, nil when unset.
  func setting(_ name: String) throws(StoreError) -> String?
  /// Every registry setting, by name.
  func settings() throws(StoreError) -> [String: String]
  /// Every change to the keys trusted to sign approvals, oldest first, verified as a chain.
  func trustChanges() throws(StoreError) -> [TrustChange]
  /// The provenance (`git:<commit id>`) of each version of `theme` that has one, with its number.
  func provenances(theme: String) throws(StoreError) -> [String: Int]
  /// Runs `body` reading one snapshot of the store (for `migrate-to`).
  func reading<T>(_ body: () throws -> T) throws -> T
}

/// The writes of a registry: commits, audit runs and approvals, each atomic.
public protocol RegistryWriter: AnyObject {
  /// Stores a prepared (validated and audited) commit as its theme's next version with its
  /// rows and audit run, atomically; content equal to the latest version's stores nothing.
  func commit(_ prepared: PreparedCommit) throws -> CommitOutcome
  /// Stores one more audit run for an existing version, advancing its series' findings
  /// (for copying a registry, whose runs arrive version by version).
  func addAuditRun(_ run: AuditRunDraft, theme: String, number: Int) throws(StoreError)
  /// Re-audits every version of `theme` in order, adding the (ruleset, profile) runs it lacks.
  func rerunAudits(
    theme: String, ruleset: String, profile: String, produce: (VersionRecord, ThemeDocument) throws -> AuditRunDraft
  ) throws -> Int

  /// Stores an approval judged by `check` (given the run, the role that committed the version
  /// and the role approving it) and signed by `sign`, inside the same transaction.
  func approve(
    theme: String, version: Int, ruleset: String?, approvedBy: String, note: String?,
    waivers: [ApprovalRecord.Waiver], createdAt: String, role: RecordedRole,
    check: (StoredAuditRun, ApprovalRoles) throws -> Void, sign: ((ApprovalStatement) throws -> SSHSignature)?
  ) throws -> ApprovalRecord
  /// Records a change to the trusted keys made by `make` from the record so far and the digest
  /// of its newest change, in one transaction.
  func changeTrust(role: RecordedRole, _ make: ([TrustChange], String) throws -> TrustChange) throws -> TrustChange
  /// Sets, or with nil clears, the registry setting `name`.
  func setSetting(_ name: String, to value: String?) throws(StoreError)
  /// Records the withdrawal of an approval (copying a registry).
  func revoke(approvalID: Int, revokedBy: String, reason: String, createdAt: String, role: RecordedRole)
    throws(StoreError)
  /// Withdraws every active approval of a version, read and written in one transaction; the
  /// ids it revoked.
  func revokeActive(theme: String, version: Int, revokedBy: String, reason: String, createdAt: String)
    throws(StoreError) -> [Int]

  /// Runs `body` as one transaction: the writes it makes through this store (commits, audit
  /// runs, approvals, revocations) land together when it returns and not at all when it
  /// throws or the process dies (for `migrate-to`, whose copy must never be half-written).
  func bulk<T>(_ body: () throws -> T) throws -> T
}

/// The maintenance of a registry: `check`.
public protocol RegistryMaintenance: AnyObject {
  /// Every integrity problem; `progress` hears how many documents were re-hashed of how many.
  func check(progress: ((Int, Int) -> Void)?) throws(StoreError) -> [IntegrityProblem]
}

extension SQLStore: RegistryReader, RegistryWriter, RegistryMaintenance {}

extension RegistryReader {
  /// Every version of `theme`, newest first.
  public func log(theme: String) throws(StoreError) -> [LogEntry] { try log(theme: theme, query: LogQuery()) }
}

extension RegistryMaintenance {
  /// Every integrity problem.
  public func check() throws(StoreError) -> [IntegrityProblem] { try check(progress: nil) }
}
