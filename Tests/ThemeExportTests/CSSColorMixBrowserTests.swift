import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// `color-mix()` as the CSS importer computes it, against what headless Chromium computes from
/// the same stylesheet (`Scripts/checks/css_modes.py`), in light and dark: every interpolation
/// space read, both weights, weights that do not add up to 100%, hue methods, a powerless hue,
/// a transparent side, and `var()`s of `light-dark()` colours.
@Suite(
  "color-mix() against a real browser",
  .enabled(if: PythonTools.browserAvailable, "needs Scripts/test's Python tools and Debian's chromium"))
struct CSSColorMixBrowserTests {
  static let mixes: [String: String] = [
    "translucent": "color-mix(in srgb, #1a1a1a 60%, transparent)",
    "oklab": "color-mix(in oklab, #ff0000, #0000ff)",
    "oklchShorter": "color-mix(in oklch, #ff0000 30%, #0000ff)",
    "oklchLonger": "color-mix(in oklch longer hue, #ff0000, #0000ff)",
    "oklchDecreasing": "color-mix(in oklch decreasing hue, #ffcc00, #0044ff)",
    "lab": "color-mix(in lab, white 25%, #336699)",
    "lchWhite": "color-mix(in lch, white, #3366cc)",
    "linearShort": "color-mix(in srgb-linear, red 20%, blue 20%)",
    "xyz": "color-mix(in xyz, #ffcc00, 70% #0044ff)",
    "xyzD50": "color-mix(in xyz-d50, #ffcc00 10%, #0044ff)",
    "p3": "color-mix(in display-p3, color(display-p3 1 0 0), #00ff00)",
    "vivid": "color-mix(in srgb, oklch(0.7 0.3 145), #ffffff 10%)",
    "muted": "color-mix(in oklab, var(--text) 70%, var(--surface))",
    "hover": "color-mix(in srgb, var(--brand), black 15%)",
  ]

  static var stylesheet: String {
    let declarations = mixes.keys.sorted().map { "  --\($0): \(mixes[$0] ?? "");" }.joined(separator: "\n")
    return """
      :root {
        color-scheme: light dark;
        --text: light-dark(#222222, #eeeeee);
        --surface: light-dark(#ffffff, #121212);
        --brand: #0b5fff;
      \(declarations)
      }
      @media (prefers-color-scheme: dark) { :root { --brand: #4c8dff; } }
      """
  }

  static var page: String {
    let swatches = mixes.keys.sorted().map { "<div id=\"\($0)\" style=\"background-color: var(--\($0))\">x</div>" }
    return """
      <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>
      <link rel="stylesheet" href="theme.css"></head><body>
      <div id="swatches">\(swatches.joined())</div></body></html>
      """
  }

  @Test func everyMixIsTheColourTheBrowserComputes() throws {
    let (document, report) = try CSSImporter.importing(
      [ImportFile(path: "theme.css", bytes: Array(Self.stylesheet.utf8))], name: "t", lossy: false)
    #expect(report.unmapped.isEmpty, "\(report.unmapped.map(\.message))")
    let states: [(Appearance, [String: Any])] = [
      (.light, ["name": "light"]), (.dark, ["name": "dark", "scheme": "dark"]),
    ]
    let (result, outcome) = try CSSModesPage.computed(
      stylesheet: Self.stylesheet, page: Self.page, states: states.map(\.1))
    #expect(outcome.code == 0, "\(outcome.err)")
    for (appearance, _) in states {
      for name in Self.mixes.keys.sorted() {
        let computed = try #require(result[appearance.rawValue]?[name]?.stringValue, "\(name) in \(appearance)")
        let browser = try Self.color(computed)
        let imported = document.theme.resolve(.named(name), in: appearance)
        #expect(Self.channels(imported).count == 4)
        for (ours, theirs) in zip(Self.channels(imported), Self.channels(browser)) {
          #expect(abs(ours - theirs) <= 1, "\(name) in \(appearance): \(imported.hex), the browser's \(computed)")
        }
      }
    }
  }

  /// The colour the browser serialized (`color(srgb …)`, `oklab(…)`, `rgb(…)`), read by the
  /// importer's CSS Color 4 reader, which other suites check against the browser.
  static func color(_ serialized: String) throws -> RGBA {
    let sheet = ":root { --c: \(serialized); }"
    let (document, _) = try CSSImporter.importing(
      [ImportFile(path: "c.css", bytes: Array(sheet.utf8))], name: "c", lossy: false)
    return document.theme.resolve(.named("c"), in: .light)
  }

  /// The 8-bit channels and alpha.
  static func channels(_ color: RGBA) -> [Int] {
    [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
  }
}
