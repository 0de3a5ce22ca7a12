import ThemeModel
import ThemeRegistry
import ThemeStore

/// A failure of a command, with the exit code of `product.md`.
public struct CLIError: Error, Sendable {
  /// The process exit code.
  public var exitCode: Int32
  /// The one-line message after `error: `.
  public var message: String
  /// Further lines (e.g. every validation issue).
  public var details: [String]
  /// Usage text to print after the message.
  public var usage: String?

  /// Creates an error.
  public init(exitCode: Int32, message: String, details: [String] = [], usage: String? = nil) {
    self.exitCode = exitCode
    self.message = message
    self.details = details
    self.usage = usage
  }

  /// Exit code for audit errors or a refused approval.
  public static let failedCode: Int32 = 1
  /// Exit code for usage errors.
  public static let usageCode: Int32 = 64
  /// Exit code for invalid input data.
  public static let dataCode: Int32 = 65
  /// Exit code for a missing theme, version or file.
  public static let notFoundCode: Int32 = 66
  /// Exit code for an output file or folder that cannot be created (sysexits' EX_CANTCREAT).
  public static let cannotCreateCode: Int32 = 73
  /// Exit code for internal errors.
  public static let internalCode: Int32 = 70
  /// Exit code for database or I/O errors.
  public static let ioCode: Int32 = 74

  /// A usage error.
  static func usage(_ message: String, usage: String?) -> CLIError {
    CLIError(exitCode: usageCode, message: message, usage: usage)
  }

  /// The CLI form of a registry error.
  init(_ error: RegistryError, source: String? = nil) {
    switch error {
    case .migrationStopped(_, _, let reason):
      self.init(exitCode: CLIError(reason, source: source).exitCode, message: error.description)
    case .invalidDocument(let validation):
      let count = validation.issues.count == 1 ? "1 problem" : "\(validation.issues.count) problems"
      self.init(
        exitCode: Self.dataCode,
        message: "\(source ?? "the document") is not a valid theme (\(count)); fix them and try again",
        details: validation.issues.map(\.description))
    case .themeNotFound, .versionNotFound, .noAuditRun, .noApprovedVersion:
      self.init(exitCode: Self.notFoundCode, message: error.description)
    case .invalidReference, .unknownRule, .unknownRuleset, .invalidRequest, .targetNotEmpty:
      self.init(exitCode: Self.usageCode, message: error.description)
    case .auditFailed, .approvalRefused, .notApproved:
      self.init(exitCode: Self.failedCode, message: error.description)
    case .cannotWrite:
      self.init(exitCode: Self.cannotCreateCode, message: error.description)
    case .damagedVersion:
      self.init(exitCode: Self.ioCode, message: error.description)
    case .store(let storeError):
      switch storeError {
      case .missingRegistry, .uninitialized: self.init(exitCode: Self.notFoundCode, message: storeError.description)
      case .invalidLocation: self.init(exitCode: Self.usageCode, message: storeError.description)
      default: self.init(exitCode: Self.ioCode, message: storeError.description)
      }
    }
  }
}
