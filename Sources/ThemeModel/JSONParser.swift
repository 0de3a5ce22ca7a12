/// A strict JSON parser (RFC 8259) that rejects what Foundation lets through.
///
/// Duplicate keys, non-finite numbers, invalid UTF-8, lone surrogates and nesting deeper
/// than `maximumDepth` are all errors; every duplicate key and non-finite number is
/// reported, while a syntax error ends parsing because nothing after it can be trusted.
public struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  private var problems: [ValidationIssue] = []
  /// Keys and indices from the root to the value being parsed; turned into a path only for errors.
  private var pathStack: [PathComponent] = []
  /// The byte range of every value by JSON path, recorded only for `parseWithSourceMap`.
  private var spans: [String: Range<Int>]?
  /// With `spans`, the path text of every container being parsed, each built once from its
  /// parent's: rebuilding it from the root for every value made a large file's map quadratic
  /// in its depth (the Figma import of 5,000 variables spent a third of its time there).
  private var spanPaths: [String] = ["$"]
  /// With `spans`, the member names whose values, and their values' members, are recorded
  /// (nil: every value).
  private var spannedKeys: Set<String>?

  private enum PathComponent {
    case key(String)
    case index(Int)
  }

  private var currentPath: String {
    var path = "$"
    for component in pathStack {
      switch component {
      case .key(let key): path = JSONPath.appending(key, to: path)
      case .index(let index): path += "[\(index)]"
      }
    }
    return path
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses `bytes` as one JSON document.
  ///
  /// - Throws: `ThemeValidationError` listing every problem found.
  public static func parse(_ bytes: [UInt8]) throws(ThemeValidationError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    return try parser.parseDocument()
  }

  /// The whole document: one value between optional whitespace (and a byte-order mark).
  private mutating func parseDocument() throws(ThemeValidationError) -> JSONValue {
    let value: JSONValue
    do throws(ValidationIssue) {
      skipBOM()
      skipWhitespace()
      value = try parseValue()
      skipWhitespace()
      if index < bytes.count {
        throw syntaxError("unexpected data after the end of the document")
      }
    } catch {
      throw ThemeValidationError(issues: problems + [error])
    }
    if !problems.isEmpty { throw ThemeValidationError(issues: problems) }
    return value
  }

  /// Parses `bytes` and records where every value is, for reports that point into the file
  /// (SARIF regions). Plain `parse` records nothing and pays nothing for it.
  public static func parseWithSourceMap(_ bytes: [UInt8], onlyUnder keys: Set<String>? = nil)
    throws(ThemeValidationError) -> (JSONValue, SourceMap)
  {
    var parser = JSONParser(bytes: bytes)
    parser.spans = [:]
    // A map of only the values a caller looks up (every token's `$value`, every Figma
    // variable and its values by mode) costs a fraction of one of every value.
    parser.spannedKeys = keys
    let value = try parser.parseDocument()
    return (value, SourceMap(bytes: bytes, spans: parser.spans ?? [:]))
  }

  private mutating func skipBOM() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func location(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  private func syntaxError(_ message: String, at offset: Int? = nil) -> ValidationIssue {
    let (line, column) = location(of: offset ?? index)
    let what = (offset ?? index) >= bytes.count ? "the document ends too early: \(message)" : message
    return ValidationIssue(path: "$", message: "invalid JSON at line \(line), column \(column): \(what)")
  }

  private mutating func parseValue() throws(ValidationIssue) -> JSONValue {
    guard spans != nil else { return try parseValueBody() }
    let start = index
    let value = try parseValueBody()
    if let spannedKeys {
      func named(_ component: PathComponent?) -> Bool {
        if case .key(let key)? = component { return spannedKeys.contains(key) }
        return false
      }
      let count = pathStack.count
      guard named(pathStack.last) || (count >= 2 && named(pathStack[count - 2])) else { return value }
    }
    spans?[spanPaths[spanPaths.count - 1]] = start..<index
    return value
  }

  private mutating func push(_ component: PathComponent) {
    pathStack.append(component)
    guard spans != nil else { return }
    let parent = spanPaths[spanPaths.count - 1]
    switch component {
    case .key(let key): spanPaths.append(JSONPath.appending(key, to: parent))
    case .index(let index): spanPaths.append(parent + "[\(index)]")
    }
  }

  private mutating func pop() {
    pathStack.removeLast()
    if spans != nil { spanPaths.removeLast() }
  }

  private mutating func parseValueBody() throws(ValidationIssue) -> JSONValue {
    guard index < bytes.count else { throw syntaxError("expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw syntaxError("NaN and Infinity are not JSON numbers; use a finite number")
    default:
      throw syntaxError("expected a value (object, array, string, number, true, false or null)")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(ValidationIssue) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw syntaxError("expected '\(word)'")
    }
    index += utf8.count
    return value
  }

  private mutating func enterContainer() throws(ValidationIssue) {
    depth += 1
    if depth > Self.maximumDepth {
      throw syntaxError("nesting is deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(ValidationIssue) -> JSONValue {
    try enterContainer()
    index += 1
    var members: [JSONMember] = []
    var seen = Set<String>()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw syntaxError("expected a string key in double quotes")
      }
      let keyOffset = index
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw syntaxError("expected ':' after the key \"\(key)\"")
      }
      index += 1
      skipWhitespace()
      push(.key(key))
      let value = try parseValue()
      // Most objects are small: a linear scan beats hashing every key.
      let isNew: Bool
      if members.count < 16 {
        isNew = !members.contains { $0.key == key }
        if isNew && members.count == 15 { seen = Set(members.map(\.key) + [key]) }
      } else {
        isNew = seen.insert(key).inserted
      }
      if isNew {
        members.append(JSONMember(key, value))
      } else {
        let (line, column) = location(of: keyOffset)
        problems.append(
          ValidationIssue(
            path: currentPath,
            message: "duplicate key \"\(key)\" (line \(line), column \(column)); keep only one"))
      }
      pop()
      skipWhitespace()
      guard index < bytes.count else { throw syntaxError("expected ',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return .object(members)
      }
      throw syntaxError("expected ',' or '}'")
    }
  }

  private mutating func parseArray() throws(ValidationIssue) -> JSONValue {
    try enterContainer()
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      push(.index(elements.count))
      elements.append(try parseValue())
      pop()
      skipWhitespace()
      guard index < bytes.count else { throw syntaxError("expected ',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return .array(elements)
      }
      throw syntaxError("expected ',' or ']'")
    }
  }

  private mutating func parseNumber() throws(ValidationIssue) -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw syntaxError("expected a digit") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw syntaxError("numbers must not have leading zeros")
      }
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw syntaxError("expected a digit after the decimal point")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw syntaxError("expected a digit in the exponent")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      problems.append(
        ValidationIssue(
          path: currentPath, message: "the number \(text.prefix(40)) is too large; numbers must be finite"))
      return .number(0)
    }
    return DecimalText.isExactly(value, text) ? .number(value) : .numberText(text)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func parseString() throws(ValidationIssue) -> String {
    index += 1
    let start = index
    // Fast path: no escapes, one validation of the whole run.
    var isASCII = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        // Through a buffer pointer: the contiguous fast path, not the generic sequence one. ASCII
        // (nearly every string of a theme) is valid UTF-8 as it is: decoding it skips the
        // validating initializer, which looks up generic metadata on every call.
        let end = index
        let decoded = bytes.withUnsafeBufferPointer { buffer in
          let run = UnsafeBufferPointer(rebasing: buffer[start..<end])
          return isASCII ? String(decoding: run, as: UTF8.self) : String(validating: run, as: UTF8.self)
        }
        guard let text = decoded else {
          throw syntaxError("a string is not valid UTF-8", at: start)
        }
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      isASCII = isASCII && byte < 0x80
      index += 1
    }
    var buffer = Array(bytes[start..<index])
    while true {
      guard index < bytes.count else { throw syntaxError("a string is not closed with '\"'") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        guard let text = String(validating: buffer, as: UTF8.self) else {
          throw syntaxError("a string is not valid UTF-8", at: start)
        }
        return text
      }
      if byte < 0x20 {
        throw syntaxError("control characters must be escaped inside strings (use \\n, \\t or \\u00XX)")
      }
      if byte == UInt8(ascii: "\\") {
        index += 1
        buffer.append(contentsOf: String(try parseEscape()).utf8)
        continue
      }
      buffer.append(byte)
      index += 1
    }
  }

  private mutating func parseEscape() throws(ValidationIssue) -> Unicode.Scalar {
    guard index < bytes.count else { throw syntaxError("an escape sequence is cut off") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800...0xDBFF).contains(high) {
        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        else { throw syntaxError("a \\u escape is half of a surrogate pair; add the low surrogate") }
        index += 2
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else {
          throw syntaxError("a \\u surrogate pair is invalid")
        }
        let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        return Unicode.Scalar(combined)!
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw syntaxError("a \\u escape is a lone low surrogate")
      }
      return scalar
    default:
      throw syntaxError("unknown escape sequence '\\\(Character(Unicode.Scalar(byte)))'", at: index - 1)
    }
  }

  private mutating func parseHex4() throws(ValidationIssue) -> UInt32 {
    guard bytes.count - index >= 4 else { throw syntaxError("a \\u escape needs four hex digits") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw syntaxError("a \\u escape needs four hex digits")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }
}
