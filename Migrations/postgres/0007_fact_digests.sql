-- themereg PostgreSQL schema 7: a digest of every stored fact a decision rests on, as SQLite's
-- 0011_fact_digests.sql (FactDigest in ThemeStore); older rows get theirs when it is applied.
ALTER TABLE audit_runs ADD COLUMN findings_digest BYTEA;
ALTER TABLE audit_runs ADD COLUMN digest BYTEA;
ALTER TABLE approvals ADD COLUMN digest BYTEA;
ALTER TABLE revocations ADD COLUMN digest BYTEA;
ALTER TABLE type_scales ADD COLUMN digest BYTEA;
