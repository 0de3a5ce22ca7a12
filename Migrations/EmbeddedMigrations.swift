/// One SQL migration of the `Migrations/` folder, compiled into the binary.
public struct EmbeddedMigration: Sendable {
  /// The file name, e.g. `0001_versions.sql`; migrations apply in name order.
  public let name: String
  /// The SQL text.
  public let sql: String

  /// Creates a migration from its file name and bytes.
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.sql = String(decoding: bytes, as: UTF8.self)
  }
}

/// The migrations this build knows, in the order they apply.
public enum EmbeddedMigrations {
  /// Every migration, oldest first. A shipped file is never edited; add a new one instead.
  public static let all: [EmbeddedMigration] = [
    EmbeddedMigration(name: "0001_versions.sql", bytes: PackageResources._001_versions_sql),
    EmbeddedMigration(name: "0002_audits.sql", bytes: PackageResources._002_audits_sql),
    EmbeddedMigration(name: "0003_row_digests.sql", bytes: PackageResources._003_row_digests_sql),
    EmbeddedMigration(name: "0004_approvals.sql", bytes: PackageResources._004_approvals_sql),
    EmbeddedMigration(
      name: "0005_lean_finding_indexes.sql", bytes: PackageResources._005_lean_finding_indexes_sql),
    EmbeddedMigration(name: "0006_compact_findings.sql", bytes: PackageResources._006_compact_findings_sql),
    EmbeddedMigration(name: "0007_contrast_pairs.sql", bytes: PackageResources._007_contrast_pairs_sql),
    EmbeddedMigration(name: "0008_lean_storage.sql", bytes: PackageResources._008_lean_storage_sql),
    EmbeddedMigration(name: "0009_binary_keys.sql", bytes: PackageResources._009_binary_keys_sql),
    EmbeddedMigration(name: "0010_row_fingerprints.sql", bytes: PackageResources._010_row_fingerprints_sql),
    EmbeddedMigration(name: "0011_fact_digests.sql", bytes: PackageResources._011_fact_digests_sql),
    EmbeddedMigration(
      name: "0012_history_and_settings.sql", bytes: PackageResources._012_history_and_settings_sql),
    EmbeddedMigration(
      name: "0013_roles_and_signatures.sql", bytes: PackageResources._013_roles_and_signatures_sql),
    EmbeddedMigration(name: "0014_run_coverage.sql", bytes: PackageResources._014_run_coverage_sql),
    EmbeddedMigration(name: "0015_finding_spans.sql", bytes: PackageResources._015_finding_spans_sql),
    EmbeddedMigration(
      name: "0016_finding_stretches.sql", bytes: PackageResources._016_finding_stretches_sql),
    EmbeddedMigration(name: "0017_theme_summaries.sql", bytes: PackageResources._017_theme_summaries_sql),
  ]
}

extension EmbeddedMigrations {
  /// The PostgreSQL store's migrations (`Migrations/postgres/`), oldest first; never edited once shipped.
  public static let postgres: [EmbeddedMigration] = [
    EmbeddedMigration(name: "postgres/0001_schema.sql", bytes: PackageResources._001_schema_sql),
    EmbeddedMigration(name: "postgres/0002_pairs.sql", bytes: PackageResources._002_pairs_sql),
    EmbeddedMigration(name: "postgres/0003_lean_storage.sql", bytes: PackageResources._003_lean_storage_sql),
    EmbeddedMigration(name: "postgres/0004_binary_keys.sql", bytes: PackageResources._004_binary_keys_sql),
    EmbeddedMigration(
      name: "postgres/0005_row_fingerprints.sql", bytes: PackageResources._005_row_fingerprints_sql),
    EmbeddedMigration(
      name: "postgres/0006_uncompressed_blobs.sql", bytes: PackageResources._006_uncompressed_blobs_sql),
    EmbeddedMigration(name: "postgres/0007_fact_digests.sql", bytes: PackageResources._007_fact_digests_sql),
    EmbeddedMigration(
      name: "postgres/0008_history_and_settings.sql", bytes: PackageResources._008_history_and_settings_sql),
    EmbeddedMigration(
      name: "postgres/0009_roles_and_signatures.sql", bytes: PackageResources._009_roles_and_signatures_sql),
    EmbeddedMigration(name: "postgres/0010_run_coverage.sql", bytes: PackageResources._010_run_coverage_sql),
    EmbeddedMigration(name: "postgres/0011_finding_spans.sql", bytes: PackageResources._011_finding_spans_sql),
    EmbeddedMigration(
      name: "postgres/0012_finding_stretches.sql", bytes: PackageResources._012_finding_stretches_sql),
    EmbeddedMigration(
      name: "postgres/0013_theme_summaries.sql", bytes: PackageResources._013_theme_summaries_sql),
  ]
}
