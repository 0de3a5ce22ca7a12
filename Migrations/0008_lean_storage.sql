-- themereg schema 8: leaner storage for long histories.
--
-- Documents are now stored as deltas against the next version (the latest one whole), and
-- `depth` is the longest chain of deltas that ends at a document. In the older layout every
-- delta pointed at a keyframe stored whole, so a keyframe with deltas ends chains of one.
UPDATE documents SET depth = CASE
  WHEN EXISTS (SELECT 1 FROM documents d WHERE d.base_hash = documents.content_hash) THEN 1 ELSE 0 END;

-- What audit_runs_by_series answered, the unique (version_id, ruleset, profile) index and the
-- versions index answer as well.
DROP INDEX audit_runs_by_series;

-- A finding series (theme, ruleset, profile) is stored once; its subjects refer to it. Subjects
-- are unique within their series because the store adds them under the theme's write lock
-- after reading the series' subjects (and `check` says if they are not): an index over the
-- whole subject text, which held every subject a second time, is not kept.
CREATE TABLE finding_series (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  ruleset TEXT NOT NULL,
  profile TEXT NOT NULL,
  UNIQUE (theme_id, ruleset, profile)
) STRICT;
INSERT INTO finding_series (theme_id, ruleset, profile)
  SELECT DISTINCT theme_id, ruleset, profile FROM finding_subjects ORDER BY theme_id, ruleset, profile;

CREATE TABLE lean_finding_subjects (
  id INTEGER PRIMARY KEY,
  series_id INTEGER NOT NULL REFERENCES finding_series (id),
  rule TEXT NOT NULL,
  subject TEXT NOT NULL
) STRICT;
INSERT INTO lean_finding_subjects (id, series_id, rule, subject)
  SELECT s.id, e.id, s.rule, s.subject FROM finding_subjects s
  JOIN finding_series e ON e.theme_id = s.theme_id AND e.ruleset = s.ruleset AND e.profile = s.profile;

-- The message and path of the intervals one run opens are stored together, compressed, under
-- the series and the run's version; an interval names its place in that list (`text_index`)
-- and carries a digest of its values, so a commit compares findings without reading texts.
-- Intervals written before this migration keep their texts in their own row.
CREATE TABLE finding_texts (
  series_id INTEGER NOT NULL REFERENCES finding_series (id),
  since INTEGER NOT NULL,
  body BLOB NOT NULL,
  PRIMARY KEY (series_id, since)
) STRICT, WITHOUT ROWID;

CREATE TABLE lean_findings (
  id INTEGER PRIMARY KEY,
  subject_id INTEGER NOT NULL REFERENCES lean_finding_subjects (id),
  severity TEXT NOT NULL CHECK (severity IN ('error', 'warning', 'info')),
  appearance TEXT,
  measured REAL,
  required REAL,
  wcag TEXT,
  message TEXT,
  path TEXT,
  text_index INTEGER CHECK (text_index >= 0),
  digest INTEGER,
  since INTEGER NOT NULL,
  until INTEGER,
  CHECK (until IS NULL OR until > since),
  CHECK ((message IS NULL) = (text_index IS NOT NULL)),
  CHECK ((message IS NULL) = (path IS NULL)),
  CHECK (text_index IS NULL OR digest IS NOT NULL)
) STRICT;
INSERT INTO lean_findings (id, subject_id, severity, appearance, measured, required, wcag, message, path, since, until)
  SELECT id, subject_id, severity, appearance, measured, required, wcag, message, path, since, until FROM findings;

DROP TABLE findings;
DROP TABLE finding_subjects;
ALTER TABLE lean_finding_subjects RENAME TO finding_subjects;
ALTER TABLE lean_findings RENAME TO findings;
CREATE INDEX finding_subjects_by_rule ON finding_subjects (series_id, rule);
CREATE INDEX findings_by_subject_since ON findings (subject_id, since);
CREATE INDEX findings_open ON findings (subject_id) WHERE until IS NULL;
