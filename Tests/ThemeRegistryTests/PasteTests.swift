import Foundation
import Testing
import ThemeAudit
import ThemeModel
import ThemeTestSupport

@testable import ThemeRegistry
@testable import ThemeStore

/// Twilio Paste's released tokens (Tests/Fixtures/paste, see its SOURCES.md) committed in
/// release order: the audit must agree with Paste's own contrast gate.
@Suite("Real data: Twilio Paste")
struct PasteTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/paste").standardizedFileURL

  struct Release {
    let version: String
    let number: Int
    let gated: Set<String>
    /// Whether the release has a Dark theme (Paste added it in 6.7.0).
    let dark: Bool
  }

  let registry: Registry
  let releases: [Release]
  let directory = TemporaryDirectory()

  init() throws {
    registry = try Registry.open(path: directory.file("paste.db"), create: true)
    let index = try JSONParser.parse([UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("index.json"))))
    var releases: [Release] = []
    for entry in index.arrayElements ?? [] {
      let version = entry["version"]!.stringValue!
      let compressed = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(version + ".json.z")))
      let bytes = try Zlib.decompress(compressed, size: Int(entry["size"]!.numberValue!))
      let result = try registry.commit(bytes: bytes, author: "paste", message: version)
      releases.append(
        Release(
          version: version, number: result.outcome.version.number,
          gated: Set((entry["gated"]?.stringValue ?? "").split(separator: ";").map(String.init)),
          dark: entry["dark"] == .bool(true)))
    }
    self.releases = releases
  }

  func textErrors(_ release: Release, _ appearance: Appearance) throws -> Int {
    try registry.audit(VersionReference(theme: "paste", number: release.number)).findings.count {
      $0.rule == .contrastText && $0.appearance == appearance
    }
  }

  @Test func everyReleaseIsStored() throws {
    #expect(releases.count == 72)
    #expect(releases.first?.version == "4.1.4")
    #expect(releases.map(\.number) == Array(1...72))
    #expect(releases.first { $0.dark }?.version == "6.7.0")
    #expect(try registry.check().isEmpty)
  }

  @Test func gatedThemesPassEveryTextPairing() throws {
    for release in releases {
      if release.gated.contains("Global") { #expect(try textErrors(release, .light) == 0, "\(release.version) light") }
      if release.gated.contains("Dark") { #expect(try textErrors(release, .dark) == 0, "\(release.version) dark") }
    }
    #expect(releases.contains { $0.gated.contains("Dark") })
  }

  @Test func theUngatedDarkThemeFailsBefore710() throws {
    let ungated = releases.filter { $0.dark && !$0.gated.contains("Dark") }
    #expect(ungated.map(\.version).first == "6.7.0")
    #expect(ungated.map(\.version).last == "7.0.0")
    for release in ungated { #expect(try textErrors(release, .dark) > 0, "\(release.version)") }
  }

  @Test func historyShowsTheDarkFailuresFixedIn710() throws {
    let dark = try registry.history(HistoryFilter(theme: "paste", rule: "contrast.text", appearance: .dark))
    let fixedIn = Set(dark.compactMap(\.fixedIn))
    let v710 = try #require(releases.first { $0.version == "7.1.0" }).number
    #expect(dark.allSatisfy { !$0.open })
    #expect(fixedIn.max() == v710)
    #expect(dark.count { $0.fixedIn == v710 } > 40)
    let blame = try registry.blame(
      theme: "paste", key: "contrast.text|components.color-text on color-background-success.text/background|dark")
    #expect(blame.first?.fixed?.message == "7.1.0")
  }
}
