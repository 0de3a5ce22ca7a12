import Foundation
import Testing
import ThemeExport
import ThemeModel
import ThemeStore
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

  /// The names an attacker tried on main (#34) and the ones the old hand-made table caught.
  @Test(arguments: [
    "Alice", "alice", "ALICE", "\u{FF21}lice", "Ａｌｉｃｅ", "AIice", "𝐚𝐥𝐢𝐜𝐞", "𝗮lice", "a\u{217C}ice", "ⓐlice",
    "alic\u{212F}", "\u{00AA}lice", "\u{0251}lice", "ᴀʟɪᴄᴇ",
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

  @Test(arguments: ["Alicia", "Alex", "bob", "Ali", "Al1ce", "José", "Zoë", "李雷", "Андрей", "محمد", "Jean-Luc O'Brien"])
  func otherPeopleApprove(approver: String) throws {
    #expect(try registry.approve(first, by: approver).approvedBy == approver)
  }

  @Test func theLogFindsEverySpellingOfAnAuthor() throws {
    let rich = SampleThemes.rich()
    let second = SampleThemes.setting(rich, "colors.extra", to: (rich["colors"] as? [String: Any])?["outgoingBubble"])
    _ = try registry.commit(bytes: SampleThemes.bytes(second), author: "bob", message: "two")
    _ = try registry.commit(bytes: SampleThemes.bytes(SampleThemes.rich()), author: "𝐚𝐥𝐢𝐜𝐞", message: "three")
    let byAlice = try registry.log(theme: "acme-chat", query: LogQuery(author: "ALICE"))
    #expect(byAlice.map(\.version.number) == [3, 1])
    #expect(try registry.logShape(theme: "acme-chat", query: LogQuery(author: "alice")).authors == ["Alice", "𝐚𝐥𝐢𝐜𝐞"])
    #expect(try registry.log(theme: "acme-chat", query: LogQuery(author: "carol")).isEmpty)
  }

  @Test func theNameIsStoredAsWritten() throws {
    let approval = try registry.approve(first, by: "Zoë Müller")
    #expect(approval.approvedBy == "Zoë Müller")
  }

  /// Each refused name and the code point the refusal names.
  static let misleading: [(String, String)] = [
    ("bob\u{202E}ecila", "U+202E"), ("bob\u{2066}", "U+2066"), ("bob\u{0007}", "U+0007"),
    ("bob\u{001B}[31m", "U+001B"), ("bob\u{200F}", "U+200F"), ("Al\u{00AD}ice", "U+00AD SOFT HYPHEN"),
    ("Alice\u{200B}", "U+200B ZERO WIDTH SPACE"), ("A\u{200D}lice", "U+200D"), ("bob\u{0378}", "U+0378"),
    ("\u{0410}lice", "U+0410 CYRILLIC CAPITAL LETTER A is Cyrillic"),
    ("Al\u{0456}ce", "U+0456 CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I is Cyrillic, the other letters Latin"),
    ("\u{13AA}lice", "U+13AA CHEROKEE LETTER GO is Cherokee"),
    ("alice\u{03A9}", "is Greek"), ("bob1\u{0661}", "numbering systems"),
  ]

  @Test(arguments: misleading)
  func namesThatDisplayAsSomethingElseAreRefused(name: String, named: String) throws {
    let before = try approvalRows()
    #expect {
      _ = try registry.approve(first, by: name)
    } throws: { error in
      guard case .invalidField(.approver, .misleadingName(let refused, let problem)) = error as? RegistryError else {
        return false
      }
      return refused == name && problem.contains(named)
    }
    #expect(try approvalRows() == before)
    #expect(throws: RegistryError.self) {
      _ = try registry.commit(
        bytes: SampleThemes.bytes(SampleThemes.minimal()), author: name, message: "m")
    }
  }
}
