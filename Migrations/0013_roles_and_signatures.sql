-- themereg schema 13: who the server says wrote each fact, and signed approvals.
-- `recorded_role` is the database role that wrote a version, approval or revocation: on
-- PostgreSQL its session_user, the column's default, which the roles of
-- Scripts/postgres-roles.sql cannot set themselves; NULL on SQLite, which has no roles.
-- An approval's `signature` is OpenSSH's armored signature (ssh-keygen -Y sign, namespace
-- themereg-approval) of its statement, and `signing_key` the public key that made it; the
-- approval's digest covers both and the role. `trust_changes` records, oldest first, every
-- key added to or removed from the keys trusted to sign, each change's digest chained to the
-- one before it (`follows`, unique, so two changes made at once cannot both follow the same
-- one; 0 for the first); once a key is trusted, a change is signed by a trusted key
-- (namespace themereg-trust).
ALTER TABLE versions ADD COLUMN recorded_role TEXT;
ALTER TABLE approvals ADD COLUMN recorded_role TEXT;
ALTER TABLE approvals ADD COLUMN signature TEXT;
ALTER TABLE approvals ADD COLUMN signing_key TEXT;
ALTER TABLE revocations ADD COLUMN recorded_role TEXT;
CREATE TABLE trust_changes (
  id INTEGER PRIMARY KEY,
  follows INTEGER NOT NULL UNIQUE,
  action TEXT NOT NULL CHECK (action IN ('add', 'remove')),
  name TEXT NOT NULL,
  public_key TEXT NOT NULL,
  changed_by TEXT NOT NULL,
  signature TEXT,
  signing_key TEXT,
  recorded_role TEXT,
  created_at TEXT NOT NULL,
  digest BLOB NOT NULL
) STRICT;
