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

  static let colors = VersionedTable(
    name: "colors", keyColumns: ["name", "appearance"],
    valueColumns: ["written", "red", "green", "blue", "alpha", "hex"],
    storage: ValueStorage(
      columns: PackedColor.storedValueColumns, stored: PackedColor.stored, values: PackedColor.values))
  static let typography = VersionedTable(
    name: "typography_styles", keyColumns: ["name"],
    valueColumns: [
      "font_family", "size", "weight", "line_height", "text_style", "dynamic_scaling", "min_size", "max_size",
    ])
  static let images = VersionedTable(
    name: "images", keyColumns: ["name"],
    valueColumns: ["symbol", "asset", "direction", "mirrors_in_rtl", "accessibility_label", "decorative"])
  static let iconButtons = VersionedTable(
    name: "icon_buttons", keyColumns: ["name"],
    valueColumns: ["image", "accessibility_label", "tint", "background", "size"])
  static let media = VersionedTable(
    name: "media", keyColumns: ["media_id"],
    valueColumns: ["kind", "format", "thumbnail_alt", "source_alt", "label", "description"])

  static let pairs = VersionedTable(
    name: "pairs", keyColumns: ["name"],
    valueColumns: [
      "foreground", "background", "kind", "text_style", "backdrops", "min_ratio", "appearances", "description",
    ])

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
    var colors: [[SQLValue]] = []
    let appearances = theme.appearances
    for token in theme.colors {
      for appearance in appearances {
        let color = theme.resolvedColors[token.name]?[appearance] ?? .black
        colors.append([
          .text(token.name), .text(appearance.rawValue), .text(token.expression(in: appearance).written),
          .real(color.red), .real(color.green), .real(color.blue), .real(color.alpha), .text(color.hex),
        ])
      }
    }
    let typography: [[SQLValue]] = theme.typography.map { style in
      [
        .text(style.name), .text(style.fontFamily), .real(style.size), .integer(Int64(style.weight)),
        style.lineHeight.sqlValue, style.textStyle?.rawValue.sqlValue ?? .null, style.scalesDynamically.sqlValue,
        style.dynamicScaling?.min.sqlValue ?? .null, style.dynamicScaling?.max.sqlValue ?? .null,
      ]
    }
    let images: [[SQLValue]] = theme.images.map { image in
      [
        .text(image.name), image.symbol.sqlValue, image.asset.sqlValue, .text(image.effectiveDirection.rawValue),
        image.mirrorsInRTL.sqlValue, image.accessibilityLabel.sqlValue, image.decorative.sqlValue,
      ]
    }
    let buttons: [[SQLValue]] = theme.iconButtons.map { button in
      [
        .text(button.name), button.image.sqlValue, button.accessibilityLabel.sqlValue,
        button.tint?.written.sqlValue ?? .null, button.background?.written.sqlValue ?? .null, button.size.sqlValue,
      ]
    }
    let media: [[SQLValue]] = theme.media.map { record in
      [
        .text(record.id), .text(record.kind.rawValue), .text(record.format.rawValue), record.thumbnailAlt.sqlValue,
        record.sourceAlt.sqlValue, record.label.sqlValue, record.description.sqlValue,
      ]
    }
    let pairs: [[SQLValue]] = theme.pairs.map { pair in
      [
        .text(pair.name), .text(pair.foreground.written), .text(pair.background.written), .text(pair.kind.rawValue),
        pair.textStyle.sqlValue,
        pair.backdrops.map { JSONWriter.string(.array($0.map { .string($0.written) })) }.sqlValue,
        pair.minRatio.sqlValue,
        pair.appearances.map { JSONWriter.string(.array($0.map { .string($0.rawValue) })) }.sqlValue,
        pair.description.sqlValue,
      ]
    }
    rows = [
      VersionedTable.pairs.name: pairs, VersionedTable.colors.name: colors, VersionedTable.typography.name: typography,
      VersionedTable.images.name: images, VersionedTable.iconButtons.name: buttons,
      VersionedTable.media.name: media,
    ]
  }
}
