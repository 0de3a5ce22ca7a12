import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeCLI
@testable import ThemePostgres

/// A password in a connection URL, however it is spelled, is never printed: text, `--json`,
/// errors and `migrate-to`'s summary show libpq's reading of the URL without its secrets.
@Suite("Passwords in server URLs", .enabled(if: RegistryBackend.hasPostgres, "needs the PostgreSQL test server"))
struct PostgresRedactionTests {
  let folder = TemporaryDirectory()

  /// The test server's URL for a fresh schema, with its password moved into a percent-encoded
  /// `pass%77ord` parameter (libpq decodes the key to `password`), and the password.
  func encodedKeyURL() throws -> (url: String, password: String) {
    let url = folder.postgresRegistry()
    let options = try #require(PostgresURL.options(url))
    let password = try #require(options.first { $0.keyword == "password" }?.value)
    #expect(password.count >= 6)
    let withoutPassword = url.replacing(":" + password + "@", with: "@")
    return (withoutPassword + "&pass%77ord=" + PostgresURL.encoded(password), password)
  }

  func run(_ arguments: [String], db: String) -> (code: Int32, out: String, err: String) {
    let console = Console.capture()
    let code = CLI.run(
      arguments: arguments, environment: ["THEMEREG_DB": db, "USER": "tester"], console: console,
      readStandardInput: { _ in [] })
    return (code, console.capturedOutput, console.capturedError)
  }

  @Test(arguments: [["init"], ["--json", "init"], ["list"], ["--json", "check"]])
  func aPercentEncodedPasswordKeyConnectsAndIsNeverShown(command: [String]) throws {
    let (url, password) = try encodedKeyURL()
    #expect(run(["init"], db: url).code == 0)
    let outcome = run(command, db: url)
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(!(outcome.out + outcome.err).contains(password))
    #expect(!(outcome.out + outcome.err).contains("pass%77ord"))
  }

  @Test func anErrorAboutTheServerHidesThePassword() throws {
    let (url, password) = try encodedKeyURL()
    let wrong = url.replacing("/themereg_test?", with: "/no_such_database?")
    let outcome = run(["--json", "list"], db: wrong)
    #expect(outcome.code == 74 || outcome.code == 66, "\(outcome.err)")
    #expect(!(outcome.out + outcome.err).contains(password), "\(outcome.err)")
  }

  @Test func migrateToAServerNamesItWithoutThePassword() throws {
    let (url, password) = try encodedKeyURL()
    let file = folder.file("local.db")
    #expect(run(["init"], db: file).code == 0)
    #expect(
      run(["commit", folder.write("t.json", SampleThemes.bytes(SampleThemes.minimal())), "-m", "one"], db: file).code
        == 0)
    for arguments in [["migrate-to", url], ["--json", "migrate-to", url]] {
      let target = arguments.first == "--json" ? try encodedKeyURL().url : url
      let outcome = run(arguments.dropLast() + [target], db: file)
      #expect(outcome.code == 0, "\(outcome.err)")
      #expect(outcome.out.contains("127.0.0.1"))
      #expect(!(outcome.out + outcome.err).contains(password))
    }
  }
}
