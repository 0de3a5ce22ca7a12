import FoundationEssentials
import ThemeStore

/// ISO 8601 UTC timestamps with milliseconds, as stored.
public enum Timestamp {
  /// `date` as `2026-11-30T10:46:54.123Z` (the stored form, `StoredTime`).
  public static func string(_ date: Date) -> String {
    StoredTime.text(milliseconds: Int64((date.timeIntervalSince1970 * 1000).rounded(.down)))
  }

  /// Normalizes a user's `--since`/`--until` date to the stored form (UTC, milliseconds),
  /// or nil unless the whole text is an ISO 8601 date or date-time on a real calendar day:
  /// `2026-11-30`, `2026-11-30T10:46`, `2026-11-30T10:46:54`, `2026-11-30T10:46:54.123`,
  /// each time optionally followed by `Z` or an offset such as `+01:00` (UTC when absent).
  public static func normalize(_ text: String) -> String? {
    var scanner = DigitScanner(Array(text.utf8))
    guard let year = scanner.digits(4), scanner.skip("-"), let month = scanner.digits(2), scanner.skip("-"),
      let day = scanner.digits(2), (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    var (hour, minute, second, millisecond, offsetMinutes) = (0, 0, 0, 0, 0)
    if !scanner.atEnd {
      guard scanner.skip("T") || scanner.skip(" "), let h = scanner.digits(2), scanner.skip(":"),
        let m = scanner.digits(2), h < 24, m < 60
      else { return nil }
      (hour, minute) = (h, m)
      if scanner.skip(":") {
        guard let s = scanner.digits(2), s < 60 else { return nil }
        second = s
        if scanner.skip(".") {
          guard let fraction = scanner.fraction() else { return nil }
          millisecond = fraction
        }
      }
      if scanner.skip("Z") {
      } else if let sign = scanner.sign() {
        guard let oh = scanner.digits(2), scanner.skip(":"), let om = scanner.digits(2), oh < 24, om < 60 else {
          return nil
        }
        offsetMinutes = sign * (oh * 60 + om)
      }
      guard scanner.atEnd else { return nil }
    }
    let milliseconds = StoredTime.milliseconds(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second, millisecond: millisecond)
    return StoredTime.text(milliseconds: milliseconds - Int64(offsetMinutes) * 60_000)
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Reads fixed-width numbers and separators from the bytes of a date.
  private struct DigitScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    mutating func digits(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<index + count] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      index += count
      return value
    }

    /// One to nine digits of a fraction of a second, as whole milliseconds (truncated).
    mutating func fraction() -> Int? {
      let start = index
      while index < bytes.count, (0x30...0x39).contains(bytes[index]), index - start < 9 { index += 1 }
      guard index > start else { return nil }
      let digits = Array(bytes[start..<index]) + [0x30, 0x30]
      return digits.prefix(3).reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
      index += 1
      return true
    }

    mutating func sign() -> Int? {
      if skip("+") { return 1 }
      if skip("-") { return -1 }
      return nil
    }
  }
}
