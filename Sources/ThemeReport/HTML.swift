/// Escaping and small builders for the report's HTML. Every piece of user text goes through
/// `escape` (as text or as an attribute value), so no name, message or label can form markup.
enum HTML {
  /// `text` safe as element content and inside a double- or single-quoted attribute value;
  /// control characters other than tab and line feed are dropped (HTML forbids them).
  static func escape(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      default:
        if (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(scalar.value) {
          continue
        }
        output.unicodeScalars.append(scalar)
      }
    }
    return output
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

  /// A number with at most `digits` decimals, no trailing zeros, for SVG coordinates.
  static func number(_ value: Double, digits: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// A table cell with a pass or fail badge: a symbol and a word, never colour alone.
  static func badge(passes: Bool) -> String {
    passes
      ? "<span class=\"badge pass\"><span aria-hidden=\"true\">✓</span> Pass</span>"
      : "<span class=\"badge fail\"><span aria-hidden=\"true\">✗</span> Fail</span>"
  }
}
