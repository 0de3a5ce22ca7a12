import ThemeModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// The digest of a run's findings (in any order: they are sorted first) and of the key of its
  /// Dynamic Type tables (whose JSON has its own digest in its row, `typeScale`: the tables are
  /// built only when first stored, never again for a commit's digest).
  package static func findings(_ findings: [StoredFinding], typeScaleKey: String?) -> [UInt8] {
    // Every finding encoded into one buffer (a commit's run has hundreds), then hashed in the
    // order of the encodings.
    var buffer: [UInt8] = []
    buffer.reserveCapacity(findings.count * 160)
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(findings.count)
    for finding in findings {
      let start = buffer.count
      append(finding.rule, to: &buffer)
      append(finding.severity.rawValue, to: &buffer)
      append(finding.subject, to: &buffer)
      append(finding.appearance?.rawValue, to: &buffer)
      append(number: finding.measured, to: &buffer)
      append(number: finding.required, to: &buffer)
      append(finding.wcag, to: &buffer)
      append(finding.message, to: &buffer)
      append(finding.path, to: &buffer)
      ranges.append(start..<buffer.count)
    }
    buffer.withUnsafeBufferPointer { bytes in
      let base = bytes.baseAddress!
      ranges.sort { left, right in
        let order = memcmp(base + left.lowerBound, base + right.lowerBound, min(left.count, right.count))
        return order != 0 ? order < 0 : left.count < right.count
      }
    }
    var all: [UInt8] = Array("themereg.findings/1".utf8)
    all.reserveCapacity(buffer.count + 128)
    append(String(findings.count), to: &all)
    for range in ranges { all.append(contentsOf: buffer[range]) }
    append(typeScaleKey, to: &all)
    return SHA256.digest(of: all)
  }

  /// The digest of a Dynamic Type table's JSON, kept in its `type_scales` row.
  package static func typeScale(json: String) -> [UInt8] {
    var bytes: [UInt8] = Array("themereg.type-scale/1".utf8)
    append(json, to: &bytes)
    return SHA256.digest(of: bytes)
  }

  /// The digest of a run: the version it audited, what it counted, and its findings' digest;
  /// with its coverage when it has one (a run stored before schema 14 has none, and keeps the
  /// digest it was given then).
  package static func run(contentHash: String, summary: AuditRunSummary, findingsDigest: [UInt8]) -> [UInt8] {
    // Appended field by field into one buffer sized for all of it, the counts as digits without
    // a string each: `log` verifies one run a line (a list of fields, a hex string per run and
    // a buffer grown once per run were most of its time).
    var bytes: [UInt8] = []
    bytes.reserveCapacity(
      256 + 2 * findingsDigest.count + contentHash.utf8.count + summary.ruleset.utf8.count
        + summary.profile.utf8.count)
    bytes.append(contentsOf: "themereg.audit-run/1".utf8)
    append(contentHash, to: &bytes)
    append(summary.ruleset, to: &bytes)
    append(summary.profile, to: &bytes)
    append(decimal: summary.errors, to: &bytes)
    append(decimal: summary.warnings, to: &bytes)
    append(decimal: summary.infos, to: &bytes)
    append(summary.passed ? "1" : "0", to: &bytes)
    appendHex(findingsDigest, to: &bytes)
    if let coverage = summary.coverage {
      append("coverage", to: &bytes)
      append(decimal: coverage.colors, to: &bytes)
      append(decimal: coverage.checked, to: &bytes)
    }
    return SHA256.digest(of: bytes)
  }

  /// The digest of an approval: the version, the run it was judged on, who, why, when and
  /// what it waived; with its signature and the role that stored it when it has either (an
  /// approval stored before schema 13 has neither, and keeps the digest it was given then).
  package static func approval(
    contentHash: String, runDigest: [UInt8], approvedBy: String, note: String?, createdAt: String,
    waivers: [ApprovalRecord.Waiver], signature: SSHSignature? = nil, recordedRole: String? = nil
  ) -> [UInt8] {
    let signedOrRecorded = signature != nil || recordedRole != nil
    var bytes: [UInt8] = Array((signedOrRecorded ? "themereg.approval/2" : "themereg.approval/1").utf8)
    for field in [contentHash, SHA256.hex(digest: runDigest), approvedBy, note, createdAt, String(waivers.count)] {
      append(field, to: &bytes)
    }
    for waiver in waivers {
      append(waiver.key, to: &bytes)
      append(waiver.reason, to: &bytes)
    }
    if signedOrRecorded {
      for field in [signature?.armored, signature?.publicKey, recordedRole] { append(field, to: &bytes) }
    }
    return SHA256.digest(of: bytes)
  }

  /// The digest of a revocation: the approval it withdraws, who, why and when, and the role
  /// that stored it when there is one.
  package static func revocation(
    approvalDigest: [UInt8], revokedBy: String, reason: String, createdAt: String, recordedRole: String? = nil
  ) -> [UInt8] {
    var bytes: [UInt8] = Array((recordedRole == nil ? "themereg.revocation/1" : "themereg.revocation/2").utf8)
    for field in [SHA256.hex(digest: approvalDigest), revokedBy, reason, createdAt] { append(field, to: &bytes) }
    if let recordedRole { append(recordedRole, to: &bytes) }
    return SHA256.digest(of: bytes)
  }

  /// The digest of a change to the trusted keys, chained to the digest of the change before it.
  package static func trustChange(_ change: TrustChange, previous: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = Array("themereg.trust-change/1".utf8)
    for field in [
      SHA256.hex(digest: previous), change.action.rawValue, change.name, change.publicKey, change.changedBy,
      change.signature?.armored, change.signature?.publicKey, change.recordedRole, change.createdAt,
    ] {
      append(field, to: &bytes)
    }
    return SHA256.digest(of: bytes)
  }

  /// The digest of a registry setting: its name and value.
  package static func setting(name: String, value: String) -> [UInt8] {
    var bytes: [UInt8] = Array("themereg.setting/1".utf8)
    append(name, to: &bytes)
    append(value, to: &bytes)
    return SHA256.digest(of: bytes)
  }

  /// `value` as the field its decimal digits make: what `append(String(value))` appends.
  private static func append(decimal value: Int, to bytes: inout [UInt8]) {
    guard value >= 0 else { return append(String(value), to: &bytes) }
    var divisor = 1
    var count = 1
    while value / divisor >= 10 {
      divisor *= 10
      count += 1
    }
    var length = UInt32(count).littleEndian
    bytes.append(0x00)
    withUnsafeBytes(of: &length) { bytes.append(contentsOf: $0) }
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// A number exactly, by its bits (no decimal rounding); a missing one as a missing field.
  private static func append(number value: Double?, to bytes: inout [UInt8]) {
    guard let value else { return bytes.append(0xFF) }
    var bits = value.bitPattern.littleEndian
    bytes.append(0x01)
    withUnsafeBytes(of: &bits) { bytes.append(contentsOf: $0) }
  }

  /// `digest` as the field its lowercase hex digits make (what `append(SHA256.hex(digest:))`
  /// appends, without the string).
  private static func appendHex(_ digest: [UInt8], to bytes: inout [UInt8]) {
    var length = UInt32(digest.count * 2).littleEndian
    bytes.append(0x00)
    withUnsafeBytes(of: &length) { bytes.append(contentsOf: $0) }
    SHA256.appendHex(of: digest, to: &bytes)
  }

  /// `field` with its length before it; a missing field is a marker no length can be.
  private static func append(_ field: String?, to bytes: inout [UInt8]) {
    guard let field else { return bytes.append(0xFF) }
    var length = UInt32(field.utf8.count).littleEndian
    bytes.append(0x00)
    withUnsafeBytes(of: &length) { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: field.utf8)
  }
}
