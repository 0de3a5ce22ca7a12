import ThemeStore

/// How the PostgreSQL store reads the normalized tables' columns back into `SQLValue`s equal
/// to the ones `ThemeRows` produces (the text format says nothing of types).
enum PostgresColumns {
  private static let reals: Set<String> = [
    "red", "green", "blue", "alpha", "size", "line_height", "min_size", "max_size",
  ]
  private static let integers: Set<String> = ["weight", "dynamic_scaling", "mirrors_in_rtl", "decorative"]

  /// The value of `column` in `row`, typed as `ThemeRows` types it.
  static func value(_ rows: PostgresRows, _ row: Int, _ index: Int32, column: String) -> SQLValue {
    if rows.isNull(row, index) { return .null }
    if reals.contains(column) { return .real(rows.optionalDouble(row, index) ?? 0) }
    if integers.contains(column) { return .integer(Int64(rows.int(row, index))) }
    return .text(rows.string(row, index))
  }

  /// Multi-row `INSERT`s of `rows` into `table`'s `columns`, in chunks the protocol allows
  /// (at most 65,535 parameters per statement); every value bound.
  static func insert(
    _ rows: [[SQLValue]], into table: String, columns: [String], connection: PostgresConnection,
    returning: String? = nil, _ eachReturned: (PostgresRows, Int) -> Void = { _, _ in }
  ) throws {
    guard let width = rows.first?.count, width > 0 else { return }
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
      if let returning { sql += " RETURNING \(returning)" }
      let result = try connection.query(sql, values)
      for row in 0..<result.count { eachReturned(result, row) }
      start += chunk.count
    }
  }

  /// `ANY($n::bigint[])` text for a list of ids.
  static func idArray(_ ids: [Int]) -> SQLValue {
    .text("{" + ids.map(String.init).joined(separator: ",") + "}")
  }
}
