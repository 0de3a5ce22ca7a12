import ThemeStore

/// The command line's wording of the store's errors (see `RegistryError.sentence`).
extension StoreError {
  /// One line: what went wrong and the fix.
  var sentence: String {
    switch self {
    case .missingRegistry(let path):
      "no registry at \(path); create one with 'themereg init --db \(path)'"
    case .uninitialized(let path, let reason):
      "\(path) is not a themereg registry (\(reason)); run 'themereg init --db \(path)' to create one"
    case .invalidLocation(_, let reason):
      "\(reason); nothing was written"
    case .needsUpgrade(let path, let migration):
      "the registry \(path) was written by an older themereg (migration \(migration) is not applied yet); run 'themereg init --db \(path)' to upgrade it"
    case .notARegistry(let path, let reason):
      "\(path) is not a themereg registry (\(reason)); pass another file with --db, or move it away and run 'themereg init'"
    case .newerSchema(let path, let migration):
      "\(path) was written by a newer themereg (it has migration \(migration), unknown to this build); upgrade themereg to open it"
    case .editedMigration(let path, let migration):
      "migration \(migration) applied to \(path) differs from the one in this build; shipped migrations must never change — restore the original file and add a new migration instead"
    case .cannotOpen(let path, let reason):
      "cannot open the registry at \(path): \(reason); check that the folder exists and is writable"
    case .readOnly(let path, let reason):
      "the registry \(path) is read-only"
        + (reason.map { " (\($0))" } ?? "")
        + "; reads work, but to write, make the file and its folder writable"
    case .busy(let path):
      "the registry \(path) stayed locked by another writer for more than 10 s; try again"
    case .database(_, let message):
      "database error: \(message); run 'themereg check' and retry"
    case .damagedDocument(let hash, let reason):
      "the stored document \(hash) is damaged (\(reason)); run 'themereg check'"
    case .serverUnavailable(let path, let reason):
      "cannot reach the registry server \(path): \(reason); check that the server runs and the host and port in the URL"
    case .authenticationFailed(let path, let reason):
      "the registry server \(path) refused the credentials (\(reason)); check the user and the password (in the URL, PGPASSWORD or ~/.pgpass)"
    case .connectionLost(let path, let attempts, let reason):
      "the connection to \(path) failed during the operation (\(reason); tried \(attempts) times); nothing was half-written — check the server and try again"
    case .latestVersionMoved(let theme, let expected, let found):
      "\(theme) moved from version \(expected) to \(found) while this commit was prepared; nothing was stored — commit again"
    case .unstorableValue(let path, let reason):
      "\(path) cannot store a value it was given: \(reason)"
    case .damagedCounter(let theme, let column, let value):
      "the stored \(column) of \(theme) is \(value), which names no stored version: it was changed outside themereg"
    case .damagedFact(let theme, let version, let table):
      "the stored \(table) of \(theme)@\(version) no longer match their digest: they were changed outside themereg"
    case .damagedTrust(let id):
      "the record of trusted signing keys no longer matches its digests at change \(id): it was changed outside themereg"
    case .damagedSummary(let theme, let latest, let summarized):
      "the stored summary of \(theme) (its row of theme_summaries) is "
        + (summarized.map { "of version \($0)" } ?? "missing")
        + " where its latest version is \(latest): it was changed outside themereg"
    case .damagedSetting(let name):
      "the registry setting \(name) no longer matches its digest: it was changed outside themereg; set it again with 'themereg config \(name) VALUE'"
    case .outcomeUnknown(_, let reason):
      "the connection was lost (\(reason)) and the change may or may not have been stored; "
        + "look (e.g. 'themereg approvals THEME') before trying again"
    case .server(let path, let message):
      "the registry server \(path) refused the operation: \(message); run 'themereg check' and retry"
    case .upgradeStopped(let path, let migration, let reason):
      "the upgrade of \(path) stopped at \(migration): \(reason); nothing was changed — run 'themereg check' with "
        + "the release that wrote the registry, and report what it finds with this message"
    }
  }
}
