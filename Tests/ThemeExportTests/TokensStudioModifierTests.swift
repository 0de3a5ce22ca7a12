import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// Tokens Studio's colour modifiers as themereg computes them, against the same algorithms
/// (its sd-transforms package's) on coloraide (`Scripts/checks/tokens_studio_modifiers.py`), a
/// colour library that follows colorjs, on which Tokens Studio computes them.
@Suite("Tokens Studio colour modifiers")
struct TokensStudioModifierTests {
  /// A translucent base tells a premultiplied mix from Tokens Studio's, which is not.
  static let bases = ["#0b5fff", "#e11d48", "#808080", "#ffcc00", "#14532d", "rgba(225, 29, 72, 0.5)"]

  static var cases: [[String: Any]] {
    var cases: [[String: Any]] = []
    for base in bases {
      for space in ["srgb", "p3", "lch", "hsl"] {
        for kind in ["lighten", "darken"] {
          for amount in ["0.2", "0.6"] {
            cases.append(["base": base, "modify": ["type": kind, "value": amount, "space": space]])
          }
        }
        for other in ["#ffffff", "#000000", "#00aa55"] {
          cases.append(["base": base, "modify": ["type": "mix", "value": 0.3, "space": space, "color": other]])
        }
      }
      cases.append(["base": base, "modify": ["type": "alpha", "value": "0.4", "space": "srgb"]])
    }
    return cases
  }

  static func modifier(_ entry: [String: Any]) throws -> JSONValue {
    try JSONParser.parse([UInt8](JSONSerialization.data(withJSONObject: entry["modify"]!, options: [.sortedKeys])))
  }

  @Test(.enabled(if: PythonTools.available, "needs Scripts/test's Python tools"))
  func everyModifierGivesTheColourTokensStudiosAlgorithmGives() throws {
    let cases = Self.cases
    let input = String(
      decoding: try JSONSerialization.data(withJSONObject: cases, options: [.sortedKeys]), as: UTF8.self)
    let outcome = PythonTools.run("tokens_studio_modifiers.py", input: input)
    try #require(outcome.code == 0, "\(outcome.err)")
    let expected = try #require(try JSONParser.parse(Array(outcome.out.utf8)).arrayElements)
    try #require(expected.count == cases.count)
    for (entry, oracle) in zip(cases, expected) {
      let base = try #require(entry["base"] as? String)
      let value = try TokensStudioImporter.modified(
        .string(base), by: Self.modifier(entry), resolving: { .success($0) }
      )
      .get()
      let members = try #require(value.objectMembers)
      let color = try ColorLiteral.parseDTCG(members).get().color
      let ours = [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
      let channels = oracle["srgb"]?.arrayElements ?? []
      let srgb = channels.compactMap { $0.numberValue }
      try #require(srgb.count == 3)
      let theirs = (srgb + [oracle["alpha"]?.numberValue ?? -1]).map { Int(($0 * 255).rounded()) }
      #expect(
        zip(ours, theirs).allSatisfy { abs($0 - $1) <= 1 }, "\(entry): \(ours) where Tokens Studio's is \(theirs)")
    }
  }

  @Test func aModifiedReferenceIsAColourOfItsOwnNotAnAlias() throws {
    let project = ##"""
      {"global": {"brand": {"value": "#0b5fff", "type": "color"},
        "brandHover": {"value": "{brand}", "type": "color",
          "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.2", "space": "srgb"}}}}},
       "$themes": [], "$metadata": {"tokenSetOrder": ["global"]}}
      """##
    let (document, _) = try TokensStudioImporter.importing(
      try TokensStudioProject(files: [ImportFile(path: "tokens.json", bytes: Array(project.utf8))], singleFile: true),
      name: "t", selection: [:], lossy: false)
    let hover = try #require(document.theme.colors.first { $0.name == "brandHover" })
    #expect(hover.values[.light] != .alias("brand"))
    // #0b5fff darkened by 20% in sRGB: each channel times 0.8.
    #expect(document.theme.resolve(.named("brandHover"), in: .light).hex == "#094CCC")
  }

  @Test func aModifierOfAModifiedColourCompounds() throws {
    let project = ##"""
      {"global": {"brand": {"value": "#0b5fff", "type": "color"},
        "hover": {"value": "{brand}", "type": "color",
          "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.2", "space": "srgb"}}}},
        "active": {"value": "{hover}", "type": "color",
          "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.2", "space": "srgb"}}}},
        "ring": {"value": "{hover}", "type": "color"}},
       "$themes": [], "$metadata": {"tokenSetOrder": ["global"]}}
      """##
    let (document, _) = try TokensStudioImporter.importing(
      try TokensStudioProject(files: [ImportFile(path: "tokens.json", bytes: Array(project.utf8))], singleFile: true),
      name: "t", selection: [:], lossy: false)
    // Each channel of #0b5fff times 0.8, then 0.8 again; a plain reference stays an alias.
    #expect(document.theme.resolve(.named("active"), in: .light).hex == "#073DA3")
    #expect(document.theme.colors.first { $0.name == "ring" }?.values[.light] == .alias("hover"))
  }

  @Test(arguments: [
    (#"{"type": "lighten", "value": "1.5", "space": "srgb"}"#, "the lighten modifier needs a value from 0 to 1"),
    (#"{"type": "darken", "value": "0.2", "space": "oklab"}"#, "the darken modifier's space \"oklab\" is none of"),
    (#"{"type": "mix", "value": "0.2", "space": "srgb"}"#, "the mix modifier needs a colour to mix with"),
  ])
  func aModifierThatSaysNoColourIsRefused(modify: String, message: String) throws {
    let result = TokensStudioImporter.modified(
      .string("#0b5fff"), by: try JSONParser.parse(Array(modify.utf8)), resolving: { .success($0) })
    guard case .failure(let problem) = result else {
      Issue.record("expected a refusal, got \(result)")
      return
    }
    #expect(problem.message.hasPrefix(message), "\(problem.message)")
  }
}
