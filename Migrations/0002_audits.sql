-- themereg schema 2: accessibility audit runs and their findings.
-- A run belongs to one version and one (ruleset, profile) series; runs are never
-- overwritten: a re-audit under a newer ruleset adds a run beside the old one.

-- Dynamic Type tables, stored once per distinct content (they change rarely between versions).
CREATE TABLE type_scales (
  hash TEXT PRIMARY KEY,
  json TEXT NOT NULL
) STRICT;

CREATE TABLE audit_runs (
  id INTEGER PRIMARY KEY,
  version_id INTEGER NOT NULL REFERENCES versions (id),
  ruleset TEXT NOT NULL,
  profile TEXT NOT NULL,
  errors INTEGER NOT NULL CHECK (errors >= 0),
  warnings INTEGER NOT NULL CHECK (warnings >= 0),
  infos INTEGER NOT NULL CHECK (infos >= 0),
  passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
  type_scale_hash TEXT REFERENCES type_scales (hash),
  created_at TEXT NOT NULL,
  UNIQUE (version_id, ruleset, profile)
) STRICT;
CREATE INDEX audit_runs_by_series ON audit_runs (ruleset, profile, version_id);

-- Findings as intervals of versions: a finding (rule + subject) held, with these values,
-- from version `since` up to, not including, `until` (NULL while it still holds at the
-- latest audited version of its series). A changed measurement starts a new interval.
CREATE TABLE findings (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  ruleset TEXT NOT NULL,
  profile TEXT NOT NULL,
  rule TEXT NOT NULL,
  subject TEXT NOT NULL,
  severity TEXT NOT NULL CHECK (severity IN ('error', 'warning', 'info')),
  appearance TEXT,
  measured REAL,
  required REAL,
  wcag TEXT,
  message TEXT NOT NULL,
  path TEXT NOT NULL,
  since INTEGER NOT NULL,
  until INTEGER,
  CHECK (until IS NULL OR until > since)
) STRICT;
CREATE INDEX findings_open ON findings (theme_id, ruleset, profile, until);
CREATE INDEX findings_by_since ON findings (theme_id, ruleset, profile, since);
CREATE INDEX findings_by_rule ON findings (rule, theme_id);
CREATE INDEX findings_by_subject ON findings (subject, theme_id);
