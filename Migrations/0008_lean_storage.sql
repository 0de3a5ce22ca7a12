-- themereg schema 8: leaner storage for long histories.
--
-- Documents are now stored as deltas against the next version (the latest one whole), and
-- `depth` is the longest chain of deltas that ends at a document. In the older layout every
-- delta pointed at a keyframe stored whole, so a keyframe with deltas ends chains of one.
UPDATE documents SET depth = CASE
  WHEN EXISTS (SELECT 1 FROM documents d WHERE d.base_hash = documents.content_hash) THEN 1 ELSE 0 END;

-- A colour written in 8 bits per channel (nearly every one) is stored as one integer, 0xRRGGBBAA,
-- instead of four doubles; its components read back as exactly channel / 255. The hex is left
-- out (NULL) when it is what was written.
CREATE TABLE lean_colors (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  name TEXT NOT NULL,
  appearance TEXT NOT NULL CHECK (appearance IN ('light', 'dark', 'lightHighContrast', 'darkHighContrast')),
  written TEXT NOT NULL,
  rgba INTEGER CHECK (rgba BETWEEN 0 AND 4294967295),
  red REAL,
  green REAL,
  blue REAL,
  alpha REAL,
  hex TEXT,
  since INTEGER NOT NULL,
  until INTEGER,
  CHECK (until IS NULL OR until > since),
  CHECK ((rgba IS NULL) = (red IS NOT NULL)),
  CHECK ((red IS NULL) = (green IS NULL) AND (red IS NULL) = (blue IS NULL) AND (red IS NULL) = (alpha IS NULL))
) STRICT;
WITH judged AS (
  SELECT *, (red BETWEEN 0 AND 1 AND green BETWEEN 0 AND 1 AND blue BETWEEN 0 AND 1 AND alpha BETWEEN 0 AND 1
    AND round(red * 255) / 255.0 = red AND round(green * 255) / 255.0 = green
    AND round(blue * 255) / 255.0 = blue AND round(alpha * 255) / 255.0 = alpha) AS exact
  FROM colors
)
INSERT INTO lean_colors (id, theme_id, name, appearance, written, rgba, red, green, blue, alpha, hex, since, until)
  SELECT id, theme_id, name, appearance, written,
    CASE WHEN exact THEN (CAST(round(red * 255) AS INTEGER) << 24) | (CAST(round(green * 255) AS INTEGER) << 16)
      | (CAST(round(blue * 255) AS INTEGER) << 8) | CAST(round(alpha * 255) AS INTEGER) END,
    CASE WHEN exact THEN NULL ELSE red END, CASE WHEN exact THEN NULL ELSE green END,
    CASE WHEN exact THEN NULL ELSE blue END, CASE WHEN exact THEN NULL ELSE alpha END,
    CASE WHEN hex = written THEN NULL ELSE hex END, since, until
  FROM judged;
DROP VIEW current_colors;
DROP TABLE colors;
ALTER TABLE lean_colors RENAME TO colors;
CREATE INDEX colors_by_since ON colors (theme_id, since);
CREATE UNIQUE INDEX colors_current ON colors (theme_id, name, appearance) WHERE until IS NULL;
-- The view shows every colour's components as before.
CREATE VIEW current_colors AS
  SELECT t.name AS theme, c.name, c.appearance, c.written, coalesce(c.hex, c.written) AS hex,
    coalesce(c.red, ((c.rgba >> 24) & 255) / 255.0) AS red, coalesce(c.green, ((c.rgba >> 16) & 255) / 255.0) AS green,
    coalesce(c.blue, ((c.rgba >> 8) & 255) / 255.0) AS blue, coalesce(c.alpha, (c.rgba & 255) / 255.0) AS alpha, c.since
  FROM colors c JOIN themes t ON t.id = c.theme_id WHERE c.until IS NULL;

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
-- A series' first texts are compressed alone and serve as the dictionary of its later ones
-- (`dictionary_since`), whose few sentences then cost little more than what differs.
-- Intervals written before this migration keep their texts in their own row.
CREATE TABLE finding_texts (
  id INTEGER PRIMARY KEY,
  series_id INTEGER NOT NULL REFERENCES finding_series (id),
  since INTEGER NOT NULL,
  dictionary_since INTEGER,
  body BLOB NOT NULL,
  UNIQUE (series_id, since),
  CHECK (dictionary_since IS NULL OR dictionary_since < since)
) STRICT;

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
