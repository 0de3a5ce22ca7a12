import ThemeAudit
import ThemeModel

/// One version as the report shows it: who, when, why, and its audit counts.
public struct ReportVersion: Sendable, Equatable {
  /// The version number.
  public var number: Int
  /// Who committed it.
  public var author: String
  /// The commit message.
  public var message: String
  /// When, ISO 8601.
  public var createdAt: String
  /// The content hash.
  public var contentHash: String
  /// Errors of its audit run (nil when it has none).
  public var errors: Int?
  /// Warnings of its audit run.
  public var warnings: Int?
  /// Whether an unrevoked approval covers it.
  public var approved: Bool

  /// Creates a version row.
  public init(
    number: Int, author: String, message: String, createdAt: String, contentHash: String, errors: Int?,
    warnings: Int?, approved: Bool
  ) {
    self.number = number
    self.author = author
    self.message = message
    self.createdAt = createdAt
    self.contentHash = contentHash
    self.errors = errors
    self.warnings = warnings
    self.approved = approved
  }
}

/// The approval that covers the reported version.
public struct ReportApproval: Sendable, Equatable {
  /// The approved version.
  public var version: Int
  /// Who approved it.
  public var approvedBy: String
  /// When.
  public var createdAt: String
  /// The approver's note.
  public var note: String?
  /// The database role that stored it (PostgreSQL), beside the declared name.
  public var recordedRole: String?
  /// What checking its signature found ("signed by bob's trusted key …"), when it is signed.
  public var signature: String?

  /// Creates an approval.
  public init(
    version: Int, approvedBy: String, createdAt: String, note: String?, recordedRole: String? = nil,
    signature: String? = nil
  ) {
    self.recordedRole = recordedRole
    self.signature = signature
    self.version = version
    self.approvedBy = approvedBy
    self.createdAt = createdAt
    self.note = note
  }
}

/// One stretch of versions in which a finding held: what `history` and `blame` print.
public struct ReportFindingSpan: Sendable, Equatable {
  /// The finding as last seen.
  public var finding: Finding
  /// The version that introduced it.
  public var introduced: Int
  /// The last version that has it.
  public var lastSeen: Int
  /// The version that fixed it, nil while it is open.
  public var fixed: Int?

  /// Creates a span.
  public init(finding: Finding, introduced: Int, lastSeen: Int, fixed: Int?) {
    self.finding = finding
    self.introduced = introduced
    self.lastSeen = lastSeen
    self.fixed = fixed
  }
}

/// What `--compare` adds: the older version and what changed from it.
public struct ReportComparison: Sendable {
  /// The older version's label, `THEME@M`.
  public var from: String
  /// The older theme, for its swatches.
  public var oldTheme: Theme
  /// Every token change.
  public var changes: [ThemeChange]
  /// Findings the newer version introduced.
  public var introduced: [Finding]
  /// Findings it resolved.
  public var resolved: [Finding]
  /// Ratios that moved.
  public var contrast: [ContrastChange]
  /// The colours the older version exported and the newer one does not, with the identifiers
  /// (under the export configuration) app code loses.
  public var removedIdentifiers: [ExportIdentifierRemoval]

  /// Creates a comparison.
  public init(
    from: String, oldTheme: Theme, changes: [ThemeChange], introduced: [Finding], resolved: [Finding],
    contrast: [ContrastChange], removedIdentifiers: [ExportIdentifierRemoval] = []
  ) {
    self.removedIdentifiers = removedIdentifiers
    self.from = from
    self.oldTheme = oldTheme
    self.changes = changes
    self.introduced = introduced
    self.resolved = resolved
    self.contrast = contrast
  }
}

/// Everything the pages of one theme show, gathered by the registry.
public struct ThemeReportInput: Sendable {
  /// The theme at the reported version.
  public var theme: Theme
  /// The reported version.
  public var version: ReportVersion
  /// The approval that covers it, if any.
  public var approval: ReportApproval?
  /// The theme's newest approved version, if any (it may be another one).
  public var approvedVersion: Int?
  /// The audit's ruleset.
  public var ruleset: String
  /// The audit's profile.
  public var profile: AuditProfile
  /// The audit's findings.
  public var findings: [Finding]
  /// Every contrast check the audit makes.
  public var measurements: [ContrastMeasurement]
  /// The Dynamic Type tables.
  public var typeScale: [TypeScaleTable]
  /// Every version of the theme, oldest first.
  public var versions: [ReportVersion]
  /// Every finding's stretches of versions.
  public var spans: [ReportFindingSpan]
  /// The comparison `--compare` asked for.
  public var comparison: ReportComparison?

  /// Creates the input of a theme's pages.
  public init(
    theme: Theme, version: ReportVersion, approval: ReportApproval?, approvedVersion: Int?, ruleset: String,
    profile: AuditProfile, findings: [Finding], measurements: [ContrastMeasurement], typeScale: [TypeScaleTable],
    versions: [ReportVersion], spans: [ReportFindingSpan], comparison: ReportComparison? = nil
  ) {
    self.theme = theme
    self.version = version
    self.approval = approval
    self.approvedVersion = approvedVersion
    self.ruleset = ruleset
    self.profile = profile
    self.findings = findings
    self.measurements = measurements
    self.typeScale = typeScale
    self.versions = versions
    self.spans = spans
    self.comparison = comparison
  }
}

/// One theme on the index of a whole registry.
public struct ReportThemeSummary: Sendable, Equatable {
  /// The theme's name (its folder in the report).
  public var name: String
  /// Its display name, if it has one.
  public var displayName: String?
  /// Its latest version.
  public var latest: ReportVersion
  /// Its newest approved version, if any.
  public var approvedVersion: Int?

  /// Creates a summary.
  public init(name: String, displayName: String?, latest: ReportVersion, approvedVersion: Int?) {
    self.name = name
    self.displayName = displayName
    self.latest = latest
    self.approvedVersion = approvedVersion
  }
}
