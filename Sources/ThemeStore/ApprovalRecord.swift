/// An approval as stored.
public struct ApprovalRecord: Sendable, Equatable {
  /// The approval's id.
  public var id: Int
  /// The theme's name.
  public var theme: String
  /// The approved version.
  public var version: Int
  /// Who approved.
  public var approvedBy: String
  /// Why, optionally.
  public var note: String?
  /// When.
  public var createdAt: String
  /// The audit run it was judged on.
  public var auditRun: AuditRunSummary
  /// The waived findings: the key named and the reason.
  public var waivers: [Waiver]
  /// The revocation, if it was withdrawn.
  public var revocation: Revocation?
  /// The SSH signature of its statement, if it was signed.
  public var signature: SSHSignature?
  /// The database role that stored it (PostgreSQL's `session_user`); nil on SQLite.
  public var recordedRole: String?
  /// What it states, as signed: theme, version, content, run, approver, time, waivers.
  public var statement: ApprovalStatement {
    ApprovalStatement(
      theme: theme, version: version, contentHash: contentHash, auditRunDigest: auditRunDigest,
      committedBy: committedBy, approvedBy: approvedBy, note: note, createdAt: createdAt, waivers: waivers)
  }
  /// The approved version's content hash.
  public var contentHash: String = ""
  /// The digest of the audit run it was judged on (hex).
  public var auditRunDigest: String = ""
  /// Who committed the approved version.
  public var committedBy: String = ""
  /// The approval's verified digest (`FactDigest.approval`), which its revocation's covers.
  package var digest: [UInt8] = []

  /// Creates an approval record.
  package init(
    id: Int, theme: String, version: Int, approvedBy: String, note: String?, createdAt: String,
    auditRun: AuditRunSummary, waivers: [Waiver], revocation: Revocation?
  ) {
    self.id = id
    self.theme = theme
    self.version = version
    self.approvedBy = approvedBy
    self.note = note
    self.createdAt = createdAt
    self.auditRun = auditRun
    self.waivers = waivers
    self.revocation = revocation
  }

  /// A waived finding key with its reason.
  public struct Waiver: Sendable, Equatable {
    /// A rule id or finding subject.
    public var key: String
    /// Why the findings are acceptable.
    public var reason: String

    /// Creates a waiver.
    public init(key: String, reason: String) {
      self.key = key
      self.reason = reason
    }
  }

  /// The withdrawal of an approval.
  public struct Revocation: Sendable, Equatable {
    /// Who revoked it.
    public var revokedBy: String
    /// Why.
    public var reason: String
    /// When.
    public var createdAt: String
    /// The database role that stored it (PostgreSQL's `session_user`); nil on SQLite.
    public var recordedRole: String?

    /// Creates a revocation.
    package init(revokedBy: String, reason: String, createdAt: String, recordedRole: String? = nil) {
      self.revokedBy = revokedBy
      self.reason = reason
      self.createdAt = createdAt
      self.recordedRole = recordedRole
    }
  }
}
