import Testing

@testable import ThemeStore

@Suite("Packed colour rows")
struct PackedColorTests {
  static let cases: [(written: String, components: [Double], hex: String, packed: Bool)] = [
    ("#0B5FFF", [11.0 / 255, 95.0 / 255, 1, 1], "#0B5FFF", true),
    ("rgba(235, 235, 245, 0.6)", [235.0 / 255, 235.0 / 255, 245.0 / 255, 0.6], "#EBEBF599", true),
    ("rgba(60, 60, 67, 0.75)", [60.0 / 255, 60.0 / 255, 67.0 / 255, 0.75], "#3C3C43BF", false),
    ("{brand}", [0.1234567, 0, 0, 1], "#1F0000", false),
  ]

  @Test(arguments: cases.indices)
  func rowsReadBackAsTheyWereWritten(index: Int) {
    let row = Self.cases[index]
    let values: [SQLValue] = [.text(row.written)] + row.components.map { .real($0) } + [.text(row.hex)]
    let stored = PackedColor.stored(values[...])
    #expect(PackedColor.values(stored[...]) == values)
    #expect((stored[1] != .null) == row.packed)
    #expect((stored[6] == .null) == (row.hex == row.written))
  }

  @Test func aPackedColourHoldsItsChannelsInOrder() {
    let stored = PackedColor.stored([
      .text("#0B5FFF"), .real(11.0 / 255), .real(95.0 / 255), .real(1), .real(1), .text("#0B5FFF"),
    ])
    #expect(stored == [.text("#0B5FFF"), .integer(0x0B5F_FFFF), .null, .null, .null, .null, .null])
  }
}
