-- themereg schema 11: a digest of every stored fact a decision rests on, chained to what it
-- depends on (FactDigest in ThemeStore): an audit run's covers its version's content hash,
-- ruleset, profile, counts and every finding (findings_digest, which also names its Dynamic
-- Type tables, whose own row holds the digest of their JSON); an approval's covers its run and
-- waivers; a revocation's, its approval. Rows of an older registry get theirs when this
-- migration is applied (MigrationHistory), so no stored fact is without one afterwards; a
-- missing digest is damage.
ALTER TABLE audit_runs ADD COLUMN findings_digest BLOB;
ALTER TABLE audit_runs ADD COLUMN digest BLOB;
ALTER TABLE approvals ADD COLUMN digest BLOB;
ALTER TABLE revocations ADD COLUMN digest BLOB;
ALTER TABLE type_scales ADD COLUMN digest BLOB;
