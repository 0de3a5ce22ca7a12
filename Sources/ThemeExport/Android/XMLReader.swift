/// A reader of the XML an importer meets (Android resource files), written here rather than
/// taken from FoundationXML on purpose: FoundationXML's `XMLParser` is libxml2, which on Linux
/// brings ICU and the shared C++ runtime with it, and the dynamic loader maps and relocates
/// those three libraries at the start of *every* command of the binary, not only `import`
/// (a release `commit` went from 33 to 40 ms when the Android importer first used it). The
/// files read are small resource files, so a strict reader of well-formed XML 1.0 is enough:
/// elements, attributes, text, CDATA, comments, processing instructions, the five predefined
/// entities and character references. A DOCTYPE is refused, so no entity is ever expanded or
/// loaded from outside (no XXE, no "billion laughs"); resource files never carry one.
/// Every event and error has its 1-based line and column (UTF-16 code units).
public enum XMLReader {
  /// What the reader met, in document order.
  public enum Event: Sendable, Equatable {
    /// An element's start tag (or an empty-element tag, followed by its `end`).
    case start(name: String, attributes: [String: String], line: Int, column: Int)
    /// An element's end.
    case end(name: String)
    /// Character data (text and CDATA), entities decoded.
    case text(String)
  }

  /// Why a file is not well-formed XML, and where.
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// `line L, column C: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
  }

  /// The events of `bytes`, or the first reason it is not well-formed XML.
  public static func events(_ bytes: [UInt8]) throws(Problem) -> [Event] {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw Problem(line: 1, column: 1, message: "the file is not UTF-8")
    }
    var scanner = XMLScanner(Array(text.unicodeScalars))
    return try scanner.document()
  }
}

/// The state of one read: the scalars, where it is, and the open elements.
struct XMLScanner {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var position = TextPosition()
  private var open: [String] = []
  private var events: [XMLReader.Event] = []
  private var sawRoot = false

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  mutating func document() throws(XMLReader.Problem) -> [XMLReader.Event] {
    if peek == "\u{FEFF}" { advance() }
    var text = ""
    while let scalar = peek {
      if scalar == "<" {
        try flush(&text)
        try markup()
      } else if scalar == "&" {
        text += try reference()
      } else {
        if scalar == "]" && looking(at: "]]>") { throw problem("\"]]>\" outside a CDATA section") }
        text.unicodeScalars.append(scalar)
        advance()
      }
    }
    try flush(&text)
    if let element = open.last { throw problem("the file ends inside <\(element)>; it needs </\(element)>") }
    guard sawRoot else { throw problem("the file has no element") }
    return events
  }

  // MARK: Markup

  private mutating func markup() throws(XMLReader.Problem) {
    if looking(at: "<!--") {
      try skip(past: "-->", opened: "<!--", what: "a comment")
    } else if looking(at: "<![CDATA[") {
      guard !open.isEmpty else { throw problem("a CDATA section outside the root element") }
      let start = index + 9
      try skip(past: "]]>", opened: "<![CDATA[", what: "a CDATA section")
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars[start..<(index - 3)])
      events.append(.text(text))
    } else if looking(at: "<!DOCTYPE") || looking(at: "<!doctype") {
      throw problem("a DOCTYPE, which a resource file never has (its entities are not read)")
    } else if looking(at: "<?") {
      try skip(past: "?>", opened: "<?", what: "a processing instruction")
    } else if looking(at: "</") {
      try endTag()
    } else {
      try startTag()
    }
  }

  private mutating func startTag() throws(XMLReader.Problem) {
    let (tagLine, tagColumn) = (line, column)
    advance()
    guard !(open.isEmpty && sawRoot) else {
      throw problem("a second root element; a file has one")
    }
    let name = try self.name(what: "an element name after \"<\"")
    var attributes: [String: String] = [:]
    while true {
      let spaced = skipSpace()
      guard let scalar = peek else { throw problem("the file ends inside the tag <\(name)>") }
      if scalar == ">" {
        advance()
        break
      }
      if scalar == "/" {
        advance()
        guard peek == ">" else { throw problem("\"/\" in the tag <\(name)> not followed by \">\"") }
        advance()
        sawRoot = true
        events.append(.start(name: name, attributes: attributes, line: tagLine, column: tagColumn))
        events.append(.end(name: name))
        return
      }
      guard spaced else { throw problem("the tag <\(name)> needs a space before its next attribute") }
      let (attributeLine, attributeColumn) = (line, column)
      let (attribute, value) = try self.attribute(in: name)
      guard attributes[attribute] == nil else {
        throw XMLReader.Problem(
          line: attributeLine, column: attributeColumn, message: "the attribute \(attribute) appears twice in <\(name)>"
        )
      }
      attributes[attribute] = value
    }
    sawRoot = true
    open.append(name)
    events.append(.start(name: name, attributes: attributes, line: tagLine, column: tagColumn))
  }

  private mutating func attribute(in element: String) throws(XMLReader.Problem) -> (String, String) {
    let attribute = try name(what: "an attribute name in <\(element)>")
    skipSpace()
    guard peek == "=" else { throw problem("the attribute \(attribute) in <\(element)> has no \"=\" and value") }
    advance()
    skipSpace()
    guard let quote = peek, quote == "\"" || quote == "'" else {
      throw problem("the value of \(attribute) in <\(element)> is not in quotes")
    }
    advance()
    var value = ""
    while let scalar = peek, scalar != quote {
      if scalar == "<" { throw problem("\"<\" in the value of \(attribute); write &lt;") }
      if scalar == "&" {
        value += try reference()
      } else {
        // Attribute-value normalization: white space characters become spaces.
        value.unicodeScalars.append(scalar == "\t" || scalar == "\n" || scalar == "\r" ? " " : scalar)
        advance()
      }
    }
    guard peek != nil else { throw problem("the value of \(attribute) in <\(element)> is never closed") }
    advance()
    return (attribute, value)
  }

  private mutating func endTag() throws(XMLReader.Problem) {
    let (tagLine, tagColumn) = (line, column)
    advance(2)
    let name = try self.name(what: "an element name after \"</\"")
    skipSpace()
    guard peek == ">" else { throw problem("the end tag </\(name)> is not closed with \">\"") }
    advance()
    guard let innermost = open.last else {
      throw XMLReader.Problem(line: tagLine, column: tagColumn, message: "</\(name)> closes no open element")
    }
    guard innermost == name else {
      throw XMLReader.Problem(
        line: tagLine, column: tagColumn, message: "</\(name)> where </\(innermost)> closes the open element")
    }
    open.removeLast()
    events.append(.end(name: name))
  }

  // MARK: Pieces

  private mutating func name(what: String) throws(XMLReader.Problem) -> String {
    var name = ""
    while let scalar = peek, Self.isNameCharacter(scalar), name.isEmpty ? !Self.isDigitOrPunctuation(scalar) : true {
      name.unicodeScalars.append(scalar)
      advance()
    }
    guard !name.isEmpty else { throw problem("expected \(what)") }
    return name
  }

  private mutating func reference() throws(XMLReader.Problem) -> String {
    let (startLine, startColumn) = (line, column)
    advance()
    var body = ""
    while let scalar = peek, scalar != ";", body.count < 12 {
      body.unicodeScalars.append(scalar)
      advance()
    }
    let refused = XMLReader.Problem(
      line: startLine, column: startColumn,
      message: "\"&\" that begins no entity; write &amp; (or &lt; &gt; &quot; &apos; &#N;)")
    guard peek == ";" else { throw refused }
    advance()
    switch body {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      let number: UInt32? =
        body.hasPrefix("#x")
        ? UInt32(body.dropFirst(2), radix: 16)
        : body.hasPrefix("#") ? UInt32(body.dropFirst(), radix: 10) : nil
      guard let number, let scalar = Unicode.Scalar(number), scalar != "\u{0}" else { throw refused }
      return String(Character(scalar))
    }
  }

  /// Skips from `opened` past `closing`, refusing an unclosed construct.
  private mutating func skip(past closing: String, opened: String, what: String) throws(XMLReader.Problem) {
    let (startLine, startColumn) = (line, column)
    advance(opened.unicodeScalars.count)
    while peek != nil {
      if looking(at: closing) {
        advance(closing.unicodeScalars.count)
        return
      }
      advance()
    }
    throw XMLReader.Problem(line: startLine, column: startColumn, message: "\(what) that is never closed")
  }

  private mutating func flush(_ text: inout String) throws(XMLReader.Problem) {
    defer { text = "" }
    guard !text.isEmpty else { return }
    guard !open.isEmpty else {
      guard text.unicodeScalars.allSatisfy(Self.isSpace) else { throw problem("text outside the root element") }
      return
    }
    events.append(.text(text))
  }

  @discardableResult
  private mutating func skipSpace() -> Bool {
    var skipped = false
    while let scalar = peek, Self.isSpace(scalar) {
      advance()
      skipped = true
    }
    return skipped
  }

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private func looking(at text: String) -> Bool {
    var position = index
    for scalar in text.unicodeScalars {
      guard position < scalars.count, scalars[position] == scalar else { return false }
      position += 1
    }
    return true
  }

  private mutating func advance(_ count: Int = 1) { position.advance(count, in: scalars, from: &index) }

  private var line: Int { position.line }
  private var column: Int { position.column }

  private func problem(_ message: String) -> XMLReader.Problem {
    XMLReader.Problem(line: line, column: column, message: message)
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }

  private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", ":", "-", ".": true
    default: scalar.value >= 0x80
    }
  }

  private static func isDigitOrPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || scalar == "-" || scalar == "."
  }
}
