-- themereg PostgreSQL schema 11 (SQLite schema 15): the index of a subject's finding intervals
-- carries where each ends and the interval's id, so `history`, `blame` and a stored run's read
-- are index-only scans (SQLite's index holds the row id of itself). It replaces the index on
-- (subject_id, since), which it serves.
CREATE INDEX findings_by_subject_span ON findings (subject_id, since, until) INCLUDE (id);
DROP INDEX findings_by_subject_since;
