import ThemeModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Colour-vision deficiency simulation: how a colour looks to someone with dichromacy
/// (Machado, Oliveira and Fernandes 2009, severity 1.0) or without colour vision at all.
/// The matrices apply to linear RGB; results are clamped to the sRGB gamut.
public enum ColorVision: String, CaseIterable, Sendable {
  /// No long-wavelength (red) cones.
  case protanopia
  /// No medium-wavelength (green) cones.
  case deuteranopia
  /// No short-wavelength (blue) cones.
  case tritanopia
  /// No colour vision: only luminance.
  case achromatopsia

  /// A human name: "Protanopia (no red cones)".
  public var title: String {
    switch self {
    case .protanopia: "Protanopia (no red cones)"
    case .deuteranopia: "Deuteranopia (no green cones)"
    case .tritanopia: "Tritanopia (no blue cones)"
    case .achromatopsia: "Achromatopsia (no colour vision)"
    }
  }

  /// The linear-RGB matrix, rows for red, green and blue out.
  public var matrix: [[Double]] {
    switch self {
    case .protanopia:
      [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
    case .deuteranopia:
      [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
    case .tritanopia:
      [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
    case .achromatopsia:
      // WCAG's luminance weights on every row: a grey of the same relative luminance.
      Array(repeating: [0.2126, 0.7152, 0.0722], count: 3)
    }
  }

  /// `color` as this deficiency sees it, alpha kept.
  public func simulate(_ color: RGBA) -> RGBA {
    let linear = [color.red, color.green, color.blue].map(ContrastMath.linear)
    let out = matrix.map { row in
      let value = row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]
      return Self.encode(min(max(value, 0), 1))
    }
    return RGBA(red: out[0], green: out[1], blue: out[2], alpha: color.alpha)
  }

  /// The sRGB transfer function, linear to encoded.
  static func encode(_ value: Double) -> Double {
    value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
  }
}
