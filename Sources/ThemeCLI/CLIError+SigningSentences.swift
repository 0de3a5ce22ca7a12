import ThemeModel
import ThemeRegistry

/// The command line's wording of signing problems (see `RegistryError.sentence`).
extension SigningProblem {
  /// One line: what went wrong and the fix.
  var sentence: String {
    switch self {
    case .toolMissing(let reason):
      "ssh-keygen cannot be run (\(reason)); install OpenSSH's client (Debian: apt-get install openssh-client)"
    case .unreadableKey(let path, let reason): "the key \(path.printable) cannot be read: \(reason); check the path"
    case .passphraseProtected(let path):
      "the key \(path.printable) is protected by a passphrase, and themereg never prompts; sign with a key without one (a dedicated approval key), or remove the passphrase with 'ssh-keygen -p -f \(path.printable)'"
    case .notAPrivateKey(let path, let reason):
      "\(path.printable) is not a private key ssh-keygen can sign with (\(reason.printable)); --sign takes the private key file, e.g. ~/.ssh/id_ed25519"
    case .notAPublicKey(let path, let reason):
      "\(path.printable) is not an OpenSSH public key (\(reason.printable)); give a .pub file, one key in it"
    case .weakKey(let path, let type, let bits):
      "\(path.printable) is a \(bits)-bit \(type) key, weaker than Ed25519, ECDSA or RSA-3072; make one with 'ssh-keygen -t ed25519'"
    case .unusableSignerName(let name, let character):
      "the signer name \(JSONWriter.quoted(name)) holds \(JSONWriter.quoted(character)), which OpenSSH's allowed_signers reads as a pattern; choose a name without * ? ! , or \""
    case .signerNameTaken(let name, let existing):
      existing == name
        ? "a trusted signer is named \(JSONWriter.quoted(name)) already; remove that key first ('themereg trust remove \(name)')"
        : "\(JSONWriter.quoted(name)) is the same name as the trusted signer \(JSONWriter.quoted(existing)); use that name, or another"
    case .keyAlreadyTrusted(let path, let fingerprint, let name):
      "the key of \(path.printable) (\(fingerprint)) is trusted already, as \(JSONWriter.quoted(name)); 'themereg trust list' shows the keys"
    case .noSuchSigner(let name):
      "no trusted signer is named \(JSONWriter.quoted(name)) or has that fingerprint; 'themereg trust list' shows them"
    case .changeNeedsSignature(let trusted):
      "\(trusted) key(s) are trusted, so a change to them must be signed by one; pass --by NAME --sign KEYFILE with a trusted signer's key"
    case .changeNotSigned(let by, let verdict):
      "the change by \(JSONWriter.quoted(by)) \(verdict), so nothing was changed; sign with the key trusted for \(JSONWriter.quoted(by))"
    case .forgedTrustChange(let id, let verdict):
      "trust change \(id) \(verdict) among the keys trusted before it: the record was changed outside themereg; nothing was done with it — 'themereg check' lists it"
    case .signingFailed(let path, let reason):
      "ssh-keygen could not sign with \(path.printable): \(reason.printable); nothing was stored"
    case .signatureRequired(let theme, let number):
      "this registry requires signed approvals (require-signed-approvals), so nothing was stored; approve \(theme)@\(number) with --sign KEYFILE, your private key that 'themereg trust list' trusts"
    case .unverifiedApproval(let theme, let number, let approvedBy, let verdict):
      "the approval of \(theme)@\(number) by \(JSONWriter.quoted(approvedBy)) \(verdict), and this registry requires signed approvals (require-signed-approvals), so nothing was exported; withdraw it ('themereg revoke \(theme)@\(number) --by NAME --reason TEXT') and approve again with --sign KEYFILE and a trusted key"
    }
  }

  /// The exit code: refused (1) for a signature that does not prove enough, 65 for a key or
  /// name that is bad data, 66 for what is not there, 64 for a missing flag, 70 without the tool.
  var exitCode: Int32 {
    switch self {
    case .toolMissing: CLIError.internalCode
    case .unreadableKey, .noSuchSigner: CLIError.notFoundCode
    case .passphraseProtected, .notAPrivateKey, .notAPublicKey, .weakKey, .unusableSignerName, .signerNameTaken,
      .keyAlreadyTrusted:
      CLIError.dataCode
    case .changeNeedsSignature, .signatureRequired: CLIError.usageCode
    case .changeNotSigned, .unverifiedApproval: CLIError.failedCode
    case .forgedTrustChange, .signingFailed: CLIError.ioCode
    }
  }

  /// The stable kind, for `--json` errors.
  var kind: String {
    switch self {
    case .toolMissing: "toolMissing"
    case .unreadableKey, .passphraseProtected, .notAPrivateKey, .notAPublicKey, .weakKey: "invalidKey"
    case .unusableSignerName, .signerNameTaken, .keyAlreadyTrusted, .noSuchSigner: "invalidSigner"
    case .changeNeedsSignature, .changeNotSigned: "unsignedChange"
    case .forgedTrustChange: "damagedFact"
    case .signingFailed: "signingFailed"
    case .signatureRequired, .unverifiedApproval: "unsignedApproval"
    }
  }
}
