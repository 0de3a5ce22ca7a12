/// Why the store could not do what was asked; each case says what to do about it.
public enum StoreError: Error, Sendable, CustomStringConvertible {
  /// No registry exists at the path.
  case missingRegistry(path: String)
  /// The file exists but is not a themereg registry (foreign, damaged, truncated, a folder).
  case notARegistry(path: String, reason: String)
  /// The file exists but is not a registry yet (empty, or an SQLite database without tables);
  /// only `init` makes it one.
  case uninitialized(path: String, reason: String)
  /// The location cannot hold a registry (empty, in-memory); nothing was opened.
  case invalidLocation(path: String, reason: String)
  /// The registry needs migrations this build has; only `init` applies them.
  case needsUpgrade(path: String, migration: String)
  /// A migration could not convert what the registry holds (or would leave it inconsistent);
  /// the upgrade was rolled back.
  case upgradeStopped(path: String, migration: String, reason: String)
  /// The registry was written by a newer themereg.
  case newerSchema(path: String, migration: String)
  /// A migration applied to this registry differs from the one in this build.
  case editedMigration(path: String, migration: String)
  /// The file could not be created or opened.
  case cannotOpen(path: String, reason: String)
  /// A write was refused because the file or its folder is read-only; `reason` says which
  /// permission is missing, when known.
  case readOnly(path: String, reason: String?)
  /// Another process held the write lock for longer than the busy timeout.
  case busy(path: String)
  /// Any other failure the database reported, or an operation on something that is not there.
  case database(path: String, message: String)
  /// A stored document could not be decoded.
  case damagedDocument(hash: String, reason: String)
  /// The database server could not be reached (down, wrong host or port, network).
  case serverUnavailable(path: String, reason: String)
  /// The database server refused the credentials.
  case authenticationFailed(path: String, reason: String)
  /// The connection to the server kept failing during an operation; it was rolled back.
  case connectionLost(path: String, attempts: Int, reason: String)
  /// The database server refused a statement.
  case server(path: String, message: String)
  /// The connection broke during a write that is not retried: the server may or may not have
  /// committed it.
  case outcomeUnknown(path: String, reason: String)
  /// Another commit of the theme landed after this one was prepared against its latest version.
  case latestVersionMoved(theme: String, expected: Int, found: Int)
  /// The database cannot hold a value it was given (PostgreSQL and NUL in text, say).
  case unstorableValue(path: String, reason: String)
  /// A stored fact (an audit run, an approval, a revocation) no longer matches its digest: a row
  /// of `table` about `theme@version` was changed outside themereg.
  case damagedFact(theme: String, version: Int, table: String)
  /// A stored counter of `theme` holds a value no stored row agrees with (changed outside themereg).
  case damagedCounter(theme: String, column: String, value: Int)
  /// The stored summary of `theme` (its row of `list`) is of version `summarized` (nil: there is
  /// none) where its latest version is `latest`: it was changed outside themereg.
  case damagedSummary(theme: String, latest: Int, summarized: Int?)
  /// A registry setting no longer matches its digest (changed outside themereg).
  case damagedSetting(name: String)
  /// The record of trusted keys no longer matches its digests from change `id` on (a change was
  /// edited, removed or inserted outside themereg).
  case damagedTrust(id: Int)

  /// What went wrong, from the case's facts alone; a front end words it with what to do.
  public var description: String {
    switch self {
    case .missingRegistry(let path): "no registry at \(path)"
    case .uninitialized(let path, let reason), .notARegistry(let path, let reason):
      "\(path) is not a themereg registry (\(reason))"
    case .invalidLocation(_, let reason): "\(reason); nothing was written"
    case .needsUpgrade(let path, let migration): "the registry \(path) needs migration \(migration)"
    case .newerSchema(let path, let migration):
      "\(path) was written by a newer themereg (it has migration \(migration), unknown to this build)"
    case .editedMigration(let path, let migration):
      "migration \(migration) applied to \(path) differs from the one in this build"
    case .cannotOpen(let path, let reason): "cannot open the registry at \(path): \(reason)"
    case .readOnly(let path, let reason): "the registry \(path) is read-only" + (reason.map { " (\($0))" } ?? "")
    case .busy(let path): "the registry \(path) stayed locked by another writer"
    case .database(_, let message): "database error: \(message)"
    case .damagedDocument(let hash, let reason): "the stored document \(hash) is damaged (\(reason))"
    case .serverUnavailable(let path, let reason): "cannot reach the registry server \(path): \(reason)"
    case .authenticationFailed(let path, let reason):
      "the registry server \(path) refused the credentials (\(reason))"
    case .connectionLost(let path, let attempts, let reason):
      "the connection to \(path) failed during the operation (\(reason); tried \(attempts) times); nothing was half-written"
    case .latestVersionMoved(let theme, let expected, let found):
      "\(theme) moved from version \(expected) to \(found) while this commit was prepared; nothing was stored"
    case .unstorableValue(let path, let reason): "\(path) cannot store a value it was given: \(reason)"
    case .damagedCounter(let theme, let column, let value):
      "the stored \(column) of \(theme) is \(value), which names no stored version: it was changed outside themereg"
    case .damagedFact(let theme, let version, let table):
      "the stored \(table) of \(theme)@\(version) no longer match their digest: they were changed outside themereg"
    case .damagedSummary(let theme, let latest, let summarized):
      "the stored summary of \(theme) is "
        + (summarized.map { "of version \($0)" } ?? "missing")
        + " where its latest version is \(latest): it was changed outside themereg"
    case .damagedSetting(let name):
      "the registry setting \(name) no longer matches its digest: it was changed outside themereg"
    case .damagedTrust(let id):
      "the record of trusted signing keys no longer matches its digests at change \(id): it was changed outside themereg"
    case .outcomeUnknown(let path, let reason):
      "the connection to \(path) was lost (\(reason)); the change may or may not have been stored"
    case .server(let path, let message): "the registry server \(path) refused the operation: \(message)"
    case .upgradeStopped(let path, let migration, let reason):
      "the upgrade of \(path) stopped at \(migration): \(reason); nothing was changed"
    }
  }

  /// `error` when it is a `StoreError`, else a database failure at `path` that says what it was.
  public static func wrapping(_ error: any Error, path: String) -> StoreError {
    (error as? StoreError) ?? .database(path: path, message: "\(error)")
  }
}
