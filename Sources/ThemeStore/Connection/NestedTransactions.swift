/// Transactions that nest, over any engine's way of running a statement: the outermost runs
/// between `BEGIN…` and `COMMIT` (rolled back when its body throws), any inner one in a
/// savepoint of it, so its work lands only with the outer transaction.
package final class NestedTransactions {
  private var depth = 0

  /// No transaction open.
  package init() {}

  /// Whether a transaction is open.
  package var isOpen: Bool { depth > 0 }

  /// Forgets the open transaction (the connection was reset, and the server rolled it back).
  package func reset() { depth = 0 }

  /// Runs `body` in a transaction started by `begin`, or in a savepoint when one is open;
  /// `execute` runs one statement.
  package func run<T>(begin: String, execute: (String) throws -> Void, _ body: () throws -> T) throws -> T {
    if depth > 0 { return try savepoint(execute, body) }
    try execute(begin)
    depth = 1
    defer { depth = 0 }
    let result: T
    do {
      result = try body()
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
    do {
      try execute("COMMIT")
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
    return result
  }

  private func savepoint<T>(_ execute: (String) throws -> Void, _ body: () throws -> T) throws -> T {
    depth += 1
    defer { depth -= 1 }
    let name = "themereg_\(depth)"
    try execute("SAVEPOINT \(name)")
    do {
      let result = try body()
      try execute("RELEASE SAVEPOINT \(name)")
      return result
    } catch {
      try? execute("ROLLBACK TO SAVEPOINT \(name)")
      try? execute("RELEASE SAVEPOINT \(name)")
      throw error
    }
  }
}
