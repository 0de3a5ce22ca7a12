-- themereg PostgreSQL schema 2 (ruleset a11y/2): the contrast pairs a theme states, with
-- version ranges like every other normalized table (the same as SQLite's 0007).
CREATE TABLE pairs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  theme_id bigint NOT NULL REFERENCES themes (id),
  name text COLLATE "C" NOT NULL,
  foreground text NOT NULL,
  background text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('text', 'largeText', 'nonText', 'decorative')),
  text_style text,
  backdrops text,
  min_ratio double precision,
  appearances text,
  description text,
  since integer NOT NULL,
  until integer,
  CHECK (until IS NULL OR until > since)
);
CREATE INDEX pairs_by_since ON pairs (theme_id, since);
CREATE UNIQUE INDEX pairs_current ON pairs (theme_id, name) WHERE until IS NULL;

CREATE VIEW current_pairs AS
  SELECT t.name AS theme, p.name, p.foreground, p.background, p.kind, p.text_style, p.backdrops, p.min_ratio,
    p.appearances, p.description, p.since
  FROM pairs p JOIN themes t ON t.id = p.theme_id WHERE p.until IS NULL;
