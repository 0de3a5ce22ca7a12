import Foundation
import ThemeModel
import ThemeSQLite
import ThemeStore

/// The logical content of an SQLite file, read through SQLite on a read-only connection: the
/// schema, the header fields themereg sets and every row of every table, sorted. Writes that
/// sit in the `-wal` file are part of it, which a copy of the main file's bytes would miss.
public enum SQLiteSnapshot {
  /// The content of the file at `path`: its logical content when SQLite can read it, else
  /// its raw bytes; nil when there is no file.
  public static func content(_ path: String) -> [UInt8]? {
    guard let raw = FileManager.default.contents(atPath: path) else { return nil }
    guard raw.starts(with: Array("SQLite format 3\u{0}".utf8)), let logical = try? logicalContent(path) else {
      return [UInt8](raw)
    }
    return logical
  }

  /// Every table's rows (blobs as their SHA-256), the schema and the header fields, as text.
  public static func logicalContent(_ path: String) throws -> [UInt8] {
    let database = try Database(path: RegistryFile.readOnlyURI(path, immutable: false), mode: .readOnlyURI)
    var lines: [String] = []
    for pragma in ["application_id", "user_version"] {
      lines.append("\(pragma)=\(try database.scalarInt("PRAGMA \(pragma)") ?? -1)")
    }
    let schema = try database.statement("SELECT type, name, coalesce(sql, '') FROM sqlite_schema ORDER BY name")
      .map { ($0.string(0), $0.string(1), $0.string(2)) }
    for (type, name, sql) in schema {
      lines.append("\(type) \(name): \(sql)")
      guard type == "table", !name.hasPrefix("sqlite_") else { continue }
      let statement = try database.statement("SELECT * FROM \"\(name)\"")
      var rows = try statement.map { row in
        (0..<statement.columnCount).map { column in
          switch row.value(column) {
          case .null: "NULL"
          case .integer(let number): String(number)
          case .real(let number): "\(number)"
          case .text(let text): JSONWriter.quoted(text)
          case .blob(let bytes): "x'" + SHA256.hex(of: bytes) + "'"
          }
        }.joined(separator: "|")
      }
      rows.sort()
      lines += rows.map { "  " + $0 }
    }
    return Array(lines.joined(separator: "\n").utf8)
  }

  /// The `-wal`, `-shm` and `-journal` files beside `path` that exist.
  public static func sidecars(_ path: String) -> [String] {
    ["-wal", "-shm", "-journal"].filter { FileManager.default.fileExists(atPath: path + $0) }
  }
}
