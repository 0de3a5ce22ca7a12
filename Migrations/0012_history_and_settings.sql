-- themereg schema 12: when each version was authored (a git author date brought in by
-- import-history, or commit --date) beside when it entered the registry (created_at), and
-- where it came from (provenance, e.g. git:<commit id>), so an imported history keeps its
-- authors' dates and a second run finds the commits it already imported. NULL authored_at
-- means the version was authored when it was committed. And the registry's own settings
-- (require-base), each with the digest of its name and value (FactDigest), as every stored
-- fact a decision rests on.
ALTER TABLE versions ADD COLUMN authored_at INTEGER;
ALTER TABLE versions ADD COLUMN provenance TEXT;
CREATE INDEX versions_by_provenance ON versions (theme_id, provenance) WHERE provenance IS NOT NULL;
CREATE TABLE registry_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  digest BLOB NOT NULL
) STRICT;
