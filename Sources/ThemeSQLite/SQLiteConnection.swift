import CSQLite
import ThemeStore

/// `SQLConnection` on one SQLite database: named parameters and column names are SQLite's own,
/// statements are prepared once and cached, writes take the lock at `BEGIN IMMEDIATE`.
final class SQLiteConnection: SQLConnection {
  let database: Database

  init(database: Database) {
    self.database = database
  }

  var location: String { database.path }
  var dialect: SQLDialect { SQLDialect.sqlite }

  func forEachRow(_ sql: String, _ arguments: SQLArguments, _ body: (any SQLRow) throws -> Void) throws {
    let statement = try database.statement(sql)
    try statement.bind(named: arguments)
    defer { statement.reset() }
    let row = Row(statement: statement)
    while try statement.step() { try body(row) }
  }

  func forEachRow(
    _ sql: String, _ arguments: SQLArguments, columns: [String], _ body: ([SQLValue]) throws -> Void
  ) throws {
    let statement = try database.statement(sql)
    try statement.bind(named: arguments)
    defer { statement.reset() }
    let row = Row(statement: statement)
    let positions = columns.map { row.position(of: $0) }
    // One array refilled for every row: the body only reads it, so no row allocates its own.
    var values = [SQLValue](repeating: .null, count: positions.count)
    while try statement.step() {
      for (index, position) in positions.enumerated() { values[index] = row.value(position) }
      try body(values)
    }
  }

  @discardableResult
  func execute(_ sql: String, _ arguments: SQLArguments) throws -> Int {
    let statement = try database.statement(sql)
    try statement.bind(named: arguments)
    defer { statement.reset() }
    while try statement.step() {}
    return database.changes
  }

  func insert(_ rows: [[SQLValue]], into table: String, columns: [String]) throws {
    guard !rows.isEmpty else { return }
    // One cached single-row statement run per row: SQLite has no round trips to save.
    let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    let statement = try database.statement(
      "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(placeholders))")
    for row in rows { try statement.run(row) }
  }

  func transaction<T>(_ body: () throws -> T) throws -> T {
    try database.transaction(body)
  }

  func snapshot<T>(_ body: () throws -> T) throws -> T {
    try database.transaction(immediate: false, body)
  }

  /// SQLite has nothing a retry would cure: a busy lock already waited out its timeout.
  func attempt<T>(retrying: Bool, _ body: () throws -> T) throws -> T {
    try body()
  }

  func storeError(_ error: any Error) -> StoreError? {
    error is DatabaseError ? Self.storeError(error, path: database.path) : nil
  }

  /// The `StoreError` a user can act on for any error of opening or using the file at `path`.
  static func storeError(_ error: any Error, path: String) -> StoreError {
    if let error = error as? StoreError { return error }
    guard let error = error as? DatabaseError else { return .database(path: path, message: "\(error)") }
    if error.isBusy { return .busy(path: path) }
    if error.isReadOnly { return .readOnly(path: path, reason: RegistryFile.writeObstacle(path)) }
    if error.isCorrupt { return .notARegistry(path: path, reason: "the file is damaged: \(error.message)") }
    return .database(path: path, message: error.description)
  }

  func engineProblems() throws -> [IntegrityProblem] {
    var problems: [IntegrityProblem] = []
    try database.statement("PRAGMA integrity_check").forEachRow { row in
      let text = row.string(0)
      if text != "ok" { problems.append(IntegrityProblem("SQLite integrity: \(text)")) }
    }
    try database.statement("PRAGMA foreign_key_check").forEachRow { row in
      problems.append(
        IntegrityProblem("a row of \(row.string(0)) (rowid \(row.int(1))) points at a missing \(row.string(2)) row"))
    }
    return problems
  }

  func maintenanceRows(_ sql: String) throws -> [[String?]] {
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

  func maintenanceExecute(_ sql: String) throws {
    try database.executeScript(sql)
  }
}

extension Row: PositionalSQLRow {
  /// The position of a result column by its name.
  package func position(of column: String) -> Int32 {
    statement.columns.position(of: column, in: statement.sql)
  }
}
