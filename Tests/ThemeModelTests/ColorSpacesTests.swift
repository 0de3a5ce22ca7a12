import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// Every colour space of the 2025.10 Color module converted to sRGB, checked against coloraide
/// (CSS Color 4's conversions and gamut mapping; `Scripts/checks/color_oracle.py`).
@Suite("Colour spaces")
struct ColorSpacesTests {
  static let samples: [(String, [Double?])] = [
    ("srgb", [1, 0, 0.5]), ("srgb-linear", [0.5, 0.2, 0.9]), ("hsl", [210, 60, 40]), ("hsl", [nil, 0, 100]),
    ("hwb", [30, 20, 30]), ("hwb", [0, 60, 60]), ("lab", [60.17, 93.54, -60.5]), ("lab", [50, 10, -20]),
    ("lch", [54.29, 106.84, 40.85]), ("lch", [70, 20, 250]), ("oklab", [0.628, 0.225, 0.126]),
    ("oklab", [0.5, -0.05, 0.05]), ("oklch", [0.7, 0.1, 150]), ("oklch", [0.9, 0.37, 145]),
    ("display-p3", [1, 0, 0]), ("display-p3", [0.5, 0.6, 0.3]), ("a98-rgb", [0.2, 0.8, 0.4]),
    ("a98-rgb", [0, 1, 0]), ("prophoto-rgb", [0.4, 0.3, 0.2]), ("prophoto-rgb", [0.9, 0.1, 0.1]),
    ("rec2020", [0.3, 0.5, 0.4]), ("rec2020", [1, 0, 0]), ("xyz-d65", [0.4, 0.3, 0.2]),
    ("xyz-d50", [0.5791, 0.2831, 0.728]),
  ]

  @Test(.enabled(if: PythonTools.available, "needs Scripts/test's Python tools"))
  func everySpaceMatchesTheOracle() throws {
    let request = JSONValue.array(
      Self.samples.map { space, components in
        .object([
          JSONMember("space", .string(space)),
          JSONMember("components", .array(components.map { $0.map(JSONValue.number) ?? .string("none") })),
        ])
      })
    let outcome = PythonTools.run("color_oracle.py", input: JSONWriter.string(request))
    #expect(outcome.code == 0, "\(outcome.err)")
    let parsed = try JSONParser.parse(Array(outcome.out.utf8))
    let answers = try #require(parsed.arrayElements)
    #expect(answers.count == Self.samples.count)
    for ((space, components), answer) in zip(Self.samples, answers) {
      guard let (color, mapped) = ColorSpaces.sRGB(space, components, alpha: 1),
        let expected = answer["srgb"]?.arrayElements?.compactMap({ $0.numberValue })
      else {
        Issue.record("no conversion for \(space)")
        continue
      }
      #expect(mapped == (answer["inGamut"] == .bool(false)), "\(space) \(components)")
      // Converted colours agree to 1e-4; gamut-mapped ones to the 8-bit value the audit uses.
      let tolerance = mapped ? 1.0 / 255 : 0.0001
      for (actual, wanted) in zip([color.red, color.green, color.blue], expected) {
        #expect(abs(actual - wanted) <= tolerance, "\(space) \(components): \(color.hex) vs \(expected)")
      }
    }
  }

  @Test func inGamutColoursAreNotMapped() throws {
    let converted = ColorSpaces.sRGB("srgb", [0.2, 0.4, 0.6], alpha: 0.5)
    let result = try #require(converted)
    #expect(!result.mapped)
    #expect(result.color.hex == RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).hex)
  }

  @Test func anUnknownSpaceHasNoConversion() {
    #expect(ColorSpaces.sRGB("cmyk", [0, 0, 0], alpha: 1) == nil)
  }
}

/// Wide-gamut colours in a theme document: measured gamut-mapped, and the audit says so.
@Suite("Wide-gamut theme colours")
struct WideGamutThemeTests {
  @Test func aDisplayP3ColourOutsideSRGBIsMappedAndRecorded() throws {
    let object = SampleThemes.setting(
      SampleThemes.minimal(), "colors.text", to: ["colorSpace": "display-p3", "components": [1, 0, 0]])
    let theme = SampleThemes.theme(object)
    let mapped = try #require(theme.gamutMapped.first)
    #expect(mapped.path == "colors.text" && mapped.space == "display-p3")
    #expect(theme.resolve(.named("text"), in: .light).hex == mapped.color.hex)
    #expect(mapped.color.hex != "#FF0000")
  }

  @Test func anInGamutWideSpaceColourIsNotRecorded() {
    let object = SampleThemes.setting(
      SampleThemes.minimal(), "colors.text", to: ["colorSpace": "oklch", "components": [0.3, 0.05, 250]])
    #expect(SampleThemes.theme(object).gamutMapped.isEmpty)
  }
}
