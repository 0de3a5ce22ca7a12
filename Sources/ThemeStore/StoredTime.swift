#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A version's or an audit run's time as both forms it takes: milliseconds since 1970 (UTC) in
/// the registry, and ISO 8601 text with milliseconds (`2026-11-30T10:46:54.123Z`) everywhere
/// else — records, output, JSON.
public enum StoredTime {
  /// `milliseconds` since 1970 as ISO 8601 UTC text with milliseconds.
  public static func text(milliseconds: Int64) -> String {
    // Floor division, so that times before 1970 still have a millisecond part in 0...999.
    let (seconds, millisecond) = milliseconds.quotientAndFlooredRemainder(dividingBy: 1000)
    var time = time_t(seconds)
    var parts = tm()
    gmtime_r(&time, &parts)
    var text = ""
    text.reserveCapacity(24)
    func append(_ value: Int, width: Int) {
      let digits = String(value)
      if digits.count < width { text += String(repeating: "0", count: width - digits.count) }
      text += digits
    }
    append(Int(parts.tm_year) + 1900, width: 4)
    text += "-"
    append(Int(parts.tm_mon) + 1, width: 2)
    text += "-"
    append(Int(parts.tm_mday), width: 2)
    text += "T"
    append(Int(parts.tm_hour), width: 2)
    text += ":"
    append(Int(parts.tm_min), width: 2)
    text += ":"
    append(Int(parts.tm_sec), width: 2)
    text += "."
    append(Int(millisecond), width: 3)
    return text + "Z"
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
    var parts = tm()
    parts.tm_year = Int32(year - 1900)
    parts.tm_mon = Int32(month - 1)
    parts.tm_mday = Int32(day)
    parts.tm_hour = Int32(hour)
    parts.tm_min = Int32(minute)
    parts.tm_sec = Int32(second)
    let milliseconds = Int64(timegm(&parts)) * 1000 + Int64(millisecond)
    // timegm normalizes 31 April to 1 May: only a time that reads back as written is one.
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
