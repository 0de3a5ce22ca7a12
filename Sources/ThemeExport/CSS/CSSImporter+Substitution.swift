import ThemeModel

extension CSSImporter.Collected {
  /// A value with its `var()`s replaced: the properties read, and the appearances whose
  /// declarations of them were used.
  struct Substitution {
    var components: [CSSStylesheet.Component]
    var properties: [String] = []
    var sources: Set<Appearance> = []
    var replaced = 0
  }

  /// `components` with every `var()` inside a colour function replaced by its property's value,
  /// as a browser substitutes it before it reads the colour (mkdocs-material writes
  /// `hsla(var(--md-hue), 15%, 90%, 0.82)` beside `--md-hue: 225deg`), and the properties it
  /// read; nil when there was none to replace or one names nothing (the colour is then read
  /// as written, and refused saying why). A `var()` that is the whole value stays an alias.
  ///
  /// A property's value is the one `appearance` sets, else what that appearance inherits:
  /// dark's in dark high contrast, then light's, as the page's rules would cascade.
  func substitutingInsideColorFunctions(_ components: [CSSStylesheet.Component], in appearance: Appearance)
    -> Substitution?
  {
    var substitution = Substitution(components: [])
    guard
      let substituted = substituted(
        components, in: appearance, insideColor: false, visiting: [], into: &substitution),
      substitution.replaced > 0
    else { return nil }
    substitution.components = substituted
    return substitution
  }

  /// The value `name` takes in an appearance that sets none of its own, when it differs from
  /// the one it inherits: a colour computed from a property that appearance sets
  /// (`:root { --c: rgb(var(--x) 0 0) } .dark { --x: 255 }` is red in dark), with the
  /// declaration it was computed from.
  func derivedValue(of name: String, in appearance: Appearance) -> (Substitution, CSSImporter.Declared)? {
    guard values[name]?[appearance] == nil, let (declared, from) = inherited(name, in: appearance),
      let substitution = substitutingInsideColorFunctions(declared.value, in: appearance)
    else { return nil }
    // Only a property this appearance sets itself makes its value differ: one it inherits
    // would give the value it inherits (a theme's appearances fall back as its rules cascade).
    guard from != appearance, substitution.sources.contains(appearance) else { return nil }
    return (substitution, declared)
  }

  private func substituted(
    _ components: [CSSStylesheet.Component], in appearance: Appearance, insideColor: Bool, visiting: Set<String>,
    into substitution: inout Substitution
  ) -> [CSSStylesheet.Component]? {
    var result: [CSSStylesheet.Component] = []
    for component in components {
      switch component {
      case .function(let name, let arguments, let token):
        let lower = name.lowercased()
        if insideColor && lower == "var" {
          guard case .alias(let target, let fallback) = CSSColorValue.read([component]) else { return nil }
          if let (declared, from) = inherited(target, in: appearance), !visiting.contains(target) {
            guard
              let value = substituted(
                declared.value, in: appearance, insideColor: true, visiting: visiting.union([target]),
                into: &substitution)
            else { return nil }
            if !substitution.properties.contains(target) { substitution.properties.append(target) }
            substitution.sources.insert(from)
            substitution.replaced += 1
            result += value
          } else if values[target] == nil, let fallback {
            guard
              let value = substituted(
                fallback, in: appearance, insideColor: true, visiting: visiting, into: &substitution)
            else { return nil }
            substitution.replaced += 1
            result += value
          } else {
            return nil
          }
          continue
        }
        let inner = insideColor || CSSColorFunction.names.contains(lower) || lower == "color-mix"
        guard
          let arguments = substituted(
            arguments, in: appearance, insideColor: inner, visiting: visiting, into: &substitution)
        else { return nil }
        result.append(.function(name: name, arguments: arguments, token: token))
      case .block(let open, let contents):
        guard
          let contents = substituted(
            contents, in: appearance, insideColor: insideColor, visiting: visiting, into: &substitution)
        else { return nil }
        result.append(.block(open: open, contents: contents))
      case .token: result.append(component)
      }
    }
    return result
  }

  /// The declaration of `name` that applies in `appearance`, and whose it is.
  private func inherited(_ name: String, in appearance: Appearance) -> (CSSImporter.Declared, Appearance)? {
    guard let byAppearance = values[name] else { return nil }
    // The rules that apply in an appearance are its own, then those of the appearance it falls
    // back to (dark high contrast: its own, dark's, light's).
    return sequence(first: appearance, next: \.fallback).lazy.compactMap { from in
      byAppearance[from].map { ($0, from) }
    }.first
  }
}
