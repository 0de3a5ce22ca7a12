import ThemeModel

/// How a colour row is stored: the components of a colour written in 8 bits per channel (a hex
/// or `rgb()` colour, nearly every one) packed into one integer instead of four doubles. A
/// packed colour's hex (`#RRGGBB`, or `#RRGGBBAA` when translucent) is the packed value, so it is
/// left out (NULL), and so is what was written when that was the hex; an unpacked colour's hex
/// is left out when it is what was written. Rows read back as `ThemeRows` produced them.
enum PackedColor {
  /// The stored columns, after the key columns `name` and `appearance`.
  static let storedValueColumns = ["written", "rgba", "red", "green", "blue", "alpha", "hex"]

  /// The channel value `k` whose `k / 255` is exactly `component`, if there is one.
  private static func channel(_ component: SQLValue) -> Int64? {
    guard case .real(let value) = component, value >= 0, value <= 1 else { return nil }
    let scaled = (value * 255).rounded()
    return Double(scaled) / 255 == value ? Int64(scaled) : nil
  }

  /// The hex of a packed colour: `RGBA.hex` of its channels (`#RRGGBB` when its alpha is 255,
  /// else `#RRGGBBAA`).
  static func hex(_ packed: Int64) -> String {
    func channel(_ shift: Int64) -> Double { Double((packed >> shift) & 0xFF) / 255 }
    return RGBA(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0)).hex
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// Whether `text` is `hex(packed)`, compared digit by digit (every commit asks it of every
  /// colour row, and building the hex string cost more than the rest of the row).
  static func isHex(_ text: String, of packed: Int64) -> Bool {
    var utf8 = text.utf8.makeIterator()
    guard utf8.next() == UInt8(ascii: "#") else { return false }
    for shift in stride(from: Int64(24), through: packed & 0xFF == 0xFF ? 8 : 0, by: -8) {
      let byte = Int((packed >> shift) & 0xFF)
      guard utf8.next() == hexDigits[byte >> 4], utf8.next() == hexDigits[byte & 0xF] else { return false }
    }
    return utf8.next() == nil
  }

  /// The stored values of a row's values `written, red, green, blue, alpha, hex`.
  static func stored(_ values: ArraySlice<SQLValue>) -> [SQLValue] {
    guard values.count == 6 else { return Array(values) }
    let first = values.startIndex
    let (written, hex) = (values[first], values[first + 5])
    guard let red = channel(values[first + 1]), let green = channel(values[first + 2]),
      let blue = channel(values[first + 3]), let alpha = channel(values[first + 4])
    else { return [written, .null] + values[(first + 1)...(first + 4)] + [hex == written ? .null : hex] }
    let packed = red << 24 | green << 16 | blue << 8 | alpha
    // A hex that is not the packed value's (never written so) is kept, and so is what was written.
    guard case .text(let hexText) = hex, isHex(hexText, of: packed) else {
      return [written, .integer(packed), .null, .null, .null, .null, hex]
    }
    return [written == hex ? .null : written, .integer(packed), .null, .null, .null, .null, .null]
  }

  /// The row's values `written, red, green, blue, alpha, hex` from its stored values.
  static func values(_ stored: ArraySlice<SQLValue>) -> [SQLValue] {
    let stored = Array(stored)
    guard stored.count == 7 else { return stored }
    guard case .integer(let packed) = stored[1] else {
      return [stored[0]] + stored[2...5] + [stored[6] == .null ? stored[0] : stored[6]]
    }
    let hex = stored[6] == .null ? SQLValue.text(Self.hex(packed)) : stored[6]
    let written = stored[0] == .null ? hex : stored[0]
    let components = [24, 16, 8, 0].map { shift in SQLValue.real(Double((packed >> Int64(shift)) & 0xFF) / 255) }
    return [written] + components + [hex]
  }
}
