import Testing
import ThemeModel

@testable import ThemeStore

@Suite("Row digests")
struct RowDigestTests {
  /// The encoding the digests stored in every registry were taken of, value by value: a tag,
  /// 8 little-endian bytes or a length and the bytes, and 0xFF after each row.
  static func referenceDigest(_ rows: [[SQLValue]]) -> String {
    var bytes: [UInt8] = []
    for row in rows {
      for value in row {
        switch value {
        case .null: bytes.append(0)
        case .integer(let number):
          bytes.append(1)
          withUnsafeBytes(of: number.littleEndian) { bytes.append(contentsOf: $0) }
        case .real(let number):
          bytes.append(2)
          withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        case .text(let text):
          bytes.append(3)
          withUnsafeBytes(of: UInt64(text.utf8.count).littleEndian) { bytes.append(contentsOf: $0) }
          bytes.append(contentsOf: text.utf8)
        case .blob(let blob):
          bytes.append(4)
          withUnsafeBytes(of: UInt64(blob.count).littleEndian) { bytes.append(contentsOf: $0) }
          bytes.append(contentsOf: blob)
        }
      }
      bytes.append(0xFF)
    }
    return SHA256.hex(of: bytes)
  }

  static let tables: [[[SQLValue]]] = [
    [],
    [[]],
    [[.null, .null]],
    [[.integer(0), .integer(-1), .integer(.max), .integer(.min)]],
    [[.real(0), .real(-0.0), .real(1 / 3), .real(.infinity), .real(-1e-300)]],
    [[.text(""), .text("brand/primary"), .text("Ünïcödé 🎨"), .text("a\u{0}b")]],
    [[.blob([]), .blob([0, 255, 7])], [.text("second row"), .null]],
    (0..<300).map { [.text("color-\($0)"), .text($0 % 2 == 0 ? "light" : "dark"), .integer(Int64($0) << 40)] },
  ]

  @Test(arguments: tables.indices)
  func aTableDigestIsTheSHA256OfTheValueByValueEncoding(index: Int) {
    let rows = ThemeRows(rows: ["colors": Self.tables[index]])
    #expect(rows.digest(of: "colors") == Self.referenceDigest(Self.tables[index]))
  }

  @Test func anAbsentTableHasTheDigestOfNoRows() {
    #expect(ThemeRows(rows: [:]).digest(of: "media") == SHA256.hex(of: []))
  }
}
