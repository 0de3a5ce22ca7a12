import Foundation
import Testing
import ThemeExport
import ThemeModel

/// The CSS importer on Pico CSS's real stylesheet and on stylesheets written to break it.
@Suite("CSS import")
struct CSSImporterTests {
  static let pico = ExportFixtures.fixtures.appendingPathComponent("css/pico-v2/css/pico.css")

  func imported(_ css: String, lossy: Bool = false) throws -> (Theme, ImportReport) {
    let (document, report) = try CSSImporter.importing(
      [ImportFile(path: "theme.css", bytes: Array(css.utf8))], name: "t", lossy: lossy)
    return (document.theme, report)
  }

  func hex(_ theme: Theme, _ name: String, _ appearance: Appearance = .light) -> String {
    theme.resolve(.named(name), in: appearance).hex
  }

  @Test func picosLightAndDarkSchemesImportWithTheirAliases() throws {
    let bytes = Array(try Data(contentsOf: Self.pico))
    let (document, report) = try CSSImporter.importing(
      [ImportFile(path: "pico.css", bytes: bytes)], name: "pico", lossy: false)
    let theme = document.theme
    #expect(theme.colors.count == 91)
    #expect(report.colorsByAppearance == [.light: 91, .dark: 91])
    #expect(hex(theme, "pico-background-color") == "#FFFFFF")
    // rgb(19, 22.5, 30.5) in both the dark media query and [data-theme=dark].
    #expect(hex(theme, "pico-background-color", .dark) == "#13171F")
    // A value with alpha: rgba(2, 154, 232, 0.25).
    #expect(hex(theme, "pico-text-selection-color") == "#029AE840")
    // var() stays an alias.
    let border = try #require(theme.colors.first { $0.name == "pico-primary-border" })
    #expect(border.values[.light] == .alias("pico-primary-background"))
    // Component rules' own custom properties are listed with their lines, never merged.
    #expect(report.ignored.contains { $0.subject == "--pico-form-element-focus-color" && $0.location.line > 300 })
    #expect(
      report.kept.contains {
        $0.subject == "--pico-box-shadow" && $0.message.contains("holds a colour")
      })
    #expect(report.unmapped.isEmpty)
  }

  @Test(arguments: [
    ("#0af", "#00AAFF"), ("#0af8", "#00AAFF88"), ("#00aaff80", "#00AAFF80"), ("rgb(255 0 0 / 50%)", "#FF000080"),
    ("rgba(255, 0, 0, .5)", "#FF000080"), ("rgb(100% 0% 0%)", "#FF0000"), ("hsl(120 100% 25%)", "#008000"),
    ("hsl(120deg, 100%, 25%)", "#008000"), ("hsla(0.5turn 100% 50% / 1)", "#00FFFF"), ("hwb(0 0% 0%)", "#FF0000"),
    ("lab(54.29% 80.82 69.89)", "#FF0000"), ("lch(54.29 106.84 40.85)", "#FF0000"),
    ("oklab(0.628 0.2249 0.1258)", "#FF0000"), ("oklch(62.8% 0.2577 29.23deg)", "#FF0000"),
    ("color(srgb 0 0.5 1)", "#0080FF"), ("color(display-p3 0 0 1 / 0.5)", "#0000FF80"),
    ("rebeccapurple", "#663399"), ("transparent", "#00000000"), ("RED", "#FF0000"),
    ("light-dark(#fff, #000)", "#FFFFFF"),
  ])
  func everyCSSColor4SyntaxIsRead(value: String, expected: String) throws {
    let (theme, report) = try imported(":root { --c: \(value); }")
    #expect(hex(theme, "c") == expected)
    #expect(report.unmapped.isEmpty)
  }

  @Test(arguments: [
    ("[data-theme=\"dark\"] { --c: #000; }", Appearance.dark),
    (".dark { --c: #000; }", .dark), (".theme-dark { --c: #000; }", .dark), ("html.dark-mode { --c: #000; }", .dark),
    (":root[data-theme='dark'] { --c: #000; }", .dark), (":host(.dark) { --c: #000; }", .dark),
    ("@media (prefers-color-scheme: dark) { :root:not([data-theme]) { --c: #000; } }", .dark),
    ("@media (prefers-contrast: more) { :root { --c: #000; } }", .lightHighContrast),
    ("@media (prefers-color-scheme: dark) and (prefers-contrast: more) { :root { --c: #000; } }", .darkHighContrast),
    ("@media (prefers-color-scheme: dark) { [data-contrast=more] { --c: #000; } }", .darkHighContrast),
    ("@supports (color: oklch(0 0 0)) { .dark { --c: #000; } }", .dark),
  ])
  func modeSelectorsAndQueriesMapToAppearances(rule: String, appearance: Appearance) throws {
    let (theme, report) = try imported(":root { --c: #fff; }\n" + rule)
    #expect(hex(theme, "c") == "#FFFFFF")
    #expect(hex(theme, "c", appearance) == "#000000")
    #expect(report.colorsByAppearance[appearance] == 1)
  }

  @Test func lightDarkGivesBothAppearancesUnlessADarkRuleSetsItsOwn() throws {
    let (theme, _) = try imported(
      ":root { --a: light-dark(#fff, #111); --b: light-dark(#fff, #111); } .dark { --b: #222; }")
    #expect(hex(theme, "a", .dark) == "#111111")
    #expect(hex(theme, "b", .dark) == "#222222")
  }

  @Test func aVarWithAFallbackUsesItOnlyWhenTheTargetIsMissing() throws {
    let (theme, _) = try imported(":root { --brand: #f00; --a: var(--brand, #00f); --b: var(--elsewhere, #0f0); }")
    #expect(theme.colors.first { $0.name == "a" }?.values[.light] == .alias("brand"))
    #expect(hex(theme, "b") == "#00FF00")
  }

  @Test(arguments: [
    (":root { --c: currentcolor; }", "currentcolor is the element's own text colour"),
    (":root { --c: color-mix(in hsl, red, blue); }", "color-mix() in hsl is not read (it reads display-p3, lab,"),
    (":root { --c: color-mix(in srgb, red 0%, blue 0%); }", "color-mix() with both percentages 0% has no colour"),
    (":root { --c: color-mix(in srgb, red 120%, blue); }", "color-mix() takes percentages from 0% to 100%, not 120%"),
    (":root { --c: color-mix(in srgb, red, 10px); }", "color-mix() holds something that is not a colour"),
    (":root { --c: color-mix(in oklab increasing hue, red, blue); }", "color-mix()'s hue method is one of"),
    (":root { --c: color-mix(red, blue); }", "color-mix() needs an interpolation method and two colours"),
    (":root { --c: color-mix(in srgb, var(--nope), blue); }", "color-mix() of var(--nope) needs --nope to be"),
    (":root { --c: rgb(from red r g b / 50%); }", "relative colour syntax"),
    (":root { --c: rgb(calc(255) 0 0); }", "calc() inside rgb() is computed by the browser"),
    (":root { --c: Canvas; }", "Canvas is a system colour"),
    (":root { --c: lab(50 20 30 / 0.5 0.5); }", "lab() is not written as CSS Color 4 reads it"),
    (
      ":root { --brand: #f00; --c: var(--brnad); }",
      "var(--brnad) names no custom property of the stylesheets read; did you mean --brand?"
    ),
    (".dark { --c: #000; }", "none in light, which every colour needs"),
  ])
  func aColourATHemeCannotHoldRefusesTheImportWithItsLine(css: String, message: String) throws {
    let error = #expect(throws: ImportError.self) { try imported(css) }
    guard case .lossy(let notes)? = error, let note = notes.first else {
      Issue.record("expected a lossy refusal, got \(String(describing: error))")
      return
    }
    #expect(note.message.contains(message), "\(note.message)")
    #expect(note.location.file == "theme.css" && note.location.line == 1)
  }

  @Test func lossyLeavesOutWhatCannotBeKeptAndSaysSo() throws {
    let (theme, report) = try imported(":root { --ok: #fff; --c: currentcolor; --d: var(--c); }", lossy: true)
    #expect(theme.colors.map(\.name) == ["ok"])
    #expect(report.unmapped.map(\.subject) == ["--c", "--d"])
  }

  @Test func componentRulesAndBreakpointsAreListedNotMerged() throws {
    let (theme, report) = try imported(
      ":root { --c: #fff; }\n.button { --c: #000; }\n@media (min-width: 600px) { :root { --c: #111; } }")
    #expect(hex(theme, "c") == "#FFFFFF")
    #expect(report.ignored.map(\.location.line) == [2, 3])
    #expect(report.ignored[1].message.contains("@media (min-width: 600px)"))
  }

  @Test func otherCustomPropertiesAreKeptAsWritten() throws {
    let (document, report) = try CSSImporter.importing(
      [ImportFile(path: "a.css", bytes: Array(":root { --c: #fff; --space: 1rem !important; }".utf8))], name: "t",
      lossy: false)
    #expect(document.json["extensions"]?[CSSImporter.keptKey]?["properties"]?["--space"] == .string("1rem"))
    #expect(report.kept.map(\.subject) == ["--space"])
  }

  @Test(arguments: [
    (":root { --c: #fff;", "theme.css:1:7: not well-formed CSS: a \"{\" that is never closed"),
    (":root { --c: \"open\n; }", "theme.css:1:14: not well-formed CSS: a string that ends at a line break"),
  ])
  func malformedCSSIsRefusedWithItsPlace(css: String, issue: String) {
    let error = #expect(throws: ImportError.self) { try imported(css) }
    guard case .invalid(let validation)? = error else {
      Issue.record("expected an invalid stylesheet, got \(String(describing: error))")
      return
    }
    #expect(validation.issues.map { "\($0.path): \($0.message)" } == [issue])
  }

  @Test func aStylesheetWithoutThemeColoursIsRefused() {
    let error = #expect(throws: ImportError.self) { try imported(".card { --c: #fff; } :root { --space: 1rem; }") }
    guard case .invalid(let validation)? = error else {
      Issue.record("expected a refusal, got \(String(describing: error))")
      return
    }
    #expect(validation.issues.first?.message.contains("set no colour custom property") == true)
  }
}
