/// Column lists and queries the store's algorithms share, in the SQL both engines read. Every
/// column has a name of its own (an alias where two tables share one), as rows are read by name.
package enum RegistrySQL {
  /// A version's columns, from `themes t`, `versions v`, its parent `versions p` and its
  /// document `documents d` (`versionJoins`).
  package static let versionColumns = """
    t.name AS theme, v.number AS number, d.content_hash AS content_hash, p.number AS parent,
    v.author AS author, v.message AS message, v.created_at AS created_at
    """
  /// The joins `versionColumns` reads from, after `themes t` and `versions v`.
  package static let versionJoins =
    "LEFT JOIN versions p ON p.id = v.parent_id JOIN documents d ON d.id = v.document_id"
  /// An audit run's summary columns, from `audit_runs r`.
  package static let auditSummaryColumns = """
    r.ruleset AS ruleset, r.profile AS profile, r.errors AS errors, r.warnings AS warnings, r.infos AS infos,
    r.passed AS passed, r.created_at AS run_created_at
    """
  /// A finding's columns, from `findingSource`: with the message and path when the interval
  /// holds them itself, else where they are among its run's texts (`FindingTexts`).
  package static let findingColumns = """
    s.rule AS rule, f.severity AS severity, s.subject AS subject, f.appearance AS appearance,
    f.measured AS measured, f.required AS required, f.wcag AS wcag, f.message AS finding_message, f.path AS path,
    f.text_index AS text_index, f.since AS since, s.series_id AS series_id
    """
  /// Interval rows with their subjects (series, rule, subject), which are stored once.
  package static let findingSource = "findings f JOIN finding_subjects s ON s.id = f.subject_id"

  /// Every theme with its latest version, that version's newest run and its newest approved,
  /// unrevoked version: `versionColumns`, `auditSummaryColumns` and `approved_version`.
  package static let themeSummaries = """
    SELECT \(versionColumns), \(auditSummaryColumns), r.digest AS run_digest,
      r.findings_digest AS run_findings_digest,
      (SELECT max(av.number) FROM approvals ap JOIN versions av ON av.id = ap.version_id
       WHERE av.theme_id = t.id AND NOT EXISTS (SELECT 1 FROM revocations x WHERE x.approval_id = ap.id))
        AS approved_version
    FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = t.latest_version \(versionJoins)
    LEFT JOIN audit_runs r ON r.id = (SELECT max(id) FROM audit_runs WHERE version_id = v.id)
    ORDER BY t.name
    """
}

extension VersionRecord {
  /// The names `RegistrySQL.versionColumns` gives its columns, in order.
  package static let columnNames = ["theme", "number", "content_hash", "parent", "author", "message", "created_at"]

  /// The record from the values of `columnNames`, in order (for reads of thousands of rows,
  /// which resolve the names once per query).
  package init(values: ArraySlice<SQLValue>) {
    // Read in place (a copy of the slice cost more than the fields): `v(n)` is column n.
    let start = values.startIndex
    func v(_ offset: Int) -> SQLValue { values[start + offset] }
    self.init(
      theme: v(0).text, number: v(1).number ?? 0, contentHash: v(2).hashText, parent: v(3).number,
      author: v(4).text, message: v(5).text, createdAt: v(6).timeText)
  }

  /// The record read from `RegistrySQL.versionColumns`.
  package init(row: any SQLRow) {
    self.init(
      theme: row.string("theme"), number: row.int("number"), contentHash: row.hash("content_hash"),
      parent: row.optionalInt("parent"), author: row.string("author"), message: row.string("message"),
      createdAt: row.time("created_at"))
  }
}

extension AuditRunSummary {
  /// The names `RegistrySQL.auditSummaryColumns` gives its columns, in order.
  package static let columnNames = ["ruleset", "profile", "errors", "warnings", "infos", "passed", "run_created_at"]

  /// The summary from the values of `columnNames`, in order; nil when the run is missing.
  package init?(values: ArraySlice<SQLValue>) {
    let start = values.startIndex
    func v(_ offset: Int) -> SQLValue { values[start + offset] }
    guard v(0) != .null else { return nil }
    self.init(
      ruleset: v(0).text, profile: v(1).text, errors: v(2).number ?? 0, warnings: v(3).number ?? 0,
      infos: v(4).number ?? 0, passed: v(5).number == 1, createdAt: v(6).timeText)
  }

  /// The summary read from `RegistrySQL.auditSummaryColumns`; nil when the run is missing
  /// (an outer join found none).
  package init?(row: any SQLRow) {
    guard !row.isNull("ruleset") else { return nil }
    self.init(
      ruleset: row.string("ruleset"), profile: row.string("profile"), errors: row.int("errors"),
      warnings: row.int("warnings"), infos: row.int("infos"), passed: row.bool("passed"),
      createdAt: row.time("run_created_at"))
  }
}

extension StoredFinding {
  /// The finding read from `RegistrySQL.findingColumns`; the message and path are empty when
  /// they are among the run's texts (see `StoredFindingRow`).
  package init(row: any SQLRow) {
    self.init(
      rule: row.string("rule"), severity: FindingCodes.severityText(row.value("severity")),
      subject: row.string("subject"), appearance: FindingCodes.appearanceText(row.value("appearance")),
      measured: row.optionalDouble("measured"),
      required: row.optionalDouble("required"), wcag: row.optionalString("wcag"),
      message: row.string("finding_message"), path: row.string("path"))
  }
}

/// A finding read from `RegistrySQL.findingColumns`, with where its texts are when its row
/// does not hold them.
package struct StoredFindingRow {
  /// The finding; its message and path are filled in by `SQLStore.withTexts`.
  package var finding: StoredFinding
  /// The series, and the version whose run opened the interval.
  package var series: Int, since: Int
  /// The interval's place among its run's texts; nil when its row holds them.
  package var textIndex: Int?

  /// The row's finding and the place of its texts.
  package init(row: any SQLRow) {
    finding = StoredFinding(row: row)
    series = row.int("series_id")
    since = row.int("since")
    textIndex = row.optionalInt("text_index")
  }
}
