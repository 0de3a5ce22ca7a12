-- themereg PostgreSQL schema 10 (SQLite schema 14): each audit run records how many of the
-- theme's colours some contrast check measured, covered by the run's digest; NULL for runs
-- stored before it.
ALTER TABLE audit_runs ADD COLUMN coverage_colors integer CHECK (coverage_colors >= 0),
  ADD COLUMN coverage_checked integer CHECK (coverage_checked >= 0 AND coverage_checked <= coverage_colors);
