import Testing
import ThemeModel

@testable import ThemeStore

/// A run's digest is stored with it and checked on every read, so its encoding may never
/// change: it is held here to the fields-then-hash form it was first written in.
@Suite("Audit run digest encoding")
struct RunDigestEncodingTests {
  /// The digest as first specified: each field length-prefixed, the findings digest as hex.
  static func reference(contentHash: String, summary: AuditRunSummary, findingsDigest: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = Array("themereg.audit-run/1".utf8)
    var fields = [
      contentHash, summary.ruleset, summary.profile, String(summary.errors), String(summary.warnings),
      String(summary.infos), summary.passed ? "1" : "0", SHA256.hex(digest: findingsDigest),
    ]
    if let coverage = summary.coverage { fields += ["coverage", String(coverage.colors), String(coverage.checked)] }
    for field in fields {
      var length = UInt32(field.utf8.count).littleEndian
      bytes.append(0x00)
      withUnsafeBytes(of: &length) { bytes.append(contentsOf: $0) }
      bytes.append(contentsOf: field.utf8)
    }
    return SHA256.digest(of: bytes)
  }

  static let summaries = [
    AuditRunSummary(
      ruleset: "a11y/3", profile: "wcag", errors: 8, warnings: 5, infos: 0, passed: false, createdAt: "t"),
    AuditRunSummary(
      ruleset: "a11y/3", profile: "strict", errors: 0, warnings: 12_345, infos: 7, passed: true, createdAt: "t",
      coverage: RunCoverage(colors: 500, checked: 21)),
    AuditRunSummary(ruleset: "", profile: "wcag", errors: -1, warnings: 0, infos: 0, passed: true, createdAt: ""),
  ]

  @Test(arguments: summaries)
  func theDigestIsTheFieldsAsFirstEncoded(summary: AuditRunSummary) {
    let findings = SHA256.digest(of: Array("findings".utf8))
    let hash = ContentHash(of: Array("theme".utf8)).description
    #expect(
      FactDigest.run(contentHash: hash, summary: summary, findingsDigest: findings)
        == Self.reference(contentHash: hash, summary: summary, findingsDigest: findings))
  }
}
