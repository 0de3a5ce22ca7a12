extension SQLiteStore {
  /// The rows of a fixed SQL text, as text (NULL as nil): for the package's tests and tools,
  /// which check tables no public API exposes. Never called with user input.
  package func maintenanceRows(_ sql: String) throws -> [[String?]] {
    let statement = try database.statement(sql)
    return try statement.map { row in
      (0..<statement.columnCount).map { column -> String? in
        switch row.value(column) {
        case .null: nil
        case .integer(let number): String(number)
        case .real(let number): number.description
        case .text(let text): text
        case .blob(let bytes): String(bytes.count)
        }
      }
    }
  }

  /// Runs a fixed SQL text: for the package's tests and tools (e.g. to tamper with a registry).
  package func maintenanceExecute(_ sql: String) throws {
    try database.executeScript(sql)
  }
}

extension SQLiteStore {
  /// Runs `body` in one `BEGIN IMMEDIATE` transaction; the store's writes inside it become
  /// savepoints of it.
  public func bulk<T>(_ body: () throws -> T) throws -> T {
    do {
      return try database.transaction(body)
    } catch let error as DatabaseError {
      throw StoreError.wrapping(error, path: path)
    }
  }
}
