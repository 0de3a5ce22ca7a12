import ThemeModel

/// `color-mix(in SPACE [HUE hue], COLOR [P%], COLOR [P%])` (CSS Color 5 §2) read as the colour
/// the browser computes (`ColorMixing`), a DTCG colour object in the interpolation space. A
/// `light-dark()` among the colours gives one mix per side; a `var()` is read once the importer
/// has substituted it for the appearance (`substitutingInsideColorFunctions`).
enum CSSColorMix {
  static func read(_ arguments: [CSSStylesheet.Component]) -> CSSColorValue {
    let parts = CSSColorValue.split(arguments, atFirstComma: false)
    guard parts.count == 3 else {
      return .unreadable(
        "color-mix() needs an interpolation method and two colours, e.g. color-mix(in oklab, red, blue)")
    }
    let method = parts[0].filter { !$0.isWhitespace }.compactMap { component -> String? in
      guard case .token(let token) = component, case .ident(let word) = token.kind else { return nil }
      return word.lowercased()
    }
    guard method.count == parts[0].filter({ !$0.isWhitespace }).count, method.first == "in", method.count >= 2 else {
      return .unreadable("color-mix() starts with its interpolation space, e.g. \"in oklab\"")
    }
    guard let space = ColorMixing.spaces[method[1]] else {
      let known = ColorMixing.spaces.keys.sorted().joined(separator: ", ")
      return .unreadable("color-mix() in \(method[1]) is not read (it reads \(known)); give the mixed colour's value")
    }
    var hue = ColorMixing.HueMethod.shorter
    if method.count > 2 {
      guard method.count == 4, method[3] == "hue", let named = ColorMixing.HueMethod(rawValue: method[2]),
        space == "lch" || space == "oklch"
      else {
        return .unreadable(
          "color-mix()'s hue method is one of shorter, longer, increasing, decreasing hue, in lch or oklch")
      }
      hue = named
    }
    guard let first = weighted(parts[1]), let second = weighted(parts[2]) else {
      return .unreadable("color-mix() takes each colour with at most one percentage")
    }
    return mixed(first, second, in: space, hue: hue)
  }

  /// A colour and the percentage written before or after it.
  private static func weighted(_ part: [CSSStylesheet.Component]) -> (color: CSSColorValue, weight: Double?)? {
    let meaningful = part.filter { !$0.isWhitespace }
    let percentages = meaningful.indices.filter { index in
      if case .token(let token) = meaningful[index], case .percentage = token.kind { return true }
      return false
    }
    guard percentages.count <= 1 else { return nil }
    guard let at = percentages.first else { return (CSSColorValue.read(meaningful), nil) }
    guard at == 0 || at == meaningful.count - 1, case .token(let token) = meaningful[at],
      case .percentage(let value) = token.kind
    else { return nil }
    var color = meaningful
    color.remove(at: at)
    return (CSSColorValue.read(color), value)
  }

  private static func mixed(
    _ first: (color: CSSColorValue, weight: Double?), _ second: (color: CSSColorValue, weight: Double?),
    in space: String, hue: ColorMixing.HueMethod
  ) -> CSSColorValue {
    // One mix per side when either colour is light-dark(): light with light, dark with dark.
    if sides(first.color) != nil || sides(second.color) != nil {
      let (firstLight, firstDark) = sides(first.color) ?? (first.color, first.color)
      let (secondLight, secondDark) = sides(second.color) ?? (second.color, second.color)
      return pair(
        mixed((firstLight, first.weight), (secondLight, second.weight), in: space, hue: hue),
        mixed((firstDark, first.weight), (secondDark, second.weight), in: space, hue: hue))
    }
    let colors = [first.color, second.color].map(mixable)
    for case .failure(let why) in colors { return .unreadable(why.message) }
    guard case .success(let a) = colors[0], case .success(let b) = colors[1] else { return .other }
    switch ColorMixing.mix(a, first.weight, b, second.weight, in: space, hue: hue) {
    case .success(let color): return .color(color.dtcgValue)
    case .failure(.zeroWeights): return .unreadable("color-mix() with both percentages 0% has no colour")
    case .failure(.weightOutOfRange(let weight)):
      return .unreadable("color-mix() takes percentages from 0% to 100%, not \(JSONWriter.format(weight))%")
    case .failure(.unsupportedSpace(let name)): return .unreadable("color-mix() in \(name) is not read")
    }
  }

  private static func sides(_ value: CSSColorValue) -> (CSSColorValue, CSSColorValue)? {
    guard case .lightDark(let light, let dark) = value else { return nil }
    return (light, dark)
  }

  private static func pair(_ light: CSSColorValue, _ dark: CSSColorValue) -> CSSColorValue {
    for side in [light, dark] { if case .unreadable = side { return side } }
    return .lightDark(light, dark)
  }

  /// A colour value as components of its space, or why it cannot be mixed.
  private static func mixable(_ value: CSSColorValue) -> Result<ColorMixing.Color, MixProblem> {
    switch value {
    case .color(let color):
      guard let mixable = ColorMixing.Color(value: color) else {
        return .failure(
          MixProblem(color.stringValue.map { "\($0) is not a colour" } ?? "color-mix() holds a colour it cannot read"))
      }
      return .success(mixable)
    case .alias(let name, _):
      return .failure(MixProblem("color-mix() of var(--\(name)) needs --\(name) to be a colour the stylesheets set"))
    case .lightDark: return .failure(MixProblem("color-mix() holds light-dark() inside light-dark()"))
    case .unreadable(let why): return .failure(MixProblem(why))
    case .other: return .failure(MixProblem("color-mix() holds something that is not a colour"))
    }
  }

  private struct MixProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }
}
