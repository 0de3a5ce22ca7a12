import ThemeAudit
import ThemeExport
import ThemeFiles
import ThemeModel
import ThemeStore

extension Registry {
  /// Exports an approved version (or any version with `allowUnapproved`, marked as such) in
  /// `format` into `directory`, atomically, named and written as `configuration` says.
  /// Returns the version and the files written.
  public func export(
    _ reference: VersionReference, format: ExportFormat, to directory: String, allowUnapproved: Bool = false,
    configuration: ExportConfiguration = .default
  ) throws(RegistryError) -> (version: VersionRecord, files: [ExportFile]) {
    let (version, bytes) = try show(reference)
    let approval = try activeApproval(of: version)
    if approval == nil && !allowUnapproved {
      throw .notApproved(theme: version.theme, number: version.number)
    }
    let document = try guarded { try ThemeDocument(bytes: bytes) }
    guard document.name == version.theme else {
      throw .damagedVersion(
        theme: version.theme, number: version.number,
        reason: "its document is of the theme \(document.name): the theme's row was renamed outside themereg")
    }
    // Under the configured names: a case setting can make two names one identifier.
    let collisions = ExportNaming.collisions(in: document.theme, configuration: configuration)
    guard collisions.isEmpty else { throw .nameCollision(theme: version.theme, number: version.number, collisions) }
    let audit = try self.audit(
      version, bytes: bytes,
      profile: try approval.map { approval throws(RegistryError) in try AuditProfile.stored(approval.auditRun.profile)
      },
      ruleset: approval?.auditRun.ruleset)
    let source = ExportSource(
      document: document, version: version.number, approved: approval != nil,
      contentHash: version.contentHash.description, configuration: configuration)
    // The bundle's audit.json lists every pair the audit checked, with its threshold and verdict.
    var auditJSON = audit.json()
    if case .object(var members) = auditJSON {
      let auditor = Auditor(profile: try AuditProfile.stored(audit.profile))
      members.append(JSONMember("pairs", .array(auditor.contrastMeasurements(document.theme).map(\.json))))
      auditJSON = .object(members)
    }
    // Checked for every format: the policy holds whatever is exported. Only a bundle carries them.
    let signatures = try signatureFiles(of: version)
    let files = ThemeExporter.files(
      format: format, source: source, audit: auditJSON, approval: approval?.json,
      signatures: format == .bundle ? signatures : [])
    removedStagingFolders = try ExportDirectory.write(files, to: directory)
    return (version, files)
  }

  /// Every problem of the bundle in `directory`: changed, missing or extra files, an invalid theme.
  public static func verifyBundle(at directory: String) throws(RegistryError) -> [String] {
    let (files, special) = try ExportDirectory.read(directory)
    return special + BundleVerifier.problems(files: files)
  }

  /// The hash of the export configuration the bundle in `directory` was made with; `nil` for the default.
  public static func bundleConfiguration(at directory: String) throws(RegistryError) -> String? {
    BundleVerifier.configuration(files: try ExportDirectory.read(directory).files)
  }
}
