import Testing

@testable import ThemeStore

@Suite("Document deltas")
struct DeltaTests {
  static let base = Array((0..<4_000).map { "line \($0) of a theme document\n" }.joined().utf8)

  static func edited(_ change: (inout [UInt8]) -> Void) -> [UInt8] {
    var copy = base
    change(&copy)
    return copy
  }

  static let targets: [(String, [UInt8])] = [
    ("identical", base),
    ("one byte changed", edited { $0[50_000] = UInt8(ascii: "X") }),
    ("inserted at the start", Array("prefix ".utf8) + base),
    ("appended", base + Array("suffix".utf8)),
    ("middle removed", edited { $0.removeSubrange(10_000..<20_000) }),
    ("unrelated", Array(String(repeating: "zq", count: 3_000).utf8)),
    ("empty", []),
  ]

  @Test(arguments: targets)
  func roundTrips(name: String, target: [UInt8]) throws {
    let delta = Delta.encode(target: target, base: Self.base)
    #expect(try Delta.apply(delta, to: Self.base, size: target.count) == target)
  }

  @Test func smallEditsMakeSmallDeltas() throws {
    let target = Self.edited { $0[50_000] = UInt8(ascii: "X") }
    let body = try DocumentCodec.encodeDelta(target, base: Self.base)
    #expect(body.count < 100)
    #expect(try DocumentCodec.decode(body, size: target.count, base: Self.base) == target)
  }

  @Test(arguments: [[UInt8]([7]), [1, 0xFF], [0, 50, 1, 2], [1, 200, 0x80, 5]])
  func damagedDeltasAreErrorsNotCrashes(delta: [UInt8]) {
    #expect(throws: Delta.Failure.self) { try Delta.apply(delta, to: Self.base, size: 10) }
  }
}
