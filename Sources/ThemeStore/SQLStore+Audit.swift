import ThemeModel

extension SQLStore {
  /// Stores `run` for a version (whose document hashes to `contentHash`) with its digests, and
  /// moves its series' finding intervals forward to `number`.
  func insertAuditRun(_ run: AuditRunDraft, versionID: Int, themeID: Int, number: Int, contentHash: String) throws {
    let summary = run.summary
    let findingsDigest = FactDigest.findings(run.findings, typeScaleKey: run.typeScale?.key)
    let digest = FactDigest.run(contentHash: contentHash, summary: summary, findingsDigest: findingsDigest)
    // The run refers to its Dynamic Type tables when they are stored already (nearly always:
    // they change only with the typography); else they are stored and the run pointed at them.
    guard
      let stored = try connection.first(
        """
        INSERT INTO audit_runs (version_id, ruleset, profile, errors, warnings, infos, passed, type_scale_id, created_at,
          findings_digest, digest, coverage_colors, coverage_checked)
        VALUES (:version, :ruleset, :profile, :errors, :warnings, :infos, :passed,
          (SELECT id FROM type_scales WHERE hash = :type_scale), :created, :findings_digest, :digest,
          :coverage_colors, :coverage_checked)
        RETURNING id, type_scale_id
        """,
        [
          "version": .integer(Int64(versionID)), "ruleset": .text(summary.ruleset),
          "profile": .text(summary.profile), "errors": .integer(Int64(summary.errors)),
          "warnings": .integer(Int64(summary.warnings)), "infos": .integer(Int64(summary.infos)),
          "passed": summary.passed.sqlValue, "type_scale": run.typeScale?.key.sqlValue ?? .null,
          "created": try timeValue(summary.createdAt), "findings_digest": .blob(findingsDigest),
          "digest": .blob(digest), "coverage_colors": summary.coverage.map { .integer(Int64($0.colors)) } ?? .null,
          "coverage_checked": summary.coverage.map { .integer(Int64($0.checked)) } ?? .null,
        ], { (id: $0.int("id"), typeScaleID: $0.optionalInt("type_scale_id")) })
    else { throw StoreError.database(path: path, message: "the audit run of version \(number) got no id") }
    if let typeScale = run.typeScale, stored.typeScaleID == nil {
      // The theme's write lock does not cover another theme's run storing the same tables.
      let json = typeScale.json()
      try connection.execute(
        "INSERT INTO type_scales (hash, json, digest) VALUES (:hash, :json, :digest) ON CONFLICT (hash) DO NOTHING",
        ["hash": .text(typeScale.key), "json": .text(json), "digest": .blob(FactDigest.typeScale(json: json))])
      try connection.execute(
        "UPDATE audit_runs SET type_scale_id = (SELECT id FROM type_scales WHERE hash = :hash) WHERE id = :run",
        ["hash": .text(typeScale.key), "run": .integer(Int64(stored.id))])
    }
    try advanceFindings(
      run.findings, themeID: themeID, ruleset: summary.ruleset, profile: summary.profile, number: number)
  }

  /// The id of the series (`theme`, `ruleset`, `profile`); with `create`, made when missing.
  func seriesID(themeID: Int, ruleset: String, profile: String, create: Bool) throws -> Int? {
    let arguments: SQLArguments = [
      "theme": .integer(Int64(themeID)), "ruleset": .text(ruleset), "profile": .text(profile),
    ]
    let select = "SELECT id FROM finding_series WHERE theme_id = :theme AND ruleset = :ruleset AND profile = :profile"
    if let id = try connection.int(select, arguments, column: "id") { return id }
    guard create else { return nil }
    return try connection.int(
      "INSERT INTO finding_series (theme_id, ruleset, profile) VALUES (:theme, :ruleset, :profile) RETURNING id",
      arguments, column: "id")
  }

  func advanceFindings(
    _ findings: [StoredFinding], themeID: Int, ruleset: String, profile: String, number: Int
  ) throws {
    // The series and the last version audited in it before this one, in one query.
    let found = try connection.first(
      """
      SELECT (SELECT id FROM finding_series WHERE theme_id = :theme AND ruleset = :ruleset AND profile = :profile)
          AS series_id,
        (SELECT max(v.number) FROM audit_runs r JOIN versions v ON v.id = r.version_id
         WHERE v.theme_id = :theme AND r.ruleset = :ruleset AND r.profile = :profile AND v.number < :number)
          AS previous
      """,
      [
        "theme": .integer(Int64(themeID)), "ruleset": .text(ruleset), "profile": .text(profile),
        "number": .integer(Int64(number)),
      ]
    ) { (series: $0.optionalInt("series_id"), previous: $0.optionalInt("previous")) }
    guard
      let seriesID = try found?.series
        ?? seriesID(themeID: themeID, ruleset: ruleset, profile: profile, create: true)
    else {
      throw StoreError.database(path: path, message: "the finding series of \(ruleset) could not be stored")
    }
    let previous = found?.previous
    let series: SQLArguments = ["series": .integer(Int64(seriesID))]
    if let previous, previous != number - 1 {
      // Versions in between were never audited in this series: end what held at the last audited one.
      try connection.execute(
        """
        UPDATE findings SET until = :until WHERE until IS NULL
          AND subject_id IN (SELECT id FROM finding_subjects WHERE series_id = :series)
        """, series.merging(["until": .integer(Int64(previous + 1))]) { $1 })
      try endStretches(seriesID: seriesID, until: previous + 1)
    }
    var subjects: [String: Int] = [:]
    func readSubjects() throws {
      try connection.forEachRow("SELECT id, rule, subject FROM finding_subjects WHERE series_id = :series", series) {
        subjects[FindingChanges.key(rule: $0.string("rule"), subject: $0.string("subject"))] = $0.int("id")
      }
    }
    // Every subject, with its open interval's digest when it has one (an interval written
    // before digests were stored holds its texts, from which its digest is computed).
    var open: [String: (id: Int, digest: Int64)] = [:]
    try connection.forEachRow(
      """
      SELECT s.id AS subject_id, f.id AS id, f.digest AS digest, \(RegistrySQL.findingColumns)
      FROM finding_subjects s LEFT JOIN findings f ON f.subject_id = s.id AND f.until IS NULL
      WHERE s.series_id = :series
      """, series
    ) { row in
      let key = FindingChanges.key(rule: row.string("rule"), subject: row.string("subject"))
      subjects[key] = row.int("subject_id")
      guard !row.isNull("id") else { return }
      let stored = row.optionalInt("digest").map(Int64.init)
      let digest = try stored ?? FindingTexts.digest(StoredFinding(row: row))
      open[key] = (row.int("id"), digest)
    }
    let changes = FindingChanges(open: open, findings: findings)
    if !changes.closing.isEmpty {
      try connection.execute(
        "UPDATE findings SET until = :number WHERE \(connection.dialect.isInIDList("id", "ids"))",
        ["number": .integer(Int64(number)), "ids": connection.dialect.idList(changes.closing)])
    }
    guard !changes.opening.isEmpty else {
      return try advanceStretches(seriesID: seriesID, number: number, closing: changes.closing, opened: false)
    }
    var newSubjects: [[SQLValue]] = []
    var seen: Set<String> = []
    for finding in changes.opening {
      let key = FindingChanges.key(rule: finding.rule, subject: finding.subject)
      if subjects[key] == nil, seen.insert(key).inserted {
        newSubjects.append([.integer(Int64(seriesID)), .text(finding.rule), .text(finding.subject)])
      }
    }
    if !newSubjects.isEmpty {
      try connection.insert(newSubjects, into: "finding_subjects", columns: ["series_id", "rule", "subject"])
      try readSubjects()
    }
    // The series' first texts are the dictionary of the later ones.
    let dictionary = try connection.first(
      """
      SELECT since, body FROM finding_texts WHERE series_id = :series AND dictionary_since IS NULL AND since < :since
      ORDER BY since LIMIT 1
      """, series.merging(["since": .integer(Int64(number))]) { $1 }
    ) { (since: $0.int("since"), bytes: try FindingTexts.inflated($0.blob("body"), dictionary: [])) }
    let body = try FindingTexts.compressed(
      FindingTexts.serialized(changes.opening), dictionary: dictionary?.bytes ?? [])
    try connection.execute(
      """
      INSERT INTO finding_texts (series_id, since, dictionary_since, body)
      VALUES (:series, :since, :dictionary, :body)
      """,
      series.merging(
        [
          "since": .integer(Int64(number)), "dictionary": dictionary.map { .integer(Int64($0.since)) } ?? .null,
          "body": .blob(body),
        ]) { $1 })
    var rows: [[SQLValue]] = []
    rows.reserveCapacity(changes.opening.count)
    for (index, finding) in changes.opening.enumerated() {
      rows.append([
        .integer(Int64(subjects[FindingChanges.key(rule: finding.rule, subject: finding.subject)] ?? 0)),
        FindingCodes.code(finding.severity), FindingCodes.code(finding.appearance), finding.measured.sqlValue,
        finding.required.sqlValue, finding.wcag.sqlValue,
        .integer(Int64(index)), .integer(FindingTexts.digest(finding)), .integer(Int64(number)),
      ])
    }
    try connection.insert(
      rows, into: "findings",
      columns: [
        "subject_id", "severity", "appearance", "measured", "required", "wcag", "text_index", "digest", "since",
      ])
    try advanceStretches(seriesID: seriesID, number: number, closing: changes.closing, opened: true)
  }

  /// The findings of `rows` with their messages and paths: those their rows hold, the others
  /// from their runs' stored texts (each run's read and inflated once).
  func withTexts(_ rows: [StoredFindingRow]) throws -> [StoredFinding] {
    var needed: [Int: Set<Int>] = [:]
    for row in rows where row.textIndex != nil { needed[row.series, default: []].insert(row.since) }
    var texts: [Int: [Int: [(message: String, path: String)]]] = [:]
    for (series, versions) in needed { texts[series] = try textBatches(series: series, versions: versions) }
    return try rows.map { row in
      guard let index = row.textIndex else { return row.finding }
      guard let batch = texts[row.series]?[row.since], index < batch.count else {
        throw StoreError.database(
          path: path, message: "the texts of the findings opened at version \(row.since) are missing or damaged")
      }
      var finding = row.finding
      (finding.message, finding.path) = batch[index]
      return finding
    }
  }

  /// The stored texts of `series` opened at `versions`, by version, each inflated with its
  /// dictionary (a series' first texts, compressed alone); texts that cannot be read are a
  /// `StoreError` naming the version.
  func textBatches(series: Int, versions: Set<Int>) throws -> [Int: [(message: String, path: String)]] {
    var stored: [Int: (dictionary: Int?, body: [UInt8])] = [:]
    func read(_ versions: [Int]) throws {
      try connection.forEachRow(
        """
        SELECT since, dictionary_since, body FROM finding_texts
        WHERE series_id = :series AND \(connection.dialect.isInIDList("since", "versions"))
        """, ["series": .integer(Int64(series)), "versions": connection.dialect.idList(versions)]
      ) { stored[$0.int("since")] = ($0.optionalInt("dictionary_since"), $0.blob("body")) }
    }
    func damaged(_ since: Int, _ reason: String) -> StoreError {
      .database(
        path: path, message: "the stored texts of the findings opened at version \(since) are damaged (\(reason))")
    }
    try read(versions.sorted())
    let dictionaries = Set(stored.values.compactMap(\.dictionary)).subtracting(stored.keys)
    if !dictionaries.isEmpty { try read(dictionaries.sorted()) }
    var inflatedDictionaries: [Int: [UInt8]] = [:]
    for since in Set(stored.values.compactMap(\.dictionary)) {
      guard let dictionary = stored[since], dictionary.dictionary == nil else { continue }
      do {
        inflatedDictionaries[since] = try FindingTexts.inflated(dictionary.body, dictionary: [])
      } catch {
        throw damaged(since, "\(error)")
      }
    }
    var batches: [Int: [(message: String, path: String)]] = [:]
    for since in versions {
      guard let batch = stored[since] else { continue }
      var dictionary: [UInt8] = []
      if let base = batch.dictionary {
        guard let bytes = inflatedDictionaries[base] else { throw damaged(since, "its dictionary is missing") }
        dictionary = bytes
      }
      do {
        batches[since] = try FindingTexts.texts(FindingTexts.inflated(batch.body, dictionary: dictionary))
      } catch {
        throw damaged(since, "\(error)")
      }
    }
    return batches
  }

  /// The audit run of `theme` at version `number`: the one of `ruleset` (and `profile`),
  /// or the newest when they are nil.
  public func auditRun(
    theme: String, number: Int, ruleset: String? = nil, profile: String? = nil
  ) throws(StoreError) -> StoredAuditRun? {
    try run { try readAuditRun(theme: theme, number: number, ruleset: ruleset, profile: profile) }
  }

  /// `auditRun`, verified against the run's digests unless `verifying` is false (the backfill
  /// of a registry written before digests, which computes them).
  func readAuditRun(theme: String, number: Int, ruleset: String?, profile: String?, verifying: Bool = true) throws
    -> StoredAuditRun?
  {
    guard
      let run = try connection.first(
        """
        SELECT \(RegistrySQL.auditSummaryColumns), s.json AS type_scale_json, t.id AS theme_id,
          s.hash AS type_scale_hash, s.digest AS type_scale_digest, r.digest AS run_digest,
          r.findings_digest AS run_findings_digest,
          d.content_hash AS content_hash
        FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = :number
        JOIN documents d ON d.id = v.document_id
        JOIN audit_runs r ON r.version_id = v.id
        LEFT JOIN type_scales s ON s.id = r.type_scale_id
        WHERE t.name = :theme AND (CAST(:ruleset AS TEXT) IS NULL OR r.ruleset = :ruleset)
          AND (CAST(:profile AS TEXT) IS NULL OR r.profile = :profile)
        ORDER BY r.id DESC LIMIT 1
        """,
        [
          "theme": .text(theme), "number": .integer(Int64(number)), "ruleset": ruleset.sqlValue,
          "profile": profile.sqlValue,
        ],
        { row in
          (
            summary: AuditRunSummary(row: row), typeScale: row.optionalString("type_scale_json"),
            themeID: row.int("theme_id"), typeScaleKey: row.optionalString("type_scale_hash"),
            digests: RunDigests(row: row), contentHash: row.hash("content_hash"),
            typeScaleDigest: row.isNull("type_scale_digest") ? nil : row.blob("type_scale_digest")
          )
        }),
      let summary = run.summary
    else { return nil }
    if verifying { try run.digests.verifyRun(summary, contentHash: run.contentHash, theme: theme, number: number) }
    var findings: [StoredFinding] = []
    if let seriesID = try seriesID(
      themeID: run.themeID, ruleset: summary.ruleset, profile: summary.profile, create: false)
    {
      // A subject's intervals never overlap, so the one that can hold at `number` is its latest
      // to start by then: one step back through the span index per subject, where a range of
      // `since <= number` read every interval before it (the whole history, for an old run).
      findings = try withTexts(
        connection.map(
          """
          SELECT \(RegistrySQL.findingColumns) FROM finding_subjects s JOIN findings f ON f.id = (
            SELECT x.id FROM findings x WHERE x.subject_id = s.id AND x.since <= :number
            ORDER BY x.since DESC LIMIT 1)
          WHERE s.series_id = :series AND (f.until IS NULL OR f.until > :number)
          ORDER BY f.id
          """, ["series": .integer(Int64(seriesID)), "number": .integer(Int64(number))], StoredFindingRow.init(row:)))
    }
    if verifying {
      try run.digests.verifyFindings(
        findings, typeScaleKey: run.typeScaleKey, typeScaleJSON: run.typeScale, typeScaleDigest: run.typeScaleDigest,
        theme: theme, number: number)
    }
    return StoredAuditRun(
      summary: summary, findings: findings, typeScaleJSON: run.typeScale, typeScaleKey: run.typeScaleKey,
      digest: run.digests.run ?? [])
  }

  /// Every audit run of a version, oldest first.
  public func auditRuns(theme: String, number: Int) throws(StoreError) -> [StoredAuditRun] {
    try run {
      let series = try connection.map(
        """
        SELECT r.ruleset AS ruleset, r.profile AS profile
        FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = :number
        JOIN audit_runs r ON r.version_id = v.id WHERE t.name = :theme ORDER BY r.id
        """, ["theme": .text(theme), "number": .integer(Int64(number))]
      ) { ($0.string("ruleset"), $0.string("profile")) }
      return try series.compactMap { ruleset, profile in
        try readAuditRun(theme: theme, number: number, ruleset: ruleset, profile: profile)
      }
    }
  }

  /// The ids of `theme` and of its version `number`, nil when either is missing.
  func versionIDs(theme: String, number: Int) throws -> (theme: Int, version: Int)? {
    try connection.first(
      "SELECT t.id AS theme_id, v.id AS version_id FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = :number WHERE t.name = :theme",
      ["theme": .text(theme), "number": .integer(Int64(number))]
    ) { ($0.int("theme_id"), $0.int("version_id")) }
  }

  /// Stores one more audit run for an existing version, in one transaction.
  public func addAuditRun(_ run: AuditRunDraft, theme: String, number: Int) throws(StoreError) {
    try self.run {
      try connection.transaction {
        guard try lockTheme(theme) != nil, let ids = try versionIDs(theme: theme, number: number),
          let version = try readVersion(theme: theme, number: number)
        else {
          throw StoreError.database(path: path, message: "\(theme)@\(number) does not exist")
        }
        try insertAuditRun(
          run, versionID: ids.version, themeID: ids.theme, number: number, contentHash: version.contentHash.description)
        try storeSummary(themeID: ids.theme)
      }
    }
  }
}
