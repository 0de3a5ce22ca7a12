-- themereg on PostgreSQL, schema 1: the same tables as the SQLite registry after its
-- migrations 0001–0006 (see ../0001_versions.sql and following for what each table means).
-- Text that is sorted or compared for output uses the "C" collation, so the order is by
-- code point, as in SQLite, whatever the database's locale. Booleans are 0/1 integers and
-- times ISO 8601 text, as in SQLite, so both backends print byte-identical output.

CREATE TABLE themes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text COLLATE "C" NOT NULL UNIQUE,
  created_at text NOT NULL,
  latest_version integer NOT NULL DEFAULT 0 CHECK (latest_version >= 0)
);

CREATE TABLE documents (
  content_hash text COLLATE "C" PRIMARY KEY,
  encoding text NOT NULL CHECK (encoding IN ('zlib', 'zlib+base')),
  base_hash text COLLATE "C" REFERENCES documents (content_hash),
  depth integer NOT NULL DEFAULT 0 CHECK (depth >= 0),
  byte_count integer NOT NULL CHECK (byte_count >= 0),
  body bytea NOT NULL,
  CHECK ((encoding = 'zlib') = (base_hash IS NULL))
);

CREATE TABLE versions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  theme_id bigint NOT NULL REFERENCES themes (id),
  number integer NOT NULL CHECK (number >= 1),
  parent_id bigint REFERENCES versions (id),
  content_hash text COLLATE "C" NOT NULL REFERENCES documents (content_hash),
  author text COLLATE "C" NOT NULL,
  message text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  UNIQUE (theme_id, number)
);
CREATE INDEX versions_by_hash ON versions (content_hash);

CREATE TABLE colors (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  theme_id bigint NOT NULL REFERENCES themes (id),
  name text COLLATE "C" NOT NULL,
  appearance text COLLATE "C" NOT NULL
    CHECK (appearance IN ('light', 'dark', 'lightHighContrast', 'darkHighContrast')),
  written text NOT NULL,
  red double precision NOT NULL,
  green double precision NOT NULL,
  blue double precision NOT NULL,
  alpha double precision NOT NULL,
  hex text NOT NULL,
  since integer NOT NULL,
  until integer,
  CHECK (until IS NULL OR until > since)
);
CREATE INDEX colors_by_since ON colors (theme_id, since);
CREATE UNIQUE INDEX colors_current ON colors (theme_id, name, appearance) WHERE until IS NULL;

CREATE TABLE typography_styles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  theme_id bigint NOT NULL REFERENCES themes (id),
  name text COLLATE "C" NOT NULL,
  font_family text NOT NULL,
  size double precision NOT NULL,
  weight integer NOT NULL,
  line_height double precision,
  text_style text,
  dynamic_scaling integer NOT NULL CHECK (dynamic_scaling IN (0, 1)),
  min_size double precision,
  max_size double precision,
  since integer NOT NULL,
  until integer,
  CHECK (until IS NULL OR until > since)
);
CREATE INDEX typography_styles_by_since ON typography_styles (theme_id, since);
CREATE UNIQUE INDEX typography_styles_current ON typography_styles (theme_id, name) WHERE until IS NULL;
CREATE INDEX typography_styles_by_size ON typography_styles (size) WHERE until IS NULL;

CREATE TABLE images (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  theme_id bigint NOT NULL REFERENCES themes (id),
  name text COLLATE "C" NOT NULL,
  symbol text,
  asset text,
  direction text NOT NULL CHECK (direction IN ('horizontal', 'vertical', 'none')),
  mirrors_in_rtl integer CHECK (mirrors_in_rtl IN (0, 1)),
  accessibility_label text,
  decorative integer CHECK (decorative IN (0, 1)),
  since integer NOT NULL,
  until integer,
  CHECK (until IS NULL OR until > since)
);
CREATE INDEX images_by_since ON images (theme_id, since);
CREATE UNIQUE INDEX images_current ON images (theme_id, name) WHERE until IS NULL;

CREATE TABLE icon_buttons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  theme_id bigint NOT NULL REFERENCES themes (id),
  name text COLLATE "C" NOT NULL,
  image text,
  accessibility_label text,
  tint text,
  background text,
  size double precision,
  since integer NOT NULL,
  until integer,
  CHECK (until IS NULL OR until > since)
);
CREATE INDEX icon_buttons_by_since ON icon_buttons (theme_id, since);
CREATE UNIQUE INDEX icon_buttons_current ON icon_buttons (theme_id, name) WHERE until IS NULL;

CREATE TABLE media (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  theme_id bigint NOT NULL REFERENCES themes (id),
  media_id text COLLATE "C" NOT NULL,
  kind text NOT NULL CHECK (kind IN ('image', 'video')),
  format text NOT NULL CHECK (format IN ('banner', 'inline', 'text', 'thumbnail')),
  thumbnail_alt text,
  source_alt text,
  label text,
  description text,
  since integer NOT NULL,
  until integer,
  CHECK (until IS NULL OR until > since)
);
CREATE INDEX media_by_since ON media (theme_id, since);
CREATE UNIQUE INDEX media_current ON media (theme_id, media_id) WHERE until IS NULL;

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

CREATE TABLE current_row_digests (
  theme_id bigint NOT NULL REFERENCES themes (id),
  table_name text NOT NULL,
  digest text NOT NULL,
  PRIMARY KEY (theme_id, table_name)
);

CREATE TABLE type_scales (
  hash text PRIMARY KEY,
  json text NOT NULL
);

CREATE TABLE audit_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version_id bigint NOT NULL REFERENCES versions (id),
  ruleset text COLLATE "C" NOT NULL,
  profile text COLLATE "C" NOT NULL,
  errors integer NOT NULL CHECK (errors >= 0),
  warnings integer NOT NULL CHECK (warnings >= 0),
  infos integer NOT NULL CHECK (infos >= 0),
  passed integer NOT NULL CHECK (passed IN (0, 1)),
  type_scale_hash text REFERENCES type_scales (hash),
  created_at text NOT NULL,
  UNIQUE (version_id, ruleset, profile)
);
CREATE INDEX audit_runs_by_series ON audit_runs (ruleset, profile, version_id);

CREATE TABLE finding_subjects (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  theme_id bigint NOT NULL REFERENCES themes (id),
  ruleset text COLLATE "C" NOT NULL,
  profile text COLLATE "C" NOT NULL,
  rule text COLLATE "C" NOT NULL,
  subject text COLLATE "C" NOT NULL,
  UNIQUE (theme_id, ruleset, profile, rule, subject)
);

CREATE TABLE findings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subject_id bigint NOT NULL REFERENCES finding_subjects (id),
  severity text NOT NULL CHECK (severity IN ('error', 'warning', 'info')),
  appearance text,
  measured double precision,
  required double precision,
  wcag text,
  message text NOT NULL,
  path text NOT NULL,
  since integer NOT NULL,
  until integer,
  CHECK (until IS NULL OR until > since)
);
CREATE INDEX findings_by_subject_since ON findings (subject_id, since);
CREATE INDEX findings_open ON findings (subject_id) WHERE until IS NULL;

CREATE TABLE approvals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version_id bigint NOT NULL REFERENCES versions (id),
  audit_run_id bigint NOT NULL REFERENCES audit_runs (id),
  approved_by text NOT NULL,
  note text,
  created_at text NOT NULL
);
CREATE INDEX approvals_by_version ON approvals (version_id);

CREATE TABLE waivers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  approval_id bigint NOT NULL REFERENCES approvals (id),
  key text NOT NULL,
  reason text NOT NULL CHECK (length(trim(reason)) > 0)
);
CREATE INDEX waivers_by_approval ON waivers (approval_id);

CREATE TABLE revocations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  approval_id bigint NOT NULL UNIQUE REFERENCES approvals (id),
  revoked_by text NOT NULL,
  reason text NOT NULL CHECK (length(trim(reason)) > 0),
  created_at text NOT NULL
);
