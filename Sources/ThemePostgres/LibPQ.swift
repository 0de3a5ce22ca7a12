import CPostgres

#if canImport(Glibc)
  import Glibc
#endif

/// libpq's functions, loaded from `libpq.so.5` on first use rather than linked.
struct LibPQ: @unchecked Sendable {
  typealias Strings = UnsafePointer<UnsafePointer<CChar>?>?

  let connectdbParams: @convention(c) (Strings, Strings, Int32) -> OpaquePointer?
  let status: @convention(c) (OpaquePointer?) -> ConnStatusType
  let errorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  let finish: @convention(c) (OpaquePointer?) -> Void
  let setNoticeProcessor:
    @convention(c) (OpaquePointer?, PQnoticeProcessor?, UnsafeMutableRawPointer?) -> PQnoticeProcessor?
  let backendPID: @convention(c) (OpaquePointer?) -> Int32
  let reset: @convention(c) (OpaquePointer?) -> Void
  let execParams:
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, Strings, UnsafePointer<Int32>?,
      UnsafePointer<Int32>?, Int32
    ) -> OpaquePointer?
  let exec: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
  let resultStatus: @convention(c) (OpaquePointer?) -> ExecStatusType
  let resultErrorField: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
  let resultErrorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  let clear: @convention(c) (OpaquePointer?) -> Void
  let ntuples: @convention(c) (OpaquePointer?) -> Int32
  let nfields: @convention(c) (OpaquePointer?) -> Int32
  let getvalue: @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
  let getlength: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
  let getisnull: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
  let ftype: @convention(c) (OpaquePointer?, Int32) -> Oid
  let fname: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
  let cmdTuples: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  let conninfoParse:
    @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) ->
      UnsafeMutablePointer<PQconninfoOption>?
  let conninfoFree: @convention(c) (UnsafeMutablePointer<PQconninfoOption>?) -> Void
  let freemem: @convention(c) (UnsafeMutableRawPointer?) -> Void

  /// The loaded library, or why it could not be loaded.
  static let shared: Result<LibPQ, PostgresError> = load()

  /// The loaded library; throws when libpq is not installed.
  static func loaded() throws(PostgresError) -> LibPQ {
    try shared.get()
  }

  /// Where libpq is loaded from: `$THEMEREG_LIBPQ` (a path, for a libpq outside the loader's
  /// search path), else the loader finds `libpq.so.5`.
  static var location: String {
    if let path = getenv("THEMEREG_LIBPQ").map({ String(cString: $0) }), !path.isEmpty { return path }
    return "libpq.so.5"
  }

  private static func load() -> Result<LibPQ, PostgresError> {
    guard let library = dlopen(location, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "not found"
      return .failure(
        PostgresError(
          sqlState: nil,
          message: "libpq, PostgreSQL's client library, cannot be loaded (\(reason)); "
            + "install it (Debian: apt-get install libpq5) or name it with THEMEREG_LIBPQ", connectionLost: false))
    }
    var missing: [String] = []
    func symbol<T>(_ name: String, as type: T.Type) -> T {
      guard let address = dlsym(library, name) else {
        missing.append(name)
        return unsafeBitCast(dlsym(library, "PQlibVersion") ?? UnsafeMutableRawPointer(bitPattern: 1)!, to: type)
      }
      return unsafeBitCast(address, to: type)
    }
    let functions = LibPQ(
      connectdbParams: symbol(
        "PQconnectdbParams", as: (@convention(c) (Strings, Strings, Int32) -> OpaquePointer?).self),
      status: symbol("PQstatus", as: (@convention(c) (OpaquePointer?) -> ConnStatusType).self),
      errorMessage: symbol(
        "PQerrorMessage", as: (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self),
      finish: symbol("PQfinish", as: (@convention(c) (OpaquePointer?) -> Void).self),
      setNoticeProcessor: symbol(
        "PQsetNoticeProcessor",
        as: (@convention(c) (OpaquePointer?, PQnoticeProcessor?, UnsafeMutableRawPointer?) -> PQnoticeProcessor?).self),
      backendPID: symbol("PQbackendPID", as: (@convention(c) (OpaquePointer?) -> Int32).self),
      reset: symbol("PQreset", as: (@convention(c) (OpaquePointer?) -> Void).self),
      execParams: symbol(
        "PQexecParams",
        as: (@convention(c) (
          OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, Strings, UnsafePointer<Int32>?,
          UnsafePointer<Int32>?, Int32
        ) -> OpaquePointer?).self),
      exec: symbol("PQexec", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?).self),
      resultStatus: symbol("PQresultStatus", as: (@convention(c) (OpaquePointer?) -> ExecStatusType).self),
      resultErrorField: symbol(
        "PQresultErrorField", as: (@convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?).self),
      resultErrorMessage: symbol(
        "PQresultErrorMessage", as: (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self),
      clear: symbol("PQclear", as: (@convention(c) (OpaquePointer?) -> Void).self),
      ntuples: symbol("PQntuples", as: (@convention(c) (OpaquePointer?) -> Int32).self),
      nfields: symbol("PQnfields", as: (@convention(c) (OpaquePointer?) -> Int32).self),
      getvalue: symbol(
        "PQgetvalue", as: (@convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?).self),
      getlength: symbol("PQgetlength", as: (@convention(c) (OpaquePointer?, Int32, Int32) -> Int32).self),
      getisnull: symbol("PQgetisnull", as: (@convention(c) (OpaquePointer?, Int32, Int32) -> Int32).self),
      ftype: symbol("PQftype", as: (@convention(c) (OpaquePointer?, Int32) -> Oid).self),
      fname: symbol("PQfname", as: (@convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?).self),
      cmdTuples: symbol("PQcmdTuples", as: (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self),
      conninfoParse: symbol(
        "PQconninfoParse",
        as: (@convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) ->
          UnsafeMutablePointer<PQconninfoOption>?).self),
      conninfoFree: symbol(
        "PQconninfoFree", as: (@convention(c) (UnsafeMutablePointer<PQconninfoOption>?) -> Void).self),
      freemem: symbol("PQfreemem", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self))
    guard missing.isEmpty else {
      return .failure(
        PostgresError(
          sqlState: nil,
          message: "the installed libpq lacks \(missing.joined(separator: ", ")); install libpq5 15 or newer"))
    }
    return .success(functions)
  }
}
