import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeCLI

/// `Scripts/postgres-roles.sql` on the PostgreSQL test server, with three real logins
/// (password authentication) holding the reader, committer and approver roles.
@Suite(
  "Registry roles on PostgreSQL", .serialized,
  .enabled(if: RegistryBackend.hasPostgres, "needs the PostgreSQL test server"))
struct PostgresRolesTests {
  let folder = TemporaryDirectory()
  let url: String
  let suffix = String(UUID().uuidString.prefix(8)).lowercased()

  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scripts/postgres-roles.sql").path

  static var psql: String? {
    (["/usr/bin/psql"]
      + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []).map {
        "/usr/lib/postgresql/\($0)/bin/psql"
      }).first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  init() throws {
    url = folder.postgresRegistry()
    #expect(run(["init"], as: nil).code == 0)
    let schema = try #require(RegistryBackend.schema(of: url))
    let psql = try #require(Self.psql, "psql is not installed")
    let applied = try Subprocess.run(psql, [url, "-qAt", "-v", "schema=\(schema)", "-f", Self.script])
    try #require(applied.code == 0, "\(applied.output)")
    var roles = ""
    for (login, role) in [
      ("reader", "themereg_reader"), ("committer", "themereg_committer"), ("approver", "themereg_approver"),
      ("both", "themereg_committer, themereg_approver"),
    ] {
      roles += "CREATE ROLE \(name(login)) LOGIN PASSWORD 'pw-\(suffix)'; GRANT \(role) TO \(name(login));"
    }
    let created = try Subprocess.run(psql, [url, "-qAt", "-v", "ON_ERROR_STOP=1", "-c", roles])
    try #require(created.code == 0, "\(created.output)")
    #expect(
      run(["commit", folder.write("v1.json", SampleThemes.bytes(SampleThemes.rich())), "-m", "one"], as: "committer")
        .code == 0)
  }

  static func first(_ value: JSONValue?) -> JSONValue? {
    guard case .array(let items)? = value else { return nil }
    return items.first
  }

  func name(_ login: String) -> String { "tr_\(login)_\(suffix)" }

  /// The registry's URL with a login of the test's own instead of the owner.
  func url(as login: String) -> String {
    url.replacing(#/postgres://[^:]+:[^@]+@/#, with: "postgres://\(name(login)):pw-\(suffix)@")
  }

  func run(_ arguments: [String], as login: String?) -> (code: Int32, out: String, err: String) {
    let db = login.map(url(as:)) ?? url
    let console = Console.capture()
    let code = CLI.run(
      arguments: arguments, environment: ["THEMEREG_DB": db, "USER": "tester"], console: console,
      readStandardInput: { _ in [] })
    return (code, console.capturedOutput, console.capturedError)
  }

  func approvals() -> Int? {
    (try? StoreSQL.int(try StoreSQL.open(url, create: false, now: "t"), "SELECT count(*) FROM approvals"))
  }

  @Test func aCommitterCommitsButCannotApprove() {
    // A version the owner committed, so the refusal is the missing role, not four eyes.
    #expect(
      run(["commit", folder.write("m.json", SampleThemes.bytes(SampleThemes.minimal())), "-m", "m"], as: nil).code == 0)
    let refused = run(["approve", "mini@1", "--by", "someone-else"], as: "committer")
    #expect(refused.code != 0)
    #expect(refused.err.contains("themereg_approver"), "\(refused.err)")
    #expect(approvals() == 0)
  }

  @Test func anApproverApprovesAndRevokesButCannotCommit() {
    #expect(run(["approve", "acme-chat@1", "--by", "lead"], as: "approver").code == 0)
    #expect(run(["revoke", "acme-chat@1", "--by", "lead", "--reason", "brand review"], as: "approver").code == 0)
    let commit = run(
      ["commit", folder.write("v2.json", SampleThemes.bytes(SampleThemes.minimal())), "-m", "x"], as: "approver")
    #expect(commit.code != 0)
    #expect(commit.err.contains("themereg_committer"), "\(commit.err)")
    #expect(run(["log", "mini"], as: nil).code == 66)
  }

  @Test func eachFactRecordsTheRoleThatWroteItBesideTheDeclaredName() throws {
    #expect(run(["approve", "acme-chat@1", "--by", "lead"], as: "approver").code == 0)
    let log = try #require(try? JSONParser.parse(Array(run(["log", "acme-chat", "--json"], as: nil).out.utf8)))
    #expect(Self.first(log["versions"])?["recordedRole"] == .string(name("committer")), "\(log)")
    let approvals = run(["approvals", "acme-chat", "--json"], as: "reader")
    let listed = try #require(try? JSONParser.parse(Array(approvals.out.utf8)))
    #expect(Self.first(listed["approvals"])?["recordedRole"] == .string(name("approver")), "\(approvals.out)")
    #expect(run(["approvals", "acme-chat"], as: nil).out.contains("(database role \(name("approver")))"))
  }

  @Test func logShowsTheRoleThatCommittedEachVersionInItsOwnColumn() throws {
    let lines = run(["log", "acme-chat"], as: "reader").out.split(separator: "\n").map(String.init)
    let header = try #require(lines.dropFirst().first)
    #expect(header.hasPrefix("VERSION  HASH          AUTHOR  ROLE"), "\(lines)")
    let row = try #require(lines.dropFirst(2).first)
    #expect(row.contains("  tester  \(name("committer"))  20"), "\(lines)")
  }

  @Test func theRoleThatCommittedCannotApproveWhateverTheNameSays() {
    let file = folder.write("v2.json", SampleThemes.bytes(SampleThemes.minimal()))
    #expect(run(["commit", file, "-m", "mine", "--author", "alice"], as: "both").code == 0)
    let refused = run(["approve", "mini@1", "--by", "somebody-else"], as: "both")
    #expect(refused.code == 1)
    #expect(refused.err.contains("the database role \"\(name("both"))\" committed mini@1"), "\(refused.err)")
    #expect(approvals() == 0)
    #expect(run(["approve", "mini@1", "--by", "lead"], as: "approver").code == 0)
  }

  @Test func aReaderReadsAndWritesNothing() {
    #expect(run(["log", "acme-chat"], as: "reader").code == 0)
    #expect(run(["check"], as: "reader").code == 0)
    let commit = run(
      ["commit", folder.write("v2.json", SampleThemes.bytes(SampleThemes.minimal())), "-m", "x"], as: "reader")
    #expect(commit.code != 0)
    #expect(commit.err.contains("themereg_committer"), "\(commit.err)")
    #expect(run(["approve", "acme-chat@1", "--by", "lead"], as: "reader").code != 0)
    #expect(approvals() == 0)
  }

  @Test(arguments: [
    "DELETE FROM versions", "UPDATE versions SET author = 'mallory'", "UPDATE themes SET latest_version = 7",
    "DELETE FROM approvals", "UPDATE documents SET content_hash = content_hash",
    "UPDATE versions SET recorded_role = 'someone'",
    """
    INSERT INTO trust_changes (follows, action, name, public_key, changed_by, created_at, digest, recorded_role)
    VALUES (0, 'add', 'x', 'ssh-ed25519 AAAA', 'x', 't', '\\x00', 'someone')
    """,
  ])
  func nobodyButTheOwnerChangesHistory(statement: String) throws {
    let psql = try #require(Self.psql)
    let schema = try #require(RegistryBackend.schema(of: url))
    for login in ["committer", "approver"] {
      let login = url(as: login).replacing(#/\?.*$/#, with: "")
      let outcome = try Subprocess.run(
        psql, [login, "-qAt", "-v", "ON_ERROR_STOP=1", "-c", "SET search_path TO \(schema); \(statement)"])
      #expect(outcome.code != 0, "\(statement): \(outcome.output)")
      #expect(
        outcome.output.contains("permission denied") || outcome.output.contains("latest version"), "\(outcome.output)")
    }
    #expect(run(["check"], as: nil).code == 0)
  }
}
