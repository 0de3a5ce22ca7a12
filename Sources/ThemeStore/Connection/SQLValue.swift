/// A value bound to, or read from, an SQL statement.
public enum SQLValue: Hashable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])
}

extension SQLValue {
  /// The text of a text value; empty for any other.
  var text: String {
    if case .text(let text) = self { return text }
    return ""
  }

  /// The number of an integer value; nil for any other (NULL included).
  var number: Int? {
    if case .integer(let number) = self { return Int(number) }
    return nil
  }
}

/// A Swift value that can be bound to a statement parameter.
public protocol SQLBindable {
  /// The value as SQL sees it.
  var sqlValue: SQLValue { get }
}

extension SQLValue: SQLBindable {
  /// Itself.
  public var sqlValue: SQLValue { self }
}

extension String: SQLBindable {
  /// A text value.
  public var sqlValue: SQLValue { .text(self) }
}

extension Int: SQLBindable {
  /// An integer value.
  public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Int64: SQLBindable {
  /// An integer value.
  public var sqlValue: SQLValue { .integer(self) }
}

extension Double: SQLBindable {
  /// A real value.
  public var sqlValue: SQLValue { .real(self) }
}

extension Bool: SQLBindable {
  /// 1 or 0.
  public var sqlValue: SQLValue { .integer(self ? 1 : 0) }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
  /// The wrapped value, or NULL.
  public var sqlValue: SQLValue { self?.sqlValue ?? .null }
}
