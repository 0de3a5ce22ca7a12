/// SQL that both stores run as written: column lists and queries without parameters, whose
/// text is the same in SQLite and PostgreSQL (parameters are spelled `?N` in one, `$N` in the other).
package enum RegistrySQL {
  /// A version's columns, from `themes t`, `versions v` and the parent `versions p`.
  package static let versionColumns = "t.name, v.number, v.content_hash, p.number, v.author, v.message, v.created_at"
  /// An audit run's summary columns, from `audit_runs r`.
  package static let auditSummaryColumns = "r.ruleset, r.profile, r.errors, r.warnings, r.infos, r.passed, r.created_at"
  /// A finding's columns, from `findingSource`.
  package static let findingColumns =
    "s.rule, f.severity, s.subject, f.appearance, f.measured, f.required, f.wcag, f.message, f.path"
  /// Interval rows with their subjects (series, rule, subject), which are stored once.
  package static let findingSource = "findings f JOIN finding_subjects s ON s.id = f.subject_id"

  /// Every theme with its latest version, that version's newest run and its newest approved,
  /// unrevoked version: `versionColumns`, then `auditSummaryColumns`, then the approved number.
  package static let themeSummaries = """
    SELECT \(versionColumns), \(auditSummaryColumns),
      (SELECT max(av.number) FROM approvals ap JOIN versions av ON av.id = ap.version_id
       WHERE av.theme_id = t.id AND NOT EXISTS (SELECT 1 FROM revocations x WHERE x.approval_id = ap.id))
    FROM themes t JOIN versions v ON v.theme_id = t.id AND v.number = t.latest_version
    LEFT JOIN versions p ON p.id = v.parent_id
    LEFT JOIN audit_runs r ON r.id = (SELECT max(id) FROM audit_runs WHERE version_id = v.id)
    ORDER BY t.name
    """
}
