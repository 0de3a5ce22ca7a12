extension SQLStore {
  /// Stores the summary row of the theme `themeID` as its versions and audit runs now derive
  /// it: in the transaction of every write that moves its latest version or adds a run.
  func storeSummary(themeID: Int) throws {
    let theme: SQLArguments = ["theme": .integer(Int64(themeID))]
    try connection.execute("DELETE FROM theme_summaries WHERE theme_id = :theme", theme)
    try connection.execute(RegistrySQL.storeSummaries(allThemes: false), theme)
  }

  /// Gives every theme its summary row (migration 17 adds the table; this runs in its
  /// transaction, after the digests the rows copy).
  package func backfillSummaries() throws {
    try connection.execute(RegistrySQL.storeSummaries(allThemes: true), [:])
  }

  /// Every theme with its stored summary, in name order: its latest version, that version's
  /// newest run (its digest checked) and its newest approved, unrevoked version.
  ///
  /// A summary is refused when it is not of the theme's latest version (or missing): it was
  /// changed, or the counter was, outside themereg.
  func readSummaries() throws -> [ThemeSummary] {
    // By position, each name resolved once for the query: a registry of thousands of themes
    // lists in time that is mostly its page reads.
    let versionEnd = VersionRecord.columnNames.count
    let auditEnd = versionEnd + AuditRunSummary.columnNames.count
    let numberAt = VersionRecord.columnNames.firstIndex(of: "number")!
    var summaries: [ThemeSummary] = []
    try connection.forEachRow(
      RegistrySQL.themeSummaries, [:],
      columns: VersionRecord.columnNames + AuditRunSummary.columnNames
        + ["run_digest", "run_findings_digest", "latest_version", "approved_version"]
    ) { values in
      let latestNumber = values[auditEnd + 2].number ?? 0
      guard values[numberAt].number == latestNumber else {
        throw try summaryProblem(theme: values[0].text, latest: latestNumber, summarized: values[numberAt].number)
      }
      let latest = VersionRecord(values: values[0..<versionEnd])
      let audit = AuditRunSummary(values: values[versionEnd..<auditEnd])
      if let audit {
        try RunDigests(run: values[auditEnd], findings: values[auditEnd + 1]).verifyRun(
          audit, contentHash: latest.contentHash.description, theme: latest.theme, number: latest.number,
          table: "theme_summaries row (its newest audit run, as copied)")
      }
      summaries.append(ThemeSummary(latest: latest, audit: audit, approvedVersion: values[auditEnd + 3].number))
    }
    return summaries
  }

  /// Why a theme's summary is not of its latest version `latest`: the counter names no version
  /// (`damagedCounter`), or the summary row was changed or removed (`damagedSummary`).
  private func summaryProblem(theme: String, latest: Int, summarized: Int?) throws -> StoreError {
    let exists = try connection.int(
      """
      SELECT count(*) AS found FROM versions v JOIN themes t ON t.id = v.theme_id
      WHERE t.name = :theme AND v.number = :latest
      """, ["theme": .text(theme), "latest": .integer(Int64(latest))], column: "found")
    guard exists == 1 else { return .damagedCounter(theme: theme, column: "latest_version", value: latest) }
    return .damagedSummary(theme: theme, latest: latest, summarized: summarized)
  }

  /// Adds a problem for every theme whose stored summary row differs from what its versions
  /// and audit runs derive (or is missing, or is of no theme).
  func checkSummaries(_ problems: inout [IntegrityProblem]) throws {
    var derived: [Int: [SQLValue]] = [:]
    try connection.forEachRow(
      RegistrySQL.derivedSummaries(allThemes: true), [:], columns: RegistrySQL.summaryColumns
    ) { derived[$0[0].number ?? 0] = $0 }
    var differing: Set<Int> = []
    try connection.forEachRow(RegistrySQL.storedSummaries, [:], columns: RegistrySQL.summaryColumns) { stored in
      let id = stored[0].number ?? 0
      if derived.removeValue(forKey: id) != stored { differing.insert(id) }
    }
    differing.formUnion(derived.keys)
    guard !differing.isEmpty else { return }
    var names: [Int: String] = [:]
    try connection.forEachRow("SELECT id, name FROM themes", [:]) { names[$0.int("id")] = $0.string("name") }
    for id in differing.sorted() {
      problems.append(
        IntegrityProblem(
          "\(names[id] ?? "theme id \(id)"): its stored summary (theme_summaries) differs from its latest version and audit run (changed outside themereg)"
        ))
    }
  }
}
