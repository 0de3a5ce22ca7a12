import ThemeModel

/// WCAG 2 relative luminance and contrast ratios, and APCA lightness contrast.
public enum ContrastMath {
  /// The WCAG relative luminance of an opaque sRGB colour.
  @inlinable
  public static func luminance(_ color: RGBA) -> Double {
    0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  @inlinable
  static func linear(_ channel: Double) -> Double {
    channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
  }

  /// The WCAG contrast ratio of two opaque colours, 1…21.
  @inlinable
  public static func ratio(_ first: RGBA, _ second: RGBA) -> Double {
    let a = luminance(first)
    let b = luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The ratio of `foreground` on `background` after compositing: a translucent background
  /// over `canvas`, then a translucent foreground over the result.
  public static func ratio(foreground: RGBA, background: RGBA, canvas: RGBA) -> Double {
    let opaqueBackground = background.composited(over: canvas.isOpaque ? canvas : .white)
    return ratio(foreground.composited(over: opaqueBackground), opaqueBackground)
  }

  /// A ratio as people see it: truncated, never rounded, to two decimals (4.4988 → "4.49";
  /// 4.499999999999999 → "4.49"). The shown value never exceeds the measured one.
  public static func display(_ ratio: Double) -> String {
    var hundredths = (ratio * 100).rounded(.down)
    // ratio × 100 can round up across a whole number (4.499999999999999 × 100 = 450); the
    // decimal shown must not be above the measured double.
    if hundredths / 100 > ratio { hundredths -= 1 }
    // …and can fall just short of one (4.57 × 100 = 456.99999999999994) though 4.57 is exact.
    if (hundredths + 1) / 100 <= ratio { hundredths += 1 }
    let whole = Int(hundredths) / 100
    let fraction = Int(hundredths) % 100
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// APCA 0.0.98G-4g lightness contrast (Lc) of `text` on `background`; positive for dark on light.
  public static func apca(text: RGBA, background: RGBA) -> Double {
    func screenLuminance(_ color: RGBA) -> Double {
      let y = 0.2126729 * pow(color.red, 2.4) + 0.7151522 * pow(color.green, 2.4) + 0.0721750 * pow(color.blue, 2.4)
      return y < 0.022 ? y + pow(0.022 - y, 1.414) : y
    }
    let textY = screenLuminance(text)
    let backgroundY = screenLuminance(background)
    guard abs(backgroundY - textY) >= 0.0005 else { return 0 }
    if backgroundY > textY {
      let sapc = (pow(backgroundY, 0.56) - pow(textY, 0.57)) * 1.14
      return sapc < 0.1 ? 0 : (sapc - 0.027) * 100
    }
    let sapc = (pow(backgroundY, 0.65) - pow(textY, 0.62)) * 1.14
    return sapc > -0.1 ? 0 : (sapc + 0.027) * 100
  }

  /// The colour nearest `foreground` (mixed toward black or white) that reaches `threshold`
  /// on `background`, or nil when neither extreme does.
  public static func suggestion(foreground: RGBA, background: RGBA, threshold: Double) -> RGBA? {
    let backgroundLuminance = luminance(background)
    func reaches(_ color: RGBA) -> Bool {
      let colorLuminance = luminance(color)
      let ratio =
        (max(colorLuminance, backgroundLuminance) + 0.05) / (min(colorLuminance, backgroundLuminance) + 0.05)
      return ratio >= threshold
    }
    let candidates = [RGBA.black, RGBA.white].compactMap { target -> (RGBA, Double)? in
      guard reaches(target) else { return nil }
      // Contrast grows monotonically as the colour moves toward the reachable extreme, so a
      // binary search over the 8-bit-rounded mix finds the smallest change that passes.
      var low = 0.0
      var high = 1.0
      for _ in 0..<16 {
        let middle = (low + high) / 2
        if reaches(mix(foreground, target, middle).quantized) { high = middle } else { low = middle }
      }
      let color = mix(foreground, target, high).quantized
      return reaches(color) ? (color, high) : (target, 1)
    }
    return candidates.min { $0.1 < $1.1 }?.0
  }

  private static func mix(_ from: RGBA, _ to: RGBA, _ amount: Double) -> RGBA {
    RGBA(
      red: from.red + (to.red - from.red) * amount, green: from.green + (to.green - from.green) * amount,
      blue: from.blue + (to.blue - from.blue) * amount)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
