-- themereg PostgreSQL schema 13 (SQLite schema 17): each theme's row of `list`, kept as commits
-- and audits write it, so `list` reads one row a theme instead of deriving it from the latest
-- version, its parent, its document's hash and its newest audit run. The row holds the latest
-- version's columns and its newest run's summary and digests as `RegistrySQL.summarized`
-- derives them: `list` refuses a row whose number is not the theme's latest version or whose
-- run fails its digest, and `check` compares every row with what it is derived from. A
-- registry upgraded to this schema gets its rows in the same transaction
-- (`SQLStore.backfillSummaries`); committers and approvers write it (Scripts/postgres-roles.sql).
CREATE TABLE theme_summaries (
  theme_id bigint PRIMARY KEY REFERENCES themes (id),
  number integer NOT NULL,
  content_hash bytea NOT NULL,
  parent integer,
  author text COLLATE "C" NOT NULL,
  message text NOT NULL,
  created_at bigint NOT NULL,
  authored_at bigint,
  provenance text,
  recorded_role text,
  ruleset text COLLATE "C",
  profile text COLLATE "C",
  errors integer,
  warnings integer,
  infos integer,
  passed integer,
  run_created_at bigint,
  coverage_colors integer,
  coverage_checked integer,
  run_digest bytea,
  run_findings_digest bytea
);
