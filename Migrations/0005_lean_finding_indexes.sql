-- themereg schema 5: drop finding indexes that findings_by_series_rule (migration 3) covers.
-- History and blame filter by series and rule (a subject names its rule before its first
-- '|'), so the single-column rule and subject indexes only cost space on every commit.
DROP INDEX findings_by_rule;
DROP INDEX findings_by_subject;
