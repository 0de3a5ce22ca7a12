import ThemeAudit
import ThemeModel

/// A field of a record a person writes beside a version or an approval.
public enum RecordField: String, Sendable, CaseIterable {
  /// Who committed.
  case author
  /// Why the version exists.
  case message
  /// Who approves.
  case approver
  /// Why, for the record of an approval.
  case note
  /// A waiver's key and reason.
  case waiver
  /// Who revokes.
  case revoker
  /// Why an approval is withdrawn.
  case reason
  /// A trusted signer's name, or who changed the trusted keys.
  case signer
}

/// What is wrong with a record field.
public enum FieldProblem: Sendable, Equatable {
  /// It is empty (or only white space).
  case empty
  /// It is longer than `limit` characters or holds NUL.
  case tooLong(limit: Int)
  /// A person's name that could display as another one; `problem` says how.
  case misleadingName(String, problem: String)
}

/// Why an approval was refused.
public enum ApprovalRefusal: Sendable, Equatable {
  /// A waiver gives no reason.
  case waiverWithoutReason(key: String)
  /// The approver committed the version (`author` as stored, which may be spelt otherwise).
  case selfApproval(approver: String, author: String, theme: String, number: Int)
  /// The database role approving is the one that committed the version (on PostgreSQL).
  case selfApprovalByRole(role: String, theme: String, number: Int)
  /// A waiver names no finding of the version's audit.
  case waiverMatchesNothing(key: String, theme: String, number: Int)
  /// Error findings remain that no waiver covers.
  case unwaivedErrors(theme: String, number: Int, count: Int)
}

/// Why an output folder (an export's or a report's) cannot be written.
public enum OutputFolderProblem: Sendable, Equatable {
  /// Its parent folder does not exist.
  case parentMissing(parent: String)
  /// The name is empty.
  case emptyName
  /// The name is `.` or `..`.
  case notANewFolder
  /// It exists and holds files.
  case notEmpty
  /// It is a file.
  case isAFile
  /// It is a symbolic link (never followed).
  case isALink
}

extension FieldProblem: CustomStringConvertible {
  /// The problem as a clause about the field.
  public var description: String {
    switch self {
    case .empty: "it is empty"
    case .tooLong(let limit): "it is longer than \(limit) characters or holds NUL"
    case .misleadingName(let name, let problem): "\(JSONWriter.quoted(name)) \(problem)"
    }
  }
}

extension OutputFolderProblem: CustomStringConvertible {
  /// The problem as a clause about the folder.
  public var description: String {
    switch self {
    case .parentMissing(let parent): "the folder \(parent) does not exist"
    case .emptyName: "its name is empty"
    case .notANewFolder: "it names no new folder"
    case .notEmpty: "it is not empty"
    case .isAFile: "it is a file"
    case .isALink: "it is a symbolic link"
    }
  }
}

extension ApprovalRefusal: CustomStringConvertible {
  /// Why, from the facts.
  public var description: String {
    switch self {
    case .waiverWithoutReason(let key): "the waiver of \(JSONWriter.quoted(key)) has no reason"
    case .selfApproval(let approver, let author, let theme, let number):
      "\(JSONWriter.quoted(approver)) committed \(theme)@\(number) (as \(JSONWriter.quoted(author))) and cannot approve it too (four eyes)"
    case .selfApprovalByRole(let role, let theme, let number):
      "the database role \(JSONWriter.quoted(role)) committed \(theme)@\(number) and cannot approve it too (four eyes)"
    case .waiverMatchesNothing(let key, let theme, let number):
      "the waiver \(JSONWriter.quoted(key)) matches no finding of \(theme)@\(number)"
    case .unwaivedErrors(let theme, let number, let count):
      "\(theme)@\(number) has \(count) error finding(s) that are not waived"
    }
  }
}

extension AuditProfile {
  /// The profile a stored run names; a name this build does not know is refused rather than
  /// replaced by another profile, whose thresholds would judge the theme differently.
  static func stored(_ name: String) throws(RegistryError) -> AuditProfile {
    guard let profile = AuditProfile(rawValue: name) else { throw .unknownProfile(name) }
    return profile
  }
}
