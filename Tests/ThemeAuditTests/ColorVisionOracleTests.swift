import Foundation
import Testing
import ThemeTestSupport

@testable import ThemeAudit
@testable import ThemeModel

/// The simulation and ΔE2000 against an independent implementation: coloraide's Machado filters
/// and `delta_e(method='2000')` (`Scripts/checks/cvd_oracle.py`), on 500 random pairs.
@Suite(
  "Colour-vision simulation against coloraide", .enabled(if: PythonTools.available, "needs Scripts/test's Python tools")
)
struct ColorVisionOracleTests {
  /// A fixed-seed generator, so a failure names the same colours every run.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test func fiveHundredRandomPairsAgree() throws {
    var random = SplitMix(state: 20_091_201)
    let pairs: [(RGBA, RGBA)] = (0..<500).map { _ in
      let channels = (0..<6).map { _ in Double(Int.random(in: 0...255, using: &random)) / 255 }
      return (
        RGBA(red: channels[0], green: channels[1], blue: channels[2]),
        RGBA(red: channels[3], green: channels[4], blue: channels[5])
      )
    }
    let input = pairs.map { a, b in
      ["a": [a.red, a.green, a.blue], "b": [b.red, b.green, b.blue]]
    }
    let outcome = PythonTools.run(
      "cvd_oracle.py", input: String(decoding: try JSONSerialization.data(withJSONObject: input), as: UTF8.self))
    try #require(outcome.code == 0, "\(outcome.err)")
    let expected = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)) as? [[String: Any]])
    try #require(expected.count == pairs.count)
    var worstChannel = 0.0
    var worstDeltaE = 0.0
    for (index, (a, b)) in pairs.enumerated() {
      let oracle = expected[index]
      worstDeltaE = max(worstDeltaE, abs(ColorDifference.deltaE2000(a, b) - (oracle["deltaE"] as! Double)))
      for vision in Auditor.distinctVisions {
        let simulated = try #require(oracle[vision.rawValue] as? [String: Any])
        let (sa, sb) = (vision.simulate(a), vision.simulate(b))
        for (ours, theirs) in [(sa, simulated["a"]), (sb, simulated["b"])] {
          let channels = try #require(theirs as? [Double])
          for (mine, other) in zip([ours.red, ours.green, ours.blue], channels) {
            worstChannel = max(worstChannel, abs(mine - other))
          }
        }
        worstDeltaE = max(
          worstDeltaE, abs(ColorDifference.deltaE2000(sa, sb) - (simulated["deltaE"] as! Double)))
      }
    }
    // coloraide derives its matrices at full precision; the paper's are printed to six digits.
    #expect(worstChannel < 0.000_5, "largest channel difference \(worstChannel)")
    #expect(worstDeltaE < 0.01, "largest ΔE2000 difference \(worstDeltaE)")
  }
}
