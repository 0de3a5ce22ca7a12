import ThemeStore

extension SQLDialect {
  /// SQLite: `BEGIN IMMEDIATE` already holds the only write lock; lists are JSON arrays read
  /// with `json_each`; the migrations table is `schema_migrations`; a series' finding intervals
  /// are read through the subjects' (series, rule) index, so in rule order first.
  static let sqlite = SQLDialect(
    lockSelectedRows: "",
    isInIDList: { column, parameter in "\(column) IN (SELECT value FROM json_each(:\(parameter)))" },
    idList: { ids in .text("[" + ids.map(String.init).joined(separator: ",") + "]") },
    containsText: { haystack, needle in "instr(\(haystack), :\(needle)) > 0" },
    migrationsTable: "schema_migrations",
    migrationsTableDefinition: """
      CREATE TABLE IF NOT EXISTS schema_migrations (
        name TEXT PRIMARY KEY,
        checksum TEXT NOT NULL,
        applied_at TEXT NOT NULL
      ) STRICT
      """, subjectIntervalOrder: "s.rule, s.id, f.since")
}
