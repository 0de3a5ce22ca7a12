#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ColorSpaces {
  /// The D65 white point (sRGB's), as CSS Color 4 gives it.
  static let whiteD65: Vector = [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]

  /// CIE L*a*b* of an sRGB colour relative to D65, sRGB's own white (no chromatic adaptation,
  /// as colour-difference formulas for displays use it), alpha ignored.
  public static func lab(_ color: RGBA) -> [Double] {
    let linear = [color.red, color.green, color.blue].map(linearSRGB)
    return lab(xyz: multiply(linearSRGBToXYZ, linear), white: whiteD65)
  }

  /// CIE L*a*b* of XYZ relative to the white point `white` (D65 for a display's colour
  /// differences, D50 for CSS's `lab()`).
  static func lab(xyz: Vector, white: Vector) -> Vector {
    let kappa = 24_389.0 / 27
    let epsilon = 216.0 / 24_389
    let f = zip(xyz, white).map { value, white in
      let scaled = value / white
      return scaled > epsilon ? cbrt(scaled) : (kappa * scaled + 16) / 116
    }
    return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
  }
}
