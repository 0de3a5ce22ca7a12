import ThemeRegistry

/// The text table of `log`, written straight into bytes a row at a time: a log of 10,000
/// versions is printed in full, so neither a table of strings nor all its rows are held.
///
/// The columns are aligned: the authors shown are looked up first (`Widths`), then the rows
/// are written as they are read. On PostgreSQL a ROLE column after AUTHOR shows the database
/// role that committed each version; a log with no recorded role has none.
struct LogTable {
  private static let header = ["VERSION", "HASH", "AUTHOR", "DATE (UTC)", "ERRORS", "WARNINGS", "MESSAGE"]

  /// What the column widths depend on: the authors shown, and numbers short enough for their
  /// headers (a number wider than its header widens its column from its row on).
  struct Widths {
    private var author = 6
    /// The role column's width, or nil when no version shown has a recorded role.
    fileprivate var role: Int?

    /// The widths for a log by `authors`, committed by the database roles `roles`.
    init(authors: Set<String>, roles: Set<String> = []) {
      for name in authors { author = max(author, LogTable.author(name).displayWidth) }
      for name in roles { role = max(role ?? 4, name.printable.displayWidth) }
    }

    /// The padded widths of every column but the last, which is not padded.
    var columns: [Int] { [7, 12, author] + (role.map { [$0] } ?? []) + [16, 6, 8] }
  }

  /// The padded widths of every column but the last.
  private let widths: [Int]
  /// Whether the ROLE column is shown.
  private let showsRoles: Bool
  private var output: [UInt8] = []

  /// A table with the widths `widths` gathered.
  init(_ widths: Widths) {
    self.widths = widths.columns
    self.showsRoles = widths.role != nil
  }

  private static func author(_ name: String) -> String { name.printable.truncated(20) }

  /// The header line.
  mutating func header() -> [UInt8] {
    output.removeAll(keepingCapacity: true)
    var titles = Self.header
    if showsRoles { titles.insert("ROLE", at: 3) }
    for (column, title) in titles.enumerated() { cell(column, width: title.utf8.count) { $0 += title.utf8 } }
    output.append(0x0A)
    return output
  }

  /// The line of `entry`.
  mutating func row(_ entry: LogEntry) -> [UInt8] {
    output.removeAll(keepingCapacity: true)
    let version = entry.version
    let author = Self.author(entry.version.author)
    cell(0, width: 1 + ByteText.decimalDigits(version.number)) { ByteText.appendVersion(version.number, to: &$0) }
    cell(1, width: 12) { $0 += version.contentHash.shortUTF8 }
    cell(2, width: author.displayWidth) { $0 += author.utf8 }
    // The columns after AUTHOR move one to the right when ROLE is shown.
    let shift = showsRoles ? 1 : 0
    if showsRoles {
      // PostgreSQL caps a role's name at 63 bytes: it is shown whole.
      let role = version.recordedRole?.printable ?? "—"
      cell(3, width: role.displayWidth) { $0 += role.utf8 }
    }
    cell(3 + shift, width: min(16, version.authoredAt.utf8.count)) {
      ByteText.appendMinute(version.authoredAt, to: &$0)
    }
    count(4 + shift, entry.audit?.errors)
    count(5 + shift, entry.audit?.warnings)
    let message = version.message.printable.truncated(60)
    cell(6 + shift, width: message.utf8.count) { $0 += message.utf8 }
    output.append(0x0A)
    return output
  }

  /// Appends one cell: the separator before it, its text, and padding to the column's width.
  private mutating func cell(_ column: Int, width: Int, _ write: (inout [UInt8]) -> Void) {
    ByteText.cell(column, width: width, paddedTo: column < widths.count ? widths[column] : nil, in: &output, write)
  }

  /// Appends a count, or `—` for a version without an audit run.
  private mutating func count(_ column: Int, _ value: Int?) {
    guard let value else { return cell(column, width: 1) { $0 += "—".utf8 } }
    cell(column, width: ByteText.decimalDigits(value)) { ByteText.appendDecimal(value, to: &$0) }
  }
}
