import CSQLite

/// An error SQLite reported, with its result code and the statement it came from.
public struct DatabaseError: Error, Sendable, CustomStringConvertible {
  /// The extended result code.
  public let extendedCode: Int32
  /// SQLite's message.
  public let message: String
  /// The SQL being run, if any.
  public let sql: String?

  /// The primary result code (the low byte of the extended one).
  public var code: Int32 { extendedCode & 0xFF }

  /// Whether another connection held a lock for longer than the busy timeout.
  public var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
  /// Whether the file is damaged or not a database.
  public var isCorrupt: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }
  /// Whether the database could not be written because the file or directory is read-only.
  public var isReadOnly: Bool { code == SQLITE_READONLY }
  /// Whether the file could not be opened or created.
  public var isCannotOpen: Bool { code == SQLITE_CANTOPEN }
  /// Whether a constraint (unique, check, foreign key) was violated.
  public var isConstraintViolation: Bool { code == SQLITE_CONSTRAINT }

  /// Creates an error.
  public init(extendedCode: Int32, message: String, sql: String? = nil) {
    self.extendedCode = extendedCode
    self.message = message
    self.sql = sql
  }

  /// SQLite's message with its code.
  public var description: String { "\(message) (SQLite code \(extendedCode))" }
}
