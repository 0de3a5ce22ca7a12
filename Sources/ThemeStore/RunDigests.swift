/// An audit run's two stored digests as read (`r.digest AS run_digest`, `r.findings_digest AS
/// run_findings_digest`), and their checks: the run's from its row alone (what `log` and
/// `list` can afford for every version), the findings' once they are read.
package struct RunDigests {
  /// `FactDigest.run`, nil when missing (damage: every row has one since migration 11).
  package var run: [UInt8]?
  /// `FactDigest.findings`.
  package var findings: [UInt8]?

  /// The digests of a row that selected them.
  package init(row: any SQLRow) {
    run = row.isNull("run_digest") ? nil : row.blob("run_digest")
    findings = row.isNull("run_findings_digest") ? nil : row.blob("run_findings_digest")
  }

  /// The digests from raw values.
  package init(run: SQLValue, findings: SQLValue) {
    if case .blob(let bytes) = run { self.run = bytes }
    if case .blob(let bytes) = findings { self.findings = bytes }
  }

  /// Refuses a run whose row no longer matches its digest (counts, ruleset, version edited);
  /// `table` names where the row was read (a theme's summary holds a copy of its newest run).
  package func verifyRun(
    _ summary: AuditRunSummary, contentHash: String, theme: String, number: Int, table: String = "audit_runs row"
  ) throws(StoreError) {
    guard let run, let findings,
      FactDigest.run(contentHash: contentHash, summary: summary, findingsDigest: findings) == run
    else { throw .damagedFact(theme: theme, version: number, table: table) }
  }

  /// Refuses a run whose findings or Dynamic Type tables (their JSON against the digest kept in
  /// their row, `typeScaleDigest`) no longer match their digests.
  package func verifyFindings(
    _ stored: [StoredFinding], typeScaleKey: String?, typeScaleJSON: String?, typeScaleDigest: [UInt8]?,
    theme: String, number: Int
  ) throws(StoreError) {
    guard let findings, FactDigest.findings(stored, typeScaleKey: typeScaleKey) == findings else {
      throw .damagedFact(theme: theme, version: number, table: "findings (or their texts or type scale)")
    }
    if let typeScaleJSON, typeScaleDigest != FactDigest.typeScale(json: typeScaleJSON) {
      throw .damagedFact(theme: theme, version: number, table: "findings (or their texts or type scale)")
    }
  }
}
