import ThemeExport
import ThemeModel
import ThemeRegistry

/// `themereg import-history PATH` (or `--git REPO --path PATH`): a theme's git history as its
/// versions.
enum ImportHistoryCommand: Command {
  enum Options {
    static let git = Option<String>(
      "--git", value: "REPO", help: "The git repository's folder (instead of PATH, with --path).")
    static let path = Option<String>(
      "--path", value: "PATH", help: "The theme's file or folder, relative to the repository (with --git).")
    static let branch = Option<String>(
      "--branch", value: "BRANCH", help: "The branch (or commit) whose first-parent history to read (default: HEAD).")
    static let name = Option<String>(
      "--name", value: "NAME", help: "The theme's name (default: the documents' own, or the path's).")
    static let format = Option<ImportFormat>(
      "--from", value: "FORMAT",
      help: "How to read each revision: auto (the default: told from the first), or any import format.")
    static let lossy = Flag(
      "--lossy", help: "Leave out, and list, revisions that cannot be read instead of importing nothing.")
  }

  static let spec = CommandSpec(
    name: "import-history",
    summary: "Bring the git history of a theme's file or folder in, one version per revision that changed it.",
    operands: "[PATH]",
    options: [Options.git, Options.path, Options.branch, Options.name, Options.format, Options.lossy],
    discussion: """
      PATH is the theme's file or folder in a git work tree (Assets.xcassets, app/src/main/res,
      tokens.json), from anywhere: git finds its repository. Reads the repository with git (log --first-parent, following a file across renames;
      cat-file; archive for folders), oldest first. Each revision that changed the theme becomes
      a version with its git author, author date and the first line of its message, and the
      commit id as its provenance (log --json), audited as any commit. Every revision is read
      before any is stored: one that does not parse refuses the run (65) naming its commit,
      unless --lossy. A second run adds only commits not imported yet; commits an earlier run
      stored that the branch no longer has are reported, not duplicated.
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let (repository, path) = try source(context)
    let format = try context.value(Options.format) ?? .auto
    let registry = try context.openRegistry()
    let started = PlainFiles.monotonicSeconds()
    let result: HistoryImport
    do {
      result = try registry.importHistory(
        repository, path: path, branch: context.value(Options.branch),
        format: format,
        options: ImportOptions(name: context.value(Options.name), lossy: context.isSet(Options.lossy)),
        lossy: context.isSet(Options.lossy)
      ) { done, total in
        if PlainFiles.monotonicSeconds() - started > 1 {
          context.console.progress("committing revisions: \(done) of \(total)")
        }
      }
    } catch {
      throw CLIError(error)
    }
    if !result.imported.isEmpty {
      context.console.recordStored("\(result.imported.count) version(s) of \(result.theme.printable) were imported")
    }
    if context.json {
      context.printJSON(json(result))
      return 0
    }
    let versions = result.imported.map(\.version.number)
    let range =
      versions.isEmpty ? "" : versions.count == 1 ? " (@\(versions[0]))" : " (@\(versions[0])…@\(versions.last!))"
    context.console.line(
      "Imported \(AuditText.plural(result.imported.count, "version")) of \(result.theme.printable)\(range) from \(repository.path.printable) \(path.printable)"
    )
    if !result.alreadyImported.isEmpty {
      context.console.line(
        "  \(AuditText.plural(result.alreadyImported.count, "commit")) imported before, left as they are")
    }
    if !result.unchanged.isEmpty {
      context.console.line(
        "  \(AuditText.plural(result.unchanged.count, "commit")) without a change to the theme made no version")
    }
    for commit in result.deleted {
      context.console.line("  deleted  \(commit.prefix(12)): \(path.printable) does not exist there")
    }
    for (commit, version) in result.rewritten {
      context.console.error(
        "warning: commit \(commit.prefix(12)) (stored as \(result.theme.printable)@\(version)) is no longer on the branch: its history was rewritten; the version stays, nothing was duplicated"
      )
    }
    for (commit, reason) in result.skipped {
      context.console.error("warning: left out (--lossy) \(commit.prefix(12)): \(reason.sentence.printable)")
    }
    return 0
  }

  /// The repository and the path in it: PATH located by git, or --git and --path as given.
  static func source(_ context: CommandContext) throws(CLIError) -> (GitRepository, String) {
    let operand = try context.operands(0...1, "[PATH]").first
    // One file or folder of an Android res/ folder: its history is the folder's.
    for path in [operand, context.value(Options.path)].compactMap({ $0 }) {
      if let res = ImportCommand.resFolder(holding: path) {
        throw .usage(
          ImportCommand.partOfResFolder(
            path, reads: "whose history the import reads whole", then: "give \(res.printable)."),
          usage: spec.usageLine)
      }
    }
    switch (operand, context.value(Options.git), context.value(Options.path)) {
    case (let located?, nil, nil):
      do {
        return try GitRepository.locating(located)
      } catch {
        throw CLIError(error)
      }
    case (nil, let repository?, let path?):
      return (GitRepository(path: repository), path)
    case (_?, _, _):
      throw .usage("import-history takes PATH, or --git REPO with --path PATH, not both.", usage: spec.usageLine)
    default:
      throw .usage(
        "import-history needs the theme's PATH in a git work tree (or --git REPO and --path PATH).",
        usage: spec.usageLine)
    }
  }

  static func json(_ result: HistoryImport) -> JSONValue {
    .object([
      JSONMember("theme", .string(result.theme)),
      JSONMember("format", result.format.map { .string($0.rawValue) } ?? .string("theme")),
      JSONMember(
        "imported",
        .array(
          result.imported.map { entry in
            .object([
              JSONMember("version", .integer(entry.version.number)), JSONMember("commit", .string(entry.commit)),
              JSONMember("author", .string(entry.version.author)),
              JSONMember("authoredAt", .string(entry.version.authoredAt)),
              JSONMember("contentHash", .string(entry.version.contentHash.description)),
            ])
          })),
      JSONMember("unchanged", .array(result.unchanged.map(JSONValue.string))),
      JSONMember("alreadyImported", .array(result.alreadyImported.map(JSONValue.string))),
      JSONMember("deleted", .array(result.deleted.map(JSONValue.string))),
      JSONMember(
        "skipped",
        .array(
          result.skipped.map {
            .object([JSONMember("commit", .string($0.commit)), JSONMember("reason", .string($0.reason.sentence))])
          })),
      JSONMember(
        "rewritten",
        .array(
          result.rewritten.map {
            .object([JSONMember("commit", .string($0.commit)), JSONMember("version", .integer($0.version))])
          })),
    ])
  }
}
