import Foundation
import Testing
import ThemeExport
import ThemeModel

/// The Tokens Studio importer on the lion example's brand × colour themes and on projects
/// written to break it.
@Suite("Tokens Studio import")
struct TokensStudioImporterTests {
  static let lion = ExportFixtures.fixtures.appendingPathComponent("tokens-studio/lion-example/tokens")

  static func lionProject() throws -> TokensStudioProject {
    let walker = FileManager.default.enumerator(atPath: lion.path)!
    let files = try walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted().map {
      ImportFile(path: $0, bytes: Array(try Data(contentsOf: lion.appendingPathComponent($0))))
    }
    return try TokensStudioProject(files: files, singleFile: false)
  }

  /// One file: a mode group (Light, Dark), a brand group, a source set and an enabled one.
  static let project = ##"""
    {
      "core": {"colors": {"ink": {"value": "#111111", "type": "color"}, "paper": {"value": "#ffffff", "type": "color"},
        "night": {"value": "#000000", "type": "color"}},
        "size": {"base": {"value": "8", "type": "sizing"}}},
      "light": {"bg": {"value": "{colors.paper}", "type": "color"}, "fg": {"value": "{colors.ink}", "type": "color"}},
      "dark": {"bg": {"value": "{colors.night}", "type": "color"}, "fg": {"value": "{colors.paper}", "type": "color"}},
      "acme": {"link": {"value": "{fg}", "type": "color"},
        "overlay": {"value": "{colors.ink}", "type": "color",
          "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5"}}}},
        "gap": {"value": "{size.base} * 2", "type": "spacing"}},
      "$themes": [
        {"name": "Light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
        {"name": "Dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
        {"name": "Acme", "group": "brand", "selectedTokenSets": {"acme": "enabled"}}
      ],
      "$metadata": {"tokenSetOrder": ["core", "light", "dark", "acme"]}
    }
    """##

  func imported(_ text: String, selection: [String: String] = [:], lossy: Bool = false) throws -> (
    ThemeDocument, DTCGImporter.Report
  ) {
    let project = try TokensStudioProject(
      files: [ImportFile(path: "tokens.json", bytes: Array(text.utf8))], singleFile: true)
    return try TokensStudioImporter.importing(project, name: "t", selection: selection, lossy: lossy)
  }

  func hex(_ theme: Theme, _ name: String, _ appearance: Appearance = .light) -> String {
    theme.resolve(.named(name), in: appearance).hex
  }

  @Test(arguments: [("Green", "#38A169"), ("Blue", "#3182CE"), ("Purple", "#805AD5")])
  func eachColourThemeResolvesItsSourceSetsReferences(colorTheme: String, expected: String) throws {
    let (document, report) = try TokensStudioImporter.importing(
      try Self.lionProject(), name: "lion", selection: ["brand": "Business", "color": colorTheme], lossy: false)
    let theme = document.theme
    // Source sets resolve the reference but are not emitted: one colour, a literal.
    #expect(theme.colors.map(\.name) == ["colors.bg.default.color"])
    #expect(hex(theme, "colors.bg.default.color") == expected)
    #expect(
      document.json["extensions"]?[TokensStudioImporter.keptKey]?["tokens"]?["borderRadius.default"]?["value"]
        == .string("0"))
    // The stale tokenSetOrder is said, not silently ignored.
    #expect(report.warnings.map(\.path) == ["$metadata.tokenSetOrder"])
  }

  @Test func theLionExamplesPermutationsAreEveryBrandWithEveryColour() throws {
    let permutations = TokensStudioImporter.permutations(try Self.lionProject())
    #expect(permutations.count == 6)
    #expect(permutations.first == ["brand": "Casual", "color": "Green"])
  }

  @Test func aGroupWithSeveralThemesNeedsAChoice() throws {
    let project = try Self.lionProject()
    #expect {
      _ = try TokensStudioImporter.importing(project, name: "lion", lossy: false)
    } throws: { error in
      guard case .needsChoice(let group, let themes) = error as? TokensStudioImporter.Failure else { return false }
      return group == "brand" && themes == ["Casual", "Business"]
    }
    #expect {
      _ = try TokensStudioImporter.importing(project, name: "lion", selection: ["brand": "Casul"], lossy: false)
    } throws: { error in
      guard case .unknownChoice(_, let theme, let known) = error as? TokensStudioImporter.Failure else { return false }
      return theme == "Casul" && known == ["Casual", "Business"]
    }
  }

  @Test func modeThemesGiveAppearancesAndEmittedReferencesStayAliases() throws {
    let (document, _) = try imported(Self.project)
    let theme = document.theme
    #expect(hex(theme, "bg") == "#FFFFFF")
    #expect(hex(theme, "bg", .dark) == "#000000")
    // {fg} is emitted by the mode set: the alias is kept and follows the appearance.
    #expect(theme.colors.first { $0.name == "link" }?.values[.light] == .alias("fg"))
    #expect(hex(theme, "link", .dark) == "#FFFFFF")
    #expect(hex(theme, "overlay") == "#11111180")
    #expect(
      document.json["extensions"]?[TokensStudioImporter.keptKey]?["tokens"]?["gap"]?["value"] == .string("16"))
  }

  @Test(arguments: [
    (#""value": "{colors.inkk}""#, "{colors.inkk} names no token of the sets; did you mean {colors.ink}?"),
    (#""value": "{link}""#, "the references form a cycle: link → link"),
  ])
  func aReferenceThatCannotResolveIsRefusedNamingTheToken(replacement: String, message: String) throws {
    let broken = Self.project.replacingOccurrences(of: #""value": "{fg}""#, with: replacement)
    let error = #expect(throws: TokensStudioImporter.Failure.self) { try imported(broken) }
    guard case .invalid(let validation)? = error else {
      Issue.record("expected a refusal, got \(String(describing: error))")
      return
    }
    #expect(validation.issues.map(\.path) == ["link"])
    #expect(validation.issues.first?.message == message)
    let (document, report) = try imported(broken, lossy: true)
    #expect(!document.theme.colors.contains { $0.name == "link" })
    #expect(report.dropped.map(\.path) == ["link"])
  }

  @Test func aColourModifierTokensStudioDoesNotHaveIsRefused() {
    let saturate = Self.project.replacingOccurrences(of: #""type": "alpha""#, with: #""type": "saturate""#)
    let error = #expect(throws: TokensStudioImporter.Failure.self) { try imported(saturate) }
    guard case .invalid(let validation)? = error else {
      Issue.record("expected a refusal, got \(String(describing: error))")
      return
    }
    #expect(validation.issues.first?.path == "overlay")
    #expect(
      validation.issues.first?.message == "its colour modifier \"saturate\" is none of lighten, darken, mix, alpha")
  }

  @Test func aThemeNamingASetThatIsNotThereIsRefused() {
    let missing = Self.project.replacingOccurrences(of: #""acme": "enabled""#, with: #""acme/brand": "enabled""#)
    #expect(throws: ThemeValidationError.self) {
      _ = try TokensStudioProject(files: [ImportFile(path: "t.json", bytes: Array(missing.utf8))], singleFile: true)
    }
  }
}
