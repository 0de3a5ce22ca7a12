-- themereg schema 7 (ruleset a11y/2): the contrast pairs a theme states, with version ranges
-- like every other normalized table. Lists (backdrops, appearances) are stored as their
-- canonical JSON text; absent fields are NULL.
CREATE TABLE pairs (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  name TEXT NOT NULL,
  foreground TEXT NOT NULL,
  background TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('text', 'largeText', 'nonText', 'decorative')),
  text_style TEXT,
  backdrops TEXT,
  min_ratio REAL,
  appearances TEXT,
  description TEXT,
  since INTEGER NOT NULL,
  until INTEGER,
  CHECK (until IS NULL OR until > since)
) STRICT;
CREATE INDEX pairs_by_since ON pairs (theme_id, since);
CREATE INDEX pairs_by_until ON pairs (theme_id, until);
CREATE UNIQUE INDEX pairs_current ON pairs (theme_id, name) WHERE until IS NULL;

CREATE VIEW current_pairs AS
  SELECT t.name AS theme, p.name, p.foreground, p.background, p.kind, p.text_style, p.backdrops, p.min_ratio,
    p.appearances, p.description, p.since
  FROM pairs p JOIN themes t ON t.id = p.theme_id WHERE p.until IS NULL;
