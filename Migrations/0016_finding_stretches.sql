-- themereg schema 16: each finding's stretches (the versions over which it held without a
-- break, however often its measurement changed) are stored as commits write them, so `history`
-- and `blame` read one row per stretch rather than one per interval. On a 100,000-version
-- history whose contrast measurements change every few versions, the six subjects of one rule
-- had 86,880 intervals in 756 stretches. `last_id` is the stretch's last interval, whose
-- values it shows. A registry upgraded to this schema gets its stretches from its intervals
-- in the same transaction (`SQLStore.backfillStretches`).
CREATE TABLE finding_stretches (
  subject_id INTEGER NOT NULL REFERENCES finding_subjects (id),
  since INTEGER NOT NULL,
  until INTEGER,
  last_id INTEGER NOT NULL REFERENCES findings (id),
  PRIMARY KEY (subject_id, since),
  CHECK (until IS NULL OR until > since)
) STRICT, WITHOUT ROWID;
-- A commit moves a stretch on by its last interval; deleting an interval looks its stretch up.
CREATE INDEX finding_stretches_by_last ON finding_stretches (last_id);
