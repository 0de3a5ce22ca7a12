import FoundationEssentials
import ThemeModel
import ThemeRegistry

/// `themereg pairs suggest THEME[@N]|FILE [--write FILE]`: the contrast pairs a theme's colour
/// names say it means, for the team to accept.
enum PairsCommand: Command {
  enum Options {
    static let write = Option<String>(
      "--write", value: "FILE",
      help: "Write the document with the suggested pairs added (a new file), to review and commit.")
  }

  static let spec = CommandSpec(
    name: "pairs", summary: "Suggest the contrast pairs a theme most likely means but does not state.",
    operands: "suggest THEME[@N]|FILE", options: [Options.write],
    discussion: """
      From the conventions design systems name colours by: Material's on-colours (onPrimary on
      primary), a family's foreground on its own background (accent.fg on accent.subtle,
      button-text on button-background), every foreground on every surface (canvas.*,
      background*, surface*), the default text on tinted backgrounds (*.subtle) and on a part's
      background that has no text colour of its own, on-emphasis text on every *.emphasis, a
      family's inverse colour on its backgrounds, borders against surfaces (non-text) and coloured
      text against the default text (non-text, WCAG 1.4.1). Folders that only hold colours
      (Colors/), a namespace every name shares (--pico-), CSS's -color suffix and a trailing
      state (-hover) are read past; disabled colours get none. A pair the theme states, or a
      component's own slot, is never suggested. --write adds them to a copy of the document; a stored version's copy keeps
      its base, so committing it is an edit of that version.
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let operands = try context.operands(2...2, "suggest THEME[@N]|FILE")
    guard operands[0] == "suggest" else {
      throw .usage("pairs has one verb, suggest; not \(operands[0].printable).", usage: spec.usageLine)
    }
    let operand = operands[1]
    let result: PairSuggestionResult
    let isFile = operand == "-" || operand.hasSuffix(".json") || FileManager.default.fileExists(atPath: operand)
    do {
      if isFile {
        result = try Registry.suggestPairs(bytes: try context.readDocument(operand))
      } else {
        let reference = try context.reference(operand)
        result = try context.openRegistry().suggestPairs(reference)
      }
    } catch let error as CLIError {
      throw error
    } catch let error as RegistryError {
      throw CLIError(error, source: isFile ? operand : nil)
    } catch {
      throw CLIError(exitCode: CLIError.internalCode, message: "\(error)")
    }
    let output = context.value(Options.write)
    if let output {
      let text = JSONWriter.string(result.document, options: JSONWriter.Options(sortKeys: true, pretty: true))
      do {
        try DocumentFile.write(Array((text + "\n").utf8), to: output)
      } catch {
        throw CLIError(error)
      }
    }
    if context.json {
      context.printJSON(
        .object([
          JSONMember(
            "suggestions",
            .array(
              result.suggestions.map { suggestion in
                .object([
                  JSONMember("name", .string(suggestion.name)),
                  JSONMember("foreground", .string(suggestion.foreground)),
                  JSONMember("background", .string(suggestion.background)),
                  JSONMember("kind", .string(suggestion.kind.rawValue)),
                  JSONMember("reason", .string(suggestion.reason)),
                ])
              })),
          JSONMember("written", output.map(JSONValue.string) ?? .null),
        ]))
      return 0
    }
    guard !result.suggestions.isEmpty || output != nil else {
      context.console.line(
        "No pairs to suggest: no colour name follows a convention they are read from (onX, x-text on x-background, "
          + "background*, border*…); state the pairs under \"pairs\" (see 'themereg pairs --help')")
      return 0
    }
    context.console.line("\(AuditText.plural(result.suggestions.count, "suggested pair")):")
    let width = result.suggestions.map { $0.name.count }.max() ?? 0
    for suggestion in result.suggestions {
      let name = suggestion.name.printable
      context.console.line(
        "  \(name)\(String(repeating: " ", count: max(width - suggestion.name.count, 0)))  \(suggestion.kind.rawValue)  \(suggestion.reason.printable)"
      )
    }
    if let output {
      context.console.line("Wrote \(output.printable) with them under \"pairs\"; review it, then commit it")
    } else if !result.suggestions.isEmpty {
      context.console.line("Add them with --write FILE, review the file, then commit it.")
    }
    return 0
  }
}
