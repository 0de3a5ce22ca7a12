import ThemeModel

/// The digests that make every stored fact a decision rests on verifiable, chained to what it
/// depends on: an audit run's covers the version's content hash, its ruleset, profile and
/// counts and (through `findings`) every finding and its Dynamic Type tables; an approval's
/// covers the run it was judged on and its waivers; a revocation's, the approval it withdraws.
/// Recomputed on every way out and by `check`, so a row edited with `sqlite3` or `psql` is
/// refused like an edited document.
///
/// Each is a SHA-256 over length-prefixed fields, so no two different facts share an encoding.
/// A run's time is left out: it decides nothing, and both engines store it in their own form.
package enum FactDigest {
  /// The digest of a run's findings (in any order: they are sorted first) and tables.
  package static func findings(_ findings: [StoredFinding], typeScaleJSON: String?) -> [UInt8] {
    var encoded = findings.map { finding -> [UInt8] in
      var bytes: [UInt8] = []
      for field in [
        finding.rule, finding.severity, finding.subject, finding.appearance, finding.measured.map(number),
        finding.required.map(number), finding.wcag, finding.message, finding.path,
      ] {
        append(field, to: &bytes)
      }
      return bytes
    }
    encoded.sort { $0.lexicographicallyPrecedes($1) }
    var all: [UInt8] = Array("themereg.findings/1".utf8)
    append(String(encoded.count), to: &all)
    for finding in encoded { all += finding }
    append(typeScaleJSON, to: &all)
    return SHA256.digest(of: all)
  }

  /// The digest of a run: the version it audited, what it counted, and its findings' digest.
  package static func run(contentHash: String, summary: AuditRunSummary, findingsDigest: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = Array("themereg.audit-run/1".utf8)
    for field in [
      contentHash, summary.ruleset, summary.profile, String(summary.errors), String(summary.warnings),
      String(summary.infos), summary.passed ? "1" : "0", SHA256.hex(digest: findingsDigest),
    ] {
      append(field, to: &bytes)
    }
    return SHA256.digest(of: bytes)
  }

  /// The digest of an approval: the version, the run it was judged on, who, why, when and
  /// what it waived.
  package static func approval(
    contentHash: String, runDigest: [UInt8], approvedBy: String, note: String?, createdAt: String,
    waivers: [ApprovalRecord.Waiver]
  ) -> [UInt8] {
    var bytes: [UInt8] = Array("themereg.approval/1".utf8)
    for field in [contentHash, SHA256.hex(digest: runDigest), approvedBy, note, createdAt, String(waivers.count)] {
      append(field, to: &bytes)
    }
    for waiver in waivers {
      append(waiver.key, to: &bytes)
      append(waiver.reason, to: &bytes)
    }
    return SHA256.digest(of: bytes)
  }

  /// The digest of a revocation: the approval it withdraws, who, why and when.
  package static func revocation(approvalDigest: [UInt8], revokedBy: String, reason: String, createdAt: String)
    -> [UInt8]
  {
    var bytes: [UInt8] = Array("themereg.revocation/1".utf8)
    for field in [SHA256.hex(digest: approvalDigest), revokedBy, reason, createdAt] { append(field, to: &bytes) }
    return SHA256.digest(of: bytes)
  }

  /// A number exactly, by its bits (no decimal rounding).
  private static func number(_ value: Double) -> String { String(value.bitPattern, radix: 16) }

  /// `field` with its length before it; a missing field is a marker no length can be.
  private static func append(_ field: String?, to bytes: inout [UInt8]) {
    guard let field else { return bytes.append(0xFF) }
    let utf8 = Array(field.utf8)
    var length = UInt32(utf8.count).littleEndian
    bytes.append(0x00)
    withUnsafeBytes(of: &length) { bytes.append(contentsOf: $0) }
    bytes += utf8
  }
}
