import ThemeModel

extension CSSImporter {
  /// What a rule's context says of the appearance: a mode it selects, and whether it is one
  /// at all (a breakpoint or a component is not).
  struct Mode: Equatable {
    var dark: Bool?
    var highContrast = false

    /// The appearance of this mode, given the one its enclosing rules chose.
    var appearance: Appearance {
      switch (dark ?? false, highContrast) {
      case (false, false): .light
      case (true, false): .dark
      case (false, true): .lightHighContrast
      case (true, true): .darkHighContrast
      }
    }

    /// This mode inside `outer` (a selector's mode inside a media query's).
    func within(_ outer: Mode) -> Mode {
      Mode(dark: dark ?? outer.dark, highContrast: highContrast || outer.highContrast)
    }
  }

  /// The mode a media query selects — `prefers-color-scheme`, `prefers-contrast: more`, and
  /// `screen`/`all`/`only`/`not print` — or nil for any other query (a breakpoint, print,
  /// another `not`).
  static func mode(ofMedia prelude: String) -> Mode? {
    var mode = Mode()
    let query = prelude.lowercased().filter { !$0.isWhitespace }
    guard !query.isEmpty, !query.contains(",") else { return nil }
    // Every screen: Furo wraps its dark rules in it so that a printed page stays light.
    if query == "notprint" { return mode }
    var rest = Substring(query)
    for prefix in ["only", "screen", "all", "and"] {
      while rest.hasPrefix(prefix) { rest = rest.dropFirst(prefix.count) }
    }
    for feature in rest.split(separator: "and", omittingEmptySubsequences: true) {
      switch feature.hasPrefix("(") && feature.hasSuffix(")") ? feature.dropFirst().dropLast() : feature {
      case "prefers-color-scheme:dark": mode.dark = true
      case "prefers-color-scheme:light": mode.dark = false
      case "prefers-contrast:more", "prefers-contrast:high": mode.highContrast = true
      case "prefers-contrast:no-preference": continue
      default: return nil
      }
    }
    return mode
  }

  /// The mode a selector defines tokens for: `:root`, `html`, `body` or `:host`, with mode
  /// markers (`[data-theme=dark]`, `.dark`, `.theme-dark`, `[data-contrast=more]`, `:not(…)` of
  /// a marker, and the names `markers` gives an appearance); nil for any other selector (a
  /// component's rule).
  static func mode(ofSelector selector: String, markers: [String: Appearance] = [:]) -> Mode? {
    var mode = Mode()
    var sawAnything = false
    var scanner = SelectorScanner(Array(selector.lowercased().unicodeScalars), markers: markers)
    while let simple = scanner.next() {
      switch simple {
      case .combinator: continue
      case .root: sawAnything = true
      case .marker(let marker):
        sawAnything = true
        switch marker {
        case .dark: mode.dark = true
        case .light: mode.dark = false
        case .highContrast: mode.highContrast = true
        case .darkHighContrast: (mode.dark, mode.highContrast) = (true, true)
        case .lightHighContrast: (mode.dark, mode.highContrast) = (false, true)
        }
      case .host(let inner):
        guard let innerMode = self.mode(ofSelector: inner.isEmpty ? ":root" : inner, markers: markers) else {
          return nil
        }
        mode = innerMode.within(mode)
        sawAnything = true
      case .negation(let inner):
        // `:not([data-theme=dark])` narrows the rule to when no other mode is chosen; it
        // selects no mode of its own. Anything else in a `:not()` makes it a component rule.
        let alternatives = inner.split(separator: ",").map { String($0) }
        guard alternatives.allSatisfy({ isMarker($0, markers: markers) }) else { return nil }
      case .other, .unnamedMode: return nil
      }
    }
    return sawAnything ? mode : nil
  }

  /// The mode names of `selector`'s mode attributes that name no appearance
  /// (`[data-md-color-scheme=slate]` → `slate`): what `markers` could map.
  static func unnamedModes(inSelector selector: String, markers: [String: Appearance] = [:]) -> [String] {
    var scanner = SelectorScanner(Array(selector.lowercased().unicodeScalars), markers: markers)
    var names: [String] = []
    while let piece = scanner.next() {
      if case .unnamedMode(let name) = piece { names.append(name) }
    }
    return names
  }

  /// Whether `text` is one mode marker, or a bare mode attribute (`[data-theme]`).
  static func isMarker(_ text: String, markers: [String: Appearance] = [:]) -> Bool {
    var scanner = SelectorScanner(Array(text.unicodeScalars), markers: markers)
    guard let first = scanner.next(), scanner.next() == nil else { return false }
    if case .marker = first { return true }
    if case .other(let piece) = first, piece.hasPrefix("["), !piece.contains("="),
      isModeAttribute(String(piece.dropFirst().dropLast().trimmingWhitespace()))
    {
      return true
    }
    return false
  }

  /// Whether themes choose a mode with the attribute `name`: `theme`, and the `data-` attributes
  /// that say theme, mode, scheme or contrast (`data-theme`, `data-bs-theme`, `data-color-mode`,
  /// `data-md-color-scheme`, `data-mantine-color-scheme`, `data-contrast`).
  static func isModeAttribute(_ name: String) -> Bool {
    let name = name.lowercased()
    if name == "theme" { return true }
    guard name.hasPrefix("data-") else { return false }
    return ["theme", "mode", "scheme", "contrast"].contains { name.contains($0) }
  }

  enum Marker { case dark, light, highContrast, darkHighContrast, lightHighContrast }

  /// The marker a class or attribute value names: one `markers` gives an appearance, else
  /// `dark`, `theme-dark`, `dark-mode`, `light`, `high-contrast`, `dark-hc`, … (the spellings of
  /// `DTCGResolver.appearance(ofContext:)`).
  static func marker(named name: String, inAttribute: Bool = false, markers: [String: Appearance] = [:]) -> Marker? {
    if let appearance = markers[name] { return Marker(appearance) }
    var word = Substring(name)
    for affix in ["theme-", "mode-"] where word.hasPrefix(affix) { word = word.dropFirst(affix.count) }
    for affix in ["-theme", "-mode", "-scheme"] where word.hasSuffix(affix) { word = word.dropLast(affix.count) }
    if ["high-contrast", "hc"].contains(word) || (inAttribute && ["contrast", "more", "high"].contains(word)) {
      return .highContrast
    }
    return DTCGResolver.appearance(ofContext: String(word)).map(Marker.init)
  }
}

extension CSSImporter.Mode {
  /// The mode that selects `appearance` (a stylesheet read as one appearance's).
  init(_ appearance: Appearance) {
    self.init(dark: appearance == .dark || appearance == .darkHighContrast, highContrast: appearance.isHighContrast)
  }
}

extension CSSImporter.Marker {
  /// The marker that selects `appearance`.
  init(_ appearance: Appearance) {
    switch appearance {
    case .light: self = .light
    case .dark: self = .dark
    case .lightHighContrast: self = .lightHighContrast
    case .darkHighContrast: self = .darkHighContrast
    }
  }
}

/// Splits a selector into the simple selectors an importer tells apart.
struct SelectorScanner {
  enum Piece: Equatable {
    case root, combinator
    case marker(CSSImporter.Marker)
    case host(String)
    case negation(String)
    case other(String)
    /// A mode attribute whose value names no appearance (`[data-md-color-scheme=slate]`).
    case unnamedMode(String)
  }

  private let scalars: [Unicode.Scalar]
  /// Class names and mode attribute values the user gave an appearance (lower case).
  private let markers: [String: Appearance]
  private var index = 0

  init(_ scalars: [Unicode.Scalar], markers: [String: Appearance] = [:]) {
    self.scalars = scalars
    self.markers = markers
  }

  mutating func next() -> Piece? {
    guard index < scalars.count else { return nil }
    let scalar = scalars[index]
    if scalar == " " || scalar == ">" || scalar == "\t" || scalar == "\n" {
      while index < scalars.count, [" ", ">", "\t", "\n"].contains(scalars[index]) { index += 1 }
      return .combinator
    }
    if scalar == "[" {
      let inside = take(until: "]")
      let parts = inside.split(separator: "=", maxSplits: 1)
      if parts.count == 2, CSSImporter.isModeAttribute(String(parts[0].trimmingWhitespace())) {
        let value = String(parts[1].trimmingWhitespace().filter { $0 != "\"" && $0 != "'" })
        if let marker = CSSImporter.marker(named: value, inAttribute: true, markers: markers) {
          return .marker(marker)
        }
        return .unnamedMode(value)
      }
      return .other("[" + inside + "]")
    }
    if scalar == "." {
      index += 1
      let name = identifier()
      return CSSImporter.marker(named: name, markers: markers).map(Piece.marker) ?? .other("." + name)
    }
    if scalar == ":" {
      index += 1
      if index < scalars.count, scalars[index] == ":" { return .other("::" + identifier()) }
      let name = identifier()
      guard index < scalars.count, scalars[index] == "(" else {
        return name == "root" || name == "host" ? .root : .other(":" + name)
      }
      let argument = take(until: ")")
      switch name {
      case "host": return .host(argument)
      case "not": return .negation(argument)
      case "is", "where":
        // `:is(.dark)` selects what `.dark` selects.
        return CSSImporter.isMarker(argument, markers: markers)
          ? SelectorScanner(Array(argument.unicodeScalars), markers: markers).firstPiece : .other(name)
      default: return .other(":" + name + "(" + argument + ")")
      }
    }
    let name = identifier()
    guard !name.isEmpty else {
      index += 1
      return .other(String(scalar))
    }
    // `body`: custom properties set on it reach every element a page shows (Furo sets its
    // whole palette there).
    return name == "html" || name == "body" ? .root : .other(name)
  }

  private var firstPiece: Piece {
    var copy = self
    return copy.next() ?? .other("")
  }

  private mutating func identifier() -> String {
    var name = ""
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" else {
        break
      }
      name.unicodeScalars.append(scalar)
      index += 1
    }
    return name
  }

  /// The text after the opening bracket up to its matching `closing`, nesting counted.
  private mutating func take(until closing: Unicode.Scalar) -> String {
    let opening = scalars[index]
    index += 1
    var depth = 1
    var text = ""
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == opening { depth += 1 }
      if scalar == closing {
        depth -= 1
        if depth == 0 { break }
      }
      text.unicodeScalars.append(scalar)
    }
    return text
  }
}
