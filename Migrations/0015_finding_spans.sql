-- themereg schema 15: the index of a subject's finding intervals carries where each ends, so
-- `history` and `blame` read a series' intervals from the index alone: one table read per
-- interval was nine tenths of their time on a 100,000-version history. It replaces the index
-- on (subject_id, since), which it serves for every query that used that one.
CREATE INDEX findings_by_subject_span ON findings (subject_id, since, until);
DROP INDEX findings_by_subject_since;
