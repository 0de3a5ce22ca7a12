-- themereg schema 6: a smaller registry for long histories.
-- A finding's identity (series, rule, subject) is stored once in finding_subjects; each
-- interval row refers to it by id instead of repeating the texts. Indexes that no query uses
-- are dropped, and the index of open findings covers only the open ones.

CREATE TABLE finding_subjects (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  ruleset TEXT NOT NULL,
  profile TEXT NOT NULL,
  rule TEXT NOT NULL,
  subject TEXT NOT NULL,
  UNIQUE (theme_id, ruleset, profile, rule, subject)
) STRICT;

INSERT INTO finding_subjects (theme_id, ruleset, profile, rule, subject)
  SELECT DISTINCT theme_id, ruleset, profile, rule, subject FROM findings ORDER BY theme_id, ruleset, profile, rule, subject;

CREATE TABLE compact_findings (
  id INTEGER PRIMARY KEY,
  subject_id INTEGER NOT NULL REFERENCES finding_subjects (id),
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

INSERT INTO compact_findings (id, subject_id, severity, appearance, measured, required, wcag, message, path, since, until)
  SELECT f.id, s.id, f.severity, f.appearance, f.measured, f.required, f.wcag, f.message, f.path, f.since, f.until
  FROM findings f JOIN finding_subjects s
    ON s.theme_id = f.theme_id AND s.ruleset = f.ruleset AND s.profile = f.profile AND s.rule = f.rule
    AND s.subject = f.subject;

DROP TABLE findings;
ALTER TABLE compact_findings RENAME TO findings;
CREATE INDEX findings_by_subject_since ON findings (subject_id, since);
CREATE INDEX findings_open ON findings (subject_id) WHERE until IS NULL;

DROP INDEX versions_by_author;
DROP INDEX versions_by_hash;
DROP INDEX colors_by_until;
DROP INDEX typography_styles_by_until;
DROP INDEX images_by_until;
DROP INDEX icon_buttons_by_until;
DROP INDEX media_by_until;
