import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeRegistry

/// `revoke` reads the active approvals inside its own write transaction: an approval that lands
/// while the revoke waits for the theme's lock is revoked too, never left active.
@Suite("Revoke under a concurrent approval")
struct RevokeRaceTests {
  let folder = TemporaryDirectory()

  @Test func anApprovalThatLandsWhileRevokeWaitsIsRevoked() throws {
    let location = folder.registry("race.db")
    let revoker = try Registry.open(path: location, create: true)
    _ = try revoker.commit(bytes: SampleThemes.bytes(SampleThemes.minimal()), author: "ann", message: "one")
    let version = VersionReference(theme: "mini", number: 1)
    _ = try revoker.approve(version, by: "bob")
    let approver = try Registry.open(path: location)
    let holding = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var revoked: Result<[ApprovalRecord], RegistryError>?
    nonisolated(unsafe) let revoking = revoker
    let thread = Thread {
      holding.wait()
      // Blocks on the lock the other client holds, then reads inside its own transaction.
      revoked = Result { () throws(RegistryError) in try revoking.revoke(version, by: "carol", reason: "wrong") }
      done.signal()
    }
    thread.start()
    // The second approval is written inside a transaction that holds the theme's lock while the
    // revoke starts; it commits a moment later.
    try approver.store.bulk {
      _ = try approver.approve(version, by: "dan")
      holding.signal()
      Thread.sleep(forTimeInterval: 0.5)
    }
    done.wait()
    let outcome = try #require(revoked)
    let records = try outcome.get()
    #expect(Set(records.map(\.approvedBy)) == ["bob", "dan"])
    #expect(try approver.approvals(theme: "mini").allSatisfy { $0.revocation != nil })
  }
}
