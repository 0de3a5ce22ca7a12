/// The identifiers exports give a theme's names on each platform. Each is derived from the
/// name alone by a fixed rule, so adding or removing another name never changes it: a name an
/// app compiles against keeps its meaning from version to version. Two names that would get
/// the same identifier are a collision (`collisions(in:)`), which the audit reports as an
/// error and exports refuse, instead of renaming one of them silently.
///
/// The rules: a name is split into words (camelCase humps, and runs of letters and digits
/// between anything else); non-ASCII letters become `u` and their code point in hex. Android
/// resources are `snake_case` behind the theme's own prefix (`acme_chat_outgoing_bubble`), so
/// Java keywords and app resources cannot clash; CSS custom properties are `kebab-case`;
/// Swift and Kotlin members are `lowerCamelCase`, a leading digit gets `_`, and keywords are
/// written in backticks.
public enum ExportNaming {
  /// The words of a name: camelCase humps, and runs of letters and digits split by anything else.
  public static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousWasLower = false
    for scalar in name.unicodeScalars {
      let kind = CharacterKind(scalar)
      guard kind.isAlphanumeric else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousWasLower = false
        continue
      }
      if kind.isUpper && previousWasLower && !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.unicodeScalars.append(scalar)
      previousWasLower = kind.isLowerOrDigit
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// What `words` asks of a character; ASCII (nearly every name) is answered without looking
  /// up Unicode properties, which took most of the time of an audit of a 500-colour theme.
  private struct CharacterKind {
    var isAlphanumeric: Bool
    var isUpper: Bool
    var isLowerOrDigit: Bool

    init(_ scalar: Unicode.Scalar) {
      let digit = ("0"..."9").contains(scalar)
      if scalar.isASCII {
        let upper = ("A"..."Z").contains(scalar)
        let lower = ("a"..."z").contains(scalar)
        (isAlphanumeric, isUpper, isLowerOrDigit) = (digit || upper || lower, upper, lower || digit)
      } else {
        let properties = scalar.properties
        (isAlphanumeric, isUpper, isLowerOrDigit) = (
          properties.isAlphabetic, properties.isUppercase, properties.isLowercase
        )
      }
    }
  }

  /// ASCII-only words: other letters become `u` and their code point in hex.
  static func asciiWords(_ name: String) -> [String] {
    words(name).map { word in
      word.unicodeScalars.allSatisfy(\.isASCII)
        ? word : word.unicodeScalars.map { $0.isASCII ? String($0) : "u" + String($0.value, radix: 16) }.joined()
    }
  }

  /// What two names must share for any platform to give them one identifier: the letters and
  /// digits of `asciiWords`, lower-cased and run together, with leading `x`s dropped (`snake`
  /// writes a digit-led `1a` as `x_1a`, which is also `x 1a`'s) and `unnamed` for nothing left
  /// (what `camel` and `kebab` make of a name without words). Names with different keys never
  /// collide, so `collisions(in:)` spells identifiers only for names that share a key.
  static func collisionKey(_ name: String) -> String {
    var key = ""
    for scalar in name.unicodeScalars where CharacterKind(scalar).isAlphanumeric {
      if scalar.isASCII {
        if key.isEmpty && (scalar == "x" || scalar == "X") { continue }
        key.unicodeScalars.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar)
      } else {
        key += "u" + String(scalar.value, radix: 16)
      }
    }
    return key.isEmpty ? "unnamed" : key
  }

  /// `outgoingBubble` → `outgoing_bubble`; empty or digit-led results get `x_`.
  public static func snake(_ name: String) -> String {
    let joined = asciiWords(name).map { $0.lowercased() }.joined(separator: "_")
    guard let first = joined.unicodeScalars.first, ("a"..."z").contains(first) else { return "x_" + joined }
    return joined
  }

  /// `outgoing bubble` → `outgoingBubble`, without keyword handling; `unnamed` when empty.
  public static func camel(_ name: String) -> String { camel(words: asciiWords(name)) }

  /// `camel` of a name already split by `asciiWords`.
  static func camel(words: [String]) -> String {
    var result = ""
    for (offset, word) in words.enumerated() {
      result +=
        offset == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
    }
    if result.isEmpty { result = "unnamed" }
    if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
    return result
  }

  /// A Swift member: `outgoingBubble`, a keyword in backticks (`` `class` ``).
  public static func swift(_ name: String) -> String { swift(camel: camel(name)) }

  /// The Swift member for a name already in `camel` form.
  static func swift(camel result: String) -> String {
    swiftKeywords.contains(result) ? "`\(result)`" : result
  }

  /// A Kotlin member: `outgoingBubble`, a hard keyword in backticks (`` `object` ``).
  public static func kotlin(_ name: String) -> String { kotlin(camel: camel(name)) }

  /// The Kotlin member for a name already in `camel` form.
  static func kotlin(camel result: String) -> String {
    kotlinKeywords.contains(result) ? "`\(result)`" : result
  }

  /// `acme-chat` → `AcmeChat` (type names); digit-led results get `Theme`.
  public static func upperCamel(_ name: String) -> String {
    let result = asciiWords(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = result.unicodeScalars.first, !("0"..."9").contains(first) else { return "Theme" + result }
    return result
  }

  /// `outgoingBubble` → `outgoing-bubble` (CSS custom property names).
  public static func kebab(_ name: String) -> String { kebab(words: asciiWords(name)) }

  /// `kebab` of a name already split by `asciiWords`.
  static func kebab(words: [String]) -> String {
    let joined = words.map { $0.lowercased() }.joined(separator: "-")
    return joined.isEmpty ? "unnamed" : joined
  }

  /// The prefix of the theme's Android resources: its name in `snake_case`.
  public static func androidPrefix(_ theme: String) -> String { snake(theme) }

  /// An Android resource name: `PREFIX_[KIND_]NAME` (`acme_chat_outgoing_bubble`).
  public static func android(_ name: String, theme: String, kind: String? = nil) -> String {
    ExportSpelling(theme: theme).android(name, kind: kind)
  }

  /// `androidName` of a name already split by `asciiWords`.
  static func androidName(words: [String], kind: String?) -> String {
    (kind.map { $0 + "_" } ?? "") + words.map { $0.lowercased() }.joined(separator: "_")
  }

  /// An asset-catalog name: the name itself when it is made of letters, digits, `.`, `-` and
  /// `_` (what Xcode shows and `Color("…")` takes), else its `kebab-case` form.
  public static func asset(_ name: String) -> String {
    let plain = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-"
        || $0 == "_"
    }
    return plain && !name.hasPrefix(".") && !name.isEmpty ? name : kebab(name)
  }

  /// Whether `name` can be an asset catalog's path as it is: groups split at `/`, each a name a
  /// folder can have (not empty, not starting with `.`, no control character, `:` or `\`).
  public static func isAssetPath(_ name: String) -> Bool {
    let groups = name.split(separator: "/", omittingEmptySubsequences: false)
    return groups.allSatisfy { group in
      !group.isEmpty && !group.hasPrefix(".") && group.trimmingWhitespace().count == group.count
        && !group.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == ":" || $0 == "\\" }
    }
  }

  /// Whether `name` can be a resource's name as it is: a Java identifier (aapt2 makes it the
  /// `R` field), ASCII letters, digits and `_`, not a Java keyword.
  public static func isAndroidResourceName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first != "_" || name.count > 1 else { return false }
    let letter = { (scalar: Unicode.Scalar) in ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
    guard letter(first) || first == "_" else { return false }
    return name.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) || $0 == "_" }
      && !javaKeywords.contains(name)
  }

  static let javaKeywords: Set<String> = [
    "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
    "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto", "if",
    "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package", "private",
    "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
    "throw", "throws", "transient", "true", "try", "void", "volatile", "while", "var", "record", "yield",
  ]

  static let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
    "await", "false", "is", "nil", "self", "super", "throws", "true", "try", "some", "any",
  ]

  static let kotlinKeywords: Set<String> = [
    "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
    "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
    "when", "while",
  ]
}
