import ThemeMigrations
import ThemeModel

/// The rules both backends apply to a registry's applied migrations: each is known to this
/// build and unchanged since it shipped.
package enum MigrationHistory {
  /// The checksum recorded for `migration`: for a shipped migration the constant below (a test
  /// proves each equals its text's SHA-256), so opening a registry does not hash every
  /// migration again; for any other text, its SHA-256.
  package static func checksum(_ migration: EmbeddedMigration) -> String {
    if let shipped = shippedChecksums[migration.name], shippedText(migration.name) == migration.sql { return shipped }
    return computedChecksum(migration)
  }

  /// `sha256:` and the hex SHA-256 of the migration's text.
  package static func computedChecksum(_ migration: EmbeddedMigration) -> String {
    ContentHash(of: Array(migration.sql.utf8)).description
  }

  /// The text this build embeds under `name`.
  static func shippedText(_ name: String) -> String? { shippedTexts[name] }

  private static let shippedTexts = Dictionary(
    uniqueKeysWithValues: (EmbeddedMigrations.all + EmbeddedMigrations.postgres).map { ($0.name, $0.sql) })

  /// The SHA-256 of every shipped migration, fixed when it shipped (migrations never change).
  package static let shippedChecksums: [String: String] = [
    "0001_versions.sql": "sha256:5244586025630f9837c2b475536f3775ddb78274499b37a445560002fbc45a49",
    "0002_audits.sql": "sha256:d9387e255ea655fcecc7dbe070e627ccb87a951326e152b7017bf6742b8db37f",
    "0003_row_digests.sql": "sha256:9a06ac2c2315da03027ceb91ea95e57c42c71167d2151db33836cfd054a98455",
    "0004_approvals.sql": "sha256:ed92f687067cb9d673d71aec02d168899db18d19e530849eaafae5bd7c94a391",
    "0005_lean_finding_indexes.sql": "sha256:bbff33f269bf5b38dab1fcbbc06cd4c4215587f186b5aa31b6cc62da51c13445",
    "0006_compact_findings.sql": "sha256:a15bd9b76a8724af61ce9c64bd49e2eca995fd33487ed53bbba30b3037308b41",
    "0007_contrast_pairs.sql": "sha256:2d5a37ae8e42ced54339820594e1a0d5bb96bc4f42736d4c3c346fe101a30414",
    "0008_lean_storage.sql": "sha256:0772fb12ec3d518be12bea603c8978a078d03df06f86854b98fe7d673f07fb8c",
    "0009_binary_keys.sql": "sha256:ef975e56338f779385c54cc3afa2811a0e14f15ced0ed409c95ed950cb90fdaf",
    "0010_row_fingerprints.sql": "sha256:b10be97d0e2481bea39743e050a84fc3f09e894a36eab4e890b736f1574954e6",
    "0011_fact_digests.sql": "sha256:3965931a6a01fa7e5ea20574bceea629f671e79ccea5f394af85c264a59cb67f",
    "0012_history_and_settings.sql": "sha256:b0e5415f1922e6f7d8c67e9a1f22ebc2a7063248cc6f26d039cbf4210ef249a9",
    "0013_roles_and_signatures.sql": "sha256:21240988970deda9207271dc819bfb7a79684b1f3f6c0ed57f81a6477ea2aca5",
    "0014_run_coverage.sql": "sha256:602a5ad573dab200ab17721204e1681433e156999ae1010fab238548989a76a7",
    "0015_finding_spans.sql": "sha256:add5e91af3aaf10f3d5f28bd32ee2d027820554b5cc6aab173d989e731b322e9",
    "0016_finding_stretches.sql": "sha256:c77acc75c5212cb44c6ce4d684be823f4445b057b0f3556deadb8f8ffbdfdbd7",
    "0017_theme_summaries.sql": "sha256:15bb7bcec328b3ff7990dada6c556761028492ca7b98e91f83a8087f9351b8dd",
    "postgres/0001_schema.sql": "sha256:29355341c7fb15fafec3921fb4b85afee30a6e710c33f8c38bbd86b845cf7757",
    "postgres/0002_pairs.sql": "sha256:dd925b28aadebaa778060d80273ccef644bf8d4d5c8df082c20aa544236ca349",
    "postgres/0003_lean_storage.sql": "sha256:d398d9aa05c156f645799860d0787b12193608bb1e03287ec8938400b4044b16",
    "postgres/0004_binary_keys.sql": "sha256:8f720a5f1bc80778c3e27104be6171eba0c897b8df5f9edb4b642f0e97428857",
    "postgres/0005_row_fingerprints.sql": "sha256:f09ac6c549142b7819c76de0a7331e1787777cfda8465cb75849ecda92d05060",
    "postgres/0006_uncompressed_blobs.sql": "sha256:4364e1ee19cb98f49bfaec0963b1f95fdfa20ed94d75cf9a863830c35716afbb",
    "postgres/0007_fact_digests.sql": "sha256:46d30461d5ceb6e8af755d73ceba59eda083b19fef16e86f18ad6b11752929f8",
    "postgres/0008_history_and_settings.sql": "sha256:3dd797ceb18fabe2c945bf149ff3a70c81093e82ad1e04fe752d6c2f5704856c",
    "postgres/0009_roles_and_signatures.sql": "sha256:013e0562cad1485b014dbe714dc495553f4b194f6440c43e1f2631f973f19f07",
    "postgres/0010_run_coverage.sql": "sha256:15f27666fcb39467d84613a0a94c5dbbd7e0ad1e5c3503f0f3beabf9ec59344e",
    "postgres/0011_finding_spans.sql": "sha256:2bf77e97a0f3f312e35273407df640ffaf0a1cce4ea6451f40a8cd098893e8a9",
    "postgres/0012_finding_stretches.sql": "sha256:95b93ed3cfd9d14a87cd287aabb2ce1fcc08337daf80071735d37025ba6b93f9",
    "postgres/0013_theme_summaries.sql": "sha256:00a76c3f6463f9f32a0dc7adbfcc43f1123eb790bff973bb5bda70e0befc5d6d",
  ]

  /// The migrations that add the digest columns of stored facts (`FactDigest`): rows already
  /// there get their digests in the transaction that applies them.
  static let factDigestMigrations: Set<String> = ["0011_fact_digests.sql", "postgres/0007_fact_digests.sql"]

  /// The migrations that add `finding_stretches`: the stretches of the intervals already
  /// there are stored in the transaction that applies them.
  static let stretchMigrations: Set<String> = ["0016_finding_stretches.sql", "postgres/0012_finding_stretches.sql"]

  /// The migrations that add `theme_summaries`: every theme's row is derived in the
  /// transaction that applies them, after the digests it copies.
  static let summaryMigrations: Set<String> = ["0017_theme_summaries.sql", "postgres/0013_theme_summaries.sql"]

  /// Refuses a registry with unknown (newer) or edited migrations.
  package static func verify(_ applied: [String: String], known: [EmbeddedMigration], path: String)
    throws(StoreError)
  {
    let knownByName = Dictionary(uniqueKeysWithValues: known.map { ($0.name, $0) })
    for name in applied.keys.sorted() {
      guard let migration = knownByName[name] else { throw .newerSchema(path: path, migration: name) }
      if applied[name] != checksum(migration) { throw .editedMigration(path: path, migration: name) }
    }
  }
}

extension MigrationHistory {
  /// Applies every pending migration of `known` on `connection` and records it, all in one
  /// transaction (both engines' DDL is transactional), so an upgrade or a new registry that is
  /// cut short leaves the schema as it was; safe when several processes start at once, as the
  /// transaction reads what is applied once it holds the engine's lock.
  ///
  /// `begin` runs first in the transaction (taking a lock, marking the database as a
  /// registry); `recorded` runs after a migration is recorded, with how many are applied now;
  /// `finish` runs after the last one, before the transaction commits (checks that hold only
  /// for the whole upgrade).
  package static func migrate(
    _ connection: any SQLConnection, known: [EmbeddedMigration], now: String, path: String,
    begin: () throws -> Void = {}, recorded: (Int) throws -> Void = { _ in }, finish: () throws -> Void = {}
  ) throws {
    let table = connection.dialect.migrationsTable
    try connection.transaction {
      try begin()
      try connection.maintenanceExecute(connection.dialect.migrationsTableDefinition)
      var applied: [String: String] = [:]
      try connection.forEachRow("SELECT name, checksum FROM \(table)", [:]) {
        applied[$0.string("name")] = $0.string("checksum")
      }
      try verify(applied, known: known, path: path)
      var count = applied.count
      var addsFactDigests = false
      var addsStretches = false
      var addsSummaries = false
      for migration in known where applied[migration.name] == nil {
        addsFactDigests = addsFactDigests || factDigestMigrations.contains(migration.name)
        addsStretches = addsStretches || stretchMigrations.contains(migration.name)
        addsSummaries = addsSummaries || summaryMigrations.contains(migration.name)
        do {
          try connection.maintenanceExecute(migration.sql)
        } catch {
          // What the engine refused in the registry's own data (a constraint, a value); a lock,
          // a lost connection or a read-only file keep their own error.
          switch connection.storeError(error) {
          case .database(_, let message)?, .server(_, let message)?:
            throw StoreError.upgradeStopped(path: path, migration: migration.name, reason: message)
          default: throw error
          }
        }
        try connection.execute(
          "INSERT INTO \(table) (name, checksum, applied_at) VALUES (:name, :checksum, :now)",
          ["name": .text(migration.name), "checksum": .text(checksum(migration)), "now": .text(now)])
        count += 1
        try recorded(count)
      }
      // Rows of an older registry get the digests its new columns hold, in the same transaction.
      if addsFactDigests { try SQLStore(connection: connection).backfillFactDigests() }
      if addsStretches { try SQLStore(connection: connection).backfillStretches() }
      if addsSummaries { try SQLStore(connection: connection).backfillSummaries() }
      try finish()
    }
  }
}
