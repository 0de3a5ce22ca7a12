import Foundation
import ThemeBackends
import ThemeStore

@testable import ThemePostgres

/// The store the backend-independent suites run against: SQLite by default, PostgreSQL when
/// `THEMEREG_TEST_BACKEND=postgres` (then `THEMEREG_TEST_POSTGRES_URL` names the server).
/// `Scripts/test` runs those suites once per backend, so every feature is proven on both.
public enum RegistryBackend: String, Sendable {
  /// The embedded SQLite file.
  case sqlite
  /// A PostgreSQL server.
  case postgres

  /// The backend of this test run.
  public static let current: RegistryBackend =
    ProcessInfo.processInfo.environment["THEMEREG_TEST_BACKEND"] == "postgres" ? .postgres : .sqlite

  /// The URL of the test server's database, when one is running.
  public static var postgresURL: String? {
    ProcessInfo.processInfo.environment["THEMEREG_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether a PostgreSQL test server is available (for the PostgreSQL-only suites).
  public static var hasPostgres: Bool { postgresURL != nil }

  /// The URL of a fresh, empty schema of the test server, and the schema's name.
  static func freshPostgresSchema() -> (url: String, schema: String) {
    guard let base = postgresURL else {
      fatalError("THEMEREG_TEST_POSTGRES_URL is not set; run the tests with Scripts/test, which starts a server")
    }
    let schema = "t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    return (base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema, schema)
  }

  /// The schema a test server URL's `search_path` names.
  public static func schema(of url: String) -> String? {
    url.firstMatch(of: #/search_path%3D(\w+)/#).map { String($0.1) }
  }

  /// Drops the test schemas `schemas` from the test server, tables and all. A long-lived
  /// development server otherwise collects every test's schema: at some 900 schemas and
  /// 110,000 relations a connection's first query took 35 ms. A schema still locked after a
  /// few seconds (a killed client's server process not yet gone) is left behind.
  static func dropSchemas(_ schemas: [String]) {
    guard !schemas.isEmpty, let base = postgresURL, let connection = try? PostgresConnection(url: base) else { return }
    _ = try? connection.execute("SET lock_timeout = '5s'", [:])
    for schema in schemas where schema.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
      _ = try? connection.execute("DROP SCHEMA IF EXISTS \(schema) CASCADE", [:])
    }
  }
}

extension TemporaryDirectory {
  /// Where a test's registry lives: a file in this folder, or a fresh schema on the test
  /// server when the run is against PostgreSQL.
  public func registry(_ name: String = "r.db") -> String {
    switch RegistryBackend.current {
    case .sqlite: file(name)
    case .postgres: postgresRegistry()
    }
  }
}

/// Plain SQL on either store, for tests that look at tables no public API exposes.
public enum StoreSQL {
  /// The first column of the first row as an integer.
  public static func int(_ store: any RegistryStore, _ sql: String) throws -> Int? {
    try rows(store, sql).first?.first.flatMap { $0 }.flatMap { Int($0) }
  }

  /// Every row, as text.
  public static func rows(_ store: any RegistryStore, _ sql: String) throws -> [[String?]] {
    try (store as? SQLStore)?.maintenanceRows(sql) ?? []
  }

  /// A content hash (`sha256:…`) as an SQL literal of its stored form (32 bytes) on this run's backend.
  public static func hashLiteral(_ hash: String) -> String {
    let hex = String(hash.dropFirst("sha256:".count))
    return RegistryBackend.current == .postgres ? "decode('\(hex)', 'hex')" : "X'\(hex)'"
  }

  /// Runs a statement.
  public static func execute(_ store: any RegistryStore, _ sql: String) throws {
    try (store as? SQLStore)?.maintenanceExecute(sql)
  }

  /// What a test compares to prove that nothing was written: a registry file's logical
  /// content read through SQLite (so writes still in its `-wal` file count too), or on
  /// PostgreSQL every table's row count and highest id; nil when there is no registry.
  public static func snapshot(_ location: String) -> [UInt8]? {
    guard StoreLocation.isServer(location) else { return SQLiteSnapshot.content(location) }
    guard let store = try? StoreLocation.open(location, create: false, now: "") else { return nil }
    let tables = [
      "themes", "documents", "versions", "colors", "typography_styles", "images", "icon_buttons", "media", "pairs",
      "current_row_digests", "type_scales", "audit_runs", "finding_series", "finding_subjects", "finding_texts",
      "findings", "approvals", "waivers",
      "revocations", "themereg_migrations",
    ]
    let counts = tables.map { table in
      let id =
        table == "themereg_migrations" || table == "current_row_digests" || table == "finding_texts"
        ? "0" : "coalesce(max(id), 0)"
      return (try? rows(store, "SELECT count(*), \(id) FROM \(table)"))?.first?.compactMap { $0 } ?? ["?"]
    }
    return Array(counts.map { $0.joined(separator: ",") }.joined(separator: ";").utf8)
  }

  /// Opens a store at `location` (a file or a `postgres://` URL).
  public static func open(_ location: String, create: Bool = true, now: String) throws -> any RegistryStore {
    try StoreLocation.open(location, create: create, now: now)
  }
}
