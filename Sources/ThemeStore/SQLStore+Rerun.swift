import ThemeModel

extension SQLStore {
  /// Re-audits every version of `theme` in order with `produce` and stores the runs of the
  /// (ruleset, profile) series it returns beside the existing ones.
  ///
  /// Runs already stored for that series are kept; its finding intervals are rebuilt,
  /// which is safe because an audit is a pure function of document, ruleset and profile.
  /// Older series are never touched. Returns how many runs were added.
  public func rerunAudits(
    theme: String, ruleset: String, profile: String,
    produce: (VersionRecord, ThemeDocument) throws -> AuditRunDraft
  ) throws -> Int {
    try runPassingThrough {
      try connection.transaction {
        guard let (themeID, latest) = try lockTheme(theme) else { return 0 }
        let series: SQLArguments = [
          "theme": .integer(Int64(themeID)), "ruleset": .text(ruleset), "profile": .text(profile),
        ]
        if let seriesID = try seriesID(themeID: themeID, ruleset: ruleset, profile: profile, create: false) {
          let arguments: SQLArguments = ["series": .integer(Int64(seriesID))]
          try connection.execute(
            """
            DELETE FROM finding_stretches WHERE subject_id IN (SELECT id FROM finding_subjects WHERE series_id = :series)
            """, arguments)
          try connection.execute(
            "DELETE FROM findings WHERE subject_id IN (SELECT id FROM finding_subjects WHERE series_id = :series)",
            arguments)
          try connection.execute("DELETE FROM finding_texts WHERE series_id = :series", arguments)
        }
        var added = 0
        for number in stride(from: 1, through: latest, by: 1) {
          guard let version = try readVersion(theme: theme, number: number),
            let ids = try connection.first(
              """
              SELECT v.id AS version_id, v.document_id AS document_id, r.id AS run_id FROM versions v
              LEFT JOIN audit_runs r ON r.version_id = v.id AND r.ruleset = :ruleset AND r.profile = :profile
              WHERE v.theme_id = :theme AND v.number = :number
              """, series.merging(["number": .integer(Int64(number))]) { $1 },
              {
                (version: $0.int("version_id"), document: $0.int("document_id"), run: $0.optionalInt("run_id"))
              })
          else { continue }
          let bytes = try DocumentCodec.verified(
            try readDocument(id: ids.document, hash: version.contentHash.description),
            hash: version.contentHash.description)
          let run = try produce(version, try ThemeDocument(bytes: bytes))
          if ids.run != nil {
            try advanceFindings(run.findings, themeID: themeID, ruleset: ruleset, profile: profile, number: number)
          } else {
            try insertAuditRun(
              run, versionID: ids.version, themeID: themeID, number: number,
              contentHash: version.contentHash.description)
            added += 1
          }
        }
        if added > 0 { try storeSummary(themeID: themeID) }
        return added
      }
    }
  }
}
