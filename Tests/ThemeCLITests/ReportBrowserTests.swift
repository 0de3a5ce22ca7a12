import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// The report as a reader gets it: opened from disk in headless Chromium (Debian's chromium,
/// driven by Playwright; `Scripts/checks/report_browser.py`), checked by axe-core in the light
/// and dark colour schemes, at desktop and phone widths and at 200 % zoom.
@Suite(
  "Report in a real browser",
  .enabled(if: PythonTools.browserAvailable, "needs Scripts/test's Python tools and Debian's chromium"))
struct ReportBrowserTests {
  let cli = CLIRunner()

  /// Opens `pages` (relative to the test folder) and returns the check's findings per page;
  /// screenshots go to `.build/report-screenshots/NAME/`.
  func open(_ pages: [String], screenshots name: String) throws -> [JSONValue] {
    let folder = PythonTools.packageRoot + "/.build/report-screenshots/" + name
    let outcome = PythonTools.run("report_browser.py", ["--screenshots", folder] + pages.map(cli.folder.file))
    #expect(outcome.code == 0, "\(outcome.err)")
    return try #require(try JSONParser.parse(Array(outcome.out.utf8)).arrayElements)
  }

  /// What every page must be: no script ran, nothing was requested, axe-core found nothing,
  /// the screenshots show something, nothing scrolls sideways, focus is visible.
  func expectClean(_ page: JSONValue) {
    let name = page["page"]?.stringValue ?? "?"
    for key in ["consoleErrors", "pageErrors", "requests", "failedRequests", "dialogs"] {
      #expect(page[key] == .array([]), "\(name): \(key) \(page[key].map { JSONWriter.string($0) } ?? "")")
    }
    for scheme in ["light", "dark"] {
      #expect(
        page["axe"]?[scheme] == .array([]),
        "\(name) \(scheme): \(page["axe"]?[scheme].map { JSONWriter.string($0) } ?? "")")
    }
    for width in ["desktop", "phone"] {
      #expect(page["screenshots"]?[width]?["blank"] == .bool(false), "\(name) \(width)")
    }
    for width in ["phone", "zoom200"] {
      #expect((page["screenshots"]?[width]?["overflow"]?.numberValue ?? 1) <= 0, "\(name) scrolls sideways at \(width)")
    }
    #expect(page["focusOutline"]?.stringValue?.hasPrefix("solid") == true, "\(name)")
    #expect(page["scripts"] == .number(0) && page["svgsWithoutTitle"] == .number(0), "\(name)")
    #expect(page["lang"] == .string("en"))
  }

  @Test func theThemeReportIsCleanAndShowsWhatFailsAndTheFix() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.rich(), name: "v1.json"), "-m", "one"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SARIFCodeScanningTests.failing, name: "v2.json"), "-m", "two"]).code == 0)
    #expect(cli.run(["report", "acme-chat", "--compare", "acme-chat@1", "-o", cli.folder.file("r")]).code == 0)
    let pages = try open(["r/index.html", "r/history.html", "r/diff.html"], screenshots: "theme")
    #expect(pages.count == 3)
    pages.forEach(expectClean)
    let index = pages[0]
    // The swatch of a known colour has that computed background.
    let swatch = index["swatches"]?.arrayElements?.first {
      $0["color"] == .string("outgoingBubble") && $0["appearance"] == .string("dark")
    }
    #expect(swatch?["background"] == .string("rgb(76, 141, 255)"))
    // A failing pair shows its ratio and a fail badge.
    let failing = try #require(
      index["failing"]?.arrayElements?.first {
        $0["pair"] == .string("components.outgoingMessage.text/background") && $0["appearance"] == .string("dark")
      })
    #expect(failing["text"]?.stringValue?.contains("3.20:1") == true, "\(failing)")
    #expect(failing["failBadge"] == .bool(true))
    let cell = index["cells"]?.arrayElements?.first {
      $0["pair"] == .string("components.outgoingMessage.text/background") && $0["appearance"] == .string("dark")
    }
    #expect(cell?["badge"]?.stringValue?.hasSuffix("Fail") == true && cell?["ratio"] == .string("3.20:1"))
    // Every colour-vision sample has the colour the published matrix gives.
    let vision = try #require(index["vision"]?.arrayElements)
    #expect(vision.count >= 4 * 10)
    for sample in vision {
      let name = try #require(sample["cvd"]?.stringValue)
      let source = try #require(sample["source"]?.stringValue)
      #expect(sample["fill"] == .string(ColorVisionReference.cssRGB(name, source)), "\(name) \(source)")
    }
    // The comparison draws the changed bubble before and after.
    let before = pages[2]["swatches"]?.arrayElements?.first {
      $0["color"] == .string("outgoingBubble") && $0["appearance"] == .string("dark") && $0["side"] == .string("after")
    }
    #expect(before?["background"] == .string("rgb(76, 141, 255)"))
  }

  @Test func hostileNamesStayTextAndNoScriptRuns() throws {
    let hostile = "<script>alert(1)</script><img src=x onerror=alert(2)>"
    var object = SampleThemes.setting(SampleThemes.rich(), "displayName", to: hostile)
    object = SampleThemes.setting(object, keys: ["colors", "\"><svg onload=alert(3)>"], to: "#123456")
    object = SampleThemes.setting(object, "description", to: "' onfocus='alert(4)' autofocus='")
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(object), "-m", hostile, "--author", hostile]).code == 0)
    #expect(cli.run(["report", "--all", "-o", cli.folder.file("all")]).code == 0)
    let pages = try open(
      ["all/index.html", "all/acme-chat/index.html", "all/acme-chat/history.html"], screenshots: "hostile")
    pages.forEach(expectClean)
    #expect(pages[1]["h1"]?.stringValue?.hasPrefix(hostile) == true)
    #expect(
      pages[1]["swatches"]?.arrayElements?.contains { $0["color"] == .string("\"><svg onload=alert(3)>") } == true)
  }
}
