import Dispatch
import FoundationEssentials
import Synchronization
import ThemeAudit
import ThemeExport
import ThemeModel
import ThemeReport
import ThemeStore

extension Registry {
  /// Writes the report of the version `reference` names into `directory` (atomically, like an
  /// export): `index.html`, `history.html`, and with `compare` a `diff.html` from that version.
  /// Returns the version and the files written.
  public func report(_ reference: VersionReference, compare: VersionReference? = nil, to directory: String)
    throws(RegistryError) -> (version: VersionRecord, files: [ExportFile])
  {
    let (version, bytes) = try show(reference)
    if let compare, compare.theme != reference.theme {
      throw .invalidRequest("\(compare) is another theme; --compare takes a version of \(reference.theme)")
    }
    let files = ThemeReport.files(try reportInput(version, bytes: bytes, compare: compare))
    try ExportDirectory.write(files, to: directory)
    return (version, files)
  }

  /// Writes a report of every theme into `directory`: an index with each theme's latest
  /// verdict and approval, and each theme's pages (at its latest version) in a folder of its
  /// name. `progress` is told each theme done, out of how many.
  public func reportAll(to directory: String, progress: ((Int, Int) -> Void)? = nil) throws(RegistryError)
    -> [ExportFile]
  {
    let themes = try list()
    var files: [ExportFile] = []
    var summaries: [ReportThemeSummary] = []
    // Themes are read one at a time (the store is one connection) and rendered in batches on
    // every core (pages are pure values); progress is told after each batch.
    let batch = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)
    for start in stride(from: 0, to: themes.count, by: batch) {
      var inputs: [ThemeReportInput] = []
      for summary in themes[start..<min(start + batch, themes.count)] {
        let version = summary.latest
        let input = try reportInput(version, bytes: try storedDocument(of: version), compare: nil)
        inputs.append(input)
        summaries.append(
          ReportThemeSummary(
            name: version.theme, displayName: input.theme.displayName, latest: input.version,
            approvedVersion: summary.approvedVersion))
      }
      let rendering = inputs
      let pages = Mutex([[ExportFile]](repeating: [], count: rendering.count))
      DispatchQueue.concurrentPerform(iterations: rendering.count) { index in
        let rendered = ThemeReport.files(rendering[index], folder: rendering[index].theme.name, registryIndex: true)
        pages.withLock { $0[index] = rendered }
      }
      files += pages.withLock { $0.flatMap { $0 } }
      progress?(min(start + batch, themes.count), themes.count)
    }
    files.insert(ThemeReport.registryIndex(summaries), at: 0)
    try ExportDirectory.write(files, to: directory)
    return files
  }

  /// Everything a theme's pages show, read from the registry: the version's stored audit run,
  /// its contrast checks and type scale, its approval, every version and finding span, and
  /// the comparison with `compare`.
  func reportInput(_ version: VersionRecord, bytes: [UInt8], compare: VersionReference?) throws(RegistryError)
    -> ThemeReportInput
  {
    let document = try guarded { try ThemeDocument(bytes: bytes) }
    let theme = document.theme
    let audit = try self.audit(version, bytes: bytes, profile: nil, ruleset: nil)
    let auditProfile = AuditProfile(rawValue: audit.profile) ?? profile
    let entries = try log(theme: version.theme).reversed()
    let versions = entries.map { entry in
      ReportVersion(
        number: entry.version.number, author: entry.version.author, message: entry.version.message,
        createdAt: entry.version.createdAt, contentHash: entry.version.contentHash, errors: entry.audit?.errors,
        warnings: entry.audit?.warnings, approved: entry.approved)
    }
    let current = ReportVersion(
      number: version.number, author: version.author, message: version.message, createdAt: version.createdAt,
      contentHash: version.contentHash, errors: audit.errors, warnings: audit.warnings,
      approved: entries.first { $0.version.number == version.number }?.approved ?? false)
    let approval = try activeApproval(of: version).map {
      ReportApproval(version: $0.version, approvedBy: $0.approvedBy, createdAt: $0.createdAt, note: $0.note)
    }
    let spans = try history(HistoryFilter(theme: version.theme, ruleset: audit.ruleset)).map {
      ReportFindingSpan(finding: $0.finding, introduced: $0.firstVersion, lastSeen: $0.lastVersion, fixed: $0.fixedIn)
    }
    var comparison: ReportComparison?
    if let compare {
      let diff = try self.diff(
        from: compare, to: .version(VersionReference(theme: version.theme, number: version.number)))
      let (_, oldBytes) = try show(compare)
      let oldTheme = try guarded { try ThemeDocument(bytes: oldBytes) }.theme
      comparison = ReportComparison(
        from: diff.from, oldTheme: oldTheme, changes: diff.changes, introduced: diff.introduced,
        resolved: diff.resolved, contrast: diff.contrast)
    }
    return ThemeReportInput(
      theme: theme, version: current, approval: approval,
      approvedVersion: try guarded { try store.latestApprovedVersion(theme: version.theme) }, ruleset: audit.ruleset,
      profile: auditProfile, findings: audit.findings,
      measurements: Auditor(profile: auditProfile).contrastMeasurements(theme),
      typeScale: theme.typography.compactMap(TypeScale.table(for:)), versions: versions, spans: spans,
      comparison: comparison)
  }
}
