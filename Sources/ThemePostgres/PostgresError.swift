/// An error libpq or the PostgreSQL server reported.
public struct PostgresError: Error, Sendable, CustomStringConvertible {
  /// The five-character SQLSTATE, when the server sent one.
  public let sqlState: String?
  /// The server's or libpq's message, first line only (no statement text, no credentials).
  public let message: String
  /// Whether the connection is gone (the server ended it, or the network failed).
  public let connectionLost: Bool

  /// Creates an error.
  public init(sqlState: String?, message: String, connectionLost: Bool = false) {
    self.sqlState = sqlState
    self.message = message
    self.connectionLost = connectionLost
  }

  /// Whether running the whole transaction again may succeed: a serialization failure, a
  /// deadlock, or a lost connection (the transaction was rolled back by the server).
  public var isRetryable: Bool {
    if connectionLost { return true }
    guard let sqlState else { return false }
    return sqlState == "40001" || sqlState == "40P01" || sqlState.hasPrefix("08") || sqlState == "57P01"
      || sqlState == "57P02" || sqlState == "57P03"
  }

  /// Whether the server refused the credentials.
  public var isAuthenticationFailure: Bool {
    sqlState == "28P01" || sqlState == "28000" || message.contains("password authentication failed")
      || message.contains("no password supplied")
  }

  /// The message with its SQLSTATE.
  public var description: String { sqlState.map { "\(message) (SQLSTATE \($0))" } ?? message }
}
