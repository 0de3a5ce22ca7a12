import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// The configured CSS modes as headless Chromium applies them (`Scripts/checks/css_modes.py`):
/// media queries, a class or an attribute on `<html>`, and `light-dark()`, each with aliases
/// kept as `var()` references whose target alone changes between appearances.
@Suite(
  "CSS modes and references in a real browser",
  .enabled(if: PythonTools.browserAvailable, "needs Scripts/test's Python tools and Debian's chromium"))
struct CSSModesBrowserTests {
  static let page = """
    <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>
    <link rel="stylesheet" href="css/theme.css">
    <style>
    #cta { background-color: var(--acme-cta); }
    #bubble { background-color: var(--acme-incoming-bubble); }
    </style></head><body>
    <div id="swatches"><div id="cta">cta</div><div id="bubble">bubble</div></div>
    </body></html>
    """

  /// How each appearance is chosen under a mode setting: emulated media, and `<html>`'s attributes.
  static func states(_ modes: String) -> [(Appearance, [String: Any])] {
    let appearances: [(Appearance, String, String)] = [
      (.light, "light", "no-preference"), (.dark, "dark", "no-preference"), (.lightHighContrast, "light", "more"),
      (.darkHighContrast, "dark", "more"),
    ]
    return appearances.map { appearance, scheme, contrast in
      let name = ExportNaming.kebab(appearance.rawValue)
      let state: [String: Any] =
        switch modes {
        case "class":
          ["scheme": "light", "root": appearance == .light ? [:] : ["class": name]]
        case "attribute":
          ["scheme": "light", "root": appearance == .light ? [:] : ["data-theme": name]]
        default: ["scheme": scheme, "contrast": contrast]
        }
      return (appearance, state.merging(["name": appearance.rawValue]) { a, _ in a })
    }
  }

  @Test(arguments: ["media", "class", "attribute", "light-dark"])
  func everyAppearanceResolvesToItsColours(modes: String) throws {
    let configuration = try ExportConfiguration(
      bytes: Array(
        #"{"format": "themereg.export/1", "css": {"prefix": "acme", "references": "var", "modes": "\#(modes)"}}"#.utf8))
    let source = ExportFixtures.source(ConfiguredExportTests.theme(), configuration: configuration)
    let folder = TemporaryDirectory()
    for file in ThemeExporter.files(format: .css, source: source) {
      try FileManager.default.createDirectory(
        atPath: (folder.file(file.path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      folder.write(file.path, file.bytes)
    }
    let states = Self.states(modes)
    let statesJSON = try JSONSerialization.data(withJSONObject: states.map(\.1), options: [.sortedKeys])
    let outcome = PythonTools.run(
      "css_modes.py",
      [folder.write("page.html", Array(Self.page.utf8)), folder.write("states.json", [UInt8](statesJSON))])
    #expect(outcome.code == 0, "\(outcome.err)")
    let result = try JSONParser.parse(Array(outcome.out.utf8))
    let theme = source.theme
    for (appearance, _) in states {
      let shown = result[appearance.rawValue]
      #expect(
        shown?["cta"] == .string(CSSBrowserTests.css(theme.resolve(.named("outgoingBubble"), in: appearance))),
        "\(modes) \(appearance)")
      #expect(
        shown?["bubble"] == .string(CSSBrowserTests.css(theme.resolve(.named("incomingBubble"), in: appearance))),
        "\(modes) \(appearance)")
    }
    #expect(result["consoleErrors"] == .array([]))
  }
}

extension CSSModesBrowserTests {
  static let tokenPage = """
    <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>
    <link rel="stylesheet" href="css/theme.css">
    <style>
    #gutter { padding-top: var(--acme-space-gutter); }
    #lg { padding-left: var(--acme-space-lg); }
    #scrim { opacity: var(--acme-opacity-scrim); }
    #card { box-shadow: var(--acme-elevation-card); }
    #fast { transition-duration: var(--acme-motion-fast); }
    </style></head><body>
    <div id="swatches"><div id="gutter" data-property="padding-top">g</div>
    <div id="lg" data-property="padding-left">l</div><div id="scrim" data-property="opacity">s</div>
    <div id="card" data-property="box-shadow">c</div><div id="fast" data-property="transition-duration">f</div></div>
    </body></html>
    """

  @Test(arguments: ["media", "class", "attribute", "light-dark"])
  func keptTokensResolveInEveryAppearance(modes: String) throws {
    let configuration = try ExportConfiguration(
      bytes: Array(#"{"format": "themereg.export/1", "css": {"prefix": "acme", "modes": "\#(modes)"}}"#.utf8))
    let source = ExportFixtures.source(SampleThemes.tokens(), configuration: configuration)
    let folder = TemporaryDirectory()
    try FileManager.default.createDirectory(atPath: folder.file("css"), withIntermediateDirectories: true)
    for file in ThemeExporter.files(format: .css, source: source) { folder.write(file.path, file.bytes) }
    let states = Self.states(modes).filter { source.theme.appearances.contains($0.0) }
    let statesJSON = try JSONSerialization.data(withJSONObject: states.map(\.1), options: [.sortedKeys])
    let outcome = PythonTools.run(
      "css_modes.py",
      [folder.write("page.html", Array(Self.tokenPage.utf8)), folder.write("states.json", [UInt8](statesJSON))])
    #expect(outcome.code == 0, "\(outcome.err)")
    let result = try JSONParser.parse(Array(outcome.out.utf8))
    for (appearance, _) in states {
      let shown = result[appearance.rawValue]
      let ink = CSSBrowserTests.css(source.theme.resolve(.named("ink"), in: appearance))
      #expect(shown?["gutter"] == .string("16px"), "\(modes) \(appearance)")
      #expect(shown?["lg"] == .string("24px"), "\(modes) \(appearance)")
      #expect(shown?["scrim"] == .string(appearance == .dark ? "0.6" : "0.32"), "\(modes) \(appearance)")
      #expect(shown?["card"] == .string("\(ink) 0px 2px 6px 0px"), "\(modes) \(appearance)")
      #expect(shown?["fast"] == .string("0.15s"), "\(modes) \(appearance)")
    }
    #expect(result["consoleErrors"] == .array([]))
  }
}
