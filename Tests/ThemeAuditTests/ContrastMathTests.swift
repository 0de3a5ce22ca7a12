import Testing

@testable import ThemeAudit
@testable import ThemeModel

@Suite("Contrast maths against published figures")
struct ContrastMathTests {
  func color(_ text: String) -> RGBA { try! ColorLiteral.parse(text).get() }

  func ratio(_ foreground: String, _ background: String) -> Double {
    ContrastMath.ratio(foreground: color(foreground), background: color(background), canvas: .white)
  }

  @Test(arguments: [
    ("#333", "#fff", "12.63"), ("#000", "#666", "3.65"), ("#0000EE", "#fff", "9.39"), ("#767676", "#fff", "4.54"),
    ("#777", "#fff", "4.47"), ("#fff", "#0078d7", "4.49"), ("#fff", "#f00", "3.99"), ("rgba(0,0,0,.6)", "#fff", "5.74"),
    ("#000", "#fff", "21.00"), ("#fff", "#fff", "1.00"), ("rgba(0,0,0,.3)", "#fff", "2.10"),
  ])
  func ratiosMatchPublishedValues(foreground: String, background: String, shown: String) {
    #expect(ContrastMath.display(ratio(foreground, background)) == shown)
  }

  @Test func translucentForegroundIsCompositedWithoutRoundingChannels() {
    #expect(abs(ratio("rgba(0,0,0,.3)", "#fff") - 2.108) < 0.001)
  }

  @Test(arguments: [("#767676", true), ("#777", false), ("#fff|#0078d7", false)])
  func aaThresholdIsNeverRounded(pair: String, passes: Bool) {
    let parts = pair.split(separator: "|").map(String.init)
    let value = parts.count == 2 ? ratio(parts[0], parts[1]) : ratio(parts[0], "#fff")
    #expect(AuditProfile.wcag.meets(value, threshold: 4.5) == passes)
  }

  @Test func androidProfileToleratesOneHundredthBelowTheThreshold() {
    let value = ratio("#fff", "#0078d7")
    #expect(value > 4.498 && value < 4.499)
    #expect(AuditProfile.android.meets(value, threshold: 4.5))
    #expect(!AuditProfile.apple.meets(value, threshold: 4.5))
  }

  @Test(arguments: [("#888", "#fff", 63.06), ("#fff", "#888", -68.54), ("#123", "#def", 91.67)])
  func apcaMatchesPublishedValues(text: String, background: String, lc: Double) {
    #expect(abs(ContrastMath.apca(text: color(text), background: color(background)) - lc) < 0.005)
  }

  @Test func suggestionReachesTheThreshold() throws {
    let suggestion = try #require(
      ContrastMath.suggestion(foreground: color("#777"), background: .white, threshold: 4.5))
    #expect(ContrastMath.ratio(suggestion, .white) >= 4.5)
    #expect(ContrastMath.ratio(suggestion, .white) < 4.7)
  }

  @Test(arguments: [(4.4988, "4.49"), (4.5, "4.50"), (12.6301, "12.63"), (3.999, "3.99")])
  func displayTruncates(value: Double, shown: String) {
    #expect(ContrastMath.display(value) == shown)
  }
}
