import ThemeAudit
import ThemeExport
import ThemeModel
import ThemeStore

/// How a document's base record disagrees with the registry.
public enum BaseMismatch: Sendable, Equatable, CustomStringConvertible {
  /// The record names another theme than the document does.
  case otherTheme(recorded: String)
  /// The recorded hash is not the stored version's: the record was edited.
  case contentHash(version: Int, recorded: ContentHash, stored: ContentHash)

  /// The disagreement, in facts.
  public var description: String {
    switch self {
    case .otherTheme(let recorded): "it was checked out of \(recorded)"
    case .contentHash(let version, let recorded, let stored):
      "it records \(recorded) for version \(version), whose content is \(stored)"
    }
  }
}

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
  /// An approval was refused (errors not waived, self-approval, …).
  case approvalRefused(ApprovalRefusal, unwaived: [Finding])
  /// The version is not approved, so it does not export.
  case notApproved(theme: String, number: Int)
  /// The version has no active approval to revoke.
  case noActiveApproval(theme: String, number: Int)
  /// A field of a record (an author, a message, an approver's name…) cannot be stored.
  case invalidField(RecordField, FieldProblem)
  /// A gate's waiver gives no reason.
  case waiverWithoutReason(key: String)
  /// An output folder cannot be written as asked.
  case outputFolder(path: String, OutputFolderProblem)
  /// `verify` was given a path that is not a folder.
  case notAFolder(path: String)
  /// A report's comparison names a version of another theme.
  case comparedWithAnotherTheme(compare: String, theme: String)
  /// An import found values the theme cannot hold and was not asked to be lossy.
  case lossyImport([ImportNote])
  /// A Tokens Studio group has several themes and the import was not told which one.
  case themeChoiceNeeded(group: String, themes: [String])
  /// A Tokens Studio choice names a group or theme the project does not have.
  case unknownThemeChoice(group: String, theme: String, known: [String])
  /// A stored audit run names a profile this build does not know (a newer release wrote it).
  case unknownProfile(String)
  /// The request does not make sense as given; the message says why.
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
  /// A commit on an older base changed values that were changed since to other ends;
  /// nothing was stored.
  case mergeConflict(theme: String, base: Int, latest: Int, [MergeConflict])
  /// The document still lists conflicts a merge left to settle.
  case unresolvedConflicts(theme: String, [MergeConflict])
  /// The document's base record does not describe a stored version of its theme.
  case baseMismatch(theme: String, BaseMismatch)
  /// The registry requires every commit to name the version it started from.
  case baseRequired(theme: String)
  /// The contrast checks measure fewer of the theme's colours than required; nothing was stored.
  case coverageTooLow(theme: String, ContrastCoverage, required: Double)
  /// `git` failed (or could not be run) on the repository.
  case git(repository: String, command: String, status: Int32, message: String)
  /// The repository has no such branch or commit.
  case noSuchBranch(repository: String, branch: String)
  /// No commit of the branch's first-parent history touches the path (or none could be read).
  case noHistory(repository: String, path: String, branch: String)
  /// A revision of the history cannot be imported; nothing of the run was stored.
  indirect case unreadableRevision(commit: String, path: String, reason: RegistryError)
  /// A key, a signature or a change to the trusted keys was refused.
  case signing(SigningProblem)

  /// What went wrong, from the case's facts alone; a front end words it with what to do
  /// (the command line's wording is in ThemeCLI).
  public var description: String {
    switch self {
    case .invalidDocument(let error): error.description
    case .nameCollision(let theme, let number, let collisions):
      "\(theme)@\(number) has names that share an export identifier: "
        + collisions.map { "\($0.names.joined(separator: ", ")) → \($0.identifier) (\($0.platform))" }
        .joined(separator: "; ")
    case .themeNotFound(let name, let suggestion):
      "no theme named \(JSONWriter.quoted(name))" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
    case .versionNotFound(let theme, let number, let latest): "\(theme) has no version \(number) (latest \(latest))"
    case .invalidReference(let text): "\(JSONWriter.quoted(text)) is not a version reference"
    case .auditFailed(let report): "the audit found \(report.errors) error(s), so nothing was stored"
    case .newErrors(let comparison): "the audit found errors that \(comparison.baseline) does not have"
    case .noAuditRun(let theme, let number, let ruleset):
      "\(theme)@\(number) has no audit run\(ruleset.map { " of ruleset \($0)" } ?? "")"
    case .noApprovedVersion(let theme): "\(theme) has no approved version"
    case .approvalRefused(let refusal, _): "the approval was refused: \(refusal)"
    case .notApproved(let theme, let number): "\(theme)@\(number) is not approved, so it does not export"
    case .noActiveApproval(let theme, let number): "\(theme)@\(number) has no active approval"
    case .invalidField(let field, let problem): "the \(field.rawValue) cannot be stored: \(problem)"
    case .waiverWithoutReason(let key): "the waiver of \(JSONWriter.quoted(key)) has no reason"
    case .outputFolder(let path, let problem): "the output folder \(path) cannot be written: \(problem)"
    case .notAFolder(let path): "\(path) is not a folder"
    case .comparedWithAnotherTheme(let compare, let theme): "\(compare) is not a version of \(theme)"
    case .invalidRequest(let message): message
    case .lossyImport(let notes): "the import cannot keep \(notes.count) value(s); nothing was imported"
    case .themeChoiceNeeded(let group, let themes):
      "the theme group \(JSONWriter.quoted(group)) has \(themes.count) themes (\(themes.joined(separator: ", "))) and none was chosen"
    case .unknownThemeChoice(let group, let theme, let known):
      "the project has no theme \(JSONWriter.quoted(theme)) in the group \(JSONWriter.quoted(group)) (it has \(known.joined(separator: ", ")))"
    case .unknownProfile(let name):
      "a stored audit run names the profile \(JSONWriter.quoted(name)), unknown to this build"
    case .unknownRule(let rule, let suggestion):
      "no rule named \(JSONWriter.quoted(rule))" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
    case .unknownRuleset(let ruleset, let known):
      "no audit run in this registry has the ruleset \(JSONWriter.quoted(ruleset))"
        + (known.isEmpty ? "; it has no runs yet" : "; it has \(known.joined(separator: ", "))")
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason); nothing was written"
    case .store(let error): error.description
    case .damagedVersion(let theme, let number, let reason):
      "the stored document of \(theme)@\(number) is damaged (\(reason)); it was not used"
    case .targetNotEmpty(let target, let themes):
      "the target \(target) already holds \(themes.count) theme(s) (\(themes.prefix(3).joined(separator: ", ")))"
    case .migrationStopped(let target, let copied, let reason):
      "the copy to \(target) stopped after \(copied) version(s): \(reason); nothing of it was kept"
    case .mergeConflict(let theme, let base, let latest, let conflicts):
      "\(conflicts.count) value(s) changed both in the file (based on \(theme)@\(base)) and since, up to @\(latest); nothing was stored"
    case .unresolvedConflicts(let theme, let conflicts):
      "the document of \(theme) still lists \(conflicts.count) unresolved merge conflict(s); nothing was stored"
    case .baseMismatch(let theme, let mismatch): "the base record does not match \(theme): \(mismatch)"
    case .baseRequired(let theme): "this registry requires a commit to name its base; the commit of \(theme) names none"
    case .coverageTooLow(let theme, let coverage, let required):
      "\(coverage.checked) of \(coverage.colors) colours of \(theme) are in a contrast check, fewer than the \(Int((required * 100).rounded())) % required; nothing was stored"
    case .git(let repository, let command, let status, let message):
      "git \(command) failed on \(repository)" + (status >= 0 ? " (exit \(status))" : "")
        + (message.isEmpty ? "" : ": \(message)")
    case .noSuchBranch(let repository, let branch): "\(repository) has no branch or commit \(branch)"
    case .noHistory(let repository, let path, let branch):
      "no commit of \(branch)'s first-parent history in \(repository) holds \(path)"
    case .unreadableRevision(let commit, let path, let reason):
      "\(path) at commit \(commit.prefix(12)) cannot be imported: \(reason); nothing of the run was stored"
    case .signing(let problem): problem.description
    }
  }
}
