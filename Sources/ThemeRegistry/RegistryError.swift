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
  /// No rule has this id.
  case unknownRule(String, suggestion: String?)
  /// The store failed.
  case store(StoreError)
  /// `migrate-to` stopped partway; the source is unchanged, the target holds a partial copy.
  indirect case migrationStopped(target: String, copiedVersions: Int, reason: RegistryError)

  /// A one-line explanation with the fix.
  public var description: String {
    switch self {
    case .invalidDocument(let error): error.description
    case .themeNotFound(let name, let suggestion):
      "no theme named \(JSONWriter.quoted(String(name.prefix(80))))"
        + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "; 'themereg list' shows the themes")
    case .versionNotFound(let theme, let number, let latest):
      "\(theme) has no version \(number); its versions are 1…\(latest)"
    case .invalidReference(let text):
      "\(JSONWriter.quoted(String(text.prefix(80)))) is not a version reference; write THEME, THEME@N (N ≥ 1) or THEME@latest"
    case .auditFailed(let report):
      "the audit found \(report.errors) error(s), so nothing was stored (--require-pass); fix them or commit without --require-pass"
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
    case .store(let error): error.description
    case .migrationStopped(let target, let copied, let reason):
      "the copy to \(target) stopped after \(copied) version(s): \(reason); this registry is unchanged — "
        + "remove the partial copy (a new database, schema or file) and run migrate-to again"
    }
  }
}
