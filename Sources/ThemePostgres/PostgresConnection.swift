import CPostgres
import ThemeStore

#if canImport(Glibc)
  import Glibc
#endif

/// One libpq connection; used from one thread at a time.
final class PostgresConnection {
  private(set) var handle: OpaquePointer
  let pq: LibPQ
  private let transactions = NestedTransactions()
  /// The server URL without its password, for messages.
  var location = ""
  /// Named-parameter SQL already numbered, by its text.
  var translations: [String: NamedParameters] = [:]

  /// Connects with `url` (libpq's URL syntax; credentials from it, `PGPASSWORD` or `~/.pgpass`).
  init(url: String) throws(PostgresError) {
    let pq = try LibPQ.loaded()
    // Defaults first: the URL's own parameters override them.
    let keywords = CParameters(texts: ["application_name", "connect_timeout", "client_encoding", "dbname"])
    let values = CParameters(texts: ["themereg", "10", "UTF8", url])
    let connection = keywords.withPointers { keywordPointers in
      values.withPointers { valuePointers in pq.connectdbParams(keywordPointers, valuePointers, 1) }
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
    transactions.reset()
    pq.reset(handle)
    guard pq.status(handle) == CONNECTION_OK else {
      throw PostgresError(sqlState: nil, message: Self.firstLine(pq.errorMessage(handle)), connectionLost: true)
    }
    try configure()
  }

  /// Runs `sql` with `values` bound to `$1`, `$2`…; returns its rows.
  @discardableResult
  func query(_ sql: String, _ values: [SQLValue] = [], typed: Bool = false) throws(PostgresError) -> PostgresRows {
    // libpq passes text as C strings, which end at the first NUL: refuse rather than truncate.
    for case .text(let text) in values where text.utf8.contains(0) {
      throw PostgresError(
        sqlState: "22021",
        message: "a text value contains NUL (U+0000), which PostgreSQL cannot store; remove it from the theme or record"
      )
    }
    let parameters = CParameters(values)
    // Typed, each parameter's type is its value's (NULL left to the server to infer).
    let types: [Oid]? = typed ? values.map(Self.typeOID) : nil
    let result = parameters.withPointers { pointers in
      types.withUnsafeOptionalBuffer { typePointer in
        pq.execParams(
          handle, sql, Int32(values.count), typePointer, pointers, parameters.lengths, parameters.formats, 0)
      }
    }
    guard let result else {
      throw PostgresError(
        sqlState: nil, message: Self.firstLine(pq.errorMessage(handle)),
        connectionLost: pq.status(handle) != CONNECTION_OK)
    }
    let status = pq.resultStatus(result)
    guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
      defer { pq.clear(result) }
      throw failure(of: result)
    }
    return PostgresRows(result, pq: pq)
  }

  /// The type a value is sent as: int8, float8, text or bytea.
  private static func typeOID(_ value: SQLValue) -> Oid {
    switch value {
    case .null: 0
    case .integer: 20
    case .real: 701
    case .text: 25
    case .blob: 17
    }
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
      throw failure(of: result)
    }
  }

  /// The error a failed result reports: its SQLSTATE and primary message.
  private func failure(of result: OpaquePointer) -> PostgresError {
    let state = pq.resultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
    let primary = pq.resultErrorField(result, Int32(UInt8(ascii: "M"))).map { String(cString: $0) }
    return PostgresError(
      sqlState: state, message: primary ?? Self.firstLine(pq.resultErrorMessage(result)),
      connectionLost: pq.status(handle) != CONNECTION_OK)
  }

  /// Runs `body` in a transaction, committed when it returns and rolled back when it throws;
  /// inside another transaction, a savepoint of it: the work lands with the outer one.
  func transaction<T>(_ body: () throws -> T) throws -> T {
    try transactions.run(begin: "BEGIN", execute: { try query($0) }, body)
  }

  func snapshot<T>(_ body: () throws -> T) throws -> T {
    try transactions.run(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", execute: { try query($0) }, body)
  }

  private static func firstLine(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "unknown error" }
    let text = String(cString: pointer)
    let lines = text.split(separator: "\n").map { $0.trimmingPrefix("FATAL:").trimmingPrefix("ERROR:") }
    let line = lines.first { !$0.allSatisfy(\.isWhitespace) } ?? Substring(text)
    return String(line.drop { $0 == " " })
  }
}

/// C copies of statement parameters (or connection keywords), in the arrays libpq takes; the
/// copies live as long as this object. Text is sent in text format, bytes in binary.
private final class CParameters {
  private var pointers: [UnsafePointer<CChar>?] = []
  private var owned: [UnsafeMutableRawPointer] = []
  /// Each value's length (read for binary values only).
  private(set) var lengths: [Int32] = []
  /// 0 for text, 1 for binary, per value.
  private(set) var formats: [Int32] = []

  /// Copies of `values`; NULL stays a null pointer.
  init(_ values: [SQLValue]) {
    pointers.reserveCapacity(values.count)
    for value in values {
      switch value {
      case .null: append(nil, length: 0, format: 0)
      case .integer(let number): append(text: String(number))
      case .real(let number): append(text: number.description)
      case .text(let text): append(text: text)
      case .blob(let bytes):
        let copy = malloc(max(bytes.count, 1))!
        bytes.withUnsafeBytes {
          copy.copyMemory(from: $0.baseAddress ?? UnsafeRawPointer(copy), byteCount: bytes.count)
        }
        owned.append(copy)
        append(UnsafePointer(copy.assumingMemoryBound(to: CChar.self)), length: Int32(bytes.count), format: 1)
      }
    }
  }

  /// Copies of `texts` followed by a null pointer, as libpq's keyword and value lists end.
  init(texts: [String]) {
    for text in texts { append(text: text) }
    append(nil, length: 0, format: 0)
  }

  deinit {
    for copy in owned { free(copy) }
  }

  /// Calls `body` with the C array of pointers.
  func withPointers<T>(_ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> T) -> T {
    pointers.withUnsafeBufferPointer { body($0.baseAddress) }
  }

  private func append(text: String) {
    let copy = strdup(text)!
    owned.append(UnsafeMutableRawPointer(copy))
    append(UnsafePointer(copy), length: 0, format: 0)
  }

  private func append(_ pointer: UnsafePointer<CChar>?, length: Int32, format: Int32) {
    pointers.append(pointer)
    lengths.append(length)
    formats.append(format)
  }
}

extension Optional where Wrapped == [Oid] {
  /// Calls `body` with a pointer to the array's elements, or nil when there is no array.
  fileprivate func withUnsafeOptionalBuffer<T>(_ body: (UnsafePointer<Oid>?) -> T) -> T {
    guard let array = self else { return body(nil) }
    return array.withUnsafeBufferPointer { body($0.baseAddress) }
  }
}
