import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// Committers racing from one base, as separate processes: each lands, merged over the others.
@Suite("Committers racing from one base")
struct ConcurrentMergeTests {
  let cli = CLIRunner()
  /// Colours of the sample theme with a light value of their own, one per committer.
  static let colors = [
    "background", "incomingBubble", "incomingText", "outgoingBubble", "incomingLink", "inputText",
    "inputPlaceholder", "sendTint",
  ]

  /// Starts `themereg commit FILE` against the test's registry; its standard error is kept.
  func launch(_ file: String, message: String) throws -> (Process, Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLIBinary.path)
    process.arguments = ["--db", cli.db, "commit", file, "-m", message]
    process.environment = ["USER": "racer", "PATH": "/usr/bin:/bin"]
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    return (process, errors)
  }

  /// The checked-out file of @1 with the light value of each of `changes` set.
  func checkout(_ name: String, _ changes: [(color: String, value: String)]) throws -> String {
    let path = cli.folder.file(name)
    #expect(cli.run(["checkout", "acme-chat@1", "-o", path]).code == 0)
    var json = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    for change in changes {
      json = ThemeMerge.settling(
        [MergeConflict(path: "colors.\(change.color).light", base: nil, latest: .string(change.value), yours: nil)],
        in: json, by: .latest)
    }
    try Data(JSONWriter.bytes(json, options: .canonical)).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func eightCommittersChangingDifferentColoursAllLand() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.rich()), "-m", "one"]).code == 0)
    let files = try Self.colors.enumerated().map { index, color in
      try checkout("w\(index).json", [(color, String(format: "#%02X%02X%02X", 16 + index, 32, 48))])
    }
    let racers = try files.enumerated().map { index, file in try launch(file, message: "w\(index)") }
    for (process, errors) in racers {
      process.waitUntilExit()
      let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(process.terminationStatus == 0, "\(text)")
    }
    let log = try #require(cli.run(["log", "acme-chat", "--json"]).json?["versions"]?.arrayElements)
    #expect(log.count == 9)
    let latest = try #require(cli.run(["show", "acme-chat"]).json)
    for (index, color) in Self.colors.enumerated() {
      #expect(latest["colors"]?[color]?["light"] == .string(String(format: "#%02X%02X%02X", 16 + index, 32, 48)))
    }
  }

  @Test func twoCommittersChangingOneValueEndAsOneVersionAndOneConflict() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.rich()), "-m", "one"]).code == 0)
    let first = try checkout("a.json", [("sendTint", "#111111")])
    let second = try checkout("b.json", [("sendTint", "#222222")])
    let racers = [try launch(first, message: "a"), try launch(second, message: "b")]
    var codes: [Int32] = []
    var errors = ""
    for (process, pipe) in racers {
      process.waitUntilExit()
      codes.append(process.terminationStatus)
      errors += String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    #expect(codes.sorted() == [0, 1], "\(errors)")
    #expect(errors.contains("colors.sendTint.light: base \"#0B5FFF\""), "\(errors)")
    let log = try #require(cli.run(["log", "acme-chat", "--json"]).json?["versions"]?.arrayElements)
    #expect(log.count == 2)
  }
}
