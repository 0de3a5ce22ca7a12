import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeRegistry
@testable import ThemeStore

@Suite("Copying a registry (migrate-to)")
struct MigrateToTests {
  let folder = TemporaryDirectory()

  /// A registry with two themes, a rerun under a second ruleset, waived and revoked approvals.
  func populated(_ location: String) throws -> Registry {
    let registry = try Registry.open(path: location, create: true)
    let colors = ["#000000", "#8A8A8A", "#999999", "#000000"]
    for (index, color) in colors.enumerated() {
      _ = try registry.commit(
        bytes: SampleThemes.bytes(SampleThemes.minimal(text: color)), author: "dev\(index)", message: "v\(index + 1)")
    }
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "alice", message: "rich")
    _ = try registry.approve(VersionReference(theme: "mini", number: 1), by: "lead", note: "first")
    _ = try registry.approve(
      VersionReference(theme: "mini", number: 2), by: "lead",
      waivers: [ApprovalRecord.Waiver(key: "contrast.text", reason: "brand grey, tracked in DS-12")])
    _ = try registry.revoke(VersionReference(theme: "mini", number: 2), by: "auditor", reason: "the waiver expired")
    registry.ruleset = "a11y/3-test"
    _ = try registry.rerunAudits(theme: nil)
    return registry
  }

  /// Everything a user can read from a registry, for comparing two of them.
  func contents(_ registry: Registry) throws -> [String] {
    var lines: [String] = []
    for summary in try registry.list() {
      let theme = summary.latest.theme
      lines.append("\(summary)")
      lines += try registry.log(theme: theme).map { "\($0)" }
      lines += try registry.approvals(theme: theme).map { "\($0)" }
      for number in 1...summary.latest.number {
        lines += try registry.store.auditRuns(theme: theme, number: number).map {
          "\(theme)@\(number) \($0.summary) \($0.findings) \($0.typeScaleKey ?? "-") \($0.typeScaleJSON?.count ?? 0)"
        }
        lines += try registry.store.normalizedRows(theme: theme, number: number)
      }
      for ruleset in ["a11y/3", "a11y/3-test"] {
        lines += try registry.history(HistoryFilter(theme: theme, ruleset: ruleset)).map { "\($0)" }
      }
    }
    return lines
  }

  @Test(.enabled(if: RegistryBackend.hasPostgres, "needs the PostgreSQL test server"))
  func roundTripThroughPostgresReproducesEverything() throws {
    let source = try populated(folder.file("laptop.db"))
    let server = folder.postgresRegistry()
    let there = try source.migrate(to: server)
    #expect(there.themes == 2)
    #expect(there.versions == 5)
    #expect(there.auditRuns == 10)
    #expect(there.approvals == 2)
    #expect(there.revocations == 1)
    let onServer = try Registry.open(path: server)
    let back = try onServer.migrate(to: folder.file("back.db"))
    #expect(back.versions == 5)
    let returned = try Registry.open(path: folder.file("back.db"))
    let expected = try contents(source)
    #expect(expected.count > 40)
    #expect(try contents(onServer) == expected)
    #expect(try contents(returned) == expected)
    for registry in [source, onServer, returned] {
      #expect(try registry.check().isEmpty)
    }
  }

  @Test(.enabled(if: RegistryBackend.hasPostgres, "needs the PostgreSQL test server"))
  func aCopyThatCannotFinishSaysWhereItStoppedAndLeavesTheSourceAlone() throws {
    // An older registry may hold text PostgreSQL cannot store (NUL); the copy must stop, not truncate.
    let file = folder.file("old.db")
    let source = try populated(file)
    let document = try ThemeDocument(
      bytes: SampleThemes.bytes(
        SampleThemes.setting(SampleThemes.rich(), "images.logo.accessibilityLabel", to: "A\u{0}")))
    _ = try source.store.commit(
      PreparedCommit(document: document, author: "old", message: "m", createdAt: "2020-01-01T00:00:00.000Z", audit: nil)
    )
    let before = StoreSQL.snapshot(file)
    let target = folder.postgresRegistry()
    #expect {
      _ = try source.migrate(to: target)
    } throws: { error in
      let text = "\(error)"
      return text.contains("stopped after 1 version(s)") && text.contains("cannot store a value it was given")
        && text.contains("PostgreSQL cannot store") && !text.contains("run 'themereg check'")
        && text.hasSuffix("nothing of it was kept")
    }
    #expect(StoreSQL.snapshot(file) == before)
    // The one version that had arrived was rolled back with the rest.
    let left = try Registry.open(path: target)
    #expect(try left.list().isEmpty)
    #expect(try left.check().isEmpty)
  }

  @Test func aFileCopyThatStopsLeavesNoFile() throws {
    let source = try populated(folder.registry())
    // mini@1's stored document is forged (stored whole, so nothing else reads through it), so
    // the copy stops there, after acme-chat@1.
    let store = source.store
    let hash = try #require(try store.version(theme: "mini", number: 1)?.contentHash)
    let other = try #require(try store.version(theme: "acme-chat", number: 1)?.contentHash)
    try StoreSQL.execute(
      store,
      "UPDATE documents SET body = (SELECT body FROM documents WHERE content_hash = \(StoreSQL.hashLiteral(other.description))), "
        + "byte_count = (SELECT byte_count FROM documents WHERE content_hash = \(StoreSQL.hashLiteral(other.description))), "
        + "base_id = NULL, depth = 0 WHERE content_hash = \(StoreSQL.hashLiteral(hash.description))")
    let target = folder.file("copy.db")
    #expect {
      _ = try source.migrate(to: target)
    } throws: { error in
      "\(error)".contains("stopped after 1 version(s)") && "\(error)".contains("mini@1 is damaged")
    }
    #expect(!FileManager.default.fileExists(atPath: target))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.contains("partial") })
  }

  @Test func copiesToTheOtherKindOfStoreOrAFile() throws {
    let source = try populated(folder.registry())
    let summary = try source.migrate(to: folder.file("copy.db"))
    #expect(summary.versions == 5)
    #expect(try contents(Registry.open(path: folder.file("copy.db"))) == contents(source))
  }

  @Test func aTargetThatHoldsThemesIsRefusedAndLeftAlone() throws {
    let source = try populated(folder.registry())
    let target = try Registry.open(path: folder.file("busy.db"), create: true)
    _ = try target.commit(bytes: SampleThemes.bytes(SampleThemes.minimal(name: "other")), author: "x", message: "m")
    let before = StoreSQL.snapshot(folder.file("busy.db"))
    #expect {
      _ = try source.migrate(to: folder.file("busy.db"))
    } throws: { error in
      "\(error)".contains("already holds 1 theme(s) (other)")
    }
    #expect(StoreSQL.snapshot(folder.file("busy.db")) == before)
  }

  @Test func copyingARegistryOntoItselfIsRefused() throws {
    let file = folder.file("self.db")
    let source = try populated(file)
    let before = StoreSQL.snapshot(file)
    #expect {
      _ = try source.migrate(to: file)
    } throws: { error in
      "\(error)".contains("is this registry; name another file or database")
    }
    #expect(StoreSQL.snapshot(file) == before)
  }
}

extension RegistryReader {
  /// Every normalized row of a version, as text, table by table.
  func normalizedRows(theme: String, number: Int) throws -> [String] {
    let store = try #require(self as? SQLStore)
    return try SQLStore.normalizedTableNames.map { table in
      "\(theme)@\(number) \(table): \(try store.rows(theme: theme, number: number, table: table))"
    }
  }
}
