import Foundation
import Testing
import ThemeExport
import ThemeModel
import ThemeTestSupport

@testable import ThemeRegistry
@testable import ThemeStore

@Suite("Approvals and exports")
struct ApprovalTests {
  let folder = TemporaryDirectory()
  let registry: Registry

  init() throws {
    registry = try Registry.open(path: folder.registry(), create: true)
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "alice", message: "passing")
    let failing = SampleThemes.setting(
      SampleThemes.rich(), "colors.outgoingBubble", to: ["light": "#0B5FFF", "dark": "#4C8DFF"])
    _ = try registry.commit(bytes: SampleThemes.bytes(failing), author: "alice", message: "failing")
  }

  func version(_ number: Int) -> VersionReference { VersionReference(theme: "acme-chat", number: number) }
  func approvalCount() throws -> Int {
    try StoreSQL.int(registry.store, "SELECT count(*) FROM approvals") ?? -1
  }

  @Test func passingVersionIsApproved() throws {
    let approval = try registry.approve(version(1), by: "bob", note: "ship it")
    #expect(approval.version == 1)
    #expect(approval.approvedBy == "bob")
    #expect(approval.auditRun.passed)
    #expect(try registry.version(VersionReference(theme: "acme-chat", number: nil, approved: true)).number == 1)
  }

  @Test func unwaivedErrorsRefuseTheApprovalAndStoreNothing() throws {
    #expect {
      _ = try registry.approve(version(2), by: "bob")
    } throws: { error in
      guard case .approvalRefused(.unwaivedErrors(_, 2, let count), let unwaived) = error as? RegistryError else {
        return false
      }
      return count == 4 && unwaived.count == 4
    }
    #expect(try approvalCount() == 0)
  }

  @Test func waivingTheRuleAllowsTheApproval() throws {
    let approval = try registry.approve(
      version(2), by: "bob", waivers: [ApprovalRecord.Waiver(key: "contrast.text", reason: "Brand blue; fixed in 3.1")])
    #expect(approval.waivers == [ApprovalRecord.Waiver(key: "contrast.text", reason: "Brand blue; fixed in 3.1")])
    #expect(approval.auditRun.errors == 4)
  }

  @Test func waivingSomeSubjectsIsNotEnough() throws {
    #expect(throws: RegistryError.self) {
      _ = try registry.approve(
        version(2), by: "bob",
        waivers: [
          ApprovalRecord.Waiver(key: "contrast.text|components.outgoingMessage.text/background|dark", reason: "ok")
        ])
    }
    #expect(try approvalCount() == 0)
  }

  @Test(arguments: [("nothing.matches", "ok", "matches no finding"), ("contrast.text", "  ", "has no reason")])
  func badWaiversAreRefused(key: String, reason: String, message: String) throws {
    #expect {
      _ = try registry.approve(version(2), by: "bob", waivers: [ApprovalRecord.Waiver(key: key, reason: reason)])
    } throws: { error in
      "\(error)".contains(message)
    }
    #expect(try approvalCount() == 0)
  }

  @Test func selfApprovalNeedsTheFlag() throws {
    #expect {
      _ = try registry.approve(version(1), by: "alice")
    } throws: { error in
      "\(error)".contains("cannot approve it too (four eyes)")
    }
    #expect(try approvalCount() == 0)
    #expect(try registry.approve(version(1), by: "alice", allowSelfApproval: true).approvedBy == "alice")
  }

  @Test func revokedApprovalsStayInHistoryButNoLongerCount() throws {
    _ = try registry.approve(version(1), by: "bob")
    let revoked = try registry.revoke(version(1), by: "carol", reason: "brand review pending")
    #expect(revoked.map { $0.revocation?.revokedBy } == ["carol"])
    #expect(try registry.approvals(theme: "acme-chat").count == 1)
    #expect {
      _ = try registry.version(VersionReference(theme: "acme-chat", number: nil, approved: true))
    } throws: { error in
      "\(error)".contains("has no approved version")
    }
    #expect(throws: RegistryError.self) { _ = try registry.revoke(version(1), by: "carol", reason: "again") }
  }

  @Test func listShowsEachThemesNewestUnrevokedApproval() throws {
    let passingAgain = SampleThemes.setting(SampleThemes.rich(), "colors.incomingText.light", to: "#111111")
    _ = try registry.commit(bytes: SampleThemes.bytes(passingAgain), author: "alice", message: "passing again")
    _ = try registry.approve(version(1), by: "bob")
    _ = try registry.approve(version(3), by: "bob")
    _ = try registry.revoke(version(3), by: "carol", reason: "brand review pending")
    for name in ["approved-only-first", "never-approved"] {
      let other = SampleThemes.setting(SampleThemes.rich(), "name", to: name)
      _ = try registry.commit(bytes: SampleThemes.bytes(other), author: "alice", message: "first")
      let changed = SampleThemes.setting(other, "colors.incomingText.light", to: "#111111")
      _ = try registry.commit(bytes: SampleThemes.bytes(changed), author: "alice", message: "again")
    }
    _ = try registry.approve(VersionReference(theme: "approved-only-first", number: 1), by: "bob")
    let approved = try registry.list().map { "\($0.latest.theme)@\($0.latest.number): \($0.approvedVersion ?? 0)" }
    #expect(approved == ["acme-chat@3: 1", "approved-only-first@2: 1", "never-approved@2: 0"])
  }

  @Test func unapprovedVersionsDoNotExportAndWriteNothing() throws {
    let output = folder.file("out")
    #expect {
      _ = try registry.export(version(1), format: .css, to: output)
    } throws: { error in
      "\(error)".contains("is not approved, so it does not export")
    }
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func approvedBundleExportsVerifiesAndIsDeterministic() throws {
    _ = try registry.approve(version(1), by: "bob")
    _ = try registry.export(version(1), format: .bundle, to: folder.file("a"))
    _ = try registry.export(version(1), format: .bundle, to: folder.file("b"))
    #expect(try Registry.verifyBundle(at: folder.file("a")).isEmpty)
    let first = try ExportDirectory.read(folder.file("a")).files
    let second = try ExportDirectory.read(folder.file("b")).files
    #expect(first == second)
    #expect(first.keys.contains("approval.json"))
    let approval = try JSONParser.parse(try #require(first["approval.json"]))
    #expect(approval["approvedBy"] == .string("bob"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    #expect(leftovers.isEmpty)
  }

  @Test func exportRefusesANonEmptyFolder() throws {
    _ = try registry.approve(version(1), by: "bob")
    folder.write("keep.txt", [1, 2, 3])
    #expect {
      _ = try registry.export(version(1), format: .css, to: folder.path)
    } throws: { error in
      guard case .outputFolder(_, .notEmpty) = error as? RegistryError else { return false }
      return true
    }
    #expect(folder.read("keep.txt") == [1, 2, 3])
  }

  @Test func unapprovedFlagExportsAMarkedDraft() throws {
    let (_, files) = try registry.export(version(2), format: .ios, to: folder.file("draft"), allowUnapproved: true)
    #expect(String(decoding: files[0].bytes, as: UTF8.self).contains("UNAPPROVED"))
  }
}
