import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// What the CSS importer reads, against what headless Chromium computes from the same
/// stylesheet (`Scripts/checks/css_modes.py`): `body` rules, a mode attribute of another design
/// system, and colours computed from a `var()` inside their function, in each appearance.
@Suite(
  "Imported CSS against a real browser",
  .enabled(if: PythonTools.browserAvailable, "needs Scripts/test's Python tools and Debian's chromium"))
struct CSSImportBrowserTests {
  static let stylesheet = """
    body { --surface: #fafafa; }
    :root { --hue: 10deg; --x: 0; --bg: hsla(var(--hue), 15%, 14%, 1); --mixed: rgb(var(--x) 128 var(--x)); }
    [data-mantine-color-scheme=dark] { --hue: 225deg; --x: 255; }
    [data-mantine-color-scheme=dark] body { --surface: #101010; }
    [data-md-color-scheme=slate] { --hue: 200deg; --bg: hsla(var(--hue), 40%, 30%, 1); }
    """

  static let page = """
    <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>
    <link rel="stylesheet" href="theme.css">
    <style>
    #bg { background-color: var(--bg); } #mixed { background-color: var(--mixed); }
    #surface { background-color: var(--surface); }
    </style></head><body>
    <div id="swatches"><div id="bg">b</div><div id="mixed">m</div><div id="surface">s</div></div>
    </body></html>
    """

  @Test func everyImportedColourIsWhatTheBrowserComputes() throws {
    let (document, report) = try CSSImporter.importing(
      [ImportFile(path: "theme.css", bytes: Array(Self.stylesheet.utf8))], name: "t", lossy: false,
      markers: ["slate": .lightHighContrast])
    #expect(report.colorsByAppearance == [.light: 3, .dark: 3, .lightHighContrast: 1])
    let states: [(Appearance, [String: Any])] = [
      (.light, ["name": "light", "root": [:] as [String: String]]),
      (.dark, ["name": "dark", "root": ["data-mantine-color-scheme": "dark"]]),
      (.lightHighContrast, ["name": "lightHighContrast", "root": ["data-md-color-scheme": "slate"]]),
    ]
    let (result, outcome) = try CSSModesPage.computed(
      stylesheet: Self.stylesheet, page: Self.page, states: states.map(\.1))
    #expect(outcome.code == 0, "\(outcome.err)")
    for (appearance, _) in states {
      for name in ["bg", "mixed", "surface"] {
        let imported = CSSBrowserTests.css(document.theme.resolve(.named(name), in: appearance))
        #expect(result[appearance.rawValue]?[name] == .string(imported), "\(name) in \(appearance)")
      }
    }
    #expect(result["consoleErrors"] == .array([]))
  }
}
