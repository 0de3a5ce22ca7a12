import ThemeModel
import ThemeRegistry

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
  /// A stable name of what went wrong for scripts (`noSuchTheme`, `invalidDocument`, …), the
  /// `kind` of `--json` errors beside the numeric `code`.
  public var kind: String

  /// Creates an error; `kind` defaults to the one of its exit code.
  public init(exitCode: Int32, message: String, details: [String] = [], usage: String? = nil, kind: String? = nil) {
    self.exitCode = exitCode
    self.message = message
    self.details = details
    self.usage = usage
    self.kind = kind ?? Self.kind(of: exitCode)
  }

  /// The kind of an error known only by its exit code.
  static func kind(of code: Int32) -> String {
    switch code {
    case failedCode: "refused"
    case usageCode: "usage"
    case dataCode: "invalidInput"
    case notFoundCode: "notFound"
    case cannotCreateCode: "cannotWrite"
    case ioCode: "io"
    default: "internal"
    }
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

  /// The CLI form of a registry error, with the kind that names its case.
  init(_ error: RegistryError, source: String? = nil) {
    self.init(mapping: error, source: source)
    kind = Self.kind(of: error)
  }

  /// A conflict as a line: its path and its three values (`none` where it is absent).
  static func line(_ conflict: MergeConflict) -> String {
    func shown(_ value: JSONValue?) -> String { value.map(ValueText.line) ?? "none" }
    return
      "\(conflict.path.printable): base \(shown(conflict.base).printable), latest \(shown(conflict.latest).printable), yours \(shown(conflict.yours).printable)"
  }

  /// The stable kind of a registry error.
  static func kind(of error: RegistryError) -> String {
    switch error {
    case .invalidDocument: "invalidDocument"
    case .nameCollision: "nameCollision"
    case .themeNotFound: "noSuchTheme"
    case .versionNotFound: "noSuchVersion"
    case .invalidReference: "invalidReference"
    case .auditFailed: "auditFailed"
    case .newErrors: "newErrors"
    case .noAuditRun: "noAuditRun"
    case .noApprovedVersion: "noApprovedVersion"
    case .approvalRefused: "approvalRefused"
    case .notApproved, .noActiveApproval: "notApproved"
    case .invalidRequest, .invalidField, .waiverWithoutReason, .comparedWithAnotherTheme, .notAFolder: "invalidRequest"
    case .outputFolder(_, let problem): problem == .isALink ? "cannotWrite" : "invalidRequest"
    case .unknownRule: "unknownRule"
    case .unknownRuleset: "unknownRuleset"
    case .cannotWrite: "cannotWrite"
    case .damagedVersion: "damagedDocument"
    case .unknownProfile: "unknownProfile"
    case .lossyImport: "lossyImport"
    case .themeChoiceNeeded: "choiceNeeded"
    case .unknownThemeChoice: "unknownChoice"
    case .targetNotEmpty: "targetNotEmpty"
    case .migrationStopped: "copyStopped"
    case .mergeConflict, .unresolvedConflicts: "conflict"
    case .baseMismatch: "baseMismatch"
    case .baseRequired: "baseRequired"
    case .coverageTooLow: "coverageTooLow"
    case .git: "git"
    case .noSuchBranch: "noSuchBranch"
    case .noHistory: "noHistory"
    case .unreadableRevision: "unreadableRevision"
    case .signing(let problem): problem.kind
    case .store(let store):
      switch store {
      case .missingRegistry: "noSuchRegistry"
      case .uninitialized, .notARegistry: "notARegistry"
      case .invalidLocation: "invalidLocation"
      case .needsUpgrade: "needsInit"
      case .upgradeStopped: "upgradeStopped"
      case .newerSchema: "newerSchema"
      case .editedMigration: "editedMigration"
      case .readOnly: "readOnly"
      case .busy: "busy"
      case .damagedDocument: "damagedDocument"
      case .damagedFact, .damagedSetting, .damagedTrust: "damagedFact"
      case .damagedCounter, .damagedSummary: "damagedFact"
      case .serverUnavailable: "serverUnavailable"
      case .authenticationFailed: "authenticationFailed"
      case .connectionLost, .outcomeUnknown: "connectionLost"
      case .cannotOpen, .database, .server, .latestVersionMoved, .unstorableValue: "io"
      }
    }
  }

  private init(mapping error: RegistryError, source: String?) {
    switch error {
    case .migrationStopped(_, _, let reason):
      self.init(exitCode: CLIError(reason, source: source).exitCode, message: error.sentence)
    case .invalidDocument(let validation):
      let count = validation.issues.count == 1 ? "1 problem" : "\(validation.issues.count) problems"
      self.init(
        exitCode: Self.dataCode,
        message: "\(source ?? "the document") is not a valid theme (\(count)); fix them and try again",
        details: validation.issues.map(\.description))
    case .nameCollision:
      self.init(exitCode: Self.dataCode, message: error.sentence)
    case .lossyImport(let notes):
      self.init(
        exitCode: Self.dataCode, message: error.sentence,
        details: notes.map { "\($0.location.description.printable): \($0.subject.printable): \($0.message.printable)" })
    case .themeNotFound, .versionNotFound, .noAuditRun, .noApprovedVersion:
      self.init(exitCode: Self.notFoundCode, message: error.sentence)
    case .invalidField(_, .misleadingName):
      // A name is data the user gives, refused for what it holds (the code point named).
      self.init(exitCode: Self.dataCode, message: error.sentence)
    case .invalidReference, .unknownRule, .unknownRuleset, .invalidRequest, .targetNotEmpty, .invalidField,
      .waiverWithoutReason, .comparedWithAnotherTheme, .themeChoiceNeeded, .unknownThemeChoice:
      self.init(exitCode: Self.usageCode, message: error.sentence)
    case .outputFolder(_, let problem):
      self.init(exitCode: problem == .isALink ? Self.cannotCreateCode : Self.usageCode, message: error.sentence)
    case .notAFolder:
      self.init(exitCode: Self.notFoundCode, message: error.sentence)
    case .newErrors(let comparison):
      self.init(
        exitCode: Self.failedCode, message: error.sentence,
        details: (comparison.new.map(\.self) + comparison.worsened.map(\.now)).filter { $0.severity == .error }.map {
          "new  \($0.rule)  \($0.message)"
        })
    case .auditFailed, .approvalRefused, .notApproved, .noActiveApproval:
      self.init(exitCode: Self.failedCode, message: error.sentence)
    case .coverageTooLow(_, let coverage, _):
      self.init(
        exitCode: Self.failedCode, message: error.sentence,
        details: ["unchecked  " + coverage.unchecked.prefix(20).map(\.printable).joined(separator: ", ")])
    case .mergeConflict(_, _, _, let conflicts), .unresolvedConflicts(_, let conflicts):
      self.init(exitCode: Self.failedCode, message: error.sentence, details: conflicts.map(Self.line))
    case .baseMismatch:
      self.init(exitCode: Self.dataCode, message: error.sentence)
    case .baseRequired:
      self.init(exitCode: Self.usageCode, message: error.sentence)
    case .git(_, let command, _, _):
      self.init(exitCode: command == "rev-parse" ? Self.notFoundCode : Self.ioCode, message: error.sentence)
    case .noSuchBranch, .noHistory:
      self.init(exitCode: Self.notFoundCode, message: error.sentence)
    case .unreadableRevision(_, _, let reason):
      let inner = CLIError(reason)
      self.init(
        exitCode: inner.exitCode == Self.ioCode ? Self.ioCode : Self.dataCode, message: error.sentence,
        details: inner.details)
    case .cannotWrite:
      self.init(exitCode: Self.cannotCreateCode, message: error.sentence)
    case .signing(let problem):
      self.init(exitCode: problem.exitCode, message: problem.sentence)
    case .damagedVersion, .unknownProfile:
      self.init(exitCode: Self.ioCode, message: error.sentence)
    case .store(let storeError):
      switch storeError {
      case .missingRegistry, .uninitialized: self.init(exitCode: Self.notFoundCode, message: storeError.sentence)
      case .invalidLocation: self.init(exitCode: Self.usageCode, message: storeError.sentence)
      case .damagedFact, .damagedCounter, .damagedSummary, .damagedSetting, .damagedTrust:
        self.init(
          exitCode: Self.ioCode,
          message: storeError.sentence + "; nothing was done with them — 'themereg check' lists every damaged fact")
      default: self.init(exitCode: Self.ioCode, message: storeError.sentence)
      }
    }
  }
}
