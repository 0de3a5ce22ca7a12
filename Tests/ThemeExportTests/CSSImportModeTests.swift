import Foundation
import Testing
import ThemeExport
import ThemeModel

/// Where real stylesheets keep their themes beyond `:root`: Furo's `body` inside `@media not
/// print`, any design system's mode attribute (`data-mantine-color-scheme`), and modes whose
/// names say no appearance (mkdocs-material's `slate`), which the caller names.
@Suite("CSS import: the theme-level rules of real stylesheets")
struct CSSImportModeTests {
  static let furo = ExportFixtures.fixtures.appendingPathComponent("css/furo-2025.12.19/styles/furo.css")

  func imported(_ css: String, markers: [String: Appearance] = [:]) throws -> (Theme, ImportReport) {
    let (document, report) = try CSSImporter.importing(
      [ImportFile(path: "theme.css", bytes: Array(css.utf8))], name: "t", lossy: false, markers: markers)
    return (document.theme, report)
  }

  func value(_ theme: Theme, _ name: String, _ appearance: Appearance) -> String? {
    guard case .literal(let color, _)? = theme.colors.first(where: { $0.name == name })?.values[appearance] else {
      return nil
    }
    return color.hex
  }

  func hex(_ theme: Theme, _ name: String, _ appearance: Appearance) -> String {
    theme.resolve(.named(name), in: appearance).hex
  }

  @Test func aVarInsideAColourFunctionIsSubstitutedAsTheBrowserDoes() throws {
    let (theme, report) = try imported(
      ":root { --hue: 0deg; --bg: #fff; }\n[data-theme=dark] { --hue: 225deg; --bg: hsla(var(--hue), 15%, 14%, 1); }")
    #expect(hex(theme, "bg", .dark) == "#1E2129")
    #expect(report.converted.map(\.subject) == ["--bg (dark)"])
    #expect(report.converted.first?.message.contains("computed with the value of --hue") == true)
    #expect(report.converted.first?.location.line == 2)
  }

  @Test(arguments: [
    (":root { --r: 255; --c: rgb(var(--r) 0 0); } .dark { --c: rgb(0 var(--r) 0); }", "#FF0000", "#00FF00"),
    (":root { --c: rgb(var(--unset, 255) 0 0); } .dark { --c: #000; }", "#FF0000", "#000000"),
    (":root { --x: 0; --y: var(--x); --c: rgb(var(--y) 128 var(--y)); } .dark { --x: 255; }", "#008000", "#FF80FF"),
  ])
  func substitutedValuesComeFromTheAppearanceOrWhatItInherits(css: String, light: String, dark: String) throws {
    let (theme, _) = try imported(css)
    #expect(hex(theme, "c", .light) == light)
    #expect(hex(theme, "c", .dark) == dark)
  }

  @Test func onlyAnAppearanceThatSetsAPropertyGetsAValueComputedFromIt() throws {
    let (theme, report) = try imported(
      ":root { --x: 0; --c: rgb(var(--x) 0 0); } .dark { --x: 255; } .dark.high-contrast { --other: 1px; }")
    #expect(report.colorsByAppearance == [.light: 1, .dark: 1])
    #expect(theme.colors.first?.values[.darkHighContrast] == nil)
    #expect(hex(theme, "c", .darkHighContrast) == "#FF0000")
    #expect(report.converted.map(\.subject) == ["--c", "--c (dark)"])
  }

  @Test(arguments: [
    ":root { --c: rgb(var(--nothing) 0 0); }", ":root { --a: rgb(var(--b) 0 0); --b: var(--a); }",
  ])
  func aVarThatCannotBeSubstitutedStillRefusesTheColour(css: String) throws {
    let error = #expect(throws: ImportError.self) { try imported(css) }
    guard case .lossy(let notes)? = error else {
      Issue.record("expected a lossy refusal, got \(String(describing: error))")
      return
    }
    #expect(notes.first?.message.contains("var() inside rgb() is computed by the browser") == true, "\(notes)")
  }

  static let jupyterLab = ExportFixtures.fixtures.appendingPathComponent("css/jupyterlab-4.6.6")

  func jupyterLabFiles() throws -> (light: ImportFile, dark: ImportFile) {
    let light = Self.jupyterLab.appendingPathComponent("theme-light-extension/index.css")
    let dark = Self.jupyterLab.appendingPathComponent("theme-dark-extension/index.css")
    return (
      ImportFile(path: "light.css", bytes: Array(try Data(contentsOf: light))),
      ImportFile(path: "dark.css", bytes: Array(try Data(contentsOf: dark)))
    )
  }

  @Test func aStylesheetOfOneAppearanceGivesThatAppearancesValues() throws {
    let (light, dark) = try jupyterLabFiles()
    let (document, report) = try CSSImporter.importing(
      [light], name: "jupyterlab", lossy: true, modeFiles: [(.dark, dark)])
    #expect(report.colorsByAppearance == [.light: 145, .dark: 145])
    #expect(value(document.theme, "jp-layout-color0", .light) == "#FFFFFF")
    #expect(value(document.theme, "jp-layout-color0", .dark) == "#111111")
    // The dark stylesheet's two colours that the light one lacks are what --lossy left out.
    #expect(report.unmapped.map(\.subject) == ["--jp-content-link-hover-color", "--jp-scrollbar-background-color"])
    #expect(report.unmapped.allSatisfy { $0.location.file == "dark.css" })
  }

  @Test func withoutLossyTheColoursOnlyTheDarkStylesheetSetsRefuseTheImport() throws {
    let (light, dark) = try jupyterLabFiles()
    let error = #expect(throws: ImportError.self) {
      try CSSImporter.importing([light], name: "jupyterlab", lossy: false, modeFiles: [(.dark, dark)])
    }
    guard case .lossy(let notes)? = error else {
      Issue.record("expected a lossy refusal, got \(String(describing: error))")
      return
    }
    #expect(notes.count == 2)
    #expect(notes.allSatisfy { $0.message.contains("none in light, which every colour needs") })
  }

  @Test func aModeStylesheetsOwnMarkersStillChooseTheirAppearance() throws {
    let (document, report) = try CSSImporter.importing(
      [ImportFile(path: "a.css", bytes: Array(":root { --c: #fff; }".utf8))], name: "t", lossy: false,
      modeFiles: [
        (.dark, ImportFile(path: "d.css", bytes: Array(":root { --c: #000; } .high-contrast { --c: #222; }".utf8)))
      ])
    #expect(value(document.theme, "c", .dark) == "#000000")
    #expect(value(document.theme, "c", .darkHighContrast) == "#222222")
    #expect(report.colorsByAppearance == [.light: 1, .dark: 1, .darkHighContrast: 1])
  }

  @Test func percentagesAreScaledWithoutRoundingNoise() throws {
    let (document, _) = try CSSImporter.importing(
      [ImportFile(path: "t.css", bytes: Array(":root { --c: hsl(225 15% 14%); --d: lab(54.29% 80 69); }".utf8))],
      name: "t", lossy: false)
    #expect(document.json["colors"]?["c"]?["components"] == .array([.integer(225), .integer(15), .integer(14)]))
    #expect(document.json["colors"]?["d"]?["components"]?.arrayElements?.first == .number(54.29))
  }

  @Test func furosBodyPaletteImportsWithItsDarkValues() throws {
    let bytes = Array(try Data(contentsOf: Self.furo))
    let (document, report) = try CSSImporter.importing(
      [ImportFile(path: "furo.css", bytes: bytes)], name: "furo", lossy: false)
    #expect(report.colorsByAppearance == [.light: 103, .dark: 33])
    #expect(value(document.theme, "color-background-primary", .light) == "#FFFFFF")
    // Set twice, in `body[data-theme=dark]` and in the automatic mode's rule, the same both times.
    #expect(value(document.theme, "color-background-primary", .dark) == "#131416")
    #expect(value(document.theme, "color-brand-primary", .dark) == "#3D94FF")
    #expect(report.unnamedModes.isEmpty)
  }

  @Test(arguments: [
    "body { --c: #fff; } body[data-theme=dark] { --c: #000; }",
    "body { --c: #fff; } @media not print { body[data-theme=dark] { --c: #000; } }",
    "body { --c: #fff; } @media not print { @media (prefers-color-scheme: dark) { body:not([data-theme=light]) { --c: #000; } } }",
    ":root { --c: #fff; } [data-mantine-color-scheme=dark] { --c: #000; }",
    ":root { --c: #fff; } :root[data-theme-mode='dark'] { --c: #000; }",
    ".skip-link, body { --c: #fff; } [data-bs-theme=dark] { --c: #000; }",
  ])
  func lightAndDarkRulesAreRead(css: String) throws {
    let (theme, report) = try imported(css)
    #expect(value(theme, "c", .light) == "#FFFFFF")
    #expect(value(theme, "c", .dark) == "#000000")
    #expect(report.ignored.isEmpty)
  }

  @Test(arguments: [
    ("@media not print and (min-width: 600px) { [data-theme=dark] { --c: #000; } }", "inside @media not print and"),
    ("@media print { [data-theme=dark] { --c: #000; } }", "inside @media print"),
    ("body .sidebar { --c: #000; }", "in the rule \"body .sidebar\""),
    ("body[data-density=compact] { --c: #000; }", "not a theme-level one"),
  ])
  func otherRulesAreListedNotMerged(rule: String, message: String) throws {
    let (theme, report) = try imported(":root { --c: #fff; }\n" + rule)
    #expect(value(theme, "c", .dark) == nil)
    #expect(report.ignored.count == 1)
    #expect(report.ignored.first?.message.contains(message) == true, "\(report.ignored)")
    #expect(report.unnamedModes.isEmpty)
  }

  @Test func aModeWhoseNameSaysNoAppearanceIsListedWithItsName() throws {
    let (theme, report) = try imported(
      ":root { --c: #fff; }\n[data-md-color-scheme=slate] { --c: #000; }\n"
        + "[data-md-color-scheme=\"slate\"] .x { --d: #000; }")
    #expect(value(theme, "c", .dark) == nil)
    #expect(report.unnamedModes == ["slate"])
    #expect(report.ignored.map(\.location.line) == [2, 3])
    #expect(report.ignored.first?.message.contains("whose mode \"slate\" names no appearance") == true)
  }

  @Test func aStylesheetOfUnnamedModesAloneIsRefusedNamingThem() {
    let error = #expect(throws: ImportError.self) { try imported("[data-md-color-scheme=slate] { --c: #000; }") }
    guard case .invalid(let validation)? = error else {
      Issue.record("expected a refusal, got \(String(describing: error))")
      return
    }
    #expect(
      validation.issues.first?.message.hasSuffix(
        "the rules of the modes \"slate\" were not merged, as their names say no appearance") == true,
      "\(validation.issues)")
  }

  @Test(arguments: [
    ("[data-md-color-scheme=slate]", "Slate", Appearance.dark), (".slate", "slate", .dark),
    ("[data-md-color-scheme=dim]", "dim", .lightHighContrast),
  ])
  func aModeTheCallerNamesIsReadAsItsAppearance(selector: String, name: String, appearance: Appearance) throws {
    let (theme, report) = try imported(":root { --c: #fff; }\n\(selector) { --c: #000; }", markers: [name: appearance])
    #expect(value(theme, "c", appearance) == "#000000")
    #expect(report.unnamedModes.isEmpty)
    #expect(report.ignored.isEmpty)
  }
}
