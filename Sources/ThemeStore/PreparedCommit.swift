import ThemeModel

/// A commit the service has finished preparing — validated, canonical and audited — so that
/// the store's write transaction only checks the theme has not moved on and writes.
public struct PreparedCommit: Sendable {
  /// The validated document.
  public var document: ThemeDocument
  /// Who committed it.
  public var author: String
  /// Why.
  public var message: String
  /// When, as ISO 8601 UTC.
  public var createdAt: String
  /// When it was authored, where that is not when it was committed (a git author date).
  public var authoredAt: String?
  /// Where it came from (`git:<commit id>`), when it was brought in from elsewhere.
  public var provenance: String?
  /// The audit run to store with the version.
  public var audit: AuditRunDraft?
  /// The latest version number the preparation depended on (nil: none; `.some(nil)`: the
  /// theme had no version), checked inside the transaction: when another commit landed
  /// meanwhile the store throws `StoreError.latestVersionMoved` and writes nothing.
  public var expectedLatest: Int??
  /// The role the version records as its committer's: the session's, or a copied version's.
  public var role: RecordedRole = .session

  /// Creates a prepared commit.
  public init(
    document: ThemeDocument, author: String, message: String, createdAt: String, audit: AuditRunDraft?,
    expectedLatest: Int?? = nil, authoredAt: String? = nil, provenance: String? = nil
  ) {
    self.authoredAt = authoredAt
    self.provenance = provenance
    self.document = document
    self.author = author
    self.message = message
    self.createdAt = createdAt
    self.audit = audit
    self.expectedLatest = expectedLatest
  }
}
