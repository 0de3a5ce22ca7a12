import ThemeRegistry

/// The text table of `list`, written straight into bytes: a registry of 10,000 themes made
/// 60,000 cell strings, joined and padded, a third of the command's time.
///
/// Every column is as wide as its widest cell (the last is not padded), so the widths are
/// gathered from all rows first, then each row is written.
struct ListTable {
  private static let header = ["THEME", "LATEST", "UPDATED", "APPROVED", "AUDIT", "COVERAGE"]

  private var widths: [Int]
  private var output: [UInt8] = []

  /// A table whose columns fit `themes`.
  init(_ themes: [ThemeSummary]) {
    widths = Self.header.map(\.utf8.count)
    for index in themes.indices {
      let row = themes[index]
      let latest = row.latest
      widths[0] = max(widths[0], latest.theme.displayWidth)
      widths[1] = max(widths[1], 1 + ByteText.decimalDigits(latest.number))
      widths[2] = max(widths[2], min(16, latest.createdAt.utf8.count))
      widths[3] = max(widths[3], row.approvedVersion.map { 1 + ByteText.decimalDigits($0) } ?? 1)
      widths[4] = max(widths[4], Self.auditWidth(row.audit))
    }
  }

  /// The header line.
  mutating func header() -> [UInt8] {
    output.removeAll(keepingCapacity: true)
    for (column, title) in Self.header.enumerated() { cell(column, width: title.utf8.count) { $0 += title.utf8 } }
    output.append(0x0A)
    return output
  }

  /// The line of `row`, whose latest run checked what `coverage` counts.
  mutating func row(_ row: ThemeSummary, coverage: RunCoverage) -> [UInt8] {
    output.removeAll(keepingCapacity: true)
    let latest = row.latest
    cell(0, width: latest.theme.displayWidth) { $0 += latest.theme.utf8 }
    cell(1, width: 1 + ByteText.decimalDigits(latest.number)) { ByteText.appendVersion(latest.number, to: &$0) }
    cell(2, width: min(16, latest.createdAt.utf8.count)) { ByteText.appendMinute(latest.createdAt, to: &$0) }
    if let approved = row.approvedVersion {
      cell(3, width: 1 + ByteText.decimalDigits(approved)) { ByteText.appendVersion(approved, to: &$0) }
    } else {
      cell(3, width: 1) { $0 += "—".utf8 }
    }
    cell(4, width: Self.auditWidth(row.audit)) { output in
      // "passes: 0 errors, 2 warnings", the counts the stored run holds.
      guard let audit = row.audit else {
        output += "not audited".utf8
        return
      }
      output += (audit.passed ? "passes: " : "fails: ").utf8
      ByteText.appendDecimal(audit.errors, to: &output)
      output += " errors, ".utf8
      ByteText.appendDecimal(audit.warnings, to: &output)
      output += " warnings".utf8
    }
    // Coverage beside the counts: "passes" is never read without how much was checked.
    cell(5, width: 0) { output in
      ByteText.appendDecimal(coverage.checked, to: &output)
      output += " of ".utf8
      ByteText.appendDecimal(coverage.colors, to: &output)
      output += " colours checked".utf8
    }
    output.append(0x0A)
    return output
  }

  /// Characters of the AUDIT cell of a run (or of none).
  private static func auditWidth(_ audit: AuditRunSummary?) -> Int {
    guard let audit else { return "not audited".utf8.count }
    return (audit.passed ? "passes: " : "fails: ").utf8.count + ByteText.decimalDigits(audit.errors)
      + " errors, ".utf8.count + ByteText.decimalDigits(audit.warnings) + " warnings".utf8.count
  }

  /// Appends one cell: the separator before it, its text, and padding to the column's width.
  private mutating func cell(_ column: Int, width: Int, _ write: (inout [UInt8]) -> Void) {
    ByteText.cell(column, width: width, paddedTo: column < widths.count - 1 ? widths[column] : nil, in: &output, write)
  }
}
