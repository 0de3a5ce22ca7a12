import ThemeBackends
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
  /// This registry is only read. The copy lands whole or not at all: it is one transaction
  /// on the target, and a new file target is written under a temporary name beside it and
  /// renamed into place once that transaction has committed, so a copy that stops — an
  /// error, a kill, a lost connection — leaves the target as it was.
  public func migrate(
    to location: String, progress: ((Int, Int) -> Void)? = nil
  ) throws(RegistryError) -> MigrationSummary {
    if StoreLocation.isServer(location) {
      return try copy(into: location, shownAs: nil, progress: progress)
    }
    let file = try CopyTargetFile(location, source: path)
    defer { file.discardPartial() }
    let summary = try copy(into: file.writePath, shownAs: location, progress: progress)
    try file.moveIntoPlace()
    return summary
  }

  /// Copies this registry into the registry at `location` in one transaction there.
  private func copy(into location: String, shownAs shown: String?, progress: ((Int, Int) -> Void)?)
    throws(RegistryError) -> MigrationSummary
  {
    let target = try Registry.open(path: location, create: true, profile: profile, clock: clock)
    let targetName = shown ?? target.path
    guard target.path != path else {
      throw .invalidRequest("the target \(target.path) is this registry; name another file or database")
    }
    var summary = MigrationSummary(
      target: targetName, themes: 0, versions: 0, auditRuns: 0, approvals: 0, revocations: 0)
    do {
      // The source is read as one snapshot: a commit that lands meanwhile is not half in the copy.
      try store.reading {
        try target.store.bulk {
          let existing = try target.store.themeNames()
          guard existing.isEmpty else {
            throw RegistryError.targetNotEmpty(target: targetName, themes: existing)
          }
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
          for (name, value) in try store.settings() { try target.store.setSetting(name, to: value) }
          // The record of trusted keys, change by change: each keeps its fields, so its chained
          // digest and its signature (over a statement naming the change before) still hold.
          for change in try store.trustChanges() {
            _ = try target.store.changeTrust(role: .copied(change.recordedRole)) { _, _ in change }
          }
        }
      }
    } catch let error as RegistryError {
      if case .targetNotEmpty = error { throw error }
      throw .migrationStopped(target: targetName, copiedVersions: summary.versions, reason: error)
    } catch {
      throw .migrationStopped(
        target: targetName, copiedVersions: summary.versions, reason: .store(StoreError.wrapping(error, path: location))
      )
    }
    return summary
  }

  /// Copies one version with all its audit runs; returns how many runs.
  private func copyVersion(theme: String, number: Int, to target: any RegistryStore) throws -> Int {
    guard let version = try store.version(theme: theme, number: number) else {
      throw RegistryError.invalidRequest("\(theme)@\(number) is missing from this registry")
    }
    let document = try ThemeDocument(bytes: try storedDocument(of: version))
    let runs = try store.auditRuns(theme: theme, number: number)
    var prepared = PreparedCommit(
      document: document, author: version.author, message: version.message, createdAt: version.createdAt,
      audit: runs.first?.draft, authoredAt: version.authoredAt == version.createdAt ? nil : version.authoredAt,
      provenance: version.provenance)
    prepared.role = .copied(version.recordedRole)
    let outcome = try target.commit(prepared)
    guard case .created(let created) = outcome, created.number == number else {
      throw RegistryError.invalidRequest("\(theme)@\(number) arrived as \(outcome.version.number); the copy is wrong")
    }
    for run in runs.dropFirst() {
      try target.addAuditRun(run.draft, theme: theme, number: number)
    }
    // Reading it back verifies it: the store refuses bytes that do not hash to their key.
    _ = try target.document(of: version)
    return runs.count
  }

  /// Copies a theme's approvals (oldest first) and their revocations.
  private func copyApprovals(theme: String, to target: any RegistryStore) throws -> (approvals: Int, revocations: Int) {
    var revocations = 0
    let approvals = try store.approvals(theme: theme, id: nil).reversed()
    for approval in approvals {
      let copy = try target.approve(
        theme: theme, version: approval.version, ruleset: approval.auditRun.ruleset, approvedBy: approval.approvedBy,
        note: approval.note, waivers: approval.waivers, createdAt: approval.createdAt,
        role: .copied(approval.recordedRole), check: { _, _ in },
        sign: approval.signature.map { signature in { _ in signature } })
      guard copy.auditRun == approval.auditRun else {
        throw RegistryError.invalidRequest(
          "approval \(approval.id) of \(theme)@\(approval.version) would rest on another audit run in the copy")
      }
      if let revocation = approval.revocation {
        try target.revoke(
          approvalID: copy.id, revokedBy: revocation.revokedBy, reason: revocation.reason,
          createdAt: revocation.createdAt, role: .copied(revocation.recordedRole))
        revocations += 1
      }
    }
    return (approvals.count, revocations)
  }
}
