import Foundation
import Testing
import ThemeModel
import ThemeRegistry
import ThemeTestSupport

@testable import ThemeCLI

/// A team's registry on the PostgreSQL test server, driven through the command line.
@Suite("A team registry on PostgreSQL", .enabled(if: RegistryBackend.hasPostgres, "needs the PostgreSQL test server"))
struct PostgresTeamTests {
  let folder = TemporaryDirectory()
  let url: String

  init() {
    url = folder.postgresRegistry()
  }

  func run(_ arguments: [String], db: String? = nil) -> (code: Int32, out: String, err: String) {
    let console = Console.capture()
    let code = CLI.run(
      arguments: arguments, environment: ["THEMEREG_DB": db ?? url, "USER": "tester"], console: console,
      readStandardInput: { _ in [] })
    return (code, console.capturedOutput, console.capturedError)
  }

  @Test func eightClientsCommittingToOneThemeGetGapFreeNumbers() throws {
    #expect(run(["init"]).code == 0)
    let writers = 8
    let commits = 25
    var processes: [(Process, Pipe)] = []
    for writer in 0..<writers {
      var paths: [String] = []
      for index in 0..<commits {
        let color = String(format: "#%02X%02X%02X", writer * 20, index * 3, 7)
        paths.append(
          folder.write(
            "w\(writer)-\(index).json", SampleThemes.bytes(SampleThemes.minimal(name: "shared", text: color))))
      }
      let script = paths.map { "'\(ReliabilityTests.binary)' commit '\($0)' -m 'w\(writer)' >/dev/null || exit 1" }
        .joined(separator: "\n")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script]
      process.environment = ["THEMEREG_DB": url, "USER": "w\(writer)", "PATH": "/usr/bin:/bin"]
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      processes.append((process, errors))
    }
    for (process, errors) in processes {
      process.waitUntilExit()
      let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(process.terminationStatus == 0, "\(text)")
      #expect(!text.contains("locked"))
    }
    let registry = try Registry.open(path: url)
    let numbers = try registry.log(theme: "shared").map(\.version.number)
    #expect(numbers == Array((1...(writers * commits)).reversed()))
    #expect(try registry.log(theme: "shared").allSatisfy { $0.audit != nil })
    #expect(run(["check"]).code == 0)
  }

  @Test func clientsKilledMidCommitLeaveNoPartialVersion() throws {
    #expect(run(["init"]).code == 0)
    var generator = SystemRandomNumberGenerator()
    var lastVersion = 0
    for round in 0..<12 {
      try ReliabilityTests.commitAndKill(round: round, db: url, folder: folder, within: 40_000, using: &generator)
      let registry = try Registry.open(path: url)
      #expect(try registry.check().isEmpty, "after kill \(round)")
      guard !(try registry.list().isEmpty) else { continue }
      let versions = try registry.log(theme: "acme-chat")
      let latest = versions.first?.version.number ?? 0
      #expect(versions.map(\.version.number) == Array((1...latest).reversed()))
      #expect(versions.allSatisfy { $0.audit != nil })
      #expect(latest >= lastVersion)
      lastVersion = latest
    }
  }

  @Test func migrateToAndBackKeepsHistoryOutputByteIdentical() throws {
    let laptop = folder.file("laptop.db")
    #expect(run(["init"], db: laptop).code == 0)
    for (index, color) in ["#000000", "#8A8A8A", "#000000"].enumerated() {
      let file = folder.write("v\(index).json", SampleThemes.bytes(SampleThemes.minimal(text: color)))
      #expect(run(["commit", file, "-m", "v\(index)"], db: laptop).code == 0)
    }
    #expect(run(["approve", "mini@1", "--by", "lead"], db: laptop).code == 0)
    let there = run(["migrate-to", url], db: laptop)
    #expect(there.code == 0, "\(there.err)")
    #expect(there.out.contains("Copied 1 theme(s), 3 version(s)"))
    #expect(!there.out.contains("themereg-test"))
    let back = folder.file("back.db")
    #expect(run(["migrate-to", back]).code == 0)
    let commands = [
      ["history"], ["history", "--json"], ["log", "mini"], ["log", "mini", "--json"],
      ["blame", "mini", "contrast.text"],
      ["list"], ["list", "--json"], ["show", "mini@2"], ["diff", "mini@1", "mini@2"],
      ["diff", "mini@1", "mini@3", "--json"],
      ["audit", "mini@2"], ["audit", "mini@2", "--format", "json"], ["audit", "mini@2", "--format", "sarif"],
      ["approvals", "mini"], ["approvals", "mini", "--json"],
    ]
    for command in commands {
      let expected = run(command, db: laptop).out
      #expect(!expected.isEmpty)
      #expect(run(command).out == expected, "\(command)")
      #expect(run(command, db: back).out == expected, "\(command)")
    }
  }

  @Test(arguments: [("wrong password", "refused the credentials"), ("closed port", "cannot reach the registry server")])
  func serverProblemsExit74WithoutTheSecret(_ problem: String, _ message: String) {
    let bad =
      problem == "wrong password"
      ? url.replacing(#/themereg:[^@]*@/#, with: "themereg:not-the-secret@")
      : url.replacing(#/@127\.0\.0\.1:\d+/#, with: "@127.0.0.1:1")
    let outcome = run(["log", "mini"], db: bad)
    #expect(outcome.code == 74)
    #expect(outcome.err.contains(message))
    #expect(!outcome.err.contains("not-the-secret"))
    #expect(!outcome.err.contains("themereg-test"))
  }

  @Test func aReadOnlyRoleReadsButCannotWrite() throws {
    #expect(run(["init"]).code == 0)
    let file = folder.write("t.json", SampleThemes.bytes(SampleThemes.minimal()))
    #expect(run(["commit", file, "-m", "first"]).code == 0)
    let schema = try #require(RegistryBackend.schema(of: url))
    let reader = "r_\(schema)"
    let admin = try StoreSQL.open(url, now: "t")
    try StoreSQL.execute(
      admin,
      """
      CREATE ROLE \(reader) LOGIN PASSWORD 'reader-pass';
      GRANT USAGE ON SCHEMA \(schema) TO \(reader);
      GRANT SELECT ON ALL TABLES IN SCHEMA \(schema) TO \(reader);
      """)
    defer { try? StoreSQL.execute(admin, "DROP OWNED BY \(reader); DROP ROLE \(reader)") }
    let readOnly = url.replacing(#/themereg:[^@]*@/#, with: "\(reader):reader-pass@")
    #expect(run(["log", "mini"], db: readOnly).code == 0)
    #expect(run(["history"], db: readOnly).code == 0)
    let changed = folder.write("u.json", SampleThemes.bytes(SampleThemes.minimal(text: "#333333")))
    let refused = run(["commit", changed, "-m", "second"], db: readOnly)
    #expect(refused.code == 74)
    #expect(refused.err.contains("permission denied"))
    #expect(refused.err.contains("INSERT, UPDATE and DELETE to write"))
    #expect(!refused.err.contains("reader-pass"))
    #expect(try StoreSQL.int(admin, "SELECT count(*) FROM versions") == 1)
  }

  @Test func aRoleThatCannotReadIsNotToldItMayRead() throws {
    #expect(run(["init"]).code == 0)
    let schema = try #require(RegistryBackend.schema(of: url))
    let stranger = "s_\(schema)"
    let admin = try StoreSQL.open(url, now: "t")
    try StoreSQL.execute(
      admin, "CREATE ROLE \(stranger) LOGIN PASSWORD 'stranger-pass'; GRANT USAGE ON SCHEMA \(schema) TO \(stranger);")
    defer { try? StoreSQL.execute(admin, "DROP OWNED BY \(stranger); DROP ROLE \(stranger)") }
    let noSelect = url.replacing(#/themereg:[^@]*@/#, with: "\(stranger):stranger-pass@")
    let refused = run(["list"], db: noSelect)
    #expect(refused.code == 74)
    #expect(refused.err.contains("permission denied"), "\(refused.err)")
    #expect(refused.err.contains("SELECT on its tables to read"), "\(refused.err)")
    #expect(!refused.err.contains("may read"))
  }

  /// Runs the built `themereg` with exactly `environment`, as a teammate's shell would.
  func runBinary(_ arguments: [String], environment: [String: String]) throws -> (code: Int32, err: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ReliabilityTests.binary)
    process.arguments = arguments
    process.environment = environment.merging(["PATH": "/usr/bin:/bin", "HOME": folder.path]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    )
  }

  @Test(arguments: ["PGPASSWORD", "PGPASSFILE"])
  func credentialsComeFromWhereLibpqLooks(_ source: String) throws {
    #expect(run(["init"]).code == 0)
    let secret = try #require(url.firstMatch(of: #/themereg:([^@]*)@/#)).1
    let withoutPassword = url.replacing(#/themereg:[^@]*@/#, with: "themereg@")
    var environment: [String: String] = [:]
    if source == "PGPASSWORD" {
      environment["PGPASSWORD"] = String(secret)
    } else {
      let file = folder.write("pgpass", Array("*:*:*:themereg:\(secret)\n".utf8))
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
      environment["PGPASSFILE"] = file
    }
    let withSecret = try runBinary(["--db", withoutPassword, "list"], environment: environment)
    #expect(withSecret.code == 0, "\(withSecret.err)")
    let without = try runBinary(["--db", withoutPassword, "list"], environment: [:])
    #expect(without.code == 74)
    #expect(without.err.contains("refused the credentials"))
  }

  @Test func withoutLibpqAServerRegistryExits74AndSaysWhatToInstall() throws {
    let missing = try runBinary(["--db", url, "list"], environment: ["THEMEREG_LIBPQ": folder.file("no-libpq.so")])
    #expect(missing.code == 74)
    #expect(missing.err.contains("libpq, PostgreSQL's client library, cannot be loaded"))
    #expect(missing.err.contains("apt-get install libpq5"))
    #expect(!missing.err.contains("themereg-test"))
    // SQLite registries never load it.
    let local = try runBinary(
      ["--db", folder.file("r.db"), "init"], environment: ["THEMEREG_LIBPQ": folder.file("none")])
    #expect(local.code == 0)
  }

  @Test func aDatabaseOfAnotherApplicationExits74AndIsLeftAlone() throws {
    #expect(run(["init"]).code == 0)
    let admin = try StoreSQL.open(url, now: "t")
    try StoreSQL.execute(admin, "CREATE SCHEMA IF NOT EXISTS shop; CREATE TABLE IF NOT EXISTS shop.orders (id int)")
    let shop = url.replacing(#/search_path%3D\w+/#, with: "search_path%3Dshop")
    let outcome = run(["init"], db: shop)
    #expect(outcome.code == 74)
    #expect(outcome.err.contains("is not a themereg registry (it holds tables of another application)"))
    #expect(try StoreSQL.rows(admin, "SELECT tablename FROM pg_tables WHERE schemaname = 'shop'") == [["orders"]])
    try StoreSQL.execute(admin, "DROP SCHEMA shop CASCADE")
  }
}
