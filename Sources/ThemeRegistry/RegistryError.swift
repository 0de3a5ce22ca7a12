import ThemeAudit
import ThemeModel
import ThemeStore

/// Why the registry refused a request; each case says what to do next.
public enum RegistryError: Error, Sendable, CustomStringConvertible {
  /// The document is not a valid theme.
  case invalidDocument(ThemeValidationError)
  /// No theme has this name.
  case themeNotFound(name: String, suggestion: String?)
  /// The theme has no such version.
  case versionNotFound(theme: String, number: Int, latest: Int)
  /// A `THEME@N` reference is malformed.
  case invalidReference(String)
  /// `--require-pass` was given and the audit found errors; nothing was stored.
  case auditFailed(AuditResult)
  /// `--require-no-new-errors`: the audit found errors the baseline does not have; nothing was stored.
  case newErrors(BaselineComparison)
  /// The version has no stored audit run of the requested ruleset.
  case noAuditRun(theme: String, number: Int, ruleset: String?)
  /// The theme has no approved, unrevoked version.
  case noApprovedVersion(theme: String)
  /// An approval was refused (errors not waived, self-approval, …); the message says why.
  case approvalRefused(String, unwaived: [Finding])
  /// The version is not approved, so it does not export.
  case notApproved(String)
  /// The request does not make sense as given (the message says why and what to do).
  case invalidRequest(String)
  /// No stored run has this ruleset; `known` are the ones the registry has.
  case unknownRuleset(String, known: [String])
  /// No rule has this id.
  case unknownRule(String, suggestion: String?)
  /// A file or folder could not be written (an export's `-o`); `reason` says why.
  case cannotWrite(path: String, reason: String)
  /// The store failed.
  case store(StoreError)
  /// A stored version's document no longer matches its recorded content hash (or cannot be
  /// decoded): the registry was changed outside themereg. Nothing was read out of it.
  case damagedVersion(theme: String, number: Int, reason: String)
  /// The version has names that an export platform would give one identifier (the audit's
  /// `export.name-collision`); exporting it would have to rename one silently.
  case nameCollision(theme: String, number: Int, [ExportCollision])
  /// `migrate-to` was given a target that already holds themes.
  case targetNotEmpty(target: String, themes: [String])
  /// `migrate-to` stopped partway; the source and the target are both unchanged.
  indirect case migrationStopped(target: String, copiedVersions: Int, reason: RegistryError)

  /// A one-line explanation with the fix.
  public var description: String {
    switch self {
    case .invalidDocument(let error): error.description
    case .nameCollision(let theme, let number, let collisions):
      "\(theme)@\(number) does not export: "
        + collisions.map {
          "\($0.names.map { "\"\($0)\"" }.joined(separator: " and ")) would share \($0.identifier) (\($0.platform))"
        }
        .joined(separator: "; ") + "; rename one and commit again"
    case .themeNotFound(let name, let suggestion):
      "no theme named \(JSONWriter.quoted(String(name.prefix(80))))"
        + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "; 'themereg list' shows the themes")
    case .versionNotFound(let theme, let number, let latest):
      "\(theme) has no version \(number); its versions are 1…\(latest)"
    case .invalidReference(let text):
      "\(JSONWriter.quoted(String(text.prefix(80)))) is not a version reference; write THEME, THEME@N (N ≥ 1) or THEME@latest"
    case .auditFailed(let report):
      "the audit found \(report.errors) error(s), so nothing was stored (--require-pass); fix them or commit without --require-pass"
    case .newErrors(let comparison):
      "the audit found \(comparison.new.count { $0.severity == .error } + comparison.worsened.count { $0.now.severity == .error }) error(s) that \(comparison.baseline) does not have, so nothing was stored (--require-no-new-errors); fix them or commit without the flag"
    case .noAuditRun(let theme, let number, let ruleset):
      "\(theme)@\(number) has no audit run\(ruleset.map { " of ruleset \($0)" } ?? ""); run 'themereg audit --rerun \(theme)'"
    case .invalidRequest(let message): message
    case .noApprovedVersion(let theme):
      "\(theme) has no approved version; approve one with 'themereg approve \(theme)@N --by NAME'"
    case .approvalRefused(let message, _): message
    case .notApproved(let message): message
    case .unknownRule(let rule, let suggestion):
      "no rule named \(JSONWriter.quoted(String(rule.prefix(80))))"
        + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "; the README lists the rules")
    case .unknownRuleset(let ruleset, let known):
      "no audit run in this registry has the ruleset \(JSONWriter.quoted(String(ruleset.prefix(80))))"
        + (known.isEmpty ? "; it has no runs yet" : "; it has \(known.joined(separator: ", "))")
    case .cannotWrite(let path, let reason):
      "cannot write \(path): \(reason); nothing was written — check the path and its permissions"
    case .store(let error): error.description
    case .damagedVersion(let theme, let number, let reason):
      "the stored document of \(theme)@\(number) is damaged (\(reason)); it was not used — run 'themereg check' and restore the registry from a backup"
    case .targetNotEmpty(let target, let themes):
      "the target \(target) already holds \(themes.count) theme(s) (\(themes.prefix(3).joined(separator: ", "))); "
        + "migrate-to copies into an empty registry only: create a new database, schema or file"
    case .migrationStopped(let target, let copied, let reason):
      "the copy to \(target) stopped after \(copied) version(s): \(reason); nothing of it was kept — "
        + "this registry and the target are unchanged, so run migrate-to again once the cause is fixed"
    }
  }
}
