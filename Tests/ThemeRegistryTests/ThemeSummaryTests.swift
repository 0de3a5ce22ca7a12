import Foundation
import Testing
import ThemeAudit
import ThemeModel
import ThemeTestSupport

@testable import ThemeRegistry

/// `list` reads each theme's stored summary row, which every write that moves a theme's latest
/// version or adds an audit run stores in its transaction. After each such write the rows are
/// what the versions and runs derive (`check` compares them) and `list` shows the newest.
/// Runs on both backends.
@Suite("Theme summaries")
struct ThemeSummaryTests {
  let folder = TemporaryDirectory()

  /// `mini` at #777777 (fails AA on white) then #111111 (passes), and `other` once.
  private func committed(at path: String) throws -> Registry {
    let registry = try Registry.open(path: path, create: true)
    for (author, color) in [("ann", "#777777"), ("bob", "#111111")] {
      _ = try registry.commit(
        bytes: SampleThemes.bytes(SampleThemes.minimal(text: color)), author: author, message: "text \(color)")
    }
    _ = try registry.commit(
      bytes: SampleThemes.bytes(SampleThemes.minimal(name: "other", text: "#777777")), author: "cy", message: "faint")
    return registry
  }

  @Test func aCommitStoresItsThemesSummary() throws {
    let registry = try committed(at: folder.registry())
    let listed = try registry.list()
    #expect(listed.map(\.latest.theme) == ["mini", "other"])
    #expect(listed.map(\.latest.number) == [2, 1])
    #expect(listed.map(\.latest.author) == ["bob", "cy"])
    #expect(listed.map { $0.audit?.passed } == [true, false])
    #expect(try registry.check().isEmpty)
  }

  @Test func aRerunUnderAnotherProfileStoresItsNewestRun() throws {
    let path = folder.registry()
    _ = try committed(at: path)
    let apple = try Registry.open(path: path, profile: .apple)
    let added = try apple.rerunAudits(theme: "mini")
    #expect(added.map(\.added) == [2])
    #expect(try apple.list().map { $0.audit?.profile } == ["apple", "wcag"])
    #expect(try apple.check().isEmpty)
  }

  @Test func aCopyOfTheRegistryHasEveryThemesSummary() throws {
    let path = folder.registry()
    _ = try committed(at: path)
    _ = try Registry.open(path: path, profile: .apple).rerunAudits(theme: "mini")
    let source = try Registry.open(path: path)
    _ = try source.migrate(to: folder.file("copy.db"))
    let copy = try Registry.open(path: folder.file("copy.db"))
    #expect(try copy.list() == source.list())
    #expect(try copy.check().isEmpty)
  }

  @Test func aRegistryUpgradedToStoredSummariesGetsTheOnesItsVersionsDerive() throws {
    let path = folder.registry()
    let before = try committed(at: path).list()
    let downgrade =
      switch RegistryBackend.current {
      case .sqlite:
        """
        DROP TABLE theme_summaries; DELETE FROM schema_migrations WHERE name = '0017_theme_summaries.sql';
        PRAGMA user_version = 16
        """
      case .postgres:
        """
        DROP TABLE theme_summaries; DELETE FROM themereg_migrations WHERE name = 'postgres/0013_theme_summaries.sql'
        """
      }
    try StoreSQL.execute(try StoreSQL.open(path, create: false, now: "t"), downgrade)
    let upgraded = try Registry.open(path: path, create: true)
    #expect(try upgraded.list() == before)
    #expect(try StoreSQL.int(upgraded.store, "SELECT count(*) FROM theme_summaries") == 2)
    #expect(try upgraded.check().isEmpty)
  }

  /// What `check` says of each way a summary row can be changed behind themereg's back.
  @Test(arguments: [
    "UPDATE theme_summaries SET author = 'mallory' WHERE number = 2",
    "DELETE FROM theme_summaries WHERE number = 2",
    "UPDATE theme_summaries SET number = 1 WHERE number = 2",
    "UPDATE theme_summaries SET errors = errors + 1 WHERE number = 2",
  ])
  func checkComparesEverySummaryWithWhatItsVersionsDerive(sql: String) throws {
    let path = folder.registry()
    let registry = try committed(at: path)
    try StoreSQL.execute(registry.store, sql)
    #expect(
      try registry.check().map(\.description) == [
        "mini: its stored summary (theme_summaries) differs from its latest version and audit run (changed outside themereg)"
      ])
  }
}
