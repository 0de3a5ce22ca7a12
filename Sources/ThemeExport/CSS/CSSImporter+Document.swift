import ThemeModel

extension CSSImporter.Collected {
  /// The theme document of what was collected: colours (with their aliases) by appearance, and
  /// every other custom property kept as written.
  mutating func document(name: String, lossy: Bool) throws(ImportError) -> (
    document: ThemeDocument, report: ImportReport
  ) {
    var colorMemo: [String: Bool] = [:]
    var colors = ImportedColors()
    var kept: [JSONMember] = []
    for name in order {
      guard let byAppearance = values[name] else { continue }
      guard isColor(name, &colorMemo, visiting: []) else {
        keep(name, byAppearance, into: &kept)
        continue
      }
      for appearance in Appearance.allCases {
        let declared: CSSImporter.Declared
        let computed: Substitution?
        if let own = byAppearance[appearance] {
          (declared, computed) = (own, substitutingInsideColorFunctions(own.value, in: appearance))
        } else if let (derived, from) = derivedValue(of: name, in: appearance) {
          (declared, computed) = (from, derived)
        } else {
          continue
        }
        let subject = "--\(name)\(appearance == .light ? "" : " (\(appearance.rawValue))")"
        let value = themeValue(
          CSSColorValue.read(computed?.components ?? declared.value), subject: subject, at: declared.location)
        if let computed, case .success = value {
          let names = computed.properties.map { "--\($0)" }.joined(separator: ", ")
          let using = names.isEmpty ? "its var() fallback" : "the value of \(names)"
          report.converted.append(
            ImportNote(
              location: declared.location, subject: subject,
              message:
                "\(declared.text) computed with \(using) in \(appearance.rawValue), as the browser substitutes it"))
        }
        switch value {
        case .failure(let problem):
          report.unmapped.append(ImportNote(location: declared.location, subject: subject, message: problem.message))
        case .success(.single(let value)):
          colors.set(name, appearance, .init(value: value, location: declared.location))
        case .success(.pair(let light, let dark)):
          // light-dark(): the first value in this appearance, the second in its dark
          // counterpart unless a rule of its own sets that.
          let counterpart: Appearance = appearance == .lightHighContrast ? .darkHighContrast : .dark
          let isLight = appearance == .light || appearance == .lightHighContrast
          colors.set(name, appearance, .init(value: isLight ? light : dark, location: declared.location))
          if isLight && byAppearance[counterpart] == nil {
            colors.set(name, counterpart, .init(value: dark, location: declared.location))
          }
        }
      }
    }
    let members = colors.members(
      report: &report, subject: { name, _ in "--\(name)" },
      dangling: { "var(--\($0)) names a colour that could not be kept" })
    let sections =
      kept.isEmpty
      ? []
      : [
        JSONMember(
          "extensions", .object([JSONMember(CSSImporter.keptKey, .object([JSONMember("properties", .object(kept))]))]))
      ]
    var none =
      "the stylesheets set no colour custom property in a theme-level rule (:root, html, body, a mode selector)"
    if !report.unnamedModes.isEmpty {
      let modes = report.unnamedModes.map(JSONWriter.quoted).joined(separator: ", ")
      none += "; the rules of the modes \(modes) were not merged, as their names say no appearance"
    }
    let document = try ImportError.document(
      name: name, colors: members, sections: sections, report: report, lossy: lossy, sources: colors.sources,
      none: none)
    return (document, report)
  }

  /// A theme value: one value, or `light-dark()`'s two.
  enum ThemeValue {
    case single(JSONValue)
    case pair(JSONValue, JSONValue)
  }

  func themeValue(_ value: CSSColorValue, subject: String, at location: SourceLocation) -> Result<
    ThemeValue, ImportProblem
  > {
    switch value {
    case .color(let color): return .success(.single(color))
    case .alias(let target, let fallback):
      if values[target] != nil { return .success(.single(.string("{\(target)}"))) }
      if let fallback { return themeValue(CSSColorValue.read(fallback), subject: subject, at: location) }
      return .failure(ImportProblem(noSuchProperty(target)))
    case .lightDark(let light, let dark):
      guard case .success(.single(let first)) = themeValue(light, subject: subject, at: location),
        case .success(.single(let second)) = themeValue(dark, subject: subject, at: location)
      else { return .failure(ImportProblem("light-dark() needs two colours it can read")) }
      return .success(.pair(first, second))
    case .unreadable(let why): return .failure(ImportProblem(why))
    case .other: return .failure(ImportProblem("is not a colour here, though it is one in another appearance"))
    }
  }

  /// Why `var(--target)` cannot be kept, with the nearest names.
  func noSuchProperty(_ target: String) -> String {
    let nearest = EditDistance.nearest(to: target, in: order).map { "; did you mean --\($0)?" } ?? ""
    return "var(--\(target)) names no custom property of the stylesheets read\(nearest) (give the file that defines it)"
  }

  /// The first `var()` in `components` whose property is defined nowhere and which has no fallback.
  func danglingReference(in components: [CSSStylesheet.Component]) -> String? {
    for component in components {
      switch component {
      case .function(let function, let arguments, _):
        if function.lowercased() == "var", case .alias(let target, nil) = CSSColorValue.read([component]),
          values[target] == nil
        {
          return target
        }
        if let inner = danglingReference(in: arguments) { return inner }
      case .block(_, let contents):
        if let inner = danglingReference(in: contents) { return inner }
      case .token: continue
      }
    }
    return nil
  }

  /// Whether the custom property `name` is a colour: a colour (or one it cannot read) in some
  /// appearance, or an alias of a colour.
  func isColor(_ name: String, _ memo: inout [String: Bool], visiting: Set<String>) -> Bool {
    if let known = memo[name] { return known }
    guard let byAppearance = values[name], !visiting.contains(name) else { return false }
    var answer = false
    for declared in byAppearance.values {
      var value = CSSColorValue.read(declared.value)
      while case .alias(let target, let fallback) = value, values[target] == nil, let fallback {
        value = CSSColorValue.read(fallback)
      }
      switch value {
      case .color, .lightDark, .unreadable: answer = true
      case .alias(let target, _): answer = answer || isColor(target, &memo, visiting: visiting.union([name]))
      case .other: continue
      }
    }
    memo[name] = answer
    return answer
  }

  /// Keeps a custom property that is no colour as written, noting a colour inside it.
  mutating func keep(_ name: String, _ byAppearance: [Appearance: CSSImporter.Declared], into kept: inout [JSONMember])
  {
    let texts = Appearance.allCases.compactMap { appearance in byAppearance[appearance].map { (appearance, $0) } }
    guard let first = texts.first else { return }
    for (_, declared) in texts {
      if let missing = danglingReference(in: declared.value) {
        report.unmapped.append(
          ImportNote(location: declared.location, subject: "--\(name)", message: noSuchProperty(missing)))
        return
      }
    }
    kept.append(
      JSONMember(
        "--" + name,
        texts.count == 1 && first.0 == .light
          ? .string(first.1.text)
          : .object(texts.map { JSONMember($0.0.rawValue, .string($0.1.text)) })))
    let holdsColor = texts.contains { CSSColorValue.holdsColor($0.1.value) }
    report.kept.append(
      ImportNote(
        location: first.1.location, subject: "--\(name)",
        message: holdsColor
          ? "kept as written; it holds a colour (in a shadow, gradient or data URI) that no contrast check reads"
          : "kept as written (not a colour)"))
  }
}
