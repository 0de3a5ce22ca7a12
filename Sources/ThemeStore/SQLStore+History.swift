extension SQLStore {
  /// The stretches of versions in which each finding matching `query` held, ordered by theme,
  /// rule, subject and first version.
  ///
  /// Intervals that end where the next begins (a measurement changed) are joined into one
  /// stretch, which carries the finding's values at its last interval. Only the few columns
  /// that decide stretches are read for every interval; the full values are read for the last
  /// interval of each stretch. Each theme's series is the (ruleset, profile) of its latest
  /// version's newest run, or of `query.ruleset`.
  public func findingStretches(_ query: FindingQuery) throws(StoreError) -> [FindingInterval] {
    // Only the filters in use appear in the SQL (fixed fragments; every value stays bound), so
    // that the rule and subject indexes serve instead of a scan of the whole series.
    let optional: [(fragment: String, value: String?)] = [
      ("s.rule = :rule", query.rule), ("s.subject = :subject", query.subject),
      (connection.dialect.containsText("s.subject", "contains"), query.subjectContains),
      ("f.severity = :severity", query.severity?.rawValue),
      ("f.appearance = :appearance", query.appearance?.rawValue),
    ]
    let filters = Self.conjunction(optional.map { $0.value == nil ? nil : $0.fragment })
    let subjectFilters = Self.conjunction(optional.prefix(3).map { $0.value == nil ? nil : $0.fragment })
    let themeFilter = Self.conjunction([Self.themeFilter(query.theme)])
    var seriesArguments: SQLArguments = ["ruleset": query.ruleset.sqlValue]
    if let theme = query.theme { seriesArguments["theme"] = .text(theme) }
    return try run {
      // Each theme's series, by theme name; then each series' intervals subject by subject, in
      // the order of the rule index and the covering span index, one query per series: no sort
      // of all intervals and no table read per interval. Only the stretches are sorted.
      let series = try connection.map(
        """
        WITH audited AS MATERIALIZED (
          SELECT t.id AS theme_id, t.name AS theme,
            CASE WHEN CAST(:ruleset AS TEXT) IS NULL THEN t.latest_version ELSE (
              SELECT max(v.number) FROM audit_runs w JOIN versions v ON v.id = w.version_id
              WHERE w.ruleset = :ruleset AND v.theme_id = t.id) END AS latest
          FROM themes t WHERE \(themeFilter)
        )
        SELECT e.id AS series_id, a.theme AS theme, a.latest AS latest, r.ruleset AS ruleset,
          r.profile AS profile
        FROM audited a
        JOIN versions v ON v.theme_id = a.theme_id AND v.number = a.latest
        JOIN audit_runs r ON r.id = (
          SELECT max(x.id) FROM audit_runs x
          WHERE x.version_id = v.id AND (CAST(:ruleset AS TEXT) IS NULL OR x.ruleset = :ruleset))
        JOIN finding_series e ON e.theme_id = a.theme_id AND e.ruleset = r.ruleset AND e.profile = r.profile
        ORDER BY a.theme
        """, seriesArguments
      ) {
        (
          seriesID: $0.int("series_id"), theme: $0.string("theme"), latest: $0.int("latest"),
          ruleset: $0.string("ruleset"), profile: $0.string("profile")
        )
      }
      var filterValues: SQLArguments = [:]
      for (name, value) in [("rule", query.rule), ("subject", query.subject), ("contains", query.subjectContains)] {
        if let value { filterValues[name] = .text(value) }
      }
      // Stored as codes.
      if let severity = query.severity { filterValues["severity"] = FindingCodes.code(severity) }
      if let appearance = query.appearance { filterValues["appearance"] = FindingCodes.code(appearance) }
      let stretchesServe = query.severity == nil && query.appearance == nil
      var builder = FindingStretchBuilder()
      for each in series {
        builder.beginSeries(theme: each.theme, ruleset: each.ruleset, profile: each.profile, latest: each.latest)
        var arguments = filterValues
        arguments["series"] = .integer(Int64(each.seriesID))
        // A subject's texts are read once, not once per interval: the intervals are integers,
        // read by names resolved once for the query.
        var subjects: [Int: (rule: String, text: String)] = [:]
        try connection.forEachRow(
          "SELECT id, rule, subject FROM finding_subjects s WHERE s.series_id = :series AND \(subjectFilters)",
          arguments
        ) { subjects[$0.int("id")] = ($0.string("rule"), $0.string("subject")) }
        // Filtered by what a subject is, the stored stretches answer (one row per stretch, the
        // last interval's id standing for its values); filtered by what an interval holds
        // (severity, appearance), the stretches are those of the matching intervals.
        let read =
          stretchesServe
          ? (id: "f.last_id", table: "finding_stretches", filters: subjectFilters)
          : (id: "f.id", table: "findings", filters: filters)
        try connection.forEachRow(
          """
          SELECT \(read.id) AS id, s.id AS subject_id, f.since AS since, f.until AS until
          FROM finding_subjects s JOIN \(read.table) f ON f.subject_id = s.id
          WHERE s.series_id = :series AND \(read.filters)
          ORDER BY \(connection.dialect.subjectIntervalOrder)
          """, arguments, columns: ["id", "subject_id", "since", "until"]
        ) { values in
          let subjectID = values[1].number ?? -1
          builder.add(
            subjectID: subjectID, id: values[0].number ?? 0, since: values[2].number ?? 0, until: values[3].number
          ) { subjects[subjectID].map { ($0.rule, $0.text) } }
        }
        builder.endSeries()
      }
      let themes = Dictionary(series.map { ($0.seriesID, $0.theme) }) { first, _ in first }
      var stretches = builder.takeStretches()
      return try intervals(of: &stretches, themes: themes)
    }
  }

  /// How many stretches' last intervals one query reads.
  static let findingBatch = 256

  /// `stretches` with the values of each one's last interval, in their order; `stretches` is
  /// emptied. The intervals are read a batch at a time in id order, each batch's rows and texts
  /// let go before the next: a long history's thousands of findings are held once, as the
  /// intervals returned, and the stretches they came from are let go before they are read.
  private func intervals(of stretches: inout [FindingStretchBuilder.Stretch], themes: [Int: String]) throws
    -> [FindingInterval]
  {
    let order = stretches.indices.sorted { stretches[$0].lastID < stretches[$1].lastID }
    let lastIDs = order.map { stretches[$0].lastID }
    var found = stretches.map { $0.interval(Self.unread) }
    stretches = []
    var read = [Bool](repeating: false, count: found.count)
    var start = 0
    while start < order.count {
      let batch = start..<min(start + Self.findingBatch, order.count)
      start = batch.endIndex
      var stretchOf: [Int: Int] = [:]
      for position in batch { stretchOf[lastIDs[position]] = order[position] }
      var rows: [(stretch: Int, row: StoredFindingRow, digest: Int64?)] = []
      try connection.forEachRow(
        """
        SELECT f.id AS id, f.digest AS row_digest, \(RegistrySQL.findingColumns)
        FROM \(RegistrySQL.findingSource) WHERE \(connection.dialect.isInIDList("f.id", "ids"))
        """, ["ids": connection.dialect.idList(Array(lastIDs[batch]))]
      ) { row in
        guard let stretch = stretchOf[row.int("id")] else { return }
        rows.append((stretch, try StoredFindingRow(row: row), row.optionalInt("row_digest").map(Int64.init)))
      }
      for (entry, finding) in zip(rows, try withTexts(rows.map(\.row))) {
        // Each interval's own digest of what it holds: an interval edited since is refused
        // here too (a run's full digest is checked where runs are read, and by `check`).
        if let digest = entry.digest, FindingTexts.digest(finding) != digest {
          throw StoreError.damagedFact(
            theme: themes[entry.row.series] ?? "?", version: entry.row.since, table: "findings")
        }
        found[entry.stretch].finding = finding
        read[entry.stretch] = true
      }
    }
    // A stretch whose last interval is not there (the foreign key keeps it, unless it was
    // turned off to delete it) is a damaged history, not a shorter one.
    if let missing = read.firstIndex(of: false) {
      throw StoreError.damagedFact(theme: found[missing].theme, version: found[missing].since, table: "findings")
    }
    return found
  }

  /// What a stretch's interval holds until its values are read.
  private static let unread = StoredFinding(
    rule: "", severity: .info, subject: "", appearance: nil, measured: nil, required: nil, wcag: nil, message: "",
    path: "")

  /// The rulesets that have runs for `theme` (or any theme), newest run first.
  public func rulesets(theme: String?) throws(StoreError) -> [String] {
    try run {
      try connection.map(
        """
        SELECT r.ruleset AS ruleset FROM audit_runs r JOIN versions v ON v.id = r.version_id
        JOIN themes t ON t.id = v.theme_id
        WHERE \(Self.conjunction([Self.themeFilter(theme)])) GROUP BY r.ruleset ORDER BY max(r.id) DESC
        """, theme.map { ["theme": .text($0)] } ?? [:]
      ) { $0.string("ruleset") }
    }
  }

  /// The fragments in use joined by `AND` (`1 = 1` when none is): a filter appears in the SQL
  /// only when in use, so the indexes on the columns that are filtered serve.
  static func conjunction(_ fragments: [String?]) -> String {
    (["1 = 1"] + fragments.compactMap { $0 }).joined(separator: " AND ")
  }

  /// The filter on `themes t` by name, when a theme is named. Written as `:theme IS NULL OR
  /// t.name = :theme`, no index served it, and `report --all` of 10,000 themes scanned every
  /// theme for each one (6.5 of its 9.7 s of reading).
  static func themeFilter(_ theme: String?) -> String? { theme == nil ? nil : "t.name = :theme" }
}
