import Foundation
import Testing
import ThemeModel
import ThemeSQLite
import ThemeStore
import ThemeTestSupport

/// A stored document edited behind themereg's back (here: v1's compressed body replaced by a
/// valid document with one colour changed) never leaves the registry.
@Suite("Tampered documents")
struct TamperedDocumentTests {
  let cli = CLIRunner()

  /// Commits mini@1 and mini@2, then forges mini@1's stored body; returns v1's recorded hash.
  func forgeFirstVersion() throws -> String { try forgeVersion(1) }

  /// Commits mini@1 and mini@2, then forges the stored body of mini@`number`; returns its
  /// recorded hash.
  func forgeVersion(_ number: Int) throws -> String {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.minimal()), "-m", "one", "--author", "ann"]).code == 0)
    #expect(
      cli.run(["commit", cli.themeFile(SampleThemes.minimal(text: "#222222")), "-m", "two", "--author", "ann"]).code
        == 0)
    // The forged bytes: the same theme with another text colour, compressed as themereg does.
    let scratch = TemporaryDirectory()
    let forger = try SQLiteStore.open(path: scratch.file("f.db"), create: true, now: "t")
    let forged = try ThemeDocument(bytes: SampleThemes.bytes(SampleThemes.minimal(text: "#111111")))
    _ = try forger.commit(
      PreparedCommit(document: forged, author: "x", message: "x", createdAt: "2026-11-30T10:00:00.000Z", audit: nil))
    let row = try #require(StoreSQL.rows(forger, "SELECT hex(body), byte_count FROM documents").first)
    let (hex, size) = (try #require(row[0]), try #require(row[1]))
    let store = try StoreSQL.open(cli.db, create: false, now: "t")
    let hash = try #require(try store.version(theme: "mini", number: number)?.contentHash.description)
    let body = RegistryBackend.current == .postgres ? "decode('\(hex)', 'hex')" : "X'\(hex)'"
    try StoreSQL.execute(
      store,
      """
      UPDATE documents SET base_id = NULL, body = \(body), byte_count = \(size)
      WHERE content_hash = \(StoreSQL.hashLiteral(hash))
      """)
    return hash
  }

  static let readsOfVersionOne: [[String]] = [
    ["show", "mini@1"], ["audit", "mini@1"], ["diff", "mini@1", "mini@2"],
    ["approve", "mini@1", "--by", "bob"], ["export", "mini@1", "--format", "bundle", "-o", "OUT", "--unapproved"],
    ["export", "mini@1", "--format", "css", "-o", "OUT", "--unapproved"], ["migrate-to", "COPY"],
  ]

  @Test(arguments: readsOfVersionOne)
  func everyReadRefusesIt(command: [String]) throws {
    _ = try forgeFirstVersion()
    let before = try #require(cli.snapshot())
    let out = cli.folder.file("out")
    let copy = cli.folder.file("copy.db")
    let outcome = cli.run(command.map { $0 == "OUT" ? out : $0 == "COPY" ? copy : $0 })
    #expect(outcome.code == 74)
    #expect(outcome.err.contains("the stored document of mini@1 is damaged"))
    #expect(outcome.err.contains("it was changed outside themereg"))
    #expect(outcome.err.contains("run 'themereg check'"))
    #expect(!outcome.out.contains("111111"))
    #expect(cli.snapshot() == before)
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(!FileManager.default.fileExists(atPath: copy))
  }

  /// `report --all` writes pages as it goes; a damaged theme still leaves no folder, and no
  /// temporary one, behind (`ReportAllTests` damages one after batches were written).
  @Test func reportOfEveryThemeStopsAtItAndLeavesNothing() throws {
    _ = try forgeVersion(2)
    for name in ["a0", "a1", "a2", "a3", "a4"] {
      #expect(cli.run(["commit", cli.themeFile(SampleThemes.minimal(name: name)), "-m", name]).code == 0)
    }
    let before = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).sorted()
    let outcome = cli.run(["report", "--all", "-o", cli.folder.file("all")])
    #expect(outcome.code == 74)
    #expect(outcome.err.contains("the stored document of mini@2"))
    #expect(outcome.err.contains("is damaged"))
    #expect(outcome.out.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).sorted() == before)
  }

  @Test func checkReportsIt() throws {
    let hash = try forgeFirstVersion()
    let outcome = cli.run(["check"])
    #expect(outcome.code == 74)
    #expect(outcome.err.contains("the stored document of mini@1"))
    #expect(outcome.err.contains("not \(hash): it was changed"))
  }

  /// Commits acme-chat@1 (with findings) and garbles the stored texts of its findings.
  func garbleFindingTexts() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.rich()), "-m", "one", "--author", "ann"]).code == 0)
    let store = try StoreSQL.open(cli.db, create: false, now: "t")
    #expect(try StoreSQL.int(store, "SELECT count(*) FROM finding_texts") == 1)
    let body = RegistryBackend.current == .postgres ? "decode('0a0102', 'hex')" : "X'0A0102'"
    try StoreSQL.execute(store, "UPDATE finding_texts SET body = \(body)")
  }

  @Test(arguments: [["audit", "acme-chat@1"], ["history", "acme-chat"], ["--json", "audit", "acme-chat@1"]])
  func damagedFindingTextsAreRefusedAndNothingChanges(command: [String]) throws {
    try garbleFindingTexts()
    let before = try #require(cli.snapshot())
    let outcome = cli.run(command)
    #expect(outcome.code == 74)
    #expect(outcome.err.contains("the stored texts of the findings opened at version 1 are damaged"))
    #expect(outcome.err.contains("run 'themereg check'"))
    #expect(cli.snapshot() == before)
  }

  @Test func checkReportsDamagedFindingTexts() throws {
    try garbleFindingTexts()
    let outcome = cli.run(["check"])
    #expect(outcome.code == 74)
    #expect(
      outcome.err.contains("acme-chat (a11y/3): the stored texts of the findings opened at version 1 are damaged"))
  }

  @Test func checkReportsForgedRowFingerprintsAndChangesNothing() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.minimal()), "-m", "one", "--author", "ann"]).code == 0)
    let store = try StoreSQL.open(cli.db, create: false, now: "t")
    try StoreSQL.execute(
      store,
      "UPDATE current_row_digests SET fingerprints = \(StoreSQL.hashLiteral("sha256:0102")) WHERE table_name = 'colors'"
    )
    let before = try #require(cli.snapshot())
    let outcome = cli.run(["check"])
    #expect(outcome.code == 74)
    #expect(outcome.err.contains("mini@1: the recorded fingerprints of the current colors rows do not match them"))
    #expect(cli.snapshot() == before)
  }

  @Test func untamperedVersionsStillExportWithTheirRecordedHash() throws {
    #expect(cli.run(["init"]).code == 0)
    let commit = cli.run(["commit", cli.themeFile(SampleThemes.minimal()), "-m", "one", "--author", "ann", "--json"])
    let hash = try #require(commit.json?["contentHash"]?.stringValue)
    #expect(cli.run(["approve", "mini@1", "--by", "bob"]).code == 0)
    let out = cli.folder.file("bundle")
    #expect(cli.run(["export", "mini", "--format", "bundle", "-o", out]).code == 0)
    let manifest = try JSONParser.parse(try #require(cli.folder.read("bundle/manifest.json")))
    #expect(manifest["contentHash"] == .string(hash))
    #expect(cli.run(["verify", out]).code == 0)
  }
}

/// Standard input is read only up to the document limit.
@Suite("Endless standard input")
struct EndlessInputTests {
  @Test func commitFromDevZeroStopsAtTheLimit() throws {
    let folder = TemporaryDirectory()
    let db = folder.file("r.db")
    #expect(try CLIBinary.run(["--db", db, "init"]).code == 0)
    let before = try #require(SQLiteSnapshot.content(db))
    let zero = try #require(FileHandle(forReadingAtPath: "/dev/zero"))
    let started = Date()
    let outcome = try CLIBinary.run(["--db", db, "commit", "-", "-m", "endless"], standardInput: zero)
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("standard input is larger than a theme document may be (8388608 bytes, 8 MiB)"))
    // Before the fix it read on forever (past 1.4 GB); reading 8 MiB takes a moment.
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(SQLiteSnapshot.content(db) == before)
  }
}
