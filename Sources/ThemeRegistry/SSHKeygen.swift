import FoundationEssentials
import ThemeIdentity
import ThemeModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// OpenSSH's `ssh-keygen`, run as a process for everything signatures need: reading a key,
/// signing (`-Y sign`) and checking (`-Y check-novalidate`, `-Y find-principals`, `-Y verify`).
/// It runs detached from any terminal, so a key that needs a passphrase fails instead of prompting.
enum SSHKeygen {
  /// A public key as `trust add` accepts it.
  struct PublicKey: Equatable {
    /// `TYPE BASE64`, without the comment.
    var text: String
    /// `SHA256:…`, as ssh-keygen prints it.
    var fingerprint: String
  }

  /// Runs `ssh-keygen` with `arguments`.
  static func run(_ arguments: [String], input: String = "/dev/null") throws(RegistryError) -> Subprocess.Output {
    do {
      return try Subprocess.run(["ssh-keygen"] + arguments, standardInput: input, detached: true, limit: 1 << 20)
    } catch {
      throw .signing(.toolMissing(reason: error.reason))
    }
  }

  /// The fingerprint of a public key `TYPE BASE64`, computed as ssh-keygen does (SHA-256 of
  /// the key's bytes, in unpadded base64); nil when it is not base64.
  static func fingerprint(of publicKey: String) -> String? {
    let parts = publicKey.split(separator: " ")
    guard parts.count >= 2, let blob = Data(base64Encoded: String(parts[1])) else { return nil }
    let digest = Data(SHA256.digest(of: Array(blob))).base64EncodedString()
    return "SHA256:" + digest.prefix { $0 != "=" }
  }

  /// The public key of the private key at `path`, refused when it cannot be read or needs a
  /// passphrase (read with an empty one, so ssh-keygen never prompts).
  static func publicKey(ofPrivateKeyAt path: String) throws(RegistryError) -> String {
    guard let bytes = ImportFolder.read(path) else {
      throw .signing(.unreadableKey(path: path, reason: String(cString: strerror(errno))))
    }
    guard String(decoding: bytes.prefix(64), as: UTF8.self).hasPrefix("-----BEGIN") else {
      throw .signing(.notAPrivateKey(path: path, reason: "it does not begin with a PEM header"))
    }
    let output = try run(["-y", "-P", "", "-f", path])
    let text = String(decoding: output.standardOutput, as: UTF8.self)
    guard output.status == 0, let line = text.split(separator: "\n").first else {
      let reason = output.errorText
      if reason.contains("passphrase") { throw .signing(.passphraseProtected(path: path)) }
      throw .signing(.notAPrivateKey(path: path, reason: reason.isEmpty ? "ssh-keygen exit \(output.status)" : reason))
    }
    return line.split(separator: " ").prefix(2).joined(separator: " ")
  }

  /// The armored signature of `bytes` by the private key at `path` in `namespace`.
  static func sign(_ bytes: [UInt8], keyAt path: String, namespace: String) throws(RegistryError) -> String {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let data = try scratch.store(bytes, as: "statement")
    let output = try run(["-Y", "sign", "-f", path, "-n", namespace, data])
    guard output.status == 0, let signature = scratch.read("statement.sig") else {
      throw .signing(.signingFailed(path: path, reason: output.errorText))
    }
    return String(decoding: signature, as: UTF8.self)
  }

  /// The key of the OpenSSH public key file at `path` and its strength, refused when it is not
  /// one (a private key, another format, more than one key) or is weaker than Ed25519, ECDSA
  /// or RSA-3072.
  static func trustableKey(at path: String) throws(RegistryError) -> PublicKey {
    guard let bytes = ImportFolder.read(path) else {
      throw .signing(.unreadableKey(path: path, reason: String(cString: strerror(errno))))
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if text.hasPrefix("-----BEGIN") {
      throw .signing(.notAPublicKey(path: path, reason: "it is a private key; give its .pub file"))
    }
    let lines = text.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
    guard lines.count == 1 else {
      throw .signing(.notAPublicKey(path: path, reason: "it holds \(lines.count) keys, not one"))
    }
    let output = try run(["-l", "-f", path])
    let listed = String(decoding: output.standardOutput, as: UTF8.self).trimmingWhitespace()
    let fields = listed.split(separator: " ")
    guard output.status == 0, fields.count >= 3, let bits = Int(fields[0]), let type = fields.last,
      type.hasPrefix("("), type.hasSuffix(")")
    else {
      throw .signing(.notAPublicKey(path: path, reason: output.errorText.isEmpty ? "unreadable" : output.errorText))
    }
    let name = String(type.dropFirst().dropLast())
    let strong =
      switch name {
      case "ED25519", "ED25519-SK", "ECDSA", "ECDSA-SK": true
      case "RSA": bits >= 3072
      default: false
      }
    guard strong else { throw .signing(.weakKey(path: path, type: name, bits: bits)) }
    let key = lines[0].split(separator: " ").prefix(2).joined(separator: " ")
    return PublicKey(text: key, fingerprint: String(fields[1]))
  }

  /// Checks the signature `armored` of `bytes` in `namespace` against `allowedSigners` (an
  /// OpenSSH allowed_signers file's text): is it a good signature, whose key is it, is that
  /// the key of `claimed` (as people read names), and not of `excluded` (the committer)?
  static func verdict(
    of bytes: [UInt8], signature armored: String, namespace: String, claimed: String, excluded: String?,
    allowedSigners: String
  ) throws(RegistryError) -> SignatureVerdict {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let data = try scratch.store(bytes, as: "statement")
    let signature = try scratch.store(Array(armored.utf8), as: "statement.sig")
    let allowed = try scratch.store(Array(allowedSigners.utf8), as: "allowed_signers")
    let checked = try run(["-Y", "check-novalidate", "-n", namespace, "-s", signature], input: data)
    guard checked.status == 0 else {
      return .invalid(reason: checked.errorText.isEmpty ? "ssh-keygen exit \(checked.status)" : checked.errorText)
    }
    let checkedText = String(decoding: checked.standardOutput, as: UTF8.self)
    let fingerprint =
      checkedText.split(separator: " ").first { $0.hasPrefix("SHA256:") }.map {
        String($0.trimmingWhitespace())
      } ?? "?"
    let found = try run(["-Y", "find-principals", "-f", allowed, "-s", signature])
    let principals = String(decoding: found.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
    guard found.status == 0, !principals.isEmpty else { return .untrusted(fingerprint: fingerprint) }
    if let excluded, let signer = principals.first(where: { Identity.same($0, excluded) }) {
      return .committersKey(signer: signer, committer: excluded, fingerprint: fingerprint)
    }
    guard let signer = principals.first(where: { Identity.same($0, claimed) }) else {
      return .otherSigner(signers: principals, claimed: claimed, fingerprint: fingerprint)
    }
    let verified = try run(
      ["-Y", "verify", "-f", allowed, "-I", signer, "-n", namespace, "-s", signature], input: data)
    guard verified.status == 0 else { return .invalid(reason: verified.errorText) }
    return .verified(signer: signer, fingerprint: fingerprint)
  }

  /// The text of an OpenSSH allowed_signers file trusting each key for its name, in both of
  /// themereg's namespaces.
  static func allowedSigners(_ signers: [(name: String, publicKey: String)]) -> String {
    signers.map { "\"\($0.name)\" namespaces=\"themereg-approval,themereg-trust\" \($0.publicKey)\n" }.joined()
  }
}
