-- themereg schema 3: a digest of each theme's current rows per normalized table, so that a
-- commit skips, without reading them, the tables whose rows did not change; and an index in
-- the order history and blame read findings (series, rule, subject, version).
CREATE TABLE current_row_digests (
  theme_id INTEGER NOT NULL REFERENCES themes (id),
  table_name TEXT NOT NULL,
  digest TEXT NOT NULL,
  PRIMARY KEY (theme_id, table_name)
) STRICT, WITHOUT ROWID;

CREATE INDEX findings_by_series_rule ON findings (theme_id, ruleset, profile, rule, subject, since);
