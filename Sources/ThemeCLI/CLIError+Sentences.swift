import ThemeAudit
import ThemeModel
import ThemeRegistry
import ThemeStore

/// The command line's wording of the libraries' errors: each names what went wrong from the
/// error's facts, then what to do, with the flag or command to use. The libraries carry the
/// facts only, so another front end words them its own way.
extension RegistryError {
  /// One line: what went wrong and the fix.
  var sentence: String {
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
    case .lossyImport(let notes):
      "the import cannot keep \(notes.count) value(s), so nothing was imported; fix them, or pass --lossy to leave them out"
    case .themeChoiceNeeded(let group, let themes):
      "the Tokens Studio theme group \(JSONWriter.quoted(group)) has \(themes.count) themes (\(themes.joined(separator: ", "))); choose one with --select \(group)=\(themes.first ?? "THEME"), or commit every combination with --all-permutations --commit"
    case .unknownThemeChoice(let group, let theme, let known):
      "--select \(group)=\(theme) names no theme of the project; \(JSONWriter.quoted(group)) has \(known.joined(separator: ", "))"
    case .unknownProfile(let name):
      "a stored audit run names the profile \(JSONWriter.quoted(String(name.prefix(40)))), which this build does not know (it knows \(AuditProfile.allCases.map(\.rawValue).joined(separator: ", "))); use the themereg release that wrote it"
    case .invalidField(let field, let problem): Self.sentence(field, problem)
    case .waiverWithoutReason(let key):
      "the waiver of \(JSONWriter.quoted(key)) has no reason; write --waive KEY=REASON"
    case .outputFolder(let path, let problem): Self.sentence(folder: path, problem)
    case .notAFolder(let path): "\(path) is not a folder; give verify the folder an export wrote"
    case .comparedWithAnotherTheme(let compare, let theme):
      "\(compare) is another theme; --compare takes a version of \(theme)"
    case .noApprovedVersion(let theme):
      "\(theme) has no approved version; approve one with 'themereg approve \(theme)@N --by NAME'"
    case .approvalRefused(let refusal, _): Self.sentence(refusal)
    case .notApproved(let theme, let number):
      "\(theme)@\(number) is not approved, so it does not export; approve it first ('themereg approve'), or pass --unapproved for a marked draft"
    case .noActiveApproval(let theme, let number):
      "\(theme)@\(number) has no active approval to revoke; 'themereg approvals \(theme)' lists them"
    case .unknownRule(let rule, let suggestion):
      "no rule named \(JSONWriter.quoted(String(rule.prefix(80))))"
        + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "; the README lists the rules")
    case .unknownRuleset(let ruleset, let known):
      "no audit run in this registry has the ruleset \(JSONWriter.quoted(String(ruleset.prefix(80))))"
        + (known.isEmpty ? "; it has no runs yet" : "; it has \(known.joined(separator: ", "))")
    case .cannotWrite(let path, let reason):
      "cannot write \(path): \(reason); nothing was written — check the path and its permissions"
    case .store(let error): error.sentence
    case .damagedVersion(let theme, let number, let reason):
      "the stored document of \(theme)@\(number) is damaged (\(reason)); it was not used — run 'themereg check' and restore the registry from a backup"
    case .targetNotEmpty(let target, let themes):
      "the target \(target) already holds \(themes.count) theme(s) (\(themes.prefix(3).joined(separator: ", "))); "
        + "migrate-to copies into an empty registry only: create a new database, schema or file"
    case .migrationStopped(let target, let copied, let reason):
      "the copy to \(target) stopped after \(copied) version(s): \(reason.sentence); nothing of it was kept — "
        + "this registry and the target are unchanged, so run migrate-to again once the cause is fixed"
    case .mergeConflict(let theme, let base, let latest, let conflicts):
      "\(AuditText.plural(conflicts.count, "value")) changed both in your file (based on \(theme)@\(base)) and in the registry since (up to @\(latest)); nothing was stored — run 'themereg merge \(theme) FILE -o FILE' to mark them for editing (or --ours / --theirs to settle them), then commit"
    case .unresolvedConflicts(let theme, let conflicts):
      "the file of \(theme) still lists \(AuditText.plural(conflicts.count, "merge conflict")) under base.conflicts; nothing was stored — set each value as it should be, remove its entry, then commit"
    case .baseMismatch(let theme, let mismatch):
      "the file's base record does not match \(theme): \(mismatch); nothing was stored — check out the version again with 'themereg checkout \(theme)@N', or give the base with --base N"
    case .coverageTooLow(let theme, let coverage, let required):
      "only \(coverage.checked) of \(coverage.colors) colours of \(theme) are in a contrast check (\(Int((coverage.share * 100).rounded(.down))) %), fewer than the \(Int((required * 100).rounded())) % required; nothing was stored — state the pairs the others are used in ('themereg pairs suggest \(theme)' proposes them), or lower --min-coverage or contrast.minCoverage"
    case .git(let repository, let command, let status, let message):
      "git \(command) failed on \(repository.printable)" + (status >= 0 ? " (exit \(status))" : "")
        + (message.isEmpty ? "" : ": \(message.printable.truncated(300))")
        + " — check that git is installed and that the path is a git repository"
    case .noSuchBranch(let repository, let branch):
      "\(repository.printable) has no branch or commit \(branch.printable); give --branch with one of 'git -C \(repository.printable) branch --list'"
    case .noHistory(let repository, let path, let branch):
      "no commit of \(branch.printable)'s first-parent history in \(repository.printable) holds \(path.printable); check --path (relative to the repository) and --branch"
    case .unreadableRevision(let commit, let path, let reason):
      "\(path.printable) at commit \(commit.prefix(12)) cannot be imported: \(reason.sentence); nothing of the run was stored — fix or skip that revision (--lossy leaves it out and lists it)"
    case .baseRequired(let theme):
      "this registry requires every commit to name the version it started from, and this commit of \(theme) names none; run 'themereg checkout \(theme) -o FILE', edit that file and commit it, or give --base N"
    case .signing(let problem): problem.sentence
    }
  }

  /// The flag a record field is given with.
  static func flag(_ field: RecordField) -> String {
    switch field {
    case .author: "--author"
    case .message: "--message"
    case .approver, .revoker: "--by"
    case .signer: "the signer name"
    case .note: "--note"
    case .waiver: "--waive"
    case .reason: "--reason"
    }
  }

  static func sentence(_ field: RecordField, _ problem: FieldProblem) -> String {
    switch (field, problem) {
    case (_, .tooLong(let limit)): "'\(flag(field))' must be at most \(limit) characters without NUL; shorten it"
    case (.message, .empty): "the commit message is empty; say what changed with -m MESSAGE"
    case (.reason, .empty): "--reason must say why the approval is withdrawn"
    case (.author, .empty): "--author needs the author's name"
    case (.approver, .empty): "--by needs the approver's name"
    case (.revoker, .empty): "--by needs the name of who revokes"
    case (_, .empty): "\(flag(field)) needs a value"
    case (_, .misleadingName(let name, let problem)):
      "\(flag(field)) \(JSONWriter.quoted(name)) \(problem); write the name in plain text"
    }
  }

  static func sentence(_ refusal: ApprovalRefusal) -> String {
    switch refusal {
    case .waiverWithoutReason(let key):
      "the waiver of \(JSONWriter.quoted(key)) has no reason, so nothing was approved; write --waive KEY=REASON"
    case .selfApproval(let approver, let author, let theme, let number):
      (author == approver
        ? "\(JSONWriter.quoted(approver)) committed \(theme)@\(number)"
        : "\(JSONWriter.quoted(approver)) is the same name as \(JSONWriter.quoted(author)), who committed \(theme)@\(number),")
        + " and cannot approve it too (four eyes); ask someone else, or pass --allow-self-approval"
    case .selfApprovalByRole(let role, let theme, let number):
      "the database role \(JSONWriter.quoted(role)) committed \(theme)@\(number) and cannot approve it too, whatever --by says (four eyes); approve from another login, or pass --allow-self-approval"
    case .waiverMatchesNothing(let key, let theme, let number):
      "the waiver \(JSONWriter.quoted(key)) matches no finding of \(theme)@\(number), so nothing was approved; name a rule id or a finding subject from 'themereg audit'"
    case .unwaivedErrors(let theme, let number, let count):
      "\(theme)@\(number) has \(count) error finding(s) that are not waived; fix them or waive each with --waive RULE-OR-SUBJECT=REASON"
    }
  }

  static func sentence(folder path: String, _ problem: OutputFolderProblem) -> String {
    switch problem {
    case .parentMissing(let parent): "the folder \(parent) does not exist; create it first"
    case .emptyName: "the output folder's name is empty; give -o a folder name"
    case .notANewFolder: "\(path) does not name a new folder; give -o a folder name, not '.' or '..'"
    case .notEmpty: "\(path) is not empty; give -o a new or empty folder so nothing is overwritten"
    case .isAFile: "\(path) is a file; give -o a new or empty folder"
    case .isALink:
      "cannot write \(path): it is a symbolic link; give -o a new or empty folder, not a link; nothing was written — check the path and its permissions"
    }
  }
}
