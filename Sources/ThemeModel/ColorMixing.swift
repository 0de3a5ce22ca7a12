#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// CSS Color 5's `color-mix()` (§2): two colours converted into an interpolation space,
/// interpolated there with premultiplied alpha, as browsers compute it. Tailwind 4's opacity
/// modifiers and many design systems' hover and muted colours are written this way, so a
/// stylesheet's value is the colour the page shows, not a formula a theme cannot hold.
public enum ColorMixing {
  /// A colour as components of a DTCG colour space, `nil` for a missing (`none`) component.
  public struct Color: Equatable, Sendable {
    /// The DTCG name of the space, e.g. `oklab`.
    public var space: String
    /// Three components in that space.
    public var components: [Double?]
    /// Alpha, 0–1.
    public var alpha: Double

    /// Creates a colour.
    public init(space: String, components: [Double?], alpha: Double) {
      self.space = space
      self.components = components
      self.alpha = alpha
    }

    /// A theme's colour value as components: a hex or `rgb()` string in sRGB, or a DTCG colour
    /// object in its space (`none` components missing); nil for anything else.
    public init?(value: JSONValue) {
      if let text = value.stringValue {
        guard case .success(let rgba) = ColorLiteral.parse(text) else { return nil }
        self.init(space: "srgb", components: [rgba.red, rgba.green, rgba.blue], alpha: rgba.alpha)
        return
      }
      guard let space = value["colorSpace"]?.stringValue, let components = value["components"]?.arrayElements,
        components.count == 3
      else { return nil }
      self.init(space: space, components: components.map(\.numberValue), alpha: value["alpha"]?.numberValue ?? 1)
    }

    /// The colour as a DTCG colour object in its space, components to six decimals; one
    /// outside the space's DTCG range (a vivid colour mixed in sRGB) is given in XYZ instead,
    /// exactly.
    public var dtcgValue: JSONValue {
      var color = self
      if let ranges = ColorSpaces.ranges[space] {
        var rounded = components.map { $0.map { ($0 * 1_000_000).rounded() / 1_000_000 } }
        // A hue a rounding took to 360 is 0.
        if let at = ColorMixing.hueIndex(of: space), let hue = rounded[at], hue >= 360 { rounded[at] = hue - 360 }
        if zip(rounded, ranges).allSatisfy({ value, range in value.map { range.violation(of: $0) == nil } ?? true }) {
          color.components = rounded
        } else if let xyz = ColorMixing.converted(self, to: "xyz-d65") {
          color = xyz
        }
      }
      var members = [
        JSONMember("colorSpace", .string(color.space)),
        JSONMember("components", .array(color.components.map { $0.map(JSONValue.number) ?? .string("none") })),
      ]
      let alpha = (color.alpha * 1_000_000).rounded() / 1_000_000
      if alpha != 1 { members.append(JSONMember("alpha", .number(min(max(alpha, 0), 1)))) }
      return .object(members)
    }
  }

  /// Where a space's hue is among its components, nil for a rectangular space.
  public static func hueIndex(of space: String) -> Int? {
    switch space {
    case "lch", "oklch": 2
    case "hsl", "hwb": 0
    default: nil
    }
  }

  /// How hues are interpolated in a polar space (CSS Color 4 §12.4).
  public enum HueMethod: String, Sendable, CaseIterable {
    case shorter, longer, increasing, decreasing
  }

  /// Why two colours cannot be mixed as written.
  public enum Problem: Error, Equatable, Sendable {
    /// Both percentages are zero.
    case zeroWeights
    /// A percentage outside 0–100.
    case weightOutOfRange(Double)
    /// An interpolation space this reader does not convert into.
    case unsupportedSpace(String)
  }

  /// The spaces colours are mixed in, by their CSS names (`xyz` is `xyz-d65`), as DTCG names them.
  public static let spaces: [String: String] = [
    "srgb": "srgb", "srgb-linear": "srgb-linear", "display-p3": "display-p3", "lab": "lab", "lch": "lch",
    "oklab": "oklab", "oklch": "oklch", "xyz": "xyz-d65", "xyz-d65": "xyz-d65", "xyz-d50": "xyz-d50",
  ]

  /// `first` and `second` mixed in `space` (a DTCG name of `spaces`), weighted by their
  /// percentages (0–100, either or both omitted) as §2.1 normalizes them.
  ///
  /// `premultiplied: false` interpolates the components as they are (colorjs's default, which
  /// Tokens Studio's `mix` modifier uses); CSS premultiplies them by alpha.
  public static func mix(
    _ first: Color, _ firstWeight: Double?, _ second: Color, _ secondWeight: Double?, in space: String,
    hue method: HueMethod = .shorter, premultiplied: Bool = true
  ) -> Result<Color, Problem> {
    for weight in [firstWeight, secondWeight].compactMap({ $0 }) where !(0...100).contains(weight) {
      return .failure(.weightOutOfRange(weight))
    }
    let p1 = firstWeight ?? (secondWeight.map { 100 - $0 } ?? 50)
    let p2 = secondWeight ?? (100 - p1)
    let sum = p1 + p2
    guard sum > 0 else { return .failure(.zeroWeights) }
    let t = p2 / sum
    let alphaMultiplier = min(sum, 100) / 100
    guard let a = converted(first, to: space), let b = converted(second, to: space) else {
      return .failure(.unsupportedSpace(space))
    }
    let hueIndex = hueIndex(of: space)
    var (ca, cb) = (a.components, b.components)
    // A component missing on one side takes the other's value (§12.2).
    for index in 0..<3 {
      if ca[index] == nil { ca[index] = cb[index] }
      if cb[index] == nil { cb[index] = ca[index] }
    }
    if let hueIndex, let h1 = ca[hueIndex], let h2 = cb[hueIndex] {
      (ca[hueIndex], cb[hueIndex]) = fixedUp(h1, h2, method)
    }
    let alpha = a.alpha * (1 - t) + b.alpha * t
    var components: [Double?] = []
    for index in 0..<3 {
      guard let x = ca[index], let y = cb[index] else {
        components.append(nil)
        continue
      }
      if index == hueIndex {
        var hue = (x * (1 - t) + y * t).truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        components.append(hue)
        continue
      }
      guard premultiplied else {
        components.append(x * (1 - t) + y * t)
        continue
      }
      // Premultiplied: a transparent side lends its alpha, not its colour.
      let mixed = x * a.alpha * (1 - t) + y * b.alpha * t
      components.append(alpha == 0 ? mixed : mixed / alpha)
    }
    return .success(Color(space: space, components: components, alpha: alpha * alphaMultiplier))
  }

  /// `color` in `space` (a DTCG name of `spaces`), nil for another; a polar space's hue is
  /// missing for an achromatic colour (powerless).
  public static func converted(_ color: Color, to space: String) -> Color? {
    if color.space == space { return color }
    // sRGB's own cylinder is read from sRGB directly, as colour libraries do.
    if color.space == "srgb", space == "hsl" {
      let values = hsl(color.components.map { $0 ?? 0 })
      return Color(
        space: space, components: [values[1] < 0.000_1 ? nil : values[0], values[1], values[2]], alpha: color.alpha)
    }
    guard let xyz = ColorSpaces.xyz(color.space, color.components.map { $0 ?? 0 }),
      let values = fromXYZ(space, xyz)
    else { return nil }
    var components: [Double?] = values
    // Chroma (saturation) this small is rounding of a grey: its hue says nothing.
    switch space {
    case "lch" where values[1] < 0.0015, "oklch" where values[1] < 0.000_004: components[2] = nil
    case "hsl" where values[1] < 0.000_1: components[0] = nil
    default: break
    }
    return Color(space: space, components: components, alpha: color.alpha)
  }

  /// XYZ (D65) in `space`, for the spaces colours are mixed in.
  static func fromXYZ(_ space: String, _ xyz: [Double]) -> [Double]? {
    typealias S = ColorSpaces
    switch space {
    case "srgb": return S.multiply(S.xyzToLinearSRGB, xyz).map(S.gammaSRGB)
    case "srgb-linear": return S.multiply(S.xyzToLinearSRGB, xyz)
    case "display-p3": return S.multiply(xyzToLinearP3, xyz).map(S.gammaSRGB)
    case "xyz-d65": return xyz
    case "xyz-d50": return S.multiply(d65ToD50, xyz)
    case "lab": return S.lab(xyz: S.multiply(d65ToD50, xyz), white: S.whiteD50)
    case "lch": return polar(S.lab(xyz: S.multiply(d65ToD50, xyz), white: S.whiteD50))
    case "oklab": return S.xyzToOKLab(xyz)
    case "oklch": return polar(S.xyzToOKLab(xyz))
    case "hsl": return hsl(S.multiply(S.xyzToLinearSRGB, xyz).map(S.gammaSRGB))
    default: return nil
    }
  }

  /// Hue (degrees), saturation and lightness (percent) of sRGB components.
  static func hsl(_ rgb: [Double]) -> [Double] {
    let (high, low) = (rgb.max() ?? 0, rgb.min() ?? 0)
    let lightness = (high + low) / 2
    let delta = high - low
    // A channel spread this small is a grey's rounding (white through XYZ is not exactly 1, 1, 1).
    guard delta > 0.000_000_01 else { return [0, 0, lightness * 100] }
    let saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
    var hue: Double
    switch high {
    case rgb[0]: hue = (rgb[1] - rgb[2]) / delta + (rgb[1] < rgb[2] ? 6 : 0)
    case rgb[1]: hue = (rgb[2] - rgb[0]) / delta + 2
    default: hue = (rgb[0] - rgb[1]) / delta + 4
    }
    hue *= 60
    return [hue, saturation * 100, lightness * 100]
  }

  static let xyzToLinearP3 = inverse(ColorSpaces.linearP3ToXYZ)
  static let d65ToD50 = inverse(ColorSpaces.d50ToD65)

  /// Lightness, chroma and hue (degrees, 0–360) of a rectangular L, a, b.
  static func polar(_ lab: [Double]) -> [Double] {
    var hue = atan2(lab[2], lab[1]) * 180 / .pi
    if hue < 0 { hue += 360 }
    return [lab[0], (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot(), hue]
  }

  /// Two hues adjusted so that interpolating between them goes the way `method` says.
  static func fixedUp(_ first: Double, _ second: Double, _ method: HueMethod) -> (Double, Double) {
    var (h1, h2) = (first, second)
    let delta = h2 - h1
    switch method {
    case .shorter:
      if delta > 180 { h1 += 360 } else if delta < -180 { h2 += 360 }
    case .longer:
      if delta > 0 && delta < 180 { h1 += 360 } else if delta > -180 && delta <= 0 { h2 += 360 }
    case .increasing:
      if delta < 0 { h2 += 360 }
    case .decreasing:
      if delta > 0 { h1 += 360 }
    }
    return (h1, h2)
  }

  /// The inverse of a 3 × 3 matrix (by its adjugate).
  static func inverse(_ m: [[Double]]) -> [[Double]] {
    let cofactors: [[Double]] = (0..<3).map { row in
      (0..<3).map { column in
        let rows = (0..<3).filter { $0 != row }
        let columns = (0..<3).filter { $0 != column }
        let minor =
          m[rows[0]][columns[0]] * m[rows[1]][columns[1]] - m[rows[0]][columns[1]] * m[rows[1]][columns[0]]
        return (row + column) % 2 == 0 ? minor : -minor
      }
    }
    let determinant = (0..<3).map { m[0][$0] * cofactors[0][$0] }.reduce(0, +)
    return (0..<3).map { row in (0..<3).map { column in cofactors[column][row] / determinant } }
  }
}
