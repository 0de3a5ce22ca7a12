import Foundation
import Testing
import ThemeModel

@testable import ThemeExport

/// Random DTCG documents and resolvers (groups, `$extends`, `$ref`, aliases, every type, wrong
/// shapes) through the importer: each is imported or refused with problems, never a crash and
/// never a refusal without a problem. `THEMEREG_LONG_TESTS=1` runs 5,000 of each, else 300.
@Suite("DTCG fuzzing")
struct DTCGFuzzTests {
  static let cases = ProcessInfo.processInfo.environment["THEMEREG_LONG_TESTS"] == "1" ? 5_000 : 300

  static let keys = [
    "$value", "$type", "$ref", "$extends", "$root", "$description", "$extensions", "$deprecated", "color", "a", "b",
    "colorSpace", "components", "alpha", "hex", "value", "unit", "fontSize", "fontFamily", "width", "style",
  ]
  static let types = [
    "color", "dimension", "typography", "shadow", "gradient", "border", "number", "strokeStyle", "bogus",
  ]
  static let leaves: [JSONValue] = [
    .number(0), .number(1), .number(-1), .number(2.5), .string("none"), .string("#fff"), .string("#ff000080"),
    .string("{a.b}"), .string("{color.a}"), .string("{}"), .string("{a}"), .bool(true), .null, .string("16px"),
    .string("srgb"), .string("oklch"),
  ]
  static let pointers = ["#/a/$value", "#/color/a/$value/components/0", "#/", "#/a", "#/b/$value/0/color", "x.json"]

  static func value(_ depth: Int, _ rng: inout some RandomNumberGenerator) -> JSONValue {
    let roll = Double.random(in: 0..<1, using: &rng)
    if depth > 4 || roll < 0.2 { return leaves.randomElement(using: &rng)! }
    if roll < 0.35 { return .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in value(depth + 1, &rng) }) }
    if roll < 0.45 { return .object([JSONMember("$ref", .string(pointers.randomElement(using: &rng)!))]) }
    var members: [JSONMember] = []
    for _ in 0..<Int.random(in: 0...5, using: &rng) {
      let key = keys.randomElement(using: &rng)!
      guard !members.contains(where: { $0.key == key }) else { continue }
      switch key {
      case "$type": members.append(JSONMember(key, .string(types.randomElement(using: &rng)!)))
      case "$extends":
        members.append(JSONMember(key, .string(["{a}", "{color}", "{b.a}", "x"].randomElement(using: &rng)!)))
      default: members.append(JSONMember(key, value(depth + 1, &rng)))
      }
    }
    return .object(members)
  }

  @Test func randomDocumentsAreImportedOrRefusedWithAProblem() {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<Self.cases {
      let document = JSONValue.object([
        JSONMember("color", Self.value(1, &rng)), JSONMember("a", Self.value(1, &rng)),
        JSONMember("b", Self.value(1, &rng)),
      ])
      let input = DTCGImporter.Input(name: "fuzz.json", bytes: JSONWriter.bytes(document))
      for lossy in [false, true] {
        do {
          _ = try DTCGImporter.importing([input], name: "fuzz", lossy: lossy)
        } catch {
          #expect(!error.issues.isEmpty, "\(JSONWriter.string(document))")
        }
      }
    }
  }
}
