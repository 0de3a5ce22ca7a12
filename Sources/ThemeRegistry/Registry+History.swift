import ThemeAudit
import ThemeModel
import ThemeStore

extension Registry {
  /// Every finding's stretches of versions that match `filter`: introduced, last seen, fixed.
  public func history(_ filter: HistoryFilter) throws(RegistryError) -> [FindingHistory] {
    if let theme = filter.theme { _ = try latestVersion(of: theme) }
    if let rule = filter.rule { try Self.checkRule(rule) }
    try checkRuleset(filter.ruleset)
    let query = FindingQuery(
      theme: filter.theme, rule: filter.rule, severity: filter.severity,
      appearance: filter.appearance, ruleset: filter.ruleset)
    // Filtered in place: a copy of a long history's thousands of stretches would be held beside them.
    var histories = try merged(query, records: false).histories
    histories.removeAll { history in
      if let status = filter.status, (status == .open) != history.open { return true }
      if let since = filter.since, history.introducedAt < since { return true }
      if let until = filter.until, history.introducedAt >= until { return true }
      return false
    }
    return histories
  }

  /// For every finding matching `key` (a rule id, a subject, or part of a subject), the
  /// versions that introduced and fixed each stretch in which it held.
  public func blame(theme: String, key: String, ruleset: String? = nil) throws(RegistryError) -> [BlameEntry] {
    _ = try latestVersion(of: theme)
    try checkRuleset(ruleset)
    let query: FindingQuery
    if Rule.named(RuleID(key)) != nil {
      query = FindingQuery(theme: theme, rule: key, ruleset: ruleset)
    } else if key.contains("|") {
      // A subject starts with its rule: filtering by both lets SQLite use the series index.
      let rule = String(key.prefix { $0 != "|" })
      query = FindingQuery(theme: theme, rule: rule, subject: key, ruleset: ruleset)
    } else {
      query = FindingQuery(theme: theme, subjectContains: key, ruleset: ruleset)
    }
    let (stretches, versionsByTheme) = try merged(query, records: true)
    let histories = stretches.sorted { lhs, rhs in
      if lhs.finding.severity != rhs.finding.severity { return lhs.finding.severity < rhs.finding.severity }
      if lhs.finding.subject != rhs.finding.subject {
        return lhs.finding.subject.precedesByCodePoint(rhs.finding.subject)
      }
      return lhs.firstVersion < rhs.firstVersion
    }
    if histories.isEmpty, Rule.named(RuleID(key)) == nil, !key.contains("|"), key.split(separator: ".").count == 2,
      let nearest = EditDistance.nearest(to: key, in: Rule.all.map(\.id.rawValue))
    {
      throw .unknownRule(key, suggestion: nearest)
    }
    let versions = versionsByTheme[theme] ?? [:]
    return histories.compactMap { history in
      guard let introduced = versions[history.firstVersion] else { return nil }
      return BlameEntry(history: history, introduced: introduced, fixed: history.fixedIn.flatMap { versions[$0] })
    }
  }

  static func checkRule(_ rule: String) throws(RegistryError) {
    guard Rule.named(RuleID(rule)) == nil else { return }
    throw .unknownRule(rule, suggestion: EditDistance.nearest(to: rule, in: Rule.all.map(\.id.rawValue)))
  }

  /// The stretches matching `query`, with the dates of their introducing and fixing versions,
  /// and, when `records`, those versions by theme and number (else only their dates are read).
  private func merged(_ query: FindingQuery, records: Bool) throws(RegistryError) -> (
    histories: [FindingHistory], versions: [String: [Int: VersionRecord]]
  ) {
    var histories = try guarded { try store.findingStretches(query) }.map { stretch in
      FindingHistory(
        theme: stretch.theme, finding: AuditResult.finding(from: stretch.finding), firstVersion: stretch.since,
        lastVersion: stretch.until.map { $0 - 1 } ?? stretch.latestVersion, fixedIn: stretch.until,
        ruleset: stretch.ruleset, profile: stretch.profile, introducedAt: "", fixedAt: nil)
    }
    // Dates of the introducing and fixing versions, one query per theme.
    var versionsByTheme: [String: [Int: VersionRecord]] = [:]
    for (theme, indices) in Dictionary(grouping: histories.indices, by: { histories[$0].theme }) {
      let numbers = Set(indices.flatMap { [histories[$0].firstVersion] + (histories[$0].fixedIn.map { [$0] } ?? []) })
      let versions = records ? try guarded { try store.versions(theme: theme, numbers: numbers) } : [:]
      // When it was authored: an imported history's findings date from its authors' commits.
      let authored =
        records
        ? versions.mapValues(\.authoredAt) : try guarded { try store.authoredTimes(theme: theme, numbers: numbers) }
      for index in indices {
        histories[index].introducedAt = authored[histories[index].firstVersion] ?? ""
        histories[index].fixedAt = histories[index].fixedIn.flatMap { authored[$0] }
      }
      if records { versionsByTheme[theme] = versions }
    }
    return (histories, versionsByTheme)
  }
}
