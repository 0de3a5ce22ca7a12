import ThemeExport
import ThemeModel
import ThemeRegistry

extension ImportCommand {
  /// `import --from tokens-studio tokens/ --all-permutations --commit -m MSG`: one theme per
  /// combination of the theme groups' themes, `NAME-casual-blue`.
  static func importAllPermutations(_ context: CommandContext, message: String?) throws(CLIError) -> Int32 {
    guard context.isSet(Options.commit), let message else {
      throw .usage("--all-permutations commits one theme per combination; add --commit -m MSG.", usage: spec.usageLine)
    }
    let (input, source) = try input(.tokensStudio, context)
    let project: TokensStudioProject
    do {
      project = try Registry.tokensStudioProject(at: input.roots[0])
    } catch {
      throw CLIError(error, source: source)
    }
    let options = try options(context)
    let name = options.name ?? Registry.importName(for: input.roots[0])
    // Every combination is read before any is committed, so bad input stores nothing.
    let groups = TokensStudioImporter.dimensions(project, appearances: options.appearances).map(\.group)
    var results: [ImportResult] = []
    for permutation in TokensStudioImporter.permutations(project, appearances: options.appearances) {
      let suffix = groups.compactMap { permutation[$0] }.map { Registry.importName(for: $0) }
      var chosen = options
      chosen.name = ([name] + suffix).joined(separator: "-")
      chosen.selection = permutation
      do {
        results.append(try Registry.importTheme(.tokensStudio, input, options: chosen))
      } catch {
        throw CLIError(error, source: source)
      }
    }
    let registry = try context.openRegistry()
    var committed: [JSONValue] = []
    for result in results {
      do {
        let outcome = try registry.commitImport(
          result.document, format: .tokensStudio, author: CommitCommand.author(context, option: Options.author),
          message: message
        ).commit.outcome
        let version = outcome.version
        if case .created = outcome {
          context.console.recordStored("\(version.theme.printable)@\(version.number) was committed")
        }
        if !context.json {
          context.console.line("Imported and committed \(version.theme)@\(version.number)  \(version.contentHash)")
        }
        committed.append(
          .object([
            JSONMember("theme", .string(version.theme)), JSONMember("version", .integer(version.number)),
            JSONMember("contentHash", .string(version.contentHash.description)),
            JSONMember("import", json(result.report)),
          ]))
      } catch {
        throw CLIError(error)
      }
    }
    if context.json { context.printJSON(.object([JSONMember("committed", .array(committed))])) }
    return 0
  }
}
