/// The values of a statement's named parameters: `:theme` in the SQL takes `["theme": …]`.
package typealias SQLArguments = [String: SQLValue]

/// A database connection the store's algorithms run on, whatever the engine: SQLite and
/// PostgreSQL each implement it in their own target, and `SQLStore` is written once above it.
///
/// SQL passed here names its parameters (`:name`) and its result columns (an `AS` alias where
/// two would share a name); everything an engine spells differently comes from `dialect`.
package protocol SQLConnection: AnyObject {
  /// Where the database lives (a file path, or a server URL without credentials), for messages.
  var location: String { get }
  /// How this engine spells what the two engines spell differently.
  var dialect: SQLDialect { get }

  /// Runs `sql` with `arguments` and calls `body` with each row it returns.
  func forEachRow(_ sql: String, _ arguments: SQLArguments, _ body: (any SQLRow) throws -> Void) throws
  /// Runs `sql` with `arguments` and calls `body` with the values of `columns` of each row, in
  /// that order: for the generic paths over a table's columns, which read thousands of rows
  /// and so look each name up once per query rather than once per row.
  func forEachRow(
    _ sql: String, _ arguments: SQLArguments, columns: [String], _ body: ([SQLValue]) throws -> Void
  ) throws
  /// Runs `sql` with `arguments` for its effect; returns how many rows it changed.
  @discardableResult func execute(_ sql: String, _ arguments: SQLArguments) throws -> Int
  /// Inserts `rows` (each with a value per column of `columns`) into `table`, every value bound.
  func insert(_ rows: [[SQLValue]], into table: String, columns: [String]) throws
  /// Runs `body` as one write transaction, committed when it returns and rolled back when it
  /// throws; inside another transaction, as a savepoint of it.
  func transaction<T>(_ body: () throws -> T) throws -> T
  /// Runs `body` as one read-only transaction: every read in it sees the database as it was at
  /// the first, whatever commits land meanwhile (SQLite's deferred transaction in WAL mode,
  /// PostgreSQL's `REPEATABLE READ`).
  func snapshot<T>(_ body: () throws -> T) throws -> T
  /// Runs `body` (a whole transaction or a read), again when the engine reports a failure that
  /// a retry may cure and `retrying` allows it; a failed attempt must leave nothing behind.
  func attempt<T>(retrying: Bool, _ body: () throws -> T) throws -> T
  /// The `StoreError` a user can act on for an error the engine reported; nil for any other
  /// error (a caller's own, thrown through a closure), which passes through unchanged.
  func storeError(_ error: any Error) -> StoreError?
  /// What the engine itself finds wrong with the database (pages, foreign keys), for `check`.
  func engineProblems() throws -> [IntegrityProblem]

  /// The rows of a fixed SQL text as text (NULL as nil), for the package's tests and tools.
  func maintenanceRows(_ sql: String) throws -> [[String?]]
  /// Runs a fixed SQL script, for the package's tests and tools.
  func maintenanceExecute(_ sql: String) throws
}

extension SQLConnection {
  /// The rows of `sql`, each mapped by `transform`.
  package func map<T>(_ sql: String, _ arguments: SQLArguments = [:], _ transform: (any SQLRow) throws -> T) throws
    -> [T]
  {
    var result: [T] = []
    try forEachRow(sql, arguments) { result.append(try transform($0)) }
    return result
  }

  /// The first row of `sql` mapped by `transform`, or nil when there is none.
  package func first<T>(_ sql: String, _ arguments: SQLArguments = [:], _ transform: (any SQLRow) throws -> T) throws
    -> T?
  {
    var result: T?
    try forEachRow(sql, arguments) { row in
      if result == nil { result = try transform(row) }
    }
    return result
  }

  /// Column `column` of the first row as an integer; nil when there is no row or it is NULL.
  package func int(_ sql: String, _ arguments: SQLArguments = [:], column: String) throws -> Int? {
    try first(sql, arguments) { $0.optionalInt(column) } ?? nil
  }
}

/// The current row of a result, read by column name.
package protocol SQLRow {
  /// Whether the column is NULL.
  func isNull(_ column: String) -> Bool
  /// The column as an integer (0 when NULL).
  func int(_ column: String) -> Int
  /// The column as a double (0 when NULL).
  func double(_ column: String) -> Double
  /// The column as text (empty when NULL).
  func string(_ column: String) -> String
  /// The column as bytes (empty when NULL).
  func blob(_ column: String) -> [UInt8]
  /// The column as the value the store wrote (integer, real, text or bytes).
  func value(_ column: String) -> SQLValue
}

extension SQLRow {
  /// The column as an integer, or nil when NULL.
  package func optionalInt(_ column: String) -> Int? { isNull(column) ? nil : int(column) }
  /// The column as a double, or nil when NULL.
  package func optionalDouble(_ column: String) -> Double? { isNull(column) ? nil : double(column) }
  /// The column as text, or nil when NULL.
  package func optionalString(_ column: String) -> String? { isNull(column) ? nil : string(column) }
  /// A 0/1 column as a Boolean.
  package func bool(_ column: String) -> Bool { int(column) == 1 }
}

/// A row whose columns an engine reads by position: reading by name comes with it, through
/// the position of each name in the result.
package protocol PositionalSQLRow: SQLRow {
  /// The position of the result column `column`.
  func position(of column: String) -> Int32
  /// Whether the column at `position` is NULL.
  func isNull(_ position: Int32) -> Bool
  /// The column at `position` as an integer.
  func int(_ position: Int32) -> Int
  /// The column at `position` as a double.
  func double(_ position: Int32) -> Double
  /// The column at `position` as text.
  func string(_ position: Int32) -> String
  /// The column at `position` as bytes.
  func blob(_ position: Int32) -> [UInt8]
  /// The column at `position` as the value the store wrote.
  func value(_ position: Int32) -> SQLValue
}

extension PositionalSQLRow {
  /// Whether the column is NULL.
  package func isNull(_ column: String) -> Bool { isNull(position(of: column)) }
  /// The column as an integer.
  package func int(_ column: String) -> Int { int(position(of: column)) }
  /// The column as a double.
  package func double(_ column: String) -> Double { double(position(of: column)) }
  /// The column as text.
  package func string(_ column: String) -> String { string(position(of: column)) }
  /// The column as bytes.
  package func blob(_ column: String) -> [UInt8] { blob(position(of: column)) }
  /// The column as the value the store wrote.
  package func value(_ column: String) -> SQLValue { value(position(of: column)) }
}

/// A result's column names and where each is, for reading rows by name.
///
/// Readers take a row's columns in the order the query lists them, so the column after the
/// one last found is tried first: one comparison of two short strings instead of hashing the
/// name, for every column of every row of a long log. A name the query lacks is the store's
/// own mistake (a query and its reader disagree), caught by the tests; in a release build it
/// reads as NULL.
package final class ColumnNames {
  private let names: [String]
  private let positions: [String: Int32]
  private var next = 0

  /// The names of a result's columns, in order.
  package init(_ names: [String]) {
    self.names = names
    var positions: [String: Int32] = [:]
    for (position, name) in names.enumerated() where positions[name] == nil { positions[name] = Int32(position) }
    self.positions = positions
  }

  /// The position of `column`; `sql` names the query in the failure of a missing one.
  package func position(of column: String, in sql: @autoclosure () -> String) -> Int32 {
    if next < names.count, names[next] == column {
      defer { next += 1 }
      return Int32(next)
    }
    guard let position = positions[column] else {
      assertionFailure("no column \(column) in \(sql())")
      return -1
    }
    next = Int(position) + 1
    return position
  }
}
