import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// Stored sizes and counters are not trusted: a size past the document limit or a counter that
/// names no version is damage, refused (74) before anything is allocated for it, and `check`
/// reports it instead of crashing. Runs on both backends.
@Suite("Tampered stored sizes and counters")
struct StoredSizeTamperTests {
  let cli = CLIRunner()

  init() {
    cli.run(["init"])
    cli.run(["commit", cli.themeFile(SampleThemes.minimal(), name: "a.json"), "-m", "one"])
    cli.run(["commit", cli.themeFile(SampleThemes.minimal(text: "#111111"), name: "b.json"), "-m", "two"])
  }

  /// Whether this backend's column can hold `value` at all (PostgreSQL's are 32-bit integers,
  /// so it refuses larger values itself).
  func storable(_ value: String) -> Bool {
    RegistryBackend.current == .sqlite || (Int64(value).map { $0 <= Int64(Int32.max) } ?? false)
  }

  @Test(arguments: ["5000000000", "9000000000000000000", "2147483647", "8388609"])
  func aDocumentSizeBeyondTheLimitIsRefused(size: String) throws {
    guard storable(size) else { return }
    try cli.tamper("UPDATE documents SET byte_count = \(size)")
    for command in [
      ["show", "mini@2"], ["show", "mini@1"], ["diff", "mini@1", "mini@2"], ["audit", "--rerun", "--all"],
    ] {
      let outcome = cli.run(command)
      #expect(outcome.code == 74, "\(command): \(outcome.err)")
      #expect(
        outcome.err.contains("its stored size is \(size) bytes, outside what a document may be"), "\(outcome.err)")
    }
    let show = cli.run(["show", "mini@2"])
    #expect(show.err.contains("the document of mini@2"), "\(show.err)")
    let check = cli.run(["check"])
    #expect(check.code == 74)
    #expect(check.err.contains("its stored size is \(size) bytes"), "\(check.err)")
  }

  @Test func aDeltaWhoseLengthPrefixIsHugeIsRefused() throws {
    // The older document is a delta: its length prefix (a varint) claims 2^62 bytes.
    try cli.tamper(
      RegistryBackend.current == .postgres
        ? "UPDATE documents SET body = decode('80808080808080808040', 'hex') || substring(body from 2) WHERE base_id IS NOT NULL"
        : "UPDATE documents SET body = CAST(X'80808080808080808040' || substr(body, 2) AS BLOB) WHERE base_id IS NOT NULL"
    )
    let outcome = cli.run(["show", "mini@1"])
    #expect(outcome.code == 74, "\(outcome.err)")
    #expect(outcome.err.contains("the document of mini@1"), "\(outcome.err)")
  }

  @Test(arguments: ["9223372036854775807", "0", "7"])
  func aLatestVersionCounterThatNamesNoVersionIsRefused(value: String) throws {
    guard storable(value) else { return }
    try cli.tamper("UPDATE themes SET latest_version = \(value)")
    let before = cli.snapshot()
    let commit = cli.run(["commit", cli.themeFile(SampleThemes.minimal(text: "#222222"), name: "c.json"), "-m", "3"])
    #expect(commit.code == 74, "\(commit.err)")
    #expect(commit.err.contains("the stored latest_version of mini is \(value), which names no stored version"))
    #expect(cli.snapshot() == before)
    let list = cli.run(["list"])
    #expect(list.code == 74)
    #expect(!list.out.contains("No themes yet"))
    #expect(cli.run(["check"]).code == 74)
  }
}
