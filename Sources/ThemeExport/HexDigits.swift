/// Hex digits as the theme writes colours.
enum HexDigits {
  /// The two uppercase hex digits of `byte` (0…255): `0x1F` → `1F`.
  static func byte(_ byte: Int) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[byte >> 4 & 15], digits[byte & 15]])
  }
}
