import ThemeModel

extension TokensStudioImporter {
  /// `$extensions["studio.tokens"].modify` applied as Tokens Studio computes it (its
  /// `sd-transforms` colour modifiers on colorjs): `lighten` and `darken` move lightness (and,
  /// in LCH, chroma) by the amount towards white or black in the modifier's space (`srgb`,
  /// `p3`, `lch`, `hsl`), `mix` interpolates towards its `color` in that space, `alpha` sets the
  /// opacity. The result is a DTCG colour in the modifier's space; `value` is the token's
  /// value, and `resolving` reads it (and a `mix` colour) to a colour, references followed.
  static func modified(
    _ value: JSONValue, by modify: JSONValue, resolving: (JSONValue) -> Result<JSONValue, ImportProblem>
  ) -> Result<JSONValue, ImportProblem> {
    let kind = modify["type"]?.stringValue ?? "?"
    guard ["lighten", "darken", "mix", "alpha"].contains(kind) else {
      return .failure(
        ImportProblem("its colour modifier \(JSONWriter.quoted(kind)) is none of lighten, darken, mix, alpha"))
    }
    let amount = modify["value"]?.numberValue ?? modify["value"]?.stringValue.flatMap(Double.init)
    guard let amount, (0...1).contains(amount) else {
      return .failure(ImportProblem("the \(kind) modifier needs a value from 0 to 1"))
    }
    let written = modify["space"]?.stringValue ?? "srgb"
    guard let space = spaces[written] else {
      return .failure(
        ImportProblem("the \(kind) modifier's space \(JSONWriter.quoted(written)) is none of srgb, p3, lch, hsl"))
    }
    let base: ColorMixing.Color
    switch color(resolving(value), role: "its base colour") {
    case .success(let color): base = color
    case .failure(let problem): return .failure(problem)
    }
    switch kind {
    case "alpha":
      return .success(ColorMixing.Color(space: base.space, components: base.components, alpha: amount).dtcgValue)
    case "mix":
      guard let other = modify["color"] else {
        return .failure(ImportProblem("the mix modifier needs a colour to mix with"))
      }
      let mixed: ColorMixing.Color
      switch color(resolving(other), role: "its mix colour") {
      case .success(let color): mixed = color
      case .failure(let problem): return .failure(problem)
      }
      guard
        case .success(let result) = ColorMixing.mix(
          base, (1 - amount) * 100, mixed, amount * 100, in: space, premultiplied: false)
      else { return .failure(ImportProblem("the mix modifier could not mix in \(written)")) }
      return .success(result.dtcgValue)
    default:
      guard let inSpace = ColorMixing.converted(base, to: space) else {
        return .failure(ImportProblem("the \(kind) modifier could not convert its colour to \(written)"))
      }
      return .success(shifted(inSpace, lighter: kind == "lighten", by: amount).dtcgValue)
    }
  }

  /// A colour token's `$extensions["studio.tokens"].modify`, nil for a token without one.
  static func modifier(of token: JSONValue) -> JSONValue? {
    guard token["type"]?.stringValue == "color" else { return nil }
    return token["$extensions"]?["studio.tokens"]?["modify"]
  }

  /// Tokens Studio's spaces by the Color module's names.
  static let spaces = ["srgb": "srgb", "p3": "display-p3", "lch": "lch", "hsl": "hsl"]

  /// `color` lightened towards white (or darkened towards black) by `amount`: each channel in
  /// an RGB space, lightness in HSL, lightness and chroma in LCH.
  static func shifted(_ color: ColorMixing.Color, lighter: Bool, by amount: Double) -> ColorMixing.Color {
    var components = color.components
    func toward(_ value: Double, _ limit: Double) -> Double {
      lighter ? min(limit, value + (limit - value) * amount) : max(0, value - value * amount)
    }
    switch color.space {
    case "lch":
      components[0] = components[0].map { toward($0, 100) }
      components[1] = components[1].map { max(0, $0 - amount * $0) }
    case "hsl":
      components[2] = components[2].map { toward($0, 100) }
    default:
      components = components.map { $0.map { toward($0, 1) } }
    }
    return ColorMixing.Color(space: color.space, components: components, alpha: color.alpha)
  }

  /// A resolved value as a colour to modify.
  private static func color(_ resolved: Result<JSONValue, ImportProblem>, role: String)
    -> Result<ColorMixing.Color, ImportProblem>
  {
    let value: JSONValue
    switch resolved {
    case .success(let resolved): value = resolved
    case .failure(let problem): return .failure(problem)
    }
    // A hex or rgb() value, or a DTCG colour object (the colour another modifier made).
    guard let color = ColorMixing.Color(value: value) else {
      return .failure(ImportProblem("\(role) is not a hex or rgb() colour, which its modifier needs"))
    }
    return .success(color)
  }
}
