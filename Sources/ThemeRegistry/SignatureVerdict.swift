import ThemeModel

/// What checking one signature against a list of allowed signers found.
public enum SignatureVerdict: Sendable, Equatable {
  /// The approval carries no signature.
  case unsigned
  /// The signature is not a valid signature of the statement (it or the statement was changed).
  case invalid(reason: String)
  /// No allowed signer has the key that made it.
  case untrusted(fingerprint: String)
  /// The key is allowed only for other names than the one the statement says signed.
  case otherSigner(signers: [String], claimed: String, fingerprint: String)
  /// The key is the committer's: an approval signed by the person it approves.
  case committersKey(signer: String, committer: String, fingerprint: String)
  /// A good signature by `signer`'s allowed key.
  case verified(signer: String, fingerprint: String)

  /// Whether the signature proves its statement was signed by the allowed key of its signer.
  public var isVerified: Bool {
    if case .verified = self { return true }
    return false
  }
}

extension SignatureVerdict: CustomStringConvertible {
  /// The verdict as a clause ("signed by alice's key SHA256:…").
  public var description: String {
    switch self {
    case .unsigned: "is not signed"
    case .invalid(let reason): "has a signature that does not verify (\(reason))"
    case .untrusted(let fingerprint): "is signed by the key \(fingerprint), which is not a trusted key"
    case .otherSigner(let signers, let claimed, let fingerprint):
      "is signed by the key \(fingerprint), trusted for \(signers.joined(separator: ", ")), not for \(claimed)"
    case .committersKey(let signer, let committer, let fingerprint):
      "is signed by \(signer)'s key \(fingerprint), the same name as \(committer), who committed it"
    case .verified(let signer, let fingerprint): "is signed by \(signer)'s trusted key \(fingerprint)"
    }
  }
}

/// Why a key, a signature or a change to the trusted keys was refused.
public enum SigningProblem: Sendable, Equatable {
  /// `ssh-keygen` (Debian's openssh-client) cannot be run.
  case toolMissing(reason: String)
  /// The key file cannot be read.
  case unreadableKey(path: String, reason: String)
  /// The private key is protected by a passphrase, which themereg will not prompt for.
  case passphraseProtected(path: String)
  /// The file is not a private key `ssh-keygen` can sign with.
  case notAPrivateKey(path: String, reason: String)
  /// The file is not an OpenSSH public key.
  case notAPublicKey(path: String, reason: String)
  /// The key is of a type or size weaker than Ed25519, ECDSA or RSA-3072.
  case weakKey(path: String, type: String, bits: Int)
  /// The name cannot be an allowed signer's: it holds a character OpenSSH reads as a pattern.
  case unusableSignerName(name: String, character: String)
  /// A trusted signer already has the name (or one that reads the same).
  case signerNameTaken(name: String, existing: String)
  /// The key is trusted already, under `name`.
  case keyAlreadyTrusted(path: String, fingerprint: String, name: String)
  /// No trusted signer has that name or fingerprint.
  case noSuchSigner(String)
  /// A key is trusted, so a change to the trusted keys must be signed by one.
  case changeNeedsSignature(trusted: Int)
  /// The change's signature was not made by `by`'s trusted key.
  case changeNotSigned(by: String, SignatureVerdict)
  /// A recorded change to the trusted keys is not signed by a key trusted before it.
  case forgedTrustChange(id: Int, SignatureVerdict)
  /// `ssh-keygen` failed to sign.
  case signingFailed(path: String, reason: String)
  /// The registry requires signed approvals, and this approval was to be stored unsigned.
  case signatureRequired(theme: String, number: Int)
  /// The registry requires signed approvals, and this one's signature does not prove it.
  case unverifiedApproval(theme: String, number: Int, approvedBy: String, SignatureVerdict)
}

extension SigningProblem: CustomStringConvertible {
  /// The facts, as a clause.
  public var description: String {
    switch self {
    case .toolMissing(let reason): "ssh-keygen cannot be run: \(reason)"
    case .unreadableKey(let path, let reason): "the key \(path) cannot be read: \(reason)"
    case .passphraseProtected(let path): "the key \(path) is protected by a passphrase"
    case .notAPrivateKey(let path, let reason): "\(path) is not a private key ssh-keygen can sign with (\(reason))"
    case .notAPublicKey(let path, let reason): "\(path) is not an OpenSSH public key (\(reason))"
    case .weakKey(let path, let type, let bits): "\(path) is a \(bits)-bit \(type) key"
    case .unusableSignerName(let name, let character):
      "\(JSONWriter.quoted(name)) holds \(JSONWriter.quoted(character)), which allowed_signers reads as a pattern"
    case .signerNameTaken(let name, let existing):
      "\(JSONWriter.quoted(name)) is the same name as the trusted signer \(JSONWriter.quoted(existing))"
    case .keyAlreadyTrusted(let path, let fingerprint, let name):
      "the key of \(path) (\(fingerprint)) is trusted already, as \(JSONWriter.quoted(name))"
    case .noSuchSigner(let name): "no trusted signer is named \(JSONWriter.quoted(name)) or has that fingerprint"
    case .changeNeedsSignature(let trusted): "\(trusted) key(s) are trusted, so a change must be signed by one"
    case .changeNotSigned(let by, let verdict): "the change by \(JSONWriter.quoted(by)) \(verdict)"
    case .forgedTrustChange(let id, let verdict): "trust change \(id) \(verdict) among the keys trusted before it"
    case .signingFailed(let path, let reason): "ssh-keygen could not sign with \(path): \(reason)"
    case .signatureRequired(let theme, let number):
      "the registry requires signed approvals, and the approval of \(theme)@\(number) is not signed"
    case .unverifiedApproval(let theme, let number, let approvedBy, let verdict):
      "the approval of \(theme)@\(number) by \(approvedBy) \(verdict)"
    }
  }
}
