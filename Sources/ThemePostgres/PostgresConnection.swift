import CPostgres
import ThemeStore

/// One libpq connection; used from one thread at a time.
final class PostgresConnection {
  private(set) var handle: OpaquePointer
  let pq: LibPQ
  private var inTransaction = false

  /// Connects with `url` (libpq's URL syntax; credentials from it, `PGPASSWORD` or `~/.pgpass`).
  init(url: String) throws(PostgresError) {
    let pq = try LibPQ.loaded()
    // Defaults first: the URL's own parameters override them.
    let keywords = ["application_name", "connect_timeout", "client_encoding", "dbname"]
    let values = ["themereg", "10", "UTF8", url]
    let connection = Self.withCStrings(keywords) { keywordPointers in
      Self.withCStrings(values) { valuePointers in
        pq.connectdbParams(keywordPointers, valuePointers, 1)
      }
    }
    guard let connection else { throw PostgresError(sqlState: nil, message: "out of memory", connectionLost: true) }
    guard pq.status(connection) == CONNECTION_OK else {
      let message = Self.firstLine(pq.errorMessage(connection))
      pq.finish(connection)
      throw PostgresError(sqlState: nil, message: message, connectionLost: true)
    }
    handle = connection
    self.pq = pq
    _ = pq.setNoticeProcessor(handle, { _, _ in }, nil)
    try configure()
  }

  /// Session settings the stores rely on, whatever the server's defaults: doubles print in
  /// their shortest exact form (so both stores read back the very values they wrote), and
  /// `bytea` values as hex, which `PostgresRows.bytes` decodes.
  private func configure() throws(PostgresError) {
    try script("SET extra_float_digits = 3; SET bytea_output = 'hex'")
  }

  deinit { pq.finish(handle) }

  /// The server process serving this connection (for `pg_terminate_backend` in tests).
  var backendPID: Int { Int(pq.backendPID(handle)) }

  /// Drops the connection and opens a new one to the same server.
  func reconnect() throws(PostgresError) {
    inTransaction = false
    pq.reset(handle)
    guard pq.status(handle) == CONNECTION_OK else {
      throw PostgresError(sqlState: nil, message: Self.firstLine(pq.errorMessage(handle)), connectionLost: true)
    }
    try configure()
  }

  /// Runs `sql` with `values` bound to `$1`, `$2`…; returns its rows.
  @discardableResult
  func query(_ sql: String, _ values: [SQLValue] = []) throws(PostgresError) -> PostgresRows {
    var texts: [[CChar]?] = []
    var lengths: [Int32] = []
    var formats: [Int32] = []
    texts.reserveCapacity(values.count)
    // libpq passes text as C strings, which end at the first NUL: refuse rather than truncate.
    for case .text(let text) in values where text.utf8.contains(0) {
      throw PostgresError(
        sqlState: "22021",
        message: "a text value contains NUL (U+0000), which PostgreSQL cannot store; remove it from the theme or record"
      )
    }
    for value in values {
      switch value {
      case .null:
        texts.append(nil)
        lengths.append(0)
        formats.append(0)
      case .integer(let number): Self.appendText(String(number), &texts, &lengths, &formats)
      case .real(let number): Self.appendText(number.description, &texts, &lengths, &formats)
      case .text(let text): Self.appendText(text, &texts, &lengths, &formats)
      case .blob(let bytes):
        texts.append(bytes.map { CChar(bitPattern: $0) })
        lengths.append(Int32(bytes.count))
        formats.append(1)
      }
    }
    let result = Self.withBuffers(texts) { pointers in
      pq.execParams(handle, sql, Int32(values.count), nil, pointers, lengths, formats, 0)
    }
    guard let result else {
      throw PostgresError(
        sqlState: nil, message: Self.firstLine(pq.errorMessage(handle)),
        connectionLost: pq.status(handle) != CONNECTION_OK)
    }
    let status = pq.resultStatus(result)
    guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
      let state = pq.resultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
      let primary = pq.resultErrorField(result, Int32(UInt8(ascii: "M"))).map { String(cString: $0) }
      let message = primary ?? Self.firstLine(pq.resultErrorMessage(result))
      pq.clear(result)
      throw PostgresError(sqlState: state, message: message, connectionLost: pq.status(handle) != CONNECTION_OK)
    }
    return PostgresRows(result, pq: pq)
  }

  /// Runs a script of several statements without parameters (migrations).
  func script(_ sql: String) throws(PostgresError) {
    guard let result = pq.exec(handle, sql) else {
      throw PostgresError(
        sqlState: nil, message: Self.firstLine(pq.errorMessage(handle)),
        connectionLost: pq.status(handle) != CONNECTION_OK)
    }
    defer { pq.clear(result) }
    let status = pq.resultStatus(result)
    guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK || status == PGRES_EMPTY_QUERY else {
      let state = pq.resultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
      throw PostgresError(
        sqlState: state, message: Self.firstLine(pq.resultErrorMessage(result)),
        connectionLost: pq.status(handle) != CONNECTION_OK)
    }
  }

  /// Runs `body` in a transaction, committed when it returns and rolled back when it throws.
  func transaction<T>(_ body: () throws -> T) throws -> T {
    precondition(!inTransaction, "transactions do not nest")
    try query("BEGIN")
    inTransaction = true
    defer { inTransaction = false }
    let result: T
    do {
      result = try body()
    } catch {
      _ = try? query("ROLLBACK")
      throw error
    }
    do {
      try query("COMMIT")
    } catch {
      _ = try? query("ROLLBACK")
      throw error
    }
    return result
  }

  private static func appendText(
    _ text: String, _ texts: inout [[CChar]?], _ lengths: inout [Int32], _ formats: inout [Int32]
  ) {
    texts.append(Array(text.utf8CString))
    lengths.append(0)
    formats.append(0)
  }

  private static func firstLine(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "unknown error" }
    let text = String(cString: pointer)
    let lines = text.split(separator: "\n").map { $0.trimmingPrefix("FATAL:").trimmingPrefix("ERROR:") }
    let line = lines.first { !$0.allSatisfy(\.isWhitespace) } ?? Substring(text)
    return String(line.drop { $0 == " " })
  }

  private static func withCStrings<T>(
    _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> T
  ) -> T {
    withBuffers(strings.map { Array($0.utf8CString) } + [nil]) { body($0) }
  }

  /// Calls `body` with a C array of pointers to `buffers` (nil stays NULL), valid during the call.
  private static func withBuffers<T>(
    _ buffers: [[CChar]?], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> T
  ) -> T {
    let copies: [UnsafeMutablePointer<CChar>?] = buffers.map { buffer in
      guard let buffer else { return nil }
      let copy = UnsafeMutablePointer<CChar>.allocate(capacity: max(buffer.count, 1))
      copy.initialize(from: buffer, count: buffer.count)
      return copy
    }
    defer { for copy in copies { copy?.deallocate() } }
    let pointers = copies.map { UnsafePointer($0) }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress ?? UnsafePointer(bitPattern: 1)!) }
  }
}
