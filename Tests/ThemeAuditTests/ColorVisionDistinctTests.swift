import Foundation
import Testing
import ThemeTestSupport

@testable import ThemeAudit
@testable import ThemeModel

/// `distinct` sets under simulated colour-vision deficiency (a11y/3, `color.cvd-indistinct`).
@Suite("Distinct colours under colour-vision deficiency")
struct ColorVisionDistinctTests {
  static func theme(_ distinct: [String: Any], policy: [String: Any]? = nil) -> [String: Any] {
    var object: [String: Any] = [
      "format": "themereg.theme/1", "name": "status",
      "colors": [
        "background": "#FFFFFF", "success": "#2DA44E", "danger": "#CF222E", "warning": "#9A6700",
        "info": "#0969DA",
      ],
      "distinct": distinct,
    ]
    if let policy { object["contrast"] = policy }
    return object
  }

  static func findings(_ object: [String: Any]) -> [Finding] {
    Auditor().audit(SampleThemes.theme(object)).findings.filter { $0.rule == .colorCVDIndistinct }
  }

  @Test func greenAndRedThatLookAlikeToADeuteranopeAreReported() throws {
    let found = Self.findings(Self.theme(["status": ["success", "danger"]]))
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.severity == .warning)
    #expect(finding.subject == "color.cvd-indistinct|distinct.status.success/danger|light")
    #expect(finding.path == "distinct.status")
    #expect(finding.required == 10)
    #expect(finding.message.contains("under deuteranopia ("))
    #expect(
      finding.message.hasPrefix(##""success" and "danger" of the distinct set "status" look alike in light mode"##))
    // The simulated colours are in the message, as the simulation gives them.
    let theme = SampleThemes.theme(Self.theme(["status": ["success", "danger"]]))
    let simulated = ColorVision.deuteranopia.simulate(theme.resolvedColors["success"]![.light]!)
    #expect(finding.message.contains(simulated.hex))
  }

  @Test func coloursApartInLightnessAreNot() {
    #expect(Self.findings(Self.theme(["status": ["info", "warning"]])).isEmpty)
  }

  @Test func thePolicysThresholdApplies() {
    #expect(Self.findings(Self.theme(["status": ["info", "warning"]], policy: ["cvdMinDeltaE": 60])).count == 1)
  }

  @Test func everyPairOfASetIsChecked() {
    let found = Self.findings(
      Self.theme(["status": ["success", "danger", "warning", "info"]], policy: ["cvdMinDeltaE": 100]))
    #expect(found.count == 6)
  }

  @Test(arguments: [
    (##"{"status": ["success", "dangr"]}"##, ##"distinct.status[1]: unknown colour "dangr"; did you mean "danger"?"##),
    (##"{"status": ["success"]}"##, "distinct.status: names 1 colour; a set to keep apart needs at least two"),
    (
      ##"{"status": ["success", "success"]}"##,
      ##"distinct.status[1]: "success" is already in the set; name each colour once"##
    ),
    (##"{"status": "success"}"##, "distinct.status: expected an array of colour names, found a string"),
  ])
  func aBadSetIsRefusedWithItsPath(distinct: String, message: String) throws {
    let value = try #require(try JSONSerialization.jsonObject(with: Data(distinct.utf8)) as? [String: Any])
    let issues = ThemeValidationHelper.issues(Self.theme(value))
    #expect(issues.contains(message), "\(issues)")
  }

  @Test(arguments: [0, -1, 101])
  func aThresholdOutsideItsRangeIsRefused(value: Double) {
    let issues = ThemeValidationHelper.issues(
      Self.theme(["status": ["info", "warning"]], policy: ["cvdMinDeltaE": value]))
    #expect(
      issues.contains { $0.hasPrefix("contrast.cvdMinDeltaE: ") && $0.contains("is not a colour difference") },
      "\(issues)")
  }

  /// Sharma, Wu and Dalal (2005), Table 1: L*a*b* pairs and their ΔE2000.
  @Test(arguments: [
    ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
    ([50.0, 3.1571, -77.2803], [50.0, 0.0, -82.7485], 2.8615),
    ([50.0, -1.3802, -84.2814], [50.0, 0.0, -82.7485], 1.0000),
    ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
    ([50.0, 2.5, 0.0], [50.0, 3.2592, 0.3350], 1.0000),
    ([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644),
    ([22.7233, 20.0904, -46.6940], [23.0331, 14.9730, -42.5619], 2.0373),
    ([90.9257, -0.5406, -0.9208], [88.6381, -0.8985, -0.7239], 1.5381),
    ([2.0776, 0.0795, -1.1350], [0.9033, -0.0636, -0.5514], 0.9082),
  ])
  func deltaE2000MatchesSharmasTable(first: [Double], second: [Double], expected: Double) {
    #expect(abs(ColorDifference.deltaE2000(lab: first, second) - expected) < 0.0001)
    #expect(abs(ColorDifference.deltaE2000(lab: second, first) - expected) < 0.0001)
  }
}

/// The validation messages of a document, for suites outside the model's tests.
enum ThemeValidationHelper {
  static func issues(_ object: [String: Any]) -> [String] {
    do {
      _ = try ThemeDocument(bytes: SampleThemes.bytes(object))
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }
}
