import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// ISO 8601 UTC timestamps with milliseconds, as stored.
public enum Timestamp {
  /// `date` as `2026-11-30T10:46:54.123Z`.
  public static func string(_ date: Date) -> String {
    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    let seconds = milliseconds / 1000
    var time = time_t(seconds)
    var parts = tm()
    gmtime_r(&time, &parts)
    func pad(_ value: Int32, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
      + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2)).\(pad(Int32(milliseconds % 1000), 3))Z"
  }

  /// Normalizes a user's `--since` date (`2026-11-30` or a full timestamp) for comparison, or nil if invalid.
  public static func normalize(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    let isDigit: (UInt8) -> Bool = { (0x30...0x39).contains($0) }
    guard bytes.count >= 10, bytes[4] == 0x2D, bytes[7] == 0x2D,
      [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy({ isDigit(bytes[$0]) })
    else { return nil }
    if bytes.count == 10 { return text + "T00:00:00.000Z" }
    return text
  }
}
