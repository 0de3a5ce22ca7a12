import Foundation
import Testing
import ThemeAudit
import ThemeModel
import ThemeTestSupport

@testable import ThemeRegistry

@Suite("History and blame")
struct HistoryTests {
  let folder = TemporaryDirectory()
  let registry: Registry

  /// Text colours of `mini`, one per version: fails AA at 3–4 and 9–10, passes elsewhere.
  static let textColors = [
    "#000000", "#333333", "#777777", "#787878", "#000000", "#111111", "#222222", "#000000", "#888888", "#999999",
    "#000000", "#010101",
  ]

  init() throws {
    registry = try Registry.open(path: folder.registry(), create: true)
    for (offset, color) in Self.textColors.enumerated() {
      _ = try registry.commit(
        bytes: SampleThemes.bytes(SampleThemes.minimal(text: color)), author: "author\(offset % 3)",
        message: "text \(color)")
    }
    _ = try registry.commit(
      bytes: SampleThemes.bytes(SampleThemes.minimal(name: "other", text: "#AAAAAA")), author: "dana", message: "faint")
  }

  let subject = "contrast.text|components.body.text/background|light"

  /// More stretches than one read of their last intervals takes (`SQLStore.findingBatch`):
  /// every one still gets its own finding, as the audit of its one version made it.
  @Test func aHistoryOfMoreStretchesThanOneReadGivesEachItsOwnFinding() throws {
    var colors: [String: Any] = ["background": "#FFFFFF"]
    var components: [String: Any] = [:]
    for index in 0..<600 {
      colors["text\(index)"] = String(format: "#%02X%02X%02X", index % 256, (index * 7) % 256, (index * 13) % 256)
      components["c\(index)"] = ["text": "text\(index)", "background": "background"]
    }
    let object: [String: Any] = [
      "format": "themereg.theme/1", "name": "many", "colors": colors, "components": components,
    ]
    _ = try registry.commit(bytes: SampleThemes.bytes(object), author: "dana", message: "many")
    let histories = try registry.history(HistoryFilter(theme: "many"))
    let audited = Auditor().audit(SampleThemes.theme(object)).findings
    try #require(audited.count > 2 * 256)
    #expect(histories.count == audited.count)
    #expect(histories.allSatisfy { $0.firstVersion == 1 && $0.open })
    func key(_ finding: Finding) -> String { "\(finding.subject)|\(finding.appearance?.rawValue ?? "")" }
    let expected = Dictionary(audited.map { (key($0), $0) }) { first, _ in first }
    for history in histories {
      #expect(history.finding == expected[key(history.finding)], "\(history.finding.subject)")
    }
  }

  /// Only SQLite lets a connection turn its foreign keys off, which such damage takes.
  @Test(.enabled(if: RegistryBackend.current == .sqlite, "foreign keys are turned off through SQLite"))
  func aStretchWhoseLastIntervalIsGoneIsRefusedAsDamage() throws {
    let filter = HistoryFilter(theme: "mini", rule: "contrast.text")
    try #require(try registry.history(filter).count == 2)
    try StoreSQL.execute(
      registry.store,
      """
      PRAGMA foreign_keys = OFF;
      DELETE FROM findings WHERE id = (SELECT max(f.last_id) FROM finding_stretches f
        JOIN finding_subjects s ON s.id = f.subject_id JOIN finding_series e ON e.id = s.series_id
        JOIN themes t ON t.id = e.theme_id WHERE s.rule = 'contrast.text' AND t.name = 'mini');
      PRAGMA foreign_keys = ON
      """)
    let stretches = try StoreSQL.int(registry.store, "SELECT count(*) FROM finding_stretches")
    let error = try #require(throws: RegistryError.self) { try registry.history(filter) }
    guard case .store(.damagedFact(let theme, let version, let table)) = error else {
      Issue.record("not damage: \(error)")
      return
    }
    #expect([theme, table] == ["mini", "findings"])
    #expect(version == 9)
    #expect(try StoreSQL.int(registry.store, "SELECT count(*) FROM finding_stretches") == stretches)
  }

  @Test func findingThatCameWentAndCameBackHasTwoStretches() throws {
    let histories = try registry.history(HistoryFilter(theme: "mini", rule: "contrast.text"))
    #expect(histories.map(\.firstVersion) == [3, 9])
    #expect(histories.map(\.lastVersion) == [4, 10])
    #expect(histories.map(\.fixedIn) == [5, 11])
    #expect(histories.allSatisfy { $0.finding.subject == subject && !$0.open })
  }

  @Test func storedStretchesAreTheOnesTheIntervalsMake() throws {
    // Filtered by severity, history joins the intervals itself; unfiltered, it reads the
    // stretches each commit stored. Every contrast.text finding of `mini` is an error.
    let stored = try registry.history(HistoryFilter(theme: "mini", rule: "contrast.text"))
    let joined = try registry.history(HistoryFilter(theme: "mini", rule: "contrast.text", severity: .error))
    #expect(stored.map(\.firstVersion) == joined.map(\.firstVersion))
    #expect(stored.map(\.fixedIn) == joined.map(\.fixedIn))
    #expect(stored.map(\.finding.measured) == joined.map(\.finding.measured))
    #expect(try registry.check().isEmpty)
  }

  @Test func aRegistryUpgradedToStoredStretchesGetsTheOnesItsIntervalsMake() throws {
    // A SQLite file whatever the run's backend: it is taken back to schema 15 by hand.
    let path = folder.file("upgraded.db")
    let older = try Registry.open(path: path, create: true)
    for color in Self.textColors {
      _ = try older.commit(bytes: SampleThemes.bytes(SampleThemes.minimal(text: color)), author: "a", message: color)
    }
    let filter = HistoryFilter(theme: "mini", rule: "contrast.text")
    let before = try older.history(filter)
    try StoreSQL.execute(
      older.store,
      """
      DROP TABLE finding_stretches; DELETE FROM schema_migrations WHERE name = '0016_finding_stretches.sql';
      PRAGMA user_version = 15
      """)
    let upgraded = try Registry.open(path: path, create: true)
    let after = try upgraded.history(filter)
    #expect(after.map(\.firstVersion) == [3, 9])
    #expect(after.map(\.fixedIn) == before.map(\.fixedIn))
    #expect(try StoreSQL.int(upgraded.store, "SELECT count(*) FROM finding_stretches") ?? 0 > 0)
    #expect(try upgraded.check().isEmpty)
  }

  @Test func historyIsInCodePointOrderOfSubjectsWhateverOrderTheyAppeared() throws {
    // `zeta` fails first; `alpha` and `Zulu` fail from version 2, so their subjects are stored later.
    let faint = { (names: [String]) in
      var theme = SampleThemes.minimal(name: "order", text: "#AAAAAA")
      let component = ["text": "text", "background": "background"]
      theme["components"] = Dictionary(uniqueKeysWithValues: names.map { ($0, component) })
      return SampleThemes.bytes(theme)
    }
    _ = try registry.commit(bytes: faint(["zeta"]), author: "dana", message: "one")
    _ = try registry.commit(bytes: faint(["zeta", "alpha", "Zulu"]), author: "dana", message: "two")
    let subjects = try registry.history(HistoryFilter(theme: "order", rule: "contrast.text")).map(\.finding.subject)
    #expect(subjects == ["Zulu", "alpha", "zeta"].map { "contrast.text|components.\($0).text/background|light" })
  }

  @Test(arguments: 1...12)
  func storedRunOfAnOldVersionHoldsWhatItsDocumentFails(number: Int) throws {
    // The text fails at 3–4 and 9–10: a version's run holds the intervals open at it, not the
    // ones that ended before it or began after.
    let version = VersionReference(theme: "mini", number: number)
    let stored = try registry.audit(version)
    let fresh = try registry.auditDocument(bytes: try registry.show(version).1)
    #expect(stored.isStored)
    #expect(stored.findings.map(\.matchKey).sorted() == fresh.findings.map(\.matchKey).sorted())
    #expect(stored.findings.contains { $0.subject == subject } == [3, 4, 9, 10].contains(number))
  }

  @Test func stretchKeepsTheLatestMeasurement() throws {
    let first = try #require(try registry.history(HistoryFilter(theme: "mini", rule: "contrast.text")).first)
    #expect(ContrastMath.display(try #require(first.finding.measured)) == "4.41")
  }

  @Test func historyAcrossAllThemesFindsOpenFailures() throws {
    let open = try registry.history(HistoryFilter(rule: "contrast.text", status: .open))
    #expect(open.map(\.theme) == ["other"])
    #expect(open.first?.firstVersion == 1)
    #expect(open.first?.lastVersion == 1)
    let fixed = try registry.history(HistoryFilter(rule: "contrast.text", status: .fixed))
    #expect(fixed.map(\.theme) == ["mini", "mini"])
  }

  @Test func filtersBySeverityAndAppearance() throws {
    let errors = try registry.history(HistoryFilter(theme: "mini", severity: .error))
    #expect(errors.allSatisfy { $0.finding.severity == .error })
    #expect(!errors.isEmpty)
    #expect(try registry.history(HistoryFilter(theme: "mini", appearance: .dark)).isEmpty)
  }

  @Test func sinceAndUntilFilterByIntroductionDate() throws {
    #expect(try registry.history(HistoryFilter(rule: "contrast.text", since: "2999-01-01T00:00:00.000Z")).isEmpty)
    #expect(try registry.history(HistoryFilter(rule: "contrast.text", until: "2000-01-01T00:00:00.000Z")).isEmpty)
    #expect(try registry.history(HistoryFilter(rule: "contrast.text", since: "2000-01-01T00:00:00.000Z")).count == 3)
  }

  @Test func blameNamesTheIntroducingAndFixingVersions() throws {
    let entries = try registry.blame(theme: "mini", key: subject)
    #expect(entries.map(\.introduced.number) == [3, 9])
    #expect(entries.map { $0.fixed?.number } == [5, 11])
    #expect(entries[0].introduced.message == "text #777777")
    #expect(entries[0].introduced.author == "author2")
    #expect(entries[0].fixed?.message == "text #000000")
  }

  @Test func blameAcceptsARuleOrPartOfASubject() throws {
    #expect(try registry.blame(theme: "mini", key: "contrast.text").count == 2)
    #expect(try registry.blame(theme: "mini", key: "body.text").contains { $0.history.finding.rule == .contrastText })
    let open = try registry.blame(theme: "other", key: "contrast.text")
    #expect(open.count == 1)
    #expect(open.first?.fixed == nil)
  }

  @Test func unknownRuleSuggestsTheNearest() {
    #expect {
      _ = try registry.history(HistoryFilter(rule: "contrast.txt"))
    } throws: { error in
      "\(error)" == "no rule named \"contrast.txt\"; did you mean \"contrast.text\"?"
    }
    #expect {
      _ = try registry.blame(theme: "mini", key: "contrast.txet")
    } throws: { error in
      "\(error)".contains("did you mean \"contrast.text\"?")
    }
  }

  @Test func unknownThemeIsNotFound() {
    #expect(throws: RegistryError.self) { try registry.history(HistoryFilter(theme: "nope")) }
    #expect(throws: RegistryError.self) { try registry.blame(theme: "nope", key: "contrast.text") }
  }

  @Test func aSeriesNotAuditedForSomeVersionsEndsItsStretchesWhereItsAuditsStopped() throws {
    // `gap`'s text fails at every version (a little fainter each time); its 3rd and 4th
    // versions are audited under another ruleset only.
    let rulesets = ["a11y/3", "a11y/3", "a11y/3-test", "a11y/3-test", "a11y/3"]
    for (index, text) in ["#777777", "#787878", "#797979", "#7A7A7A", "#7B7B7B"].enumerated() {
      registry.ruleset = rulesets[index]
      _ = try registry.commit(
        bytes: SampleThemes.bytes(SampleThemes.minimal(name: "gap", text: text)), author: "a", message: text)
    }
    let stretches = try registry.history(HistoryFilter(theme: "gap", rule: "contrast.text", ruleset: "a11y/3"))
    #expect(stretches.map(\.firstVersion) == [1, 5])
    #expect(stretches.map(\.fixedIn) == [3, nil])
    #expect(try registry.check().isEmpty)
  }

  @Test func rerunUnderANewRulesetGetsItsOwnSeries() throws {
    registry.ruleset = "a11y/3-test"
    let added = try registry.rerunAudits(theme: "mini")
    #expect(added.first?.added == Self.textColors.count)
    let newest = try registry.history(HistoryFilter(theme: "mini", rule: "contrast.text"))
    #expect(newest.map(\.ruleset) == ["a11y/3-test", "a11y/3-test"])
    #expect(newest.map(\.firstVersion) == [3, 9])
    let old = try registry.history(HistoryFilter(theme: "mini", rule: "contrast.text", ruleset: "a11y/3"))
    #expect(old.map(\.ruleset) == ["a11y/3", "a11y/3"])
    #expect(try registry.log(theme: "mini").first?.audit?.ruleset == "a11y/3-test")
    #expect(try registry.check().isEmpty)
  }
}

@Suite("Diff")
struct DiffTests {
  let folder = TemporaryDirectory()
  let registry: Registry

  init() throws {
    registry = try Registry.open(path: folder.registry(), create: true)
  }

  @discardableResult
  func commit(_ object: [String: Any]) throws -> Int {
    try registry.commit(bytes: SampleThemes.bytes(object), author: "a", message: "m").outcome.version.number
  }

  func diff(_ before: [String: Any], _ after: [String: Any]) throws -> VersionDiff {
    let from = try commit(before)
    let to = try commit(after)
    return try registry.diff(
      from: VersionReference(theme: "acme-chat", number: from),
      to: .version(VersionReference(theme: "acme-chat", number: to)))
  }

  func change(_ diff: VersionDiff, _ path: String) -> ThemeChange? {
    diff.changes.first { $0.path == path }
  }

  @Test func identicalVersionsHaveNoChanges() throws {
    try commit(SampleThemes.rich())
    let same = try registry.diff(
      from: VersionReference(theme: "acme-chat", number: 1),
      to: .version(VersionReference(theme: "acme-chat", number: 1)))
    #expect(same.changes.isEmpty)
    #expect(same.introduced.isEmpty && same.resolved.isEmpty && same.contrast.isEmpty)
  }

  @Test func colourChangeWithContrastConsequence() throws {
    let after = SampleThemes.setting(
      SampleThemes.rich(), "colors.outgoingBubble", to: ["light": "#0B5FFF", "dark": "#4C8DFF"])
    let result = try diff(SampleThemes.rich(), after)
    let bubble = try #require(change(result, "colors.outgoingBubble.dark"))
    #expect(bubble.kind == .changed)
    #expect(bubble.from == .string("#0A5CD6"))
    #expect(bubble.to == .string("#4C8DFF"))
    let pair = try #require(
      result.contrast.first { $0.after?.pairKey == "components.outgoingMessage.text/background|dark" })
    #expect(pair.before.map { ContrastMath.display($0.ratio) } == "5.97")
    #expect(pair.after.map { ContrastMath.display($0.ratio) } == "3.20")
    #expect(pair.verdict == "now fails")
    #expect(
      result.introduced.contains { $0.subject == "contrast.text|components.outgoingMessage.text/background|dark" })
  }

  @Test func inheritedAppearancesAreNotRepeated() throws {
    let after = SampleThemes.setting(
      SampleThemes.rich(), "colors.outgoingBubble", to: ["light": "#0B5FFF", "dark": "#4C8DFF"])
    let paths = try diff(SampleThemes.rich(), after).changes.map(\.path)
    #expect(paths.filter { $0.hasPrefix("colors.outgoingBubble") } == ["colors.outgoingBubble.dark"])
  }

  @Test func aliasRepointingShowsWrittenAndResolved() throws {
    let after = SampleThemes.setting(SampleThemes.rich(), "colors.link", to: "{incomingText}")
    let result = try diff(SampleThemes.rich(), after)
    let link = try #require(change(result, "colors.link.dark"))
    #expect(link.from == .string("{outgoingText}"))
    #expect(link.to == .string("{incomingText}"))
    #expect(link.resolvedFrom == "#FFFFFF")
    #expect(link.resolvedTo == "#FFFFFF")
    let light = try #require(change(result, "colors.link.light"))
    #expect(light.resolvedTo == "#000000")
  }

  @Test func aliasTargetChangeShowsOnTheAliasToo() throws {
    let after = SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: "#FAFAFA")
    let result = try diff(SampleThemes.rich(), after)
    let link = try #require(change(result, "colors.link.light"))
    #expect(link.from == link.to)
    #expect(link.resolvedFrom == "#FFFFFF")
    #expect(link.resolvedTo == "#FAFAFA")
  }

  @Test(
    arguments: [
      ("typography.body.size", 18 as Int, "typography.body.size", ThemeChange.Kind.changed),
      ("images.logo.accessibilityLabel", nil, "images.logo.accessibilityLabel", .removed),
      ("iconButtons.close", ["accessibilityLabel": "Close"] as [String: String], "iconButtons.close", .added),
      ("motion.toast.reduceMotion", "none", "motion.toast.reduceMotion", .changed),
      ("materials.composerBar.liquidGlass", false, "materials.composerBar.liquidGlass", .changed),
      ("focusRing.subview", "focus", "focusRing.subview", .changed),
      ("components.input.placeholder", nil, "components.input.placeholder", .removed),
      ("displayName", "Acme", "displayName", .changed),
      ("extensions.com.example.tool", nil, "extensions[\"com.example.tool\"]", .removed),
    ] as [(String, (any Sendable)?, String, ThemeChange.Kind)])
  func everyKindOfChange(setting: String, value: (any Sendable)?, path: String, kind: ThemeChange.Kind) throws {
    var after = SampleThemes.rich()
    if setting == "extensions.com.example.tool" {
      after["extensions"] = [:] as [String: Any]
    } else {
      after = SampleThemes.setting(after, setting, to: value)
    }
    let result = try diff(SampleThemes.rich(), after)
    #expect(result.changes.map(\.path).contains(path), "\(result.changes.map(\.path))")
    #expect(change(result, path)?.kind == kind)
  }

  @Test func mediaAreMatchedByIDNotPosition() throws {
    let first: [String: Any] = [
      "id": "a", "kind": "image", "format": "banner", "thumbnailAlt": "A cat", "sourceAlt": "A cat",
    ]
    let second: [String: Any] = [
      "id": "b", "kind": "image", "format": "banner", "thumbnailAlt": "A dog", "sourceAlt": "A dog",
    ]
    let before = SampleThemes.setting(SampleThemes.rich(), "media", to: [first, second])
    let reordered = SampleThemes.setting(SampleThemes.rich(), "media", to: [second, first])
    #expect(try diff(before, reordered).changes.isEmpty)
  }

  @Test func renamedMediaIsARemovalAndAnAddition() throws {
    let record: [String: Any] = [
      "id": "a", "kind": "image", "format": "banner", "thumbnailAlt": "A cat", "sourceAlt": "A cat",
    ]
    var renamed = record
    renamed["id"] = "b"
    var edited = record
    edited["sourceAlt"] = "A black cat"
    let result = try diff(
      SampleThemes.setting(SampleThemes.rich(), "media", to: [record]),
      SampleThemes.setting(SampleThemes.rich(), "media", to: [renamed]))
    #expect(result.changes.map(\.kind) == [.removed, .added])
    #expect(result.changes.map(\.path) == ["media[id=a]", "media[id=b]"])
    let replaced = try registry.diff(
      from: VersionReference(theme: "acme-chat", number: 1),
      to: .document(
        SampleThemes.bytes(SampleThemes.setting(SampleThemes.rich(), "media", to: [edited])), name: "f.json"))
    #expect(replaced.changes.map(\.path) == ["media[id=a].sourceAlt"])
  }

  @Test func nonAdjacentVersionsCompareDirectly() throws {
    try commit(SampleThemes.rich())
    try commit(SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: "#FAFAFA"))
    try commit(SampleThemes.setting(SampleThemes.rich(), "colors.outgoingText", to: "#F0F0F0"))
    let result = try registry.diff(
      from: VersionReference(theme: "acme-chat", number: 1),
      to: .version(VersionReference(theme: "acme-chat", number: 3)))
    #expect(change(result, "colors.outgoingText")?.to == .string("#F0F0F0"))
    #expect(change(result, "colors.outgoingText")?.from == .string("#FFFFFF"))
  }

  @Test func diffingAnotherThemesDocumentIsRefused() throws {
    try commit(SampleThemes.rich())
    #expect {
      _ = try registry.diff(
        from: VersionReference(theme: "acme-chat", number: 1),
        to: .document(SampleThemes.bytes(SampleThemes.minimal()), name: "mini.json"))
    } throws: { error in
      "\(error)".contains("mini.json is the theme mini, not acme-chat")
    }
  }

  @Test func versionPastTheLatestIsNotFound() throws {
    try commit(SampleThemes.rich())
    #expect(throws: RegistryError.self) {
      _ = try registry.diff(
        from: VersionReference(theme: "acme-chat", number: 1),
        to: .version(VersionReference(theme: "acme-chat", number: 5)))
    }
  }
}
