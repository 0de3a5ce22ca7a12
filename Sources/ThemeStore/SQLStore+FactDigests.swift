extension SQLStore {
  /// Gives every audit run, approval and revocation stored before digests existed the digests
  /// of what it holds now (migration 11 adds the columns; this runs in its transaction), runs
  /// first, since an approval's digest covers its run's.
  package func backfillFactDigests() throws {
    let tables = try connection.map("SELECT id, json FROM type_scales WHERE digest IS NULL ORDER BY id") {
      (id: $0.int("id"), json: $0.string("json"))
    }
    for table in tables {
      try connection.execute(
        "UPDATE type_scales SET digest = :digest WHERE id = :id",
        ["digest": .blob(FactDigest.typeScale(json: table.json)), "id": .integer(Int64(table.id))])
    }
    let runs = try connection.map(
      """
      SELECT r.id AS id, t.name AS theme, v.number AS number, r.ruleset AS ruleset, r.profile AS profile,
        d.content_hash AS content_hash
      FROM audit_runs r JOIN versions v ON v.id = r.version_id JOIN themes t ON t.id = v.theme_id
      JOIN documents d ON d.id = v.document_id
      WHERE r.digest IS NULL OR r.findings_digest IS NULL ORDER BY r.id
      """
    ) {
      (
        id: $0.int("id"), theme: $0.string("theme"), number: $0.int("number"), ruleset: $0.string("ruleset"),
        profile: $0.string("profile"), contentHash: $0.hash("content_hash")
      )
    }
    for run in runs {
      guard
        let stored = try readAuditRun(
          theme: run.theme, number: run.number, ruleset: run.ruleset, profile: run.profile, verifying: false)
      else { continue }
      let findings = FactDigest.findings(stored.findings, typeScaleKey: stored.typeScaleKey)
      let digest = FactDigest.run(contentHash: run.contentHash, summary: stored.summary, findingsDigest: findings)
      try connection.execute(
        "UPDATE audit_runs SET findings_digest = :findings, digest = :digest WHERE id = :id",
        ["findings": .blob(findings), "digest": .blob(digest), "id": .integer(Int64(run.id))])
    }
    let approvals = try connection.map(
      """
      SELECT a.id AS id, t.name AS theme FROM approvals a JOIN versions v ON v.id = a.version_id
      JOIN themes t ON t.id = v.theme_id
      LEFT JOIN revocations x ON x.approval_id = a.id
      WHERE a.digest IS NULL OR (x.id IS NOT NULL AND x.digest IS NULL) ORDER BY a.id
      """
    ) { (id: $0.int("id"), theme: $0.string("theme")) }
    for approval in approvals {
      guard let record = try readApprovals(theme: approval.theme, id: approval.id, verifying: false).first else {
        continue
      }
      try connection.execute(
        "UPDATE approvals SET digest = :digest WHERE id = :id AND digest IS NULL",
        ["digest": .blob(record.digest), "id": .integer(Int64(record.id))])
      if let revocation = record.revocation {
        let digest = FactDigest.revocation(
          approvalDigest: record.digest, revokedBy: revocation.revokedBy, reason: revocation.reason,
          createdAt: revocation.createdAt)
        try connection.execute(
          "UPDATE revocations SET digest = :digest WHERE approval_id = :id AND digest IS NULL",
          ["digest": .blob(digest), "id": .integer(Int64(record.id))])
      }
    }
  }
}

extension SQLStore {
  /// Every audit run, approval and revocation against its digest (`check`): each changed fact is
  /// a problem naming `theme@version` and the table, and the check goes on past it.
  func checkFacts(_ problems: inout [IntegrityProblem], pageSize: Int) throws {
    // Theme by theme, `pageSize` version numbers at a time: the list of every run was most of
    // `check`'s memory on a long history (1.74× from 1,000 to 100,000 versions).
    let themes = try connection.map(
      "SELECT t.id AS id, t.name AS name, (SELECT max(number) FROM versions WHERE theme_id = t.id) AS last FROM themes t ORDER BY t.name"
    ) { (id: $0.int("id"), name: $0.string("name"), last: $0.optionalInt("last") ?? 0) }
    for theme in themes {
      var after = 0
      while after < theme.last {
        var runs: [(number: Int, ruleset: String, profile: String)] = []
        try connection.forEachRow(
          """
          SELECT v.number AS number, r.ruleset AS ruleset, r.profile AS profile
          FROM versions v JOIN audit_runs r ON r.version_id = v.id
          WHERE v.theme_id = :theme AND v.number > :after AND v.number <= :through
          ORDER BY v.number, r.id
          """,
          [
            "theme": .integer(Int64(theme.id)), "after": .integer(Int64(after)),
            "through": .integer(Int64(after + pageSize)),
          ]
        ) { runs.append(($0.int("number"), $0.string("ruleset"), $0.string("profile"))) }
        for run in runs {
          do {
            _ = try readAuditRun(theme: theme.name, number: run.number, ruleset: run.ruleset, profile: run.profile)
          } catch StoreError.database {
            // Texts that cannot be read: the check of the finding texts reports them.
            continue
          } catch let error as StoreError {
            problems.append(IntegrityProblem(try Self.factProblem(error, ruleset: run.ruleset)))
          }
        }
        after += pageSize
      }
    }
    let approvals = try connection.map(
      """
      SELECT a.id AS id, t.name AS theme FROM approvals a JOIN versions v ON v.id = a.version_id
      JOIN themes t ON t.id = v.theme_id ORDER BY t.name, a.id
      """
    ) { (id: $0.int("id"), theme: $0.string("theme")) }
    for (id, theme) in approvals {
      do {
        _ = try readApprovals(theme: theme, id: id)
      } catch let error as StoreError {
        problems.append(IntegrityProblem(try Self.factProblem(error, ruleset: nil) + " (approval \(id))"))
      }
    }
  }

  /// The problem line of a fact that failed its check; any other failure stops the check.
  private static func factProblem(_ error: StoreError, ruleset: String?) throws -> String {
    guard case .damagedFact(let theme, let version, let table) = error else { throw error }
    return "\(theme)@\(version): the stored \(table)\(ruleset.map { " of \($0)" } ?? "") no longer match their digest"
  }
}
