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

  /// Where libcrypto is loaded from: `$THEMEREG_LIBCRYPTO` (a path), else the loader finds
  /// OpenSSL 3's `libcrypto.so.3`, else the development link `libcrypto.so`.
  private static var candidates: [String] {
    let configured = getenv("THEMEREG_LIBCRYPTO").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    return (configured.map { [$0] } ?? []) + ["libcrypto.so.3", "libcrypto.so"]
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
    // Without SHA-256 no document can be stored or checked; nothing is written before this.
    fatalError(
      "themereg needs OpenSSL's libcrypto for SHA-256 and cannot load it (\(reasons.joined(separator: "; "))); "
        + "install it (Debian: apt-get install libssl3) or name it with THEMEREG_LIBCRYPTO")
  }
}
