import ThemeAudit
import ThemeExport
import ThemeModel
import ThemeRegistry

/// `themereg import --from dtcg FILE…`: DTCG tokens into a theme document.
enum ImportCommand: Command {
  enum Options {
    static let format = Option<ImportFormat>(
      "--from", value: "FORMAT",
      help:
        "The input format: auto (the default: told from the path and content), dtcg, style-dictionary (token files), figma (a Variables response, or the files of Figma's DTCG export), xcassets (an asset catalog folder), android (res/ folders) or css (stylesheets)."
    )
    static let name = Option<String>(
      "--name", value: "NAME", help: "The theme's name (default: the one themereg recorded in the tokens).")
    static let appearance = Option<ContextAppearance>(
      "--appearance", value: "CONTEXT=APPEARANCE",
      help:
        "The appearance (light, dark, lightHighContrast, darkHighContrast) of a mode whose name does not say: a resolver context, a Figma or Tokens Studio mode, a CSS class or mode attribute value; repeatable."
    )
    static let input = Option<ModifierContext>(
      "--input", value: "MODIFIER=CONTEXT", help: "A resolver modifier's context; repeatable.")
    static let mode = Option<ModeFile>(
      "--mode", value: "APPEARANCE=FILE",
      help:
        "An override file laid over the base files for one appearance (dtcg, style-dictionary; css: a stylesheet whose :root is that appearance); repeatable."
    )
    static let select = Option<GroupChoice>(
      "--select", value: "GROUP=THEME", help: "tokens-studio: the theme to use of a theme group; repeatable.")
    static let allPermutations = Flag(
      "--all-permutations",
      help: "tokens-studio, with --commit: commit one theme per combination of the groups' themes.")
    static let lossy = Flag(
      "--lossy", help: "Leave out tokens that cannot be read, with a warning each, instead of refusing the import.")
    static let commit = Flag("--commit", help: "Commit the document instead of printing it.")
    static let suggestPairs = Flag(
      "--suggest-pairs", help: "Add the contrast pairs the colours' names suggest (see pairs suggest), listed as such.")
    static let message = Option<String>("--message", short: "-m", value: "MSG", help: "With --commit: why.")
    static let author = Option<String>(
      "--author", value: "NAME", help: "With --commit: who (default: $THEMEREG_AUTHOR, else the user name).")
    static let base = Option<PositiveInteger>(
      "--base", value: "N",
      help: "With --commit: the version the source was last imported at; what was committed since is merged in.")
    static let keepFrom = Option<String>(
      "--keep-from", value: "THEME[@N]",
      help:
        "Print the document with the sections of that stored version it holds none of (pairs, policy…), as --commit keeps them: what a pull request's source is audited as."
    )
  }

  static let spec = CommandSpec(
    name: "import",
    summary:
      "Read a theme where it lives (DTCG or Style Dictionary tokens, Figma variables, an asset catalog, res/ folders, CSS) into a theme document (stdout, or committed).",
    operands: "FILE… | FOLDER",
    options: [
      Options.format, Options.name, Options.appearance, Options.input, Options.mode, Options.select,
      Options.allPermutations, Options.lossy, Options.commit, Options.suggestPairs,
      Options.message,
      Options.author, Options.base, Options.keepFrom,
    ],
    discussion: """
      --from xcassets reads an asset catalog folder (colour sets at any depth, any/dark/Increase
      Contrast variants, image set names); --from android reads res/ folders (values as light,
      values-night as dark), merged in order. A value a theme cannot hold refuses the import with
      its file:line:column unless --lossy. --from css reads the custom properties of :root, html,
      body and mode selectors ([data-theme=dark], [data-bs-theme=dark], .dark, @media
      (prefers-color-scheme: dark), (prefers-contrast: more)) in every CSS Color 4 syntax;
      --appearance slate=dark names a mode ([data-md-color-scheme=slate]) whose name does not
      say; var(--x) stays an alias; custom properties of component rules and breakpoints are
      listed, not merged.
      DTCG: modes come from a DTCG 2025.10 resolver file (its modifier whose contexts name appearances:
      light, dark, lightHighContrast, darkHighContrast, light-hc, dark-hc, high-contrast-light, …,
      any case; others by --appearance) or from sibling files named by mode: tokens.json (light),
      tokens.dark.json, tokens.lightHighContrast.json, tokens.darkHighContrast.json; several files
      merge in order, later ones over earlier ones. Every file is
      checked against the 2025.10 format; tokens that are not colours or typography are kept and
      exported again, and the import says what it mapped and kept.
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    var format = try context.value(Options.format) ?? .auto
    if format == .auto { format = try detectedFormat(context) }
    let message = context.value(Options.message)
    if context.isSet(Options.commit) && message == nil {
      throw .usage("--commit needs '-m <MSG>'.", usage: spec.usageLine)
    }
    if context.value(Options.keepFrom) != nil && context.isSet(Options.commit) {
      throw .usage(
        "--keep-from is for a printed document; --commit keeps the latest version's sections itself (--base N names another).",
        usage: spec.usageLine)
    }
    if try context.value(Options.base) != nil && !context.isSet(Options.commit) {
      throw .usage("--base goes with --commit: it names the version the commit merges over.", usage: spec.usageLine)
    }
    try checkApplicable(format, context)
    if format == .tokensStudio && context.isSet(Options.allPermutations) {
      return try importAllPermutations(context, message: message)
    }
    let (input, source) = try input(format, context)
    let options = try options(context)
    var result: ImportResult
    var suggested: [SuggestedPair] = []
    do {
      result = try Registry.importTheme(format, input, options: options)
      if context.isSet(Options.suggestPairs) {
        (result.document, suggested) = try Registry.addingSuggestedPairs(to: result.document)
      }
    } catch {
      throw CLIError(error, source: source)
    }
    if !context.json {
      summarize(result.report, console: context.console)
      for pair in suggested {
        context.console.error(
          "  suggested pair  \(pair.name.printable) (\(pair.kind.rawValue)): \(pair.reason.printable)")
      }
    }
    var report = json(result.report)
    if context.isSet(Options.suggestPairs), case .object(var members) = report {
      members.append(
        JSONMember(
          "suggestedPairs",
          .array(
            suggested.map {
              .object([
                JSONMember("name", .string($0.name)), JSONMember("kind", .string($0.kind.rawValue)),
                JSONMember("reason", .string($0.reason)),
              ])
            })))
      report = .object(members)
    }
    return try printOrCommit(result.document, format: format, report: report, message: message, context)
  }

  /// The choices the options give, for whichever format reads them.
  static func options(_ context: CommandContext) throws(CLIError) -> ImportOptions {
    var options = ImportOptions(name: context.value(Options.name), lossy: context.isSet(Options.lossy))
    for choice in try context.values(Options.appearance) { options.appearances[choice.context] = choice.appearance }
    for choice in try context.values(Options.input) { options.contexts[choice.modifier] = choice.context }
    for choice in try context.values(Options.select) { options.selection[choice.group] = choice.theme }
    return options
  }

  /// Refuses an option the format does not read, so it is never silently ignored.
  static func checkApplicable(_ format: ImportFormat, _ context: CommandContext) throws(CLIError) {
    let applicable: [(String, Bool, [ImportFormat])] = [
      (
        Options.appearance.spec.name, !(try context.values(Options.appearance)).isEmpty,
        [.dtcg, .figma, .tokensStudio, .css]
      ),
      (Options.input.spec.name, !(try context.values(Options.input)).isEmpty, [.dtcg]),
      (Options.mode.spec.name, !(try context.values(Options.mode)).isEmpty, [.dtcg, .styleDictionary, .css]),
      (Options.select.spec.name, !(try context.values(Options.select)).isEmpty, [.tokensStudio]),
      (Options.allPermutations.spec.name, context.isSet(Options.allPermutations), [.tokensStudio]),
    ]
    for (option, isSet, formats) in applicable where isSet && !formats.contains(format) {
      throw .usage(
        "\(option) applies to --from \(formats.map(\.rawValue).joined(separator: ", ")), not \(format.rawValue).",
        usage: spec.usageLine)
    }
  }

  /// Prints `document` (with `report` under `--json`), or commits it with `--commit`.
  static func printOrCommit(
    _ document: ThemeDocument, format: ImportFormat, report: JSONValue, message: String?, _ context: CommandContext
  ) throws(CLIError) -> Int32 {
    guard context.isSet(Options.commit), let message else {
      var document = document
      var report = report
      if let source = context.value(Options.keepFrom) {
        let kept: [String]
        let reference = try context.reference(source)
        let registry = try context.openRegistry()
        do {
          (document, kept) = try registry.keeping(from: reference, in: document)
        } catch {
          throw CLIError(error)
        }
        if case .object(var members) = report {
          members.append(JSONMember("kept", .array(kept.map(JSONValue.string))))
          report = .object(members)
        }
        if !context.json && !kept.isEmpty {
          context.console.error(
            "Kept from \(source.printable) (the import holds none of them): \(kept.map(\.printable).joined(separator: ", "))"
          )
        }
      }
      if context.json {
        context.printJSON(.object([JSONMember("document", document.json), JSONMember("import", report)]))
      } else {
        context.console.line(
          JSONWriter.string(document.json, options: JSONWriter.Options(sortKeys: true, pretty: true)))
      }
      return 0
    }
    let base = try context.value(Options.base)?.value
    let registry = try context.openRegistry()
    do {
      let imported = try registry.commitImport(
        document, format: format, author: CommitCommand.author(context, option: Options.author), message: message,
        base: base)
      let result = imported.commit
      let version = result.outcome.version
      if case .created = result.outcome {
        context.console.recordStored("\(version.theme.printable)@\(version.number) was committed")
      }
      if context.json {
        context.printJSON(
          .object([
            JSONMember("theme", .string(version.theme)), JSONMember("version", .integer(version.number)),
            JSONMember("contentHash", .string(version.contentHash.description)), JSONMember("import", report),
            JSONMember("kept", .array(imported.kept.map(JSONValue.string))),
            JSONMember(
              "merged",
              result.merged.map {
                .object([JSONMember("base", .integer($0.base)), JSONMember("latest", .integer($0.latest))])
              } ?? .null),
          ]))
      } else {
        if case .unchanged = result.outcome {
          context.console.line(
            "No change: \(version.theme)@\(version.number) already has this content (\(version.contentHash)); no version created"
          )
        } else {
          context.console.line("Imported and committed \(version.theme)@\(version.number)  \(version.contentHash)")
          if !imported.kept.isEmpty {
            context.console.line(
              "  kept from the registry (the import holds none of them): \(imported.kept.map(\.printable).joined(separator: ", "))"
            )
          }
          if let merged = result.merged {
            context.console.line(
              "  merged: based on @\(merged.base), over @\(merged.latest); what was committed since is kept")
          }
        }
      }
    } catch {
      throw CLIError(error)
    }
    return 0
  }
}

/// An option written `KEY=VALUE`: the text splits at the first `=`, both sides non-empty.
protocol KeyValueOption: OptionValue {
  /// What the option needs, as its help writes it (`CONTEXT=APPEARANCE`).
  static var form: String { get }
  init?(key: String, value: String)
}

extension KeyValueOption {
  init?(optionText text: String) {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
    self.init(key: parts[0], value: parts[1])
  }

  static var choices: [String] { [] }

  static func problem(with text: String, option: String) -> String { "'\(option) \(text.prefix(80))' needs \(form)." }
}

/// `import --appearance CONTEXT=APPEARANCE`: the appearance a resolver context (a Figma mode,
/// a Tokens Studio theme) stands for.
struct ContextAppearance: KeyValueOption {
  let context: String
  let appearance: Appearance
  static var form: String { "CONTEXT=\(Appearance.allCases.map(\.rawValue).joined(separator: "|"))" }

  init?(key: String, value: String) {
    guard let appearance = Appearance(rawValue: value) else { return nil }
    (context, self.appearance) = (key, appearance)
  }
}

/// `import --mode APPEARANCE=FILE`: an override file for one appearance.
struct ModeFile: KeyValueOption {
  let appearance: Appearance
  let path: String
  static var form: String { "\(Appearance.allCases.map(\.rawValue).joined(separator: "|"))=FILE" }

  init?(key: String, value: String) {
    guard let appearance = Appearance(rawValue: key) else { return nil }
    (self.appearance, path) = (appearance, value)
  }
}

/// `import --select GROUP=THEME`: the theme of a Tokens Studio theme group.
struct GroupChoice: KeyValueOption {
  let group: String
  let theme: String
  static var form: String { "GROUP=THEME" }

  init?(key: String, value: String) { (group, theme) = (key, value) }
}

/// `import --input MODIFIER=CONTEXT`: the context a resolver modifier is read in.
struct ModifierContext: KeyValueOption {
  let modifier: String
  let context: String
  static var form: String { "MODIFIER=CONTEXT" }

  init?(key: String, value: String) { (modifier, context) = (key, value) }
}
