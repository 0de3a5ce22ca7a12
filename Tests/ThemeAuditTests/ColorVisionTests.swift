import Foundation
import Testing
import ThemeModel

@testable import ThemeAudit

/// Colour-vision simulation: Machado et al. 2009 at severity 1.0 in linear RGB.
@Suite("Colour-vision simulation")
struct ColorVisionTests {
  /// The published severity-1.0 matrices, written out here a second time on purpose.
  static let published: [ColorVision: [Double]] = [
    .protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
    .deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881],
    .tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900],
  ]

  /// The simulation computed independently: decode, multiply, clamp, encode, round to bytes.
  static func expected(_ vision: ColorVision, _ hex: String) -> String {
    let color = try! ColorLiteral.parse(hex).get()
    func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    func encode(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
    let linear = [color.red, color.green, color.blue].map(decode)
    let m = published[vision]!
    let out = (0..<3).map { row in
      encode(min(max(m[row * 3] * linear[0] + m[row * 3 + 1] * linear[1] + m[row * 3 + 2] * linear[2], 0), 1))
    }
    return RGBA(red: out[0], green: out[1], blue: out[2]).hex
  }

  @Test(arguments: [ColorVision.protanopia, .deuteranopia, .tritanopia], ["#FF0000", "#00FF00", "#0A4FC4", "#30D158"])
  func followsThePublishedMatrix(vision: ColorVision, hex: String) throws {
    let color = try ColorLiteral.parse(hex).get()
    #expect(vision.simulate(color).hex == Self.expected(vision, hex))
  }

  /// Without colour vision, WCAG's luminance, and with it every contrast ratio, is unchanged.
  @Test(arguments: ["#0B5FFF", "#FF3B30", "#30D158", "#777777"])
  func achromatopsiaKeepsTheContrastRatio(hex: String) throws {
    let color = try ColorLiteral.parse(hex).get()
    let grey = ColorVision.achromatopsia.simulate(color)
    #expect(grey.red == grey.green && grey.green == grey.blue)
    #expect(abs(ContrastMath.ratio(grey, .white) - ContrastMath.ratio(color, .white)) < 0.02)
  }

  @Test func translucencyIsKept() throws {
    let color = RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)
    #expect(ColorVision.deuteranopia.simulate(color).alpha == 0.5)
  }
}
