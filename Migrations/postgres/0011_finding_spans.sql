-- themereg PostgreSQL schema 11 (SQLite schema 15): the index of a subject's finding intervals
-- carries where each ends, so `history` and `blame` can read a series' intervals with an
-- index-only scan. It replaces the index on (subject_id, since), which it serves.
CREATE INDEX findings_by_subject_span ON findings (subject_id, since, until);
DROP INDEX findings_by_subject_since;
