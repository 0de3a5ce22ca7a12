import Foundation
import Testing
import ThemeStore

/// Hashes and times are stored in binary forms and shown as text: every text themereg writes
/// reads back identically, and any other text is refused rather than stored approximately.
@Suite("Stored forms of hashes and times")
struct StoredFormsTests {
  @Test(arguments: [
    "1970-01-01T00:00:00.000Z", "2026-11-30T10:46:54.123Z", "1969-12-31T23:59:59.999Z", "2024-02-29T23:59:59.001Z",
    "9999-12-31T23:59:59.999Z",
  ])
  func aTimeReadsBackAsWritten(text: String) throws {
    let milliseconds = try #require(StoredTime.milliseconds(text))
    #expect(StoredTime.text(milliseconds: milliseconds) == text)
  }

  @Test(
    arguments: [
      ("1970-01-01T00:00:01.500Z", 1500), ("1969-12-31T23:59:59.999Z", -1),
      ("2026-11-30T10:46:54.123Z", 1_796_035_614_123),
    ] as [(String, Int64)])
  func aTimeIsMillisecondsSince1970(text: String, milliseconds: Int64) {
    #expect(StoredTime.milliseconds(text) == milliseconds)
    #expect(StoredTime.text(milliseconds: milliseconds) == text)
  }

  @Test(arguments: [
    "t", "", "2026-11-30", "2026-11-30T10:46:54Z", "2026-11-30T10:46:54.1234Z", "2026-11-30T10:46:54.123+00:00",
    "2026-02-30T00:00:00.000Z", "2026-11-30T24:00:00.000Z", "2026-11-30T10:60:00.000Z", "2026-11-30t10:46:54.123Z",
    "2026-11-30 10:46:54.123Z", "+026-11-30T10:46:54.123Z", "２０２６-11-30T10:46:54.123Z",
  ])
  func anyOtherTextIsNotATime(text: String) {
    #expect(StoredTime.milliseconds(text) == nil)
  }

  @Test func aTimeIsWrittenAsFoundationFormatsIt() {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    formatter.timeZone = TimeZone(identifier: "UTC")
    // Day boundaries, leap days and centuries, with odd milliseconds, from 1600 (Foundation's
    // calendar is Julian before 1582; the stored form, like gmtime, is Gregorian throughout).
    var generator = SystemRandomNumberGenerator()
    let edges: [Int64] = [
      0, -1, 86_399_999, 86_400_000, 951_782_400_000, 951_868_799_999, 4_107_542_400_000, -2_208_988_800_001,
      -11_676_096_000_000, 253_402_300_799_999,
    ]
    let random = (0..<2000).map { _ in Int64.random(in: -11_676_096_000_000...253_402_300_799_999, using: &generator) }
    for milliseconds in edges + random {
      let expected = formatter.string(from: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
      #expect(StoredTime.text(milliseconds: milliseconds) == expected, "\(milliseconds)")
    }
  }

  @Test func aHashIsItsThirtyTwoBytes() throws {
    let text = "sha256:" + String(repeating: "0f", count: 31) + "a9"
    let bytes = try #require(StoredHash.bytes(text))
    #expect(bytes == Array(repeating: 0x0F, count: 31) + [0xA9])
    #expect(StoredHash.text(bytes) == text)
  }

  @Test(arguments: [
    "", "sha256:", "sha256:" + String(repeating: "a", count: 63), "sha256:" + String(repeating: "a", count: 65),
    "sha256:" + String(repeating: "A", count: 64), "sha1:" + String(repeating: "a", count: 64),
    "sha256:" + String(repeating: "g", count: 64), String(repeating: "a", count: 71),
  ])
  func anyOtherTextIsNotAHash(text: String) {
    #expect(StoredHash.bytes(text) == nil)
  }
}
