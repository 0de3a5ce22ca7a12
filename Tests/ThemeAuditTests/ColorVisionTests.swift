import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeAudit

/// Colour-vision simulation: Machado et al. 2009 at severity 1.0 in linear RGB.
@Suite("Colour-vision simulation")
struct ColorVisionTests {
  @Test(arguments: ColorVision.allCases, ["#FF0000", "#00FF00", "#0A4FC4", "#30D158"])
  func followsThePublishedMatrix(vision: ColorVision, hex: String) throws {
    let color = try ColorLiteral.parse(hex).get()
    let simulated = vision.simulate(color)
    let expected = ColorVisionReference.simulate(vision.rawValue, hex)
    #expect(
      [simulated.red, simulated.green, simulated.blue].map { Int(($0 * 255).rounded()) }
        == [expected.red, expected.green, expected.blue])
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
