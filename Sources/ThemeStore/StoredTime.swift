/// A version's or an audit run's time as both forms it takes: milliseconds since 1970 (UTC) in
/// the registry, and ISO 8601 text with milliseconds (`2026-11-30T10:46:54.123Z`) everywhere
/// else — records, output, JSON.
public enum StoredTime {
  /// `milliseconds` since 1970 as ISO 8601 UTC text with milliseconds, for years 0…9999
  /// (outside them, the year as it counts, with as many digits as it needs).
  public static func text(milliseconds: Int64) -> String {
    // Floor division, so that times before 1970 still have a millisecond part in 0...999.
    let (seconds, millisecond) = milliseconds.quotientAndFlooredRemainder(dividingBy: 1000)
    let (days, secondOfDay) = seconds.quotientAndFlooredRemainder(dividingBy: 86_400)
    let (year, month, day) = civil(daysSince1970: days)
    guard (0...9999).contains(year) else {
      return "\(year)-\(pad(month))-\(pad(day))T\(pad(secondOfDay / 3600)):\(pad(secondOfDay / 60 % 60)):"
        + "\(pad(secondOfDay % 60)).\(pad(millisecond, width: 3))Z"
    }
    // Every log line shows one or two of these: written into one buffer, without a string per field.
    return String(unsafeUninitializedCapacity: 24) { buffer in
      func put(_ value: Int64, _ width: Int, at offset: Int) {
        var value = value
        for index in (offset..<offset + width).reversed() {
          buffer[index] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
          value /= 10
        }
      }
      put(year, 4, at: 0)
      buffer[4] = 0x2D
      put(month, 2, at: 5)
      buffer[7] = 0x2D
      put(day, 2, at: 8)
      buffer[10] = 0x54
      put(secondOfDay / 3600, 2, at: 11)
      buffer[13] = 0x3A
      put(secondOfDay / 60 % 60, 2, at: 14)
      buffer[16] = 0x3A
      put(secondOfDay % 60, 2, at: 17)
      buffer[19] = 0x2E
      put(millisecond, 3, at: 20)
      buffer[23] = 0x5A
      return 24
    }
  }

  /// Milliseconds since 1970 of a UTC date and time in the proleptic Gregorian calendar, for
  /// `month` 1…12; a day past the month's end, or an hour past 23, carries into the next
  /// (31 April is 1 May), as `timegm` does.
  public static func milliseconds(
    year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, millisecond: Int = 0
  ) -> Int64 {
    let seconds =
      (daysSince1970(year: Int64(year), month: Int64(month), day: Int64(day)) * 86_400)
      + Int64(hour * 3600 + minute * 60 + second)
    return seconds * 1000 + Int64(millisecond)
  }

  /// The days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`,
  /// the inverse of `civil(daysSince1970:)`).
  static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
    let year = month <= 2 ? year - 1 : year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
  static func civil(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func pad(_ value: Int64, width: Int = 2) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// The milliseconds of `text` in exactly the form `text(milliseconds:)` writes; nil for any
  /// other text, or a day that is not on the calendar, so that storing and reading back a time
  /// always gives the same text.
  public static func milliseconds(_ text: String) -> Int64? {
    let bytes = Array(text.utf8)
    guard bytes.count == 24, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54, bytes[13] == 0x3A,
      bytes[16] == 0x3A, bytes[19] == 0x2E, bytes[23] == 0x5A
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
      let minute = number(14..<16), let second = number(17..<19), let millisecond = number(20..<23)
    else { return nil }
    let milliseconds = Self.milliseconds(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second, millisecond: millisecond)
    // 31 April counts as 1 May: only a time that reads back as written is one.
    return Self.text(milliseconds: milliseconds) == text ? milliseconds : nil
  }
}

extension Int64 {
  /// The quotient rounded down and the remainder with the divisor's sign.
  fileprivate func quotientAndFlooredRemainder(dividingBy divisor: Int64) -> (Int64, Int64) {
    let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
    return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
  }
}

extension SQLValue {
  /// A stored time (milliseconds) as text; empty for any other value.
  var timeText: String {
    if case .integer(let milliseconds) = self { return StoredTime.text(milliseconds: milliseconds) }
    return ""
  }
}

extension SQLRow {
  /// The stored time in `column` as text.
  package func time(_ column: String) -> String { value(column).timeText }
}

extension SQLStore {
  /// `text` as the bound value of a stored time; refused unless it is in the stored form (a
  /// time this store cannot keep exactly is never written).
  func timeValue(_ text: String) throws -> SQLValue {
    guard let milliseconds = StoredTime.milliseconds(text) else {
      throw StoreError.database(path: path, message: "\(text) is not a time in the form 2026-11-30T10:46:54.123Z")
    }
    return .integer(milliseconds)
  }
}
