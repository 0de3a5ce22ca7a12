import Testing

@testable import ThemeModel

/// `color-mix()`'s arithmetic (CSS Color 5 §2) on cases whose answer is known exactly; the
/// browser suite (`CSSColorMixBrowserTests`) checks it against Chromium in every space.
@Suite("Colour mixing")
struct ColorMixingTests {
  static let red = ColorMixing.Color(space: "srgb", components: [1, 0, 0], alpha: 1)
  static let blue = ColorMixing.Color(space: "srgb", components: [0, 0, 1], alpha: 1)
  static let transparent = ColorMixing.Color(space: "srgb", components: [0, 0, 0], alpha: 0)

  static func mixed(_ first: Double?, _ second: Double?, _ a: ColorMixing.Color = red, _ b: ColorMixing.Color = blue)
    throws -> ColorMixing.Color
  {
    try ColorMixing.mix(a, first, b, second, in: "srgb").get()
  }

  @Test(
    arguments: [
      // Both omitted: half each; one given: the other is the rest.
      (nil, nil, [0.5, 0, 0.5], 1.0),
      (25, nil, [0.25, 0, 0.75], 1.0),
      (nil, 25, [0.75, 0, 0.25], 1.0),
      // Summing over 100%: scaled to 100%. Under: scaled, and the sum is the alpha.
      (60, 60, [0.5, 0, 0.5], 1.0),
      (20, 20, [0.5, 0, 0.5], 0.4),
    ] as [(Double?, Double?, [Double], Double)])
  func weightsAreNormalizedAsCSSSays(first: Double?, second: Double?, components: [Double], alpha: Double) throws {
    let color = try Self.mixed(first, second)
    #expect(color.components.map { $0 ?? -1 } == components)
    #expect(abs(color.alpha - alpha) < 1e-12)
  }

  @Test func aTransparentSideLendsItsAlphaNotItsColour() throws {
    let color = try Self.mixed(60, nil, Self.red, Self.transparent)
    #expect(color.components.map { $0 ?? -1 } == [1, 0, 0])
    #expect(abs(color.alpha - 0.6) < 1e-12)
  }

  @Test(arguments: [(0.0, 0.0), (-5, 50), (50, 101)])
  func weightsThatNameNoMixAreRefused(first: Double, second: Double) {
    let result = ColorMixing.mix(Self.red, first, Self.blue, second, in: "srgb")
    let expected: ColorMixing.Problem =
      first == 0 && second == 0 ? .zeroWeights : .weightOutOfRange(first < 0 ? first : second)
    #expect(throws: expected) { try result.get() }
  }

  @Test(arguments: [
    (ColorMixing.HueMethod.shorter, 10.0, 350.0, 0.0),
    (.longer, 10, 350, 180),
    (.increasing, 350, 10, 0),
    (.decreasing, 350, 10, 180),
    (.increasing, 10, 350, 180),
  ])
  func hueMethodsGoTheWayTheySay(method: ColorMixing.HueMethod, from: Double, to: Double, midpoint: Double) throws {
    let a = ColorMixing.Color(space: "oklch", components: [0.5, 0.1, from], alpha: 1)
    let b = ColorMixing.Color(space: "oklch", components: [0.5, 0.1, to], alpha: 1)
    let hue = try #require(try ColorMixing.mix(a, nil, b, nil, in: "oklch", hue: method).get().components[2])
    #expect(abs(hue - midpoint) < 1e-9)
  }

  @Test func aGreysHueIsPowerlessSoTheOtherColoursIsKept() throws {
    let white = ColorMixing.Color(space: "srgb", components: [1, 1, 1], alpha: 1)
    let hued = ColorMixing.Color(space: "oklch", components: [0.5, 0.2, 250], alpha: 1)
    let color = try ColorMixing.mix(white, nil, hued, nil, in: "oklch").get()
    #expect(try #require(color.components[2]) == 250)
  }

  @Test func whiteFromAnotherSpaceIsAGreyInHSLWhateverItsRounding() throws {
    // Display P3's white reaches sRGB through XYZ a rounding away from 1, 1, 1.
    let white = ColorMixing.Color(space: "display-p3", components: [1, 1, 1], alpha: 1)
    let hsl = try #require(ColorMixing.converted(white, to: "hsl"))
    #expect(hsl.components[0] == nil)
    #expect(try #require(hsl.components[1]) < 0.000_1)
    #expect(abs(try #require(hsl.components[2]) - 100) < 0.000_1)
  }

  @Test func aSpaceItDoesNotConvertIntoIsRefused() {
    #expect(throws: ColorMixing.Problem.unsupportedSpace("hwb")) {
      try ColorMixing.mix(Self.red, nil, Self.blue, nil, in: "hwb").get()
    }
  }
}
