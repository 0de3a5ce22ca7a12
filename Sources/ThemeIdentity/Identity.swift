import CICU
import ThemeModel

/// Who committed or approved a version, as the four-eyes rule compares people.
///
/// A name is stored as written. Two names are one person's when their UTS #39 confusable
/// skeletons (ICU's spoof checker) match, taken over NFKC_Casefold, so `ALICE`, `𝐚𝐥𝐢𝐜𝐞`,
/// `aⅼice`, `ⓐlice`, `alicℯ`, `ªlice` and `ɑlice` are all `alice`. Folding case can hide a
/// look-alike that only a capital has (`AIice`, capital I), so the skeleton of the name as
/// written is compared too. Latin small capitals (`ᴀʟɪᴄᴇ`), which the confusables data leaves
/// alone, are read as the letters their Unicode names say they are.
public enum Identity {
  /// Why `name` cannot name a person, or nil: control, bidirectional-control, default-
  /// ignorable and unassigned code points make a name display as something other than what it
  /// is, and so do mixtures of scripts that UTS #39's moderately restrictive level rejects
  /// (Latin with Cyrillic, say); a real name in any one script passes.
  public static func problem(in name: String) -> String? {
    // Printable ASCII has none of these: no control or invisible code point, one script
    // (Latin, with Common's digits and punctuation), one numbering system and no combining
    // mark. Most names are such, and a commit then needs no ICU loaded (milliseconds).
    if name.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return nil }
    return problemFoundByICU(in: name)
  }

  /// `problem(in:)` without its printable-ASCII shortcut (for the package's tests, which hold
  /// the shortcut to what ICU says).
  package static func problemFoundByICU(in name: String) -> String? {
    let icu = ICU.shared
    for scalar in name.unicodeScalars {
      let properties = scalar.properties
      if properties.generalCategory == .control {
        return "contains the control character \(describe(scalar))"
      }
      if properties.isBidiControl {
        return "contains the bidirectional control \(describe(scalar)), which changes how it is displayed"
      }
      if properties.isDefaultIgnorableCodePoint {
        return "contains \(describe(scalar)), which is not displayed"
      }
      if icu.charType(UChar32(bitPattern: scalar.value)) == Int8(U_UNASSIGNED.rawValue) {
        return
          "contains \(scalar.codePointNotation), which Unicode (as ICU \(U_ICU_VERSION_MAJOR_NUM) knows it) has not assigned"
      }
    }
    var status = U_ZERO_ERROR
    let failed = name.withCString { icu.check(icu.checker, $0, -1, nil, &status) }
    guard status.rawValue <= U_ZERO_ERROR.rawValue else {
      return "could not be checked by ICU (error \(status.rawValue))"
    }
    if failed & Int32(USPOOF_RESTRICTION_LEVEL.rawValue) != 0 {
      return "mixes scripts in a way that can pass for another name (\(scriptMix(name)))"
    }
    if failed & Int32(USPOOF_MIXED_NUMBERS.rawValue) != 0 {
      return "mixes digits of different numbering systems"
    }
    if failed != 0 {
      return "repeats a combining mark on one letter, which displays as one"
    }
    return nil
  }

  /// Whether two names are one person's.
  public static func same(_ first: String, _ second: String) -> Bool {
    Skeletons(first).match(Skeletons(second))
  }

  /// The forms a name is compared in, computed once for comparing it with many names.
  public struct Skeletons: Sendable, Equatable {
    let caseless: String
    let asWritten: String

    /// The skeletons of `name`.
    public init(_ name: String) {
      let read = Identity.readingSmallCapitals(name)
      caseless = Identity.caseless(read)
      asWritten = Identity.asWritten(read)
    }

    /// Whether the two names are one person's: either form matches.
    public func match(_ other: Skeletons) -> Bool { caseless == other.caseless || asWritten == other.asWritten }
  }

  private static func caseless(_ name: String) -> String {
    skeleton(ofUTS39: caseFold(skeleton(ofUTS39: caseFold(name))))
  }

  private static func asWritten(_ name: String) -> String {
    skeleton(ofUTS39: caseFold(skeleton(ofUTS39: name)))
  }

  /// `LATIN LETTER SMALL CAPITAL A` is an `a`, as its name says.
  private static func readingSmallCapitals(_ name: String) -> String {
    var read = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      if let letterName = scalar.properties.name, letterName.hasPrefix("LATIN LETTER SMALL CAPITAL "),
        let letter = letterName.split(separator: " ").last, letter.count == 1
      {
        read.append(contentsOf: letter.lowercased().unicodeScalars)
      } else {
        read.append(scalar)
      }
    }
    return String(read)
  }

  /// ICU's NFKC_Casefold: compatibility forms, case and default-ignorables folded.
  static func caseFold(_ text: String) -> String {
    let icu = ICU.shared
    let source = Array(text.utf16)
    var capacity = source.count * 3 + 16
    while true {
      var status = U_ZERO_ERROR
      var output = [UInt16](repeating: 0, count: capacity)
      let length = icu.normalize(icu.caseFold, source, Int32(source.count), &output, Int32(capacity), &status)
      if status == U_BUFFER_OVERFLOW_ERROR {
        capacity = Int(length)
        continue
      }
      guard status.rawValue <= U_ZERO_ERROR.rawValue else { return text }
      return String(decoding: output.prefix(Int(length)), as: UTF16.self)
    }
  }

  /// UTS #39's skeleton: every character replaced by the prototype it is confusable with.
  static func skeleton(ofUTS39 text: String) -> String {
    let icu = ICU.shared
    var capacity = text.utf8.count * 4 + 16
    while true {
      var status = U_ZERO_ERROR
      var output = [CChar](repeating: 0, count: capacity)
      let length = text.withCString { icu.skeleton(icu.checker, 0, $0, -1, &output, Int32(capacity), &status) }
      if status == U_BUFFER_OVERFLOW_ERROR {
        capacity = Int(length) + 1
        continue
      }
      guard status.rawValue <= U_ZERO_ERROR.rawValue else { return text }
      return String(decoding: output.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  }

  /// Which letter brings in another script: the first of the script with the fewest letters
  /// (the odd one out), with the script of the most letters named beside it.
  private static func scriptMix(_ name: String) -> String {
    let icu = ICU.shared
    var letters: [(scalar: Unicode.Scalar, script: Int32)] = []
    for scalar in name.unicodeScalars {
      var status = U_ZERO_ERROR
      let script = icu.script(UChar32(bitPattern: scalar.value), &status)
      guard status.rawValue <= U_ZERO_ERROR.rawValue, script != USCRIPT_COMMON, script != USCRIPT_INHERITED else {
        continue
      }
      letters.append((scalar, script.rawValue))
    }
    let counts = Dictionary(letters.map { ($0.script, 1) }, uniquingKeysWith: +)
    guard counts.count > 1, let most = counts.max(by: { $0.value < $1.value })?.key,
      let odd = letters.first(where: { counts[$0.script] == counts.values.min() && $0.script != most })
    else { return "its letters are of scripts that do not go together" }
    func scriptName(_ code: Int32) -> String {
      icu.scriptName(UScriptCode(rawValue: code)).map { String(cString: $0) } ?? "script \(code)"
    }
    return "\(describe(odd.scalar)) is \(scriptName(odd.script)), the other letters \(scriptName(most))"
  }

  /// `U+0410 CYRILLIC CAPITAL LETTER A`.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    scalar.properties.name.map { "\(scalar.codePointNotation) \($0)" } ?? scalar.codePointNotation
  }
}
