import CCrypto

#if canImport(Glibc)
  import Glibc
#endif

/// libcrypto's SHA-256 context functions, loaded from `libcrypto.so.3` on first use rather than
/// linked (see `CCrypto/shim.h` for why).
struct LibCrypto: @unchecked Sendable {
  let initialize: @convention(c) (UnsafeMutablePointer<SHA256_CTX>?) -> Int32
  let update: @convention(c) (UnsafeMutablePointer<SHA256_CTX>?, UnsafeRawPointer?, Int) -> Int32
  let finish: @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<SHA256_CTX>?) -> Int32

  /// The loaded library. Loading once is thread-safe (a global's lazy initializer).
  static let shared: LibCrypto = load()

  /// Where libcrypto is loaded from: `$THEMEREG_LIBCRYPTO` alone when set (a build the user
  /// named is not silently replaced by another), else the loader finds OpenSSL 3's
  /// `libcrypto.so.3`, else the development link `libcrypto.so`.
  private static var candidates: [String] {
    if let configured = getenv("THEMEREG_LIBCRYPTO").map({ String(cString: $0) }), !configured.isEmpty {
      return [configured]
    }
    return ["libcrypto.so.3", "libcrypto.so"]
  }

  private static func load() -> LibCrypto {
    var reasons: [String] = []
    for candidate in candidates {
      guard let library = dlopen(candidate, RTLD_NOW | RTLD_LOCAL) else {
        reasons.append(dlerror().map { String(cString: $0) } ?? "\(candidate): not found")
        continue
      }
      guard let initialize = dlsym(library, "SHA256_Init"), let update = dlsym(library, "SHA256_Update"),
        let finish = dlsym(library, "SHA256_Final")
      else {
        reasons.append("\(candidate) has no SHA256_Init, SHA256_Update and SHA256_Final")
        continue
      }
      return LibCrypto(
        initialize: unsafeBitCast(initialize, to: (@convention(c) (UnsafeMutablePointer<SHA256_CTX>?) -> Int32).self),
        update: unsafeBitCast(
          update, to: (@convention(c) (UnsafeMutablePointer<SHA256_CTX>?, UnsafeRawPointer?, Int) -> Int32).self),
        finish: unsafeBitCast(
          finish, to: (@convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<SHA256_CTX>?) -> Int32).self)
      )
    }
    // Without SHA-256 no document can be stored, read or checked, and a digest cannot fail, so
    // the process ends here as any themereg error does: one `error:` line and exit code 70
    // (internal error). Every write hashes its document before its transaction opens, so
    // nothing is half-written; `_exit`, because another thread may be running.
    let message =
      "error: themereg needs OpenSSL's libcrypto for SHA-256 and cannot load it (\(reasons.joined(separator: "; "))); "
      + "install it (Debian: apt-get install libssl3) or name it with THEMEREG_LIBCRYPTO\n"
    _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    _exit(70)
  }
}
