import ThemeModel

/// Stylesheets of custom properties read into a theme document. Only theme-level rules define
/// tokens — `:root`, `html`, `body`, `:host` and their mode selectors (`[data-theme=dark]`,
/// `.dark`, `.theme-dark`, and the names the caller gives an appearance) at the top level or
/// inside `@media (prefers-color-scheme: dark)` / `(prefers-contrast: more)` / `not print` —
/// as a browser would apply them to the whole page; a custom
/// property a component's rule or a breakpoint sets is listed, not merged. Colours are read
/// in every CSS Color 4 syntax, `var(--x)` stays an alias of `x`, `light-dark(a, b)` gives
/// both appearances, and every other custom property is kept as written in the extensions.
/// The stylesheet is read with a tokenizer that follows CSS Syntax Level 3 (`CSSTokenizer`).
public enum CSSImporter {
  /// Where the custom properties that are not colours are kept in the document's extensions.
  public static let keptKey = "org.themereg.css"

  /// One custom property's value in one appearance, with where it is.
  struct Declared {
    var value: [CSSStylesheet.Component]
    var text: String
    var location: SourceLocation
  }

  /// The document and report of the stylesheets `files`, merged in order (later wins), then
  /// of `modeFiles`, each a stylesheet of one appearance (JupyterLab ships its dark theme as a
  /// stylesheet of its own: its `:root` is the dark one). `markers` gives class names and mode
  /// attribute values their appearance where the name does not say (mkdocs-material's
  /// `[data-md-color-scheme=slate]` is its dark scheme).
  public static func importing(
    _ files: [ImportFile], name: String, lossy: Bool, markers: [String: Appearance] = [:],
    modeFiles: [(appearance: Appearance, file: ImportFile)] = []
  ) throws(ImportError) -> (document: ThemeDocument, report: ImportReport) {
    var collected = Collected()
    collected.markers = Dictionary(markers.map { ($0.key.lowercased(), $0.value) }) { _, later in later }
    var issues: [ValidationIssue] = []
    let sheets = files.map { (Mode(), $0) } + modeFiles.map { (Mode($0.appearance), $0.file) }
    for (mode, file) in sheets {
      guard let text = String(validating: file.bytes, as: UTF8.self) else {
        issues.append(ValidationIssue(path: file.path, message: "is not UTF-8"))
        continue
      }
      let sheet = CSSStylesheet(text)
      for problem in sheet.problems {
        issues.append(
          ValidationIssue(
            path: "\(file.path):\(problem.line):\(problem.column)", message: "not well-formed CSS: \(problem.message)"))
      }
      collected.read(sheet.rules, context: .theme(mode), file: file.path, sheet: sheet)
    }
    if !issues.isEmpty { throw .invalid(ThemeValidationError(issues: issues)) }
    return try collected.document(name: name, lossy: lossy)
  }
}

extension CSSImporter {
  /// Where a rule is: in a mode of the theme, or inside an at-rule that is none (and which).
  enum Context {
    case theme(Mode)
    case excluded(String)
  }

  /// The custom properties of theme-level rules by name and appearance, in first-seen order.
  struct Collected {
    var values: [String: [Appearance: Declared]] = [:]
    var order: [String] = []
    var report = ImportReport()
    /// Class names and mode attribute values with the appearance the caller gave them.
    var markers: [String: Appearance] = [:]

    mutating func read(_ rules: [CSSStylesheet.Rule], context: Context, file: String, sheet: CSSStylesheet) {
      for rule in rules {
        let prelude = Self.text(of: rule.prelude, in: sheet)
        guard let block = rule.block else { continue }
        switch rule.atKeyword?.lowercased() {
        case "media"?:
          var inner = Context.excluded("@media \(prelude)")
          if case .theme(let outer) = context, let media = CSSImporter.mode(ofMedia: prelude) {
            inner = .theme(media.within(outer))
          } else if case .excluded = context {
            inner = context
          }
          read(CSSStylesheet.rules(in: block), context: inner, file: file, sheet: sheet)
        case "supports"?, "layer"?, "scope"?, "document"?:
          read(CSSStylesheet.rules(in: block), context: context, file: file, sheet: sheet)
        case "theme"?:
          readTailwindTheme(block, prelude: prelude, context: context, file: file, sheet: sheet)
        case "container"?:
          read(CSSStylesheet.rules(in: block), context: .excluded("@container \(prelude)"), file: file, sheet: sheet)
        case nil:
          let (declarations, nested) = CSSStylesheet.declarations(in: block, tokenizer: sheet.tokenizer)
          let selectors = prelude.split(separator: ",").map { String($0.trimmingWhitespace()) }
          let modes = selectors.compactMap { CSSImporter.mode(ofSelector: $0, markers: markers) }
          var themeMode: [Mode]?
          if case .theme(let outer) = context, !modes.isEmpty { themeMode = modes.map { $0.within(outer) } }
          var unnamed: [String] = []
          if themeMode == nil, case .theme = context {
            unnamed = selectors.flatMap { CSSImporter.unnamedModes(inSelector: $0, markers: markers) }
          }
          if let themeMode { define(declarations, in: themeMode, file: file) }
          // Outside a theme-level rule, each custom property is listed with why it is not merged.
          for declaration in declarations where themeMode == nil && declaration.name.hasPrefix("--") {
            let rule = JSONWriter.quoted(String(prelude.prefix(80)))
            var why =
              "is set in the rule \(rule), not a theme-level one (:root, html, body, a mode selector); not merged"
            if let name = unnamed.first {
              let mode = JSONWriter.quoted(name)
              why = "is set in the rule \(rule), whose mode \(mode) names no appearance; not merged"
              if !report.unnamedModes.contains(name) { report.unnamedModes.append(name) }
            }
            if case .excluded(let atRule) = context {
              why = "is set inside \(atRule.prefix(80)), which is no appearance; not merged"
            }
            notMerged(declaration, file: file, why: why)
          }
          if let themeMode, Set(themeMode.map(\.appearance)).count == 1, let only = themeMode.first {
            readVariants(nested, in: only, rule: prelude, file: file, sheet: sheet)
            continue
          }
          for rule in nested {
            report.ignored.append(
              ImportNote(
                location: SourceLocation(file: file, line: rule.line, column: rule.column), subject: "nested rule",
                message:
                  "a rule nested in \(JSONWriter.quoted(String(prelude.prefix(80)))) is a component's; not merged"
              ))
          }
        default:
          // @font-face, @keyframes, @page, @property…: no custom property of a theme.
          continue
        }
      }
    }

    /// A prelude's text, its white space collapsed.
    static func text(of prelude: [CSSStylesheet.Component], in sheet: CSSStylesheet) -> String {
      guard let first = prelude.first, let last = prelude.last else { return "" }
      let text = sheet.tokenizer.text(first.token.start..<CSSStylesheet.end(of: last))
      return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    mutating func define(
      _ name: String, _ appearance: Appearance, _ declaration: CSSStylesheet.Declaration, at location: SourceLocation
    ) {
      if values[name] == nil { order.append(name) }
      if let earlier = values[name]?[appearance], earlier.text != declaration.text {
        report.kept.append(
          ImportNote(
            location: location, subject: "--\(name)\(appearance == .light ? "" : " (\(appearance.rawValue))")",
            message: "overrides \(JSONWriter.quoted(earlier.text)) at \(earlier.location) (the later rule wins)"))
      }
      values[name, default: [:]][appearance] = Declared(
        value: declaration.value, text: declaration.text, location: location)
    }
  }
}
