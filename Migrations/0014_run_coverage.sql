-- themereg schema 14: each audit run records how many of the theme's colours some contrast
-- check measured (`coverage_colors`, `coverage_checked`), so `list` shows coverage from the
-- stored run instead of auditing every theme's latest document again. The run's digest covers
-- both; runs stored before this migration keep NULL (and the digest they were given), and
-- `list` computes theirs from the document as before.
ALTER TABLE audit_runs ADD COLUMN coverage_colors INTEGER CHECK (coverage_colors >= 0);
ALTER TABLE audit_runs ADD COLUMN coverage_checked INTEGER
  CHECK (coverage_checked >= 0 AND coverage_checked <= coverage_colors);
