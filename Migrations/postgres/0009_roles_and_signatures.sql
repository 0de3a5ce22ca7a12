-- themereg PostgreSQL schema 9: the role that wrote each version, approval and revocation
-- (session_user, by default, so a role granted only the other columns cannot name another),
-- signed approvals and the record of trusted keys, as SQLite's 0013_roles_and_signatures.sql.
-- The default is set after the column is added so rows written before this schema stay NULL
-- (no role was recorded for them); adding it with the column would stamp the migrating role.
ALTER TABLE versions ADD COLUMN recorded_role text;
ALTER TABLE versions ALTER COLUMN recorded_role SET DEFAULT session_user;
ALTER TABLE approvals ADD COLUMN recorded_role text, ADD COLUMN signature text, ADD COLUMN signing_key text;
ALTER TABLE approvals ALTER COLUMN recorded_role SET DEFAULT session_user;
ALTER TABLE revocations ADD COLUMN recorded_role text;
ALTER TABLE revocations ALTER COLUMN recorded_role SET DEFAULT session_user;
CREATE TABLE trust_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  follows bigint NOT NULL UNIQUE,
  action text NOT NULL CHECK (action IN ('add', 'remove')),
  name text NOT NULL,
  public_key text NOT NULL,
  changed_by text NOT NULL,
  signature text,
  signing_key text,
  recorded_role text DEFAULT session_user,
  created_at text NOT NULL,
  digest bytea NOT NULL
);
