extension RegistrySQL {
  /// What a theme's `theme_summaries` row holds after its `theme_id`, and how it is derived:
  /// the latest version's columns but the theme's name (the theme's own row has it), that
  /// version's newest audit run's summary, and the run's digests, which `list` checks it by.
  static let summarized = SelectedColumns(
    VersionRecord.selection.columns.dropFirst().map { ($0.expression, $0.name) }
      + AuditRunSummary.selection.columns.map { ($0.expression, $0.name) }
      + [("r.digest", "run_digest"), ("r.findings_digest", "run_findings_digest")])

  /// Derives the summary rows (theme id first, as `summaryColumns` names them) of the theme
  /// `:theme`, or of every theme.
  static func derivedSummaries(allThemes: Bool) -> String {
    """
    SELECT t.id AS theme_id, \(summarized.sql)
    FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = t.latest_version \(versionJoins)
    LEFT JOIN audit_runs r ON r.id = (SELECT max(id) FROM audit_runs WHERE version_id = v.id)
    \(allThemes ? "" : "WHERE t.id = :theme")
    """
  }

  /// `theme_summaries`' columns in the order `derivedSummaries` selects them.
  static let summaryColumns = ["theme_id"] + summarized.names

  /// Stores what `derivedSummaries` derives (a theme's row is deleted first).
  static func storeSummaries(allThemes: Bool) -> String {
    "INSERT INTO theme_summaries (\(summaryColumns.joined(separator: ", "))) \(derivedSummaries(allThemes: allThemes))"
  }

  /// Every stored summary row, by theme id, as `check` compares them with `derivedSummaries`.
  static let storedSummaries = "SELECT \(summaryColumns.joined(separator: ", ")) FROM theme_summaries ORDER BY theme_id"

  /// Every theme in name order with its latest version's number, its stored summary (NULL when
  /// it has none) and its newest approved, unrevoked version: the columns of
  /// `VersionRecord.selection` and `AuditRunSummary.selection`, `run_digest`,
  /// `run_findings_digest`, `latest_version` and `approved_version`.
  ///
  /// The approved versions are found from the approvals, once for all themes (they are not
  /// kept in the summary, which committers write: only approvers write approvals). `CROSS
  /// JOIN` keeps SQLite reading the approvals first; PostgreSQL plans it as any join.
  package static let themeSummaries = """
    SELECT t.name AS theme, \(summarized.names.map { "s.\($0) AS \($0)" }.joined(separator: ", ")),
      t.latest_version AS latest_version, a.approved AS approved_version
    FROM themes t LEFT JOIN theme_summaries s ON s.theme_id = t.id
    LEFT JOIN (
      SELECT av.theme_id AS theme_id, max(av.number) AS approved
      FROM approvals ap CROSS JOIN versions av
      WHERE av.id = ap.version_id AND NOT EXISTS (SELECT 1 FROM revocations x WHERE x.approval_id = ap.id)
      GROUP BY av.theme_id
    ) a ON a.theme_id = t.id
    ORDER BY t.name
    """
}
