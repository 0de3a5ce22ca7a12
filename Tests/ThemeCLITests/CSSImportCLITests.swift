import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// `themereg import --from css`: a stylesheet's custom properties in one command.
@Suite("Importing CSS custom properties")
struct CSSImportCLITests {
  let cli = CLIRunner()
  static let pico = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/css/pico-v2/css/pico.css").standardizedFileURL.path

  @Test func picoIsCommittedWithBothSchemesAndTheReportSaysWhatWasNotMerged() throws {
    #expect(cli.run(["init"]).code == 0)
    let outcome = cli.run(["import", "--from", "css", Self.pico, "--commit", "-m", "from pico.css"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.err.contains("Mapped 91 colours (91 light, 91 dark)"), "\(outcome.err)")
    #expect(outcome.err.contains("not merged  \(Self.pico):52:5: --pico-font-size"), "\(outcome.err)")
    #expect(outcome.out.hasPrefix("Imported and committed pico@1"), "\(outcome.out)")
    let shown = try #require(cli.run(["show", "pico"]).json)
    #expect(shown["colors"]?["pico-primary"]?["dark"] == .string("#01aaff"))
  }

  @Test func theJSONReportListsEveryPropertyNotMerged() throws {
    let outcome = cli.run(["import", "--from", "css", Self.pico, "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    let report = try #require(outcome.json?["import"])
    #expect(report["notMerged"]?.arrayElements?.count == 160)
    #expect(report["colors"]?["dark"] == .integer(91))
    #expect(outcome.err.isEmpty)
  }

  @Test func anUnreadableColourRefusesTheImportWithItsLineAndStoresNothing() {
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let path = cli.folder.write(
      "theme.css", Array(":root {\n  --bg: #fff;\n  --fg: color-mix(in hsl, red, blue);\n}\n".utf8))
    let outcome = cli.run(["import", "--from", "css", path, "--commit", "-m", "m"])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("theme.css:3:3: --fg: color-mix() in hsl is not read"), "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func aModeWhoseNameSaysNoAppearanceGetsAHintAndAppearanceNamesIt() throws {
    #expect(cli.run(["init"]).code == 0)
    let path = cli.folder.write(
      "theme.css", Array(":root { --bg: #fff; }\n[data-md-color-scheme=slate] { --bg: #1e2129; }\n".utf8))
    let unnamed = cli.run(["import", "--from", "css", path, "--json"])
    #expect(unnamed.code == 0, "\(unnamed.err)")
    #expect(unnamed.json?["import"]?["unnamedModes"] == .array([.string("slate")]))
    let hinted = cli.run(["import", "--from", "css", path])
    #expect(
      hinted.err.contains("hint: rules choose modes named slate, which say no appearance; --appearance slate=dark"))
    let named = cli.run(["import", "--from", "css", path, "--appearance", "slate=dark", "--commit", "-m", "m"])
    #expect(named.code == 0, "\(named.err)")
    #expect(!named.err.contains("hint:"), "\(named.err)")
    let shown = try #require(cli.run(["show", "theme"]).json)
    #expect(shown["colors"]?["bg"]?["dark"] == .string("#1e2129"))
  }

  static let jupyterLab = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/css/jupyterlab-4.6.6").standardizedFileURL.path

  @Test func aDarkStylesheetOfItsOwnIsReadWithModeAndWhatItAloneSetsRefusesUnlessLossy() throws {
    #expect(cli.run(["init"]).code == 0)
    let light = Self.jupyterLab + "/theme-light-extension/index.css"
    let dark = Self.jupyterLab + "/theme-dark-extension/index.css"
    let arguments = ["import", "--from", "css", light, "--mode", "dark=\(dark)", "--name", "jupyterlab", "--commit"]
    let before = cli.snapshot()
    let refused = cli.run(arguments + ["-m", "m"])
    #expect(refused.code == 65)
    #expect(refused.err.contains("\(dark):1:3587: --jp-content-link-hover-color: has a value only in dark"))
    #expect(cli.snapshot() == before)
    let lossy = cli.run(arguments + ["--lossy", "-m", "m"])
    #expect(lossy.code == 0, "\(lossy.err)")
    #expect(lossy.err.contains("Mapped 145 colours (145 light, 145 dark)"), "\(lossy.err)")
    let shown = try #require(cli.run(["show", "jupyterlab"]).json)
    #expect(shown["colors"]?["jp-layout-color0"]?["dark"] == .string("#111"))
  }

  @Test func malformedCSSIsRefusedWithItsPlace() {
    let path = cli.folder.write("theme.css", Array(":root {\n  --bg: #fff;\n".utf8))
    let outcome = cli.run(["import", "--from", "css", path])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("theme.css:1:7: not well-formed CSS: a \"{\" that is never closed"), "\(outcome.err)")
    #expect(outcome.out.isEmpty)
  }
}

/// `themereg import PATH` without `--from`.
@Suite("Importing without --from")
struct ImportDetectionCLITests {
  let cli = CLIRunner()

  @Test func theFormatIsToldAndSaid() {
    let outcome = cli.run(["import", CSSImportCLITests.pico])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(
      outcome.err.hasPrefix("Reading \(CSSImportCLITests.pico) as css (the .css extension); --from chooses another\n"))
  }

  @Test func aKindThemeregDoesNotReadIsAUsageErrorNamingIt() {
    let path = cli.folder.write(
      "theme.json", Array(##"{"format": "themereg.theme/1", "name": "x", "colors": {}}"##.utf8))
    let outcome = cli.run(["import", path])
    #expect(outcome.code == 64)
    #expect(
      outcome.err.contains("is a themereg theme document already; commit it with `themereg commit"), "\(outcome.err)")
    #expect(outcome.out.isEmpty)
  }
}
