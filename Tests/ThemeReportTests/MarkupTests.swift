import Testing
import ThemeModel

@testable import ThemeReport

/// The report's byte writer: what `html += "…"` appends is what the same `String` would hold.
@Suite("Report markup")
struct MarkupTests {
  @Test func interpolatedFragmentWritesWhatAStringWould() {
    let name = "tëxt <b>"
    var markup = Markup()
    markup += "<td class=\"\(name)\">\(42) \(-7) \(2.5) \(true) \(Appearance.dark.rawValue)</td>"
    #expect(markup.string == "<td class=\"\(name)\">\(42) \(-7) \(2.5) \(true) \(Appearance.dark.rawValue)</td>")
  }

  @Test(arguments: ["", "a", "✓", "é", "e\u{301}", "<p>✓ Pass</p>\n"])
  func plainLiteralsAreCopiedWhole(literal: StaticString) {
    var markup = Markup("x")
    markup += MarkupFragment(stringLiteral: literal)
    #expect(markup.string == "x" + literal.description)
    #expect(markup.count == 1 + literal.description.utf8.count)
  }

  @Test func numbersInterpolateAsHTMLNumberWritesThem() {
    var markup = Markup()
    markup += "\(number: 12.25, digits: 2) \(number: 0.05, digits: 2) \(number: -98.04) \(number: 3)"
    #expect(markup.string == "12.25 0.05 -98 3")
    #expect("\(number: 0.05, digits: 2):1" == "0.05:1")
  }

  @Test func appendedTextAndPagesKeepTheirOrder() {
    var page = Markup(capacity: 64)
    var section = Markup()
    section += "<section>"
    page.append("<main>")
    page.append(section)
    page += "</main>"
    #expect(page.string == "<main><section></main>")
    #expect(page.bytes == Array("<main><section></main>".utf8))
  }
}

/// Numbers the pages cannot show as a plain decimal still give text, never a trap.
@Suite("Report numbers, edge cases")
struct ReportNumberEdgeTests {
  @Test(arguments: [
    (Double.nan, 1, "0"), (Double.infinity, 2, "0"), (-Double.infinity, 0, "0"), (1e300, 1, "1e+300"),
    (-1e300, 2, "-1e+300"), (0.0001, 4, "0.0001"), (0.00004, 4, "0"), (10.0, 0, "10"), (100.5, 0, "101"),
    (1.23456, 9, "1.2346"), (1.6, -3, "2"), (9.99, 1, "10"), (1_000_000.01, 2, "1000000.01"),
  ])
  func formats(value: Double, digits: Int, expected: String) {
    #expect(HTML.number(value, digits: digits) == expected)
  }
}

/// `RGBA.writeHex` is `hex` written into bytes.
@Suite("Colour hex into bytes")
struct ColorHexBytesTests {
  @Test(arguments: [
    (RGBA(red: 0.1, green: 0.17, blue: 0.24), "#1A2B3D"), (RGBA(red: 1, green: 0, blue: 0, alpha: 0.5), "#FF000080"),
    (RGBA(red: 2, green: -1, blue: 0.5, alpha: 1), "#FF0080"), (RGBA(red: 0, green: 0, blue: 0, alpha: 0), "#00000000"),
  ])
  func writesTheHexForm(color: RGBA, expected: String) {
    var bytes: [UInt8] = [UInt8(ascii: ">")]
    color.writeHex(into: &bytes)
    #expect(bytes == Array((">" + expected).utf8))
    #expect(color.hex == expected)
  }
}
