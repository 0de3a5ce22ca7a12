import Testing
import ThemeModel

@testable import ThemeStore

@Suite("Packed colour rows")
struct PackedColorTests {
  /// Rows with what each stores: whether packed, and whether the written text and the hex
  /// are kept.
  static let cases:
    [(written: String, components: [Double], hex: String, packed: Bool, keepsWritten: Bool, keepsHex: Bool)] = [
      ("#0B5FFF", [11.0 / 255, 95.0 / 255, 1, 1], "#0B5FFF", true, false, false),
      ("#0b5fff", [11.0 / 255, 95.0 / 255, 1, 1], "#0B5FFF", true, true, false),
      ("#EBEBF599", [235.0 / 255, 235.0 / 255, 245.0 / 255, 0.6], "#EBEBF599", true, false, false),
      ("rgba(235, 235, 245, 0.6)", [235.0 / 255, 235.0 / 255, 245.0 / 255, 0.6], "#EBEBF599", true, true, false),
      ("#00000000", [0, 0, 0, 0], "#00000000", true, false, false),
      ("rgba(60, 60, 67, 0.75)", [60.0 / 255, 60.0 / 255, 67.0 / 255, 0.75], "#3C3C43BF", false, true, true),
      ("{brand}", [0.1234567, 0, 0, 1], "#1F0000", false, true, true),
      ("#1F0000", [0.1234567, 0, 0, 1], "#1F0000", false, true, false),
      // Not a hex RGBA.hex would write for these channels: kept as given.
      ("#0B5FFF", [11.0 / 255, 95.0 / 255, 1, 1], "#0B5FFFFF", true, true, true),
    ]

  @Test(arguments: cases.indices)
  func rowsReadBackAsTheyWereWritten(index: Int) {
    let row = Self.cases[index]
    let values: [SQLValue] = [.text(row.written)] + row.components.map { .real($0) } + [.text(row.hex)]
    let stored = PackedColor.stored(values[...])
    #expect(PackedColor.values(stored[...]) == values)
    #expect((stored[1] != .null) == row.packed)
    #expect((stored[0] != .null) == row.keepsWritten)
    #expect((stored[6] != .null) == row.keepsHex)
  }

  @Test func aPackedColourHoldsItsChannelsInOrder() {
    let stored = PackedColor.stored([
      .text("#0B5FFF"), .real(11.0 / 255), .real(95.0 / 255), .real(1), .real(1), .text("#0B5FFF"),
    ])
    #expect(stored == [.null, .integer(0x0B5F_FFFF), .null, .null, .null, .null, .null])
  }

  @Test(arguments: [(0x0B5F_FFFF, "#0B5FFF"), (0xEBEB_F599, "#EBEBF599"), (0, "#00000000"), (0xFFFF_FFFF, "#FFFFFF")])
  func aPackedColoursHexIsTheOneRGBAWrites(packed: Int64, hex: String) {
    #expect(PackedColor.hex(packed) == hex)
    let rgba = RGBA(
      red: Double((packed >> 24) & 0xFF) / 255, green: Double((packed >> 16) & 0xFF) / 255,
      blue: Double((packed >> 8) & 0xFF) / 255, alpha: Double(packed & 0xFF) / 255)
    #expect(rgba.hex == hex)
  }

  static let packedValues: [Int64] = [
    0, 0xFF, 0x0B5F_FFFF, 0xEBEB_F599, 0xFFFF_FFFF, 0x1234_56FE, 0x00AB_CD00, 0x7F80_81FF,
  ]

  @Test(arguments: packedValues)
  func theHexTestAgreesWithTheHexString(packed: Int64) {
    let hex = PackedColor.hex(packed)
    #expect(PackedColor.isHex(hex, of: packed))
    let lowercased = hex.lowercased()
    #expect(PackedColor.isHex(lowercased, of: packed) == (lowercased == hex))
    for other in [String(hex.dropLast()), hex + "F", hex + "FF", "#" + hex, String(hex.dropFirst()), ""] {
      #expect(!PackedColor.isHex(other, of: packed), "\(other) is not the hex of \(packed)")
    }
  }
}
