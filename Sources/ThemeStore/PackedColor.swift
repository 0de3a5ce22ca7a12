/// How a colour row is stored: the components of a colour written in 8 bits per channel (a hex
/// or `rgb()` colour, nearly every one) packed into one integer instead of four doubles, and
/// the hex left out when it is what was written. Rows read back as `ThemeRows` produced them.
enum PackedColor {
  /// The stored columns, after the key columns `name` and `appearance`.
  static let storedValueColumns = ["written", "rgba", "red", "green", "blue", "alpha", "hex"]

  /// The channel value `k` whose `k / 255` is exactly `component`, if there is one.
  private static func channel(_ component: SQLValue) -> Int64? {
    guard case .real(let value) = component, value >= 0, value <= 1 else { return nil }
    let scaled = (value * 255).rounded()
    return Double(scaled) / 255 == value ? Int64(scaled) : nil
  }

  /// The stored values of a row's values `written, red, green, blue, alpha, hex`.
  static func stored(_ values: ArraySlice<SQLValue>) -> [SQLValue] {
    let values = Array(values)
    guard values.count == 6 else { return values }
    let written = values[0]
    let hex: SQLValue = values[5] == written ? .null : values[5]
    let channels = values[1...4].compactMap(channel)
    guard channels.count == 4 else { return [written, .null] + values[1...4] + [hex] }
    let packed = channels.reduce(Int64(0)) { $0 << 8 | $1 }
    return [written, .integer(packed), .null, .null, .null, .null, hex]
  }

  /// The row's values `written, red, green, blue, alpha, hex` from its stored values.
  static func values(_ stored: ArraySlice<SQLValue>) -> [SQLValue] {
    let stored = Array(stored)
    guard stored.count == 7 else { return stored }
    let written = stored[0]
    let hex = stored[6] == .null ? written : stored[6]
    guard case .integer(let packed) = stored[1] else { return [written] + stored[2...5] + [hex] }
    let components = [24, 16, 8, 0].map { shift in SQLValue.real(Double((packed >> Int64(shift)) & 0xFF) / 255) }
    return [written] + components + [hex]
  }
}
