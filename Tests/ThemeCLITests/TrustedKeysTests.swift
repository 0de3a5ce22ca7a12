import Foundation
import Testing
import ThemeModel
import ThemeStore
import ThemeTestSupport

/// `themereg trust`: the keys trusted to sign approvals, kept as a recorded list whose every
/// change after the first is signed by a key trusted before it.
@Suite("Trusted signing keys")
struct TrustedKeysTests {
  let cli = CLIRunner()

  init() throws {
    #expect(cli.run(["init"]).code == 0)
    for name in ["alice", "bob", "carol"] { try SSHKeys.make(name, in: cli.folder) }
    try SSHKeys.make("rsa2048", in: cli.folder, type: ["-t", "rsa", "-b", "2048"])
    try SSHKeys.make("ecdsa", in: cli.folder, type: ["-t", "ecdsa", "-b", "256"])
    #expect(cli.run(["trust", "add", "alice", key("alice.pub")]).code == 0)
  }

  func key(_ name: String) -> String { cli.folder.file(name) }

  func names() -> [String] {
    guard case .array(let signers)? = cli.run(["trust", "--json"]).json?["signers"] else { return [] }
    return signers.compactMap { $0["name"]?.stringValue }
  }

  @Test func theFirstKeyIsTrustedUnsignedAndListedWithItsFingerprint() throws {
    let listed = cli.run(["trust", "list"])
    #expect(listed.code == 0)
    #expect(listed.out.hasPrefix("alice  SHA256:"), "\(listed.out)")
    #expect(cli.run(["trust", "--json"]).json?["signers"] != nil)
  }

  @Test func aSignedChangeByATrustedSignerAddsAKey() {
    let added = cli.run(["trust", "add", "bob", key("bob.pub"), "--by", "alice", "--sign", key("alice")])
    #expect(added.code == 0, "\(added.err)")
    #expect(added.out.contains("bob is trusted (change 2, signed by alice)"), "\(added.out)")
    #expect(names() == ["alice", "bob"])
  }

  @Test func anECDSAKeyIsStrongEnough() {
    let added = cli.run(["trust", "add", "eve", key("ecdsa.pub"), "--by", "alice", "--sign", key("alice")])
    #expect(added.code == 0, "\(added.err)")
  }

  @Test(arguments: [
    (["bob", "alice"], "is a private key; give its .pub file"),
    (["bob", "rsa2048.pub"], "is a 2048-bit RSA key, weaker than Ed25519, ECDSA or RSA-3072"),
    (["bob", "notes.txt"], "is not an OpenSSH public key"),
    (["bob", "two.pub"], "it holds 2 keys, not one"),
    (["b*b", "bob.pub"], "reads as a pattern"),
    (["ALICE", "bob.pub"], "is the same name as the trusted signer \"alice\""),
    (["robert", "alice.pub"], "is trusted already, as \"alice\""),
  ])
  func addRefusesAKeyOrNameItCannotTrustAndChangesNothing(operands: [String], expected: String) throws {
    _ = cli.folder.write("notes.txt", Array("not a key\n".utf8))
    let both = try String(contentsOfFile: key("bob.pub"), encoding: .utf8) + String(contentsOfFile: key("carol.pub"))
    _ = cli.folder.write("two.pub", Array(both.utf8))
    let before = cli.snapshot()
    let refused = cli.run(
      ["trust", "add", operands[0], key(operands[1]), "--by", "alice", "--sign", key("alice")])
    #expect(refused.code == 65)
    #expect(refused.err.contains(expected), "\(refused.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func onceAKeyIsTrustedAnUnsignedChangeIsRefused() {
    let before = cli.snapshot()
    let refused = cli.run(["trust", "add", "bob", key("bob.pub")])
    #expect(refused.code == 64)
    #expect(refused.err.contains("must be signed by one; pass --by NAME --sign KEYFILE"), "\(refused.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func aChangeSignedByAnUntrustedKeyIsRefused() {
    let before = cli.snapshot()
    let refused = cli.run(["trust", "add", "bob", key("bob.pub"), "--by", "bob", "--sign", key("bob")])
    #expect(refused.code == 1)
    #expect(refused.err.contains("which is not a trusted key, so nothing was changed"), "\(refused.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func removingAKeyUntrustsTheApprovalsItSigned() throws {
    #expect(cli.run(["trust", "add", "bob", key("bob.pub"), "--by", "alice", "--sign", key("alice")]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.rich()), "-m", "one", "--author", "carol"]).code == 0)
    #expect(cli.run(["approve", "acme-chat@1", "--by", "bob", "--sign", key("bob")]).code == 0)
    let removed = cli.run(["trust", "remove", "bob", "--by", "alice", "--sign", key("alice")])
    #expect(removed.code == 0, "\(removed.err)")
    #expect(names() == ["alice"])
    #expect(cli.run(["approvals", "acme-chat"]).out.contains("which is not a trusted key"))
  }

  @Test func removeNamesWhoRemoves() {
    let refused = cli.run(["trust", "remove", "alice"])
    #expect(refused.code == 64)
    #expect(refused.err.contains("--by"), "\(refused.err)")
  }

  @Test func aChangeEditedInTheDatabaseIsRefused() throws {
    try cli.tamper("UPDATE trust_changes SET name = 'mallory'")
    let refused = cli.run(["trust", "list"])
    #expect(refused.code == 74)
    #expect(refused.err.contains("the record of trusted signing keys no longer matches its digests"), "\(refused.err)")
    #expect(cli.run(["check"]).code != 0)
  }

  /// A hand with write access to the database and the digest's recipe adds its own key: the
  /// digest is right, but no trusted key signed the change, and every read checks that.
  @Test func aChangeWithARightDigestButNoTrustedSignatureIsRefused() throws {
    let store = try StoreSQL.open(cli.db, create: false, now: "t")
    let mallory = try SSHKeys.publicKey(key("bob.pub"))
    _ = try store.changeTrust(role: .session) { _, _ in
      TrustChange(
        action: .add, name: "mallory", publicKey: mallory, changedBy: "mallory", signature: nil,
        createdAt: "2026-12-05T10:00:00Z")
    }
    let refused = cli.run(["trust", "list"])
    #expect(refused.code == 74)
    #expect(refused.err.contains("trust change 2 is not signed among the keys trusted before it"), "\(refused.err)")
  }
}
