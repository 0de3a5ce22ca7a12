import ThemeModel
import ThemeStore

/// A connection that runs a test's hook at the end of every outermost write transaction,
/// after the store wrote everything and before it commits: a failure thrown there proves
/// that nothing of the transaction lands; a race started there lands before it. The store's
/// own types carry no test hooks.
package final class HookedConnection: SQLConnection {
  let base: any SQLConnection
  let hook: () throws -> Void
  private var depth = 0

  /// `base`, with `hook` run before each outermost transaction commits.
  package init(wrapping base: any SQLConnection, hook: @escaping () throws -> Void) {
    self.base = base
    self.hook = hook
  }

  package var location: String { base.location }
  package var dialect: SQLDialect { base.dialect }

  package func forEachRow(_ sql: String, _ arguments: SQLArguments, _ body: (any SQLRow) throws -> Void) throws {
    try base.forEachRow(sql, arguments, body)
  }

  package func forEachRow(
    _ sql: String, _ arguments: SQLArguments, columns: [String], _ body: ([SQLValue]) throws -> Void
  ) throws {
    try base.forEachRow(sql, arguments, columns: columns, body)
  }

  @discardableResult package func execute(_ sql: String, _ arguments: SQLArguments) throws -> Int {
    try base.execute(sql, arguments)
  }

  package func insert(_ rows: [[SQLValue]], into table: String, columns: [String]) throws {
    try base.insert(rows, into: table, columns: columns)
  }

  package func transaction<T>(_ body: () throws -> T) throws -> T {
    try base.transaction {
      depth += 1
      defer { depth -= 1 }
      let result = try body()
      if depth == 1 { try hook() }
      return result
    }
  }

  package func snapshot<T>(_ body: () throws -> T) throws -> T { try base.snapshot(body) }

  package func attempt<T>(retrying: Bool, _ body: () throws -> T) throws -> T {
    try base.attempt(retrying: retrying, body)
  }

  package func storeError(_ error: any Error) -> StoreError? { base.storeError(error) }
  package func engineProblems() throws -> [IntegrityProblem] { try base.engineProblems() }
  package func maintenanceRows(_ sql: String) throws -> [[String?]] { try base.maintenanceRows(sql) }
  package func maintenanceExecute(_ sql: String) throws { try base.maintenanceExecute(sql) }
}

extension SQLStore {
  /// This store's connection with `hook` run before each write transaction commits.
  package func hooked(_ hook: @escaping () throws -> Void) -> SQLStore {
    SQLStore(connection: HookedConnection(wrapping: connection, hook: hook))
  }
}
