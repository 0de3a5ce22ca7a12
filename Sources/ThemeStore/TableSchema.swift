import ThemeModel

/// A column of a normalized table with the value a row's model element gives it: the name
/// and the value are declared side by side, so the SQL's column list and the values bound
/// to it cannot fall out of order.
struct Column<Element>: Sendable {
  /// The column's name in the SQL.
  let name: String
  /// The element's value for the column.
  let value: @Sendable (Element) -> SQLValue

  init(_ name: String, _ value: @escaping @Sendable (Element) -> SQLValue) {
    self.name = name
    self.value = value
  }
}

/// A normalized table declared over the model values its rows are made of.
struct TableSchema<Element>: Sendable {
  /// The table's name.
  let name: String
  /// The columns that identify a row across versions.
  let keys: [Column<Element>]
  /// The columns whose change closes a row and opens another.
  let values: [Column<Element>]

  /// One row per element, its values in `keys` then `values` order.
  func rows(_ elements: [Element]) -> [[SQLValue]] {
    let columns = keys + values
    return elements.map { element in columns.map { $0.value(element) } }
  }
}

/// The columns a query selects, each an SQL expression and the name rows are read by: the
/// SELECT list, the names and the positions of a positional read come from one declaration.
struct SelectedColumns: Sendable {
  let columns: [(expression: String, name: String)]

  init(_ columns: [(String, String)]) { self.columns = columns.map { (expression: $0.0, name: $0.1) } }

  /// `expression AS name, …` for a SELECT list.
  var sql: String { columns.map { "\($0.expression) AS \($0.name)" }.joined(separator: ", ") }

  /// The names, in order.
  var names: [String] { columns.map(\.name) }

  /// The same columns with the expressions of `replaced` (by name) instead.
  func replacing(_ replaced: [String: String]) -> SelectedColumns {
    SelectedColumns(columns.map { (replaced[$0.name] ?? $0.expression, $0.name) })
  }

  /// The position of the column named `name` (a constant of the declaration).
  func position(_ name: String) -> Int { columns.firstIndex { $0.name == name }! }
}

/// A colour in one appearance: a row of `colors`.
struct ColorRow: Sendable {
  let name: String
  let appearance: Appearance
  let written: String
  let color: RGBA
}

extension TableSchema where Element == ColorRow {
  static let colors = TableSchema(
    name: "colors", keys: [Column("name") { .text($0.name) }, Column("appearance") { .text($0.appearance.rawValue) }],
    values: [
      Column("written") { .text($0.written) }, Column("red") { .real($0.color.red) },
      Column("green") { .real($0.color.green) }, Column("blue") { .real($0.color.blue) },
      Column("alpha") { .real($0.color.alpha) }, Column("hex") { .text($0.color.hex) },
    ])
}

extension TableSchema where Element == TypographyStyle {
  static let typography = TableSchema(
    name: "typography_styles", keys: [Column("name") { .text($0.name) }],
    values: [
      Column("font_family") { .text($0.fontFamily) }, Column("size") { .real($0.size) },
      Column("weight") { .integer(Int64($0.weight)) }, Column("line_height") { $0.lineHeight.sqlValue },
      Column("text_style") { $0.textStyle?.rawValue.sqlValue ?? .null },
      Column("dynamic_scaling") { $0.scalesDynamically.sqlValue },
      Column("min_size") { $0.dynamicScaling?.min.sqlValue ?? .null },
      Column("max_size") { $0.dynamicScaling?.max.sqlValue ?? .null },
    ])
}

extension TableSchema where Element == ImageRecord {
  static let images = TableSchema(
    name: "images", keys: [Column("name") { .text($0.name) }],
    values: [
      Column("symbol") { $0.symbol.sqlValue }, Column("asset") { $0.asset.sqlValue },
      Column("direction") { .text($0.effectiveDirection.rawValue) },
      Column("mirrors_in_rtl") { $0.mirrorsInRTL.sqlValue },
      Column("accessibility_label") { $0.accessibilityLabel.sqlValue }, Column("decorative") { $0.decorative.sqlValue },
    ])
}

extension TableSchema where Element == IconButton {
  static let iconButtons = TableSchema(
    name: "icon_buttons", keys: [Column("name") { .text($0.name) }],
    values: [
      Column("image") { $0.image.sqlValue }, Column("accessibility_label") { $0.accessibilityLabel.sqlValue },
      Column("tint") { $0.tint?.written.sqlValue ?? .null },
      Column("background") { $0.background?.written.sqlValue ?? .null }, Column("size") { $0.size.sqlValue },
    ])
}

extension TableSchema where Element == MediaRecord {
  static let media = TableSchema(
    name: "media", keys: [Column("media_id") { .text($0.id) }],
    values: [
      Column("kind") { .text($0.kind.rawValue) }, Column("format") { .text($0.format.rawValue) },
      Column("thumbnail_alt") { $0.thumbnailAlt.sqlValue }, Column("source_alt") { $0.sourceAlt.sqlValue },
      Column("label") { $0.label.sqlValue }, Column("description") { $0.description.sqlValue },
    ])
}

extension TableSchema where Element == ContrastPair {
  static let pairs = TableSchema(
    name: "pairs", keys: [Column("name") { .text($0.name) }],
    values: [
      Column("foreground") { .text($0.foreground.written) }, Column("background") { .text($0.background.written) },
      Column("kind") { .text($0.kind.rawValue) }, Column("text_style") { $0.textStyle.sqlValue },
      Column("backdrops") { pair in
        pair.backdrops.map { JSONWriter.string(.array($0.map { .string($0.written) })) }.sqlValue
      },
      Column("min_ratio") { $0.minRatio.sqlValue },
      Column("appearances") { pair in
        pair.appearances.map { JSONWriter.string(.array($0.map { .string($0.rawValue) })) }.sqlValue
      },
      Column("description") { $0.description.sqlValue },
    ])
}
