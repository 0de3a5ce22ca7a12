import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// `approve --sign`, the require-signed-approvals setting, and bundles an app team verifies
/// offline with `verify --allowed-signers`, all through the real `ssh-keygen`.
@Suite("Signed approvals")
struct SignedApprovalTests {
  let cli = CLIRunner()

  /// A registry where carol committed acme-chat@1, and alice, bob and carol are trusted.
  init() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.rich()), "-m", "one", "--author", "carol"]).code == 0)
    for name in ["alice", "bob", "carol", "dave"] { try SSHKeys.make(name, in: cli.folder) }
    #expect(cli.run(["trust", "add", "alice", key("alice.pub")]).code == 0)
    for name in ["bob", "carol"] {
      let added = cli.run(["trust", "add", name, key("\(name).pub"), "--by", "alice", "--sign", key("alice")])
      #expect(added.code == 0, "\(added.err)")
    }
  }

  func key(_ name: String) -> String { cli.folder.file(name) }

  func approve(by name: String, signingWith key: String?, _ extra: [String] = []) -> CLIRunner.Outcome {
    cli.run(["approve", "acme-chat@1", "--by", name] + (key.map { ["--sign", self.key($0)] } ?? []) + extra)
  }

  static func first(_ value: JSONValue?) -> JSONValue? {
    guard case .array(let items)? = value else { return nil }
    return items.first
  }

  @Test func aSignedApprovalIsCheckedAgainstTheTrustedKeys() throws {
    let approved = approve(by: "bob", signingWith: "bob", ["--json"])
    #expect(approved.code == 0, "\(approved.err)")
    #expect(approved.json?["signatureCheck"]?["verified"] == .bool(true), "\(approved.out)")
    let listed = cli.run(["approvals", "acme-chat"])
    #expect(listed.out.contains("signature: signed by bob's trusted key SHA256:"), "\(listed.out)")
  }

  @Test(
    arguments: [
      ("bob", nil, [], "is not signed"),
      ("dave", "dave", [], "which is not a trusted key"),
      ("carol", "carol", ["--allow-self-approval"], "the same name as carol, who committed it"),
      ("bob", "alice", [], "trusted for alice, not for bob"),
    ] as [(String, String?, [String], String)])
  func underRequireSignedApprovalsExportRefusesAnApprovalItsSignatureDoesNotProve(
    approver: String, signingKey: String?, extra: [String], expected: String
  ) {
    #expect(approve(by: approver, signingWith: signingKey, extra).code == 0)
    #expect(cli.run(["config", "require-signed-approvals", "true"]).code == 0)
    let refused = cli.run(["export", "acme-chat", "--format", "bundle", "-o", cli.folder.file("out")])
    #expect(refused.code == 1)
    #expect(refused.err.contains(expected), "\(refused.err)")
    #expect(refused.err.contains("require-signed-approvals"), "\(refused.err)")
    #expect(!FileManager.default.fileExists(atPath: cli.folder.file("out")))
  }

  @Test func aSignedApprovalExportsUnderThePolicyWithItsSignatureAndTheTrustedKeys() throws {
    #expect(approve(by: "bob", signingWith: "bob").code == 0)
    #expect(cli.run(["config", "require-signed-approvals", "true"]).code == 0)
    let out = cli.folder.file("out")
    let exported = cli.run(["export", "acme-chat", "--format", "bundle", "-o", out])
    #expect(exported.code == 0, "\(exported.err)")
    for file in ["signatures/approval-1.json", "signatures/approval-1.sig", "allowed_signers"] {
      #expect(FileManager.default.fileExists(atPath: out + "/" + file), "\(file)")
    }
    let allowed = try String(contentsOfFile: out + "/allowed_signers", encoding: .utf8)
    #expect(
      allowed.contains(
        "\"bob\" namespaces=\"themereg-approval,themereg-trust\" \(try SSHKeys.publicKey(key("bob.pub")))"))
    #expect(cli.run(["verify", out]).code == 0)
  }

  @Test func underRequireSignedApprovalsAnUnsignedApprovalIsRefusedAndNothingStored() {
    #expect(cli.run(["config", "require-signed-approvals", "true"]).code == 0)
    let before = cli.snapshot()
    let refused = approve(by: "bob", signingWith: nil)
    #expect(refused.code == 64)
    #expect(refused.err.contains("approve acme-chat@1 with --sign KEYFILE"), "\(refused.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func anOldUnsignedApprovalRevokedAndSignedAgainExports() {
    #expect(approve(by: "bob", signingWith: nil).code == 0)
    #expect(cli.run(["config", "require-signed-approvals", "true"]).code == 0)
    let refused = cli.run(["export", "acme-chat", "--format", "bundle", "-o", cli.folder.file("out")])
    #expect(refused.err.contains("withdraw it ('themereg revoke acme-chat@1"), "\(refused.err)")
    #expect(cli.run(["revoke", "acme-chat@1", "--by", "bob", "--reason", "sign it"]).code == 0)
    #expect(approve(by: "bob", signingWith: "bob").code == 0)
    let exported = cli.run(["export", "acme-chat", "--format", "bundle", "-o", cli.folder.file("out")])
    #expect(exported.code == 0, "\(exported.err)")
  }

  /// An exported bundle signed by bob, and an app team's own allowed_signers file.
  func signedBundle(teamTrusts names: [String]) throws -> (bundle: String, allowed: String) {
    #expect(approve(by: "bob", signingWith: "bob").code == 0)
    let out = cli.folder.file("out")
    #expect(cli.run(["export", "acme-chat", "--format", "bundle", "-o", out]).code == 0)
    let lines = try names.map { "\($0) \(try SSHKeys.publicKey(key("\($0).pub")))\n" }.joined()
    return (out, cli.folder.write("team_allowed_signers", Array(lines.utf8)))
  }

  @Test func anAppTeamVerifiesTheBundleOfflineAgainstItsOwnList() throws {
    let (bundle, allowed) = try signedBundle(teamTrusts: ["bob"])
    let verified = cli.run(["verify", bundle, "--allowed-signers", allowed], environment: ["THEMEREG_DB": "/nowhere"])
    #expect(verified.code == 0, "\(verified.err)")
    #expect(verified.out.contains("approved by bob, whose approval is signed by bob's trusted key"), "\(verified.out)")
    let json = cli.run(["verify", bundle, "--allowed-signers", allowed, "--json"])
    #expect(Self.first(json.json?["signatures"])?["verified"] == .bool(true), "\(json.out)")
  }

  @Test func aBundleSignedByNobodyOnTheTeamsListDoesNotVerify() throws {
    let (bundle, allowed) = try signedBundle(teamTrusts: ["alice"])
    let refused = cli.run(["verify", bundle, "--allowed-signers", allowed])
    #expect(refused.code == 1)
    #expect(refused.err.contains("which is not a trusted key"), "\(refused.err)")
    #expect(refused.err.contains("is not approved by a signer of"), "\(refused.err)")
  }

  @Test func aReplacedSignatureDoesNotVerify() throws {
    let (bundle, allowed) = try signedBundle(teamTrusts: ["bob"])
    let other = try SSHKeys.sign("another statement\n", key: key("bob"), namespace: "themereg-approval", in: cli.folder)
    try other.write(toFile: bundle + "/signatures/approval-1.sig", atomically: true, encoding: .utf8)
    let refused = cli.run(["verify", bundle, "--allowed-signers", allowed])
    #expect(refused.code == 1)
    #expect(refused.err.contains("has a signature that does not verify"), "\(refused.err)")
  }

  @Test func aSignatureInAnotherNamespaceDoesNotVerify() throws {
    let (bundle, allowed) = try signedBundle(teamTrusts: ["bob"])
    let statement = try String(contentsOfFile: bundle + "/signatures/approval-1.json", encoding: .utf8)
    let git = try SSHKeys.sign(statement, key: key("bob"), namespace: "git", in: cli.folder)
    try git.write(toFile: bundle + "/signatures/approval-1.sig", atomically: true, encoding: .utf8)
    let refused = cli.run(["verify", bundle, "--allowed-signers", allowed])
    #expect(refused.code == 1)
    #expect(refused.err.contains("namespace"), "\(refused.err)")
  }

  @Test func aBundleWithoutASignedApprovalDoesNotVerifyAgainstAList() throws {
    #expect(approve(by: "bob", signingWith: nil).code == 0)
    let out = cli.folder.file("out")
    #expect(cli.run(["export", "acme-chat", "--format", "bundle", "-o", out]).code == 0)
    #expect(!FileManager.default.fileExists(atPath: out + "/signatures"))
    let allowed = cli.folder.write("list", Array("bob \(try SSHKeys.publicKey(key("bob.pub")))\n".utf8))
    let refused = cli.run(["verify", out, "--allowed-signers", allowed])
    #expect(refused.code == 1)
    #expect(refused.err.contains("the bundle carries no signed approval"), "\(refused.err)")
  }

  @Test(arguments: [
    (["--sign", "locked"], 65, "protected by a passphrase"),
    (["--sign", "missing"], 66, "cannot be read"),
    (["--sign", "bob.pub"], 65, "is not a private key"),
  ])
  func approveRefusesAKeyItCannotSignWithAndStoresNothing(arguments: [String], code: Int32, expected: String)
    throws
  {
    try SSHKeys.make("locked", in: cli.folder, passphrase: "secret words")
    let before = cli.snapshot()
    let refused = cli.run(["approve", "acme-chat@1", "--by", "bob", arguments[0], key(arguments[1])])
    #expect(refused.code == code)
    #expect(refused.err.contains(expected), "\(refused.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func aSignatureChangedInTheDatabaseIsRefused() throws {
    #expect(approve(by: "bob", signingWith: "bob").code == 0)
    try cli.tamper("UPDATE approvals SET signing_key = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFake'")
    let refused = cli.run(["approvals", "acme-chat"])
    #expect(refused.code == 74)
    #expect(refused.err.contains("no longer match their digest"), "\(refused.err)")
  }

  @Test func aCopiedRegistryKeepsItsSignaturesAndTrustedKeys() throws {
    #expect(approve(by: "bob", signingWith: "bob").code == 0)
    let copy = cli.folder.registry("copy.db")
    let copied = cli.run(["migrate-to", copy])
    #expect(copied.code == 0, "\(copied.err)")
    let listed = cli.run(["approvals", "acme-chat", "--json"], environment: ["THEMEREG_DB": copy])
    #expect(Self.first(listed.json?["approvals"])?["signatureCheck"]?["verified"] == .bool(true), "\(listed.out)")
    let trusted = cli.run(["trust", "list", "--json"], environment: ["THEMEREG_DB": copy])
    guard case .array(let signers)? = trusted.json?["signers"] else {
      Issue.record("\(trusted.out)")
      return
    }
    #expect(signers.count == 3)
  }
}
