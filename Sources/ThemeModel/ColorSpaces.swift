#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every colour space of the DTCG 2025.10 Color module converted to sRGB with CSS Color 4's
/// formulas (conversions.js: transfer functions, the matrices to and from XYZ, Bradford D50↔D65,
/// Lab, LCH, OKLab and OKLCH), and colours outside sRGB brought inside with CSS Color 4's gamut
/// mapping (binary search on OKLCH chroma, a just-noticeable difference of 0.02 in deltaEOK).
public enum ColorSpaces {
  /// The spaces, by their DTCG names.
  public static let names: [String] = [
    "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb", "prophoto-rgb",
    "rec2020", "xyz-d65", "xyz-d50",
  ]

  /// The range one component of a space may take, as the Color module states it.
  public struct ComponentRange: Sendable {
    /// The lowest value, nil when there is none.
    public var low: Double?
    /// The highest value (excluded for a hue), nil when there is none.
    public var high: Double?
    /// Whether it is a hue: `[0, 360)`, the high bound excluded.
    public var hue: Bool

    /// How `value` falls outside the range, or nil when it is inside.
    public func violation(of value: Double) -> Violation? {
      if let low, value < low { return .below(low) }
      if let high, hue ? value >= high : value > high { return .above(high) }
      return nil
    }

    /// `value`, or the bound it lies outside by less than a millionth (the rounding of a tool or
    /// a browser that wrote it: `color(srgb-linear 0.5 -6.9e-09 0.5)`); a hue that close to
    /// 360 is 0.
    public func withoutRoundingNoise(_ value: Double) -> Double {
      let noise = 0.000_001
      if let low, value < low, low - value < noise { return low }
      if let high, value >= high - (hue ? noise : 0), value - high < noise { return hue ? 0 : high }
      return value
    }

    /// "0 to 360", "-∞ to ∞".
    public var bounds: String {
      "\(low.map { JSONWriter.format($0) } ?? "-∞") to \(high.map { JSONWriter.format($0) } ?? "∞")"
    }

    /// A value below the low bound or at or above the high one.
    public enum Violation: Sendable, Equatable {
      case below(Double)
      case above(Double)
    }
  }

  /// The range of each component per space.
  public static let ranges: [String: [ComponentRange]] = {
    let unit = ComponentRange(low: 0, high: 1, hue: false)
    let hue = ComponentRange(low: 0, high: 360, hue: true)
    let percent = ComponentRange(low: 0, high: 100, hue: false)
    let any = ComponentRange(low: nil, high: nil, hue: false)
    let nonNegative = ComponentRange(low: 0, high: nil, hue: false)
    return [
      "srgb": [unit, unit, unit], "srgb-linear": [unit, unit, unit], "display-p3": [unit, unit, unit],
      "a98-rgb": [unit, unit, unit], "prophoto-rgb": [unit, unit, unit], "rec2020": [unit, unit, unit],
      "hsl": [hue, percent, percent], "hwb": [hue, percent, percent], "lab": [percent, any, any],
      "lch": [percent, nonNegative, hue], "oklab": [unit, any, any], "oklch": [unit, nonNegative, hue],
      "xyz-d65": [any, any, any], "xyz-d50": [any, any, any],
    ]
  }()

  typealias Vector = [Double]
  typealias Matrix = [[Double]]

  static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
    m.map { $0[0] * v[0] + $0[1] * v[1] + $0[2] * v[2] }
  }

  static func linearSRGB(_ c: Double) -> Double {
    let a = abs(c)
    return a <= 0.04045 ? c / 12.92 : (c < 0 ? -1 : 1) * pow((a + 0.055) / 1.055, 2.4)
  }

  static func gammaSRGB(_ c: Double) -> Double {
    let a = abs(c)
    return a > 0.0031308 ? (c < 0 ? -1 : 1) * (1.055 * pow(a, 1 / 2.4) - 0.055) : 12.92 * c
  }

  static let linearSRGBToXYZ: Matrix = [
    [506_752 / 1_228_815, 87_881 / 245_763, 12_673 / 70_218],
    [87_098 / 409_605, 175_762 / 245_763, 12_673 / 175_545],
    [7_918 / 409_605, 87_881 / 737_289, 1_001_167 / 1_053_270],
  ]
  static let xyzToLinearSRGB: Matrix = [
    [12_831 / 3_959, -329 / 214, -1_974 / 3_959],
    [-851_781 / 878_810, 1_648_619 / 878_810, 36_519 / 878_810],
    [705 / 12_673, -2_585 / 12_673, 705 / 667],
  ]
  static let linearP3ToXYZ: Matrix = [
    [608_311 / 1_250_200, 189_793 / 714_400, 198_249 / 1_000_160],
    [35_783 / 156_275, 247_089 / 357_200, 198_249 / 2_500_400],
    [0, 32_229 / 714_400, 5_220_557 / 5_000_800],
  ]
  static let linearA98ToXYZ: Matrix = [
    [573_536 / 994_567, 263_643 / 1_420_810, 187_206 / 994_567],
    [591_459 / 1_989_134, 6_239_551 / 9_945_670, 374_412 / 4_972_835],
    [53_769 / 1_989_134, 351_524 / 4_972_835, 4_929_758 / 4_972_835],
  ]
  static let linearProPhotoToXYZD50: Matrix = [
    [0.797_760_489_672_052_3, 0.135_185_837_175_740_3, 0.031_349_349_581_525_4],
    [0.288_071_128_229_293_4, 0.711_843_217_810_014_2, 0.000_085_653_960_692_4],
    [0, 0, 0.825_104_602_510_460_3],
  ]
  static let linearRec2020ToXYZ: Matrix = [
    [63_426_534 / 99_577_255, 20_160_776 / 139_408_157, 47_086_771 / 278_816_314],
    [26_158_966 / 99_577_255, 472_592_308 / 697_040_785, 8_267_143 / 139_408_157],
    [0, 19_567_812 / 697_040_785, 295_819_943 / 278_816_314],
  ]
  static let d50ToD65: Matrix = [
    [0.955_473_421_488_075, -0.023_098_454_948_764_71, 0.063_259_243_200_570_72],
    [-0.028_369_709_333_863_7, 1.009_995_398_081_304_1, 0.021_041_441_191_917_323],
    [0.012_314_014_864_481_998, -0.020_507_649_298_898_964, 1.330_365_926_242_124],
  ]
  static let xyzToLMS: Matrix = [
    [0.819_022_437_996_702_9, 0.361_906_260_052_890_4, -0.128_873_781_520_987_9],
    [0.032_983_653_932_388_5, 0.929_286_861_586_343_4, 0.036_144_666_350_642_4],
    [0.048_177_189_359_624_2, 0.264_239_531_752_730_8, 0.633_547_828_469_430_9],
  ]
  static let lmsToOKLab: Matrix = [
    [0.210_454_268_309_314, 0.793_617_774_702_305_4, -0.004_072_043_011_619_3],
    [1.977_998_532_431_168_4, -2.428_592_242_048_579_9, 0.450_593_709_617_411],
    [0.025_904_042_465_547_8, 0.782_771_712_457_529_6, -0.808_675_754_923_077_4],
  ]
  static let okLabToLMS: Matrix = [
    [1, 0.396_337_777_376_174_9, 0.215_803_757_309_913_6],
    [1, -0.105_561_345_815_658_6, -0.063_854_172_825_813_3],
    [1, -0.089_484_177_529_811_9, -1.291_485_548_019_409_2],
  ]
  static let lmsToXYZ: Matrix = [
    [1.226_879_875_845_924_3, -0.557_814_994_460_217_1, 0.281_391_045_665_964_7],
    [-0.040_575_745_214_800_8, 1.112_286_803_280_317, -0.071_711_058_065_516_4],
    [-0.076_372_936_674_660_1, -0.421_493_332_402_243_2, 1.586_924_019_836_781_6],
  ]
  static let whiteD50: Vector = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]

  /// XYZ (D65) of a colour given in `space`, `none` components as 0.
  static func xyz(_ space: String, _ c: Vector) -> Vector? {
    switch space {
    case "srgb": return multiply(linearSRGBToXYZ, c.map(linearSRGB))
    case "srgb-linear": return multiply(linearSRGBToXYZ, c)
    case "display-p3": return multiply(linearP3ToXYZ, c.map(linearSRGB))
    case "a98-rgb":
      return multiply(linearA98ToXYZ, c.map { ($0 < 0 ? -1 : 1) * pow(abs($0), 563 / 256) })
    case "prophoto-rgb":
      let linear = c.map { abs($0) <= 16 / 512 ? $0 / 16 : ($0 < 0 ? -1 : 1) * pow(abs($0), 1.8) }
      return multiply(d50ToD65, multiply(linearProPhotoToXYZD50, linear))
    case "rec2020":
      // BT.1886's display-referred EOTF (a 2.4 power), as CSS Color 4 now specifies for rec2020.
      return multiply(linearRec2020ToXYZ, c.map { ($0 < 0 ? -1 : 1) * pow(abs($0), 2.4) })
    case "xyz-d65": return c
    case "xyz-d50": return multiply(d50ToD65, c)
    case "lab": return multiply(d50ToD65, labToXYZD50(c))
    case "lch": return multiply(d50ToD65, labToXYZD50(polar(c)))
    case "oklab": return okLabToXYZ(c)
    case "oklch": return okLabToXYZ(polar(c))
    case "hsl": return multiply(linearSRGBToXYZ, hslToSRGB(c).map(linearSRGB))
    case "hwb": return multiply(linearSRGBToXYZ, hwbToSRGB(c).map(linearSRGB))
    default: return nil
    }
  }

  static func polar(_ c: Vector) -> Vector {
    let hue = c[2] * .pi / 180
    return [c[0], c[1] * cos(hue), c[1] * sin(hue)]
  }

  static func labToXYZD50(_ lab: Vector) -> Vector {
    let kappa = 24_389.0 / 27
    let epsilon = 216.0 / 24_389
    let f1 = (lab[0] + 16) / 116
    let f0 = lab[1] / 500 + f1
    let f2 = f1 - lab[2] / 200
    let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
    let y = lab[0] > kappa * epsilon ? pow((lab[0] + 16) / 116, 3) : lab[0] / kappa
    let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
    return [x * whiteD50[0], y * whiteD50[1], z * whiteD50[2]]
  }

  static func okLabToXYZ(_ lab: Vector) -> Vector {
    multiply(lmsToXYZ, multiply(okLabToLMS, lab).map { $0 * $0 * $0 })
  }

  static func xyzToOKLab(_ xyz: Vector) -> Vector {
    multiply(lmsToOKLab, multiply(xyzToLMS, xyz).map { cbrt($0) })
  }

  static func hslToSRGB(_ c: Vector) -> Vector {
    let hue = c[0].truncatingRemainder(dividingBy: 360) + (c[0] < 0 ? 360 : 0)
    let saturation = c[1] / 100
    let lightness = c[2] / 100
    func f(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return [f(0), f(8), f(4)]
  }

  static func hwbToSRGB(_ c: Vector) -> Vector {
    let white = c[1] / 100
    let black = c[2] / 100
    if white + black >= 1 {
      let gray = white / (white + black)
      return [gray, gray, gray]
    }
    return hslToSRGB([c[0], 100, 50]).map { $0 * (1 - white - black) + white }
  }

  /// The sRGB colour of `components` in `space` (`nil` components for `none`), and whether it lay
  /// outside sRGB and was gamut-mapped. Nil for an unknown space.
  public static func sRGB(_ space: String, _ components: [Double?], alpha: Double) -> (color: RGBA, mapped: Bool)? {
    let values = components.map { $0 ?? 0 }
    // sRGB as written, exactly (the formulas would round-trip it through XYZ).
    if space == "srgb", values.count == 3, values.allSatisfy({ (0...1).contains($0) }) {
      return (RGBA(red: values[0], green: values[1], blue: values[2], alpha: alpha), false)
    }
    guard values.count == 3, let xyz = xyz(space, values) else { return nil }
    let rgb = multiply(xyzToLinearSRGB, xyz).map(gammaSRGB)
    let epsilon = 0.000_01
    if rgb.allSatisfy({ $0 >= -epsilon && $0 <= 1 + epsilon }) {
      let clamped = rgb.map { min(max($0, 0), 1) }
      return (RGBA(red: clamped[0], green: clamped[1], blue: clamped[2], alpha: alpha), false)
    }
    let mapped = gamutMap(xyzToOKLab(xyz))
    return (RGBA(red: mapped[0], green: mapped[1], blue: mapped[2], alpha: alpha), true)
  }

  /// CSS Color 4 § 13.2: reduce OKLCH chroma by binary search until the clipped colour is
  /// within a just-noticeable difference of the unclipped one.
  static func gamutMap(_ lab: Vector) -> Vector {
    let lightness = lab[0]
    if lightness >= 1 { return [1, 1, 1] }
    if lightness <= 0 { return [0, 0, 0] }
    let chroma = (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()
    let hue = atan2(lab[2], lab[1])
    func sRGB(_ c: Double) -> Vector {
      multiply(xyzToLinearSRGB, okLabToXYZ([lightness, c * cos(hue), c * sin(hue)])).map(gammaSRGB)
    }
    func clip(_ rgb: Vector) -> Vector { rgb.map { min(max($0, 0), 1) } }
    func inGamut(_ rgb: Vector) -> Bool { rgb.allSatisfy { $0 >= -0.000_01 && $0 <= 1.000_01 } }
    func deltaEOK(_ a: Vector, _ b: Vector) -> Double {
      let x = xyzToOKLab(multiply(linearSRGBToXYZ, a.map(linearSRGB)))
      let y = xyzToOKLab(multiply(linearSRGBToXYZ, b.map(linearSRGB)))
      return ((x[0] - y[0]) * (x[0] - y[0]) + (x[1] - y[1]) * (x[1] - y[1]) + (x[2] - y[2]) * (x[2] - y[2]))
        .squareRoot()
    }
    let jnd = 0.02
    let epsilon = 0.0001
    var current = sRGB(chroma)
    var clipped = clip(current)
    if deltaEOK(clipped, current) < jnd { return clipped }
    var low = 0.0
    var high = chroma
    var lowInGamut = true
    while high - low > epsilon {
      let middle = (low + high) / 2
      current = sRGB(middle)
      if lowInGamut && inGamut(current) {
        low = middle
        continue
      }
      clipped = clip(current)
      let error = deltaEOK(clipped, current)
      if error < jnd {
        if jnd - error < epsilon { return clipped }
        lowInGamut = false
        low = middle
      } else {
        high = middle
      }
    }
    return clip(sRGB(low))
  }
}
