import ThemeModel

/// A stored signature: OpenSSH's armored `SSH SIGNATURE` and the public key that made it.
public struct SSHSignature: Sendable, Equatable {
  /// The armored signature (`-----BEGIN SSH SIGNATURE-----` …).
  public var armored: String
  /// The signer's public key, `TYPE BASE64` as in an OpenSSH public key file.
  public var publicKey: String

  /// Creates a signature record.
  public init(armored: String, publicKey: String) {
    self.armored = armored
    self.publicKey = publicKey
  }
}

/// Which role a stored fact records as the one that wrote it.
public enum RecordedRole: Sendable, Equatable {
  /// The connection's own: PostgreSQL's `session_user`, nothing on SQLite.
  case session
  /// The role of the fact being copied from another registry.
  case copied(String?)
}

/// One change to the keys trusted to sign approvals, as recorded.
public struct TrustChange: Sendable, Equatable {
  /// Whether a key was trusted or no longer is.
  public enum Action: String, Sendable {
    case add, remove
  }

  /// The change's id, in the order changes were made.
  public var id: Int = 0
  /// Added or removed.
  public var action: Action
  /// The signer's name: the principal its signatures are checked for.
  public var name: String
  /// The key, `TYPE BASE64`.
  public var publicKey: String
  /// Who made the change.
  public var changedBy: String
  /// The signature of its statement by a key trusted before it; nil for the first key trusted.
  public var signature: SSHSignature?
  /// The database role that stored it (PostgreSQL's `session_user`); nil on SQLite.
  public var recordedRole: String?
  /// When.
  public var createdAt: String
  /// The digest of the change before it (hex; empty for the first), which its statement names.
  public var previousDigest: String = ""

  /// Creates a change.
  public init(
    action: Action, name: String, publicKey: String, changedBy: String, signature: SSHSignature?,
    createdAt: String, recordedRole: String? = nil
  ) {
    self.action = action
    self.name = name
    self.publicKey = publicKey
    self.changedBy = changedBy
    self.signature = signature
    self.createdAt = createdAt
    self.recordedRole = recordedRole
  }

  /// The SSH signature namespace a change is signed in.
  public static let namespace = "themereg-trust"

  /// The bytes its signature covers: the change, who made it, when, and the change it follows
  /// (so a signed change cannot be replayed elsewhere in the record).
  public var statement: [UInt8] {
    let json = JSONValue.object([
      JSONMember("format", .string("themereg.trust-statement/1")), JSONMember("action", .string(action.rawValue)),
      JSONMember("name", .string(name)), JSONMember("publicKey", .string(publicKey)),
      JSONMember("changedBy", .string(changedBy)), JSONMember("createdAt", .string(createdAt)),
      JSONMember("follows", .string(previousDigest)),
    ])
    return JSONWriter.bytes(json, options: .canonical) + [0x0A]
  }
}
