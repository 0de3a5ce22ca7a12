import ThemeStore

#if canImport(Glibc)
  import Glibc
#endif

extension PostgresConnection: SQLConnection {
  /// How many times an operation runs before a lost connection or serialization failure is reported.
  static let maximumAttempts = 4

  var dialect: SQLDialect { SQLDialect.postgres }

  /// `sql` with numbered parameters and the values of `arguments` in their order.
  private func numbered(_ sql: String, _ arguments: SQLArguments) throws(PostgresError) -> (String, [SQLValue]) {
    let translated: NamedParameters
    if let cached = translations[sql] {
      translated = cached
    } else {
      translated = NamedParameters(sql)
      translations[sql] = translated
    }
    var values: [SQLValue] = []
    values.reserveCapacity(translated.names.count)
    for name in translated.names {
      guard let value = arguments[name] else {
        throw PostgresError(sqlState: "42P02", message: "no value for the parameter :\(name)")
      }
      values.append(value)
    }
    return (translated.sql, values)
  }

  func forEachRow(_ sql: String, _ arguments: SQLArguments, _ body: (any SQLRow) throws -> Void) throws {
    let (text, values) = try numbered(sql, arguments)
    let rows = try query(text, values, typed: true)
    for index in 0..<rows.count { try body(PostgresRow(rows: rows, index: index)) }
  }

  func forEachRow(
    _ sql: String, _ arguments: SQLArguments, columns: [String], _ body: ([SQLValue]) throws -> Void
  ) throws {
    let (text, values) = try numbered(sql, arguments)
    let rows = try query(text, values, typed: true)
    let positions = columns.map { rows.columns.position(of: $0, in: sql) }
    // One array refilled for every row: the body only reads it, so no row allocates its own.
    var row = [SQLValue](repeating: .null, count: positions.count)
    for index in 0..<rows.count {
      for (column, position) in positions.enumerated() { row[column] = rows.value(index, position) }
      try body(row)
    }
  }

  @discardableResult
  func execute(_ sql: String, _ arguments: SQLArguments) throws -> Int {
    let (text, values) = try numbered(sql, arguments)
    return try query(text, values, typed: true).changedRows
  }

  /// Multi-row `INSERT`s in chunks the protocol allows (at most 65,535 parameters per
  /// statement): one round trip per chunk rather than per row.
  func insert(_ rows: [[SQLValue]], into table: String, columns: [String]) throws {
    let width = columns.count
    guard !rows.isEmpty, width > 0 else { return }
    let perStatement = max(1, 30_000 / width)
    var start = 0
    while start < rows.count {
      let chunk = rows[start..<min(start + perStatement, rows.count)]
      var sql = "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES "
      var values: [SQLValue] = []
      values.reserveCapacity(chunk.count * width)
      for (offset, row) in chunk.enumerated() {
        let first = offset * width
        sql += (offset == 0 ? "(" : ", (") + (1...width).map { "$\(first + $0)" }.joined(separator: ", ") + ")"
        values += row
      }
      try query(sql, values, typed: true)
      start += chunk.count
    }
  }

  /// Runs `body`, again after a lost connection or a serialization failure (up to
  /// `maximumAttempts` times) when `retrying`, with a short jittered back-off so that clients
  /// that collided do not collide again.
  func attempt<T>(retrying: Bool, _ body: () throws -> T) throws -> T {
    var attempt = 1
    while true {
      do {
        return try body()
      } catch let error as PostgresError {
        if !retrying && error.connectionLost {
          // The server may have committed before the connection broke: say so rather than "retry".
          throw StoreError.outcomeUnknown(path: location, reason: error.message)
        }
        guard retrying, error.isRetryable, attempt < Self.maximumAttempts else {
          throw storeError(error, attempts: attempt)
        }
        attempt += 1
        usleep(UInt32(attempt * attempt) * 10_000 + UInt32.random(in: 0..<10_000))
        if error.connectionLost {
          do {
            try reconnect()
          } catch {
            throw storeError(error, attempts: attempt)
          }
        }
      }
    }
  }

  func storeError(_ error: any Error) -> StoreError? {
    (error as? PostgresError).map { storeError($0, attempts: 1) }
  }

  private func storeError(_ error: PostgresError, attempts: Int) -> StoreError {
    let path = location
    if error.isAuthenticationFailure { return .authenticationFailed(path: path, reason: error.message) }
    if error.isRetryable { return .connectionLost(path: path, attempts: attempts, reason: error.message) }
    if error.sqlState == "25006" { return .readOnly(path: path, reason: "the server runs this session read-only") }
    if error.sqlState?.hasPrefix("22") == true { return .unstorableValue(path: path, reason: error.description) }
    if error.sqlState == "42501" {
      return .server(
        path: path,
        message:
          "\(error.message); this role lacks a privilege the operation needs — ask the database owner to GRANT it "
          + "USAGE on the schema, SELECT on its tables to read, and INSERT, UPDATE and DELETE to write"
          + Self.roleHint(error.message)
      )
    }
    return .server(path: path, message: error.description)
  }

  /// The role of Scripts/postgres-roles.sql a refusal points to: approvals' tables are the
  /// approver's (every role reads them, so a refusal there is a write), any other table the
  /// reader's to read and the committer's to write.
  static func roleHint(_ message: String) -> String {
    guard let table = message.firstMatch(of: #/permission denied for table (\w+)/#)?.1 else { return "" }
    if ["approvals", "waivers", "revocations"].contains(String(table)) {
      return ", or with the roles of Scripts/postgres-roles.sql grant it themereg_approver, which approving, waiving "
        + "and revoking need"
    }
    return ", or with the roles of Scripts/postgres-roles.sql grant it themereg_reader to read and "
      + "themereg_committer to commit"
  }

  /// The server enforces foreign keys and checks its own pages, so SQLite's `integrity_check`
  /// and `foreign_key_check` have no counterpart here.
  func engineProblems() throws -> [IntegrityProblem] { [] }

  func maintenanceRows(_ sql: String) throws -> [[String?]] {
    let rows = try query(sql)
    let columns = rows.columnCount
    return rows.map { row in (0..<columns).map { rows.optionalString(row, Int32($0)) } }
  }

  func maintenanceExecute(_ sql: String) throws {
    try script(sql)
  }
}

/// One row of a result.
struct PostgresRow: PositionalSQLRow {
  let rows: PostgresRows
  let index: Int

  func position(of column: String) -> Int32 { rows.columns.position(of: column, in: "the result") }
  func isNull(_ position: Int32) -> Bool { rows.isNull(index, position) }
  func int(_ position: Int32) -> Int { rows.int(index, position) }
  func double(_ position: Int32) -> Double { rows.optionalDouble(index, position) ?? 0 }
  func string(_ position: Int32) -> String { rows.string(index, position) }
  func blob(_ position: Int32) -> [UInt8] { rows.bytes(index, position) }
  func value(_ position: Int32) -> SQLValue { rows.value(index, position) }
}
