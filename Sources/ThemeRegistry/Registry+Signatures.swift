import ThemeExport
import ThemeFiles
import ThemeModel
import ThemeStore

extension Registry {
  /// The verdict on `approval`'s signature against the trusted keys `signers`.
  public static func verdict(of approval: ApprovalRecord, signers: [TrustedSigner]) throws(RegistryError)
    -> SignatureVerdict
  {
    guard let signature = approval.signature else { return .unsigned }
    return try SSHKeygen.verdict(
      of: approval.statement.bytes, signature: signature.armored, namespace: ApprovalStatement.namespace,
      claimed: approval.approvedBy, excluded: approval.committedBy, allowedSigners: allowedSigners(signers))
  }

  /// The verdict on each approval's signature, against the registry's trusted keys, in order.
  public func verdicts(of approvals: [ApprovalRecord]) throws(RegistryError) -> [SignatureVerdict] {
    guard approvals.contains(where: { $0.signature != nil }) else { return approvals.map { _ in .unsigned } }
    let signers = try trustedSigners()
    var verdicts: [SignatureVerdict] = []
    for approval in approvals { verdicts.append(try Self.verdict(of: approval, signers: signers)) }
    return verdicts
  }

  /// The files a bundle carries for `version`'s active signed approvals: each statement and its
  /// signature under `signatures/`, and the trusted keys as `allowed_signers`. Under
  /// `require-signed-approvals`, refused unless every active approval's signature verifies.
  func signatureFiles(of version: VersionRecord) throws(RegistryError) -> [ExportFile] {
    let active = try guarded { try store.approvals(theme: version.theme, id: nil) }.filter {
      $0.version == version.number && $0.revocation == nil
    }
    if try setting(.signedApprovals) == "true" {
      for (approval, verdict) in zip(active, try verdicts(of: active)) where !verdict.isVerified {
        throw .signing(
          .unverifiedApproval(
            theme: version.theme, number: version.number, approvedBy: approval.approvedBy, verdict))
      }
    }
    let signed = active.filter { $0.signature != nil }.sorted { $0.id < $1.id }
    guard !signed.isEmpty else { return [] }
    var files: [ExportFile] = []
    for approval in signed {
      files.append(ExportFile(path: "signatures/approval-\(approval.id).json", bytes: approval.statement.bytes))
      files.append(
        ExportFile(path: "signatures/approval-\(approval.id).sig", bytes: Array(approval.signature!.armored.utf8)))
    }
    files.append(ExportFile(path: "allowed_signers", bytes: Array(Self.allowedSigners(try trustedSigners()).utf8)))
    return files
  }

  /// One signed approval found in a bundle, checked offline.
  public struct BundleSignature: Sendable, Equatable {
    /// The statement's file in the bundle.
    public var path: String
    /// Who it says approved.
    public var approvedBy: String
    /// What checking it against the allowed signers found.
    public var verdict: SignatureVerdict
  }

  /// Checks the signed approvals of the bundle in `directory` against the OpenSSH
  /// allowed_signers file at `allowedSigners`, with `ssh-keygen -Y verify` and no registry:
  /// each statement must be of the bundle's theme, version and content, and signed by its
  /// approver's allowed key, not the committer's. Returns each signature's verdict and the
  /// problems (a bundle with no signed approval is one).
  public static func verifySignatures(at directory: String, allowedSigners: String) throws(RegistryError)
    -> (signatures: [BundleSignature], problems: [String])
  {
    guard let allowed = ImportFolder.read(allowedSigners) else {
      throw .signing(.unreadableKey(path: allowedSigners, reason: "the allowed signers file cannot be read"))
    }
    let (files, _) = try ExportDirectory.read(directory)
    let manifest = files[BundleVerifier.manifestName].flatMap { try? JSONParser.parse($0) }
    var problems: [String] = []
    var signatures: [BundleSignature] = []
    let statements = files.keys.filter { $0.hasPrefix("signatures/") && $0.hasSuffix(".json") }.sorted()
    for path in statements {
      guard let json = try? JSONParser.parse(files[path]!), let statement = ApprovalStatement(json: json) else {
        problems.append("\(path) is not a themereg approval statement")
        continue
      }
      guard let signature = files[String(path.dropLast(5)) + ".sig"] else {
        problems.append("\(path) has no signature beside it (\(path.dropLast(5)).sig)")
        continue
      }
      if statement.theme != manifest?["theme"]?.stringValue
        || Double(statement.version) != manifest?["version"]?.numberValue
        || statement.contentHash != manifest?["contentHash"]?.stringValue
      {
        problems.append(
          "\(path) approves \(statement.theme)@\(statement.version) (\(statement.contentHash)), not this bundle's version"
        )
        continue
      }
      let verdict = try SSHKeygen.verdict(
        of: statement.bytes, signature: String(decoding: signature, as: UTF8.self),
        namespace: ApprovalStatement.namespace, claimed: statement.approvedBy, excluded: statement.committedBy,
        allowedSigners: String(decoding: allowed, as: UTF8.self))
      signatures.append(BundleSignature(path: path, approvedBy: statement.approvedBy, verdict: verdict))
      if !verdict.isVerified { problems.append("the approval by \(statement.approvedBy) (\(path)) \(verdict)") }
    }
    if statements.isEmpty { problems.append("the bundle carries no signed approval") }
    return (signatures, problems)
  }
}
