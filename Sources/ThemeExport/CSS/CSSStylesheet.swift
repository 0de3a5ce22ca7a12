/// A stylesheet read as CSS Syntax Level 3 §5 reads one — component values, at-rules and
/// qualified rules with their blocks, declarations — as far as an importer of custom
/// properties needs it. Like a browser it never fails: what it cannot read is left out by the
/// grammar's own recovery rules, and `problems` says where (a bad string, an unclosed block).
struct CSSStylesheet {
  /// A preserved token, a function with its arguments, or a `{}`/`[]`/`()` block.
  indirect enum Component {
    case token(CSSToken)
    case function(name: String, arguments: [Component], token: CSSToken)
    case block(open: CSSToken, contents: [Component])

    var token: CSSToken {
      switch self {
      case .token(let token), .function(_, _, let token), .block(let token, _): token
      }
    }

    var isWhitespace: Bool {
      if case .token(let token) = self, token.kind == .whitespace { return true }
      return false
    }
  }

  /// An at-rule (`@media …`) or a style rule (`:root { … }`), with where it starts.
  struct Rule {
    /// The at-keyword's name (`media`), or nil for a style rule.
    var atKeyword: String?
    var prelude: [Component]
    /// The `{}` block's contents; nil for a statement at-rule (`@import …;`).
    var block: [Component]?
    var line: Int
    var column: Int
  }

  /// `--name: value` or `property: value` in a style rule's block.
  struct Declaration {
    var name: String
    var value: [Component]
    /// The value's text as written, white space at either end trimmed.
    var text: String
    var line: Int
    var column: Int
  }

  /// Something the grammar recovered from, with where it is.
  struct Problem {
    var line: Int
    var column: Int
    var message: String
  }

  let tokenizer: CSSTokenizer
  private(set) var rules: [Rule] = []
  private(set) var problems: [Problem] = []

  init(_ text: String) {
    var tokenizer = CSSTokenizer(text)
    let tokens = tokenizer.tokens()
    self.tokenizer = tokenizer
    var reader = ComponentReader(tokens: tokens)
    let components = reader.components(until: nil).contents
    problems = reader.problems
    rules = Self.rules(in: components, topLevel: true)
  }

  /// The rules of a list of component values (§5.4.1, a stylesheet's or an at-rule block's).
  static func rules(in components: [Component], topLevel: Bool = false) -> [Rule] {
    var rules: [Rule] = []
    var prelude: [Component] = []
    var atKeyword: String?
    var start: CSSToken?
    for component in components {
      if case .token(let token) = component {
        switch token.kind {
        case .whitespace where prelude.isEmpty && atKeyword == nil: continue
        case .cdo,
          .cdc where topLevel && prelude.isEmpty:
          continue
        case .atKeyword(let name) where prelude.isEmpty && atKeyword == nil:
          atKeyword = name
          start = token
          continue
        case .semicolon where atKeyword != nil:
          rules.append(
            Rule(atKeyword: atKeyword, prelude: prelude, block: nil, line: start!.line, column: start!.column))
          (prelude, atKeyword, start) = ([], nil, nil)
          continue
        default: break
        }
      }
      if case .block(let open, let contents) = component, open.kind == .openCurly {
        let first = start ?? prelude.first?.token ?? open
        rules.append(
          Rule(atKeyword: atKeyword, prelude: prelude, block: contents, line: first.line, column: first.column))
        (prelude, atKeyword, start) = ([], nil, nil)
        continue
      }
      if start == nil { start = component.token }
      prelude.append(component)
    }
    return rules
  }

  /// The declarations of a style rule's block, and the rules nested in it (CSS Nesting).
  static func declarations(in block: [Component], tokenizer: CSSTokenizer) -> (
    declarations: [Declaration], nested: [Rule]
  ) {
    var declarations: [Declaration] = []
    var nested: [Rule] = []
    var pending: [Component] = []
    func finishDeclaration() {
      defer { pending = [] }
      let meaningful = pending.drop { $0.isWhitespace }
      guard case .token(let nameToken)? = meaningful.first, case .ident(let name) = nameToken.kind else { return }
      let afterName = meaningful.dropFirst().drop { $0.isWhitespace }
      guard case .token(let colon)? = afterName.first, colon.kind == .colon else { return }
      var value = Array(afterName.dropFirst())
      while value.first?.isWhitespace == true { value.removeFirst() }
      while value.last?.isWhitespace == true { value.removeLast() }
      // `!important` is no part of the value a theme holds.
      if value.count >= 2, case .token(let last) = value[value.count - 1], case .ident(let flag) = last.kind,
        flag.lowercased() == "important", case .token(let bang) = value[value.count - 2], bang.kind == .delim("!")
      {
        value.removeLast(2)
        while value.last?.isWhitespace == true { value.removeLast() }
      }
      let text = value.isEmpty ? "" : tokenizer.text(value[0].token.start..<end(of: value[value.count - 1]))
      declarations.append(
        Declaration(name: name, value: value, text: text, line: nameToken.line, column: nameToken.column))
    }
    for component in block {
      if case .token(let token) = component, token.kind == .semicolon {
        finishDeclaration()
        continue
      }
      if case .block(let open, let contents) = component, open.kind == .openCurly,
        !startsCustomProperty(pending)
      {
        let first = pending.first { !$0.isWhitespace }?.token ?? open
        nested.append(
          Rule(
            atKeyword: nil, prelude: pending, block: contents, line: first.line,
            column: first.column))
        pending = []
        continue
      }
      pending.append(component)
    }
    finishDeclaration()
    return (declarations, nested)
  }

  /// Whether `components` begin `--name:` (a custom property may hold a `{}` block).
  private static func startsCustomProperty(_ components: [Component]) -> Bool {
    let meaningful = components.drop { $0.isWhitespace }
    guard case .token(let token)? = meaningful.first, case .ident(let name) = token.kind else { return false }
    return name.hasPrefix("--") && meaningful.dropFirst().contains { $0.token.kind == .colon }
  }

  /// One past the last scalar of `component`.
  static func end(of component: Component) -> Int {
    switch component {
    case .token(let token): token.end
    case .function(_, let arguments, let token): arguments.last.map { end(of: $0) + 1 } ?? token.end + 1
    case .block(let open, let contents): contents.last.map { end(of: $0) + 1 } ?? open.end + 1
    }
  }
}

/// Turns tokens into component values (§5.4.7–5.4.9), recording unclosed blocks.
private struct ComponentReader {
  let tokens: [CSSToken]
  var index = 0
  var problems: [CSSStylesheet.Problem] = []

  init(tokens: [CSSToken]) { self.tokens = tokens }

  mutating func components(until closing: CSSToken.Kind?) -> (contents: [CSSStylesheet.Component], closed: Bool) {
    var components: [CSSStylesheet.Component] = []
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if let closing, token.kind == closing { return (components, true) }
      switch token.kind {
      case .openCurly: components.append(.block(open: token, contents: nested(token, .closeCurly)))
      case .openSquare: components.append(.block(open: token, contents: nested(token, .closeSquare)))
      case .openParen: components.append(.block(open: token, contents: nested(token, .closeParen)))
      case .function(let name):
        components.append(.function(name: name, arguments: nested(token, .closeParen), token: token))
      case .badString:
        problems.append(.init(line: token.line, column: token.column, message: "a string that ends at a line break"))
        components.append(.token(token))
      case .badURL:
        problems.append(.init(line: token.line, column: token.column, message: "a url( ) that is not well formed"))
        components.append(.token(token))
      default: components.append(.token(token))
      }
    }
    return (components, closing == nil)
  }

  private mutating func nested(_ open: CSSToken, _ closing: CSSToken.Kind) -> [CSSStylesheet.Component] {
    let (contents, closed) = components(until: closing)
    if !closed {
      let what = closing == .closeCurly ? "\"{\"" : closing == .closeSquare ? "\"[\"" : "\"(\""
      problems.append(.init(line: open.line, column: open.column, message: "a \(what) that is never closed"))
    }
    return contents
  }
}
