/// Escapes user text for each output language (the report's HTML uses the XML escaping).
package enum Escaping {
  /// A Swift string literal, quotes included; no interpolation can be formed.
  package static func swiftString(_ text: String) -> String {
    literal(text, dollar: false) { "\\u{\(String($0, radix: 16))}" }
  }

  /// A Kotlin string literal, quotes included: `$` escaped so no template can form, control
  /// and line-separator characters as `\uXXXX`.
  package static func kotlinString(_ text: String) -> String {
    literal(text, dollar: true) { value in
      let hex = String(value, radix: 16, uppercase: true)
      return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
  }

  /// A double-quoted literal of a C-family language: backslash, quote and (with `dollar`) `$`
  /// escaped, `\n` `\r` `\t` by name, other control and line-separator characters by `unicode`.
  private static func literal(_ text: String, dollar: Bool, unicode: (UInt32) -> String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": output += "\\\\"
      case "\"": output += "\\\""
      case "$" where dollar: output += "\\$"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || scalar.properties.generalCategory == .lineSeparator
          || scalar.properties.generalCategory == .paragraphSeparator
        {
          output += unicode(scalar.value)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }

  /// Text for a Kotlin `/** … */` comment on one line: `*/` cannot end it early and `/*`
  /// cannot open a nested comment (Kotlin nests them).
  package static func kotlinComment(_ text: String) -> String {
    oneLine(text).replacing("*/", with: "* /").replacing("/*", with: "/ *")
  }

  /// Text for a Swift `//` or `///` comment on one line.
  package static func swiftComment(_ text: String) -> String {
    oneLine(text)
  }

  /// XML character data or attribute value: markup characters as entities, characters XML
  /// forbids dropped.
  package static func xml(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&apos;"
      default:
        let value = scalar.value
        if value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D { continue }
        if (0xFFFE...0xFFFF).contains(value) { continue }
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Text for inside an XML `<!-- … -->` comment: escaped as XML, and with no `--` (which
  /// XML forbids there) and no trailing `-`, however many hyphens the text has in a row.
  package static func xmlComment(_ text: String) -> String {
    var output = ""
    for character in xml(oneLine(text)) {
      if character == "-" && output.last == "-" { output += " " }
      output.append(character)
    }
    return output.last == "-" ? output + " " : output
  }

  /// An Android string resource's text: Android's own escapes, then XML's.
  package static func androidString(_ text: String) -> String {
    var output = ""
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      switch scalar {
      case "\\": output += "\\\\"
      case "'": output += "\\'"
      case "\"": output += "\\\""
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "@" where offset == 0, "?" where offset == 0: output += "\\" + String(scalar)
      default: output.unicodeScalars.append(scalar)
      }
    }
    return xml(output)
  }

  /// A CSS string, quotes included.
  package static func cssString(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "<" {
          output += "\\\(String(scalar.value, radix: 16)) "
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }

  /// Text for inside a `/* … */` comment: cannot close it.
  package static func cssComment(_ text: String) -> String {
    oneLine(text).replacing("*/", with: "* /")
  }

  /// Control characters and line breaks become spaces.
  package static func oneLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map {
          $0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value) || $0 == "\u{2028}"
            || $0 == "\u{2029}"
            ? " " : $0
        }))
  }
}
