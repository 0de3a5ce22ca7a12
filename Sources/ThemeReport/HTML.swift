import ThemeExport

/// Escaping and small builders for the report's HTML. Every piece of user text goes through
/// `escape` (as text or as an attribute value), so no name, message or label can form markup.
enum HTML {
  /// `text` safe as element content and inside a double- or single-quoted attribute value:
  /// the XML escaping (markup characters as entities, the characters XML forbids dropped).
  static func escape(_ text: String) -> String {
    // Most text (names, hex values, messages) needs nothing: return it without copying.
    if !text.utf8.contains(where: {
      $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF
    }) {
      return text
    }
    return Escaping.xml(text)
  }

  /// An identifier for `id` and `#fragment` built from user text: ASCII letters, digits and
  /// `-`, every other scalar as `_XXXX`, so distinct names give distinct identifiers.
  static func identifier(_ prefix: String, _ text: String) -> String {
    var output = prefix + "-"
    for scalar in text.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" {
        output.unicodeScalars.append(scalar)
      } else {
        output += "_" + String(scalar.value, radix: 16, uppercase: true)
      }
    }
    return output
  }

  /// A number with at most `digits` decimals (0…4), no trailing zeros, for SVG coordinates
  /// and tables. Integer arithmetic: a page of a large theme formats tens of thousands.
  static func number(_ value: Double, digits: Int = 1) -> String {
    guard value.isFinite else { return "0" }
    let scale = [1, 10, 100, 1_000, 10_000][min(max(digits, 0), 4)]
    let scaled = Int((abs(value) * Double(scale)).rounded())
    var whole = String(scaled / scale)
    if value < 0 && scaled != 0 { whole = "-" + whole }
    var fraction = scaled % scale
    guard fraction != 0 else { return whole }
    var width = min(max(digits, 0), 4)
    while fraction % 10 == 0 {
      fraction /= 10
      width -= 1
    }
    let text = String(fraction)
    return whole + "." + String(repeating: "0", count: width - text.count) + text
  }

  /// A table cell with a pass or fail badge: a symbol and a word, never colour alone.
  static func badge(passes: Bool) -> String {
    passes
      ? "<span class=\"badge pass\"><span aria-hidden=\"true\">✓</span> Pass</span>"
      : "<span class=\"badge fail\"><span aria-hidden=\"true\">✗</span> Fail</span>"
  }
}
