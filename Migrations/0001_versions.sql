-- themereg schema 1: themes, immutable versions, stored documents and the normalized rows
-- of every version. Rows carry version ranges: a row holds from version `since` up to, not
-- including, version `until` (NULL while current), so a commit writes only what changed.
-- The state at version N is `since <= N AND (until IS NULL OR until > N)`.

CREATE TABLE themes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  latest_version INTEGER NOT NULL DEFAULT 0 CHECK (latest_version >= 0)
) STRICT;

-- Canonical documents, stored once per content hash. `encoding` is 'zlib' (the canonical
-- bytes deflated: a keyframe) or 'zlib+base' (a compressed copy/insert delta against the
-- keyframe `base_hash`, so a small change costs a few dozen bytes); `depth` counts the
-- deltas taken against that keyframe since it was stored.
CREATE TABLE documents (
  content_hash TEXT PRIMARY KEY,
  encoding TEXT NOT NULL CHECK (encoding IN ('zlib', 'zlib+base')),
  base_hash TEXT REFERENCES documents (content_hash),
  depth INTEGER NOT NULL DEFAULT 0 CHECK (depth >= 0),
  byte_count INTEGER NOT NULL CHECK (byte_count >= 0),
  body BLOB NOT NULL,
  CHECK ((encoding = 'zlib') = (base_hash IS NULL))
) STRICT;

CREATE TABLE versions (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  number INTEGER NOT NULL CHECK (number >= 1),
  parent_id INTEGER REFERENCES versions (id),
  content_hash TEXT NOT NULL REFERENCES documents (content_hash),
  author TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (theme_id, number)
) STRICT;
CREATE INDEX versions_by_hash ON versions (content_hash);
CREATE INDEX versions_by_author ON versions (author, theme_id);

-- One row per colour and appearance the theme defines, resolved through aliases.
CREATE TABLE colors (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  name TEXT NOT NULL,
  appearance TEXT NOT NULL CHECK (appearance IN ('light', 'dark', 'lightHighContrast', 'darkHighContrast')),
  written TEXT NOT NULL,
  red REAL NOT NULL,
  green REAL NOT NULL,
  blue REAL NOT NULL,
  alpha REAL NOT NULL,
  hex TEXT NOT NULL,
  since INTEGER NOT NULL,
  until INTEGER,
  CHECK (until IS NULL OR until > since)
) STRICT;
CREATE INDEX colors_by_since ON colors (theme_id, since);
CREATE INDEX colors_by_until ON colors (theme_id, until);
CREATE UNIQUE INDEX colors_current ON colors (theme_id, name, appearance) WHERE until IS NULL;

CREATE TABLE typography_styles (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  name TEXT NOT NULL,
  font_family TEXT NOT NULL,
  size REAL NOT NULL,
  weight INTEGER NOT NULL,
  line_height REAL,
  text_style TEXT,
  dynamic_scaling INTEGER NOT NULL CHECK (dynamic_scaling IN (0, 1)),
  min_size REAL,
  max_size REAL,
  since INTEGER NOT NULL,
  until INTEGER,
  CHECK (until IS NULL OR until > since)
) STRICT;
CREATE INDEX typography_styles_by_since ON typography_styles (theme_id, since);
CREATE INDEX typography_styles_by_until ON typography_styles (theme_id, until);
CREATE UNIQUE INDEX typography_styles_current ON typography_styles (theme_id, name) WHERE until IS NULL;
CREATE INDEX typography_styles_by_size ON typography_styles (size) WHERE until IS NULL;

CREATE TABLE images (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  name TEXT NOT NULL,
  symbol TEXT,
  asset TEXT,
  direction TEXT NOT NULL CHECK (direction IN ('horizontal', 'vertical', 'none')),
  mirrors_in_rtl INTEGER CHECK (mirrors_in_rtl IN (0, 1)),
  accessibility_label TEXT,
  decorative INTEGER CHECK (decorative IN (0, 1)),
  since INTEGER NOT NULL,
  until INTEGER,
  CHECK (until IS NULL OR until > since)
) STRICT;
CREATE INDEX images_by_since ON images (theme_id, since);
CREATE INDEX images_by_until ON images (theme_id, until);
CREATE UNIQUE INDEX images_current ON images (theme_id, name) WHERE until IS NULL;

CREATE TABLE icon_buttons (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  name TEXT NOT NULL,
  image TEXT,
  accessibility_label TEXT,
  tint TEXT,
  background TEXT,
  size REAL,
  since INTEGER NOT NULL,
  until INTEGER,
  CHECK (until IS NULL OR until > since)
) STRICT;
CREATE INDEX icon_buttons_by_since ON icon_buttons (theme_id, since);
CREATE INDEX icon_buttons_by_until ON icon_buttons (theme_id, until);
CREATE UNIQUE INDEX icon_buttons_current ON icon_buttons (theme_id, name) WHERE until IS NULL;

-- Alt-text records of image and video components, matched across versions by media_id.
CREATE TABLE media (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  media_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('image', 'video')),
  format TEXT NOT NULL CHECK (format IN ('banner', 'inline', 'text', 'thumbnail')),
  thumbnail_alt TEXT,
  source_alt TEXT,
  label TEXT,
  description TEXT,
  since INTEGER NOT NULL,
  until INTEGER,
  CHECK (until IS NULL OR until > since)
) STRICT;
CREATE INDEX media_by_since ON media (theme_id, since);
CREATE INDEX media_by_until ON media (theme_id, until);
CREATE UNIQUE INDEX media_current ON media (theme_id, media_id) WHERE until IS NULL;

-- The latest version of every theme, for plain SQL questions such as
-- "which themes have a text style under 12 pt" or "which media lack sourceAlt".
CREATE VIEW current_colors AS
  SELECT t.name AS theme, c.name, c.appearance, c.written, c.hex, c.red, c.green, c.blue, c.alpha, c.since
  FROM colors c JOIN themes t ON t.id = c.theme_id WHERE c.until IS NULL;
CREATE VIEW current_typography_styles AS
  SELECT t.name AS theme, s.name, s.font_family, s.size, s.weight, s.line_height, s.text_style,
    s.dynamic_scaling, s.min_size, s.max_size, s.since
  FROM typography_styles s JOIN themes t ON t.id = s.theme_id WHERE s.until IS NULL;
CREATE VIEW current_images AS
  SELECT t.name AS theme, i.name, i.symbol, i.asset, i.direction, i.mirrors_in_rtl, i.accessibility_label,
    i.decorative, i.since
  FROM images i JOIN themes t ON t.id = i.theme_id WHERE i.until IS NULL;
CREATE VIEW current_icon_buttons AS
  SELECT t.name AS theme, b.name, b.image, b.accessibility_label, b.tint, b.background, b.size, b.since
  FROM icon_buttons b JOIN themes t ON t.id = b.theme_id WHERE b.until IS NULL;
CREATE VIEW current_media AS
  SELECT t.name AS theme, m.media_id, m.kind, m.format, m.thumbnail_alt, m.source_alt, m.label, m.description,
    m.since
  FROM media m JOIN themes t ON t.id = m.theme_id WHERE m.until IS NULL;
