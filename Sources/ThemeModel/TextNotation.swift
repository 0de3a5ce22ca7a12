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
