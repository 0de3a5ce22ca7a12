/// What SQLite and PostgreSQL spell differently in the store's SQL. Each backend's dialect
/// file fills one in; nothing else in the store depends on the engine.
package struct SQLDialect: Sendable {
  /// Appended to a `SELECT` of a theme's row, from `themes t` (other tables may be joined), to
  /// hold that row until the transaction ends (empty where the transaction already holds the
  /// only write lock).
  package var lockSelectedRows: String
  /// The condition that `column` is one of the ids bound to the list parameter `parameter`.
  package var isInIDList: @Sendable (_ column: String, _ parameter: String) -> String
  /// The value to bind to a list parameter for `ids`.
  package var idList: @Sendable (_ ids: [Int]) -> SQLValue
  /// The condition that text `haystack` contains the bound text `needle`.
  package var containsText: @Sendable (_ haystack: String, _ needle: String) -> String
  /// The table recording applied migrations.
  package var migrationsTable: String
  /// The statement that creates `migrationsTable` unless it exists.
  package var migrationsTableDefinition: String
  /// The expression naming the role the server authenticated (`NULL` where there are no roles).
  package var sessionRole: String
  /// The expression naming the role that owns the registry's tables (`NULL` where there are no roles).
  package var registryOwner: String
  /// The `ORDER BY` of a series' finding intervals (`s`, `finding_subjects`; `f`, `findings`)
  /// that keeps each subject's intervals together and in `since` order, as the engine's plan
  /// reads them without a sort: history reads every interval of a long history this way.
  package var subjectIntervalOrder: String

  /// Creates a dialect.
  package init(
    lockSelectedRows: String, isInIDList: @escaping @Sendable (String, String) -> String,
    idList: @escaping @Sendable ([Int]) -> SQLValue, containsText: @escaping @Sendable (String, String) -> String,
    migrationsTable: String, migrationsTableDefinition: String, sessionRole: String = "NULL",
    registryOwner: String = "NULL", subjectIntervalOrder: String
  ) {
    self.subjectIntervalOrder = subjectIntervalOrder
    self.sessionRole = sessionRole
    self.registryOwner = registryOwner
    self.lockSelectedRows = lockSelectedRows
    self.isInIDList = isInIDList
    self.idList = idList
    self.containsText = containsText
    self.migrationsTable = migrationsTable
    self.migrationsTableDefinition = migrationsTableDefinition
  }
}
