/// The tokens of a stylesheet as CSS Syntax Module Level 3 §4 defines them (input
/// preprocessed as §3.3 says: CR LF, CR and FF become LF, NUL becomes U+FFFD). Comments are
/// dropped; every token keeps where it starts (1-based line and UTF-16 column) and the scalar
/// range it spans, so a declaration's value can be given back exactly as written.
struct CSSToken: Equatable {
  enum Kind: Equatable {
    case ident(String)
    case function(String)
    case atKeyword(String)
    case hash(String)
    case string(String)
    case badString
    case url(String)
    case badURL
    case delim(Unicode.Scalar)
    case number(Double)
    case percentage(Double)
    case dimension(Double, unit: String)
    case whitespace
    case cdo, cdc, colon, semicolon, comma
    case openSquare, closeSquare, openParen, closeParen, openCurly, closeCurly
  }

  var kind: Kind
  /// The first scalar of the token and one past its last, in the preprocessed input.
  var start: Int
  var end: Int
  var line: Int
  var column: Int
}

struct CSSTokenizer {
  private(set) var scalars: [Unicode.Scalar]
  private var index = 0
  private var position = TextPosition()

  init(_ text: String) {
    var preprocessed: [Unicode.Scalar] = []
    preprocessed.reserveCapacity(text.unicodeScalars.count)
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar {
      case "\r", "\u{0C}": preprocessed.append("\n")
      case "\n" where previousWasCR: continue
      case "\u{0}": preprocessed.append("\u{FFFD}")
      default: preprocessed.append(scalar)
      }
    }
    scalars = preprocessed
  }

  /// The text of the scalars `range` spans.
  func text(_ range: Range<Int>) -> String {
    var text = ""
    text.unicodeScalars.append(
      contentsOf: scalars[min(range.lowerBound, scalars.count)..<min(range.upperBound, scalars.count)])
    return text
  }

  /// Every token, in order. Never fails: CSS has no syntax errors at this level, only bad
  /// strings and bad URLs, which the parser reports.
  mutating func tokens() -> [CSSToken] {
    var tokens: [CSSToken] = []
    while true {
      skipComments()
      guard index < scalars.count else { return tokens }
      let (start, startLine, startColumn) = (index, line, column)
      let kind = next()
      tokens.append(CSSToken(kind: kind, start: start, end: index, line: startLine, column: startColumn))
    }
  }

  private mutating func skipComments() {
    while at(0) == "/" && at(1) == "*" {
      advance(2)
      while index < scalars.count && !(at(0) == "*" && at(1) == "/") { advance() }
      advance(2)
    }
  }

  // §4.3.1 Consume a token.
  private mutating func next() -> CSSToken.Kind {
    let scalar = scalars[index]
    switch scalar {
    case " ", "\t", "\n":
      while let next = at(0), next == " " || next == "\t" || next == "\n" { advance() }
      return .whitespace
    case "\"", "'": return string(ending: scalar)
    case "#":
      if let next = at(1), Self.isName(next) || startsEscape(1) {
        advance()
        return .hash(name())
      }
    case "(": return single(.openParen)
    case ")": return single(.closeParen)
    case "[": return single(.openSquare)
    case "]": return single(.closeSquare)
    case "{": return single(.openCurly)
    case "}": return single(.closeCurly)
    case ",": return single(.comma)
    case ":": return single(.colon)
    case ";": return single(.semicolon)
    case "+", ".":
      if startsNumber(0) { return numeric() }
    case "-":
      if startsNumber(0) { return numeric() }
      if at(1) == "-" && at(2) == ">" {
        advance(3)
        return .cdc
      }
      if startsIdentifier(0) { return identLike() }
    case "<":
      if at(1) == "!" && at(2) == "-" && at(3) == "-" {
        advance(4)
        return .cdo
      }
    case "@":
      if startsIdentifier(1) {
        advance()
        return .atKeyword(name())
      }
    case "\\":
      if startsEscape(0) { return identLike() }
    case "0"..."9": return numeric()
    default:
      if Self.isNameStart(scalar) { return identLike() }
    }
    advance()
    return .delim(scalar)
  }

  private mutating func single(_ kind: CSSToken.Kind) -> CSSToken.Kind {
    advance()
    return kind
  }

  // §4.3.5 Consume a string token.
  private mutating func string(ending: Unicode.Scalar) -> CSSToken.Kind {
    advance()
    var value = ""
    while let scalar = at(0) {
      if scalar == ending {
        advance()
        return .string(value)
      }
      if scalar == "\n" { return .badString }
      if scalar == "\\" {
        if at(1) == nil {
          advance()
          continue
        }
        if at(1) == "\n" {
          advance(2)
          continue
        }
        advance()
        value.unicodeScalars.append(escape())
        continue
      }
      value.unicodeScalars.append(scalar)
      advance()
    }
    return .string(value)
  }

  // §4.3.3 Consume a numeric token.
  private mutating func numeric() -> CSSToken.Kind {
    let number = self.number()
    if startsIdentifier(0) { return .dimension(number, unit: name()) }
    if at(0) == "%" {
      advance()
      return .percentage(number)
    }
    return .number(number)
  }

  // §4.3.12 Consume a number.
  private mutating func number() -> Double {
    var text = ""
    func take() {
      text.unicodeScalars.append(scalars[index])
      advance()
    }
    if at(0) == "+" || at(0) == "-" { take() }
    while let scalar = at(0), Self.isDigit(scalar) { take() }
    if at(0) == ".", let next = at(1), Self.isDigit(next) {
      take()
      while let scalar = at(0), Self.isDigit(scalar) { take() }
    }
    if at(0) == "e" || at(0) == "E" {
      let signed = at(1) == "+" || at(1) == "-"
      if let digit = at(signed ? 2 : 1), Self.isDigit(digit) {
        take()
        if signed { take() }
        while let scalar = at(0), Self.isDigit(scalar) { take() }
      }
    }
    return Double(text) ?? 0
  }

  // §4.3.4 Consume an ident-like token.
  private mutating func identLike() -> CSSToken.Kind {
    let name = self.name()
    guard at(0) == "(" else { return .ident(name) }
    advance()
    if name.lowercased() == "url" {
      var ahead = 0
      while at(ahead) == " " || at(ahead) == "\t" || at(ahead) == "\n" { ahead += 1 }
      if at(ahead) != "\"" && at(ahead) != "'" { return url() }
    }
    return .function(name)
  }

  // §4.3.6 Consume a url token.
  private mutating func url() -> CSSToken.Kind {
    var value = ""
    while at(0) == " " || at(0) == "\t" || at(0) == "\n" { advance() }
    while let scalar = at(0) {
      switch scalar {
      case ")":
        advance()
        return .url(value)
      case " ", "\t", "\n":
        while at(0) == " " || at(0) == "\t" || at(0) == "\n" { advance() }
        if at(0) == ")" || at(0) == nil { continue }
        return badURL()
      case "\"", "'", "(":
        return badURL()
      case "\\":
        guard startsEscape(0) else { return badURL() }
        advance()
        value.unicodeScalars.append(escape())
      default:
        value.unicodeScalars.append(scalar)
        advance()
      }
    }
    return .url(value)
  }

  private mutating func badURL() -> CSSToken.Kind {
    while let scalar = at(0), scalar != ")" {
      if startsEscape(0) { advance() }
      advance()
    }
    advance()
    return .badURL
  }

  // §4.3.11 Consume an ident sequence.
  private mutating func name() -> String {
    var name = ""
    while let scalar = at(0) {
      if Self.isName(scalar) {
        name.unicodeScalars.append(scalar)
        advance()
      } else if startsEscape(0) {
        advance()
        name.unicodeScalars.append(escape())
      } else {
        break
      }
    }
    return name
  }

  // §4.3.7 Consume an escaped code point (after the backslash).
  private mutating func escape() -> Unicode.Scalar {
    guard let first = at(0) else { return "\u{FFFD}" }
    guard first.properties.isASCIIHexDigit else {
      advance()
      return first
    }
    var hex = ""
    while hex.count < 6, let scalar = at(0), scalar.properties.isASCIIHexDigit {
      hex.unicodeScalars.append(scalar)
      advance()
    }
    if at(0) == " " || at(0) == "\t" || at(0) == "\n" { advance() }
    guard let value = UInt32(hex, radix: 16), value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
    return scalar
  }

  // §4.3.8–4.3.10 The checks that look ahead.
  private func startsEscape(_ offset: Int) -> Bool {
    at(offset) == "\\" && at(offset + 1) != "\n" && at(offset + 1) != nil
  }

  private func startsIdentifier(_ offset: Int) -> Bool {
    guard let first = at(offset) else { return false }
    if first == "-" {
      guard let second = at(offset + 1) else { return false }
      return Self.isNameStart(second) || second == "-" || startsEscape(offset + 1)
    }
    return Self.isNameStart(first) || startsEscape(offset)
  }

  private func startsNumber(_ offset: Int) -> Bool {
    guard let first = at(offset) else { return false }
    if first == "+" || first == "-" {
      if let second = at(offset + 1), Self.isDigit(second) { return true }
      return at(offset + 1) == "." && at(offset + 2).map(Self.isDigit) == true
    }
    if first == "." { return at(offset + 1).map(Self.isDigit) == true }
    return Self.isDigit(first)
  }

  private func at(_ offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private mutating func advance(_ count: Int = 1) { position.advance(count, in: scalars, from: &index) }

  private var line: Int { position.line }
  private var column: Int { position.column }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar.value >= 0x80
  }

  private static func isName(_ scalar: Unicode.Scalar) -> Bool {
    isNameStart(scalar) || isDigit(scalar) || scalar == "-"
  }
}
