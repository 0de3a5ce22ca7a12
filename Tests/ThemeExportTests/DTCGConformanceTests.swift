import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// The official DTCG 2025.10 format suite (Tests/Fixtures/dtcg-test-suite, with its manifest):
/// every positive case validates, every negative case is refused with a message naming a path.
@Suite("DTCG 2025.10 format conformance")
struct DTCGConformanceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var id: String
    var positive: Bool
    var input: String
    var testDescription: String { "\(positive ? "+" : "-") \(input)" }
  }

  static let folder = ExportFixtures.fixtures.appendingPathComponent("dtcg-test-suite/format")

  static let cases: [Case] = {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("manifest.json").path),
      let manifest = try? JSONParser.parse([UInt8](data)), let tests = manifest["tests"]?.arrayElements
    else { return [] }
    return tests.compactMap { test in
      guard let id = test["id"]?.stringValue, let input = test["input"]?.stringValue else { return nil }
      return Case(id: id, positive: test["type"]?.stringValue == "PositiveEvaluationTest", input: input)
    }
  }()

  @Test func theManifestListsEveryCase() {
    #expect(Self.cases.count == 220)
    #expect(Self.cases.filter(\.positive).count == 93)
  }

  @Test(arguments: cases)
  func caseIsJudgedAsTheSuiteSays(testCase: Case) throws {
    let data = try #require(
      FileManager.default.contents(atPath: Self.folder.appendingPathComponent(testCase.input).path))
    let document = try JSONParser.parse([UInt8](data))
    let issues = DTCGFormat.validate(document)
    if testCase.positive {
      #expect(issues.isEmpty, "\(issues.map(\.description))")
    } else {
      #expect(!issues.isEmpty, "accepted")
      #expect(issues.allSatisfy { !$0.path.isEmpty }, "\(issues.map(\.description))")
    }
  }
}

extension DTCGConformanceTests {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["DUMP_DTCG"] != nil)) func dump() throws {
    for testCase in Self.cases where !testCase.positive {
      let data = try #require(
        FileManager.default.contents(atPath: Self.folder.appendingPathComponent(testCase.input).path))
      let issues = DTCGFormat.validate(try JSONParser.parse([UInt8](data)))
      print("DUMP \(testCase.input.dropFirst(9)) :: \(issues.first?.description ?? "-")")
    }
  }
}
