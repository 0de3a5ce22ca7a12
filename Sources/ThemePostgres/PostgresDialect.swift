import ThemeStore

extension SQLDialect {
  /// PostgreSQL: a commit holds its theme's row (`FOR UPDATE`), so clients committing to one
  /// theme queue on it; lists are `bigint[]` arrays; the migrations table is
  /// `themereg_migrations`, which cannot be another tool's; a series' finding intervals are
  /// read in the span index's (subject, since) order, which a merge join keeps (ordered by rule
  /// first, they were sorted on disk: 431 ms of a 100,000-version history's 250,000).
  static let postgres = SQLDialect(
    lockSelectedRows: " FOR UPDATE OF t",
    isInIDList: { column, parameter in "\(column) = ANY(CAST(:\(parameter) AS bigint[]))" },
    idList: { ids in .text("{" + ids.map(String.init).joined(separator: ",") + "}") },
    containsText: { haystack, needle in "strpos(\(haystack), :\(needle)) > 0" },
    migrationsTable: "themereg_migrations",
    migrationsTableDefinition: """
      CREATE TABLE IF NOT EXISTS themereg_migrations (
        name text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at text NOT NULL
      )
      """, sessionRole: "session_user",
    registryOwner: """
      (SELECT tableowner::text FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'themes')
      """, subjectIntervalOrder: "s.id, f.since")
}
