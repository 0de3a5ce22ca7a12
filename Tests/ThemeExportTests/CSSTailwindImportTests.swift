import Testing
import ThemeModel

@testable import ThemeExport

/// A Tailwind 4 stylesheet as a project writes it (`app.css`): its `@theme` variables are the
/// design system's tokens, `@variant dark { … }` sets their dark values, and the shadcn/ui
/// pattern (`:root`/`.dark` variables behind `@theme inline` aliases) keeps its aliases.
@Suite("Tailwind 4 stylesheets")
struct CSSTailwindImportTests {
  func imported(_ css: String) throws -> (theme: Theme, report: ImportReport) {
    let (document, report) = try CSSImporter.importing(
      [ImportFile(path: "app.css", bytes: Array(css.utf8))], name: "t", lossy: false)
    return (document.theme, report)
  }

  func hex(_ theme: Theme, _ name: String, _ appearance: Appearance = .light) -> String {
    theme.resolve(.named(name), in: appearance).hex
  }

  @Test(arguments: ["", "inline", "static", "default", "reference"])
  func aThemeBlocksVariablesAreTheThemesInEveryOption(option: String) throws {
    let (theme, _) = try imported(
      "@import \"tailwindcss\";\n@theme \(option) { --color-brand: #0b5fff; --spacing: 4px; }")
    #expect(theme.colors.map(\.name) == ["color-brand"])
    #expect(hex(theme, "color-brand") == "#0B5FFF")
  }

  @Test func aVariantInsideTheThemeSetsItsAppearance() throws {
    let (theme, _) = try imported(
      """
      @theme {
        --color-ink: #111111;
        @variant dark { --color-ink: #eeeeee; }
        @variant contrast-more { --color-ink: #000000; }
      }
      """)
    #expect(hex(theme, "color-ink") == "#111111")
    #expect(hex(theme, "color-ink", .dark) == "#EEEEEE")
    #expect(hex(theme, "color-ink", .lightHighContrast) == "#000000")
  }

  @Test func aVariantInsideARootRuleSetsItsAppearance() throws {
    let (theme, _) = try imported(":root { --surface: #ffffff; @variant dark { --surface: #121212; } }")
    #expect(hex(theme, "surface", .dark) == "#121212")
  }

  @Test func inlineAliasesOfRootAndDarkVariablesKeepTheirAliases() throws {
    let (theme, _) = try imported(
      """
      :root { --background: oklch(1 0 0); }
      .dark { --background: oklch(0.145 0 0); }
      @theme inline { --color-background: var(--background); }
      """)
    #expect(theme.colors.first { $0.name == "color-background" }?.values[.light] == .alias("background"))
    #expect(hex(theme, "color-background", .dark) == hex(theme, "background", .dark))
  }

  @Test func aVariantThatNamesNoAppearanceIsListedNotMerged() throws {
    let (theme, report) = try imported("@theme { --color-a: #111111; @variant hover { --color-a: #222222; } }")
    #expect(hex(theme, "color-a") == "#111111")
    let note = try #require(report.ignored.first { $0.subject == "@variant hover" })
    #expect(note.message.hasPrefix("names no appearance (the variants read are contrast-more, dark, light)"))
    #expect(note.location.line == 1)
  }

  @Test func aThemeBlockInsideAnAtRuleOfNoAppearanceIsListedNotMerged() throws {
    let (_, report) = try imported(":root { --a: #fff; }\n@media print { @theme { --color-b: #000000; } }")
    #expect(report.ignored.map(\.subject) == ["--color-b"])
    #expect(
      report.ignored.first?.message == "is set inside @theme inside @media print, which is no appearance; not merged")
  }
}
