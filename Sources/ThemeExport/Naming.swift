/// Turns user-chosen names into identifiers each target language accepts, deterministically
/// and without collisions.
enum Naming {
  /// The words of a name: camelCase humps, and runs of letters and digits split by anything else.
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousWasLower = false
    for scalar in name.unicodeScalars {
      let isAlphanumeric = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
      guard isAlphanumeric else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousWasLower = false
        continue
      }
      let isUpper = scalar.properties.isUppercase
      if isUpper && previousWasLower && !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.unicodeScalars.append(scalar)
      previousWasLower = scalar.properties.isLowercase || ("0"..."9").contains(scalar)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// ASCII-only words: other letters become their code point in hex, so names stay unique.
  static func asciiWords(_ name: String) -> [String] {
    words(name).map { word in
      word.unicodeScalars.map { $0.isASCII ? String($0) : "u" + String($0.value, radix: 16) }.joined()
    }
  }

  /// `outgoingBubble` → `outgoing_bubble` (Android resource names: `[a-z][a-z0-9_]*`).
  static func snake(_ name: String) -> String {
    let joined = asciiWords(name).map { $0.lowercased() }.joined(separator: "_")
    guard let first = joined.unicodeScalars.first, ("a"..."z").contains(first) else { return "x_" + joined }
    return joined
  }

  /// `outgoing bubble` → `outgoingBubble` (Swift identifiers, keywords in backticks).
  static func lowerCamel(_ name: String) -> String {
    let words = asciiWords(name)
    var result = ""
    for (offset, word) in words.enumerated() {
      result +=
        offset == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
    }
    if result.isEmpty { result = "unnamed" }
    if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
    return swiftKeywords.contains(result) ? "`\(result)`" : result
  }

  /// `acme-chat` → `AcmeChat`.
  static func upperCamel(_ name: String) -> String {
    let result = asciiWords(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = result.unicodeScalars.first, !("0"..."9").contains(first) else { return "Theme" + result }
    return result
  }

  /// `outgoingBubble` → `outgoing-bubble` (CSS custom property names).
  static func kebab(_ name: String) -> String {
    let joined = asciiWords(name).map { $0.lowercased() }.joined(separator: "-")
    return joined.isEmpty ? "unnamed" : joined
  }

  /// Unique identifiers for `names`, in the names' order: a clash gets `_2`, `_3`… (or `2`, `3`).
  static func unique(_ names: [String], separator: String = "_", _ transform: (String) -> String) -> [String: String] {
    var used = Set<String>()
    var result: [String: String] = [:]
    for name in names {
      let base = transform(name)
      var candidate = base
      var counter = 2
      while used.contains(candidate) {
        candidate =
          base.hasSuffix("`")
          ? "`\(base.dropFirst().dropLast())\(separator)\(counter)`" : "\(base)\(separator)\(counter)"
        counter += 1
      }
      used.insert(candidate)
      result[name] = candidate
    }
    return result
  }

  static let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
  ]
}
