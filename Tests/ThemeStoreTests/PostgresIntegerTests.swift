import Testing

@testable import ThemePostgres

/// Integers are read from the server's text in place, without a string per value.
@Suite("PostgreSQL integer text")
struct PostgresIntegerTests {
  @Test(arguments: [
    ("0", Int64(0)), ("7", 7), ("100000", 100_000), ("-42", -42),
    ("9223372036854775807", Int64.max), ("-9223372036854775808", Int64.min),
  ])
  func readsWhatTheServerPrints(text: String, value: Int64) {
    #expect(Self.integer(text) == value)
  }

  @Test(arguments: ["", "-", "12a", "1.5", " 1", "9223372036854775808", "-9223372036854775809", "99999999999999999999"])
  func refusesWhatIsNotAnInt64(text: String) {
    #expect(Self.integer(text) == nil)
  }

  static func integer(_ text: String) -> Int64? {
    Array(text.utf8).withUnsafeBufferPointer { PostgresRows.integer(digits: $0) }
  }
}
