import Foundation
import Testing
import ThemeModel
import ThemeRegistry
import ThemeTestSupport

/// Processes racing, processes killed mid-commit, and random bad documents.
/// `THEMEREG_LONG_TESTS=1` runs the long variants (8 × 50 commits, 50 kills, 2,000 fuzz cases).
@Suite("Reliability", .serialized)
struct ReliabilityTests {
  static let long = ProcessInfo.processInfo.environment["THEMEREG_LONG_TESTS"] == "1"

  /// The `themereg` binary SwiftPM built next to the test bundle.
  static let binary = CLIBinary.path

  static func launch(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = Pipe()
    try process.run()
    return process
  }

  /// Starts `themereg commit` of round `round`'s theme and kills it with SIGKILL within
  /// `microseconds`: before, during or after the commit.
  static func commitAndKill(
    round: Int, db: String, folder: TemporaryDirectory, within microseconds: UInt32,
    using generator: inout SystemRandomNumberGenerator
  ) throws {
    let file = folder.write(
      "k\(round).json",
      SampleThemes.bytes(
        SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: String(format: "#%06X", round))))
    let process = try launch(["--db", db, "commit", file, "-m", "round \(round)"])
    usleep(UInt32.random(in: 0...microseconds, using: &generator))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  @Test func concurrentWritersLoseNothing() throws {
    let folder = TemporaryDirectory()
    let db = folder.file("r.db")
    _ = try Registry.open(path: db, create: true)
    let writers = 8
    let commits = Self.long ? 50 : 8
    var scripts: [Process] = []
    for writer in 0..<writers {
      // Writers 0–5 share one theme; 6 and 7 have their own.
      let theme = writer < 6 ? "shared" : "own\(writer)"
      var paths: [String] = []
      for index in 0..<commits {
        let color = String(format: "#%02X%02X%02X", writer * 20, index * 3, 7)
        paths.append(
          folder.write("w\(writer)-\(index).json", SampleThemes.bytes(SampleThemes.minimal(name: theme, text: color))))
      }
      let script = paths.map { "'\(Self.binary)' --db '\(db)' commit '\($0)' -m 'w\(writer)' >/dev/null || exit 1" }
        .joined(separator: "\n")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script]
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      scripts.append(process)
    }
    for process in scripts {
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
    }
    let registry = try Registry.open(path: db)
    let shared = try registry.log(theme: "shared").map(\.version.number)
    #expect(shared.sorted() == Array(1...(6 * commits)))
    for writer in 6..<8 {
      #expect(try registry.log(theme: "own\(writer)").count == commits)
    }
    #expect(try registry.check().isEmpty)
  }

  @Test func killedCommitsLeaveNoPartialVersion() throws {
    let folder = TemporaryDirectory()
    let db = folder.file("r.db")
    _ = try Registry.open(path: db, create: true)
    let kills = Self.long ? 50 : 12
    var generator = SystemRandomNumberGenerator()
    var lastVersion = 0
    for round in 0..<kills {
      try Self.commitAndKill(round: round, db: db, folder: folder, within: 20_000, using: &generator)
      let registry = try Registry.open(path: db)
      #expect(try registry.check().isEmpty, "after kill \(round)")
      if try registry.list().isEmpty { continue }
      if let latest = try registry.log(theme: "acme-chat", query: .init(limit: 1)).first {
        #expect(latest.version.number >= lastVersion)
        #expect(latest.audit != nil, "version \(latest.version.number) has no audit run")
        lastVersion = latest.version.number
      }
    }
    // Every version that landed is exactly the document its round committed, never a mix.
    let registry = try Registry.open(path: db)
    for entry in (try? registry.log(theme: "acme-chat")) ?? [] {
      let round = try #require(Int(entry.version.message.dropFirst("round ".count)))
      let written = try ThemeDocument(bytes: try #require(folder.read("k\(round).json")))
      #expect(entry.version.contentHash == written.contentHash, "\(entry.version.message)")
    }
  }

  /// Valid documents broken in exactly one place; every case must be refused with exit 65.
  static func mutations(_ base: [UInt8], seed: Int) -> [(String, [UInt8])] {
    var random = SeededRandom(seed: UInt64(seed))
    let text = String(decoding: base, as: UTF8.self)
    var cases: [(String, [UInt8])] = []
    let cut = Int(random.next() % UInt64(max(base.count - 2, 1))) + 1
    cases.append(("truncated at \(cut)", Array(base.prefix(cut))))
    cases.append(
      ("duplicate key", Array(text.replacingOccurrences(of: "{\"colors\":", with: "{\"colors\":{},\"colors\":").utf8)))
    cases.append(("huge number", Array(text.replacingOccurrences(of: "\"size\":17", with: "\"size\":1e999").utf8)))
    cases.append(("NaN", Array(text.replacingOccurrences(of: "\"size\":17", with: "\"size\":NaN").utf8)))
    cases.append(("wrong type", Array(text.replacingOccurrences(of: "\"size\":17", with: "\"size\":[17]").utf8)))
    cases.append(("deep nesting", Array((String(repeating: "[", count: 500 + Int(random.next() % 5000)) + text).utf8)))
    var invalidUTF8 = base
    invalidUTF8.insert(0xFF, at: base.firstIndex(of: UInt8(ascii: "#"))! + 1)
    cases.append(("invalid UTF-8", invalidUTF8))
    var flipped = base
    let position = Int(random.next() % UInt64(base.count))
    flipped[position] = [UInt8(ascii: "{"), UInt8(ascii: "\""), 0x00, UInt8(ascii: "]")][Int(random.next() % 4)]
    if (try? ThemeDocument(bytes: flipped)) == nil { cases.append(("byte \(position) replaced", flipped)) }
    cases.append(
      (
        "unknown colour",
        Array(text.replacingOccurrences(of: "\"text\":\"incomingText\"", with: "\"text\":\"nope\"").utf8)
      ))
    return cases
  }

  @Test func fuzzedDocumentsAreRefusedWithoutChangingTheRegistry() throws {
    let folder = TemporaryDirectory()
    let registry = try Registry.open(path: folder.file("r.db"), create: true)
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "a", message: "base")
    let base = Array(String(decoding: SampleThemes.bytes(SampleThemes.rich()), as: UTF8.self).utf8)
    let rounds = Self.long ? 250 : 25
    let before = StoreSQL.snapshot(folder.file("r.db"))
    for seed in 0..<rounds {
      for (name, bytes) in Self.mutations(base, seed: seed) {
        // Refused as an invalid document, not as any failure at all.
        #expect("\(name)") {
          _ = try registry.commit(bytes: bytes, author: "fuzz", message: name)
        } throws: { error in
          guard case .invalidDocument(let validation) = error as? RegistryError else { return false }
          return !validation.issues.isEmpty
        }
      }
    }
    #expect(StoreSQL.snapshot(folder.file("r.db")) == before)
    #expect(try registry.log(theme: "acme-chat").count == 1)
    #expect(try registry.check().isEmpty)
  }

  /// A theme whose colours are one alias cycle (78 s to validate before resolution was linear).
  static func aliasCycle(links: Int) -> [UInt8] {
    let colors = (0..<links).map { "\"c\($0)\":\"{c\(($0 + 1) % links)}\"" }.joined(separator: ",")
    return Array("{\"format\":\"themereg.theme/1\",\"name\":\"cycle\",\"colors\":{\(colors)}}".utf8)
  }

  @Test func fuzzCrashersStayFixed() throws {
    // Inputs that once broke a parser of this kind: kept as regression cases.
    let crashers: [[UInt8]] = [
      Array("{\"a\":\"\\ud800\\u0041\"}".utf8), Array("{\"a\":-}".utf8), Array("[".utf8), Array("\"\\u12".utf8),
      [0xEF, 0xBB, 0xBF], Array("{\"colors\":{\"a\":\"{a}\"},\"format\":\"themereg.theme/1\",\"name\":\"x\"}".utf8),
      Array("{\"a\":1e-99999}".utf8), Self.aliasCycle(links: 2_000),
    ]
    for bytes in crashers {
      #expect(throws: ThemeValidationError.self) { try ThemeDocument(bytes: bytes) }
    }
  }
}

/// A small deterministic generator, so a failing fuzz case can be replayed from its seed.
struct SeededRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
  mutating func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }
}
