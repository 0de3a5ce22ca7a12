import Dispatch
import FoundationEssentials
import Synchronization
import ThemeAudit
import ThemeExport
import ThemeFiles
import ThemeModel
import ThemeReport
import ThemeStore

extension Registry {
  /// Writes the report of the version `reference` names into `directory` (atomically, like an
  /// export): `index.html`, `history.html`, and with `compare` a `diff.html` from that version.
  /// Identifiers in `diff.html` are spelled under `configuration`. Returns the version and the
  /// files written.
  public func report(
    _ reference: VersionReference, compare: VersionReference? = nil, configuration: ExportConfiguration = .default,
    to directory: String
  ) throws(RegistryError) -> (version: VersionRecord, files: [ExportFile]) {
    let (version, bytes) = try show(reference)
    if let compare, compare.theme != reference.theme {
      throw .comparedWithAnotherTheme(compare: compare.description, theme: reference.theme)
    }
    let files = ThemeReport.files(
      try reportInput(version, bytes: bytes, compare: compare, configuration: configuration))
    removedStagingFolders = try ExportDirectory.write(files, to: directory)
    return (version, files)
  }

  /// Writes a report of every theme into `directory`: an index with each theme's latest
  /// verdict and approval, and each theme's pages (at its latest version) in a folder of its
  /// name. `progress` is told each theme done, out of how many. Returns the paths written,
  /// relative to `directory`, the index first.
  public func reportAll(to directory: String, progress: ((Int, Int) -> Void)? = nil) throws(RegistryError)
    -> [String]
  {
    // Batches are large so that threads seldom wait for a batch's slowest theme.
    try reportAll(
      to: directory, themesPerBatch: max(4, ProcessInfo.processInfo.activeProcessorCount * 32), progress: progress)
  }

  /// `reportAll(to:progress:)`, `batch` themes read, then rendered and written, at a time.
  func reportAll(to directory: String, themesPerBatch batch: Int, progress: ((Int, Int) -> Void)?)
    throws(RegistryError) -> [String]
  {
    let themes = try list()
    // Pages go to disk batch by batch, into a folder renamed into place at the end: memory
    // stays that of one batch however many themes there are (it held every page before,
    // 230 MB for 100 large themes), and a failure still leaves nothing behind.
    let staging = try ExportDirectory.Staging(directory)
    var paths: [String] = []
    var summaries: [ReportThemeSummary] = []
    do throws(RegistryError) {
      // Themes are read one at a time (the store is one connection), then rendered and written
      // in batches on every core: pages are pure values and each theme has a folder of its own.
      // Writing on the rendering threads matters as much as rendering there: creating 20,000
      // files was a third of the time, on the one thread that also read. Progress is told after
      // each batch.
      for start in stride(from: 0, to: themes.count, by: batch) {
        var drafts: [(name: String, draft: ReportDraft)] = []
        for summary in themes[start..<min(start + batch, themes.count)] {
          let version = summary.latest
          drafts.append((version.theme, try reportDraft(version, bytes: try storedDocument(of: version))))
        }
        for (summary, written) in try Self.write(drafts, into: staging) {
          summaries.append(summary)
          paths += written
        }
        progress?(min(start + batch, themes.count), themes.count)
      }
      let index = ThemeReport.registryIndex(summaries)
      try staging.add(index)
      try staging.finish()
      removedStagingFolders = staging.removedLeftovers
      return [index.path] + paths
    } catch {
      staging.abandon()
      throw error
    }
  }

  /// Each draft's summary and the paths of its pages, rendered and written into `staging` on
  /// every core, in the drafts' order.
  private static func write(
    _ drafts: [(name: String, draft: ReportDraft)], into staging: ExportDirectory.Staging
  ) throws(RegistryError) -> [(ReportThemeSummary, [String])] {
    let results = Mutex(
      [Result<(ReportThemeSummary, [String]), RegistryError>?](repeating: nil, count: drafts.count))
    DispatchQueue.concurrentPerform(iterations: drafts.count) { index in
      let (name, draft) = drafts[index]
      let result = Result { () throws(RegistryError) in
        let input = try reportInput(draft)
        let summary = ReportThemeSummary(
          name: name, displayName: input.theme.displayName, latest: input.version,
          approvedVersion: draft.approvedVersion)
        let pages = ThemeReport.files(input, folder: ThemeReport.themeFolder(name), registryIndex: true)
        for page in pages { try staging.add(page) }
        return (summary, pages.map(\.path))
      }
      results.withLock { $0[index] = result }
    }
    var rendered: [(ReportThemeSummary, [String])] = []
    for result in results.withLock({ $0 }) { rendered.append(try result!.get()) }
    return rendered
  }

  /// What a theme's pages show that only the store knows: the version's bytes and stored
  /// audit run, every version, its approval, the finding spans. Read on the calling thread;
  /// `input` turns it into the pages' input anywhere.
  struct ReportDraft: Sendable {
    var bytes: [UInt8]
    var audit: AuditResult
    var profile: AuditProfile
    var current: ReportVersion
    var approval: ReportApproval?
    var approvedVersion: Int?
    var versions: [ReportVersion]
    var spans: [ReportFindingSpan]
  }

  func reportDraft(_ version: VersionRecord, bytes: [UInt8]) throws(RegistryError) -> ReportDraft {
    // The pages measure coverage from the document they decode (`reportInput`), on every core.
    let audit = try self.audit(version, bytes: bytes, profile: nil, ruleset: nil, measuringCoverage: false)
    let entries = try log(theme: version.theme).reversed()
    let versions = entries.map { entry in
      ReportVersion(
        number: entry.version.number, author: entry.version.author, message: entry.version.message,
        createdAt: entry.version.authoredAt, contentHash: entry.version.contentHash.description,
        errors: entry.audit?.errors,
        warnings: entry.audit?.warnings, approved: entry.approved)
    }
    let current = ReportVersion(
      number: version.number, author: version.author, message: version.message, createdAt: version.authoredAt,
      contentHash: version.contentHash.description, errors: audit.errors, warnings: audit.warnings,
      approved: entries.first { $0.version.number == version.number }?.approved ?? false)
    let active = try activeApproval(of: version)
    let verdict = try active.map { approval throws(RegistryError) in try verdicts(of: [approval])[0] }
    let approval = active.map {
      ReportApproval(
        version: $0.version, approvedBy: $0.approvedBy, createdAt: $0.createdAt, note: $0.note,
        recordedRole: $0.recordedRole,
        signature: $0.signature == nil ? nil : verdict.map { String($0.description.dropFirst(3)) })
    }
    let spans = try history(HistoryFilter(theme: version.theme, ruleset: audit.ruleset)).map {
      ReportFindingSpan(finding: $0.finding, introduced: $0.firstVersion, lastSeen: $0.lastVersion, fixed: $0.fixedIn)
    }
    return ReportDraft(
      bytes: bytes, audit: audit, profile: try AuditProfile.stored(audit.profile), current: current,
      approval: approval, approvedVersion: try guarded { try store.latestApprovedVersion(theme: version.theme) },
      versions: versions, spans: spans)
  }

  /// The pages' input from a draft: the document decoded, its contrast checks and type scale.
  /// Pure, so themes are assembled on every core.
  static func reportInput(_ draft: ReportDraft, comparison: ReportComparison? = nil) throws(RegistryError)
    -> ThemeReportInput
  {
    let theme: Theme
    do {
      theme = try ThemeDocument(bytes: draft.bytes).theme
    } catch {
      throw .invalidDocument(error)
    }
    return ThemeReportInput(
      theme: theme, version: draft.current, approval: draft.approval, approvedVersion: draft.approvedVersion,
      ruleset: draft.audit.ruleset, profile: draft.profile, findings: draft.audit.findings,
      measurements: Auditor(profile: draft.profile).contrastMeasurements(theme),
      typeScale: theme.typography.compactMap(TypeScale.table(for:)), versions: draft.versions, spans: draft.spans,
      comparison: comparison)
  }

  /// Everything a theme's pages show, with the comparison with `compare`.
  func reportInput(
    _ version: VersionRecord, bytes: [UInt8], compare: VersionReference?, configuration: ExportConfiguration
  ) throws(RegistryError) -> ThemeReportInput {
    let draft = try reportDraft(version, bytes: bytes)
    var comparison: ReportComparison?
    if let compare {
      let diff = try self.diff(
        from: compare, to: .version(VersionReference(theme: version.theme, number: version.number)),
        configuration: configuration)
      let (_, oldBytes) = try show(compare)
      let oldTheme = try guarded { try ThemeDocument(bytes: oldBytes) }.theme
      comparison = ReportComparison(
        from: diff.from, oldTheme: oldTheme, changes: diff.changes, introduced: diff.introduced,
        resolved: diff.resolved, contrast: diff.contrast, removedIdentifiers: diff.exportRemovals)
    }
    return try Self.reportInput(draft, comparison: comparison)
  }
}
