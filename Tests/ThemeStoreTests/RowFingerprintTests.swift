import Testing
import ThemeModel

@testable import ThemeStore

@Suite("Row fingerprints")
struct RowFingerprintTests {
  static let rows: [[SQLValue]] = [
    [.text("background"), .text("light"), .null, .integer(0xFFFF_FFFF)],
    [.text("background"), .text("dark"), .null, .integer(0x1C1C_1EFF)],
    [.text("link"), .text("light"), .text("{outgoingText}"), .integer(0xFFFF_FFFF)],
  ]

  @Test func aFingerprintIsTheStartOfTheSHA256OfTheRowsEncoding() {
    let digest = SHA256.digest(of: RowEncoding.bytes(of: [Self.rows[0]]))
    let fingerprint = RowFingerprint(of: Self.rows[0])
    let word = { (start: Int) in digest[start..<start + 8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
    #expect(fingerprint == RowFingerprint(high: word(0), low: word(8)))
  }

  @Test func differentRowsHaveDifferentFingerprints() {
    #expect(Set(Self.rows.map(RowFingerprint.init(of:))).count == Self.rows.count)
    // Keys and values are told apart by the encoding, not run together.
    #expect(RowFingerprint(of: [.text("ab"), .text("c")]) != RowFingerprint(of: [.text("a"), .text("bc")]))
  }

  @Test func recordsRoundTripInIDOrder() throws {
    let entries: [(id: Int, fingerprint: RowFingerprint)] = [
      (9, RowFingerprint(of: Self.rows[0])), (3, RowFingerprint(of: Self.rows[1])),
    ]
    let bytes = RowFingerprints.encode(entries)
    #expect(bytes.count == 2 * RowFingerprints.entryBytes)
    #expect(bytes[7] == 3)
    let decoded = try #require(RowFingerprints.decode(bytes))
    #expect(decoded == [entries[0].fingerprint: 9, entries[1].fingerprint: 3])
    #expect(RowFingerprints.decode([]) == [:])
  }

  /// Records a commit must not trust: it reads the rows instead.
  static let malformed: [(String, [UInt8])] = {
    let one = RowFingerprints.encode([(id: 1, fingerprint: RowFingerprint(of: rows[0]))])
    let other = RowFingerprints.encode([(id: 2, fingerprint: RowFingerprint(of: rows[1]))])
    let sameID = RowFingerprints.encode([(id: 1, fingerprint: RowFingerprint(of: rows[1]))])
    let zeroID = RowFingerprints.encode([(id: 0, fingerprint: RowFingerprint(of: rows[1]))])
    let negativeID = RowFingerprints.encode([(id: -5, fingerprint: RowFingerprint(of: rows[1]))])
    return [
      ("a partial entry", Array(one.dropLast())), ("two bytes", [1, 2]),
      ("one fingerprint twice", one + Array(other[..<8]) + Array(one[8...])), ("one id twice", one + sameID),
      ("id zero", zeroID), ("a negative id", negativeID),
    ]
  }()

  @Test(arguments: malformed.indices)
  func malformedRecordsAreNotTrusted(index: Int) {
    #expect(RowFingerprints.decode(Self.malformed[index].1) == nil, "\(Self.malformed[index].0)")
  }

  @Test(arguments: RowChangesTests.cases.indices)
  func fingerprintsFindTheChangesReadingTheRowsFinds(index: Int) {
    let example = RowChangesTests.cases[index]
    let table = RowChangesTests.table
    let read = table.changes(to: example.new) { observe in
      for (id, stored) in example.current { observe(id, stored[...]) }
    }
    let current = Dictionary(uniqueKeysWithValues: example.current.map { (RowFingerprint(of: $0.1), $0.0) })
    let byFingerprint = table.changes(
      to: example.new, fingerprints: example.new.map(RowFingerprint.init(of:)), current: current)
    #expect(byFingerprint.closing == read.closing)
    #expect(byFingerprint.opening == read.opening)
    #expect(byFingerprint.ids == read.ids)
  }

  @Test func aFingerprintRecordMatchingTheRowsIsNoProblem() {
    let current = Self.rows.enumerated().map { (id: $0.offset + 1, stored: $0.element) }
    let recorded = RowFingerprints.encode(current.map { ($0.id, RowFingerprint(of: $0.stored)) })
    #expect(
      IntegrityChecks.fingerprintProblem(theme: "t", latest: 2, table: "colors", recorded: recorded, current: current)
        == nil)
    #expect(
      IntegrityChecks.fingerprintProblem(theme: "t", latest: 2, table: "colors", recorded: nil, current: current)
        == nil)
  }

  @Test(arguments: ["another row's values", "another id", "a row left out"])
  func aFingerprintRecordThatDiffersFromTheRowsIsAProblem(change: String) {
    let current = Self.rows.enumerated().map { (id: $0.offset + 1, stored: $0.element) }
    var entries = current.map { (id: $0.id, fingerprint: RowFingerprint(of: $0.stored)) }
    switch change {
    case "another row's values": entries[0].fingerprint = RowFingerprint(of: [.text("background"), .text("light")])
    case "another id": entries[1].id = 40
    default: entries.removeLast()
    }
    let problem = IntegrityChecks.fingerprintProblem(
      theme: "t", latest: 2, table: "colors", recorded: RowFingerprints.encode(entries), current: current)
    #expect(problem?.description == "t@2: the recorded fingerprints of the current colors rows do not match them")
  }
}
