/// Filters for `log`.
public struct LogQuery: Sendable {
  /// The most entries to return.
  public var limit: Int?
  /// Only versions by this author.
  public var author: String?
  /// Only versions created at or after this time, in the stored form (`StoredTime`); the
  /// service turns any ISO 8601 date into it.
  public var since: String?
  /// Only versions whose counted run has errors.
  public var failingOnly: Bool
  /// The ruleset whose run counts; nil means each version's newest run.
  public var ruleset: String?

  /// Creates a query.
  public init(
    limit: Int? = nil, author: String? = nil, since: String? = nil, failingOnly: Bool = false,
    ruleset: String? = nil
  ) {
    self.limit = limit
    self.author = author
    self.since = since
    self.failingOnly = failingOnly
    self.ruleset = ruleset
  }
}
