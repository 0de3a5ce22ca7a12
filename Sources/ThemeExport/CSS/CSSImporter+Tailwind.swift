import ThemeModel

extension CSSImporter.Collected {
  /// Tailwind 4's `@theme` block (`inline`, `static`, `default` or `reference`): its variables
  /// are the design system's tokens, which Tailwind writes to `:root, :host` (or inlines into
  /// its utilities), so they are read as a theme-level rule's in the enclosing mode. A
  /// `@variant dark { … }` inside it (or inside any theme-level rule) is read in its mode.
  mutating func readTailwindTheme(
    _ block: [CSSStylesheet.Component], prelude: String, context: CSSImporter.Context, file: String,
    sheet: CSSStylesheet
  ) {
    let (declarations, nested) = CSSStylesheet.declarations(in: block, tokenizer: sheet.tokenizer)
    let rule = "@theme\(prelude.isEmpty ? "" : " " + prelude)"
    let outer: CSSImporter.Mode
    switch context {
    case .theme(let mode): outer = mode
    case .excluded(let atRule):
      for declaration in declarations where declaration.name.hasPrefix("--") {
        notMerged(
          declaration, file: file,
          why: "is set inside \(rule) inside \(atRule.prefix(80)), which is no appearance; not merged")
      }
      return
    }
    define(declarations, in: [CSSImporter.Mode().within(outer)], file: file)
    readVariants(nested, in: outer, rule: rule, file: file, sheet: sheet)
  }

  /// The `@variant NAME { … }` rules among `nested` (Tailwind 4), each read in the mode its
  /// variant names within `outer` — `dark`, `light`, `contrast-more` — and every other nested
  /// rule listed as a component's.
  mutating func readVariants(
    _ nested: [CSSStylesheet.Rule], in outer: CSSImporter.Mode, rule: String, file: String, sheet: CSSStylesheet
  ) {
    for inner in nested {
      let at = SourceLocation(file: file, line: inner.line, column: inner.column)
      guard let variant = Self.variant(inner.prelude), let block = inner.block else {
        report.ignored.append(
          ImportNote(
            location: at, subject: "nested rule",
            message: "a rule nested in \(JSONWriter.quoted(String(rule.prefix(80)))) is a component's; not merged"))
        continue
      }
      guard let mode = Self.variantModes[variant] else {
        let known = Self.variantModes.keys.sorted().joined(separator: ", ")
        report.ignored.append(
          ImportNote(
            location: at, subject: "@variant \(variant)",
            message: "names no appearance (the variants read are \(known)); its variables are not merged"))
        continue
      }
      let (declarations, deeper) = CSSStylesheet.declarations(in: block, tokenizer: sheet.tokenizer)
      define(declarations, in: [mode.within(outer)], file: file)
      readVariants(deeper, in: mode.within(outer), rule: "@variant \(variant)", file: file, sheet: sheet)
    }
  }

  /// Tailwind's variants that choose an appearance, as the media queries they stand for by
  /// default (a `@custom-variant dark` names the same appearance by a class).
  static let variantModes: [String: CSSImporter.Mode] = [
    "dark": CSSImporter.Mode(dark: true), "light": CSSImporter.Mode(dark: false),
    "contrast-more": CSSImporter.Mode(dark: nil, highContrast: true),
  ]

  /// The name of a `@variant NAME` prelude, or nil for any other.
  static func variant(_ prelude: [CSSStylesheet.Component]) -> String? {
    let words = prelude.filter { !$0.isWhitespace }
    guard words.count == 2, case .token(let keyword) = words[0], case .atKeyword(let at) = keyword.kind,
      at.lowercased() == "variant", case .token(let name) = words[1], case .ident(let variant) = name.kind
    else { return nil }
    return variant.lowercased()
  }

  /// Defines each custom property of `declarations` in the appearances of `modes`.
  mutating func define(_ declarations: [CSSStylesheet.Declaration], in modes: [CSSImporter.Mode], file: String) {
    for declaration in declarations where declaration.name.hasPrefix("--") {
      let at = SourceLocation(file: file, line: declaration.line, column: declaration.column)
      for appearance in Set(modes.map(\.appearance)) {
        define(String(declaration.name.dropFirst(2)), appearance, declaration, at: at)
      }
    }
  }

  /// Lists a custom property that is not merged, and why.
  mutating func notMerged(_ declaration: CSSStylesheet.Declaration, file: String, why: String) {
    let at = SourceLocation(file: file, line: declaration.line, column: declaration.column)
    report.ignored.append(ImportNote(location: at, subject: declaration.name, message: why))
  }
}
