import CSQLite
import ThemeStore

extension Database {
  /// Makes the store's own forms available to migrations as SQL functions (SQLite 3.40, the
  /// one Debian ships, has no `unhex`): `themereg_hash_bytes('sha256:…')` (`StoredHash.bytes`)
  /// and `themereg_milliseconds('2026-11-30T10:46:54.123Z')` (`StoredTime.milliseconds`). Each
  /// returns NULL for NULL and fails the statement, naming the value, for text not in the
  /// exact form themereg writes — a value that would not read back identically is never converted.
  func registerMigrationFunctions() throws {
    let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC
    for (name, function) in [
      ("themereg_hash_bytes", hashBytesFunction), ("themereg_milliseconds", millisecondsFunction),
    ] {
      let code = sqlite3_create_function_v2(handle, name, 1, flags, nil, function, nil, nil, nil)
      guard code == SQLITE_OK else { throw error(code: code, sql: "the SQL function \(name)") }
    }
  }
}

/// The only argument as text (other values as SQLite shows them); nil when it is NULL.
private func textArgument(_ arguments: UnsafeMutablePointer<OpaquePointer?>?) -> String? {
  guard let value = arguments?[0], sqlite3_value_type(value) != SQLITE_NULL, let text = sqlite3_value_text(value)
  else { return nil }
  return String(cString: text)
}

/// Fails the statement with `message`.
private func fail(_ context: OpaquePointer?, _ message: String) {
  sqlite3_result_error(context, message, -1)
}

private let hashBytesFunction: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void =
  { context, _, arguments in
    guard let text = textArgument(arguments) else { return sqlite3_result_null(context) }
    guard let bytes = StoredHash.bytes(text) else {
      return fail(context, "the stored hash '\(text.prefix(80))' is not a sha256: content hash as themereg writes it")
    }
    bytes.withUnsafeBytes { sqlite3_result_blob(context, $0.baseAddress, Int32($0.count), csqlite_transient()) }
  }

private let millisecondsFunction:
  @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = { context, _, arguments in
    guard let text = textArgument(arguments) else { return sqlite3_result_null(context) }
    guard let milliseconds = StoredTime.milliseconds(text) else {
      return fail(
        context, "the stored time '\(text.prefix(80))' is not in the form themereg writes (2026-11-30T10:46:54.123Z)")
    }
    sqlite3_result_int64(context, milliseconds)
  }
