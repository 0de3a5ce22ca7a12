-- themereg schema 9: content hashes as their 32 bytes, times as integers, leaner colours,
-- finding intervals and finding texts.
--
-- A content hash was stored as its text (`sha256:` and 64 hex digits, 71 bytes) in a document's
-- key, its key index, its delta base and every version; a version's and an audit run's time as
-- ISO 8601 text (24 bytes each). Together about 330 bytes a version. Now a document holds its
-- hash as its 32 bytes, and is found by id: a version names its document, a delta its base (a
-- document with a base is a delta: the encoding column said the same), so no index of hashes is
-- kept (content that recurs — a revert, another theme's — is stored again, as the delta it is);
-- an audit run refers to its Dynamic Type tables by id, and a time is milliseconds since 1970
-- (UTC). Every command shows them as before.
--
-- Nothing is converted that would not read back identically: themereg_hash_bytes and
-- themereg_milliseconds (the migrator's own functions, as SQLite 3.40 has no unhex) stop the
-- upgrade, naming the value, at any text not in the exact form themereg writes. The migrator
-- runs this with foreign keys off (tables others refer to are rebuilt) and checks every
-- reference before it commits.
CREATE TABLE binary_documents (
  id INTEGER PRIMARY KEY,
  content_hash BLOB NOT NULL CHECK (length(content_hash) = 32),
  base_id INTEGER REFERENCES documents (id),
  depth INTEGER NOT NULL DEFAULT 0 CHECK (depth >= 0),
  byte_count INTEGER NOT NULL CHECK (byte_count >= 0),
  body BLOB NOT NULL,
  CHECK (base_id IS NULL OR base_id <> id)
) STRICT;
-- A base that is missing becomes id 0, which the reference check refuses.
INSERT INTO binary_documents (id, content_hash, base_id, depth, byte_count, body)
  SELECT d.rowid, themereg_hash_bytes(d.content_hash),
    CASE WHEN d.base_hash IS NULL THEN NULL ELSE coalesce(b.rowid, 0) END, d.depth, d.byte_count, d.body
  FROM documents d LEFT JOIN documents b ON b.content_hash = d.base_hash
  ORDER BY d.rowid;

-- A version names its document by id (0, which the reference check refuses, if it is missing).
CREATE TABLE binary_versions (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  number INTEGER NOT NULL CHECK (number >= 1),
  parent_id INTEGER REFERENCES versions (id),
  document_id INTEGER NOT NULL REFERENCES documents (id),
  author TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (theme_id, number)
) STRICT;
INSERT INTO binary_versions (id, theme_id, number, parent_id, document_id, author, message, created_at)
  SELECT v.id, v.theme_id, v.number, v.parent_id, coalesce(d.rowid, 0), v.author, v.message,
    themereg_milliseconds(v.created_at)
  FROM versions v LEFT JOIN documents d ON d.content_hash = v.content_hash ORDER BY v.id;

CREATE TABLE binary_type_scales (
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  json TEXT NOT NULL
) STRICT;
INSERT INTO binary_type_scales (hash, json) SELECT hash, json FROM type_scales ORDER BY rowid;

CREATE TABLE binary_audit_runs (
  id INTEGER PRIMARY KEY,
  version_id INTEGER NOT NULL REFERENCES versions (id),
  ruleset TEXT NOT NULL,
  profile TEXT NOT NULL,
  errors INTEGER NOT NULL CHECK (errors >= 0),
  warnings INTEGER NOT NULL CHECK (warnings >= 0),
  infos INTEGER NOT NULL CHECK (infos >= 0),
  passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
  type_scale_id INTEGER REFERENCES type_scales (id),
  created_at INTEGER NOT NULL,
  UNIQUE (version_id, ruleset, profile)
) STRICT;
INSERT INTO binary_audit_runs (id, version_id, ruleset, profile, errors, warnings, infos, passed, type_scale_id, created_at)
  SELECT r.id, r.version_id, r.ruleset, r.profile, r.errors, r.warnings, r.infos, r.passed,
    CASE WHEN r.type_scale_hash IS NULL THEN NULL ELSE coalesce(s.id, 0) END, themereg_milliseconds(r.created_at)
  FROM audit_runs r LEFT JOIN binary_type_scales s ON s.hash = r.type_scale_hash
  ORDER BY r.id;

DROP TABLE audit_runs;
DROP TABLE type_scales;
DROP TABLE versions;
DROP TABLE documents;
ALTER TABLE binary_documents RENAME TO documents;
ALTER TABLE binary_versions RENAME TO versions;
ALTER TABLE binary_type_scales RENAME TO type_scales;
ALTER TABLE binary_audit_runs RENAME TO audit_runs;

-- A packed colour's hex (#RRGGBB, or #RRGGBBAA when translucent) is its packed value, so it is
-- left out (NULL), and so is what was written when that was the hex; an unpacked colour keeps
-- what was written and, as before, its hex unless that is what was written. The view shows
-- every colour as before.
CREATE TABLE lean_colors (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  name TEXT NOT NULL,
  appearance TEXT NOT NULL CHECK (appearance IN ('light', 'dark', 'lightHighContrast', 'darkHighContrast')),
  written TEXT,
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
  CHECK ((red IS NULL) = (green IS NULL) AND (red IS NULL) = (blue IS NULL) AND (red IS NULL) = (alpha IS NULL)),
  CHECK (written IS NOT NULL OR rgba IS NOT NULL)
) STRICT;
WITH shown AS (
  SELECT *, coalesce(hex, written) AS shown_hex,
    CASE WHEN (rgba & 255) = 255 THEN printf('#%06X', rgba >> 8) ELSE printf('#%08X', rgba) END AS packed_hex
  FROM colors
)
INSERT INTO lean_colors (id, theme_id, name, appearance, written, rgba, red, green, blue, alpha, hex, since, until)
  SELECT id, theme_id, name, appearance,
    CASE WHEN rgba IS NOT NULL AND shown_hex = packed_hex AND written = shown_hex THEN NULL ELSE written END,
    rgba, red, green, blue, alpha,
    CASE WHEN rgba IS NULL THEN hex WHEN shown_hex = packed_hex THEN NULL ELSE shown_hex END, since, until
  FROM shown ORDER BY id;
DROP VIEW current_colors;
DROP TABLE colors;
ALTER TABLE lean_colors RENAME TO colors;
CREATE INDEX colors_by_since ON colors (theme_id, since);
CREATE UNIQUE INDEX colors_current ON colors (theme_id, name, appearance) WHERE until IS NULL;
CREATE VIEW current_colors AS
  SELECT theme, name, appearance, coalesce(written, hex) AS written, hex, red, green, blue, alpha, since
  FROM (
    SELECT t.name AS theme, c.name, c.appearance, c.written,
      CASE WHEN c.rgba IS NULL THEN coalesce(c.hex, c.written)
        WHEN c.hex IS NOT NULL THEN c.hex
        WHEN (c.rgba & 255) = 255 THEN printf('#%06X', c.rgba >> 8) ELSE printf('#%08X', c.rgba) END AS hex,
      coalesce(c.red, ((c.rgba >> 24) & 255) / 255.0) AS red, coalesce(c.green, ((c.rgba >> 16) & 255) / 255.0) AS green,
      coalesce(c.blue, ((c.rgba >> 8) & 255) / 255.0) AS blue, coalesce(c.alpha, (c.rgba & 255) / 255.0) AS alpha,
      c.since
    FROM colors c JOIN themes t ON t.id = c.theme_id WHERE c.until IS NULL
  ) current;

-- A run's finding texts are found by (series, version) only: that key is the table's own, with
-- no row id and no second index beside it.
CREATE TABLE lean_finding_texts (
  series_id INTEGER NOT NULL REFERENCES finding_series (id),
  since INTEGER NOT NULL,
  dictionary_since INTEGER,
  body BLOB NOT NULL,
  PRIMARY KEY (series_id, since),
  CHECK (dictionary_since IS NULL OR dictionary_since < since)
) STRICT, WITHOUT ROWID;
INSERT INTO lean_finding_texts (series_id, since, dictionary_since, body)
  SELECT series_id, since, dictionary_since, body FROM finding_texts ORDER BY series_id, since;
DROP TABLE finding_texts;
ALTER TABLE lean_finding_texts RENAME TO finding_texts;

-- A finding interval's severity and appearance as small integers (SQLite stores 0 and 1 in no
-- bytes at all). Severity: 0 error, 1 info, 2 warning. Appearance: 0 light, 1 dark,
-- 2 lightHighContrast, 3 darkHighContrast, NULL for none. Any other text stops the upgrade.
CREATE TABLE lean_findings (
  id INTEGER PRIMARY KEY,
  subject_id INTEGER NOT NULL REFERENCES finding_subjects (id),
  severity INTEGER NOT NULL CHECK (severity BETWEEN 0 AND 2),
  appearance INTEGER CHECK (appearance BETWEEN 0 AND 3),
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
INSERT INTO lean_findings (id, subject_id, severity, appearance, measured, required, wcag, message, path, text_index,
    digest, since, until)
  SELECT id, subject_id,
    CASE severity WHEN 'error' THEN 0 WHEN 'info' THEN 1 WHEN 'warning' THEN 2 ELSE -1 END,
    CASE WHEN appearance IS NULL THEN NULL WHEN appearance = 'light' THEN 0 WHEN appearance = 'dark' THEN 1
      WHEN appearance = 'lightHighContrast' THEN 2 WHEN appearance = 'darkHighContrast' THEN 3 ELSE -1 END,
    measured, required, wcag, message, path, text_index, digest, since, until
  FROM findings ORDER BY id;
DROP TABLE findings;
ALTER TABLE lean_findings RENAME TO findings;
CREATE INDEX findings_by_subject_since ON findings (subject_id, since);
CREATE INDEX findings_open ON findings (subject_id) WHERE until IS NULL;
