import ThemeExport
import ThemeModel
import ThemeRegistry

extension ImportCommand {
  /// `import --from tokens-studio tokens/ [--select brand=Casual]… [--all-permutations --commit]`.
  static func importTokensStudio(_ context: CommandContext, message: String?) throws(CLIError) -> Int32 {
    let path = try context.operands(1...1, "FOLDER | FILE")[0]
    let project: TokensStudioProject
    do {
      project = try Registry.tokensStudioProject(at: path)
    } catch {
      throw CLIError(error, source: path)
    }
    var appearances: [String: Appearance] = [:]
    for choice in try context.values(Options.appearance) { appearances[choice.context] = choice.appearance }
    var selection: [String: String] = [:]
    for choice in try context.values(Options.select) { selection[choice.group] = choice.theme }
    let name = context.value(Options.name) ?? Registry.importName(for: path)
    let lossy = context.isSet(Options.lossy)
    guard context.isSet(Options.allPermutations) else {
      let (document, report) = try read(project, name: name, selection, appearances, lossy: lossy, path: path)
      if !context.json { summarize(report, console: context.console) }
      return try printOrCommit(document, report: json(report), message: message, context)
    }
    guard context.isSet(Options.commit), let message else {
      throw .usage("--all-permutations commits one theme per combination; add --commit -m MSG.", usage: spec.usageLine)
    }
    // Every combination is read before any is committed, so bad input stores nothing.
    let groups = TokensStudioImporter.dimensions(project, appearances: appearances).map(\.group)
    var documents: [(ThemeDocument, DTCGImporter.Report)] = []
    for permutation in TokensStudioImporter.permutations(project, appearances: appearances) {
      let suffix = groups.compactMap { permutation[$0] }.map { Registry.importName(for: $0) }
      let themeName = ([name] + suffix).joined(separator: "-")
      documents.append(try read(project, name: themeName, permutation, appearances, lossy: lossy, path: path))
    }
    let registry = try context.openRegistry()
    var committed: [JSONValue] = []
    for (document, report) in documents {
      do {
        let result = try registry.commit(
          bytes: document.canonicalBytes, author: CommitCommand.author(context, option: Options.author),
          message: message)
        let version = result.outcome.version
        if case .created = result.outcome {
          context.console.recordStored("\(version.theme.printable)@\(version.number) was committed")
        }
        if !context.json {
          context.console.line("Imported and committed \(version.theme)@\(version.number)  \(version.contentHash)")
        }
        committed.append(
          .object([
            JSONMember("theme", .string(version.theme)), JSONMember("version", .integer(version.number)),
            JSONMember("contentHash", .string(version.contentHash.description)), JSONMember("import", json(report)),
          ]))
      } catch {
        throw CLIError(error)
      }
    }
    if context.json { context.printJSON(.object([JSONMember("committed", .array(committed))])) }
    return 0
  }

  private static func read(
    _ project: TokensStudioProject, name: String, _ selection: [String: String], _ appearances: [String: Appearance],
    lossy: Bool, path: String
  ) throws(CLIError) -> (ThemeDocument, DTCGImporter.Report) {
    do {
      return try Registry.importTokensStudio(
        project, name: name, selection: selection, appearances: appearances, lossy: lossy)
    } catch {
      throw CLIError(error, source: path)
    }
  }
}
