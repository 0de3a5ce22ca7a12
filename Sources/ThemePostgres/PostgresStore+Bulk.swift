extension PostgresStore {
  /// Runs `body` in one transaction on the server; the store's writes inside it become
  /// savepoints of it and are never retried on their own. If the client dies, the server
  /// rolls the whole transaction back.
  public func bulk<T>(_ body: () throws -> T) throws -> T {
    precondition(!inBulk, "bulk transactions do not nest")
    inBulk = true
    defer { inBulk = false }
    return try run(retrying: false) { try connection.transaction(body) }
  }
}
