// swift-tools-version:6.0
import Foundation
import PackageDescription

// Release builds of the CLI on Linux link libstdc++, SQLite and zlib from their static archives:
// loading and relocating the three shared libraries was about a third of every command's
// start-up (3.6 → 2.2 ms for `--version`). The toolchain asks for `-lstdc++` before any flag a
// package can add, so the folder below holds linker scripts named like the shared libraries
// that point the linker at the archives instead (`-L` applies to every `-l`). Taken only where
// all three archives are installed (Debian and Ubuntu's -dev packages ship them); elsewhere the
// build links the shared libraries as before.
let staticLinkFolder = Context.packageDirectory + "/Sources/themereg/StaticLibraries"
let staticArchivesInstalled: Bool = {
  #if arch(x86_64)
    let multiarch = "/usr/lib/x86_64-linux-gnu"
  #elseif arch(arm64)
    let multiarch = "/usr/lib/aarch64-linux-gnu"
  #else
    return false
  #endif
  let files = FileManager.default
  let gccBase = multiarch.replacingOccurrences(of: "/usr/lib/", with: "/usr/lib/gcc/")
  let gccFolders = (try? files.contentsOfDirectory(atPath: gccBase)) ?? []
  return files.fileExists(atPath: multiarch + "/libsqlite3.a") && files.fileExists(atPath: multiarch + "/libz.a")
    && gccFolders.contains { files.fileExists(atPath: "\(gccBase)/\($0)/libstdc++.a") }
}()

let package = Package(
  name: "themereg",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "themereg", targets: ["themereg"]),
    .library(name: "ThemeRegistry", targets: ["ThemeRegistry"]),
  ],
  targets: [
    // System libraries (Debian: libsqlite3-dev, libssl-dev, zlib1g-dev, libpq-dev).
    .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "CCrypto", path: "Sources/CCrypto", providers: [.apt(["libssl-dev"])]),
    .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CPostgres", path: "Sources/CPostgres", providers: [.apt(["libpq-dev"])]),
    .systemLibrary(name: "CICU", path: "Sources/CICU", providers: [.apt(["libicu-dev"])]),
    // The C library's calls that its Swift module leaves out (Linux `syncfs`).
    .systemLibrary(name: "CSystem", path: "Sources/CSystem"),

    // Model: theme documents, JSON, validation, canonical form, hashing. No I/O.
    .target(name: "ThemeModel", dependencies: ["CCrypto"]),
    // Identity: people's names compared as people read them (ICU's UTS #39 spoof checker).
    .target(name: "ThemeIdentity", dependencies: ["ThemeModel", "CICU"]),
    // Audit: accessibility rules as pure functions of a theme. No I/O.
    .target(name: "ThemeAudit", dependencies: ["ThemeModel"]),
    // The SQL migrations of the top-level Migrations/ folder, embedded in the binary.
    .target(
      name: "ThemeMigrations",
      path: "Migrations",
      sources: ["EmbeddedMigrations.swift"],
      resources: [
        .embedInCode("0001_versions.sql"),
        .embedInCode("0002_audits.sql"),
        .embedInCode("0003_row_digests.sql"),
        .embedInCode("0004_approvals.sql"),
        .embedInCode("0005_lean_finding_indexes.sql"),
        .embedInCode("0006_compact_findings.sql"),
        .embedInCode("0007_contrast_pairs.sql"),
        .embedInCode("0008_lean_storage.sql"),
        .embedInCode("0009_binary_keys.sql"),
        .embedInCode("0010_row_fingerprints.sql"),
        .embedInCode("0011_fact_digests.sql"),
        .embedInCode("0012_history_and_settings.sql"),
        .embedInCode("0013_roles_and_signatures.sql"),
        .embedInCode("0014_run_coverage.sql"),
        .embedInCode("0015_finding_spans.sql"),
        .embedInCode("0016_finding_stretches.sql"),
        .embedInCode("0017_theme_summaries.sql"),
        .embedInCode("postgres/0001_schema.sql"),
        .embedInCode("postgres/0002_pairs.sql"),
        .embedInCode("postgres/0003_lean_storage.sql"),
        .embedInCode("postgres/0004_binary_keys.sql"),
        .embedInCode("postgres/0005_row_fingerprints.sql"),
        .embedInCode("postgres/0006_uncompressed_blobs.sql"),
        .embedInCode("postgres/0007_fact_digests.sql"),
        .embedInCode("postgres/0008_history_and_settings.sql"),
        .embedInCode("postgres/0009_roles_and_signatures.sql"),
        .embedInCode("postgres/0010_run_coverage.sql"),
        .embedInCode("postgres/0011_finding_spans.sql"),
        .embedInCode("postgres/0012_finding_stretches.sql"),
        .embedInCode("postgres/0013_theme_summaries.sql"),
      ]
    ),
    // Store: the contract, and its algorithms written once over a connection abstraction.
    // Knows tables, not rules.
    .target(name: "ThemeStore", dependencies: ["ThemeModel", "ThemeMigrations", "CZlib"]),
    // The store's connection on an embedded SQLite file, its dialect and migrations.
    .target(name: "ThemeSQLite", dependencies: ["ThemeModel", "ThemeMigrations", "ThemeStore", "CSQLite"]),
    // The store's connection on a PostgreSQL server (libpq), for a team's shared registry.
    .target(name: "ThemePostgres", dependencies: ["ThemeModel", "ThemeMigrations", "ThemeStore", "CPostgres"]),
    // The one place that picks a backend for a registry location.
    .target(name: "ThemeBackends", dependencies: ["ThemeStore", "ThemeSQLite", "ThemePostgres"]),
    // Files: the one file type exports and the report produce, and escaping for the formats
    // they write (XML, Swift, Kotlin, CSS), shared without a sideways arrow between them.
    .target(name: "ThemeFiles"),
    // Formats: importers and exporters, pure (files as values, no I/O), a folder per format
    // (DTCG/, CSS/, Android/, AssetCatalog/, Apple/, Compose/, Figma/, StyleDictionary/,
    // TokensStudio/) holding its reader and its writer.
    .target(name: "ThemeExport", dependencies: ["ThemeModel", "ThemeFiles"]),
    // Report: a static HTML site of a theme, its audit and history. Pure: pages as files.
    .target(name: "ThemeReport", dependencies: ["ThemeModel", "ThemeAudit", "ThemeFiles"]),
    // Registry: the service that combines store, audit, export and report.
    .target(
      name: "ThemeRegistry",
      dependencies: [
        "ThemeModel", "ThemeAudit", "ThemeStore", "ThemeBackends", "ThemeFiles", "ThemeExport", "ThemeReport",
        "ThemeIdentity", "CSystem",
      ]),
    // CLI: argument parsing, output formatting, exit codes. Every target lists what it imports.
    .target(
      name: "ThemeCLI",
      dependencies: ["ThemeModel", "ThemeAudit", "ThemeFiles", "ThemeExport", "ThemeStore", "ThemeRegistry"]),
    .executableTarget(
      name: "themereg", dependencies: ["ThemeCLI"], exclude: ["StaticLibraries"],
      linkerSettings: staticArchivesInstalled
        ? [.unsafeFlags(["-L", staticLinkFolder], .when(platforms: [.linux], configuration: .release))] : []),
    // Benchmarks run by Scripts/bench (release build).
    .executableTarget(
      name: "themereg-bench",
      dependencies: ["ThemeRegistry", "ThemeAudit", "ThemeModel", "ThemeStore", "ThemeBackends", "ThemeExport"]),

    // Shared by the test targets: sample themes and temporary folders.
    .target(
      name: "ThemeTestSupport",
      dependencies: ["ThemeModel", "ThemeStore", "ThemeSQLite", "ThemePostgres", "ThemeBackends"],
      path: "Tests/ThemeTestSupport"),
    .testTarget(name: "ThemeModelTests", dependencies: ["ThemeModel", "ThemeTestSupport"]),
    .testTarget(name: "ThemeAuditTests", dependencies: ["ThemeModel", "ThemeAudit", "ThemeTestSupport"]),
    .testTarget(
      name: "ThemeStoreTests",
      dependencies: ["ThemeModel", "ThemeStore", "ThemeSQLite", "ThemePostgres", "ThemeMigrations", "ThemeTestSupport"]),
    .testTarget(
      name: "ThemeExportTests",
      dependencies: ["ThemeModel", "ThemeAudit", "ThemeFiles", "ThemeExport", "ThemeTestSupport"]),
    .testTarget(
      name: "ThemeReportTests",
      dependencies: ["ThemeModel", "ThemeAudit", "ThemeFiles", "ThemeExport", "ThemeReport", "ThemeTestSupport"]),
    .testTarget(
      name: "ThemeRegistryTests",
      dependencies: [
        "ThemeModel", "ThemeAudit", "ThemeFiles", "ThemeExport", "ThemeStore", "ThemeRegistry", "ThemeIdentity",
        "ThemeTestSupport",
      ]),
    .testTarget(
      name: "ThemeCLITests",
      dependencies: [
        "ThemeModel", "ThemeAudit", "ThemeExport", "ThemeMigrations", "ThemeStore", "ThemeSQLite", "ThemePostgres",
        "ThemeRegistry", "ThemeCLI", "ThemeTestSupport", "themereg",
      ]),
  ]
)
