-- themereg PostgreSQL schema 3: leaner storage for long histories (as SQLite's 0008).
--
-- Documents are now stored as deltas against the next version; `depth` is the longest chain
-- of deltas that ends at a document (in the older layout, chains of one ended at keyframes).
UPDATE documents SET depth = CASE
  WHEN EXISTS (SELECT 1 FROM documents d WHERE d.base_hash = documents.content_hash) THEN 1 ELSE 0 END;

-- A colour written in 8 bits per channel is stored as one integer, 0xRRGGBBAA, instead of four
-- doubles (its components read back as exactly channel / 255); the hex is NULL when it is
-- what was written.
ALTER TABLE colors
  ADD COLUMN rgba bigint CHECK (rgba BETWEEN 0 AND 4294967295),
  ALTER COLUMN red DROP NOT NULL,
  ALTER COLUMN green DROP NOT NULL,
  ALTER COLUMN blue DROP NOT NULL,
  ALTER COLUMN alpha DROP NOT NULL,
  ALTER COLUMN hex DROP NOT NULL;
UPDATE colors SET
  rgba = (round(red * 255)::bigint << 24) | (round(green * 255)::bigint << 16) | (round(blue * 255)::bigint << 8)
    | round(alpha * 255)::bigint,
  red = NULL, green = NULL, blue = NULL, alpha = NULL
WHERE red BETWEEN 0 AND 1 AND green BETWEEN 0 AND 1 AND blue BETWEEN 0 AND 1 AND alpha BETWEEN 0 AND 1
  AND round(red * 255) / 255::float8 = red AND round(green * 255) / 255::float8 = green
  AND round(blue * 255) / 255::float8 = blue AND round(alpha * 255) / 255::float8 = alpha;
UPDATE colors SET hex = NULL WHERE hex = written;
ALTER TABLE colors
  ADD CHECK ((rgba IS NULL) = (red IS NOT NULL)),
  ADD CHECK ((red IS NULL) = (green IS NULL) AND (red IS NULL) = (blue IS NULL) AND (red IS NULL) = (alpha IS NULL));
-- The view shows every colour's components as before.
CREATE OR REPLACE VIEW current_colors AS
  SELECT t.name AS theme, c.name, c.appearance, c.written, coalesce(c.hex, c.written) AS hex,
    coalesce(c.red, ((c.rgba >> 24) & 255) / 255::float8) AS red,
    coalesce(c.green, ((c.rgba >> 16) & 255) / 255::float8) AS green,
    coalesce(c.blue, ((c.rgba >> 8) & 255) / 255::float8) AS blue,
    coalesce(c.alpha, (c.rgba & 255) / 255::float8) AS alpha, c.since
  FROM colors c JOIN themes t ON t.id = c.theme_id WHERE c.until IS NULL;

DROP INDEX audit_runs_by_series;

-- A finding series (theme, ruleset, profile) is stored once; its subjects refer to it, and are
-- unique within it because the store adds them under the theme's row lock.
CREATE TABLE finding_series (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  theme_id bigint NOT NULL REFERENCES themes (id),
  ruleset text COLLATE "C" NOT NULL,
  profile text COLLATE "C" NOT NULL,
  UNIQUE (theme_id, ruleset, profile)
);
INSERT INTO finding_series (theme_id, ruleset, profile)
  SELECT DISTINCT theme_id, ruleset, profile FROM finding_subjects ORDER BY theme_id, ruleset, profile;

ALTER TABLE finding_subjects ADD COLUMN series_id bigint REFERENCES finding_series (id);
UPDATE finding_subjects s SET series_id = e.id FROM finding_series e
  WHERE e.theme_id = s.theme_id AND e.ruleset = s.ruleset AND e.profile = s.profile;
ALTER TABLE finding_subjects ALTER COLUMN series_id SET NOT NULL;
ALTER TABLE finding_subjects DROP COLUMN theme_id, DROP COLUMN ruleset, DROP COLUMN profile;
CREATE INDEX finding_subjects_by_rule ON finding_subjects (series_id, rule);

-- The message and path of the intervals one run opens, together and compressed (a series'
-- first texts are the dictionary of its later ones); intervals written before this migration
-- keep their texts in their own row.
CREATE TABLE finding_texts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  series_id bigint NOT NULL REFERENCES finding_series (id),
  since integer NOT NULL,
  dictionary_since integer,
  body bytea NOT NULL,
  UNIQUE (series_id, since),
  CHECK (dictionary_since IS NULL OR dictionary_since < since)
);

ALTER TABLE findings
  ALTER COLUMN message DROP NOT NULL,
  ALTER COLUMN path DROP NOT NULL,
  ADD COLUMN text_index integer CHECK (text_index >= 0),
  ADD COLUMN digest bigint,
  ADD CHECK ((message IS NULL) = (text_index IS NOT NULL)),
  ADD CHECK ((message IS NULL) = (path IS NULL)),
  ADD CHECK (text_index IS NULL OR digest IS NOT NULL);
