import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// DTCG import keeps everything: colours and typography become the theme's, every other
/// token and all metadata is kept verbatim and exported again; what cannot be read is refused
/// with its token path.
@Suite("DTCG import without loss")
struct DTCGImportTests {
  static func input(_ text: String, name: String = "tokens.json") -> DTCGImporter.Input {
    DTCGImporter.Input(name: name, bytes: Array(text.utf8))
  }

  static let peer = """
    {
      "$description": "A peer file",
      "color": { "$type": "color",
        "brand": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] }, "$description": "Primary",
                   "$extensions": { "com.figma": { "id": "1:2" } } },
        "text": { "$value": "{color.brand}" },
        "legacy": { "$value": "#ff0000" }
      },
      "size": { "$type": "dimension", "body": { "$value": { "value": 17, "unit": "px" } } },
      "type": { "$type": "typography", "body": { "$value": { "fontFamily": ["Inter", "sans-serif"],
        "fontSize": "{size.body}", "fontWeight": 400, "letterSpacing": { "value": 0.5, "unit": "px" }, "lineHeight": 1.4 } } },
      "motion": { "fast": { "$type": "duration", "$value": { "value": 150, "unit": "ms" } } }
    }
    """

  @Test func everyTokenIsMappedOrKept() throws {
    let (document, report) = try DTCGImporter.importing([Self.input(Self.peer)], name: "peer")
    #expect(report.colors == ["color.brand", "color.text", "color.legacy"])
    #expect(report.typography == ["type.body"])
    #expect(report.kept == ["size.body", "motion.fast"])
    #expect(report.legacy.map(\.path) == ["color.legacy"])
    let kept = try #require(document.json["extensions"]?[DTCGImporter.keptKey])
    #expect(kept["tokens"]?["motion"]?["fast"]?["$value"]?["value"] == .number(150))
    #expect(kept["metadata"]?["color:brand"]?["$description"] == .string("Primary"))
    #expect(document.json["typography"]?["type.body"]?["size"] == .number(17), "the reference is followed")
  }

  @Test func theExportWritesBackWhatWasKept() throws {
    let document = try DTCGImporter.document(from: [Self.input(Self.peer)], name: "peer")
    let tokens = try JSONParser.parse(
      DTCGExporter.files(ExportSource(document: document, version: 1, approved: true))[0].bytes)
    #expect(tokens["motion"]?["fast"]?["$value"]?["unit"] == .string("ms"))
    #expect(tokens["size"]?["$type"] == .string("dimension"))
    #expect(tokens["$description"] == .string("A peer file"))
    #expect(tokens["color"]?["brand"]?["$description"] == .string("Primary"))
    #expect(tokens["color"]?["brand"]?["$extensions"]?["com.figma"]?["id"] == .string("1:2"))
    // The style keeps the path it was imported from.
    let body = try #require(tokens["type"]?["body"]?["$value"])
    #expect(body["fontFamily"] == .array([.string("Inter"), .string("sans-serif")]))
    #expect(body["letterSpacing"]?["value"] == .number(0.5))
    #expect(DTCGFormat.validate(tokens).isEmpty, "\(DTCGFormat.validate(tokens).map(\.description))")
    // …and reading that export gives back the same theme, byte for byte.
    let again = try DTCGImporter.document(
      from: [DTCGImporter.Input(name: "tokens.json", bytes: JSONWriter.bytes(tokens))], name: nil)
    #expect(again.contentHash == document.contentHash)
  }

  @Test(arguments: [
    (
      ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000080"}}}"##,
      "tokens.json: c", "has an alpha channel"
    ),
    (
      ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$note": 1}}"##,
      "tokens.json: c", "$note is not a DTCG token property"
    ),
    (##"{"g": {"$type": "color", "a.b": {"$value": "#fff"}}}"##, "tokens.json: g.a.b", "cannot contain"),
    (##"{"c": {"$type": "color", "$value": "{missing.token}"}}"##, "tokens.json: c", "which is not a token"),
  ])
  func whatCannotBeReadIsRefusedWithItsPath(text: String, path: String, message: String) throws {
    do {
      _ = try DTCGImporter.document(from: [Self.input(text)], name: "t")
      Issue.record("accepted")
    } catch {
      #expect(
        error.issues.contains { $0.path == path && $0.message.contains(message) }, "\(error.issues.map(\.description))")
    }
  }

  @Test func severalFilesMergeInOrderAndModeFilesInheritTheirTypes() throws {
    let base = Self.input(
      ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "#000000"}}}"##, name: "base.json")
    let brand = Self.input(
      ##"{"color": {"fg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}"##, name: "brand.json")
    // The dark file's tokens have no $type of their own: they take the base group's.
    let dark = Self.input(
      ##"{"color": {"bg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"##, name: "brand.dark.json")
    let (document, report) = try DTCGImporter.importing([base, brand, dark], name: "merged")
    let theme = document.theme
    #expect(theme.resolve(.named("fg"), in: .light).hex == "#0000FF", "the later file wins")
    #expect(theme.resolve(.named("bg"), in: .dark).hex == "#000000")
    #expect(theme.resolve(.named("bg"), in: .light).hex == "#FFFFFF")
    #expect(report.legacy.count == 1, "bg is a hex string, an earlier draft's form (fg was overridden)")
  }

  @Test func lossyLeavesOutWhatCannotBeReadAndSaysSo() throws {
    let text = ##"""
      {"color": {"$type": "color",
        "ok": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
        "bad": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000080"}}}}
      """##
    #expect(throws: ThemeValidationError.self) { try DTCGImporter.importing([Self.input(text)], name: "t") }
    let (document, report) = try DTCGImporter.importing([Self.input(text)], name: "t", lossy: true)
    #expect(report.dropped.map(\.path) == ["color.bad"])
    #expect(report.dropped.first?.message.contains("alpha channel") == true)
    #expect(document.theme.colors.map(\.name) == ["ok"])
  }

  @Test func lossyLeavesOutAnAliasOfATokenLeftOutInTurnAndSaysWhy() throws {
    let text = ##"""
      {"color": {"$type": "color",
        "ok": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
        "bad": {"$value": "not a colour"},
        "alias": {"$value": "{color.bad}"},
        "aliasOfAlias": {"$value": "{color.alias}"}}}
      """##
    let (document, report) = try DTCGImporter.importing([Self.input(text)], name: "t", lossy: true)
    #expect(report.dropped.map(\.path) == ["color.bad", "color.alias", "color.aliasOfAlias"])
    #expect(report.dropped[1].message == "references {color.bad}, which is left out (see its own warning)")
    #expect(document.theme.colors.map(\.name) == ["ok"])
  }

  @Test func aHexThatDisagreesWithTheComponentsIsAWarningNamingBoth() throws {
    let text =
      ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00"}}}"##
    let (document, report) = try DTCGImporter.importing([Self.input(text)], name: "t")
    #expect(report.warnings.map(\.path) == ["c"])
    #expect(
      report.warnings.first?.message == "hex #00ff00 disagrees with the components (#FF0000); the components are used")
    #expect(document.theme.resolve(.named("c"), in: .light).hex == "#FF0000")
  }

  /// Hostile shapes cost their length, never the stack: a 5,000-link alias chain, a 5,000-token
  /// alias cycle, a 200-group $extends chain.
  @Test func longChainsAndCyclesAreLinearAndSafe() throws {
    var chain = [JSONMember("t0", .object([JSONMember("$value", .string("#ff0000"))]))]
    for index in 1..<5_000 {
      chain.append(JSONMember("t\(index)", .object([JSONMember("$value", .string("{c.t\(index - 1)}"))])))
    }
    let chained = JSONValue.object([JSONMember("c", .object([JSONMember("$type", .string("color"))] + chain))])
    let (document, _) = try DTCGImporter.importing(
      [DTCGImporter.Input(name: "chain.json", bytes: JSONWriter.bytes(chained))], name: "chain")
    #expect(document.theme.resolve(.named("c.t4999"), in: .light).hex == "#FF0000")
    var cycle: [JSONMember] = [JSONMember("$type", .string("color"))]
    for index in 0..<5_000 {
      cycle.append(JSONMember("t\(index)", .object([JSONMember("$value", .string("{c.t\((index + 1) % 5_000)}"))])))
    }
    #expect(throws: ThemeValidationError.self) {
      try DTCGImporter.importing(
        [DTCGImporter.Input(name: "cycle.json", bytes: JSONWriter.bytes(.object([JSONMember("c", .object(cycle))])))],
        name: "cycle")
    }
    var groups = [JSONMember("g0", .object([JSONMember("$type", .string("color")), chain[0]]))]
    for index in 1..<200 {
      groups.append(JSONMember("g\(index)", .object([JSONMember("$extends", .string("{g\(index - 1)}"))])))
    }
    let issues = DTCGFormat.validate(.object(groups))
    #expect(issues.contains { $0.message.contains("more than 64 groups deep") })
  }

  /// Style Dictionary's basic example: a font size two references away, written as "16px".
  @Test(arguments: [##""16px""##, ##""1rem""##, ##"{"value": 16, "unit": "px"}"##])
  func aFontSizeTwoReferencesAwayKeepsItsValue(size: String) throws {
    let text = """
      {"dimensions": {"$type": "dimension", "4": {"$value": \(size)}},
       "text": {"sizes": {"body": {"$type": "dimension", "$value": "{dimensions.4}"}}},
       "color": {"$type": "color", "bg": {"$value": "#ffffff"}},
       "typography": {"$type": "typography", "body": {"$value": {"fontFamily": "Inter", "fontSize": "{text.sizes.body}",
         "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}}
      """
    let (document, _) = try DTCGImporter.importing(
      [DTCGImporter.Input(name: "t.json", bytes: Array(text.utf8))], name: "t")
    #expect(document.theme.typography.first?.size == 16)
  }

  /// The official negative case names its token and the property it lacks, not only "no colour".
  @Test func theMissingLetterSpacingCaseNamesTheTokenAndTheProperty() throws {
    let url = ExportFixtures.fixtures.appendingPathComponent(
      "dtcg-test-suite/format/negative/typography/typography-missing-letterSpacing.json")
    let error = #expect(throws: ThemeValidationError.self) {
      try DTCGImporter.importing(
        [DTCGImporter.Input(name: "case.json", bytes: Array(try Data(contentsOf: url)))], name: "t")
    }
    #expect(
      error?.issues.contains {
        $0.path.hasSuffix("invalid-typography") && $0.message.contains("without letterSpacing")
      } == true, "\(String(describing: error?.issues))")
  }

  /// Terrazzo's earlier `$extensions.mode` values become appearances, and the report says so.
  @Test func terrazzosLegacyModesAreReadAsAppearances() throws {
    let text = ##"""
      {"color": {"$type": "color",
        "bg": {"$value": "#ffffff", "$extensions": {"mode": {"light": "#ffffff", "dark": "#111111", "dark-hc": "#000000"}}},
        "fg": {"$value": "#222222", "$extensions": {"mode": {"dark": "{color.bg}"}}}}}
      """##
    let (document, report) = try DTCGImporter.importing(
      [DTCGImporter.Input(name: "t.json", bytes: Array(text.utf8))], name: "t")
    let theme = document.theme
    #expect(theme.resolve(.named("bg"), in: .dark).hex == "#111111")
    #expect(theme.resolve(.named("bg"), in: .darkHighContrast).hex == "#000000")
    #expect(theme.colors.first { $0.name == "fg" }?.values[.dark] == .alias("bg"))
    #expect(report.legacy.contains { $0.message.hasPrefix("2 colours with modes under $extensions.mode") })
  }

  /// A reference cycle is named member by member, not "leads back to itself" on each.
  @Test func aReferenceCycleIsNamedAsAChain() {
    let text =
      ##"{"c": {"$type": "color", "a": {"$value": "{c.b}"}, "b": {"$value": "{c.c}"}, "c": {"$value": "{c.a}"}}}"##
    let error = #expect(throws: ThemeValidationError.self) {
      try DTCGImporter.importing([DTCGImporter.Input(name: "t.json", bytes: Array(text.utf8))], name: "t")
    }
    #expect(
      error?.issues.contains { $0.message == "references {c.b}, which leads back in a cycle: c.a → c.b → c.c → c.a" }
        == true, "\(String(describing: error?.issues))")
  }

  /// Found by fuzzing: a group extending a group it is inside recursed until the stack ran out.
  @Test(arguments: [
    ##"{"color": {"$type": "color", "hex": {"$extends": "{color}"}}}"##,
    ##"{"a": {"$type": "color", "x": {"$value": "#fff"}, "b": {"$extends": "{a}"}}}"##,
    ##"{"a": {"$extends": "{b}"}, "b": {"c": {"$extends": "{a}"}}}"##,
  ])
  func groupsThatExtendWhatContainsThemAreRefused(text: String) throws {
    let issues = DTCGFormat.validate(try JSONParser.parse(Array(text.utf8)))
    #expect(!issues.isEmpty)
    #expect(
      issues.contains {
        $0.message.contains("a group it is inside") || $0.message.contains("cycle")
          || $0.message.contains("nest more than")
      },
      "\(issues.map(\.description))")
  }

  /// Found by the fuzz test in CI: groups whose subgroups each extend the next level expand
  /// exponentially (2^24 tokens from 50 lines); the walk stops at 100,000 with a problem.
  @Test func anExponentialExtendsIsStoppedWithAProblem() throws {
    var groups: [JSONMember] = []
    for level in 0..<24 {
      let next = JSONValue.string("{g\(level + 1)}")
      groups.append(
        JSONMember(
          "g\(level)",
          .object([
            JSONMember("x", .object([JSONMember("$extends", next)])),
            JSONMember("y", .object([JSONMember("$extends", next)])),
          ])))
    }
    groups.append(
      JSONMember(
        "g24",
        .object([JSONMember("$type", .string("number")), JSONMember("n", .object([JSONMember("$value", .number(1))]))]))
    )
    let issues = DTCGFormat.validate(.object(groups))
    #expect(
      issues.contains { $0.message.contains("expand to more than 100000") }, "\(issues.prefix(3).map(\.description))")
  }

  @Test func aFileWithoutColoursIsRefusedNamingWhatItHolds() throws {
    do {
      _ = try DTCGImporter.document(
        from: [Self.input(#"{"space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}"#)],
        name: "t")
      Issue.record("accepted")
    } catch {
      #expect(error.issues.first?.message.contains("hold no colour") == true)
      #expect(error.issues.first?.message.contains("space.s") == true)
    }
  }
}

/// Every positive case of the official suite through the importer: it imports (or, holding no
/// colour, is refused with that reason), nothing is dropped, and export → import is stable.
@Suite("DTCG suite through import")
struct DTCGSuiteImportTests {
  @Test(arguments: DTCGConformanceTests.cases.filter(\.positive))
  func positiveCaseImportsWithoutLoss(testCase: DTCGConformanceTests.Case) throws {
    let data = try #require(
      FileManager.default.contents(atPath: DTCGConformanceTests.folder.appendingPathComponent(testCase.input).path))
    let all = DTCGFormat.tokens(try JSONParser.parse([UInt8](data))).tokens.map(\.path)
    do {
      let (document, report) = try DTCGImporter.importing(
        [DTCGImporter.Input(name: "case.json", bytes: [UInt8](data))], name: "case")
      #expect(Set(report.colors + report.typography + report.kept) == Set(all))
      let exported = DTCGExporter.files(ExportSource(document: document, version: 1, approved: true))[0].bytes
      let tree = try JSONParser.parse(exported)
      #expect(DTCGFormat.validate(tree).isEmpty)
      // The same token paths with the same types come back out, and colours the same sRGB value.
      let original = try JSONParser.parse([UInt8](data))
      let before = Dictionary(DTCGFormat.tokens(original).tokens.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
      let after = Dictionary(DTCGFormat.tokens(tree).tokens.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
      for (path, token) in before {
        #expect(after[path]?.type == token.type, "\(path) is not exported as a \(token.type ?? "?")")
        if token.type == "color",
          let written = DTCGImporter.tokens(original, type: "color").first(where: {
            $0.path.joined(separator: ".") == path
          })?.token["$value"]?.objectMembers, let out = after[path]?.definition["$value"]?.objectMembers
        {
          // Both must parse: two failures would otherwise compare equal as nil.
          guard case .success(let before) = ColorLiteral.parse(dtcg: written),
            case .success(let now) = ColorLiteral.parse(dtcg: out)
          else {
            Issue.record("\(path): the colour does not parse on both sides of the round trip")
            continue
          }
          #expect(before.hex == now.hex, "\(path)")
        }
      }
      let again = try DTCGImporter.document(from: [DTCGImporter.Input(name: "tokens.json", bytes: exported)], name: nil)
      #expect(again.contentHash == document.contentHash)
    } catch {
      // Colours in spaces other than sRGB are refused by name until conversion lands (README).
      let unsupported = error.issues.contains {
        $0.message.contains("is not supported yet; convert the colour to \"srgb\"")
      }
      #expect(
        error.issues.first?.message.contains("hold no colour") == true || unsupported,
        "\(error.issues.map(\.description))")
    }
  }
}
