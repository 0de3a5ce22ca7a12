import ThemeModel
import ThemeStore

extension Registry {
  /// What `migrate(to:)` copied.
  public struct MigrationSummary: Sendable {
    /// The target registry, without credentials.
    public var target: String
    /// Themes copied.
    public var themes: Int
    /// Versions copied, each with its content hash verified on arrival.
    public var versions: Int
    /// Audit runs copied (every run of every version, under every ruleset).
    public var auditRuns: Int
    /// Approvals copied, with their waivers.
    public var approvals: Int
    /// Revocations copied.
    public var revocations: Int
  }

  /// Copies every theme, version, audit run, approval and revocation of this registry into
  /// the empty registry at `location` (a file or a `postgres://` URL), in the original order,
  /// verifying every content hash on arrival.
  ///
  /// This registry is only read. The copy is not one transaction: if it stops halfway, the
  /// target holds a partial copy, so the error says to remove it before trying again.
  public func migrate(
    to location: String, progress: ((Int, Int) -> Void)? = nil
  ) throws(RegistryError) -> MigrationSummary {
    let target = try Registry.open(path: location, create: true, profile: profile, clock: clock)
    guard target.path != path else {
      throw .invalidRequest("the target \(target.path) is this registry; name another file or database")
    }
    let existing = try target.guarded { try target.store.themeNames() }
    guard existing.isEmpty else {
      throw .invalidRequest(
        "the target \(target.path) already holds \(existing.count) theme(s) (\(existing.prefix(3).joined(separator: ", "))); "
          + "migrate-to copies into an empty registry only: create a new database, schema or file")
    }
    var summary = MigrationSummary(
      target: target.path, themes: 0, versions: 0, auditRuns: 0, approvals: 0, revocations: 0)
    do {
      try guarded {
        let names = try store.themeNames()
        let total = try names.reduce(0) { $0 + (try store.latestVersionNumber(theme: $1) ?? 0) }
        for name in names {
          let latest = try store.latestVersionNumber(theme: name) ?? 0
          for number in stride(from: 1, through: latest, by: 1) {
            summary.auditRuns += try copyVersion(theme: name, number: number, to: target.store)
            summary.versions += 1
            progress?(summary.versions, total)
          }
          let approvals = try copyApprovals(theme: name, to: target.store)
          summary.approvals += approvals.approvals
          summary.revocations += approvals.revocations
          summary.themes += 1
        }
      }
    } catch {
      throw .migrationStopped(target: target.path, copiedVersions: summary.versions, reason: error)
    }
    return summary
  }

  /// Copies one version with all its audit runs; returns how many runs.
  private func copyVersion(theme: String, number: Int, to target: any RegistryStore) throws -> Int {
    guard let version = try store.version(theme: theme, number: number) else {
      throw RegistryError.invalidRequest("\(theme)@\(number) is missing from this registry; run 'themereg check'")
    }
    let bytes = try store.document(hash: version.contentHash)
    let document = try ThemeDocument(bytes: bytes)
    guard document.contentHash.description == version.contentHash else {
      throw RegistryError.invalidRequest(
        "the stored document of \(theme)@\(number) hashes to \(document.contentHash), not \(version.contentHash); run 'themereg check'"
      )
    }
    let runs = try store.auditRuns(theme: theme, number: number)
    let outcome = try target.commit(
      document, author: version.author, message: version.message, createdAt: version.createdAt
    ) { _ in runs.first?.draft }
    guard case .created(let created) = outcome, created.number == number else {
      throw RegistryError.invalidRequest("\(theme)@\(number) arrived as \(outcome.version.number); the copy is wrong")
    }
    for run in runs.dropFirst() {
      try target.addAuditRun(run.draft, theme: theme, number: number)
    }
    let arrived = try target.document(hash: version.contentHash)
    guard ContentHash(of: arrived).description == version.contentHash else {
      throw RegistryError.invalidRequest("\(theme)@\(number) arrived with another content hash; the copy is wrong")
    }
    return runs.count
  }

  /// Copies a theme's approvals (oldest first) and their revocations.
  private func copyApprovals(theme: String, to target: any RegistryStore) throws -> (approvals: Int, revocations: Int) {
    var revocations = 0
    let approvals = try store.approvals(theme: theme, id: nil).reversed()
    for approval in approvals {
      let copy = try target.approve(
        theme: theme, version: approval.version, ruleset: approval.auditRun.ruleset, approvedBy: approval.approvedBy,
        note: approval.note, waivers: approval.waivers, createdAt: approval.createdAt, check: { _ in })
      guard copy.auditRun == approval.auditRun else {
        throw RegistryError.invalidRequest(
          "approval \(approval.id) of \(theme)@\(approval.version) would rest on another audit run in the copy")
      }
      if let revocation = approval.revocation {
        try target.revoke(
          approvalID: copy.id, revokedBy: revocation.revokedBy, reason: revocation.reason,
          createdAt: revocation.createdAt)
        revocations += 1
      }
    }
    return (approvals.count, revocations)
  }
}
