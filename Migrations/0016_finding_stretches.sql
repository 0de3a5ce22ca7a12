-- themereg schema 16: each finding's stretches (the versions over which it held without a
-- break, however often its measurement changed) are stored as commits write them, so `history`
-- and `blame` read one row per stretch rather than one per interval. On a 100,000-version
-- history whose contrast measurements change every few versions, the six subjects of one rule
-- had 86,880 intervals in 756 stretches. `last_id` is the stretch's last interval, whose
-- values it shows.
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

-- The stretches as the intervals make them: an interval that starts where the one before it
-- of the same subject ended continues its stretch. Written once, here: the backfill below and
-- `check`, which compares the stored stretches with it, both read this view.
CREATE VIEW finding_stretches_derived AS
SELECT subject_id, stretch_since AS since, until, id AS last_id FROM (
  SELECT id, subject_id, since, until,
    max(CASE WHEN starts = 1 THEN since END)
      OVER (PARTITION BY subject_id ORDER BY since ROWS UNBOUNDED PRECEDING) AS stretch_since,
    lead(since) OVER (PARTITION BY subject_id ORDER BY since) AS next_since
  FROM (
    SELECT id, subject_id, since, until,
      CASE WHEN lag(until) OVER (PARTITION BY subject_id ORDER BY since) = since THEN 0 ELSE 1 END AS starts
    FROM findings
  ) AS marked
) AS grouped
WHERE until IS NULL OR next_since IS NULL OR next_since <> until;

INSERT INTO finding_stretches (subject_id, since, until, last_id)
SELECT subject_id, since, until, last_id FROM finding_stretches_derived;
