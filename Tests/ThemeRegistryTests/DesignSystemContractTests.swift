import Foundation
import Testing
import ThemeAudit
import ThemeModel
import ThemeTestSupport

@testable import ThemeRegistry

/// Real design systems' contrast contracts, stated once as a policy and pairs, committed into a
/// registry: the stored verdicts must be the design systems' own (fixtures and their sources in
/// Tests/Fixtures/primer and Tests/Fixtures/paste-pairs).
@Suite("Real data: Primer's and Paste's contrast contracts")
struct DesignSystemContractTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures").standardizedFileURL

  static func fixture(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(path)))
  }

  /// The rows of a CSV file with a header (fields may be quoted and hold commas).
  static func csv(_ bytes: [UInt8]) -> [[String: String]] {
    var records: [[String]] = []
    var field = ""
    var record: [String] = []
    var quoted = false
    // Scalars, not Characters: "\r\n" is one Character.
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      switch scalar {
      case "\"": quoted.toggle()
      case "\r" where !quoted: continue
      case "," where !quoted:
        record.append(field)
        field = ""
      case "\n" where !quoted:
        record.append(field)
        records.append(record)
        (field, record) = ("", [])
      default: field.unicodeScalars.append(scalar)
      }
    }
    guard let header = records.first else { return [] }
    return records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
  }

  static let primerThemes: [String: Appearance] = [
    "light": .light, "dark": .dark, "light_high_contrast": .lightHighContrast, "dark_high_contrast": .darkHighContrast,
  ]

  /// Commits `file` and returns its document and the error subjects of the stored run.
  func commitAndAudit(_ file: String) throws -> (ThemeDocument, Set<String>) {
    let folder = TemporaryDirectory()
    let registry = try Registry.open(path: folder.registry(), create: true)
    let bytes = try Self.fixture(file)
    let committed = try registry.commit(bytes: bytes, author: "ds", message: file)
    let stored = try registry.audit(VersionReference(theme: committed.outcome.version.theme, number: 1))
    #expect(stored.isStored)
    #expect(stored.ruleset == "a11y/3")
    let errors = Set(stored.findings.filter { $0.severity == .error }.map(\.subject))
    return (try ThemeDocument(bytes: bytes), errors)
  }

  /// The subject a Primer requirement row is judged under in `theme`.
  static func subject(of row: [String: String], in theme: Theme, appearance: Appearance) throws -> String {
    let base = "\(row["foreground"]!)-on-\(row["background"]!)"
    let candidates = theme.pairs.filter {
      ($0.name == base || $0.name.hasPrefix(base + "@")) && ($0.appearances?.contains(appearance) ?? true)
    }
    let pair = try #require(candidates.count == 1 ? candidates.first : nil, "\(base) in \(appearance)")
    let rule = pair.kind == .nonText ? "contrast.non-text" : "contrast.text"
    let backdrop =
      (pair.backdrops?.count ?? 0) > 1
      ? "@" + (row["composited_on"].flatMap { $0.isEmpty ? nil : $0 } ?? "canvas.default") : ""
    return "\(rule)|pairs.\(pair.name)\(backdrop)|\(appearance.rawValue)"
  }

  @Test(arguments: [("primer/primer.json", 312), ("primer/primer-dark.json", 173)])
  func primerVerdictsMatchPrimersOwnGateRowByRow(file: String, expectedRows: Int) throws {
    let (document, errors) = try commitAndAudit(file)
    let appearances = Set(document.theme.appearances)
    var checked = 0
    var failing = 0
    for row in Self.csv(try Self.fixture("primer/v1-results.csv")) {
      guard let appearance = row["theme"].flatMap({ Self.primerThemes[$0] }), appearances.contains(appearance) else {
        continue
      }
      let subject = try Self.subject(of: row, in: document.theme, appearance: appearance)
      let passes = row["passes"] == "True"
      #expect(errors.contains(subject) == !passes, "\(subject): Primer says \(passes ? "passes" : "fails")")
      checked += 1
      if !passes { failing += 1 }
    }
    #expect(checked == expectedRows)
    #expect(failing > 0)
  }

  @Test func aDarkOnlyThemeAuditsOnlyDarkAppearances() throws {
    let (_, errors) = try commitAndAudit("primer/primer-dark.json")
    #expect(!errors.isEmpty)
    #expect(errors.allSatisfy { $0.hasSuffix("|dark") || $0.hasSuffix("|darkHighContrast") })
  }

  @Test func primersHighContrastContractIsEnforced() throws {
    // 7:1 for text in the high-contrast themes: those rows fail as errors, not as advice.
    let (_, errors) = try commitAndAudit("primer/primer.json")
    let highContrastTextErrors = errors.filter {
      $0.hasPrefix("contrast.text|") && ($0.hasSuffix("|lightHighContrast") || $0.hasSuffix("|darkHighContrast"))
    }
    #expect(highContrastTextErrors.count >= 10)
  }

  @Test func pastesPairingsPassAsPastesGateSays() throws {
    let (document, errors) = try commitAndAudit("paste-pairs/paste-10.15.0.json")
    // 257 text, 190 UI-control and 20 data-visualisation pairings (two pairs each), less the
    // pairings Paste declares twice.
    #expect(document.theme.pairs.count == 455)
    #expect(errors.isEmpty, "\(errors.sorted().prefix(5))")
    // The data-visualisation pairs pass at Paste's 2.25:1 (2:1 dark), not at the default 3:1.
    var stricter = document.theme
    stricter.pairs = stricter.pairs.map { pair in
      var pair = pair
      if pair.description == "data visualisation" { pair.minRatio = nil }
      return pair
    }
    let failing = Auditor().audit(stricter).findings.filter { $0.severity == .error }
    #expect(!failing.isEmpty)
    #expect(failing.allSatisfy { $0.subject.contains("data-visualization") })
  }
}
