import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// `themereg import --from style-dictionary`: classic token files and an override per mode.
@Suite("Importing Style Dictionary tokens")
struct StyleDictionaryImportCLITests {
  let cli = CLIRunner()
  static let tokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/style-dictionary/amzn-style-dictionary-v3/examples/complete/tokens/color")
    .standardizedFileURL.path

  @Test func theExampleAndADarkOverrideAreCommittedAsOneTheme() throws {
    #expect(cli.run(["init"]).code == 0)
    let dark = cli.folder.write(
      "dark.json", Array(#"{"color": {"background": {"base": {"value": "{color.base.grey.900.value}"}}}}"#.utf8))
    let files = ["base", "brand", "font", "background", "border", "chart"].map { Self.tokens + "/\($0).json" }
    let outcome = cli.run(
      ["import", "--from", "style-dictionary"] + files + [
        "--mode", "dark=\(dark)", "--name", "complete", "--commit", "-m", "from sd",
      ])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.err.hasPrefix("Mapped 325 colours"), "\(outcome.err)")
    let shown = try #require(cli.run(["show", "complete"]).json)
    #expect(shown["colors"]?["background.base"]?["dark"] == .string("{base.grey.900}"))
    #expect(shown["colors"]?["background.base"]?["light"] == .string("{base.white}"))
  }

  @Test func aModeThatIsNoAppearanceIsAUsageError() {
    let outcome = cli.run([
      "import", "--from", "style-dictionary", Self.tokens + "/base.json", "--mode", "sepia=x.json",
    ])
    #expect(outcome.code == 64)
    #expect(
      outcome.err.contains("'--mode sepia=x.json' needs light|dark|lightHighContrast|darkHighContrast=FILE."),
      "\(outcome.err)")
  }
}

/// `themereg import --from figma`: a Figma Variables response.
@Suite("Importing Figma variables")
struct FigmaImportCLITests {
  let cli = CLIRunner()
  static let spectrum = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent(
      "../Fixtures/figma/adobe-spectrum-design-data/sdk/core/tests/fixtures/figma/s2-web-variables.baseline.json"
    ).standardizedFileURL.path

  @Test func aLibrarysVariableRefusesTheImportUntilLossyAndStoresNothing() throws {
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let refused = cli.run(["import", "--from", "figma", Self.spectrum, "--commit", "-m", "m"])
    #expect(refused.code == 65)
    #expect(
      refused.err.contains("s2-web-variables.baseline.json:25392:17: Alias/content/neutral/default"), "\(refused.err)")
    #expect(cli.snapshot() == before)
    let lossy = cli.run(["import", Self.spectrum, "--lossy", "--name", "spectrum", "--commit", "-m", "from Figma"])
    #expect(lossy.code == 0, "\(lossy.err)")
    #expect(lossy.err.contains("Mapped 1494 colours (1494 light, 747 dark)"), "\(lossy.err)")
    let shown = try #require(cli.run(["show", "spectrum"]).json)
    #expect(shown["colors"]?["colorTheme.blue-100"]?["dark"] == .string("#0E173F"))
  }

  @Test func theFilesOfFigmasDTCGExportAreDetectedAndImportedWithTheirModes() throws {
    #expect(cli.run(["init"]).code == 0)
    let primitives = cli.folder.write(
      "Primitives.Value.json",
      Array(
        ##"{"gray": {"900": {"$type": "color", "$value": "#1A1A1A"}, "50": {"$type": "color", "$value": "#FAFAFA"}}, "$extensions": {"com.figma.modeName": "Value"}}"##
          .utf8))
    var files = [primitives]
    for (mode, target) in [("Light", "900"), ("Dark", "50"), ("Wireframe", "900")] {
      files.append(
        cli.folder.write(
          "Semantic.\(mode).json",
          Array(
            ##"{"text": {"$type": "color", "$value": "{gray.\##(target)}", "$extensions": {"com.figma.variableId": "V:9"}}, "$extensions": {"com.figma.modeName": "\##(mode)"}}"##
              .utf8)))
    }
    let outcome = cli.run(["import"] + files + ["--name", "figma-export", "--commit", "-m", "from Figma's export"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.err.contains("as figma (one mode of Figma's DTCG export"), "\(outcome.err)")
    #expect(outcome.err.contains("not merged  \(files[3]): the mode \"Wireframe\""), "\(outcome.err)")
    let shown = try #require(cli.run(["show", "figma-export"]).json)
    #expect(shown["colors"]?["text"]?["dark"] == .string("{gray.50}"))
  }
}

/// An import option is read by the formats it names, and refused by the others.
@Suite("Import options per format")
struct ImportOptionScopeTests {
  let cli = CLIRunner()

  @Test(arguments: [
    (
      ["--from", "android", "--mode", "dark=d.css"],
      "--mode applies to --from dtcg, style-dictionary, css, not android."
    ),
    (["--from", "css", "--select", "brand=x"], "--select applies to --from tokens-studio, not css."),
    (["--from", "style-dictionary", "--input", "theme=dark"], "--input applies to --from dtcg, not style-dictionary."),
    (
      ["--from", "android", "--appearance", "Dim=dark"],
      "--appearance applies to --from dtcg, figma, tokens-studio, css, not android."
    ),
  ])
  func anOptionTheFormatDoesNotReadIsAUsageErrorAndNothingIsStored(arguments: [String], message: String) {
    #expect(cli.run(["init"]).code == 0)
    let file = cli.folder.write("t.css", Array(":root { --a: #112233; }".utf8))
    let before = cli.snapshot()
    let outcome = cli.run(["import", file] + arguments + ["--commit", "-m", "m"])
    #expect(outcome.code == 64)
    #expect(outcome.err.contains(message), "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }
}
