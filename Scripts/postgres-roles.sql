-- Roles for a team's themereg registry on PostgreSQL. Run it as the registry's owner (the role
-- that ran `themereg init`), in the registry's database, naming the registry's schema:
--
--   psql "$URL" -v schema=public -f Scripts/postgres-roles.sql
--
-- then give each person's login one or more of the roles:
--
--   CREATE ROLE alice LOGIN PASSWORD '…';  GRANT themereg_committer TO alice;
--   CREATE ROLE bob LOGIN PASSWORD '…';    GRANT themereg_approver TO bob;
--
-- themereg_reader     reads everything and writes nothing (log, show, diff, audit, export).
-- themereg_committer  reads, and commits: new versions, their documents, audit runs and rows.
--                     It cannot insert approvals, waivers or revocations.
-- themereg_approver   reads, and approves, waives and revokes. It cannot commit.
--
-- Nobody but the owner can change or delete history: the roles may only set the columns a
-- commit or an approval moves forward (a row's `until` when a newer version replaces it, the
-- theme's latest version, a digest written once), and the stored facts carry digests that
-- every read checks. Registry settings (policy, pairs) stay the owner's. The script can be run
-- again; it grants the same privileges.

\set ON_ERROR_STOP on

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'themereg_reader') THEN
    CREATE ROLE themereg_reader NOLOGIN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'themereg_committer') THEN
    CREATE ROLE themereg_committer NOLOGIN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'themereg_approver') THEN
    CREATE ROLE themereg_approver NOLOGIN;
  END IF;
END
$$;

GRANT themereg_reader TO themereg_committer, themereg_approver;

GRANT USAGE ON SCHEMA :"schema" TO themereg_reader;
GRANT SELECT ON ALL TABLES IN SCHEMA :"schema" TO themereg_reader;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA :"schema" TO themereg_committer, themereg_approver;

SET search_path TO :"schema";

-- The role that wrote a version, an approval, a revocation or a trust change is recorded by its
-- column's default (session_user): no role below may set recorded_role itself, so each of
-- those tables is granted column by column. (A table-wide grant of an earlier run is revoked.)
REVOKE INSERT ON versions, approvals, revocations, trust_changes FROM themereg_committer, themereg_approver;

-- Committing: a version, its document, its audit run and findings, and its rows.
GRANT INSERT (theme_id, number, parent_id, document_id, author, message, created_at, authored_at, provenance)
  ON versions TO themereg_committer;
GRANT INSERT ON themes, documents, audit_runs, type_scales, finding_series, finding_subjects,
  finding_texts, findings, finding_stretches, colors, typography_styles, images, icon_buttons, media, pairs,
  current_row_digests TO themereg_committer;
GRANT UPDATE (until) ON colors, typography_styles, images, icon_buttons, media, pairs, findings
  TO themereg_committer;
GRANT UPDATE (until, last_id) ON finding_stretches TO themereg_committer;
GRANT UPDATE (latest_version) ON themes TO themereg_committer;
-- A document stored as a delta of its successor, and the digests a commit writes once.
GRANT UPDATE (base_id, body, depth) ON documents TO themereg_committer;
GRANT UPDATE (type_scale_id, findings_digest, digest) ON audit_runs TO themereg_committer;
GRANT UPDATE (digest) ON type_scales TO themereg_committer;
GRANT UPDATE (digest, fingerprints) ON current_row_digests TO themereg_committer;
-- Re-auditing a version rewrites the findings of that run's series (a run is a fact of the
-- audit, not of the version; the version's digest does not cover them).
GRANT DELETE ON findings, finding_texts, finding_stretches TO themereg_committer;
-- Each theme's row of `list` is rewritten by every commit and every audit run stored (schema 13).
-- `list` refuses a row that is not of the latest version or whose run fails its digest, and
-- `check` compares every row with what it is derived from.
GRANT INSERT, DELETE ON theme_summaries TO themereg_committer, themereg_approver;

-- Approving, waiving, revoking. `approve` audits a version that has no run of the ruleset yet,
-- so it writes audit runs too.
GRANT INSERT (version_id, audit_run_id, approved_by, note, created_at, digest, signature, signing_key)
  ON approvals TO themereg_approver;
GRANT INSERT (approval_id, revoked_by, reason, created_at, digest) ON revocations TO themereg_approver;
GRANT INSERT ON waivers, audit_runs, type_scales, finding_series, finding_subjects, finding_texts, findings,
  finding_stretches TO themereg_approver;
-- The trusted signing keys: once one is trusted, a change must be signed by a trusted key,
-- which themereg checks again on every read, so granting the insert grants no trust by itself.
GRANT INSERT (follows, action, name, public_key, changed_by, signature, signing_key, created_at, digest)
  ON trust_changes TO themereg_approver;
GRANT UPDATE (digest) ON approvals, revocations TO themereg_approver;
GRANT UPDATE (type_scale_id, findings_digest, digest) ON audit_runs TO themereg_approver;
GRANT UPDATE (digest) ON type_scales TO themereg_approver;
GRANT UPDATE (until) ON findings TO themereg_approver;
GRANT UPDATE (until, last_id) ON finding_stretches TO themereg_approver;
-- An approval locks its theme's row (SELECT … FOR UPDATE, which PostgreSQL allows only to a
-- role that may update a column of it), so that it and a commit are serialised. The trigger
-- below lets nobody set a latest version other than the newest version's number.
GRANT UPDATE (latest_version) ON themes TO themereg_approver;

CREATE OR REPLACE FUNCTION themereg_latest_is_newest() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  IF NEW.latest_version IS DISTINCT FROM OLD.latest_version
    AND NEW.latest_version IS DISTINCT FROM (SELECT max(number) FROM versions WHERE theme_id = NEW.id) THEN
    RAISE EXCEPTION 'a theme''s latest version is its newest version''s number'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS themereg_latest_is_newest ON themes;
CREATE TRIGGER themereg_latest_is_newest BEFORE UPDATE OF latest_version ON themes
  FOR EACH ROW EXECUTE FUNCTION themereg_latest_is_newest();
