import ThemeModel

/// A normalized table whose rows carry version ranges (`since`, `until`).
package struct VersionedTable: Sendable {
  /// The table's name (a constant of this file, never user data).
  package let name: String
  /// Columns that identify a row across versions, e.g. a colour's name and appearance.
  package let keyColumns: [String]
  /// Columns whose change closes the old row and opens a new one.
  package let valueColumns: [String]
  /// How the value columns are stored when not as they are (see `PackedColor`).
  let storage: ValueStorage?

  /// Stored value columns and the conversions of a row's values to them and back.
  struct ValueStorage: Sendable {
    let columns: [String]
    let stored: @Sendable (ArraySlice<SQLValue>) -> [SQLValue]
    let values: @Sendable (ArraySlice<SQLValue>) -> [SQLValue]
  }

  init(name: String, keyColumns: [String], valueColumns: [String], storage: ValueStorage? = nil) {
    self.name = name
    self.keyColumns = keyColumns
    self.valueColumns = valueColumns
    self.storage = storage
  }

  package var columns: [String] { keyColumns + valueColumns }

  /// The columns as stored, which may differ from `columns`.
  package var storedColumns: [String] { keyColumns + (storage?.columns ?? valueColumns) }

  /// A row's values (in `columns` order) as stored (in `storedColumns` order).
  package func stored(_ row: [SQLValue]) -> [SQLValue] {
    guard let storage else { return row }
    return Array(row[..<keyColumns.count]) + storage.stored(row[keyColumns.count...])
  }

  /// A row's values from its stored values.
  package func values(_ stored: [SQLValue]) -> [SQLValue] {
    guard let storage else { return stored }
    return Array(stored[..<keyColumns.count]) + storage.values(stored[keyColumns.count...])
  }

  /// A table whose columns come from `schema`, stored as `storage` says.
  init<Element>(_ schema: TableSchema<Element>, storage: ValueStorage? = nil) {
    self.init(
      name: schema.name, keyColumns: schema.keys.map(\.name), valueColumns: schema.values.map(\.name), storage: storage)
  }

  static let colors = VersionedTable(
    TableSchema.colors,
    storage: ValueStorage(
      columns: PackedColor.storedValueColumns, stored: PackedColor.stored, values: PackedColor.values))
  static let typography = VersionedTable(TableSchema.typography)
  static let images = VersionedTable(TableSchema.images)
  static let iconButtons = VersionedTable(TableSchema.iconButtons)
  static let media = VersionedTable(TableSchema.media)
  static let pairs = VersionedTable(TableSchema.pairs)

  package static let all: [VersionedTable] = [colors, typography, images, iconButtons, media, pairs]
}

/// The normalized rows of one theme, per table, each row's values in `columns` order.
package struct ThemeRows {
  package var rows: [String: [[SQLValue]]]

  /// A SHA-256 of a table's rows in their deterministic order; equal digests mean equal rows.
  package func digest(of table: String) -> String {
    SHA256.hex(of: RowEncoding.bytes(of: rows[table] ?? []))
  }

  /// Rows given per table, as tests build them.
  package init(rows: [String: [[SQLValue]]]) {
    self.rows = rows
  }

  /// The rows of `theme`'s colours, typography, images, icon buttons, media and pairs.
  package init(theme: Theme) {
    let colors = theme.colors.flatMap { token in
      theme.appearances.map { appearance in
        ColorRow(
          name: token.name, appearance: appearance, written: token.expression(in: appearance).written,
          color: theme.resolvedColors[token.name]?[appearance] ?? .black)
      }
    }
    rows = [
      TableSchema.pairs.name: TableSchema.pairs.rows(theme.pairs),
      TableSchema.colors.name: TableSchema.colors.rows(colors),
      TableSchema.typography.name: TableSchema.typography.rows(theme.typography),
      TableSchema.images.name: TableSchema.images.rows(theme.images),
      TableSchema.iconButtons.name: TableSchema.iconButtons.rows(theme.iconButtons),
      TableSchema.media.name: TableSchema.media.rows(theme.media),
    ]
  }
}
