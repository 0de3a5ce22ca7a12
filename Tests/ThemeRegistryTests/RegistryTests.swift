import Foundation
import Testing
import ThemeAudit
import ThemeModel
import ThemeTestSupport

@testable import ThemeRegistry
@testable import ThemeStore

@Suite("Registry service")
struct RegistryTests {
  let folder = TemporaryDirectory()
  let registry: Registry

  init() throws {
    registry = try Registry.open(
      path: folder.registry(), create: true, clock: { Date(timeIntervalSince1970: 1_800_000_000) })
  }

  func failing() -> [String: Any] {
    SampleThemes.setting(SampleThemes.rich(), "colors.outgoingBubble", to: ["light": "#0B5FFF", "dark": "#4C8DFF"])
  }

  @Test func commitStoresTheAuditRunWithTheVersion() throws {
    let result = try registry.commit(bytes: SampleThemes.bytes(failing()), author: "alice", message: "m")
    #expect(result.audit.errors == 4)
    let stored = try registry.audit(VersionReference(theme: "acme-chat", number: 1))
    #expect(stored.isStored)
    #expect(stored.findings == result.audit.findings)
    #expect(stored.typeScale == result.audit.typeScale)
    #expect(try registry.log(theme: "acme-chat").first?.audit?.errors == 4)
    #expect(try registry.check().isEmpty)
  }

  @Test func typeScaleTablesAreStoredOncePerTypography() throws {
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "alice", message: "m")
    _ = try registry.commit(bytes: SampleThemes.bytes(failing()), author: "alice", message: "m")
    #expect(try StoreSQL.int(registry.store, "SELECT count(*) FROM type_scales") == 1)
    let restyled = SampleThemes.setting(failing(), "typography.body.size", to: 18)
    let result = try registry.commit(bytes: SampleThemes.bytes(restyled), author: "alice", message: "m")
    #expect(try StoreSQL.int(registry.store, "SELECT count(*) FROM type_scales") == 2)
    let stored = try registry.audit(VersionReference(theme: "acme-chat", number: 3))
    #expect(stored.typeScale == result.audit.typeScale)
    #expect(stored.typeScale["body"]?["ios"]?["large"] == .number(18))
  }

  @Test func requirePassStoresNothingWhenTheAuditFails() throws {
    #expect {
      _ = try registry.commit(bytes: SampleThemes.bytes(failing()), author: "alice", message: "m", requirePass: true)
    } throws: { error in
      "\(error)".contains("the audit found 4 error(s), so nothing was stored")
    }
    #expect(try registry.list().isEmpty)
  }

  struct InjectedFailure: Error {}

  @Test func aCommitThatFailsAfterWritingLeavesNoVersion() throws {
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "alice", message: "m")
    let failingRegistry = Registry(
      store: try #require(registry.store as? SQLStore).hooked { throw InjectedFailure() }, profile: .wcag,
      clock: { Date() })
    #expect(throws: RegistryError.self) {
      _ = try failingRegistry.commit(bytes: SampleThemes.bytes(failing()), author: "alice", message: "m")
    }
    #expect(try registry.log(theme: "acme-chat").count == 1)
    #expect(try registry.check().isEmpty)
  }

  @Test func invalidDocumentWritesNothing() throws {
    let bad = SampleThemes.setting(SampleThemes.rich(), "colors.link", to: "{nowhere}")
    #expect {
      _ = try registry.commit(bytes: SampleThemes.bytes(bad), author: "alice", message: "m")
    } throws: { error in
      "\(error)".contains("ends at unknown colour \"nowhere\"")
    }
    #expect(try registry.list().isEmpty)
  }

  @Test(arguments: [
    ("alice", String(repeating: "m", count: 4_097), RecordField.message), ("al\u{0}ice", "m", .author),
  ])
  func overlongOrNULRecordTextWritesNothing(author: String, message: String, expected: RecordField) throws {
    #expect {
      _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: author, message: message)
    } throws: { error in
      guard case .invalidField(let field, .tooLong(4096)) = error as? RegistryError else { return false }
      return field == expected
    }
    #expect(try registry.list().isEmpty)
  }

  @Test func unknownThemeSuggestsTheNearestName() throws {
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "alice", message: "m")
    #expect {
      _ = try registry.log(theme: "acme-chta")
    } throws: { error in
      "\(error)" == "no theme named \"acme-chta\"; did you mean \"acme-chat\"?"
    }
  }

  @Test(arguments: ["acme-chat@0", "acme-chat@abc", "acme-chat@-1", "@3", ""])
  func malformedReferencesAreRejected(text: String) {
    #expect(throws: RegistryError.self) { try VersionReference(parsing: text) }
  }

  @Test func versionPastTheLatestIsNotFound() throws {
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "alice", message: "m")
    #expect {
      _ = try registry.show(VersionReference(theme: "acme-chat", number: 2))
    } throws: { error in
      "\(error)" == "acme-chat has no version 2 (latest 1)"
    }
  }

  @Test func anotherProfileAuditsAfreshWithoutStoring() throws {
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "alice", message: "m")
    let fresh = try registry.audit(VersionReference(theme: "acme-chat", number: 1), profile: .apple)
    #expect(!fresh.isStored)
    #expect(fresh.profile == "apple")
  }

  @Test func rerunKeepsOldRunsAndAddsNewOnesOnlyWhereMissing() throws {
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "alice", message: "m")
    _ = try registry.commit(bytes: SampleThemes.bytes(failing()), author: "bob", message: "m")
    let again = try registry.rerunAudits(theme: nil)
    #expect(again.map(\.added) == [0])
    #expect(try registry.audit(VersionReference(theme: "acme-chat", number: 2)).errors == 4)
    #expect(try registry.check().isEmpty)
  }

  @Test func auditingAFileStoresNothing() throws {
    let result = try registry.auditDocument(bytes: SampleThemes.bytes(failing()))
    #expect(result.version == nil)
    #expect(!result.passed)
    #expect(try registry.list().isEmpty)
  }
}

/// The NUL check reads the tree only when the bytes can hold NUL at all.
@Suite("NUL pre-check")
struct NULPrecheckTests {
  @Test(arguments: [
    (#"{"a":"x\u0000y"}"#, true), (#"{"a":"\\u0000"}"#, true), (#"{"a":"x"}"#, false), (#"{"\u0000":1}"#, true),
    (#"{"a":"\u00000"}"#, true), (#"{"a":"\u0001"}"#, false), ("", false),
  ])
  func onlyTheEscapeCanCarryNUL(json: String, may: Bool) {
    #expect(Registry.mayContainNUL(Array(json.utf8)) == may)
  }
}

@Suite("Stored runs of an unknown profile")
struct UnknownProfileTests {
  let folder = TemporaryDirectory()

  /// A run a newer release judged with a profile this build lacks is refused, not re-judged
  /// with another profile's thresholds.
  @Test func aReportOfARunWithAnUnknownProfileIsRefused() throws {
    let registry = try Registry.open(path: folder.registry(), create: true)
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.minimal()), author: "alice", message: "m")
    let run = AuditRunDraft(
      summary: AuditRunSummary(
        ruleset: "a11y/9", profile: "future", errors: 0, warnings: 0, infos: 0, passed: true,
        createdAt: "2030-01-01T00:00:00.000Z"),
      findings: [], typeScale: nil)
    try registry.store.addAuditRun(run, theme: "mini", number: 1)
    #expect {
      _ = try registry.report(VersionReference(theme: "mini", number: 1), to: folder.file("r"))
    } throws: { error in
      guard case .unknownProfile("future") = error as? RegistryError else { return false }
      return true
    }
    #expect(folder.read("r") == nil)
  }
}
