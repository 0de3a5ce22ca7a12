import Foundation
import Testing
import ThemeExport
import ThemeModel
import ThemeTestSupport

@testable import ThemeRegistry

/// Approvals that mean what they say: one revoke withdraws the version, and the four-eyes
/// rule compares people, not spellings.
@Suite("Approval identities and revocations")
struct ApprovalIdentityTests {
  let folder = TemporaryDirectory()
  let registry: Registry

  init() throws {
    registry = try Registry.open(path: folder.registry(), create: true)
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "Alice", message: "passing")
  }

  let first = VersionReference(theme: "acme-chat", number: 1)
  func approvalRows() throws -> [[String?]] { try StoreSQL.rows(registry.store, "SELECT * FROM approvals") }

  @Test func revokingAVersionApprovedTwiceWithdrawsBothApprovals() throws {
    _ = try registry.approve(first, by: "bob")
    _ = try registry.approve(first, by: "carol")
    let revoked = try registry.revoke(first, by: "bob", reason: "brand review")
    #expect(revoked.map(\.approvedBy) == ["carol", "bob"])
    #expect(revoked.allSatisfy { $0.revocation?.reason == "brand review" })
    #expect(try registry.approvals(theme: "acme-chat").allSatisfy { $0.revocation != nil })
    #expect(try registry.list().first?.approvedVersion == nil)
    #expect(try registry.log(theme: "acme-chat").first?.approved == false)
    #expect {
      _ = try registry.export(
        VersionReference(theme: "acme-chat", number: nil, approved: true), format: .css, to: folder.file("e"))
    } throws: { error in
      "\(error)".contains("has no approved version")
    }
    #expect {
      _ = try registry.export(first, format: .css, to: folder.file("e"))
    } throws: { error in
      "\(error)".contains("is not approved, so it does not export")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.file("e")))
  }

  @Test(arguments: [
    "Alice", "alice", "ALICE", "Al\u{00AD}ice", "Alice\u{200B}", "\u{0410}lice", "Al\u{0456}ce", "\u{FF21}lice",
    "A\u{200D}lice", "Ａｌｉｃｅ", "AIice", "Al1ce",
  ])
  func lookAlikesOfTheAuthorCannotApprove(approver: String) throws {
    let before = try approvalRows()
    #expect {
      _ = try registry.approve(first, by: approver)
    } throws: { error in
      guard case .approvalRefused(.selfApproval(let refused, let author, _, _), _) = error as? RegistryError else {
        return false
      }
      return refused == String(approver.trimmingWhitespace()) && author == "Alice"
    }
    #expect(try approvalRows() == before)
  }

  @Test(arguments: ["Alicia", "Alex", "bob", "Ali"])
  func otherPeopleApprove(approver: String) throws {
    #expect(try registry.approve(first, by: approver).approvedBy == approver)
  }

  @Test func theNameIsStoredAsWritten() throws {
    let approval = try registry.approve(first, by: "Zoë Müller")
    #expect(approval.approvedBy == "Zoë Müller")
  }

  @Test(arguments: ["bob\u{202E}ecila", "bob\u{2066}", "bob\u{0007}", "bob\u{001B}[31m", "bob\u{200F}"])
  func namesThatDisplayAsSomethingElseAreRefused(name: String) throws {
    let before = try approvalRows()
    #expect {
      _ = try registry.approve(first, by: name)
    } throws: { error in
      guard case .invalidField(.approver, .misleadingName(let refused, _)) = error as? RegistryError else {
        return false
      }
      return refused == name
    }
    #expect(try approvalRows() == before)
    #expect(throws: RegistryError.self) {
      _ = try registry.commit(
        bytes: SampleThemes.bytes(SampleThemes.minimal()), author: name, message: "m")
    }
  }
}
