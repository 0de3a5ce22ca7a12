import CSQLite
import ThemeStore

/// A prepared statement; finalized when released.
public final class Statement {
  let handle: OpaquePointer
  private unowned let database: Database
  /// The statement's SQL.
  public let sql: String

  init(database: Database, sql: String) throws(DatabaseError) {
    var handle: OpaquePointer?
    let code = sqlite3_prepare_v3(database.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &handle, nil)
    guard code == SQLITE_OK, let handle else {
      throw database.error(code: code, sql: sql)
    }
    self.handle = handle
    self.database = database
    self.sql = sql
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// The result columns' names, in order, and where each name is.
  private(set) lazy var columns: ColumnNames = ColumnNames(
    (0..<sqlite3_column_count(handle)).map { column in
      sqlite3_column_name(handle, column).map { String(cString: $0) } ?? ""
    })

  /// Resets the statement and binds `arguments` to its named parameters (`:name`); a
  /// parameter without a value is an error, values the SQL does not name are ignored.
  public func bind(named arguments: [String: SQLValue]) throws(DatabaseError) {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    let count = sqlite3_bind_parameter_count(handle)
    guard count > 0 else { return }
    for position in 1...count {
      guard let cName = sqlite3_bind_parameter_name(handle, position) else { continue }
      let name = String(String(cString: cName).dropFirst())
      guard let value = arguments[name] else {
        throw DatabaseError(extendedCode: SQLITE_RANGE, message: "no value for the parameter :\(name)", sql: sql)
      }
      try bind(value, at: position)
    }
  }

  /// Resets the statement after its rows were read.
  public func reset() { sqlite3_reset(handle) }

  /// The number of parameters (the highest `?N` for numbered ones).
  public var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

  /// The number of columns each row has.
  public var columnCount: Int32 { sqlite3_column_count(handle) }

  /// Resets the statement and binds `values` to its parameters in order.
  public func bind(_ values: [SQLValue]) throws(DatabaseError) {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    let expected = Int(sqlite3_bind_parameter_count(handle))
    precondition(values.count == expected, "statement expects \(expected) values, got \(values.count): \(sql)")
    for (offset, value) in values.enumerated() {
      try bind(value, at: Int32(offset + 1))
    }
  }

  private func bind(_ value: SQLValue, at position: Int32) throws(DatabaseError) {
    let code: Int32
    switch value {
    case .null: code = sqlite3_bind_null(handle, position)
    case .integer(let number): code = sqlite3_bind_int64(handle, position, number)
    case .real(let number): code = sqlite3_bind_double(handle, position, number)
    case .text(let text): code = sqlite3_bind_text(handle, position, text, -1, csqlite_transient())
    case .blob(let bytes):
      code = bytes.withUnsafeBytes { buffer in
        sqlite3_bind_blob64(handle, position, buffer.baseAddress, sqlite3_uint64(buffer.count), csqlite_transient())
      }
    }
    guard code == SQLITE_OK else { throw database.error(code: code, sql: sql) }
  }

  /// Advances to the next row; false when done.
  public func step() throws(DatabaseError) -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      let error = database.error(code: code, sql: sql)
      sqlite3_reset(handle)
      throw error
    }
  }

  /// Runs the statement to completion, ignoring any rows.
  public func run(_ values: [SQLValue] = []) throws(DatabaseError) {
    try bind(values)
    while try step() {}
    sqlite3_reset(handle)
  }

  /// Calls `body` with each row the statement returns.
  public func forEachRow(_ values: [SQLValue] = [], _ body: (Row) throws -> Void) throws {
    try bind(values)
    defer { sqlite3_reset(handle) }
    while try step() { try body(Row(statement: self)) }
  }

  /// The rows the statement returns, each mapped by `transform`.
  public func map<T>(_ values: [SQLValue] = [], _ transform: (Row) throws -> T) throws -> [T] {
    var result: [T] = []
    try forEachRow(values) { result.append(try transform($0)) }
    return result
  }

  /// The first row mapped by `transform`, or nil when there is none.
  public func first<T>(_ values: [SQLValue] = [], _ transform: (Row) throws -> T) throws -> T? {
    try bind(values)
    defer { sqlite3_reset(handle) }
    guard try step() else { return nil }
    return try transform(Row(statement: self))
  }
}

/// The current row of a statement, read by column index.
public struct Row {
  let statement: Statement

  /// Whether the column is NULL.
  public func isNull(_ column: Int32) -> Bool {
    sqlite3_column_type(statement.handle, column) == SQLITE_NULL
  }

  /// The column as an integer.
  public func int(_ column: Int32) -> Int {
    Int(sqlite3_column_int64(statement.handle, column))
  }

  /// The column as an integer, or nil when NULL.
  public func optionalInt(_ column: Int32) -> Int? {
    isNull(column) ? nil : int(column)
  }

  /// The column as a double.
  public func double(_ column: Int32) -> Double {
    sqlite3_column_double(statement.handle, column)
  }

  /// The column as a double, or nil when NULL.
  public func optionalDouble(_ column: Int32) -> Double? {
    isNull(column) ? nil : double(column)
  }

  /// The column as text (empty when NULL).
  public func string(_ column: Int32) -> String {
    guard let pointer = sqlite3_column_text(statement.handle, column) else { return "" }
    let count = Int(sqlite3_column_bytes(statement.handle, column))
    return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
  }

  /// The column as text, or nil when NULL.
  public func optionalString(_ column: Int32) -> String? {
    isNull(column) ? nil : string(column)
  }

  /// The column as bytes.
  public func blob(_ column: Int32) -> [UInt8] {
    let count = Int(sqlite3_column_bytes(statement.handle, column))
    guard count > 0, let pointer = sqlite3_column_blob(statement.handle, column) else { return [] }
    return Array(UnsafeRawBufferPointer(start: pointer, count: count))
  }

  /// The column as an `SQLValue`.
  public func value(_ column: Int32) -> SQLValue {
    switch sqlite3_column_type(statement.handle, column) {
    case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement.handle, column))
    case SQLITE_FLOAT: .real(double(column))
    case SQLITE_TEXT: .text(string(column))
    case SQLITE_BLOB: .blob(blob(column))
    default: .null
    }
  }
}
