import Foundation

/// OpenSSH keys made with the real `ssh-keygen` in a test's folder.
public enum SSHKeys {
  /// Makes a key pair `name` (and `name.pub`) in `folder`; returns the private key's path.
  @discardableResult
  public static func make(
    _ name: String, in folder: TemporaryDirectory, type: [String] = ["-t", "ed25519"], passphrase: String = ""
  ) throws -> String {
    let path = folder.file(name)
    let made = try Subprocess.run(
      "/usr/bin/ssh-keygen", ["-q"] + type + ["-N", passphrase, "-C", "\(name)@test", "-f", path])
    guard made.code == 0 else { throw KeyError(message: made.output) }
    return path
  }

  /// The key of the public key file `path`, `TYPE BASE64`.
  public static func publicKey(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: " ").prefix(2).joined(separator: " ")
  }

  /// Signs `data` with the private key at `key` in `namespace`, as a hand would; the armored signature.
  public static func sign(_ data: String, key: String, namespace: String, in folder: TemporaryDirectory) throws
    -> String
  {
    let file = folder.write("signed-\(UUID().uuidString)", Array(data.utf8))
    let signed = try Subprocess.run("/usr/bin/ssh-keygen", ["-Y", "sign", "-f", key, "-n", namespace, file])
    guard signed.code == 0 else { throw KeyError(message: signed.output) }
    return try String(contentsOfFile: file + ".sig", encoding: .utf8)
  }

  struct KeyError: Error {
    let message: String
  }
}
