import ThemeAudit
import ThemeModel
import ThemeStore

/// What `deepCheck` found: the versions whose stored audit run is not what a full audit of
/// their document stores now, and how many versions it could compare.
public struct DeepCheckResult: Sendable, Equatable {
  /// One problem per version whose stored run differs, naming the first difference.
  public var problems: [IntegrityProblem]
  /// Versions re-audited in full and compared with their stored run.
  public var compared: Int
  /// Versions with no run of the current ruleset: a run of an older ruleset is that ruleset's
  /// verdict, which this release cannot reproduce (`audit --rerun` adds a current one).
  public var withoutCurrentRun: Int
  /// Versions whose document or run does not verify: `check` names each of them.
  public var unreadable: Int
}

extension Registry {
  /// Re-audits every version of every theme in full and compares the result with the version's
  /// stored run of the current ruleset, field by field as the run's digest covers them (the
  /// run's time aside). A stored verdict that a fresh audit would not give is a problem: the
  /// run was written by a faulty release, or forged together with its digest.
  ///
  /// `progress` is told how many versions have been compared out of how many.
  public func deepCheck(progress: ((Int, Int) -> Void)? = nil) throws(RegistryError) -> DeepCheckResult {
    let names = try guarded { try store.themeNames() }
    var latest: [String: Int] = [:]
    for name in names { latest[name] = try guarded { try store.latestVersionNumber(theme: name) } ?? 0 }
    let total = latest.values.reduce(0, +)
    var result = DeepCheckResult(problems: [], compared: 0, withoutCurrentRun: 0, unreadable: 0)
    var done = 0
    for name in names {
      for number in stride(from: 1, through: latest[name] ?? 0, by: 1) {
        try compare(theme: name, number: number, into: &result)
        done += 1
        progress?(done, total)
      }
    }
    return result
  }

  /// Compares one version's stored run of the current ruleset with a full audit of its document.
  /// Damage `check` names is counted; any other failure (the server gone, say) is thrown, not
  /// counted, so a deep check that could not read is never taken for one that passed.
  private func compare(theme: String, number: Int, into result: inout DeepCheckResult) throws(RegistryError) {
    let version: VersionRecord
    let bytes: [UInt8]
    let stored: StoredAuditRun?
    do throws(RegistryError) {
      guard let found = try guarded({ try store.version(theme: theme, number: number) }) else {
        result.unreadable += 1
        return
      }
      version = found
      bytes = try storedDocument(of: version)
      stored = try guarded { try store.auditRun(theme: theme, number: number, ruleset: ruleset, profile: nil) }
    } catch {
      switch error {
      case .damagedVersion, .store(.damagedDocument), .store(.damagedFact):
        result.unreadable += 1
        return
      default:
        throw error
      }
    }
    guard let stored, let profile = AuditProfile(rawValue: stored.summary.profile) else {
      result.withoutCurrentRun += 1
      return
    }
    result.compared += 1
    guard let document = try? ThemeDocument(bytes: bytes) else {
      result.problems.append(
        IntegrityProblem(
          "\(theme)@\(number): its stored document no longer passes validation, so it cannot be re-audited"))
      return
    }
    var fresh = Self.draft(
      Auditor(profile: profile, ruleset: ruleset).audit(document.theme), document: document,
      createdAt: stored.summary.createdAt)
    // A run stored before coverage was recorded has none, and its digest leaves it out.
    if stored.summary.coverage == nil { fresh.summary.coverage = nil }
    let digest = FactDigest.run(
      contentHash: version.contentHash.description, summary: fresh.summary,
      findingsDigest: FactDigest.findings(fresh.findings, typeScaleKey: fresh.typeScale?.key))
    guard digest != stored.digest else { return }
    let run = "\(stored.summary.ruleset), \(profile.rawValue)"
    result.problems.append(
      IntegrityProblem(
        "\(theme)@\(number): its stored audit run (\(run)) differs from a full re-audit: "
          + Self.firstDifference(stored: stored, fresh: fresh)))
  }

  /// The first way `fresh` differs from `stored`, in words.
  static func firstDifference(stored: StoredAuditRun, fresh: AuditRunDraft) -> String {
    let old = stored.summary
    let new = fresh.summary
    if (old.errors, old.warnings, old.infos) != (new.errors, new.warnings, new.infos) {
      return "it counts \(old.errors) error(s), \(old.warnings) warning(s) and \(old.infos) info(s); "
        + "a full audit counts \(new.errors), \(new.warnings) and \(new.infos)"
    }
    if old.passed != new.passed {
      let verdict = { (passed: Bool) in passed ? "passed" : "failed" }
      return "it says the version \(verdict(old.passed)); a full audit says it \(verdict(new.passed))"
    }
    if old.coverage != new.coverage {
      return "its contrast coverage differs from a full audit's"
    }
    if let missing = fresh.findings.first(where: { !stored.findings.contains($0) }) {
      return "it lacks \(describe(missing)), which a full audit finds"
    }
    if let extra = stored.findings.first(where: { !fresh.findings.contains($0) }) {
      return "it holds \(describe(extra)), which a full audit does not find"
    }
    return "its Dynamic Type tables differ from a full audit's"
  }

  private static func describe(_ finding: StoredFinding) -> String {
    let appearance = finding.appearance.map { " (\($0.rawValue))" } ?? ""
    return "the \(finding.severity.rawValue) \(finding.rule) on \(finding.subject)\(appearance)"
  }
}
