-- themereg PostgreSQL schema 3: leaner storage for long histories (as SQLite's 0008).
--
-- Documents are now stored as deltas against the next version; `depth` is the longest chain
-- of deltas that ends at a document (in the older layout, chains of one ended at keyframes).
UPDATE documents SET depth = CASE
  WHEN EXISTS (SELECT 1 FROM documents d WHERE d.base_hash = documents.content_hash) THEN 1 ELSE 0 END;

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

-- The message and path of the intervals one run opens, together and compressed; intervals
-- written before this migration keep their texts in their own row.
CREATE TABLE finding_texts (
  series_id bigint NOT NULL REFERENCES finding_series (id),
  since integer NOT NULL,
  body bytea NOT NULL,
  PRIMARY KEY (series_id, since)
);

ALTER TABLE findings
  ALTER COLUMN message DROP NOT NULL,
  ALTER COLUMN path DROP NOT NULL,
  ADD COLUMN text_index integer CHECK (text_index >= 0),
  ADD COLUMN digest bigint,
  ADD CHECK ((message IS NULL) = (text_index IS NOT NULL)),
  ADD CHECK ((message IS NULL) = (path IS NULL)),
  ADD CHECK (text_index IS NULL OR digest IS NOT NULL);
