import Foundation
import ThemeModel
import ThemeTestSupport

@testable import ThemeCLI

/// A registry of the test's own (a file, or a fresh schema on the test server) and the
/// command line run in process against it.
struct CLIRunner {
  let folder = TemporaryDirectory()
  let db: String

  init() {
    db = folder.registry("themes.db")
  }

  struct Outcome {
    let code: Int32
    let out: String
    let err: String
    var json: JSONValue? { try? JSONParser.parse(Array(out.utf8)) }
  }

  @discardableResult
  func run(_ arguments: [String], stdin: [UInt8] = [], environment: [String: String] = [:]) -> Outcome {
    let console = Console.capture()
    let code = CLI.run(
      arguments: arguments, environment: ["THEMEREG_DB": db, "USER": "tester"].merging(environment) { $1 },
      console: console, readStandardInput: { limit in Array(stdin.prefix(limit)) })
    return Outcome(code: code, out: console.capturedOutput, err: console.capturedError)
  }

  /// Writes a theme file into the test's folder.
  func themeFile(_ object: [String: Any], name: String = "theme.json") -> String {
    folder.write(name, SampleThemes.bytes(object))
  }

  /// Runs `sql` on the registry as a hand with `sqlite3` or `psql` would, behind themereg's back.
  func tamper(_ sql: String) throws {
    try StoreSQL.execute(try StoreSQL.open(db, create: false, now: "t"), sql)
  }

  /// The registry's logical content (SQLite through SQLite, WAL included; PostgreSQL's rows).
  func snapshot() -> [UInt8]? { StoreSQL.snapshot(db) }
}
