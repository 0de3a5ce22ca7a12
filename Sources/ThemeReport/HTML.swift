import ThemeFiles
import ThemeModel

/// Escaping and small builders for the report's HTML. Every piece of user text goes through
/// `escape` (as text or as an attribute value), so no name, message or label can form markup.
enum HTML {
  /// `text` safe as element content and inside a double- or single-quoted attribute value:
  /// the XML escaping (markup characters as entities, the characters XML forbids dropped).
  static func escape(_ text: String) -> String {
    // Most text (names, hex values, messages) needs nothing: return it without copying.
    if !text.utf8.contains(where: {
      $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 >= 0x80
    }) {
      return text
    }
    // Invisible and bidi controls are shown as `<U+202E>`, so user text reads as stored.
    return Escaping.xml(VisibleText.revealing(text))
  }

  /// An identifier for `id` and `#fragment` built from user text: ASCII letters, digits and
  /// `-` as they are, every other scalar as `_XXXX_`. The closing `_` ends the code point (an
  /// open `_2A` followed by `B` read like U+02AB's `_2AB`), and `_` itself is escaped, so
  /// distinct names give distinct identifiers.
  static func identifier(_ prefix: String, _ text: String) -> String {
    var output = prefix + "-"
    for scalar in text.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" {
        output.unicodeScalars.append(scalar)
      } else {
        output += "_" + String(scalar.value, radix: 16, uppercase: true) + "_"
      }
    }
    return output
  }

  /// A number with at most `digits` decimals (0…4), no trailing zeros, for SVG coordinates
  /// and tables.
  static func number(_ value: Double, digits: Int = 1) -> String {
    var bytes: [UInt8] = []
    writeNumber(value, digits: digits, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `number(value, digits:)`'s text to `bytes`. Integer arithmetic: a page of a large
  /// theme writes tens of thousands of them.
  static func writeNumber(_ value: Double, digits: Int, into bytes: inout [UInt8]) {
    guard value.isFinite else { return bytes.append(UInt8(ascii: "0")) }
    var places = min(max(digits, 0), 4)
    let scale = [1, 10, 100, 1_000, 10_000][places]
    let magnitude = (abs(value) * Double(scale)).rounded()
    // Beyond what an Int holds (no size or coordinate is): Swift's own text, not a trap.
    guard magnitude < 9.0e18 else { return bytes.append(contentsOf: value.description.utf8) }
    let scaled = Int(magnitude)
    if value < 0 && scaled != 0 { bytes.append(UInt8(ascii: "-")) }
    JSONWriter.appendInteger(Int64(scaled / scale), to: &bytes)
    var fraction = scaled % scale
    guard fraction != 0 else { return }
    while fraction % 10 == 0 {
      fraction /= 10
      places -= 1
    }
    bytes.append(UInt8(ascii: "."))
    // The fraction's leading zeros: 0.05 is "0", ".", "0", "5".
    var bound = 1
    for _ in 1..<places { bound *= 10 }
    while bound > fraction {
      bytes.append(UInt8(ascii: "0"))
      bound /= 10
    }
    JSONWriter.appendInteger(Int64(fraction), to: &bytes)
  }

  /// A table cell with a pass or fail badge: a symbol and a word, never colour alone.
  static func badge(passes: Bool) -> String {
    passes
      ? "<span class=\"badge pass\"><span aria-hidden=\"true\">✓</span> Pass</span>"
      : "<span class=\"badge fail\"><span aria-hidden=\"true\">✗</span> Fail</span>"
  }
}
