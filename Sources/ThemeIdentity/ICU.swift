import CICU

#if canImport(Glibc)
  import Glibc
#endif

/// The ICU functions identities are compared with, loaded from this ICU major version's
/// `libicuuc` and `libicui18n` on first use rather than linked (see `CICU/shim.h` for why).
/// A configured checker is only read afterwards, which ICU makes safe from any thread.
struct ICU: @unchecked Sendable {
  typealias Normalize =
    @convention(c) (
      OpaquePointer?, UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<UInt16>?, Int32,
      UnsafeMutablePointer<UErrorCode>?
    ) -> Int32
  typealias Check =
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UErrorCode>?
    ) -> Int32
  typealias Skeleton =
    @convention(c) (
      OpaquePointer?, UInt32, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<CChar>?, Int32,
      UnsafeMutablePointer<UErrorCode>?
    ) -> Int32
  typealias CharType = @convention(c) (UChar32) -> Int8
  typealias Script = @convention(c) (UChar32, UnsafeMutablePointer<UErrorCode>?) -> UScriptCode
  typealias ScriptName = @convention(c) (UScriptCode) -> UnsafePointer<CChar>?

  let caseFold: OpaquePointer
  let checker: OpaquePointer
  let normalize: Normalize
  let check: Check
  let skeleton: Skeleton
  let charType: CharType
  let script: Script
  let scriptName: ScriptName

  /// The loaded library. Loading once is thread-safe (a global's lazy initializer).
  static let shared: ICU = load()

  /// The checks a name must pass: UTS #39's moderately restrictive script mixing, digits of
  /// one numbering system, and no combining mark repeated on one letter.
  static let checks = Int32(
    USPOOF_RESTRICTION_LEVEL.rawValue | USPOOF_MIXED_NUMBERS.rawValue | USPOOF_INVISIBLE.rawValue)

  private static let version = "\(U_ICU_VERSION_MAJOR_NUM)"

  /// `$THEMEREG_LIBICU` names a folder holding both libraries; else the loader finds them.
  private static func path(_ library: String) -> String {
    let file = "lib\(library).so.\(version)"
    guard let folder = getenv("THEMEREG_LIBICU").map({ String(cString: $0) }), !folder.isEmpty else { return file }
    return folder + "/" + file
  }

  private static func load() -> ICU {
    do throws(LoadFailure) {
      let common = try open(path("icuuc"))
      let i18n = try open(path("icui18n"))
      let getCaseFold = try function(
        common, "unorm2_getNFKCCasefoldInstance",
        as: (@convention(c) (UnsafeMutablePointer<UErrorCode>?) -> OpaquePointer?).self)
      let openChecker = try function(
        i18n, "uspoof_open", as: (@convention(c) (UnsafeMutablePointer<UErrorCode>?) -> OpaquePointer?).self)
      let setLevel = try function(
        i18n, "uspoof_setRestrictionLevel", as: (@convention(c) (OpaquePointer?, URestrictionLevel) -> Void).self)
      let setChecks = try function(
        i18n, "uspoof_setChecks",
        as: (@convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<UErrorCode>?) -> Void).self)
      var status = U_ZERO_ERROR
      let caseFold = getCaseFold(&status)
      let checker = openChecker(&status)
      setLevel(checker, USPOOF_MODERATELY_RESTRICTIVE)
      setChecks(checker, checks, &status)
      guard status.rawValue <= U_ZERO_ERROR.rawValue, let caseFold, let checker else {
        throw LoadFailure(reason: "ICU could not set up its spoof checker (error \(status.rawValue))")
      }
      return ICU(
        caseFold: caseFold, checker: checker, normalize: try function(common, "unorm2_normalize", as: Normalize.self),
        check: try function(i18n, "uspoof_checkUTF8", as: Check.self),
        skeleton: try function(i18n, "uspoof_getSkeletonUTF8", as: Skeleton.self),
        charType: try function(common, "u_charType", as: CharType.self),
        script: try function(common, "uscript_getScript", as: Script.self),
        scriptName: try function(common, "uscript_getName", as: ScriptName.self))
    } catch {
      // Without ICU no name can be compared, so no commit or approval can be checked; the
      // process ends as any themereg error does, with one `error:` line and exit code 70
      // (internal error), before anything is written (names are checked first).
      let message =
        "error: themereg compares people's names with ICU \(version) and cannot load it (\(error.reason)); "
        + "install it (Debian: apt-get install libicu\(version)) or name its folder with THEMEREG_LIBICU\n"
      _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
      _exit(70)
    }
  }

  private struct LoadFailure: Error { var reason: String }

  private static func open(_ path: String) throws(LoadFailure) -> UnsafeMutableRawPointer {
    guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      throw LoadFailure(reason: dlerror().map { String(cString: $0) } ?? "\(path): not found")
    }
    return library
  }

  /// ICU's C functions carry the major version in their symbol names (`uspoof_open_72`).
  private static func function<T>(_ library: UnsafeMutableRawPointer, _ name: String, as type: T.Type)
    throws(LoadFailure) -> T
  {
    guard let symbol = dlsym(library, name + "_" + version) ?? dlsym(library, name) else {
      throw LoadFailure(reason: "ICU \(version) has no \(name)")
    }
    return unsafeBitCast(symbol, to: type)
  }
}
