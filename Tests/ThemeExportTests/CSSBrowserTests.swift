import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// The exported CSS as a browser applies it (headless Chromium, `Scripts/checks/css_browser.py`):
/// colours per scheme and contrast preference, the type clamp at a large root font size, the
/// focus outline from the keyboard, and a reduced-motion rule that beats a later app rule.
@Suite(
  "CSS in a real browser",
  .enabled(if: PythonTools.browserAvailable, "needs Scripts/test's Python tools and Debian's chromium"))
struct CSSBrowserTests {
  /// A page as an app would write it: the theme's CSS first, then its own rules, one of which
  /// animates the element the theme says must not move under reduced motion.
  static let page = """
    <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>
    <link rel="stylesheet" href="css/theme.css">
    <style>
    #swatch { background-color: var(--color-outgoing-bubble); }
    #text { font-size: var(--font-body-size); }
    [data-themereg-motion="searchBar"] { animation: spin 1s infinite; transition: opacity 2s; }
    @keyframes spin { to { transform: rotate(360deg); } }
    </style></head><body>
    <div id="swatch">swatch</div><p id="text">Body text</p>
    <div class="themereg-feed"><a id="link" href="#x">a link</a></div>
    <div id="motion" data-themereg-motion="searchBar">moving</div>
    </body></html>
    """

  static func css(_ color: RGBA) -> String {
    let hex = color.hex
    let bytes = stride(from: 1, to: 7, by: 2).map {
      Int(hex[hex.index(hex.startIndex, offsetBy: $0)..<hex.index(hex.startIndex, offsetBy: $0 + 2)], radix: 16)!
    }
    return "rgb(\(bytes[0]), \(bytes[1]), \(bytes[2]))"
  }

  @Test func theBrowserAppliesTheTheme() throws {
    let folder = TemporaryDirectory()
    let source = ExportFixtures.source()
    for file in ThemeExporter.files(format: .css, source: source) {
      try FileManager.default.createDirectory(
        atPath: (folder.file(file.path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      folder.write(file.path, file.bytes)
    }
    let outcome = PythonTools.run("css_browser.py", [folder.write("page.html", Array(Self.page.utf8))])
    #expect(outcome.code == 0, "\(outcome.err)")
    let result = try JSONParser.parse(Array(outcome.out.utf8))
    let theme = source.theme
    for (scheme, appearance) in [
      ("light", Appearance.light), ("dark", .dark), ("light+more", .lightHighContrast),
      ("dark+more", .darkHighContrast),
    ] {
      let expected = Self.css(theme.resolve(.named("outgoingBubble"), in: appearance))
      #expect(result["schemes"]?[scheme]?["swatch"] == .string(expected), "\(scheme)")
      #expect(result["schemes"]?[scheme]?["colorScheme"] == .string("light dark"), "\(scheme)")
    }
    // body: 17 px at a 16 px root, min 15, max 40: 25.5 px at 24 px, capped at 40 at 64 px.
    #expect(result["rootFontSize16"] == .string("17px"))
    #expect(result["rootFontSize24"] == .string("25.5px"))
    #expect(result["rootFontSize64"] == .string("40px"))
    #expect(result["motion"]?["no-preference"]?["animationName"] == .string("spin"))
    #expect(result["motion"]?["reduce"]?["animationName"] == .string("none"))
    #expect(result["motion"]?["reduce"]?["transitionDuration"] == .string("0s"))
    #expect(result["focus"]?["id"] == .string("link"))
    #expect(result["focus"]?["outlineStyle"] == .string("solid") && result["focus"]?["outlineWidth"] == .string("2px"))
    #expect(result["focus"]?["outlineColor"] == .string(Self.css(theme.resolve(.named("focus"), in: .light))))
    #expect(result["consoleErrors"] == .array([]))
  }

  /// The focused link of `page` under the CSS export of `object`, as the browser draws its ring.
  static func focus(_ object: [String: Any], page: String) throws -> JSONValue? {
    let folder = TemporaryDirectory()
    for file in ThemeExporter.files(format: .css, source: ExportFixtures.source(object)) {
      try FileManager.default.createDirectory(
        atPath: (folder.file(file.path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      folder.write(file.path, file.bytes)
    }
    let outcome = PythonTools.run("css_browser.py", [folder.write("page.html", Array(page.utf8))])
    #expect(outcome.code == 0, "\(outcome.err)")
    return try JSONParser.parse(Array(outcome.out.utf8))["focus"]
  }

  @Test func aTwoToneRingDrawsBothBandsAndAComponentsOwnRingWinsInsideIt() throws {
    var object = SampleThemes.setting(
      SampleThemes.rich(), "focusRing.feed", to: ["inner": "#FFFFFF", "outer": "#000000"])
    object = SampleThemes.setting(object, "components.outgoingMessage.focusRing", to: "#FFD60A")
    let feed = try Self.focus(object, page: Self.page)
    #expect(feed?["outlineColor"] == .string("rgb(0, 0, 0)"))
    #expect(feed?["boxShadow"] == .string("rgb(255, 255, 255) 0px 0px 0px 2px"))
    let inside = Self.page.replacingOccurrences(
      of: ##"<a id="link" href="#x">a link</a>"##,
      with: ##"<div data-themereg-component="outgoingMessage"><a id="link" href="#x">a link</a></div>"##)
    #expect(inside != Self.page)
    let component = try Self.focus(object, page: inside)
    #expect(component?["outlineColor"] == .string("rgb(255, 214, 10)"))
    #expect(component?["boxShadow"] == .string("none"))
  }
}
