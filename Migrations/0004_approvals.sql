-- themereg schema 4: approvals of versions, their waivers, and revocations. Nothing here is
-- ever updated or deleted: a revocation is a row of its own.

CREATE TABLE approvals (
  id INTEGER PRIMARY KEY,
  version_id INTEGER NOT NULL REFERENCES versions (id),
  audit_run_id INTEGER NOT NULL REFERENCES audit_runs (id),
  approved_by TEXT NOT NULL,
  note TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX approvals_by_version ON approvals (version_id);

-- An error finding accepted on purpose: `key` is the rule id or subject the approver named,
-- `reason` why it is acceptable.
CREATE TABLE waivers (
  id INTEGER PRIMARY KEY,
  approval_id INTEGER NOT NULL REFERENCES approvals (id),
  key TEXT NOT NULL,
  reason TEXT NOT NULL CHECK (length(trim(reason)) > 0)
) STRICT;
CREATE INDEX waivers_by_approval ON waivers (approval_id);

CREATE TABLE revocations (
  id INTEGER PRIMARY KEY,
  approval_id INTEGER NOT NULL UNIQUE REFERENCES approvals (id),
  revoked_by TEXT NOT NULL,
  reason TEXT NOT NULL CHECK (length(trim(reason)) > 0),
  created_at TEXT NOT NULL
) STRICT;
