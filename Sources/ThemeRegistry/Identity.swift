/// Who committed or approved a version, as the four-eyes rule compares people.
///
/// A name is stored as written, but two names are the same person when their skeletons are
/// equal: compatibility forms folded (fullwidth letters, ligatures), case folded, default-
/// ignorable code points (soft hyphen, zero-width space, joiners) removed, and the common
/// Latin, Cyrillic and Greek look-alikes of Unicode TS #39's confusables mapped to one letter.
/// Canonically equivalent spellings ("é" as one scalar or two) compare equal as Swift strings.
enum Identity {
  /// Why `name` cannot name a person, or nil: control characters and bidirectional
  /// overrides or isolates make a name display as something other than what it is.
  static func problem(in name: String) -> String? {
    for scalar in name.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        return "contains the control character \(scalar.codePointNotation)"
      }
      if scalar.properties.isBidiControl {
        return "contains the bidirectional control \(scalar.codePointNotation), which changes how it is displayed"
      }
    }
    return nil
  }

  /// The form two names are compared in.
  static func skeleton(_ name: String) -> String {
    var folded = ""
    for scalar in name.unicodeScalars where !scalar.properties.isDefaultIgnorableCodePoint {
      folded += compatibilityForm(of: scalar)
    }
    // Upper then lower case: full case folding for the scripts people's names use ("ß" → "ss").
    folded = folded.uppercased().lowercased()
    var skeleton = ""
    for character in folded {
      let text = String(character)
      skeleton += lookAlikes[text] ?? text
    }
    // Multi-letter look-alikes after single ones, so "rn" and "m" meet.
    return skeleton.replacing("rn", with: "m").replacing("vv", with: "w")
  }

  /// Whether two names are one person's.
  static func same(_ first: String, _ second: String) -> Bool {
    skeleton(first) == skeleton(second)
  }

  /// NFKC's mappings for the compatibility characters names meet: fullwidth ASCII, the
  /// ideographic space and the Latin ligatures.
  private static func compatibilityForm(of scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0xFF01...0xFF5E: String(Unicode.Scalar(scalar.value - 0xFEE0)!)
    case 0x3000, 0x00A0, 0x2000...0x200A, 0x202F, 0x205F: " "
    case 0xFB00: "ff"
    case 0xFB01: "fi"
    case 0xFB02: "fl"
    case 0xFB03: "ffi"
    case 0xFB04: "ffl"
    case 0xFB05, 0xFB06: "st"
    case 0x017F: "s"
    default: String(scalar)
    }
  }

  /// Lower-case letters of other scripts (and digits) that look like a Latin letter.
  private static let lookAlikes: [String: String] = [
    // Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "e", "һ": "h", "і": "l", "ї": "l", "ј": "j", "к": "k", "м": "m",
    "н": "h", "о": "o", "р": "p", "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "ԁ": "d", "ԛ": "q",
    "ԝ": "w", "ӏ": "l", "ɡ": "g",
    // Greek
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "l", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t",
    "υ": "u", "χ": "x", "ω": "w",
    // Latin and digits
    // Case is folded first, so capital I and small l only meet if i and l share one class.
    "i": "l", "ı": "l", "ł": "l", "0": "o", "1": "l", "|": "l", "ǀ": "l", "ℓ": "l",
  ]
}
