extension SQLStore {
  /// Runs `body` as one transaction: the store's writes inside it become savepoints of it and
  /// are never retried on their own. If the process dies, nothing of it lands.
  public func bulk<T>(_ body: () throws -> T) throws -> T {
    guard !inBulk else { throw StoreError.database(path: path, message: "bulk transactions do not nest") }
    inBulk = true
    defer { inBulk = false }
    return try runPassingThrough { try connection.transaction(body) }
  }

  /// Runs `body` reading one snapshot of the store: every read in it sees the registry as it
  /// was at the first, whatever commits land meanwhile (for `migrate-to`, whose copy must be
  /// of one moment).
  public func reading<T>(_ body: () throws -> T) throws -> T {
    try runPassingThrough(retrying: false) { try connection.snapshot(body) }
  }

  /// The rows of a fixed SQL text, as text (NULL as nil): for the package's tests and tools,
  /// which check tables no public API exposes. Never called with user input.
  package func maintenanceRows(_ sql: String) throws -> [[String?]] {
    try connection.maintenanceRows(sql)
  }

  /// Runs a fixed SQL text: for the package's tests and tools (e.g. to tamper with a registry).
  package func maintenanceExecute(_ sql: String) throws {
    try connection.maintenanceExecute(sql)
  }
}
