import ThemeModel

/// One version of a theme as the store keeps it.
public struct VersionRecord: Sendable, Equatable {
  /// The theme's name.
  public var theme: String
  /// The per-theme version number, 1, 2, 3…
  public var number: Int
  /// The canonical document's content hash.
  public var contentHash: ContentHash
  /// The previous version's number, nil for the first.
  public var parent: Int?
  /// Who committed it.
  public var author: String
  /// Why.
  public var message: String
  /// When it entered the registry, as ISO 8601 UTC.
  public var createdAt: String
  /// When it was authored: its git author date or `commit --date`, else when it was committed.
  public var authoredAt: String
  /// Where it came from (`git:<commit id>`); nil for a version committed here.
  public var provenance: String?
  /// The database role that committed it (PostgreSQL's `session_user`); nil on SQLite.
  public var recordedRole: String?

  /// Creates a record.
  public init(
    theme: String, number: Int, contentHash: ContentHash, parent: Int?, author: String, message: String,
    createdAt: String, authoredAt: String? = nil, provenance: String? = nil, recordedRole: String? = nil
  ) {
    self.recordedRole = recordedRole
    self.theme = theme
    self.number = number
    self.contentHash = contentHash
    self.parent = parent
    self.author = author
    self.message = message
    self.createdAt = createdAt
    self.authoredAt = authoredAt ?? createdAt
    self.provenance = provenance
  }
}

/// A stored audit run's summary.
public struct AuditRunSummary: Sendable, Equatable {
  /// The ruleset version, e.g. `a11y/1`.
  public var ruleset: String
  /// The threshold profile.
  public var profile: String
  /// Error findings.
  public var errors: Int
  /// Warning findings.
  public var warnings: Int
  /// Info findings.
  public var infos: Int
  /// Whether there were no errors.
  public var passed: Bool
  /// When it ran.
  public var createdAt: String
  /// How many of the theme's colours some contrast check measured; nil for a run stored
  /// before schema 14, which did not record it.
  public var coverage: RunCoverage?

  /// Creates a summary.
  public init(
    ruleset: String, profile: String, errors: Int, warnings: Int, infos: Int, passed: Bool, createdAt: String,
    coverage: RunCoverage? = nil
  ) {
    self.coverage = coverage
    self.ruleset = ruleset
    self.profile = profile
    self.errors = errors
    self.warnings = warnings
    self.infos = infos
    self.passed = passed
    self.createdAt = createdAt
  }
}

/// How much of a theme a run's contrast checks measured, stored with the run so that `list`
/// need not audit every theme again to show it.
public struct RunCoverage: Sendable, Equatable {
  /// How many colours the theme has.
  public var colors: Int
  /// How many of them some contrast check measures.
  public var checked: Int

  /// Creates a coverage.
  public init(colors: Int, checked: Int) {
    self.colors = colors
    self.checked = checked
  }
}

/// One finding as stored: plain data; the store knows nothing of the rules behind it.
public struct StoredFinding: Sendable, Equatable {
  /// The rule id.
  public var rule: String
  /// How much it matters.
  public var severity: Severity
  /// The stable key of what the finding is about.
  public var subject: String
  /// The appearance, where colours matter.
  public var appearance: Appearance?
  /// The measured value.
  public var measured: Double?
  /// The required value.
  public var required: Double?
  /// The WCAG success criterion.
  public var wcag: String?
  /// The sentence a designer reads.
  public var message: String
  /// The JSON path in the theme document.
  public var path: String

  /// Creates a finding.
  public init(
    rule: String, severity: Severity, subject: String, appearance: Appearance?, measured: Double?, required: Double?,
    wcag: String?, message: String, path: String
  ) {
    self.rule = rule
    self.severity = severity
    self.subject = subject
    self.appearance = appearance
    self.measured = measured
    self.required = required
    self.wcag = wcag
    self.message = message
    self.path = path
  }
}

/// An audit run to store with a version.
public struct AuditRunDraft: Sendable {
  /// The summary counts.
  public var summary: AuditRunSummary
  /// The findings in the audit's order.
  public var findings: [StoredFinding]
  /// The Dynamic Type tables, if any style scales.
  public var typeScale: TypeScaleDraft?

  /// Creates a draft.
  public init(summary: AuditRunSummary, findings: [StoredFinding], typeScale: TypeScaleDraft?) {
    self.summary = summary
    self.findings = findings
    self.typeScale = typeScale
  }
}

/// Dynamic Type tables to store with a run, written only when no run stored them before.
public struct TypeScaleDraft: Sendable {
  /// Identifies the tables' inputs (e.g. a hash of the ruleset and the typography styles);
  /// runs with the same key share one stored copy.
  public var key: String
  /// The tables as JSON text, produced on demand.
  public var json: @Sendable () -> String

  /// Creates a draft.
  public init(key: String, json: @escaping @Sendable () -> String) {
    self.key = key
    self.json = json
  }
}

/// A stored audit run with its findings.
public struct StoredAuditRun: Sendable {
  /// The summary.
  public var summary: AuditRunSummary
  /// The findings in the order they were produced.
  public var findings: [StoredFinding]
  /// The Dynamic Type tables as JSON text.
  public var typeScaleJSON: String?
  /// The key the tables are stored under (see `TypeScaleDraft.key`).
  public var typeScaleKey: String?
  /// The run's verified digest (`FactDigest.run`), which its approvals' digests cover.
  package var digest: [UInt8]

  /// Creates a stored run.
  package init(
    summary: AuditRunSummary, findings: [StoredFinding], typeScaleJSON: String?, typeScaleKey: String?,
    digest: [UInt8]
  ) {
    self.summary = summary
    self.findings = findings
    self.typeScaleJSON = typeScaleJSON
    self.typeScaleKey = typeScaleKey
    self.digest = digest
  }

  /// The run as a draft to store elsewhere (copying a registry).
  public var draft: AuditRunDraft {
    let json = typeScaleJSON ?? "{}"
    return AuditRunDraft(
      summary: summary, findings: findings, typeScale: typeScaleKey.map { TypeScaleDraft(key: $0, json: { json }) })
  }
}

/// A theme with its latest version, for `list`.
public struct ThemeSummary: Sendable, Equatable {
  /// The latest version.
  public var latest: VersionRecord
  /// The latest version's newest audit run, if any.
  public var audit: AuditRunSummary?
  /// The newest approved, unrevoked version, if any.
  public var approvedVersion: Int?

  /// Creates a summary.
  package init(latest: VersionRecord, audit: AuditRunSummary?, approvedVersion: Int?) {
    self.latest = latest
    self.audit = audit
    self.approvedVersion = approvedVersion
  }
}

/// A row of `log`.
public struct LogEntry: Sendable, Equatable {
  /// The version.
  public var version: VersionRecord
  /// Its newest audit run (or the one of the requested ruleset).
  public var audit: AuditRunSummary?
  /// Whether it has an approval that is not revoked.
  public var approved: Bool

  /// Creates a row of `log`.
  package init(version: VersionRecord, audit: AuditRunSummary?, approved: Bool) {
    self.version = version
    self.audit = audit
    self.approved = approved
  }
}

/// What `commit` did.
public enum CommitOutcome: Sendable, Equatable {
  /// A new version was stored.
  case created(VersionRecord)
  /// The content equals the latest version's; nothing was stored.
  case unchanged(VersionRecord)

  /// The version that now holds the content.
  public var version: VersionRecord {
    switch self {
    case .created(let version), .unchanged(let version): version
    }
  }
}

/// A problem `check` found.
public struct IntegrityProblem: Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, naming the theme and version where there is one.
  public var description: String

  /// Creates a problem.
  public init(_ description: String) {
    self.description = description
  }
}
