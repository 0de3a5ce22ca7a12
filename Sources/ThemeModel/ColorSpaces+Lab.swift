#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ColorSpaces {
  /// Bradford chromatic adaptation from D65 to D50, as CSS Color 4 gives it.
  static let d65ToD50: Matrix = [
    [1.047_929_792_544_996_9, 0.022_946_870_601_609_652, -0.050_192_266_289_205_24],
    [0.029_627_808_770_055_99, 0.990_434_426_753_879_9, -0.017_073_799_063_418_826],
    [-0.009_243_040_646_204_504, 0.015_055_191_490_298_152, 0.751_874_281_428_137_1],
  ]

  /// CIE L*a*b* (D50, as CSS Color 4's `lab()`) of an sRGB colour, alpha ignored.
  public static func lab(_ color: RGBA) -> [Double] {
    let linear = [color.red, color.green, color.blue].map(linearSRGB)
    let xyz = multiply(d65ToD50, multiply(linearSRGBToXYZ, linear))
    let kappa = 24_389.0 / 27
    let epsilon = 216.0 / 24_389
    let f = zip(xyz, whiteD50).map { value, white in
      let scaled = value / white
      return scaled > epsilon ? cbrt(scaled) : (kappa * scaled + 16) / 116
    }
    return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
  }
}
