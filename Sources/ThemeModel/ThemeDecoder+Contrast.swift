/// Decoding of the contrast contract a theme states (ruleset a11y/2): `appearances`,
/// `contrast` and `pairs`.
extension ThemeDecoder {
  /// `appearances`: a non-empty list of known appearance names without repeats, in
  /// declaration order; nil when absent.
  mutating func decodeAppearances(_ value: JSONValue?) -> [Appearance]? {
    guard let value, value != .null else { return nil }
    guard let elements = value.arrayElements else {
      fail(
        "appearances", "expected a list of appearances, e.g. [\"dark\", \"darkHighContrast\"], found \(value.typeName)")
      return nil
    }
    if elements.isEmpty { fail("appearances", "needs at least one appearance") }
    var seen: Set<Appearance> = []
    for (index, element) in elements.enumerated() {
      let path = "appearances[\(index)]"
      guard let appearance = optionalEnum(element, at: path, as: Appearance.self) else {
        if element == .null { fail(path, "expected an appearance name, found null") }
        continue
      }
      if !seen.insert(appearance).inserted { fail(path, "\"\(appearance.rawValue)\" is listed twice") }
    }
    return seen.isEmpty ? nil : Appearance.allCases.filter(seen.contains)
  }

  /// Whether a colour's per-appearance values fit the declared appearances: every key is
  /// declared, and every declared appearance finds a value through its fallbacks.
  mutating func checkDeclaredAppearances(
    _ values: AppearanceValues<ColorExpression>, declared: [Appearance], at path: String
  ) -> Bool {
    var fits = !values.isEmpty
    let listed = declared.map(\.rawValue).joined(separator: ", ")
    for appearance in values.keys.sorted() where !declared.contains(appearance) {
      fail(
        JSONPath.appending(appearance.rawValue, to: path),
        "this theme's appearances are \(listed); remove this value or add \"\(appearance.rawValue)\" to \"appearances\""
      )
      fits = false
    }
    for appearance in declared {
      var current: Appearance? = appearance
      while let candidate = current, values[candidate] == nil { current = candidate.fallback }
      if current == nil {
        fail(path, "needs a value for \"\(appearance.rawValue)\" (or for an appearance it falls back to)")
        fits = false
      }
    }
    return fits
  }

  /// `contrast`: ratios between 1 and 21, a `highContrast` object of the same keys, a backdrop.
  mutating func decodeContrastPolicy(_ value: JSONValue?) -> ContrastPolicy {
    guard let value, value != .null else { return .default }
    let keys = ["text", "largeText", "nonText", "highContrast", "backdrop", "minCoverage", "cvdMinDeltaE"]
    guard let object = fields(value, at: "contrast", allowed: keys, what: "a contrast policy") else { return .default }
    let base = decodeRatios(object, at: "contrast", defaults: .wcagAA)
    var highContrast = base
    if let nested = object["highContrast"], nested != .null,
      let fields = fields(
        nested, at: "contrast.highContrast", allowed: ["text", "largeText", "nonText"], what: "ratios")
    {
      highContrast = decodeRatios(fields, at: "contrast.highContrast", defaults: base)
    }
    let backdrop =
      object["backdrop"] == nil
      ? ContrastPolicy.default.backdrop
      : colorReference(object["backdrop"], at: "contrast.backdrop", required: true) ?? ContrastPolicy.default.backdrop
    var policy = ContrastPolicy(base: base, highContrast: highContrast, backdrop: backdrop, isStated: true)
    if let share = optionalNumber(object["minCoverage"], at: "contrast.minCoverage") {
      if (0...1).contains(share) {
        policy.minCoverage = share
      } else {
        fail(
          "contrast.minCoverage",
          "\(JSONWriter.format(share)) is not a share of the colours; use a number from 0 to 1, e.g. 0.8")
      }
    }
    if let difference = optionalNumber(object["cvdMinDeltaE"], at: "contrast.cvdMinDeltaE") {
      if difference > 0 && difference <= 100 {
        policy.cvdMinDeltaE = difference
      } else {
        fail(
          "contrast.cvdMinDeltaE",
          "\(JSONWriter.format(difference)) is not a colour difference; use a CIEDE2000 ΔE above 0 and at most 100, e.g. 10"
        )
      }
    }
    return policy
  }

  private mutating func decodeRatios(_ object: Fields, at path: String, defaults: ContrastRatios) -> ContrastRatios {
    ContrastRatios(
      text: ratio(object["text"], at: path + ".text") ?? defaults.text,
      largeText: ratio(object["largeText"], at: path + ".largeText") ?? defaults.largeText,
      nonText: ratio(object["nonText"], at: path + ".nonText") ?? defaults.nonText)
  }

  /// A contrast ratio: a number from 1 (no contrast) to 21 (black on white).
  private mutating func ratio(_ value: JSONValue?, at path: String) -> Double? {
    guard let number = optionalNumber(value, at: path) else { return nil }
    guard (1...21).contains(number) else {
      fail(path, "\(JSONWriter.format(number)) is not a contrast ratio; use a number from 1 to 21, e.g. 4.5")
      return nil
    }
    return number
  }

  /// `pairs`: name → pair, every colour and style reference checked like any other.
  mutating func decodePairs(_ value: JSONValue?, styleNames: Set<String>) -> [ContrastPair] {
    let keys = [
      "foreground", "background", "kind", "textStyle", "backdrops", "minRatio", "appearances", "description",
    ]
    var pairs: [ContrastPair] = []
    for entry in namedEntries(value, at: "pairs", what: "contrast pairs") {
      guard let object = fields(entry.value, at: entry.path, allowed: keys, what: "a contrast pair") else { continue }
      let foreground = colorReference(object["foreground"], at: entry.path + ".foreground", required: true)
      let background = colorReference(object["background"], at: entry.path + ".background", required: true)
      let kind = optionalEnum(object["kind"], at: entry.path + ".kind", as: PairKind.self) ?? .text
      let textStyle = styleReference(object["textStyle"], at: entry.path + ".textStyle", styleNames: styleNames)
      if textStyle != nil, kind == .nonText || kind == .decorative {
        fail(entry.path + ".textStyle", "only a text pair has a text style; remove it or set \"kind\": \"text\"")
      }
      var backdrops: [ColorReference]?
      if let list = object["backdrops"], list != .null {
        if let elements = list.arrayElements, !elements.isEmpty {
          backdrops = elements.enumerated().compactMap { index, element in
            colorReference(element, at: "\(entry.path).backdrops[\(index)]", required: true)
          }
        } else {
          fail(entry.path + ".backdrops", "expected a non-empty list of colours, found \(describe(list))")
        }
      }
      let minRatio = ratio(object["minRatio"], at: entry.path + ".minRatio")
      var appearances: [Appearance]?
      if let list = object["appearances"], list != .null {
        appearances = pairAppearances(list, at: entry.path + ".appearances")
      }
      let description = optionalString(object["description"], at: entry.path + ".description")
      guard let foreground, let background else { continue }
      pairs.append(
        ContrastPair(
          name: entry.name, foreground: foreground, background: background, kind: kind, textStyle: textStyle,
          backdrops: backdrops, minRatio: minRatio, appearances: appearances, description: description))
    }
    return pairs
  }

  /// A pair's `appearances`: known names, each one the theme has when it declares its own.
  private mutating func pairAppearances(_ value: JSONValue, at path: String) -> [Appearance]? {
    guard let elements = value.arrayElements, !elements.isEmpty else {
      fail(path, "expected a non-empty list of appearances, found \(describe(value))")
      return nil
    }
    var chosen: Set<Appearance> = []
    for (index, element) in elements.enumerated() {
      guard let appearance = optionalEnum(element, at: "\(path)[\(index)]", as: Appearance.self) else { continue }
      if let declared = declaredAppearances, !declared.contains(appearance) {
        fail(
          "\(path)[\(index)]",
          "\"\(appearance.rawValue)\" is not one of this theme's appearances (\(declared.map(\.rawValue).joined(separator: ", ")))"
        )
        continue
      }
      chosen.insert(appearance)
    }
    return Appearance.allCases.filter(chosen.contains)
  }
}
