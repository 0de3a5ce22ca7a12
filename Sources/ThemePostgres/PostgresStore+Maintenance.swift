extension PostgresStore {
  /// The rows of a fixed SQL text, as text (NULL as nil): for the package's tests and tools,
  /// which check tables no public API exposes. Never called with user input.
  package func maintenanceRows(_ sql: String) throws -> [[String?]] {
    let rows = try connection.query(sql)
    let columns = rows.columnCount
    return rows.map { row in (0..<columns).map { rows.optionalString(row, Int32($0)) } }
  }

  /// Runs a fixed SQL text: for the package's tests and tools (e.g. to tamper with a registry).
  package func maintenanceExecute(_ sql: String) throws {
    try connection.script(sql)
  }
}
