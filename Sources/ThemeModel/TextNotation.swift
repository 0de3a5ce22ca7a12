extension Unicode.Scalar {
  /// The code point as messages write it: `U+00E9`.
  public var codePointNotation: String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

/// RFC 3986 percent-encoding of a path, for `file:` URIs and SARIF artifact locations.
public enum URIPath {
  /// `path` with every byte but unreserved characters and `/` as `%XX`.
  public static func percentEncoded(_ path: some StringProtocol) -> String {
    let hex = Array("0123456789ABCDEF".unicodeScalars)
    var result = ""
    for byte in path.utf8 {
      let plain =
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || [UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/")].contains(
          byte)
      if plain {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result.unicodeScalars.append("%")
        result.unicodeScalars.append(hex[Int(byte >> 4)])
        result.unicodeScalars.append(hex[Int(byte & 0xF)])
      }
    }
    return result
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is invisible or reorders the text around it: a bidi control (U+202E
  /// RIGHT-TO-LEFT OVERRIDE, the isolates U+2066–U+2069, the marks) or a default-ignorable code
  /// point (zero-width spaces and joiners, the soft hyphen, tag characters). Such scalars make
  /// text read as something else (`txt.exe` shown as `exe.txt`), so names refuse them and
  /// output shows them as `<U+202E>`. Variation selectors are default-ignorable too but only
  /// pick a glyph's form (the emoji style of ❤️), so they pass.
  public var isInvisibleControl: Bool {
    let value = value
    if value < 0xA0 { return false }
    if (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) { return false }
    return properties.isBidiControl || properties.isDefaultIgnorableCodePoint
  }
}

/// Text shown to a reader with its invisible and bidi controls made visible.
public enum VisibleText {
  /// `text` with each invisible or bidi control as `<U+XXXX>`; the text itself when it has none.
  public static func revealing(_ text: String) -> String {
    // ASCII has none: return it without a look at each scalar.
    guard text.utf8.contains(where: { $0 >= 0x80 }), text.unicodeScalars.contains(where: \.isInvisibleControl) else {
      return text
    }
    var output = ""
    for scalar in text.unicodeScalars {
      if scalar.isInvisibleControl {
        output += "<" + scalar.codePointNotation + ">"
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// The first invisible or bidi control in `text`, for refusing it in a name.
  public static func firstInvisibleControl(in text: some StringProtocol) -> Unicode.Scalar? {
    guard text.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
    return text.unicodeScalars.first(where: \.isInvisibleControl)
  }
}
