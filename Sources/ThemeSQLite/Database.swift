import CSQLite
import ThemeStore

/// One SQLite connection with cached statements; used from one thread at a time.
public final class Database {
  let handle: OpaquePointer
  /// The file the connection opened.
  public let path: String
  private var statements: [String: Statement] = [:]
  private let transactions = NestedTransactions()

  /// How the file is opened.
  public enum Mode: Sendable {
    /// Read and write; create the file when missing.
    case readWriteCreate
    /// Read and write an existing file.
    case readWrite
    /// Read only.
    case readOnly
    /// Read only, `path` being a `file:` URI (with `mode=ro`, maybe `immutable=1`).
    case readOnlyURI
  }

  /// Opens `path` with a busy timeout of `busyTimeoutMilliseconds`; `displayPath` is the name
  /// messages use (the path as the user gave it, when SQLite is handed another spelling).
  public init(
    path: String, mode: Mode, displayPath: String? = nil, busyTimeoutMilliseconds: Int32 = 10_000
  ) throws(DatabaseError) {
    var handle: OpaquePointer?
    var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    switch mode {
    case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    case .readWrite: flags |= SQLITE_OPEN_READWRITE
    case .readOnly: flags |= SQLITE_OPEN_READONLY
    case .readOnlyURI: flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
    }
    let code = sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open the file"
      if let handle { sqlite3_close_v2(handle) }
      throw DatabaseError(extendedCode: code, message: message)
    }
    self.handle = handle
    self.path = displayPath ?? path
    sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
  }

  deinit {
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  func error(code: Int32, sql: String?) -> DatabaseError {
    let extended = sqlite3_extended_errcode(handle)
    return DatabaseError(
      extendedCode: extended == 0 ? code : extended, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
  }

  /// Keeps the write-ahead log file when the connection closes (`SQLITE_FCNTL_PERSIST_WAL`):
  /// the next process then reuses it instead of creating and deleting it again. The log is
  /// still folded into the file on close, so the file alone always holds every commit (a user
  /// who copies only it loses nothing).
  public func persistWriteAheadLog() {
    var enabled: Int32 = 1
    _ = sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &enabled)
  }

  /// Whether the connection cannot write (the file or its directory is read-only).
  public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  /// A cached prepared statement for `sql`.
  public func statement(_ sql: String) throws(DatabaseError) -> Statement {
    if let cached = statements[sql] { return cached }
    let statement = try Statement(database: self, sql: sql)
    statements[sql] = statement
    return statement
  }

  /// Runs one statement with bound values.
  public func execute(_ sql: String, _ values: [SQLValue] = []) throws(DatabaseError) {
    try statement(sql).run(values)
  }

  /// Runs a script of several statements that takes no parameters (migrations, pragmas).
  public func executeScript(_ sql: String) throws(DatabaseError) {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    guard code == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? "unknown error"
      sqlite3_free(message)
      throw DatabaseError(extendedCode: sqlite3_extended_errcode(handle), message: text, sql: sql)
    }
  }

  /// The first column of the first row of `sql`, as an integer.
  public func scalarInt(_ sql: String, _ values: [SQLValue] = []) throws -> Int? {
    try statement(sql).first(values) { $0.optionalInt(0) } ?? nil
  }

  /// The first column of the first row of `sql`, as text.
  public func scalarString(_ sql: String, _ values: [SQLValue] = []) throws -> String? {
    try statement(sql).first(values) { $0.optionalString(0) } ?? nil
  }

  /// The rowid of the last inserted row.
  public var lastInsertedRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

  /// The number of rows the last statement changed.
  public var changes: Int { Int(sqlite3_changes(handle)) }

  /// Runs `body` in a transaction, committed when it returns and rolled back when it throws.
  ///
  /// `immediate` takes the write lock at the start (`BEGIN IMMEDIATE`), so two writers
  /// queue on the busy timeout instead of failing on lock upgrade. Inside another transaction
  /// `body` runs in a savepoint of it, so it lands only with the outer transaction.
  public func transaction<T>(immediate: Bool = true, _ body: () throws -> T) throws -> T {
    try transactions.run(
      begin: immediate ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED", execute: { try execute($0) }, body)
  }
}
