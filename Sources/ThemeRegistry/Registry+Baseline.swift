import ThemeAudit
import ThemeModel
import ThemeStore

/// An audit held against an earlier version's: what a change adds, worsens, keeps and fixes.
public struct BaselineComparison: Sendable {
  /// The baseline version, `THEME@N`.
  public var baseline: String
  /// Findings the baseline does not have.
  public var new: [Finding]
  /// Findings the baseline has too, now measuring worse (a contrast ratio that dropped), with
  /// the baseline's finding.
  public var worsened: [(now: Finding, before: Finding)]
  /// Findings the baseline has too, no worse.
  public var unchanged: [Finding]
  /// The baseline's findings that are gone.
  public var fixed: [Finding]
  /// New or worsened errors the gate was told to accept, each with the reason given.
  public var waived: [(finding: Finding, reason: String)] = []

  /// Whether the change adds or worsens an error: the only thing the gate fails on.
  public var addsErrors: Bool {
    new.contains { $0.severity == .error } || worsened.contains { $0.now.severity == .error }
  }

  /// The comparison with the new and worsened errors that `waivers` name (by rule id or
  /// subject) accepted, as an approval's waivers accept errors: the gate no longer fails on
  /// them, and they are listed as waived with their reasons. Nil names the first waiver that
  /// matches no new or worsened error (a typo must not pass silently).
  public func waiving(_ waivers: [ApprovalRecord.Waiver]) -> (comparison: BaselineComparison, unmatched: String?) {
    var result = self
    for waiver in waivers {
      let matches = { (finding: Finding) in finding.severity == .error && Registry.waiver(waiver.key, covers: finding) }
      let taken = result.new.filter(matches) + result.worsened.map(\.now).filter(matches)
      guard !taken.isEmpty else { return (self, waiver.key) }
      result.new.removeAll(where: matches)
      result.worsened.removeAll { matches($0.now) }
      result.waived += taken.map { ($0, waiver.reason) }
    }
    return (result, nil)
  }

  /// Compares `current` with `baseline` by rule and subject key.
  public static func compare(_ current: [Finding], with baseline: [Finding], baselineName: String)
    -> BaselineComparison
  {
    var before: [String: Finding] = [:]
    for finding in baseline { before[finding.matchKey] = finding }
    var comparison = BaselineComparison(baseline: baselineName, new: [], worsened: [], unchanged: [], fixed: [])
    var seen: Set<String> = []
    for finding in current {
      let key = finding.matchKey
      seen.insert(key)
      guard let old = before[key] else {
        comparison.new.append(finding)
        continue
      }
      if isWorse(finding, than: old) {
        comparison.worsened.append((finding, old))
      } else {
        comparison.unchanged.append(finding)
      }
    }
    comparison.fixed = baseline.filter { !seen.contains($0.matchKey) }
    return comparison
  }

  /// A worse severity, or for contrast a lower ratio (what the finding measures and needs to
  /// raise); other rules' figures are not better or worse by direction.
  static func isWorse(_ now: Finding, than before: Finding) -> Bool {
    if now.severity < before.severity { return true }
    guard now.rule.isContrast, now.rule != .contrastApca, let measured = now.measured,
      let previous = before.measured
    else { return false }
    return measured < previous
  }
}

extension Registry {
  /// The findings of `reference` under `ruleset` and `profile`: its stored run of them, or a
  /// fresh (unstored) audit of its document when it has none, so a baseline from before a
  /// ruleset change is still compared like with like.
  func baselineFindings(_ reference: VersionReference, ruleset: String, profile: String) throws(RegistryError)
    -> (name: String, findings: [Finding], theme: Theme)
  {
    let (version, bytes) = try show(reference)
    let name = "\(version.theme)@\(version.number)"
    let document = try guarded { try ThemeDocument(bytes: bytes) }
    if let run = try guarded({
      try store.auditRun(theme: version.theme, number: version.number, ruleset: ruleset, profile: profile)
    }) {
      return (name, run.findings.map(AuditResult.finding(from:)), document.theme)
    }
    let auditor = Auditor(profile: try AuditProfile.stored(profile), ruleset: ruleset)
    return (name, auditor.audit(document.theme).findings, document.theme)
  }

  /// `findings` of `current` held against the baseline's, with every lowering of the
  /// baseline's own contract (`policy.weakened`) counted as a new error: a change cannot pass
  /// the gate by asking for less.
  static func gate(
    _ findings: [Finding], of current: Theme,
    against baseline: (name: String, findings: [Finding], theme: Theme)
  ) -> BaselineComparison {
    let weakened = PolicyWeakening.findings(from: baseline.theme, to: current)
    return BaselineComparison.compare(findings + weakened, with: baseline.findings, baselineName: baseline.name)
  }

  /// `result` held against the baseline version `reference`.
  /// `current` is the audited theme: the file's, or (nil) the stored version's; `waivers`
  /// accept new errors as `BaselineComparison.waiving` says.
  public func compare(
    _ result: AuditResult, baseline reference: VersionReference, current: Theme? = nil,
    waivers: [ApprovalRecord.Waiver] = []
  ) throws(RegistryError) -> BaselineComparison {
    let comparison = try compareUnwaived(result, baseline: reference, current: current)
    return try Self.applying(waivers, to: comparison)
  }

  /// `comparison` with `waivers` applied; a waiver without a reason or matching nothing is refused.
  static func applying(_ waivers: [ApprovalRecord.Waiver], to comparison: BaselineComparison) throws(RegistryError)
    -> BaselineComparison
  {
    if let waiver = waiverWithoutReason(waivers) {
      throw .waiverWithoutReason(key: waiver.key)
    }
    let (waived, unmatched) = comparison.waiving(waivers)
    if let unmatched {
      throw .invalidRequest(
        "the waiver \(JSONWriter.quoted(unmatched)) matches no new or worsened error against \(comparison.baseline); name a rule id or a finding subject the gate reports"
      )
    }
    return waived
  }

  private func compareUnwaived(_ result: AuditResult, baseline reference: VersionReference, current: Theme?)
    throws(RegistryError) -> BaselineComparison
  {
    guard reference.theme == result.theme else {
      throw .invalidRequest(
        "the baseline \(reference.theme) is another theme than \(result.theme); name a version of \(result.theme)")
    }
    let baseline = try baselineFindings(reference, ruleset: result.ruleset, profile: result.profile)
    var theme = current
    if theme == nil, let number = result.version {
      let bytes = try show(VersionReference(theme: result.theme, number: number)).1
      theme = try guarded { try ThemeDocument(bytes: bytes).theme }
    }
    guard let theme else {
      return BaselineComparison.compare(result.findings, with: baseline.findings, baselineName: baseline.name)
    }
    return Self.gate(result.findings, of: theme, against: baseline)
  }
}
