import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// The resolver module: the official suite's resolver cases, the resolver themereg writes (read
/// back by a small resolver of the test's own, appearance by appearance), and resolvers as
/// other tools write them.
@Suite("DTCG resolver")
struct DTCGResolverTests {
  static let folder = ExportFixtures.fixtures.appendingPathComponent("dtcg-test-suite/resolver")

  static let cases: [DTCGConformanceTests.Case] = {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("manifest.json").path),
      let tests = (try? JSONParser.parse([UInt8](data)))?["tests"]?.arrayElements
    else { return [] }
    return tests.compactMap { test in
      guard let id = test["id"]?.stringValue, let input = test["input"]?.stringValue else { return nil }
      return DTCGConformanceTests.Case(
        id: id, positive: test["type"]?.stringValue == "PositiveEvaluationTest", input: input)
    }
  }()

  @Test func theManifestListsEveryCase() {
    #expect(Self.cases.count == 30 && Self.cases.filter(\.positive).count == 10)
  }

  @Test(arguments: cases)
  func caseIsJudgedAsTheSuiteSays(testCase: DTCGConformanceTests.Case) throws {
    let data = try #require(
      FileManager.default.contents(atPath: Self.folder.appendingPathComponent(testCase.input).path))
    let issues = DTCGResolver.validate(try JSONParser.parse([UInt8](data)))
    if testCase.positive {
      #expect(issues.isEmpty, "\(issues.map(\.description))")
    } else {
      #expect(!issues.isEmpty, "accepted")
    }
  }

  /// A resolver in a dozen lines: the base set's file, then the chosen context's files, merged.
  static func resolved(_ files: [String: [UInt8]], context: String) throws -> JSONValue {
    let resolver = try JSONParser.parse(try #require(files["dtcg/theme.resolver.json"]))
    var paths = (resolver["sets"]?["base"]?["sources"]?.arrayElements ?? []).compactMap { $0["$ref"]?.stringValue }
    paths += (resolver["modifiers"]?["appearance"]?["contexts"]?[context]?.arrayElements ?? []).compactMap {
      $0["$ref"]?.stringValue
    }
    var tree = JSONValue.object([])
    for path in paths { tree = DTCGResolver.merge(tree, try JSONParser.parse(try #require(files["dtcg/" + path]))) }
    return tree
  }

  /// The sRGB hex a resolved colour token ends at, following aliases.
  static func hex(_ tree: JSONValue, _ token: String) -> String? {
    var value = tree["color"]?[token]?["$value"]
    var hops = 0
    while case .string(let alias)? = value, hops < 10, let path = Alias.path(alias) {
      value = path.reduce(tree) { $0?[$1] }?["$value"]
      hops += 1
    }
    guard let components = value?["components"]?.arrayElements?.compactMap(\.numberValue), components.count == 3 else {
      return nil
    }
    return RGBA(red: components[0], green: components[1], blue: components[2], alpha: value?["alpha"]?.numberValue ?? 1)
      .hex
  }

  @Test func everyContextGivesTheColoursThemeregAudits() throws {
    let source = ExportFixtures.source()
    let files = Dictionary(uniqueKeysWithValues: DTCGExporter.files(source).map { ($0.path, $0.bytes) })
    let resolver = try JSONParser.parse(try #require(files["dtcg/theme.resolver.json"]))
    #expect(DTCGResolver.validate(resolver).isEmpty, "\(DTCGResolver.validate(resolver).map(\.description))")
    for (path, bytes) in files where path.hasSuffix(".tokens.json") || path == "dtcg/tokens.json" {
      #expect(DTCGFormat.validate(try JSONParser.parse(bytes)).isEmpty, "\(path)")
    }
    let theme = source.theme
    #expect(theme.appearances.count == 4)
    for appearance in theme.appearances {
      let tree = try Self.resolved(files, context: appearance.rawValue)
      for token in theme.colors {
        #expect(
          Self.hex(tree, DTCGExporter.tokenName(token.name)) == theme.resolve(.named(token.name), in: appearance).hex,
          "\(token.name) in \(appearance)")
      }
    }
  }

  static let peerColors = """
    {"color": {"$type": "color",
      "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
      "fg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}
    """
  static func context(_ bg: Double) -> String {
    #"[{"color": {"bg": {"$value": {"colorSpace": "srgb", "components": [\#(bg), \#(bg), \#(bg)]}}}}]"#
  }
  static func resolver(contexts: [String], extra: String = "") -> String {
    let entries = contexts.enumerated().map { "\"\($0.element)\": \(context(Double($0.offset) / 10))" }
    return """
      {"version": "2025.10", "sets": {"base": {"sources": [\(peerColors)]}},
       "modifiers": {"theme": {"contexts": {\(entries.joined(separator: ", "))}, "default": "\(contexts[0])"}\(extra)},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}\(extra.isEmpty ? "" : ", {\"$ref\": \"#/modifiers/brand\"}")]}
      """
  }

  func imported(_ text: String, _ inputs: DTCGResolver.Inputs = .init()) throws(ThemeValidationError) -> ThemeDocument {
    try DTCGImporter.importing(
      [DTCGImporter.Input(name: "theme.resolver.json", bytes: Array(text.utf8))], name: "peer", resolving: inputs
    ).document
  }

  @Test func terrazzoStyleContextsMapToAppearances() throws {
    let document = try imported(Self.resolver(contexts: ["light", "dark", "light-hc", "Dark-HC"]))
    let theme = document.theme
    #expect(theme.appearances == [.light, .dark, .lightHighContrast, .darkHighContrast])
    #expect(theme.resolve(.named("bg"), in: .darkHighContrast).hex == RGBA(red: 0.3, green: 0.3, blue: 0.3).hex)
    #expect(theme.resolve(.named("bg"), in: .lightHighContrast).hex == RGBA(red: 0.2, green: 0.2, blue: 0.2).hex)
  }

  @Test func anUnknownContextIsAnErrorUntilMapped() throws {
    do throws(ThemeValidationError) {
      _ = try imported(Self.resolver(contexts: ["light", "sepia"]))
      Issue.record("accepted")
    } catch {
      #expect(error.issues.first?.message.contains("sepia") == true)
      #expect(error.issues.first?.message.contains("name no appearance; map each to light, dark") == true)
    }
    let document = try imported(Self.resolver(contexts: ["light", "sepia"]), .init(appearances: ["sepia": .dark]))
    #expect(document.theme.appearances == [.light, .dark])
  }

  @Test func anotherModifierWithoutADefaultNeedsAnInput() throws {
    let brand = #", "brand": {"contexts": {"acme": [], "globex": []}}"#
    do throws(ThemeValidationError) {
      _ = try imported(Self.resolver(contexts: ["light", "dark"], extra: brand))
      Issue.record("accepted")
    } catch {
      #expect(
        error.issues.first?.message.contains("choose one of its contexts as the input of \"brand\"") == true,
        "\(error.issues)")
    }
    let document = try imported(
      Self.resolver(contexts: ["light", "dark"], extra: brand), .init(contexts: ["brand": "acme"]))
    #expect(document.theme.appearances == [.light, .dark])
  }

  @Test(
    arguments: [
      ("light", Appearance.light), ("Dark", .dark), ("light-hc", .lightHighContrast),
      ("dark-high-contrast", .darkHighContrast),
      ("high-contrast-light", .lightHighContrast), ("darkHighContrast", .darkHighContrast), ("sepia", nil),
    ] as [(String, Appearance?)])
  func contextNamesMapByTheUsualSpellings(name: String, appearance: Appearance?) {
    #expect(DTCGResolver.appearance(ofContext: name) == appearance)
  }
}
