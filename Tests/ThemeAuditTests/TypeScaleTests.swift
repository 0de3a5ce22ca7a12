import Testing
import ThemeTestSupport

@testable import ThemeAudit
@testable import ThemeModel

@Suite("Dynamic Type tables")
struct TypeScaleTests {
  let seedStyle = TypographyStyle(
    name: "body", fontFamily: "system", size: 17, weight: 400, lineHeight: nil, textStyle: .body,
    dynamicScaling: DynamicScaling(enabled: true, min: 15, max: 30))

  @Test func seedExampleReproducesTheIOSTable() throws {
    let table = try #require(TypeScale.table(for: seedStyle))
    #expect(table.ios == [15, 15, 16, 17, 19, 21, 23, 27, 30, 30, 30, 30])
  }

  @Test func seedExampleReproducesTheAndroidAndWebTables() throws {
    let table = try #require(TypeScale.table(for: seedStyle))
    #expect(table.android == [15, 17, 19.55, 22.1, 25.5, 30, 30])
    #expect(table.web == [15, 17, 21.25, 25.5, 30])
  }

  @Test func appleColumnScalesProportionallyAndClamps() throws {
    var style = seedStyle
    style.size = 34
    style.dynamicScaling = DynamicScaling(enabled: true, min: 20, max: 100)
    let table = try #require(TypeScale.table(for: style))
    #expect(table.iosPlatform == [28, 30, 32, 34, 38, 42, 46, 56, 66, 80, 94, 100])
  }

  @Test(arguments: [
    (20.0, 2.0, 34.0), (14.0, 1.3, 18.8), (14.0, 1.4, 20.4), (100.0, 2.0, 100.0), (4.0, 2.0, 8.0), (10, 1.0, 10),
  ])
  func androidNonLinearScaling(sp: Double, scale: Double, dp: Double) {
    #expect(TypeScale.androidNonLinear(sp: sp, fontScale: scale) == dp)
  }

  @Test func sizesAreExactDecimals() {
    #expect(TypeScale.exact(17 * 1.15) == 19.55)
    #expect(JSONWriter.format(TypeScale.exact(17 * 1.15)) == "19.55")
  }

  @Test func fixedStylesHaveNoTable() {
    var style = seedStyle
    style.dynamicScaling = nil
    #expect(TypeScale.table(for: style) == nil)
  }

  @Test func typeScaleJSONUsesUIContentSizeCategoryNames() throws {
    let table = try #require(TypeScale.table(for: seedStyle))
    let json = table.json
    #expect(json["ios"]?["accessibilityExtraExtraExtraLarge"] == .number(30))
    #expect(json["android"]?["1.15"] == .number(19.55))
    #expect(json["web"]?["24"] == .number(25.5))
    #expect(json["iosPlatform"]?["large"] == .number(17))
  }
}
