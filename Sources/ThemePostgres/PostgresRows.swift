import CPostgres
import ThemeStore

/// The rows of one query result, read by row and column index (text format).
final class PostgresRows {
  private let result: OpaquePointer
  private let pq: LibPQ

  init(_ result: OpaquePointer, pq: LibPQ) {
    self.result = result
    self.pq = pq
  }

  deinit { pq.clear(result) }

  /// The number of rows.
  var count: Int { Int(pq.ntuples(result)) }

  /// The number of columns.
  var columnCount: Int { Int(pq.nfields(result)) }

  /// Whether the value is NULL.
  func isNull(_ row: Int, _ column: Int32) -> Bool { pq.getisnull(result, Int32(row), column) == 1 }

  /// The value as text (empty when NULL).
  func string(_ row: Int, _ column: Int32) -> String {
    guard let pointer = pq.getvalue(result, Int32(row), column) else { return "" }
    let length = Int(pq.getlength(result, Int32(row), column))
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
  }

  /// The value as text, or nil when NULL.
  func optionalString(_ row: Int, _ column: Int32) -> String? {
    row < count && !isNull(row, column) ? string(row, column) : nil
  }

  /// The value as an integer (0 when NULL or not a number).
  func int(_ row: Int, _ column: Int32) -> Int { Int(integer(row, column) ?? 0) }

  /// The value's decimal digits read in place as an integer, nil when NULL or not one: a long
  /// history reads hundreds of thousands of them, and a string made of each was most of it.
  func integer(_ row: Int, _ column: Int32) -> Int64? {
    guard let pointer = pq.getvalue(result, Int32(row), column) else { return nil }
    let length = Int(pq.getlength(result, Int32(row), column))
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      Self.integer(digits: UnsafeBufferPointer(start: $0, count: length))
    }
  }

  /// `digits` (an optional `-`, then ASCII digits) as an integer; nil when empty, not digits
  /// or out of `Int64`'s range (the server prints no `+`).
  static func integer(digits: UnsafeBufferPointer<UInt8>) -> Int64? {
    let negative = digits.first == UInt8(ascii: "-")
    var index = negative ? 1 : 0
    guard index < digits.count else { return nil }
    var value: Int64 = 0
    while index < digits.count {
      let digit = digits[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
      // Accumulated towards the sign, so that Int64.min is read as well as Int64.max.
      let (next, overflowAdd) =
        negative ? shifted.subtractingReportingOverflow(Int64(digit)) : shifted.addingReportingOverflow(Int64(digit))
      guard !overflowShift, !overflowAdd else { return nil }
      value = next
      index += 1
    }
    return value
  }

  /// The value as an integer, or nil when NULL.
  func optionalInt(_ row: Int, _ column: Int32) -> Int? {
    row < count && !isNull(row, column) ? int(row, column) : nil
  }

  /// The value as a double, or nil when NULL; the server prints the shortest exact form.
  func optionalDouble(_ row: Int, _ column: Int32) -> Double? {
    isNull(row, column) ? nil : Double(string(row, column))
  }

  /// A `bytea` value, which the text format sends as `\x` and hex digits.
  func bytes(_ row: Int, _ column: Int32) -> [UInt8] {
    guard let pointer = pq.getvalue(result, Int32(row), column) else { return [] }
    let length = Int(pq.getlength(result, Int32(row), column))
    guard length >= 2 else { return [] }
    var bytes: [UInt8] = []
    bytes.reserveCapacity((length - 2) / 2)
    pointer.withMemoryRebound(to: UInt8.self, capacity: length) { text in
      var index = 2
      while index + 1 < length {
        bytes.append(Self.nibble(text[index]) << 4 | Self.nibble(text[index + 1]))
        index += 2
      }
    }
    return bytes
  }

  private static func nibble(_ digit: UInt8) -> UInt8 {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    default: digit &- UInt8(ascii: "A") &+ 10
    }
  }

  /// The columns' names, in order, and where each name is.
  private(set) lazy var columns: ColumnNames = ColumnNames(
    (0..<Int32(columnCount)).map { column in pq.fname(result, column).map { String(cString: $0) } ?? "" })

  /// The value typed by its column's type: integers, doubles and `bytea` as themselves,
  /// anything else as text (the text format says nothing of types, the column's OID does).
  func value(_ row: Int, _ column: Int32) -> SQLValue {
    if isNull(row, column) { return .null }
    switch pq.ftype(result, column) {
    case 20, 21, 23: return .integer(integer(row, column) ?? 0)
    case 700, 701, 1700: return .real(Double(string(row, column)) ?? 0)
    case 17: return .blob(bytes(row, column))
    default: return .text(string(row, column))
    }
  }

  /// How many rows the command changed (0 for a query).
  var changedRows: Int {
    guard let text = pq.cmdTuples(result) else { return 0 }
    return Int(String(cString: text)) ?? 0
  }

  /// Calls `body` with each row index.
  func eachRow(_ body: (Int) throws -> Void) rethrows {
    for row in 0..<count { try body(row) }
  }

  /// The rows, each mapped by `transform`.
  func map<T>(_ transform: (Int) throws -> T) rethrows -> [T] {
    try (0..<count).map(transform)
  }
}
