/// Filters for `log`.
public struct LogQuery: Sendable {
  /// The most entries to return.
  public var limit: Int?
  /// Only versions by this author, as the user wrote the name.
  public var author: String?
  /// Only versions whose stored author is one of these spellings: the registry turns `author`
  /// into every stored spelling of that person's name (the store knows nothing of names).
  public var authors: [String]?
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

  /// The stored spellings to filter on, when any.
  var authorFilter: [String]? { authors ?? author.map { [$0] } }

  /// The SQL condition on `v.author` (empty without a filter) and the values it binds.
  var authorCondition: (sql: String, values: [String: SQLValue]) {
    guard let names = authorFilter else { return ("", [:]) }
    guard !names.isEmpty else { return (" AND 1 = 0", [:]) }
    let keys = names.indices.map { "author\($0)" }
    return (
      " AND v.author IN (" + keys.map { ":" + $0 }.joined(separator: ", ") + ")",
      Dictionary(uniqueKeysWithValues: zip(keys, names.map { SQLValue.text($0) }))
    )
  }
}

/// What an aligned `log` table needs before its first row: how many versions it shows, by
/// which authors, and which database roles recorded them (PostgreSQL; empty on SQLite).
public struct LogShape: Sendable, Equatable {
  /// The versions shown.
  public var count: Int
  /// Their authors, as stored.
  public var authors: Set<String>
  /// The database roles that committed them, where recorded.
  public var roles: Set<String>

  /// Creates a shape.
  public init(count: Int = 0, authors: Set<String> = [], roles: Set<String> = []) {
    self.count = count
    self.authors = authors
    self.roles = roles
  }

  /// Counts `version` in.
  public mutating func add(_ version: VersionRecord) {
    count += 1
    authors.insert(version.author)
    if let role = version.recordedRole { roles.insert(role) }
  }
}
