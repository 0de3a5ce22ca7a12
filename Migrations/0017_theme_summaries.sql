-- themereg schema 17: each theme's row of `list`, kept as commits and audits write it. Deriving
-- it took six index searches a theme (the latest version by number, its parent, its document's
-- hash, its newest run by id and that run), 45 of the 90 ms that `list` took over 10,000 themes;
-- read from here it is one search by the theme's id. The row holds the latest version's columns and its
-- newest audit run's summary and digests as `RegistrySQL.summarized` derives them: `list`
-- refuses a row whose number is not the theme's latest version or whose run fails its digest,
-- and `check` compares every row with what it is derived from. A registry upgraded to this
-- schema gets its rows in the same transaction (`SQLStore.backfillSummaries`).
CREATE TABLE theme_summaries (
  theme_id INTEGER PRIMARY KEY REFERENCES themes (id),
  number INTEGER NOT NULL,
  content_hash BLOB NOT NULL,
  parent INTEGER,
  author TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  authored_at INTEGER,
  provenance TEXT,
  recorded_role TEXT,
  ruleset TEXT,
  profile TEXT,
  errors INTEGER,
  warnings INTEGER,
  infos INTEGER,
  passed INTEGER,
  run_created_at INTEGER,
  coverage_colors INTEGER,
  coverage_checked INTEGER,
  run_digest BLOB,
  run_findings_digest BLOB
) STRICT;
