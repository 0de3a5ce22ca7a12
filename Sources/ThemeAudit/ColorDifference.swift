import ThemeModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How different two colours look: CIEDE2000 (Sharma, Wu and Dalal 2005) on CIE L*a*b* D65,
/// with the reference conditions' weights (kL = kC = kH = 1).
public enum ColorDifference {
  /// ΔE2000 between `first` and `second`; alpha is ignored.
  public static func deltaE2000(_ first: RGBA, _ second: RGBA) -> Double {
    deltaE2000(lab: ColorSpaces.lab(first), ColorSpaces.lab(second))
  }

  /// ΔE2000 between two L*a*b* triples.
  public static func deltaE2000(lab first: [Double], _ second: [Double]) -> Double {
    let (l1, a1, b1) = (first[0], first[1], first[2])
    let (l2, a2, b2) = (second[0], second[1], second[2])
    let meanC = (hypot(a1, b1) + hypot(a2, b2)) / 2
    let c7 = pow(meanC, 7)
    let g = 0.5 * (1 - (c7 / (c7 + pow(25, 7))).squareRoot())
    let a1p = a1 * (1 + g)
    let a2p = a2 * (1 + g)
    let c1p = hypot(a1p, b1)
    let c2p = hypot(a2p, b2)
    let h1p = hue(b1, a1p)
    let h2p = hue(b2, a2p)
    let deltaL = l2 - l1
    let deltaC = c2p - c1p
    var deltaH = 0.0
    if c1p * c2p != 0 {
      deltaH = h2p - h1p
      if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
    }
    let deltaBigH = 2 * (c1p * c2p).squareRoot() * sin(radians(deltaH / 2))
    let meanL = (l1 + l2) / 2
    let meanCp = (c1p + c2p) / 2
    var meanH = h1p + h2p
    if c1p * c2p != 0 {
      if abs(h1p - h2p) <= 180 {
        meanH /= 2
      } else {
        meanH = h1p + h2p < 360 ? (meanH + 360) / 2 : (meanH - 360) / 2
      }
    }
    let t =
      1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH)) + 0.32 * cos(radians(3 * meanH + 6))
      - 0.20 * cos(radians(4 * meanH - 63))
    let lOffset = (meanL - 50) * (meanL - 50)
    let sL = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
    let sC = 1 + 0.045 * meanCp
    let sH = 1 + 0.015 * meanCp * t
    let cp7 = pow(meanCp, 7)
    let rC = 2 * (cp7 / (cp7 + pow(25, 7))).squareRoot()
    let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
    let rT = -sin(radians(2 * deltaTheta)) * rC
    let termL = deltaL / sL
    let termC = deltaC / sC
    let termH = deltaBigH / sH
    return (termL * termL + termC * termC + termH * termH + rT * termC * termH).squareRoot()
  }

  static func hue(_ b: Double, _ a: Double) -> Double {
    if a == 0 && b == 0 { return 0 }
    let degrees = atan2(b, a) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
  }

  static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
