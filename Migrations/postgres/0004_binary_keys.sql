-- themereg PostgreSQL schema 4: content hashes as their 32 bytes, times as integers, leaner
-- colours, finding intervals and finding texts (as SQLite's 0009). A version names its document by id and a delta
-- its base (a document with a base is a delta), with no index of hashes, an audit
-- run refers to its Dynamic Type tables by id, and a version's and a run's time is milliseconds
-- since 1970 (UTC). Every command shows them as before.
--
-- Nothing is converted that would not read back identically: the two functions stop the
-- upgrade, naming the value, at any text not in the exact form themereg writes; a delta whose
-- base is missing gets base 0, which its reference refuses.
CREATE FUNCTION pg_temp.themereg_hash_bytes(text) RETURNS bytea LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF $1 IS NULL THEN RETURN NULL; END IF;
  IF $1 ~ '^sha256:[0-9a-f]{64}$' THEN RETURN decode(substr($1, 8), 'hex'); END IF;
  RAISE EXCEPTION 'the stored hash ''%'' is not a sha256: content hash as themereg writes it', left($1, 80);
END
$$;
CREATE FUNCTION pg_temp.themereg_milliseconds(text) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF $1 IS NULL THEN RETURN NULL; END IF;
  IF $1 ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z$' THEN
    BEGIN
      IF to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') = $1 THEN
        RETURN (extract(epoch FROM $1::timestamptz) * 1000)::bigint;
      END IF;
    EXCEPTION WHEN datetime_field_overflow OR invalid_datetime_format THEN
      NULL;
    END;
  END IF;
  RAISE EXCEPTION 'the stored time ''%'' is not in the form themereg writes (2026-11-30T10:46:54.123Z)', left($1, 80);
END
$$;

ALTER TABLE documents
  ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY,
  ADD COLUMN base_id bigint,
  ADD COLUMN hash_bytes bytea;
UPDATE documents d SET hash_bytes = pg_temp.themereg_hash_bytes(d.content_hash),
  base_id = CASE WHEN d.base_hash IS NULL THEN NULL
    ELSE coalesce((SELECT b.id FROM documents b WHERE b.content_hash = d.base_hash), 0) END;
ALTER TABLE versions ADD COLUMN document_id bigint, ADD COLUMN created_ms bigint;
UPDATE versions v SET created_ms = pg_temp.themereg_milliseconds(v.created_at),
  document_id = coalesce((SELECT d.id FROM documents d WHERE d.content_hash = v.content_hash), 0);
ALTER TABLE type_scales ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE audit_runs ADD COLUMN type_scale_id bigint, ADD COLUMN created_ms bigint;
UPDATE audit_runs r SET created_ms = pg_temp.themereg_milliseconds(r.created_at),
  type_scale_id = CASE WHEN r.type_scale_hash IS NULL THEN NULL
    ELSE coalesce((SELECT s.id FROM type_scales s WHERE s.hash = r.type_scale_hash), 0) END;

ALTER TABLE audit_runs DROP COLUMN type_scale_hash, DROP COLUMN created_at;
ALTER TABLE audit_runs RENAME COLUMN created_ms TO created_at;
ALTER TABLE type_scales DROP CONSTRAINT type_scales_pkey, ADD PRIMARY KEY (id), ADD UNIQUE (hash);
ALTER TABLE audit_runs ALTER COLUMN created_at SET NOT NULL,
  ADD FOREIGN KEY (type_scale_id) REFERENCES type_scales (id);

DROP INDEX versions_by_hash;
ALTER TABLE versions DROP COLUMN content_hash, DROP COLUMN created_at;
ALTER TABLE versions RENAME COLUMN created_ms TO created_at;
ALTER TABLE documents DROP COLUMN base_hash;
ALTER TABLE documents DROP COLUMN encoding, DROP COLUMN content_hash;
ALTER TABLE documents RENAME COLUMN hash_bytes TO content_hash;
ALTER TABLE documents ALTER COLUMN content_hash SET NOT NULL, ADD PRIMARY KEY (id),
  ADD CHECK (length(content_hash) = 32), ADD CHECK (base_id IS NULL OR base_id <> id),
  ADD FOREIGN KEY (base_id) REFERENCES documents (id);
ALTER TABLE versions ALTER COLUMN document_id SET NOT NULL, ALTER COLUMN created_at SET NOT NULL,
  ADD FOREIGN KEY (document_id) REFERENCES documents (id);

-- A packed colour's hex is its packed value, so it is left out (NULL), and so is what was
-- written when that was the hex; the view shows every colour as before.
ALTER TABLE colors ALTER COLUMN written DROP NOT NULL;
UPDATE colors c SET
  written = CASE WHEN c.rgba IS NOT NULL AND coalesce(c.hex, c.written) = p.packed_hex
      AND c.written = coalesce(c.hex, c.written) THEN NULL ELSE c.written END,
  hex = CASE WHEN c.rgba IS NULL THEN c.hex WHEN coalesce(c.hex, c.written) = p.packed_hex THEN NULL
      ELSE coalesce(c.hex, c.written) END
FROM (
  SELECT id, CASE WHEN (rgba & 255) = 255 THEN '#' || upper(lpad(to_hex(rgba >> 8), 6, '0'))
    ELSE '#' || upper(lpad(to_hex(rgba), 8, '0')) END AS packed_hex
  FROM colors WHERE rgba IS NOT NULL
) p
WHERE p.id = c.id;
ALTER TABLE colors ADD CHECK (written IS NOT NULL OR rgba IS NOT NULL);
CREATE OR REPLACE VIEW current_colors AS
  SELECT theme, name, appearance, coalesce(written, hex) AS written, hex, red, green, blue, alpha, since
  FROM (
    SELECT t.name AS theme, c.name, c.appearance, c.written,
      CASE WHEN c.rgba IS NULL THEN coalesce(c.hex, c.written)
        WHEN c.hex IS NOT NULL THEN c.hex
        WHEN (c.rgba & 255) = 255 THEN '#' || upper(lpad(to_hex(c.rgba >> 8), 6, '0'))
        ELSE '#' || upper(lpad(to_hex(c.rgba), 8, '0')) END AS hex,
      coalesce(c.red, ((c.rgba >> 24) & 255) / 255::float8) AS red,
      coalesce(c.green, ((c.rgba >> 16) & 255) / 255::float8) AS green,
      coalesce(c.blue, ((c.rgba >> 8) & 255) / 255::float8) AS blue,
      coalesce(c.alpha, (c.rgba & 255) / 255::float8) AS alpha, c.since
    FROM colors c JOIN themes t ON t.id = c.theme_id WHERE c.until IS NULL
  ) current;

-- A run's finding texts are found by (series, version) only: that key is the table's own.
ALTER TABLE finding_texts DROP COLUMN id;
ALTER TABLE finding_texts DROP CONSTRAINT finding_texts_series_id_since_key, ADD PRIMARY KEY (series_id, since);

-- A finding interval's severity and appearance as small integers (severity: 0 error, 1 info,
-- 2 warning; appearance: 0 light, 1 dark, 2 lightHighContrast, 3 darkHighContrast); any other
-- text stops the upgrade.
ALTER TABLE findings DROP CONSTRAINT findings_severity_check;
ALTER TABLE findings
  ALTER COLUMN severity TYPE smallint
    USING CASE severity WHEN 'error' THEN 0 WHEN 'info' THEN 1 WHEN 'warning' THEN 2 ELSE -1 END,
  ALTER COLUMN appearance TYPE smallint
    USING CASE WHEN appearance IS NULL THEN NULL WHEN appearance = 'light' THEN 0 WHEN appearance = 'dark' THEN 1
      WHEN appearance = 'lightHighContrast' THEN 2 WHEN appearance = 'darkHighContrast' THEN 3 ELSE -1 END,
  ADD CHECK (severity BETWEEN 0 AND 2),
  ADD CHECK (appearance BETWEEN 0 AND 3);

DROP FUNCTION pg_temp.themereg_hash_bytes(text);
DROP FUNCTION pg_temp.themereg_milliseconds(text);
