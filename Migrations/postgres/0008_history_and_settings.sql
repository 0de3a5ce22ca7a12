-- themereg PostgreSQL schema 8: each version's authored time and provenance, and the
-- registry's settings with their digests, as SQLite's 0012_history_and_settings.sql.
ALTER TABLE versions ADD COLUMN authored_at bigint, ADD COLUMN provenance text;
CREATE INDEX versions_by_provenance ON versions (theme_id, provenance) WHERE provenance IS NOT NULL;
CREATE TABLE registry_settings (
  name text PRIMARY KEY,
  value text NOT NULL,
  digest bytea NOT NULL
);
