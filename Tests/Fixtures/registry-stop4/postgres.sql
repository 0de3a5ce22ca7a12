-- A PostgreSQL registry written by stop 4's themereg (schema 1-2), dumped with pg_dump
-- --inserts and its schema name taken out; RegistryUpgradeTests loads it into a fresh schema.
SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;
SET default_tablespace = '';
SET default_table_access_method = heap;
CREATE TABLE approvals (
    id bigint NOT NULL,
    version_id bigint NOT NULL,
    audit_run_id bigint NOT NULL,
    approved_by text NOT NULL,
    note text,
    created_at text NOT NULL
);
ALTER TABLE approvals ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME approvals_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
CREATE TABLE audit_runs (
    id bigint NOT NULL,
    version_id bigint NOT NULL,
    ruleset text NOT NULL COLLATE pg_catalog."C",
    profile text NOT NULL COLLATE pg_catalog."C",
    errors integer NOT NULL,
    warnings integer NOT NULL,
    infos integer NOT NULL,
    passed integer NOT NULL,
    type_scale_hash text,
    created_at text NOT NULL,
    CONSTRAINT audit_runs_errors_check CHECK ((errors >= 0)),
    CONSTRAINT audit_runs_infos_check CHECK ((infos >= 0)),
    CONSTRAINT audit_runs_passed_check CHECK ((passed = ANY (ARRAY[0, 1]))),
    CONSTRAINT audit_runs_warnings_check CHECK ((warnings >= 0))
);
ALTER TABLE audit_runs ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME audit_runs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
CREATE TABLE colors (
    id bigint NOT NULL,
    theme_id bigint NOT NULL,
    name text NOT NULL COLLATE pg_catalog."C",
    appearance text NOT NULL COLLATE pg_catalog."C",
    written text NOT NULL,
    red double precision NOT NULL,
    green double precision NOT NULL,
    blue double precision NOT NULL,
    alpha double precision NOT NULL,
    hex text NOT NULL,
    since integer NOT NULL,
    until integer,
    CONSTRAINT colors_appearance_check CHECK ((appearance = ANY (ARRAY['light'::text, 'dark'::text, 'lightHighContrast'::text, 'darkHighContrast'::text]))),
    CONSTRAINT colors_check CHECK (((until IS NULL) OR (until > since)))
);
ALTER TABLE colors ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME colors_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
CREATE TABLE themes (
    id bigint NOT NULL,
    name text NOT NULL COLLATE pg_catalog."C",
    created_at text NOT NULL,
    latest_version integer DEFAULT 0 NOT NULL,
    CONSTRAINT themes_latest_version_check CHECK ((latest_version >= 0))
);
CREATE VIEW current_colors AS
 SELECT t.name AS theme,
    c.name,
    c.appearance,
    c.written,
    c.hex,
    c.red,
    c.green,
    c.blue,
    c.alpha,
    c.since
   FROM (colors c
     JOIN themes t ON ((t.id = c.theme_id)))
  WHERE (c.until IS NULL);
CREATE TABLE icon_buttons (
    id bigint NOT NULL,
    theme_id bigint NOT NULL,
    name text NOT NULL COLLATE pg_catalog."C",
    image text,
    accessibility_label text,
    tint text,
    background text,
    size double precision,
    since integer NOT NULL,
    until integer,
    CONSTRAINT icon_buttons_check CHECK (((until IS NULL) OR (until > since)))
);
CREATE VIEW current_icon_buttons AS
 SELECT t.name AS theme,
    b.name,
    b.image,
    b.accessibility_label,
    b.tint,
    b.background,
    b.size,
    b.since
   FROM (icon_buttons b
     JOIN themes t ON ((t.id = b.theme_id)))
  WHERE (b.until IS NULL);
CREATE TABLE images (
    id bigint NOT NULL,
    theme_id bigint NOT NULL,
    name text NOT NULL COLLATE pg_catalog."C",
    symbol text,
    asset text,
    direction text NOT NULL,
    mirrors_in_rtl integer,
    accessibility_label text,
    decorative integer,
    since integer NOT NULL,
    until integer,
    CONSTRAINT images_check CHECK (((until IS NULL) OR (until > since))),
    CONSTRAINT images_decorative_check CHECK ((decorative = ANY (ARRAY[0, 1]))),
    CONSTRAINT images_direction_check CHECK ((direction = ANY (ARRAY['horizontal'::text, 'vertical'::text, 'none'::text]))),
    CONSTRAINT images_mirrors_in_rtl_check CHECK ((mirrors_in_rtl = ANY (ARRAY[0, 1])))
);
CREATE VIEW current_images AS
 SELECT t.name AS theme,
    i.name,
    i.symbol,
    i.asset,
    i.direction,
    i.mirrors_in_rtl,
    i.accessibility_label,
    i.decorative,
    i.since
   FROM (images i
     JOIN themes t ON ((t.id = i.theme_id)))
  WHERE (i.until IS NULL);
CREATE TABLE media (
    id bigint NOT NULL,
    theme_id bigint NOT NULL,
    media_id text NOT NULL COLLATE pg_catalog."C",
    kind text NOT NULL,
    format text NOT NULL,
    thumbnail_alt text,
    source_alt text,
    label text,
    description text,
    since integer NOT NULL,
    until integer,
    CONSTRAINT media_check CHECK (((until IS NULL) OR (until > since))),
    CONSTRAINT media_format_check CHECK ((format = ANY (ARRAY['banner'::text, 'inline'::text, 'text'::text, 'thumbnail'::text]))),
    CONSTRAINT media_kind_check CHECK ((kind = ANY (ARRAY['image'::text, 'video'::text])))
);
CREATE VIEW current_media AS
 SELECT t.name AS theme,
    m.media_id,
    m.kind,
    m.format,
    m.thumbnail_alt,
    m.source_alt,
    m.label,
    m.description,
    m.since
   FROM (media m
     JOIN themes t ON ((t.id = m.theme_id)))
  WHERE (m.until IS NULL);
CREATE TABLE pairs (
    id bigint NOT NULL,
    theme_id bigint NOT NULL,
    name text NOT NULL COLLATE pg_catalog."C",
    foreground text NOT NULL,
    background text NOT NULL,
    kind text NOT NULL,
    text_style text,
    backdrops text,
    min_ratio double precision,
    appearances text,
    description text,
    since integer NOT NULL,
    until integer,
    CONSTRAINT pairs_check CHECK (((until IS NULL) OR (until > since))),
    CONSTRAINT pairs_kind_check CHECK ((kind = ANY (ARRAY['text'::text, 'largeText'::text, 'nonText'::text, 'decorative'::text])))
);
CREATE VIEW current_pairs AS
 SELECT t.name AS theme,
    p.name,
    p.foreground,
    p.background,
    p.kind,
    p.text_style,
    p.backdrops,
    p.min_ratio,
    p.appearances,
    p.description,
    p.since
   FROM (pairs p
     JOIN themes t ON ((t.id = p.theme_id)))
  WHERE (p.until IS NULL);
CREATE TABLE current_row_digests (
    theme_id bigint NOT NULL,
    table_name text NOT NULL,
    digest text NOT NULL
);
CREATE TABLE typography_styles (
    id bigint NOT NULL,
    theme_id bigint NOT NULL,
    name text NOT NULL COLLATE pg_catalog."C",
    font_family text NOT NULL,
    size double precision NOT NULL,
    weight integer NOT NULL,
    line_height double precision,
    text_style text,
    dynamic_scaling integer NOT NULL,
    min_size double precision,
    max_size double precision,
    since integer NOT NULL,
    until integer,
    CONSTRAINT typography_styles_check CHECK (((until IS NULL) OR (until > since))),
    CONSTRAINT typography_styles_dynamic_scaling_check CHECK ((dynamic_scaling = ANY (ARRAY[0, 1])))
);
CREATE VIEW current_typography_styles AS
 SELECT t.name AS theme,
    s.name,
    s.font_family,
    s.size,
    s.weight,
    s.line_height,
    s.text_style,
    s.dynamic_scaling,
    s.min_size,
    s.max_size,
    s.since
   FROM (typography_styles s
     JOIN themes t ON ((t.id = s.theme_id)))
  WHERE (s.until IS NULL);
CREATE TABLE documents (
    content_hash text NOT NULL COLLATE pg_catalog."C",
    encoding text NOT NULL,
    base_hash text COLLATE pg_catalog."C",
    depth integer DEFAULT 0 NOT NULL,
    byte_count integer NOT NULL,
    body bytea NOT NULL,
    CONSTRAINT documents_byte_count_check CHECK ((byte_count >= 0)),
    CONSTRAINT documents_check CHECK (((encoding = 'zlib'::text) = (base_hash IS NULL))),
    CONSTRAINT documents_depth_check CHECK ((depth >= 0)),
    CONSTRAINT documents_encoding_check CHECK ((encoding = ANY (ARRAY['zlib'::text, 'zlib+base'::text])))
);
CREATE TABLE finding_subjects (
    id bigint NOT NULL,
    theme_id bigint NOT NULL,
    ruleset text NOT NULL COLLATE pg_catalog."C",
    profile text NOT NULL COLLATE pg_catalog."C",
    rule text NOT NULL COLLATE pg_catalog."C",
    subject text NOT NULL COLLATE pg_catalog."C"
);
ALTER TABLE finding_subjects ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME finding_subjects_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
CREATE TABLE findings (
    id bigint NOT NULL,
    subject_id bigint NOT NULL,
    severity text NOT NULL,
    appearance text,
    measured double precision,
    required double precision,
    wcag text,
    message text NOT NULL,
    path text NOT NULL,
    since integer NOT NULL,
    until integer,
    CONSTRAINT findings_check CHECK (((until IS NULL) OR (until > since))),
    CONSTRAINT findings_severity_check CHECK ((severity = ANY (ARRAY['error'::text, 'warning'::text, 'info'::text])))
);
ALTER TABLE findings ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME findings_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
ALTER TABLE icon_buttons ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME icon_buttons_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
ALTER TABLE images ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME images_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
ALTER TABLE media ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME media_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
ALTER TABLE pairs ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME pairs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
CREATE TABLE revocations (
    id bigint NOT NULL,
    approval_id bigint NOT NULL,
    revoked_by text NOT NULL,
    reason text NOT NULL,
    created_at text NOT NULL,
    CONSTRAINT revocations_reason_check CHECK ((length(TRIM(BOTH FROM reason)) > 0))
);
ALTER TABLE revocations ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME revocations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
CREATE TABLE themereg_migrations (
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at text NOT NULL
);
ALTER TABLE themes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME themes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
CREATE TABLE type_scales (
    hash text NOT NULL,
    json text NOT NULL
);
ALTER TABLE typography_styles ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME typography_styles_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
CREATE TABLE versions (
    id bigint NOT NULL,
    theme_id bigint NOT NULL,
    number integer NOT NULL,
    parent_id bigint,
    content_hash text NOT NULL COLLATE pg_catalog."C",
    author text NOT NULL COLLATE pg_catalog."C",
    message text NOT NULL,
    created_at text NOT NULL COLLATE pg_catalog."C",
    CONSTRAINT versions_number_check CHECK ((number >= 1))
);
ALTER TABLE versions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME versions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
CREATE TABLE waivers (
    id bigint NOT NULL,
    approval_id bigint NOT NULL,
    key text NOT NULL,
    reason text NOT NULL,
    CONSTRAINT waivers_reason_check CHECK ((length(TRIM(BOTH FROM reason)) > 0))
);
ALTER TABLE waivers ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME waivers_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
INSERT INTO approvals OVERRIDING SYSTEM VALUE VALUES (1, 5, 5, 'cara', NULL, '2026-12-01T17:50:57.899Z');
INSERT INTO approvals OVERRIDING SYSTEM VALUE VALUES (2, 6, 6, 'cara', 'second', '2026-12-01T17:50:57.987Z');
INSERT INTO audit_runs OVERRIDING SYSTEM VALUE VALUES (1, 1, 'a11y/2', 'wcag', 0, 10, 22, 1, 'sha256:3d48369685ecf6231d3333a8d21d7787416c41d03a3f6636444371965d870235', '2026-12-01T17:50:57.262Z');
INSERT INTO audit_runs OVERRIDING SYSTEM VALUE VALUES (2, 2, 'a11y/2', 'wcag', 16, 5, 16, 0, 'sha256:3d48369685ecf6231d3333a8d21d7787416c41d03a3f6636444371965d870235', '2026-12-01T17:50:57.369Z');
INSERT INTO audit_runs OVERRIDING SYSTEM VALUE VALUES (3, 3, 'a11y/2', 'wcag', 15, 5, 16, 0, 'sha256:3d48369685ecf6231d3333a8d21d7787416c41d03a3f6636444371965d870235', '2026-12-01T17:50:57.469Z');
INSERT INTO audit_runs OVERRIDING SYSTEM VALUE VALUES (4, 4, 'a11y/2', 'wcag', 16, 5, 16, 0, 'sha256:3d48369685ecf6231d3333a8d21d7787416c41d03a3f6636444371965d870235', '2026-12-01T17:50:57.598Z');
INSERT INTO audit_runs OVERRIDING SYSTEM VALUE VALUES (5, 5, 'a11y/2', 'wcag', 0, 10, 22, 1, 'sha256:3d48369685ecf6231d3333a8d21d7787416c41d03a3f6636444371965d870235', '2026-12-01T17:50:57.694Z');
INSERT INTO audit_runs OVERRIDING SYSTEM VALUE VALUES (6, 6, 'a11y/2', 'wcag', 3, 10, 22, 0, 'sha256:3d48369685ecf6231d3333a8d21d7787416c41d03a3f6636444371965d870235', '2026-12-01T17:50:57.786Z');
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (1, 1, 'background', 'light', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (3, 1, 'background', 'lightHighContrast', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (5, 1, 'focus', 'light', '{"alpha":1,"colorSpace":"srgb","components":[0,0,0]}', 0, 0, 0, 1, '#000000', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (6, 1, 'focus', 'dark', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (7, 1, 'focus', 'lightHighContrast', '{"alpha":1,"colorSpace":"srgb","components":[0,0,0]}', 0, 0, 0, 1, '#000000', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (8, 1, 'focus', 'darkHighContrast', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (9, 1, 'incomingBubble', 'light', '#E9E9EB', 0.9137254901960784, 0.9137254901960784, 0.9215686274509803, 1, '#E9E9EB', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (10, 1, 'incomingBubble', 'dark', '#3A3A3C', 0.22745098039215686, 0.22745098039215686, 0.23529411764705882, 1, '#3A3A3C', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (11, 1, 'incomingBubble', 'lightHighContrast', '#F2F2F7', 0.9490196078431372, 0.9490196078431372, 0.9686274509803922, 1, '#F2F2F7', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (12, 1, 'incomingBubble', 'darkHighContrast', '#2C2C2E', 0.17254901960784313, 0.17254901960784313, 0.1803921568627451, 1, '#2C2C2E', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (13, 1, 'incomingLink', 'light', '#0A4FC4', 0.0392156862745098, 0.30980392156862746, 0.7686274509803922, 1, '#0A4FC4', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (14, 1, 'incomingLink', 'dark', '#7DB4FF', 0.49019607843137253, 0.7058823529411765, 1, 1, '#7DB4FF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (15, 1, 'incomingLink', 'lightHighContrast', '#0A4FC4', 0.0392156862745098, 0.30980392156862746, 0.7686274509803922, 1, '#0A4FC4', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (16, 1, 'incomingLink', 'darkHighContrast', '#7DB4FF', 0.49019607843137253, 0.7058823529411765, 1, 1, '#7DB4FF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (17, 1, 'incomingText', 'light', '#000000', 0, 0, 0, 1, '#000000', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (18, 1, 'incomingText', 'dark', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (19, 1, 'incomingText', 'lightHighContrast', '#000000', 0, 0, 0, 1, '#000000', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (20, 1, 'incomingText', 'darkHighContrast', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (21, 1, 'inputBorder', 'light', '#8A8A8E', 0.5411764705882353, 0.5411764705882353, 0.5568627450980392, 1, '#8A8A8E', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (22, 1, 'inputBorder', 'dark', '#7C7C80', 0.48627450980392156, 0.48627450980392156, 0.5019607843137255, 1, '#7C7C80', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (23, 1, 'inputBorder', 'lightHighContrast', '#8A8A8E', 0.5411764705882353, 0.5411764705882353, 0.5568627450980392, 1, '#8A8A8E', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (24, 1, 'inputBorder', 'darkHighContrast', '#7C7C80', 0.48627450980392156, 0.48627450980392156, 0.5019607843137255, 1, '#7C7C80', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (25, 1, 'inputPlaceholder', 'light', 'rgba(60, 60, 67, 0.75)', 0.23529411764705882, 0.23529411764705882, 0.2627450980392157, 0.75, '#3C3C43BF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (26, 1, 'inputPlaceholder', 'dark', 'rgba(235, 235, 245, 0.6)', 0.9215686274509803, 0.9215686274509803, 0.9607843137254902, 0.6, '#EBEBF599', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (27, 1, 'inputPlaceholder', 'lightHighContrast', 'rgba(60, 60, 67, 0.75)', 0.23529411764705882, 0.23529411764705882, 0.2627450980392157, 0.75, '#3C3C43BF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (28, 1, 'inputPlaceholder', 'darkHighContrast', 'rgba(235, 235, 245, 0.6)', 0.9215686274509803, 0.9215686274509803, 0.9607843137254902, 0.6, '#EBEBF599', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (29, 1, 'inputText', 'light', '#1C1C1E', 0.10980392156862745, 0.10980392156862745, 0.11764705882352941, 1, '#1C1C1E', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (30, 1, 'inputText', 'dark', '#F2F2F7', 0.9490196078431372, 0.9490196078431372, 0.9686274509803922, 1, '#F2F2F7', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (31, 1, 'inputText', 'lightHighContrast', '#1C1C1E', 0.10980392156862745, 0.10980392156862745, 0.11764705882352941, 1, '#1C1C1E', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (32, 1, 'inputText', 'darkHighContrast', '#F2F2F7', 0.9490196078431372, 0.9490196078431372, 0.9686274509803922, 1, '#F2F2F7', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (33, 1, 'link', 'light', '{outgoingText}', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (34, 1, 'link', 'dark', '{outgoingText}', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (35, 1, 'link', 'lightHighContrast', '{outgoingText}', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (36, 1, 'link', 'darkHighContrast', '{outgoingText}', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (37, 1, 'outgoingBubble', 'light', '#0B5FFF', 0.043137254901960784, 0.37254901960784315, 1, 1, '#0B5FFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (39, 1, 'outgoingBubble', 'lightHighContrast', '#0B5FFF', 0.043137254901960784, 0.37254901960784315, 1, 1, '#0B5FFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (41, 1, 'outgoingText', 'light', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (42, 1, 'outgoingText', 'dark', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (43, 1, 'outgoingText', 'lightHighContrast', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (44, 1, 'outgoingText', 'darkHighContrast', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (45, 1, 'sendTint', 'light', '#0B5FFF', 0.043137254901960784, 0.37254901960784315, 1, 1, '#0B5FFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (46, 1, 'sendTint', 'dark', '#4C8DFF', 0.2980392156862745, 0.5529411764705883, 1, 1, '#4C8DFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (47, 1, 'sendTint', 'lightHighContrast', '#0B5FFF', 0.043137254901960784, 0.37254901960784315, 1, 1, '#0B5FFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (48, 1, 'sendTint', 'darkHighContrast', '#4C8DFF', 0.2980392156862745, 0.5529411764705883, 1, 1, '#4C8DFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (49, 1, 'typingIndicator', 'light', '#248A3D', 0.1411764705882353, 0.5411764705882353, 0.23921568627450981, 1, '#248A3D', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (50, 1, 'typingIndicator', 'dark', '#30D158', 0.18823529411764706, 0.8196078431372549, 0.34509803921568627, 1, '#30D158', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (51, 1, 'typingIndicator', 'lightHighContrast', '#248A3D', 0.1411764705882353, 0.5411764705882353, 0.23921568627450981, 1, '#248A3D', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (52, 1, 'typingIndicator', 'darkHighContrast', '#30D158', 0.18823529411764706, 0.8196078431372549, 0.34509803921568627, 1, '#30D158', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (38, 1, 'outgoingBubble', 'dark', '#0A5CD6', 0.0392156862745098, 0.3607843137254902, 0.8392156862745098, 1, '#0A5CD6', 1, 2);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (40, 1, 'outgoingBubble', 'darkHighContrast', '#0A5CD6', 0.0392156862745098, 0.3607843137254902, 0.8392156862745098, 1, '#0A5CD6', 1, 2);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (53, 1, 'outgoingBubble', 'dark', '#4C8DFF', 0.2980392156862745, 0.5529411764705883, 1, 1, '#4C8DFF', 2, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (54, 1, 'outgoingBubble', 'darkHighContrast', '#4C8DFF', 0.2980392156862745, 0.5529411764705883, 1, 1, '#4C8DFF', 2, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (2, 1, 'background', 'dark', '#1C1C1E', 0.10980392156862745, 0.10980392156862745, 0.11764705882352941, 1, '#1C1C1E', 1, 3);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (4, 1, 'background', 'darkHighContrast', '#1C1C1E', 0.10980392156862745, 0.10980392156862745, 0.11764705882352941, 1, '#1C1C1E', 1, 3);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (55, 1, 'background', 'dark', '#101012', 0.06274509803921569, 0.06274509803921569, 0.07058823529411765, 1, '#101012', 3, 4);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (56, 1, 'background', 'darkHighContrast', '#101012', 0.06274509803921569, 0.06274509803921569, 0.07058823529411765, 1, '#101012', 3, 4);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (57, 1, 'background', 'dark', '#1C1C1E', 0.10980392156862745, 0.10980392156862745, 0.11764705882352941, 1, '#1C1C1E', 4, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (58, 1, 'background', 'darkHighContrast', '#1C1C1E', 0.10980392156862745, 0.10980392156862745, 0.11764705882352941, 1, '#1C1C1E', 4, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (59, 2, 'background', 'light', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (60, 2, 'background', 'dark', '#1C1C1E', 0.10980392156862745, 0.10980392156862745, 0.11764705882352941, 1, '#1C1C1E', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (61, 2, 'background', 'lightHighContrast', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (62, 2, 'background', 'darkHighContrast', '#1C1C1E', 0.10980392156862745, 0.10980392156862745, 0.11764705882352941, 1, '#1C1C1E', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (63, 2, 'focus', 'light', '{"alpha":1,"colorSpace":"srgb","components":[0,0,0]}', 0, 0, 0, 1, '#000000', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (64, 2, 'focus', 'dark', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (65, 2, 'focus', 'lightHighContrast', '{"alpha":1,"colorSpace":"srgb","components":[0,0,0]}', 0, 0, 0, 1, '#000000', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (66, 2, 'focus', 'darkHighContrast', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (68, 2, 'incomingBubble', 'dark', '#3A3A3C', 0.22745098039215686, 0.22745098039215686, 0.23529411764705882, 1, '#3A3A3C', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (69, 2, 'incomingBubble', 'lightHighContrast', '#F2F2F7', 0.9490196078431372, 0.9490196078431372, 0.9686274509803922, 1, '#F2F2F7', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (70, 2, 'incomingBubble', 'darkHighContrast', '#2C2C2E', 0.17254901960784313, 0.17254901960784313, 0.1803921568627451, 1, '#2C2C2E', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (71, 2, 'incomingLink', 'light', '#0A4FC4', 0.0392156862745098, 0.30980392156862746, 0.7686274509803922, 1, '#0A4FC4', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (72, 2, 'incomingLink', 'dark', '#7DB4FF', 0.49019607843137253, 0.7058823529411765, 1, 1, '#7DB4FF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (73, 2, 'incomingLink', 'lightHighContrast', '#0A4FC4', 0.0392156862745098, 0.30980392156862746, 0.7686274509803922, 1, '#0A4FC4', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (74, 2, 'incomingLink', 'darkHighContrast', '#7DB4FF', 0.49019607843137253, 0.7058823529411765, 1, 1, '#7DB4FF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (75, 2, 'incomingText', 'light', '#000000', 0, 0, 0, 1, '#000000', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (76, 2, 'incomingText', 'dark', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (77, 2, 'incomingText', 'lightHighContrast', '#000000', 0, 0, 0, 1, '#000000', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (78, 2, 'incomingText', 'darkHighContrast', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (79, 2, 'inputBorder', 'light', '#8A8A8E', 0.5411764705882353, 0.5411764705882353, 0.5568627450980392, 1, '#8A8A8E', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (80, 2, 'inputBorder', 'dark', '#7C7C80', 0.48627450980392156, 0.48627450980392156, 0.5019607843137255, 1, '#7C7C80', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (81, 2, 'inputBorder', 'lightHighContrast', '#8A8A8E', 0.5411764705882353, 0.5411764705882353, 0.5568627450980392, 1, '#8A8A8E', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (82, 2, 'inputBorder', 'darkHighContrast', '#7C7C80', 0.48627450980392156, 0.48627450980392156, 0.5019607843137255, 1, '#7C7C80', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (83, 2, 'inputPlaceholder', 'light', 'rgba(60, 60, 67, 0.75)', 0.23529411764705882, 0.23529411764705882, 0.2627450980392157, 0.75, '#3C3C43BF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (84, 2, 'inputPlaceholder', 'dark', 'rgba(235, 235, 245, 0.6)', 0.9215686274509803, 0.9215686274509803, 0.9607843137254902, 0.6, '#EBEBF599', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (85, 2, 'inputPlaceholder', 'lightHighContrast', 'rgba(60, 60, 67, 0.75)', 0.23529411764705882, 0.23529411764705882, 0.2627450980392157, 0.75, '#3C3C43BF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (86, 2, 'inputPlaceholder', 'darkHighContrast', 'rgba(235, 235, 245, 0.6)', 0.9215686274509803, 0.9215686274509803, 0.9607843137254902, 0.6, '#EBEBF599', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (87, 2, 'inputText', 'light', '#1C1C1E', 0.10980392156862745, 0.10980392156862745, 0.11764705882352941, 1, '#1C1C1E', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (88, 2, 'inputText', 'dark', '#F2F2F7', 0.9490196078431372, 0.9490196078431372, 0.9686274509803922, 1, '#F2F2F7', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (89, 2, 'inputText', 'lightHighContrast', '#1C1C1E', 0.10980392156862745, 0.10980392156862745, 0.11764705882352941, 1, '#1C1C1E', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (90, 2, 'inputText', 'darkHighContrast', '#F2F2F7', 0.9490196078431372, 0.9490196078431372, 0.9686274509803922, 1, '#F2F2F7', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (91, 2, 'link', 'light', '{outgoingText}', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (92, 2, 'link', 'dark', '{outgoingText}', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (93, 2, 'link', 'lightHighContrast', '{outgoingText}', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (94, 2, 'link', 'darkHighContrast', '{outgoingText}', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (95, 2, 'outgoingBubble', 'light', '#0B5FFF', 0.043137254901960784, 0.37254901960784315, 1, 1, '#0B5FFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (96, 2, 'outgoingBubble', 'dark', '#0A5CD6', 0.0392156862745098, 0.3607843137254902, 0.8392156862745098, 1, '#0A5CD6', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (97, 2, 'outgoingBubble', 'lightHighContrast', '#0B5FFF', 0.043137254901960784, 0.37254901960784315, 1, 1, '#0B5FFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (98, 2, 'outgoingBubble', 'darkHighContrast', '#0A5CD6', 0.0392156862745098, 0.3607843137254902, 0.8392156862745098, 1, '#0A5CD6', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (99, 2, 'outgoingText', 'light', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (100, 2, 'outgoingText', 'dark', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (101, 2, 'outgoingText', 'lightHighContrast', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (102, 2, 'outgoingText', 'darkHighContrast', '#FFFFFF', 1, 1, 1, 1, '#FFFFFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (103, 2, 'sendTint', 'light', '#0B5FFF', 0.043137254901960784, 0.37254901960784315, 1, 1, '#0B5FFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (104, 2, 'sendTint', 'dark', '#4C8DFF', 0.2980392156862745, 0.5529411764705883, 1, 1, '#4C8DFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (105, 2, 'sendTint', 'lightHighContrast', '#0B5FFF', 0.043137254901960784, 0.37254901960784315, 1, 1, '#0B5FFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (106, 2, 'sendTint', 'darkHighContrast', '#4C8DFF', 0.2980392156862745, 0.5529411764705883, 1, 1, '#4C8DFF', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (107, 2, 'typingIndicator', 'light', '#248A3D', 0.1411764705882353, 0.5411764705882353, 0.23921568627450981, 1, '#248A3D', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (108, 2, 'typingIndicator', 'dark', '#30D158', 0.18823529411764706, 0.8196078431372549, 0.34509803921568627, 1, '#30D158', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (109, 2, 'typingIndicator', 'lightHighContrast', '#248A3D', 0.1411764705882353, 0.5411764705882353, 0.23921568627450981, 1, '#248A3D', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (110, 2, 'typingIndicator', 'darkHighContrast', '#30D158', 0.18823529411764706, 0.8196078431372549, 0.34509803921568627, 1, '#30D158', 1, NULL);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (67, 2, 'incomingBubble', 'light', '#E9E9EB', 0.9137254901960784, 0.9137254901960784, 0.9215686274509803, 1, '#E9E9EB', 1, 2);
INSERT INTO colors OVERRIDING SYSTEM VALUE VALUES (111, 2, 'incomingBubble', 'light', '#333333', 0.2, 0.2, 0.2, 1, '#333333', 2, NULL);
INSERT INTO current_row_digests VALUES (1, 'typography_styles', '04d7a9bc5f992626fddf3a57e94720312347c17e9c968e3438fb24317badf687');
INSERT INTO current_row_digests VALUES (1, 'pairs', '3d5a30df8f039a24d00a582e26684920e7d9cf03494d7b726408bc5b0f8c11a1');
INSERT INTO current_row_digests VALUES (1, 'images', 'c57e4807908f2682dff44a1fa5bd31155fb67c51c67106c2c2e14522204f4954');
INSERT INTO current_row_digests VALUES (1, 'icon_buttons', '491f8e258c19b383679bb91a791e66ce6339dc42bb7a05653f82ae7cd314e750');
INSERT INTO current_row_digests VALUES (1, 'media', '95814611edc8128f2b70f855cbdaa506c520cb610a5aaa28b5b1ed082f754fa2');
INSERT INTO current_row_digests VALUES (1, 'colors', '5f6f4924c94ddb776f2e2b245f5c1a0f4745cff6a472577b57885f9ee6e5d146');
INSERT INTO current_row_digests VALUES (2, 'typography_styles', '04d7a9bc5f992626fddf3a57e94720312347c17e9c968e3438fb24317badf687');
INSERT INTO current_row_digests VALUES (2, 'images', '7534ca372a0656515602546f49d628c45d8d96dd844679f974d51895c569f7e8');
INSERT INTO current_row_digests VALUES (2, 'icon_buttons', '90045e472b769109a84c5ad00d579f3b27cf589b8f897c8e9cce4de6d464106c');
INSERT INTO current_row_digests VALUES (2, 'media', 'e7f4cf32537fdf347aa610b791724e57ba412c5478dbc6bb7c0731152488f63e');
INSERT INTO current_row_digests VALUES (2, 'pairs', '3d5a30df8f039a24d00a582e26684920e7d9cf03494d7b726408bc5b0f8c11a1');
INSERT INTO current_row_digests VALUES (2, 'colors', '9fae5128c401894824022682142f3d5e008429dc5f5ea398c7c76e646a23ef27');
INSERT INTO documents VALUES ('sha256:c494123f2defdfc0f33f71bb577cc880b050cc11a4787a5aabd7f28b201b1ec2', 'zlib', NULL, 0, 2943, '\x789c95566d6fe23810fe2b91f7cb56a21c50285cbff1d2de56d73dad0adfaafde0244362d5b1738e036511fffd66ec902640ab3d2c50b03d6fcfcc3c933d8bb4d4a660777b16f2e83531ba5431fd8bb9796577ec4b7f8eeb9e759814496a69e7c17dd8a1c3d63a2a8be6e5eaa8bebc675ce6296777fd8e37b4cc790478b33049c8682fcbb5026551cb4baf83ebe701f50a85074225b3320c25340ddc4c71cd519236bea191b956d6f0c2393698e36ab97aff27aed971e7f4fec300d798350c3e09f5da34375ecc86cd78d897de74f8301f366556f0663fc30065dcc7cbe4a59d6913836999998fe7935e536432c5755f8bfc90085baa655b0e31e45f0737a34ee07f86f8d3ebde5e3514b92bb7bd4ee0be633a1f8fae6abd67be7b441a8e54e93fd01661c3f6bab489aee23ee0d5e3fff364f5a6a3f9e2b685c46c54954e534b0bb50254bc12aae5d6703e599c405a2bb2bb1cd53caa5844dcea16ac37bd457f34698a0d8693e9cd82518d354b6f5f27f33b14054fe0b41d4e2bb246a35538e88c8fa6551a7e776977040e0b75bcabe13f33d3f8d3617933e9e775d0b076cce4655347a83f8aed2481756cb215532b61970ca1a5188ac888dc0aad707b954210a5dc06cbc5df814d218340afe9219846f85c9479ae8d0d789e77a9a1458101effee119a97437e628cc2a967946d3e4f91a807cf6cc83d552861b01db7ac79192c93879ec4c1a48baeee18f3e5e179156b3d25aad5cd6a9d61c4945116223422185dd3df110248a2ff130c82acc3a9fe449640e55a7cd2b7fccbc4c217ee1c1708870b98a7e2f6ec77274ab66dea624d5b030105540a6da885fc85b5ca2ce4c188384fda89e574fecce9a12d0ce2e0b35f91ca5b0315a7549e1969bd8f5ad4ef4874112cea8941705907f74b79b23d294cb481b6ec506dd59735940a7e593c2de21ed98702de54acf34ba9f5d747f03c6627392f3b5a31c83d87663bd554ec90972e46de5111d75f378cd3aff0792838b1b6d12be2f0c14c568d84fbccb2d1881f19011c70105981977bc81614a42ee34c152fc5b8af82f893ebdabcf201638d85ef6ef051772a55c630aaa912d48d40fd7f5eeabf054722c0e5d9a08a6d2ba5631d0e888846829d8f20d046ba3b380071b11830e30208ad7a665162a2e645338079d4b2021ec940b62070a5e7bf8f6aeb77f18f0bd83682bf4aa8216de72eec2361097117caf64109dd8671cb889d20ab2a66021d1dab9dcb152ac7663f7b764bc2d14529e0e3896e975e4e920e7c2549c8dbc771dd6d3f4e30e6df3d2bcca7a401c16ac05c838a8b438f68006ebbf8feb3a7f188fe3c07af65cc7da0f116432c486abc8579d9f3afe55854aeff38172c29d4e73208e632d201bc1d7985b4a6a5172290a87e1d5a9cfa7f3f0cc6fea17f54cc2ec6ed01d8c0e3e109d189ea73b0724f13935f10ee117d112eba7625f501cbd8d8fbc93f137a4b79ed388ef7823c7beca3ea094dc5176778585cc4f14f8067e0af7bb374766ec8f2f0c920e76cef1ed05925262a1d1b8e6f9b1762f9ba8340eda1a2bb17e43ebb0d7a38885ad5e567e2fc84915e460781aa41b554bae8ada89c1a4ed84b3d574010395c8cd87c37f3f2bd425');
INSERT INTO documents VALUES ('sha256:6b036e889b99441aca85ada8601ce9b692412fe58f02f1c2a3676fcb3ab04ed8', 'zlib+base', 'sha256:c494123f2defdfc0f33f71bb577cc880b050cc11a4787a5aabd7f28b201b1ec2', 1, 3144, '\x8b02789c6364b8cbc2b88c5586f127cb556686f4e4fcbc92a2c4e21225ab6aa58cccf40c67247e4e62517a6a486a059063a267aaa394979f87c42b0133cd6b7590d51923a93286a9012a673ccd318b8981d180f119d75b260696b4c49c62c66bbc5399188a74aa95d2f28b721381ea944a324a7393f21233739474943253800219a93905ba659929a9f94091eccc3c90188c9b9398949a03e47be4972b94e42b2467249628946796642894160365e14639e6804cf6f4758f37323031d42bc84b677cc96fc8b841e03c1b003d225458');
INSERT INTO documents VALUES ('sha256:0246030a08d7cb991497e496a458213a56836c9d65e15e5050c06b9d4aa3da8d', 'zlib+base', 'sha256:c494123f2defdfc0f33f71bb577cc880b050cc11a4787a5aabd7f28b201b1ec2', 2, 3144, '\x9502789c6364506660353034303462d4d8cac2b88c5586f127cb556686f4e4fcbc92a2c4e21225ab6aa58cccf40c67247e4e62517a6a486a059063a267aaa394979f87c42b0133cd6b7590d51923a93286a9012a673ccd318b8981d180f119d75b260696b4c49c62c66bbc5399188a74aa95d2f28b721381ea944a324a7393f21233739474943253800219a93905ba659929a9f94091eccc3c90188c9b9398949a03e47be4972b94e42b2467249628946796642894160365e14639e6804cf6f4758f37323031d42bc84b677cc96fc8b841e03c1b006aba5575');
INSERT INTO documents VALUES ('sha256:52c3c76f6a24d04b5388f094e624015d5ec0364c9dda57dfcad01073f707801a', 'zlib', NULL, 0, 2943, '\x789c95566d6fe23810fe2b91f7cb56a21c50285cbff1d2de56d73dad0adfaafde024035875ec9ce34059c47fbf193b499340ab3d2c50b03d6fcfcc3c93238bb4d42663774716f2e8756374ae62fa1773f3caeed897fe1cd73deb3029365b4b3b0feec34e1db6d6519ed52f1747d5e523e332dd7276d7ef7843cb9447803733b30919ed25a956a02c6a79e97570fd3ca15ea1f040a8cd2c0f4309750337535c7394a48d6f6864ae95353c738e0de6b81aaedeff896b56eeb4ef3f0c708d59cde09350af7573e3c56c588f877de94d870ff3615d66056ff6330c50c67dbc4c9adb993631988699f9783ee9d54526535cf795c80f89b06db56cca2186fcebe066d409fccf107f7adddbab9a2277e5b6d709dc774ce7e3d155a5f7cc778f48cd9122fd27da226cd851e776a38bb84f78b5fc7f9eacde74345fdc3690988d8ad2a96b69a096818a574235dc1ace278b16a495227b4851cda38a45c4ad6ec07ad35bf44793bad8603899de2c18d558bdf48e5532bf4396f10db4dba15d91151a8dc241677c348dd2f0bb4b7b207058a8e34305ff9999da9f0e4beb493faf839ab53293974d95507f145b2b81556cb211532361970ca1a518b2c888d40aad707bb58520da721b2c177f07760b09047a4d0fc134c2e72c4f536d6cc0d3b44b0d2d320cf8f00f4f48a5bb31476156b0cc339a26cfd700e4b3671eac963cdc09d8573b8e944cc2c96367d2c0a6eb1efee8e375116935cbadd5ca659d6acd9154142136221452d8c3130f41a2f8120f83a4c0acf3499e44e25075dabcf2c7c4cb64e2171e0c870897abe8f7e2762c47b72ae6ad4b520d0b035101e4561bf10b798b4bd499086390b01fd5f3ea89dd599303da3924a1269fa32dec8c565d52b8e726767dab37fac320096754cab30cc83fbadb4d1169ca65a40db76287eeacb9cca0d3f04961ef90764cb89672a5671add4f2ebabf0363b139c9f9ca518e41ecbbb1de2ba7a4851c795b784447dd345eb3ceff81e4e4e2469b84ef0b0345311af613ef720b46603c64c471400666c61d6f609892906b27588a7f7311ff25d1a777f509c40207dbcbf1bde042ae946b4c4135b20789fae1bada7d159e4acae2d0b989602aad6b1503b58ed8102d057bbe83606d7412f0602762d0010644f1da6d9e848a0b59174e41a71248083be582d88982d71ebea3ebed1f067cef20da0abd2aa085b794bbb00dc47904df0b194427f619076ea26d01595d309368ed5caeac14abddd8fd2d196f0b8594a7038e657a9d60c4448b5c9882b391f7aec36a9a7edca14d5e9a17590f88c382b50019078516c71e5063fdf7715de50fe3711c58cd9eeb58fb21824c86d87015f9aaf353c7bfaa50e97d3e505adce93407a21c6b01d908bec6dc5252b39c4b91390cafda3eb7e7e199dfd42fea9984d9dda03b189d7c207a6378ba3d382089cfa9890f08bf8896583f05fb82e2e86d5cf24ec2df90de7a4e23bee38d1cfb2afb8052f240d93d6416123f51e01bf829dcefde94ccd81f5f18241dec9cf2ed0536b9c442a371cdd3b2762f9b28340e9a1a0bb17e4debb0d7a388852d5e567e2fc84911e460d80ed28daa255759e5c460d274c2d9aabb80814ae4e6d3e93f47b3d428');
INSERT INTO documents VALUES ('sha256:d2a63d5fa03036b5dd18dfdd7bd3ff7f38e336469a6b4a669bbca3751a4ae83b', 'zlib+base', 'sha256:52c3c76f6a24d04b5388f094e624015d5ec0364c9dda57dfcad01073f707801a', 1, 2943, '\x11789c6364b8cfc8c0660c068c4f19678902001c9703b0');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (1, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.incomingMessage.link/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (2, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.incomingMessage.link/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (3, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.incomingMessage.link/background|light');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (4, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.incomingMessage.link/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (5, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.input.placeholder/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (6, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.input.placeholder/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (7, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.input.placeholder/background|light');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (8, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.input.placeholder/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (9, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.link/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (10, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.link/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (11, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.link/background|light');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (12, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.link/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (13, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.text/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (14, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.text/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (15, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.text/background|light');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (16, 1, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.text/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (17, 1, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.incomingMessage.link/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (18, 1, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.incomingMessage.link/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (19, 1, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.input.placeholder/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (20, 1, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.input.placeholder/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (21, 1, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.outgoingMessage.link/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (22, 1, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.outgoingMessage.link/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (23, 1, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.outgoingMessage.text/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (24, 1, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.outgoingMessage.text/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (25, 1, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.incomingMessage.link/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (26, 1, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.incomingMessage.link/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (27, 1, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.incomingMessage.link/background|light');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (28, 1, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.input.placeholder/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (29, 1, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.input.placeholder/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (30, 1, 'a11y/2', 'wcag', 'type.fixed-size', 'type.fixed-size|typography.caption');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (31, 1, 'a11y/2', 'wcag', 'type.scaling-cap', 'type.scaling-cap|typography.title');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (32, 1, 'a11y/2', 'wcag', 'type.custom-font', 'type.custom-font|typography.title');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (33, 1, 'a11y/2', 'wcag', 'contrast.text', 'contrast.text|components.incomingMessage.link/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (34, 1, 'a11y/2', 'wcag', 'contrast.text', 'contrast.text|components.incomingMessage.link/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (35, 1, 'a11y/2', 'wcag', 'contrast.text', 'contrast.text|components.input.placeholder/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (36, 1, 'a11y/2', 'wcag', 'contrast.text', 'contrast.text|components.input.placeholder/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (37, 1, 'a11y/2', 'wcag', 'contrast.text', 'contrast.text|components.outgoingMessage.link/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (38, 1, 'a11y/2', 'wcag', 'contrast.text', 'contrast.text|components.outgoingMessage.link/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (39, 1, 'a11y/2', 'wcag', 'contrast.text', 'contrast.text|components.outgoingMessage.link/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (40, 1, 'a11y/2', 'wcag', 'contrast.text', 'contrast.text|components.outgoingMessage.text/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (41, 1, 'a11y/2', 'wcag', 'contrast.text', 'contrast.text|components.outgoingMessage.text/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (42, 1, 'a11y/2', 'wcag', 'contrast.text', 'contrast.text|components.outgoingMessage.text/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (43, 1, 'a11y/2', 'wcag', 'contrast.non-text', 'contrast.non-text|focusRing.feed/components.outgoingMessage.background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (44, 1, 'a11y/2', 'wcag', 'contrast.non-text', 'contrast.non-text|focusRing.feed/components.outgoingMessage.background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (45, 1, 'a11y/2', 'wcag', 'contrast.non-text', 'contrast.non-text|pairs.input-border|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (46, 1, 'a11y/2', 'wcag', 'contrast.non-text', 'contrast.non-text|pairs.input-border|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (47, 1, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.outgoingMessage.link/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (48, 1, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.outgoingMessage.link/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (49, 1, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.outgoingMessage.text/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (50, 1, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.outgoingMessage.text/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (51, 1, 'a11y/2', 'wcag', 'alt.missing', 'alt.missing|media.help-video.description');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (52, 1, 'a11y/2', 'wcag', 'alt.quality', 'alt.quality|media.help-video.thumbnailAlt');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (53, 1, 'a11y/2', 'wcag', 'rtl.mirroring', 'rtl.mirroring|images.sendButtonImage');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (54, 1, 'a11y/2', 'wcag', 'target.size', 'target.size|iconButtons.send');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (55, 1, 'a11y/2', 'wcag', 'motion.reduce', 'motion.reduce|motion.linkPreview');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (56, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.incomingMessage.link/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (57, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.incomingMessage.link/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (58, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.incomingMessage.link/background|light');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (59, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.incomingMessage.link/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (60, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.input.placeholder/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (61, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.input.placeholder/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (62, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.input.placeholder/background|light');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (63, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.input.placeholder/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (64, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.link/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (65, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.link/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (66, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.link/background|light');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (67, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.link/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (68, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.text/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (69, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.text/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (70, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.text/background|light');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (71, 2, 'a11y/2', 'wcag', 'contrast.enhanced', 'contrast.enhanced|components.outgoingMessage.text/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (72, 2, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.incomingMessage.link/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (73, 2, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.incomingMessage.link/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (74, 2, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.input.placeholder/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (75, 2, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.input.placeholder/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (76, 2, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.outgoingMessage.link/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (77, 2, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.outgoingMessage.link/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (78, 2, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.outgoingMessage.text/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (79, 2, 'a11y/2', 'wcag', 'contrast.high-contrast', 'contrast.high-contrast|components.outgoingMessage.text/background|lightHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (80, 2, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.incomingMessage.link/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (81, 2, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.incomingMessage.link/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (82, 2, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.incomingMessage.link/background|light');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (83, 2, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.input.placeholder/background|dark');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (84, 2, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.input.placeholder/background|darkHighContrast');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (85, 2, 'a11y/2', 'wcag', 'type.fixed-size', 'type.fixed-size|typography.caption');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (86, 2, 'a11y/2', 'wcag', 'type.scaling-cap', 'type.scaling-cap|typography.title');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (87, 2, 'a11y/2', 'wcag', 'type.custom-font', 'type.custom-font|typography.title');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (88, 2, 'a11y/2', 'wcag', 'contrast.text', 'contrast.text|components.incomingMessage.link/background|light');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (89, 2, 'a11y/2', 'wcag', 'contrast.text', 'contrast.text|components.incomingMessage.text/background|light');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (90, 2, 'a11y/2', 'wcag', 'contrast.non-text', 'contrast.non-text|focusRing.feed/components.incomingMessage.background|light');
INSERT INTO finding_subjects OVERRIDING SYSTEM VALUE VALUES (91, 2, 'a11y/2', 'wcag', 'contrast.apca', 'contrast.apca|components.incomingMessage.text/background|light');
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (1, 1, 'info', 'dark', 5.320259177637299, 7, '1.4.6', 'Incoming message link on its background is 5.32:1 in dark mode; AAA needs 7:1', 'components.incomingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (3, 3, 'info', 'light', 5.914460150155301, 7, '1.4.6', 'Incoming message link on its background is 5.91:1 in light mode; AAA needs 7:1', 'components.incomingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (7, 7, 'info', 'light', 5.163690517962547, 7, '1.4.6', 'Input placeholder on its background is 5.16:1 in light mode; AAA needs 7:1', 'components.input.placeholder', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (11, 11, 'info', 'light', 5.128063549459489, 7, '1.4.6', 'Outgoing message link on its background is 5.12:1 in light mode; AAA needs 7:1', 'components.outgoingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (15, 15, 'info', 'light', 5.128063549459489, 7, '1.4.6', 'Outgoing message text on its background is 5.12:1 in light mode; AAA needs 7:1', 'components.outgoingMessage.text', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (25, 25, 'info', 'dark', -52.574871052753956, 75, NULL, 'Incoming message link on its background has APCA Lc -52.57 in dark mode; body text reads best at |Lc| ≥ 75', 'components.incomingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (26, 26, 'info', 'darkHighContrast', -56.24749461202207, 75, NULL, 'Incoming message link on its background has APCA Lc -56.25 in dark high-contrast mode; body text reads best at |Lc| ≥ 75', 'components.incomingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (27, 27, 'info', 'light', 71.0740487104147, 75, NULL, 'Incoming message link on its background has APCA Lc 71.07 in light mode; body text reads best at |Lc| ≥ 75', 'components.incomingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (30, 30, 'warning', NULL, NULL, NULL, '1.4.4', 'The caption style stays at 12 pt whatever text size the user chooses; enable dynamicScaling', 'typography.caption.dynamicScaling', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (31, 31, 'warning', NULL, 48, 56, '1.4.4', 'The title style stops growing at 48 pt, short of 200 % (56 pt); raise max', 'typography.title.dynamicScaling.max', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (32, 32, 'info', NULL, NULL, NULL, NULL, 'The title style uses the custom font "Acme Sans": Bold Text does not apply, and on iOS it scales only through UIFontMetrics', 'typography.title.fontFamily', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (2, 2, 'info', 'darkHighContrast', 6.533299484222812, 7, '1.4.6', 'Incoming message link on its background is 6.53:1 in dark high-contrast mode; AAA needs 7:1', 'components.incomingMessage.link', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (4, 4, 'info', 'lightHighContrast', 6.426499168941648, 7, '1.4.6', 'Incoming message link on its background is 6.42:1 in light high-contrast mode; AAA needs 7:1', 'components.incomingMessage.link', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (6, 6, 'info', 'darkHighContrast', 5.950194077463722, 7, '1.4.6', 'Input placeholder on its background is 5.95:1 in dark high-contrast mode; AAA needs 7:1', 'components.input.placeholder', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (5, 5, 'info', 'dark', 5.950194077463722, 7, '1.4.6', 'Input placeholder on its background is 5.95:1 in dark mode; AAA needs 7:1', 'components.input.placeholder', 1, 3);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (28, 28, 'info', 'dark', -45.44047539509206, 75, NULL, 'Input placeholder on its background has APCA Lc -45.44 in dark mode; body text reads best at |Lc| ≥ 75', 'components.input.placeholder', 1, 3);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (29, 29, 'info', 'darkHighContrast', -45.44047539509206, 75, NULL, 'Input placeholder on its background has APCA Lc -45.44 in dark high-contrast mode; body text reads best at |Lc| ≥ 75', 'components.input.placeholder', 1, 3);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (8, 8, 'info', 'lightHighContrast', 5.163690517962547, 7, '1.4.6', 'Input placeholder on its background is 5.16:1 in light high-contrast mode; AAA needs 7:1', 'components.input.placeholder', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (9, 9, 'info', 'dark', 5.974782404924093, 7, '1.4.6', 'Outgoing message link on its background is 5.97:1 in dark mode; AAA needs 7:1', 'components.outgoingMessage.link', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (10, 10, 'info', 'darkHighContrast', 5.974782404924093, 7, '1.4.6', 'Outgoing message link on its background is 5.97:1 in dark high-contrast mode; AAA needs 7:1', 'components.outgoingMessage.link', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (12, 12, 'info', 'lightHighContrast', 5.128063549459489, 7, '1.4.6', 'Outgoing message link on its background is 5.12:1 in light high-contrast mode; AAA needs 7:1', 'components.outgoingMessage.link', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (13, 13, 'info', 'dark', 5.974782404924093, 7, '1.4.6', 'Outgoing message text on its background is 5.97:1 in dark mode; AAA needs 7:1', 'components.outgoingMessage.text', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (14, 14, 'info', 'darkHighContrast', 5.974782404924093, 7, '1.4.6', 'Outgoing message text on its background is 5.97:1 in dark high-contrast mode; AAA needs 7:1', 'components.outgoingMessage.text', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (16, 16, 'info', 'lightHighContrast', 5.128063549459489, 7, '1.4.6', 'Outgoing message text on its background is 5.12:1 in light high-contrast mode; AAA needs 7:1', 'components.outgoingMessage.text', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (17, 17, 'warning', 'darkHighContrast', 6.533299484222812, 7, '1.4.6', 'Incoming message link on its background is 6.53:1 in dark high-contrast mode; Increase Contrast should reach 7:1', 'components.incomingMessage.link', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (18, 18, 'warning', 'lightHighContrast', 6.426499168941648, 7, '1.4.6', 'Incoming message link on its background is 6.42:1 in light high-contrast mode; Increase Contrast should reach 7:1', 'components.incomingMessage.link', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (19, 19, 'warning', 'darkHighContrast', 5.950194077463722, 7, '1.4.6', 'Input placeholder on its background is 5.95:1 in dark high-contrast mode; Increase Contrast should reach 7:1', 'components.input.placeholder', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (20, 20, 'warning', 'lightHighContrast', 5.163690517962547, 7, '1.4.6', 'Input placeholder on its background is 5.16:1 in light high-contrast mode; Increase Contrast should reach 7:1', 'components.input.placeholder', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (21, 21, 'warning', 'darkHighContrast', 5.974782404924093, 7, '1.4.6', 'Outgoing message link on its background is 5.97:1 in dark high-contrast mode; Increase Contrast should reach 7:1', 'components.outgoingMessage.link', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (22, 22, 'warning', 'lightHighContrast', 5.128063549459489, 7, '1.4.6', 'Outgoing message link on its background is 5.12:1 in light high-contrast mode; Increase Contrast should reach 7:1', 'components.outgoingMessage.link', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (23, 23, 'warning', 'darkHighContrast', 5.974782404924093, 7, '1.4.6', 'Outgoing message text on its background is 5.97:1 in dark high-contrast mode; Increase Contrast should reach 7:1', 'components.outgoingMessage.text', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (24, 24, 'warning', 'lightHighContrast', 5.128063549459489, 7, '1.4.6', 'Outgoing message text on its background is 5.12:1 in light high-contrast mode; Increase Contrast should reach 7:1', 'components.outgoingMessage.text', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (33, 33, 'error', 'darkHighContrast', 6.533299484222812, 7, '1.4.3', 'Incoming message link on its background is 6.53:1 in dark high-contrast mode; needs 7:1; e.g. link #88BBFF reaches it', 'components.incomingMessage.link', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (34, 34, 'error', 'lightHighContrast', 6.426499168941648, 7, '1.4.3', 'Incoming message link on its background is 6.42:1 in light high-contrast mode; needs 7:1; e.g. link #094AB8 reaches it', 'components.incomingMessage.link', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (36, 36, 'error', 'lightHighContrast', 5.163690517962547, 7, '1.4.3', 'Input placeholder on its background is 5.16:1 in light high-contrast mode; needs 7:1; e.g. placeholder #58585D reaches it', 'components.input.placeholder', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (37, 37, 'error', 'dark', 3.200609405686876, 4.5, '1.4.3', 'Outgoing message link on its background is 3.20:1 in dark mode; needs 4.5:1; e.g. link #292929 reaches it', 'components.outgoingMessage.link', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (38, 38, 'error', 'darkHighContrast', 3.200609405686876, 7, '1.4.3', 'Outgoing message link on its background is 3.20:1 in dark high-contrast mode; needs 7:1', 'components.outgoingMessage.link', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (39, 39, 'error', 'lightHighContrast', 5.128063549459489, 7, '1.4.3', 'Outgoing message link on its background is 5.12:1 in light high-contrast mode; needs 7:1', 'components.outgoingMessage.link', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (40, 40, 'error', 'dark', 3.200609405686876, 4.5, '1.4.3', 'Outgoing message text on its background is 3.20:1 in dark mode; needs 4.5:1; e.g. text #292929 reaches it', 'components.outgoingMessage.text', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (41, 41, 'error', 'darkHighContrast', 3.200609405686876, 7, '1.4.3', 'Outgoing message text on its background is 3.20:1 in dark high-contrast mode; needs 7:1', 'components.outgoingMessage.text', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (42, 42, 'error', 'lightHighContrast', 5.128063549459489, 7, '1.4.3', 'Outgoing message text on its background is 5.12:1 in light high-contrast mode; needs 7:1', 'components.outgoingMessage.text', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (43, 43, 'error', 'darkHighContrast', 3.200609405686876, 4.5, '1.4.11', 'The Feed focus ring around outgoing message content is 3.20:1 against its background in dark high-contrast mode; needs 4.5:1; e.g. #292929 reaches it', 'focusRing.feed', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (44, 44, 'error', 'lightHighContrast', 4.095113057289131, 4.5, '1.4.11', 'The Feed focus ring around outgoing message content is 4.09:1 against its background in light high-contrast mode; needs 4.5:1; e.g. #F1F1F1 reaches it', 'focusRing.feed', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (46, 46, 'error', 'lightHighContrast', 3.4388767891778884, 4.5, '1.4.11', 'Composer text field border (inputBorder on background) is 3.43:1 in light high-contrast mode; needs 4.5:1; e.g. foreground #76767A reaches it', 'pairs.input-border', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (47, 47, 'info', 'dark', -64.24288096994275, 75, NULL, 'Outgoing message link on its background has APCA Lc -64.24 in dark mode; body text reads best at |Lc| ≥ 75', 'components.outgoingMessage.link', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (48, 48, 'info', 'darkHighContrast', -64.24288096994275, 75, NULL, 'Outgoing message link on its background has APCA Lc -64.24 in dark high-contrast mode; body text reads best at |Lc| ≥ 75', 'components.outgoingMessage.link', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (49, 49, 'info', 'dark', -64.24288096994275, 75, NULL, 'Outgoing message text on its background has APCA Lc -64.24 in dark mode; body text reads best at |Lc| ≥ 75', 'components.outgoingMessage.text', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (50, 50, 'info', 'darkHighContrast', -64.24288096994275, 75, NULL, 'Outgoing message text on its background has APCA Lc -64.24 in dark high-contrast mode; body text reads best at |Lc| ≥ 75', 'components.outgoingMessage.text', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (51, 51, 'error', NULL, NULL, NULL, '1.1.1', 'The thumbnail video "help-video" has no description; a thumbnail video needs it for screen readers', 'media[1].description', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (52, 52, 'warning', NULL, NULL, NULL, '1.1.1', 'The thumbnailAlt of "help-video" is a file name; describe what it shows', 'media[1].thumbnailAlt', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (53, 53, 'error', NULL, NULL, NULL, NULL, 'The image "sendButtonImage" points horizontally but does not mirror in RTL; the theme has a right-to-left locale. Set mirrorsInRTL: true', 'images.sendButtonImage.mirrorsInRTL', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (54, 54, 'warning', NULL, 40, 44, '2.5.5', 'The icon button "send" is 40 pt; make it at least 44 × 44 pt', 'iconButtons.send.size', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (55, 55, 'warning', NULL, NULL, NULL, '2.3.3', 'The "linkPreview" animation does not say what it does under Reduce Motion; set reduceMotion to "fade" or "none"', 'motion.linkPreview.reduceMotion', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (35, 35, 'error', 'darkHighContrast', 5.950194077463722, 7, '1.4.3', 'Input placeholder on its background is 5.95:1 in dark high-contrast mode; needs 7:1; e.g. placeholder #A6A6AB reaches it', 'components.input.placeholder', 2, 3);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (45, 45, 'error', 'darkHighContrast', 4.093081237063647, 4.5, '1.4.11', 'Composer text field border (inputBorder on background) is 4.09:1 in dark high-contrast mode; needs 4.5:1; e.g. foreground #838386 reaches it', 'pairs.input-border', 2, 3);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (56, 35, 'error', 'darkHighContrast', 6.258024295888353, 7, '1.4.3', 'Input placeholder on its background is 6.25:1 in dark high-contrast mode; needs 7:1; e.g. placeholder #9D9DA3 reaches it', 'components.input.placeholder', 3, 4);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (57, 5, 'info', 'dark', 6.258024295888353, 7, '1.4.6', 'Input placeholder on its background is 6.25:1 in dark mode; AAA needs 7:1', 'components.input.placeholder', 3, 4);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (58, 28, 'info', 'dark', -44.12410317021499, 75, NULL, 'Input placeholder on its background has APCA Lc -44.12 in dark mode; body text reads best at |Lc| ≥ 75', 'components.input.placeholder', 3, 4);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (59, 29, 'info', 'darkHighContrast', -44.12410317021499, 75, NULL, 'Input placeholder on its background has APCA Lc -44.12 in dark high-contrast mode; body text reads best at |Lc| ≥ 75', 'components.input.placeholder', 3, 4);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (60, 35, 'error', 'darkHighContrast', 5.950194077463722, 7, '1.4.3', 'Input placeholder on its background is 5.95:1 in dark high-contrast mode; needs 7:1; e.g. placeholder #A6A6AB reaches it', 'components.input.placeholder', 4, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (61, 5, 'info', 'dark', 5.950194077463722, 7, '1.4.6', 'Input placeholder on its background is 5.95:1 in dark mode; AAA needs 7:1', 'components.input.placeholder', 4, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (62, 45, 'error', 'darkHighContrast', 4.093081237063647, 4.5, '1.4.11', 'Composer text field border (inputBorder on background) is 4.09:1 in dark high-contrast mode; needs 4.5:1; e.g. foreground #838386 reaches it', 'pairs.input-border', 4, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (63, 28, 'info', 'dark', -45.44047539509206, 75, NULL, 'Input placeholder on its background has APCA Lc -45.44 in dark mode; body text reads best at |Lc| ≥ 75', 'components.input.placeholder', 4, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (64, 29, 'info', 'darkHighContrast', -45.44047539509206, 75, NULL, 'Input placeholder on its background has APCA Lc -45.44 in dark high-contrast mode; body text reads best at |Lc| ≥ 75', 'components.input.placeholder', 4, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (65, 56, 'info', 'dark', 5.320259177637299, 7, '1.4.6', 'Incoming message link on its background is 5.32:1 in dark mode; AAA needs 7:1', 'components.incomingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (66, 57, 'info', 'darkHighContrast', 6.533299484222812, 7, '1.4.6', 'Incoming message link on its background is 6.53:1 in dark high-contrast mode; AAA needs 7:1', 'components.incomingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (68, 59, 'info', 'lightHighContrast', 6.426499168941648, 7, '1.4.6', 'Incoming message link on its background is 6.42:1 in light high-contrast mode; AAA needs 7:1', 'components.incomingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (69, 60, 'info', 'dark', 5.950194077463722, 7, '1.4.6', 'Input placeholder on its background is 5.95:1 in dark mode; AAA needs 7:1', 'components.input.placeholder', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (70, 61, 'info', 'darkHighContrast', 5.950194077463722, 7, '1.4.6', 'Input placeholder on its background is 5.95:1 in dark high-contrast mode; AAA needs 7:1', 'components.input.placeholder', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (71, 62, 'info', 'light', 5.163690517962547, 7, '1.4.6', 'Input placeholder on its background is 5.16:1 in light mode; AAA needs 7:1', 'components.input.placeholder', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (72, 63, 'info', 'lightHighContrast', 5.163690517962547, 7, '1.4.6', 'Input placeholder on its background is 5.16:1 in light high-contrast mode; AAA needs 7:1', 'components.input.placeholder', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (73, 64, 'info', 'dark', 5.974782404924093, 7, '1.4.6', 'Outgoing message link on its background is 5.97:1 in dark mode; AAA needs 7:1', 'components.outgoingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (74, 65, 'info', 'darkHighContrast', 5.974782404924093, 7, '1.4.6', 'Outgoing message link on its background is 5.97:1 in dark high-contrast mode; AAA needs 7:1', 'components.outgoingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (75, 66, 'info', 'light', 5.128063549459489, 7, '1.4.6', 'Outgoing message link on its background is 5.12:1 in light mode; AAA needs 7:1', 'components.outgoingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (76, 67, 'info', 'lightHighContrast', 5.128063549459489, 7, '1.4.6', 'Outgoing message link on its background is 5.12:1 in light high-contrast mode; AAA needs 7:1', 'components.outgoingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (77, 68, 'info', 'dark', 5.974782404924093, 7, '1.4.6', 'Outgoing message text on its background is 5.97:1 in dark mode; AAA needs 7:1', 'components.outgoingMessage.text', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (78, 69, 'info', 'darkHighContrast', 5.974782404924093, 7, '1.4.6', 'Outgoing message text on its background is 5.97:1 in dark high-contrast mode; AAA needs 7:1', 'components.outgoingMessage.text', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (79, 70, 'info', 'light', 5.128063549459489, 7, '1.4.6', 'Outgoing message text on its background is 5.12:1 in light mode; AAA needs 7:1', 'components.outgoingMessage.text', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (80, 71, 'info', 'lightHighContrast', 5.128063549459489, 7, '1.4.6', 'Outgoing message text on its background is 5.12:1 in light high-contrast mode; AAA needs 7:1', 'components.outgoingMessage.text', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (67, 58, 'info', 'light', 5.914460150155301, 7, '1.4.6', 'Incoming message link on its background is 5.91:1 in light mode; AAA needs 7:1', 'components.incomingMessage.link', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (81, 72, 'warning', 'darkHighContrast', 6.533299484222812, 7, '1.4.6', 'Incoming message link on its background is 6.53:1 in dark high-contrast mode; Increase Contrast should reach 7:1', 'components.incomingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (82, 73, 'warning', 'lightHighContrast', 6.426499168941648, 7, '1.4.6', 'Incoming message link on its background is 6.42:1 in light high-contrast mode; Increase Contrast should reach 7:1', 'components.incomingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (83, 74, 'warning', 'darkHighContrast', 5.950194077463722, 7, '1.4.6', 'Input placeholder on its background is 5.95:1 in dark high-contrast mode; Increase Contrast should reach 7:1', 'components.input.placeholder', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (84, 75, 'warning', 'lightHighContrast', 5.163690517962547, 7, '1.4.6', 'Input placeholder on its background is 5.16:1 in light high-contrast mode; Increase Contrast should reach 7:1', 'components.input.placeholder', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (85, 76, 'warning', 'darkHighContrast', 5.974782404924093, 7, '1.4.6', 'Outgoing message link on its background is 5.97:1 in dark high-contrast mode; Increase Contrast should reach 7:1', 'components.outgoingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (86, 77, 'warning', 'lightHighContrast', 5.128063549459489, 7, '1.4.6', 'Outgoing message link on its background is 5.12:1 in light high-contrast mode; Increase Contrast should reach 7:1', 'components.outgoingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (87, 78, 'warning', 'darkHighContrast', 5.974782404924093, 7, '1.4.6', 'Outgoing message text on its background is 5.97:1 in dark high-contrast mode; Increase Contrast should reach 7:1', 'components.outgoingMessage.text', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (88, 79, 'warning', 'lightHighContrast', 5.128063549459489, 7, '1.4.6', 'Outgoing message text on its background is 5.12:1 in light high-contrast mode; Increase Contrast should reach 7:1', 'components.outgoingMessage.text', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (89, 80, 'info', 'dark', -52.574871052753956, 75, NULL, 'Incoming message link on its background has APCA Lc -52.57 in dark mode; body text reads best at |Lc| ≥ 75', 'components.incomingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (90, 81, 'info', 'darkHighContrast', -56.24749461202207, 75, NULL, 'Incoming message link on its background has APCA Lc -56.25 in dark high-contrast mode; body text reads best at |Lc| ≥ 75', 'components.incomingMessage.link', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (92, 83, 'info', 'dark', -45.44047539509206, 75, NULL, 'Input placeholder on its background has APCA Lc -45.44 in dark mode; body text reads best at |Lc| ≥ 75', 'components.input.placeholder', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (93, 84, 'info', 'darkHighContrast', -45.44047539509206, 75, NULL, 'Input placeholder on its background has APCA Lc -45.44 in dark high-contrast mode; body text reads best at |Lc| ≥ 75', 'components.input.placeholder', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (94, 85, 'warning', NULL, NULL, NULL, '1.4.4', 'The caption style stays at 12 pt whatever text size the user chooses; enable dynamicScaling', 'typography.caption.dynamicScaling', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (95, 86, 'warning', NULL, 48, 56, '1.4.4', 'The title style stops growing at 48 pt, short of 200 % (56 pt); raise max', 'typography.title.dynamicScaling.max', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (96, 87, 'info', NULL, NULL, NULL, NULL, 'The title style uses the custom font "Acme Sans": Bold Text does not apply, and on iOS it scales only through UIFontMetrics', 'typography.title.fontFamily', 1, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (91, 82, 'info', 'light', 71.0740487104147, 75, NULL, 'Incoming message link on its background has APCA Lc 71.07 in light mode; body text reads best at |Lc| ≥ 75', 'components.incomingMessage.link', 1, 2);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (97, 88, 'error', 'light', 1.7618744588659654, 4.5, '1.4.3', 'Incoming message link on its background is 1.76:1 in light mode; needs 4.5:1; e.g. link #749BDE reaches it', 'components.incomingMessage.link', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (98, 89, 'error', 'light', 1.6620953314177012, 4.5, '1.4.3', 'Incoming message text on its background is 1.66:1 in light mode; needs 4.5:1; e.g. text #9B9B9B reaches it', 'components.incomingMessage.text', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (99, 90, 'error', 'light', 1.6620953314177012, 3, '1.4.11', 'The Feed focus ring around incoming message content is 1.66:1 against its background in light mode; needs 3:1; e.g. #7C7C7C reaches it', 'focusRing.feed', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (100, 82, 'info', 'light', -12.101261897266824, 75, NULL, 'Incoming message link on its background has APCA Lc -12.1 in light mode; body text reads best at |Lc| ≥ 75', 'components.incomingMessage.link', 2, NULL);
INSERT INTO findings OVERRIDING SYSTEM VALUE VALUES (101, 91, 'info', 'light', 0, 75, NULL, 'Incoming message text on its background has APCA Lc 0 in light mode; body text reads best at |Lc| ≥ 75', 'components.incomingMessage.text', 2, NULL);
INSERT INTO icon_buttons OVERRIDING SYSTEM VALUE VALUES (1, 1, 'send', 'sendButtonImage', 'Send message', 'sendTint', 'background', 44, 1, 2);
INSERT INTO icon_buttons OVERRIDING SYSTEM VALUE VALUES (2, 1, 'send', 'sendButtonImage', 'Send message', 'sendTint', 'background', 40, 2, NULL);
INSERT INTO icon_buttons OVERRIDING SYSTEM VALUE VALUES (3, 2, 'send', 'sendButtonImage', 'Send message', 'sendTint', 'background', 44, 1, NULL);
INSERT INTO images OVERRIDING SYSTEM VALUE VALUES (1, 1, 'backButtonImage', 'chevron.backward', NULL, 'horizontal', 1, NULL, NULL, 1, NULL);
INSERT INTO images OVERRIDING SYSTEM VALUE VALUES (2, 1, 'logo', NULL, 'logo.png', 'none', NULL, 'Acme', 0, 1, NULL);
INSERT INTO images OVERRIDING SYSTEM VALUE VALUES (3, 1, 'scrollToBottomImage', 'arrow.down', NULL, 'vertical', NULL, NULL, NULL, 1, NULL);
INSERT INTO images OVERRIDING SYSTEM VALUE VALUES (4, 1, 'sendButtonImage', NULL, 'send.pdf', 'horizontal', 1, NULL, NULL, 1, 2);
INSERT INTO images OVERRIDING SYSTEM VALUE VALUES (5, 1, 'sendButtonImage', NULL, 'send.pdf', 'horizontal', 0, NULL, NULL, 2, NULL);
INSERT INTO images OVERRIDING SYSTEM VALUE VALUES (6, 2, 'backButtonImage', 'chevron.backward', NULL, 'horizontal', 1, NULL, NULL, 1, NULL);
INSERT INTO images OVERRIDING SYSTEM VALUE VALUES (7, 2, 'logo', NULL, 'logo.png', 'none', NULL, 'Acme', 0, 1, NULL);
INSERT INTO images OVERRIDING SYSTEM VALUE VALUES (8, 2, 'scrollToBottomImage', 'arrow.down', NULL, 'vertical', NULL, NULL, NULL, 1, NULL);
INSERT INTO images OVERRIDING SYSTEM VALUE VALUES (9, 2, 'sendButtonImage', NULL, 'send.pdf', 'horizontal', 1, NULL, NULL, 1, NULL);
INSERT INTO media OVERRIDING SYSTEM VALUE VALUES (1, 1, 'welcome-banner', 'image', 'banner', 'Three people waving from a video call', 'Three support agents wave from a video call', NULL, NULL, 1, NULL);
INSERT INTO media OVERRIDING SYSTEM VALUE VALUES (2, 1, 'help-video', 'video', 'thumbnail', 'IMG_2041.png', NULL, 'How to chat with us', NULL, 2, NULL);
INSERT INTO media OVERRIDING SYSTEM VALUE VALUES (3, 2, 'welcome-banner', 'image', 'banner', 'Three people waving from a video call', 'Three support agents wave from a video call', NULL, NULL, 1, NULL);
INSERT INTO pairs OVERRIDING SYSTEM VALUE VALUES (1, 1, 'input-border', 'inputBorder', 'background', 'nonText', NULL, NULL, NULL, NULL, 'Composer text field border', 1, NULL);
INSERT INTO pairs OVERRIDING SYSTEM VALUE VALUES (2, 1, 'typing-dots', 'typingIndicator', 'incomingBubble', 'nonText', NULL, NULL, 2.25, '["light","dark"]', 'Typing indicator dots (data visualisation)', 1, NULL);
INSERT INTO pairs OVERRIDING SYSTEM VALUE VALUES (3, 2, 'input-border', 'inputBorder', 'background', 'nonText', NULL, NULL, NULL, NULL, 'Composer text field border', 1, NULL);
INSERT INTO pairs OVERRIDING SYSTEM VALUE VALUES (4, 2, 'typing-dots', 'typingIndicator', 'incomingBubble', 'nonText', NULL, NULL, 2.25, '["light","dark"]', 'Typing indicator dots (data visualisation)', 1, NULL);
INSERT INTO revocations OVERRIDING SYSTEM VALUE VALUES (1, 1, 'cara', 'superseded', '2026-12-01T17:50:58.083Z');
INSERT INTO themereg_migrations VALUES ('postgres/0001_schema.sql', 'sha256:29355341c7fb15fafec3921fb4b85afee30a6e710c33f8c38bbd86b845cf7757', '2026-12-01T17:50:56.976Z');
INSERT INTO themereg_migrations VALUES ('postgres/0002_pairs.sql', 'sha256:dd925b28aadebaa778060d80273ccef644bf8d4d5c8df082c20aa544236ca349', '2026-12-01T17:50:56.976Z');
INSERT INTO themes OVERRIDING SYSTEM VALUE VALUES (1, 'acme-chat', '2026-12-01T17:50:57.262Z', 4);
INSERT INTO themes OVERRIDING SYSTEM VALUE VALUES (2, 'acme-mail', '2026-12-01T17:50:57.694Z', 2);
INSERT INTO type_scales VALUES ('sha256:3d48369685ecf6231d3333a8d21d7787416c41d03a3f6636444371965d870235', '{"body":{"ios":{"extraSmall":15,"small":15,"medium":16,"large":17,"extraLarge":19,"extraExtraLarge":21,"extraExtraExtraLarge":23,"accessibilityMedium":27,"accessibilityLarge":32,"accessibilityExtraLarge":37,"accessibilityExtraExtraLarge":40,"accessibilityExtraExtraExtraLarge":40},"android":{"0.85":15,"1.0":17,"1.15":19.55,"1.3":22.1,"1.5":25.5,"1.8":30.6,"2.0":34},"web":{"12":15,"16":17,"20":21.25,"24":25.5,"32":34},"iosPlatform":{"extraSmall":15,"small":15,"medium":16,"large":17,"extraLarge":19,"extraExtraLarge":21,"extraExtraExtraLarge":23,"accessibilityMedium":28,"accessibilityLarge":33,"accessibilityExtraLarge":40,"accessibilityExtraExtraLarge":40,"accessibilityExtraExtraExtraLarge":40},"androidPlatform":{"0.85":15,"1.0":17,"1.15":18.95,"1.3":20.9,"1.5":23.5,"1.8":26.8,"2.0":29}},"title":{"ios":{"extraSmall":25,"small":26,"medium":27,"large":28,"extraLarge":30,"extraExtraLarge":32,"extraExtraExtraLarge":34,"accessibilityMedium":38,"accessibilityLarge":43,"accessibilityExtraLarge":48,"accessibilityExtraExtraLarge":48,"accessibilityExtraExtraExtraLarge":48},"android":{"0.85":24,"1.0":28,"1.15":32.2,"1.3":36.4,"1.5":42,"1.8":48,"2.0":48},"web":{"12":24,"16":28,"20":35,"24":42,"32":48},"iosPlatform":{"extraSmall":25,"small":26,"medium":27,"large":28,"extraLarge":30,"extraExtraLarge":32,"extraExtraExtraLarge":34,"accessibilityMedium":38,"accessibilityLarge":43,"accessibilityExtraLarge":48,"accessibilityExtraExtraLarge":48,"accessibilityExtraExtraExtraLarge":48},"androidPlatform":{"0.85":24,"1.0":28,"1.15":28.4,"1.3":28.8,"1.5":29.33,"1.8":34.13,"2.0":37.33}}}');
INSERT INTO typography_styles OVERRIDING SYSTEM VALUE VALUES (1, 1, 'body', 'system', 17, 400, 1.3, 'body', 1, 15, 40, 1, NULL);
INSERT INTO typography_styles OVERRIDING SYSTEM VALUE VALUES (2, 1, 'caption', 'system', 12, 400, NULL, 'caption1', 0, NULL, NULL, 1, NULL);
INSERT INTO typography_styles OVERRIDING SYSTEM VALUE VALUES (3, 1, 'title', 'Acme Sans', 28, 700, NULL, 'title1', 1, 24, 48, 1, NULL);
INSERT INTO typography_styles OVERRIDING SYSTEM VALUE VALUES (4, 2, 'body', 'system', 17, 400, 1.3, 'body', 1, 15, 40, 1, NULL);
INSERT INTO typography_styles OVERRIDING SYSTEM VALUE VALUES (5, 2, 'caption', 'system', 12, 400, NULL, 'caption1', 0, NULL, NULL, 1, NULL);
INSERT INTO typography_styles OVERRIDING SYSTEM VALUE VALUES (6, 2, 'title', 'Acme Sans', 28, 700, NULL, 'title1', 1, 24, 48, 1, NULL);
INSERT INTO versions OVERRIDING SYSTEM VALUE VALUES (1, 1, 1, NULL, 'sha256:c494123f2defdfc0f33f71bb577cc880b050cc11a4787a5aabd7f28b201b1ec2', 'ann', 'first cut', '2026-12-01T17:50:57.262Z');
INSERT INTO versions OVERRIDING SYSTEM VALUE VALUES (2, 1, 2, 1, 'sha256:6b036e889b99441aca85ada8601ce9b692412fe58f02f1c2a3676fcb3ab04ed8', 'ben', 'dark mode', '2026-12-01T17:50:57.369Z');
INSERT INTO versions OVERRIDING SYSTEM VALUE VALUES (3, 1, 3, 2, 'sha256:0246030a08d7cb991497e496a458213a56836c9d65e15e5050c06b9d4aa3da8d', 'ann', 'darker dark background', '2026-12-01T17:50:57.469Z');
INSERT INTO versions OVERRIDING SYSTEM VALUE VALUES (4, 1, 4, 3, 'sha256:6b036e889b99441aca85ada8601ce9b692412fe58f02f1c2a3676fcb3ab04ed8', 'ben', 'back to the v2 background', '2026-12-01T17:50:57.598Z');
INSERT INTO versions OVERRIDING SYSTEM VALUE VALUES (5, 2, 1, NULL, 'sha256:52c3c76f6a24d04b5388f094e624015d5ec0364c9dda57dfcad01073f707801a', 'dee', 'mail theme', '2026-12-01T17:50:57.694Z');
INSERT INTO versions OVERRIDING SYSTEM VALUE VALUES (6, 2, 2, 5, 'sha256:d2a63d5fa03036b5dd18dfdd7bd3ff7f38e336469a6b4a669bbca3751a4ae83b', 'dee', 'mail: darker secondary', '2026-12-01T17:50:57.786Z');
INSERT INTO waivers OVERRIDING SYSTEM VALUE VALUES (1, 2, 'contrast.text', 'known, tracked in #88');
INSERT INTO waivers OVERRIDING SYSTEM VALUE VALUES (2, 2, 'contrast.non-text', 'ring redesign');
SELECT pg_catalog.setval('approvals_id_seq', 2, true);
SELECT pg_catalog.setval('audit_runs_id_seq', 6, true);
SELECT pg_catalog.setval('colors_id_seq', 111, true);
SELECT pg_catalog.setval('finding_subjects_id_seq', 91, true);
SELECT pg_catalog.setval('findings_id_seq', 101, true);
SELECT pg_catalog.setval('icon_buttons_id_seq', 3, true);
SELECT pg_catalog.setval('images_id_seq', 9, true);
SELECT pg_catalog.setval('media_id_seq', 3, true);
SELECT pg_catalog.setval('pairs_id_seq', 4, true);
SELECT pg_catalog.setval('revocations_id_seq', 1, true);
SELECT pg_catalog.setval('themes_id_seq', 2, true);
SELECT pg_catalog.setval('typography_styles_id_seq', 6, true);
SELECT pg_catalog.setval('versions_id_seq', 6, true);
SELECT pg_catalog.setval('waivers_id_seq', 2, true);
ALTER TABLE ONLY approvals
    ADD CONSTRAINT approvals_pkey PRIMARY KEY (id);
ALTER TABLE ONLY audit_runs
    ADD CONSTRAINT audit_runs_pkey PRIMARY KEY (id);
ALTER TABLE ONLY audit_runs
    ADD CONSTRAINT audit_runs_version_id_ruleset_profile_key UNIQUE (version_id, ruleset, profile);
ALTER TABLE ONLY colors
    ADD CONSTRAINT colors_pkey PRIMARY KEY (id);
ALTER TABLE ONLY current_row_digests
    ADD CONSTRAINT current_row_digests_pkey PRIMARY KEY (theme_id, table_name);
ALTER TABLE ONLY documents
    ADD CONSTRAINT documents_pkey PRIMARY KEY (content_hash);
ALTER TABLE ONLY finding_subjects
    ADD CONSTRAINT finding_subjects_pkey PRIMARY KEY (id);
ALTER TABLE ONLY finding_subjects
    ADD CONSTRAINT finding_subjects_theme_id_ruleset_profile_rule_subject_key UNIQUE (theme_id, ruleset, profile, rule, subject);
ALTER TABLE ONLY findings
    ADD CONSTRAINT findings_pkey PRIMARY KEY (id);
ALTER TABLE ONLY icon_buttons
    ADD CONSTRAINT icon_buttons_pkey PRIMARY KEY (id);
ALTER TABLE ONLY images
    ADD CONSTRAINT images_pkey PRIMARY KEY (id);
ALTER TABLE ONLY media
    ADD CONSTRAINT media_pkey PRIMARY KEY (id);
ALTER TABLE ONLY pairs
    ADD CONSTRAINT pairs_pkey PRIMARY KEY (id);
ALTER TABLE ONLY revocations
    ADD CONSTRAINT revocations_approval_id_key UNIQUE (approval_id);
ALTER TABLE ONLY revocations
    ADD CONSTRAINT revocations_pkey PRIMARY KEY (id);
ALTER TABLE ONLY themereg_migrations
    ADD CONSTRAINT themereg_migrations_pkey PRIMARY KEY (name);
ALTER TABLE ONLY themes
    ADD CONSTRAINT themes_name_key UNIQUE (name);
ALTER TABLE ONLY themes
    ADD CONSTRAINT themes_pkey PRIMARY KEY (id);
ALTER TABLE ONLY type_scales
    ADD CONSTRAINT type_scales_pkey PRIMARY KEY (hash);
ALTER TABLE ONLY typography_styles
    ADD CONSTRAINT typography_styles_pkey PRIMARY KEY (id);
ALTER TABLE ONLY versions
    ADD CONSTRAINT versions_pkey PRIMARY KEY (id);
ALTER TABLE ONLY versions
    ADD CONSTRAINT versions_theme_id_number_key UNIQUE (theme_id, number);
ALTER TABLE ONLY waivers
    ADD CONSTRAINT waivers_pkey PRIMARY KEY (id);
CREATE INDEX approvals_by_version ON approvals USING btree (version_id);
CREATE INDEX audit_runs_by_series ON audit_runs USING btree (ruleset, profile, version_id);
CREATE INDEX colors_by_since ON colors USING btree (theme_id, since);
CREATE UNIQUE INDEX colors_current ON colors USING btree (theme_id, name, appearance) WHERE (until IS NULL);
CREATE INDEX findings_by_subject_since ON findings USING btree (subject_id, since);
CREATE INDEX findings_open ON findings USING btree (subject_id) WHERE (until IS NULL);
CREATE INDEX icon_buttons_by_since ON icon_buttons USING btree (theme_id, since);
CREATE UNIQUE INDEX icon_buttons_current ON icon_buttons USING btree (theme_id, name) WHERE (until IS NULL);
CREATE INDEX images_by_since ON images USING btree (theme_id, since);
CREATE UNIQUE INDEX images_current ON images USING btree (theme_id, name) WHERE (until IS NULL);
CREATE INDEX media_by_since ON media USING btree (theme_id, since);
CREATE UNIQUE INDEX media_current ON media USING btree (theme_id, media_id) WHERE (until IS NULL);
CREATE INDEX pairs_by_since ON pairs USING btree (theme_id, since);
CREATE UNIQUE INDEX pairs_current ON pairs USING btree (theme_id, name) WHERE (until IS NULL);
CREATE INDEX typography_styles_by_since ON typography_styles USING btree (theme_id, since);
CREATE INDEX typography_styles_by_size ON typography_styles USING btree (size) WHERE (until IS NULL);
CREATE UNIQUE INDEX typography_styles_current ON typography_styles USING btree (theme_id, name) WHERE (until IS NULL);
CREATE INDEX versions_by_hash ON versions USING btree (content_hash);
CREATE INDEX waivers_by_approval ON waivers USING btree (approval_id);
ALTER TABLE ONLY approvals
    ADD CONSTRAINT approvals_audit_run_id_fkey FOREIGN KEY (audit_run_id) REFERENCES audit_runs(id);
ALTER TABLE ONLY approvals
    ADD CONSTRAINT approvals_version_id_fkey FOREIGN KEY (version_id) REFERENCES versions(id);
ALTER TABLE ONLY audit_runs
    ADD CONSTRAINT audit_runs_type_scale_hash_fkey FOREIGN KEY (type_scale_hash) REFERENCES type_scales(hash);
ALTER TABLE ONLY audit_runs
    ADD CONSTRAINT audit_runs_version_id_fkey FOREIGN KEY (version_id) REFERENCES versions(id);
ALTER TABLE ONLY colors
    ADD CONSTRAINT colors_theme_id_fkey FOREIGN KEY (theme_id) REFERENCES themes(id);
ALTER TABLE ONLY current_row_digests
    ADD CONSTRAINT current_row_digests_theme_id_fkey FOREIGN KEY (theme_id) REFERENCES themes(id);
ALTER TABLE ONLY documents
    ADD CONSTRAINT documents_base_hash_fkey FOREIGN KEY (base_hash) REFERENCES documents(content_hash);
ALTER TABLE ONLY finding_subjects
    ADD CONSTRAINT finding_subjects_theme_id_fkey FOREIGN KEY (theme_id) REFERENCES themes(id);
ALTER TABLE ONLY findings
    ADD CONSTRAINT findings_subject_id_fkey FOREIGN KEY (subject_id) REFERENCES finding_subjects(id);
ALTER TABLE ONLY icon_buttons
    ADD CONSTRAINT icon_buttons_theme_id_fkey FOREIGN KEY (theme_id) REFERENCES themes(id);
ALTER TABLE ONLY images
    ADD CONSTRAINT images_theme_id_fkey FOREIGN KEY (theme_id) REFERENCES themes(id);
ALTER TABLE ONLY media
    ADD CONSTRAINT media_theme_id_fkey FOREIGN KEY (theme_id) REFERENCES themes(id);
ALTER TABLE ONLY pairs
    ADD CONSTRAINT pairs_theme_id_fkey FOREIGN KEY (theme_id) REFERENCES themes(id);
ALTER TABLE ONLY revocations
    ADD CONSTRAINT revocations_approval_id_fkey FOREIGN KEY (approval_id) REFERENCES approvals(id);
ALTER TABLE ONLY typography_styles
    ADD CONSTRAINT typography_styles_theme_id_fkey FOREIGN KEY (theme_id) REFERENCES themes(id);
ALTER TABLE ONLY versions
    ADD CONSTRAINT versions_content_hash_fkey FOREIGN KEY (content_hash) REFERENCES documents(content_hash);
ALTER TABLE ONLY versions
    ADD CONSTRAINT versions_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES versions(id);
ALTER TABLE ONLY versions
    ADD CONSTRAINT versions_theme_id_fkey FOREIGN KEY (theme_id) REFERENCES themes(id);
ALTER TABLE ONLY waivers
    ADD CONSTRAINT waivers_approval_id_fkey FOREIGN KEY (approval_id) REFERENCES approvals(id);
