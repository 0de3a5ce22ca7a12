import ThemeIdentity
import ThemeModel
import ThemeStore

/// A key trusted to sign approvals, as the record of trust changes leaves it.
public struct TrustedSigner: Sendable, Equatable {
  /// The signer's name: the principal its signatures are checked for.
  public var name: String
  /// The key, `TYPE BASE64`.
  public var publicKey: String
  /// `SHA256:…`.
  public var fingerprint: String
  /// Who trusted it, and when.
  public var addedBy: String
  public var addedAt: String
}

extension Registry {
  /// The characters OpenSSH's allowed_signers reads as patterns or quoting in a principal.
  static let principalPatternCharacters: Set<Character> = ["*", "?", "!", ",", "\""]

  /// The trusted keys, replayed from the record of changes. Each change made while a key was
  /// trusted is checked again, with `ssh-keygen`, to be signed by a key trusted before it: a
  /// change written outside themereg (even with a correct digest) is refused.
  public func trustedSigners() throws(RegistryError) -> [TrustedSigner] {
    try Self.replay(try guarded { try store.trustChanges() })
  }

  /// Every recorded change to the trusted keys, oldest first (verified like `trustedSigners`).
  public func trustChanges() throws(RegistryError) -> [TrustChange] {
    let changes = try guarded { try store.trustChanges() }
    _ = try Self.replay(changes)
    return changes
  }

  static func replay(_ changes: [TrustChange]) throws(RegistryError) -> [TrustedSigner] {
    var signers: [TrustedSigner] = []
    for change in changes {
      if !signers.isEmpty {
        let verdict = try Self.verdict(of: change, signers: signers)
        guard verdict.isVerified else { throw .signing(.forgedTrustChange(id: change.id, verdict)) }
      }
      switch change.action {
      case .add:
        signers.append(
          TrustedSigner(
            name: change.name, publicKey: change.publicKey,
            fingerprint: SSHKeygen.fingerprint(of: change.publicKey) ?? "?", addedBy: change.changedBy,
            addedAt: change.createdAt))
      case .remove:
        signers.removeAll { $0.name == change.name && $0.publicKey == change.publicKey }
      }
    }
    return signers
  }

  /// Whether `change` is signed by its author's key among `signers`.
  static func verdict(of change: TrustChange, signers: [TrustedSigner]) throws(RegistryError) -> SignatureVerdict {
    guard let signature = change.signature else { return .unsigned }
    return try SSHKeygen.verdict(
      of: change.statement, signature: signature.armored, namespace: TrustChange.namespace, claimed: change.changedBy,
      excluded: nil, allowedSigners: allowedSigners(signers))
  }

  /// The OpenSSH allowed_signers text of `signers`.
  public static func allowedSigners(_ signers: [TrustedSigner]) -> String {
    SSHKeygen.allowedSigners(signers.map { ($0.name, $0.publicKey) })
  }

  /// Trusts the OpenSSH public key in the file at `path` to sign approvals as `name`.
  ///
  /// Refused for a file that is not one public key, a key weaker than Ed25519, ECDSA or
  /// RSA-3072, a name that reads as a trusted signer's or that allowed_signers cannot hold,
  /// and a key trusted already. The first key needs no signature; once one is trusted, the
  /// change is signed by `by`'s trusted key (`signingKey`), checked inside the transaction.
  public func trust(_ name: String, publicKeyAt path: String, by changer: String? = nil, signingKey: String? = nil)
    throws(RegistryError) -> TrustChange
  {
    let name = String(name.trimmingWhitespace())
    try Self.checkIdentity(name, field: .signer)
    if let character = name.first(where: { Self.principalPatternCharacters.contains($0) }) {
      throw .signing(.unusableSignerName(name: name, character: String(character)))
    }
    let key = try SSHKeygen.trustableKey(at: path)
    return try changeTrust(.add, by: changer ?? name, signingKey: signingKey) { signers throws(RegistryError) in
      if let existing = signers.first(where: { Identity.same($0.name, name) }) {
        throw .signing(.signerNameTaken(name: name, existing: existing.name))
      }
      if let existing = signers.first(where: { $0.publicKey == key.text }) {
        throw .signing(.keyAlreadyTrusted(path: path, fingerprint: key.fingerprint, name: existing.name))
      }
      return (name, key.text)
    }
  }

  /// No longer trusts the key of the signer named `nameOrFingerprint` (or with that fingerprint);
  /// the change is signed by `by`'s trusted key, which may be the key removed.
  public func untrust(_ nameOrFingerprint: String, by changer: String, signingKey: String?) throws(RegistryError)
    -> TrustChange
  {
    try changeTrust(.remove, by: changer, signingKey: signingKey) { signers throws(RegistryError) in
      guard
        let signer = signers.first(where: { $0.fingerprint == nameOrFingerprint })
          ?? signers.first(where: { Identity.same($0.name, nameOrFingerprint) })
      else { throw .signing(.noSuchSigner(nameOrFingerprint)) }
      return (signer.name, signer.publicKey)
    }
  }

  /// Records one change to the trusted keys; `subject` picks the signer's name and key from
  /// the signers trusted now (read and checked inside the transaction) or refuses.
  private func changeTrust(
    _ action: TrustChange.Action, by changer: String, signingKey: String?,
    subject: ([TrustedSigner]) throws(RegistryError) -> (name: String, publicKey: String)
  ) throws(RegistryError) -> TrustChange {
    let changer = String(changer.trimmingWhitespace())
    try Self.checkIdentity(changer, field: .signer)
    let signer = try signingKey.map { path throws(RegistryError) in
      (path: path, publicKey: try SSHKeygen.publicKey(ofPrivateKeyAt: path))
    }
    let createdAt = Timestamp.string(now())
    do {
      return try store.changeTrust(role: .session) { changes, previousDigest in
        let signers = try Self.replay(changes)
        let (name, publicKey) = try subject(signers)
        var change = TrustChange(
          action: action, name: name, publicKey: publicKey, changedBy: changer, signature: nil, createdAt: createdAt)
        change.previousDigest = previousDigest
        if let signer {
          change.signature = SSHSignature(
            armored: try SSHKeygen.sign(change.statement, keyAt: signer.path, namespace: TrustChange.namespace),
            publicKey: signer.publicKey)
        }
        guard !signers.isEmpty else { return change }
        guard change.signature != nil else {
          throw RegistryError.signing(.changeNeedsSignature(trusted: signers.count))
        }
        let verdict = try Self.verdict(of: change, signers: signers)
        guard verdict.isVerified else { throw RegistryError.signing(.changeNotSigned(by: changer, verdict)) }
        return change
      }
    } catch let error as RegistryError {
      throw error
    } catch {
      throw .store(StoreError.wrapping(error, path: path))
    }
  }
}
