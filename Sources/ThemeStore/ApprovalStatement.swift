import ThemeModel

/// The database roles of an approval being stored: the one that committed the version and the
/// one approving it (PostgreSQL's `session_user`; nil on SQLite), and whether the approving
/// role owns the registry (the owner can change anything, so four eyes by role binds the others).
public struct ApprovalRoles: Sendable, Equatable {
  /// The role that committed the version.
  public var committed: String?
  /// The role approving it.
  public var approving: String?
  /// Whether the approving role owns the registry's tables.
  public var approvingOwnsRegistry: Bool
}

/// What an approval states, in the exact bytes its signature covers: the theme, the version and
/// its content hash, the audit run it was judged on, who committed it, who approved it, why,
/// when and what was waived. Exported beside the signature, so a bundle's approval can be
/// checked with `ssh-keygen -Y verify` and no registry.
public struct ApprovalStatement: Sendable, Equatable {
  /// The statement's format identifier.
  public static let format = "themereg.approval-statement/1"
  /// The SSH signature namespace an approval is signed in, so no other signature can pass for one.
  public static let namespace = "themereg-approval"

  /// The theme's name.
  public var theme: String
  /// The approved version.
  public var version: Int
  /// Its content hash (`sha256:…`).
  public var contentHash: String
  /// The digest of the audit run it was judged on (hex).
  public var auditRunDigest: String
  /// Who committed the version.
  public var committedBy: String
  /// Who approved it.
  public var approvedBy: String
  /// Why, optionally.
  public var note: String?
  /// When.
  public var createdAt: String
  /// What it waived.
  public var waivers: [ApprovalRecord.Waiver]

  /// Creates a statement.
  public init(
    theme: String, version: Int, contentHash: String, auditRunDigest: String, committedBy: String,
    approvedBy: String, note: String?, createdAt: String, waivers: [ApprovalRecord.Waiver]
  ) {
    self.theme = theme
    self.version = version
    self.contentHash = contentHash
    self.auditRunDigest = auditRunDigest
    self.committedBy = committedBy
    self.approvedBy = approvedBy
    self.note = note
    self.createdAt = createdAt
    self.waivers = waivers
  }

  /// The statement as a JSON object.
  public var json: JSONValue {
    .object([
      JSONMember("format", .string(Self.format)), JSONMember("theme", .string(theme)),
      JSONMember("version", .integer(version)), JSONMember("contentHash", .string(contentHash)),
      JSONMember("auditRun", .string(auditRunDigest)), JSONMember("committedBy", .string(committedBy)),
      JSONMember("approvedBy", .string(approvedBy)), JSONMember("note", .optional(note)),
      JSONMember("createdAt", .string(createdAt)),
      JSONMember(
        "waivers",
        .array(waivers.map { .object([JSONMember("key", .string($0.key)), JSONMember("reason", .string($0.reason))]) })),
    ])
  }

  /// The signed bytes: the canonical JSON (sorted keys, no whitespace) and a newline.
  public var bytes: [UInt8] { JSONWriter.bytes(json, options: .canonical) + [0x0A] }

  /// Reads a statement back from its JSON (an exported one); nil when it is not one.
  public init?(json: JSONValue) {
    guard json["format"]?.stringValue == Self.format, let theme = json["theme"]?.stringValue,
      let number = json["version"]?.numberValue, number >= 1, number <= 1e15, number == number.rounded(),
      let contentHash = json["contentHash"]?.stringValue,
      let run = json["auditRun"]?.stringValue, let committedBy = json["committedBy"]?.stringValue,
      let approvedBy = json["approvedBy"]?.stringValue, let createdAt = json["createdAt"]?.stringValue,
      case .array(let waivers)? = json["waivers"]
    else { return nil }
    var parsed: [ApprovalRecord.Waiver] = []
    for waiver in waivers {
      guard let key = waiver["key"]?.stringValue, let reason = waiver["reason"]?.stringValue else { return nil }
      parsed.append(ApprovalRecord.Waiver(key: key, reason: reason))
    }
    self.init(
      theme: theme, version: Int(number), contentHash: contentHash, auditRunDigest: run, committedBy: committedBy,
      approvedBy: approvedBy, note: json["note"]?.stringValue, createdAt: createdAt, waivers: parsed)
  }
}
