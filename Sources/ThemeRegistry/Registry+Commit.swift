import FoundationEssentials
import ThemeAudit
import ThemeModel
import ThemeStore

extension Registry {
  /// How many times a gated commit compares against a latest version that keeps moving.
  static let maximumGateAttempts = 4

  /// Refuses text the registry records beside versions and approvals (authors, messages,
  /// names, notes, reasons) when it is longer than a theme's strings may be or holds NUL,
  /// whichever command or caller it comes from.
  static func checkRecordText(_ fields: [(field: RecordField, text: String?)]) throws(RegistryError) {
    for case (let field, let text?) in fields
    where text.count > ThemeLimits.stringCharacters || text.unicodeScalars.contains("\u{0}") {
      throw .invalidField(field, .tooLong(limit: ThemeLimits.stringCharacters))
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
    /// The new errors the no-new-errors gate accepted by `gateWaivers`, with their reasons.
    public var waived: [(finding: Finding, reason: String)] = []
    /// When the commit's base was older than the latest version: the base, and the latest
    /// version whose changes were merged in.
    public var merged: (base: Int, latest: Int)?
  }

  /// A commit validated and audited, not yet stored: all of a commit's work that needs no
  /// registry, so a caller can do it while the registry opens (a server's connection and
  /// authentication take as long as auditing a large theme).
  public struct CommitDraft: Sendable {
    /// What the store is given (the benchmarks time its parts).
    package var prepared: PreparedCommit
    let report: AuditReport
    let profile: AuditProfile
    let ruleset: String
  }

  /// Checks the author and message, validates `bytes` and audits them with `profile` and
  /// this build's ruleset, at the time `clock` gives; nothing is read or written.
  ///
  /// `authoredAt` (ISO 8601 UTC, as `Timestamp.normalize` gives it) is when the change was
  /// made where that is not now (a git author date); `provenance` where it came from
  /// (`git:<commit id>`).
  public static func draftCommit(
    bytes: [UInt8], author: String, message: String, profile: AuditProfile = .wcag,
    authoredAt: String? = nil, provenance: String? = nil, clock: @Sendable () -> Date = { Date() }
  ) throws(RegistryError) -> CommitDraft {
    var draft = try draftCommit(
      bytes: bytes, author: author, message: message, profile: profile, ruleset: Auditor.currentRuleset, clock: clock)
    draft.prepared.authoredAt = authoredAt
    draft.prepared.provenance = provenance
    return draft
  }

  static func draftCommit(
    bytes: [UInt8], author: String, message: String, profile: AuditProfile, ruleset: String, clock: () -> Date
  ) throws(RegistryError) -> CommitDraft {
    try checkRecordText([(.author, author), (.message, message)])
    guard !message.trimmingWhitespace().isEmpty else { throw .invalidField(.message, .empty) }
    try checkIdentity(author, field: .author)
    let document: ThemeDocument
    do {
      document = try ThemeDocument(bytes: bytes)
    } catch {
      throw .invalidDocument(error)
    }
    try refuseNUL(in: document, bytes: bytes)
    return audited(
      document: document, author: author, message: message, createdAt: Timestamp.string(clock()),
      profile: profile, ruleset: ruleset)
  }

  /// Refuses a document with NUL (U+0000) in any text: no registry can store it (PostgreSQL's
  /// text cannot hold it), so `audit` refuses it as `commit` does.
  static func refuseNUL(in document: ThemeDocument, bytes: [UInt8]) throws(RegistryError) {
    // JSON can only carry NUL as the escape \u0000, so the tree is walked only when the bytes
    // hold that escape: a second pass over every commit's document for nothing otherwise.
    let withNUL = mayContainNUL(bytes) ? document.json.pathsContainingNUL() : []
    guard withNUL.isEmpty else {
      throw .invalidDocument(
        ThemeValidationError(
          issues: withNUL.map { ValidationIssue(path: $0, message: "the text contains NUL (U+0000); remove it") }))
    }
  }

  /// The draft of a validated `document`, audited with `profile` and `ruleset`.
  ///
  /// The audit is a pure function of the document: it runs before the store's write
  /// transaction, which then only checks the theme has not moved on and writes.
  static func audited(
    document: ThemeDocument, author: String, message: String, createdAt: String, profile: AuditProfile,
    ruleset: String
  ) -> CommitDraft {
    let report = Auditor(profile: profile, ruleset: ruleset).audit(document.theme)
    let prepared = PreparedCommit(
      document: document, author: author, message: message, createdAt: createdAt,
      audit: draft(report, document: document, createdAt: createdAt))
    return CommitDraft(prepared: prepared, report: report, profile: profile, ruleset: ruleset)
  }

  /// Validates `bytes`, stores them as the theme's next version and audits them, atomically.
  ///
  /// `base` (else the document's base record) names the version the document started from:
  /// what was committed since is merged in, never undone. `requirePass` refuses any error;
  /// `requireNoNewErrors` only errors the latest version does not have (or has with a better
  /// ratio): the gate for a theme that carries old debt.
  public func commit(
    bytes: [UInt8], author: String, message: String, base: Int? = nil, authoredAt: String? = nil,
    provenance: String? = nil, requirePass: Bool = false, requireNoNewErrors: Bool = false,
    gateWaivers: [ApprovalRecord.Waiver] = [], minCoverage: Double? = nil
  ) throws(RegistryError) -> CommitResult {
    var draft = try Self.draftCommit(
      bytes: bytes, author: author, message: message, profile: profile, ruleset: ruleset, clock: clock)
    draft.prepared.authoredAt = authoredAt
    draft.prepared.provenance = provenance
    return try commit(
      draft, base: base, requirePass: requirePass, requireNoNewErrors: requireNoNewErrors, gateWaivers: gateWaivers,
      minCoverage: minCoverage)
  }

  /// Stores `draft` as its theme's next version, with the gates of `commit(bytes:…)`. A draft
  /// audited with another profile or ruleset than this registry's is audited again.
  /// `gateWaivers` accept new errors under `requireNoNewErrors` (`BaselineComparison.waiving`).
  public func commit(
    _ draft: CommitDraft, base explicitBase: Int? = nil, requirePass: Bool = false, requireNoNewErrors: Bool = false,
    gateWaivers: [ApprovalRecord.Waiver] = [], minCoverage: Double? = nil
  ) throws(RegistryError) -> CommitResult {
    var draft = draft
    if draft.profile != profile || draft.ruleset != ruleset {
      let prepared = draft.prepared
      draft = Self.audited(
        document: prepared.document, author: prepared.author, message: prepared.message,
        createdAt: prepared.createdAt, profile: profile, ruleset: ruleset)
      draft.prepared.authoredAt = prepared.authoredAt
      draft.prepared.provenance = prepared.provenance
    }
    let base = try commitBase(of: draft.prepared.document, explicit: explicitBase)
    // A theme's first version has nothing to be based on.
    if base == nil, try requiresBase(),
      try guarded({ try store.latestVersionNumber(theme: draft.prepared.document.name) }) != nil
    {
      throw .baseRequired(theme: draft.prepared.document.name)
    }
    var report = draft.report
    var outcome: CommitOutcome?
    var waived: [(finding: Finding, reason: String)] = []
    var merged: (base: Int, latest: Int)?
    // A merge and the no-new-errors gate depend on the latest version: they are made again
    // when another commit landed in between, and the write checks the version they saw.
    let attempts = base == nil ? Self.maximumGateAttempts : Self.maximumMergeAttempts
    for attempt in 1...attempts where outcome == nil {
      var current = draft
      var expected: Int?? = nil
      if let base {
        let latest = try latestVersion(of: draft.prepared.document.name)
        current = try self.merged(draft, base: base, latest: latest)
        expected = .some(latest)
        merged = latest == base.version.number ? nil : (base.version.number, latest)
      }
      let document = current.prepared.document
      report = current.report
      if requirePass && !report.passed {
        throw .auditFailed(AuditResult(theme: document.name, version: nil, report: report, isStored: false))
      }
      // The share of colours checked, as the option or the theme's own policy requires it.
      if let required = minCoverage ?? report.requiredCoverage, let coverage = report.coverage,
        coverage.share < required
      {
        throw .coverageTooLow(theme: document.name, coverage, required: required)
      }
      var prepared = current.prepared
      prepared.expectedLatest = expected
      if requireNoNewErrors {
        let latest: Int?
        if let expected {
          latest = expected
        } else {
          latest = try guarded { try store.latestVersionNumber(theme: document.name) }
        }
        prepared.expectedLatest = .some(latest)
        if latest != nil {
          let baseline = try baselineFindings(
            VersionReference(theme: document.name, number: latest), ruleset: ruleset, profile: profile.rawValue)
          let comparison = try Self.applying(
            gateWaivers, to: Self.gate(report.findings, of: document.theme, against: baseline))
          if comparison.addsErrors { throw .newErrors(comparison) }
          waived = comparison.waived
        }
      }
      do {
        outcome = try store.commit(prepared)
      } catch StoreError.latestVersionMoved where attempt < attempts {
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
        audit: AuditResult(theme: version.theme, version: version.number, report: report, isStored: true),
        waived: waived, merged: merged)
    case .unchanged(let version):
      let stored = try guarded {
        try store.auditRun(theme: version.theme, number: version.number, ruleset: nil, profile: nil)
      }
      let result =
        stored.map { AuditResult(theme: version.theme, version: version.number, run: $0) }
        ?? AuditResult(theme: version.theme, version: version.number, report: report, isStored: false)
      if requirePass && !result.passed {
        // Nothing new was stored, but a gate that asks for a passing theme must still fail.
        throw .auditFailed(result)
      }
      return CommitResult(outcome: outcome, audit: result, merged: merged)
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
      let key = ContentHash(of: Array(report.ruleset.utf8) + [0] + typography).description
      let tables = report.typeScale
      typeScale = TypeScaleDraft(key: key) {
        JSONWriter.string(
          AuditResult.typeScaleJSON(tables), options: JSONWriter.Options(sortKeys: false, pretty: false))
      }
    }
    return AuditRunDraft(
      summary: AuditRunSummary(
        ruleset: report.ruleset, profile: report.profile.rawValue, errors: report.errors, warnings: report.warnings,
        infos: report.infos, passed: report.passed, createdAt: createdAt,
        coverage: report.coverage.map { RunCoverage(colors: $0.colors, checked: $0.checked) }),
      findings: report.findings.map(AuditResult.stored), typeScale: typeScale)
  }
}
