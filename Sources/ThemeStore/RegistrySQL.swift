import ThemeModel

/// Column lists and queries the store's algorithms share, in the SQL both engines read. Every
/// column has a name of its own (an alias where two tables share one), as rows are read by name.
package enum RegistrySQL {
  /// A version's columns, from `themes t`, `versions v`, its parent `versions p` and its
  /// document `documents d` (`versionJoins`).
  package static let versionColumns = VersionRecord.selection.sql
  /// The joins `versionColumns` reads from, after `themes t` and `versions v`.
  package static let versionJoins =
    "LEFT JOIN versions p ON p.id = v.parent_id JOIN documents d ON d.id = v.document_id"
  /// `versionColumns` from `themes t` and `versions v` alone: the parent's number and the
  /// document's hash are looked up per version. For a list of versions (`history`, `blame`)
  /// PostgreSQL otherwise joined by hashing every document, a scan of the whole table: 45 of
  /// the 115 ms of a 100,000-version `blame`.
  package static let versionColumnsLookedUp = VersionRecord.selection.replacing([
    "content_hash": "(SELECT d.content_hash FROM documents d WHERE d.id = v.document_id)",
    "parent": "(SELECT p.number FROM versions p WHERE p.id = v.parent_id)",
  ]).sql
  /// An audit run's summary columns, from `audit_runs r`.
  package static let auditSummaryColumns = AuditRunSummary.selection.sql
  /// A finding's columns, from `findingSource`: with the message and path when the interval
  /// holds them itself, else where they are among its run's texts (`FindingTexts`).
  package static let findingColumns = """
    s.rule AS rule, f.severity AS severity, s.subject AS subject, f.appearance AS appearance,
    f.measured AS measured, f.required AS required, f.wcag AS wcag, f.message AS finding_message, f.path AS path,
    f.text_index AS text_index, f.since AS since, s.series_id AS series_id
    """
  /// Interval rows with their subjects (series, rule, subject), which are stored once.
  package static let findingSource = "findings f JOIN finding_subjects s ON s.id = f.subject_id"
}

extension VersionRecord {
  /// The columns a version is read from, declared once: the SQL (`RegistrySQL.versionColumns`),
  /// the names and the positions `init(values:)` reads all come from this list.
  static let selection = SelectedColumns([
    ("t.name", "theme"), ("v.number", "number"), ("d.content_hash", "content_hash"), ("p.number", "parent"),
    ("v.author", "author"), ("v.message", "message"), ("v.created_at", "created_at"),
    ("v.authored_at", "authored_at"), ("v.provenance", "provenance"), ("v.recorded_role", "recorded_role"),
  ])

  /// The names `RegistrySQL.versionColumns` gives its columns, in order.
  package static var columnNames: [String] { selection.names }

  private static let positions = (
    theme: selection.position("theme"), number: selection.position("number"),
    hash: selection.position("content_hash"), parent: selection.position("parent"),
    author: selection.position("author"), message: selection.position("message"),
    created: selection.position("created_at"), authored: selection.position("authored_at"),
    provenance: selection.position("provenance"), role: selection.position("recorded_role")
  )

  /// The record from the values of `columnNames`, in order (for reads of thousands of rows,
  /// which resolve the names once per query).
  package init(values: ArraySlice<SQLValue>) {
    // Read in place (a copy of the slice cost more than the fields).
    let start = values.startIndex
    let at = Self.positions
    self.init(
      theme: values[start + at.theme].text, number: values[start + at.number].number ?? 0,
      contentHash: ContentHash(stored: values[start + at.hash].hashText), parent: values[start + at.parent].number,
      author: values[start + at.author].text, message: values[start + at.message].text,
      createdAt: values[start + at.created].timeText,
      authoredAt: values[start + at.authored] == .null ? nil : values[start + at.authored].timeText,
      provenance: values[start + at.provenance] == .null ? nil : values[start + at.provenance].text,
      recordedRole: values[start + at.role] == .null ? nil : values[start + at.role].text)
  }

  /// The record read from `RegistrySQL.versionColumns`.
  package init(row: any SQLRow) {
    self.init(
      theme: row.string("theme"), number: row.int("number"), contentHash: ContentHash(stored: row.hash("content_hash")),
      parent: row.optionalInt("parent"), author: row.string("author"), message: row.string("message"),
      createdAt: row.time("created_at"), authoredAt: row.isNull("authored_at") ? nil : row.time("authored_at"),
      provenance: row.optionalString("provenance"), recordedRole: row.optionalString("recorded_role"))
  }
}

extension AuditRunSummary {
  /// The columns a run's summary is read from, declared once (see `VersionRecord.selection`).
  static let selection = SelectedColumns([
    ("r.ruleset", "ruleset"), ("r.profile", "profile"), ("r.errors", "errors"), ("r.warnings", "warnings"),
    ("r.infos", "infos"), ("r.passed", "passed"), ("r.created_at", "run_created_at"),
    ("r.coverage_colors", "coverage_colors"), ("r.coverage_checked", "coverage_checked"),
  ])

  /// The names `RegistrySQL.auditSummaryColumns` gives its columns, in order.
  package static var columnNames: [String] { selection.names }

  private static let positions = (
    ruleset: selection.position("ruleset"), profile: selection.position("profile"),
    errors: selection.position("errors"), warnings: selection.position("warnings"),
    infos: selection.position("infos"), passed: selection.position("passed"),
    created: selection.position("run_created_at"), colors: selection.position("coverage_colors"),
    checked: selection.position("coverage_checked")
  )

  /// The summary from the values of `columnNames`, in order; nil when the run is missing.
  package init?(values: ArraySlice<SQLValue>) {
    let start = values.startIndex
    let at = Self.positions
    guard values[start + at.ruleset] != .null else { return nil }
    self.init(
      ruleset: values[start + at.ruleset].text, profile: values[start + at.profile].text,
      errors: values[start + at.errors].number ?? 0, warnings: values[start + at.warnings].number ?? 0,
      infos: values[start + at.infos].number ?? 0, passed: values[start + at.passed].number == 1,
      createdAt: values[start + at.created].timeText,
      coverage: Self.coverage(colors: values[start + at.colors].number, checked: values[start + at.checked].number))
  }

  /// The summary read from `RegistrySQL.auditSummaryColumns`; nil when the run is missing
  /// (an outer join found none).
  package init?(row: any SQLRow) {
    guard !row.isNull("ruleset") else { return nil }
    self.init(
      ruleset: row.string("ruleset"), profile: row.string("profile"), errors: row.int("errors"),
      warnings: row.int("warnings"), infos: row.int("infos"), passed: row.bool("passed"),
      createdAt: row.time("run_created_at"),
      coverage: Self.coverage(colors: row.optionalInt("coverage_colors"), checked: row.optionalInt("coverage_checked")))
  }

  /// The stored coverage, when the run recorded both of its counts.
  private static func coverage(colors: Int?, checked: Int?) -> RunCoverage? {
    guard let colors, let checked else { return nil }
    return RunCoverage(colors: colors, checked: checked)
  }
}

extension StoredFinding {
  /// The finding read from `RegistrySQL.findingColumns`; the message and path are empty when
  /// they are among the run's texts (see `StoredFindingRow`). A severity or appearance code
  /// that names none is refused, never read as another.
  package init(row: any SQLRow) throws(StoreError) {
    guard let severity = FindingCodes.severity(row.value("severity")),
      let appearance = FindingCodes.appearance(row.value("appearance"))
    else {
      throw .database(
        path: "", message: "a stored finding of \(row.string("rule")) has a severity or appearance code that names none"
      )
    }
    self.init(
      rule: row.string("rule"), severity: severity, subject: row.string("subject"), appearance: appearance,
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
  package init(row: any SQLRow) throws(StoreError) {
    finding = try StoredFinding(row: row)
    series = row.int("series_id")
    since = row.int("since")
    textIndex = row.optionalInt("text_index")
  }
}
