import ThemeExport
import ThemeFiles
import ThemeModel
import ThemeRegistry

/// `themereg export THEME[@N|@approved] --format F -o DIR`: platform files of an approved version.
enum ExportCommand: Command {
  enum Options {
    static let format = Option<ExportFormat>(
      "--format", value: "F", help: "bundle, dtcg, css, android, ios or xcassets (required).")
    static let output = Option<String>(
      "--output", short: "-o", value: "DIR", help: "A new or empty folder to write into (required).")
    static let unapproved = Flag("--unapproved", help: "Export a version that is not approved; every file says so.")
    static let configuration = Option<String>(
      "--config", value: "FILE",
      help: "An export configuration (themereg.export/1); default: themereg.export.json beside the registry.")
  }

  static let spec = CommandSpec(
    name: "export",
    summary: "Export an approved version as DTCG tokens, CSS, Android, iOS or asset-catalog files, or a bundle.",
    operands: "THEME[@N|@approved]",
    options: [Options.format, Options.output, Options.unapproved, Options.configuration],
    discussion:
      "THEME alone means THEME@approved. The folder is written atomically; the same version exports the same bytes.")

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    var reference = try context.reference(try context.operands(1...1, "THEME[@N|@approved]")[0])
    // THEME alone means its approved version; with --unapproved, its latest as a marked draft.
    if reference.number == nil && !reference.approved && !context.arguments.operands[0].hasSuffix("@latest")
      && !context.isSet(Options.unapproved)
    {
      reference.approved = true
    }
    guard let format = try context.value(Options.format) else {
      throw .usage(
        "Missing expected argument '--format <F>' (bundle, dtcg, css, android, ios or xcassets).", usage: spec.usageLine
      )
    }
    guard let directory = context.value(Options.output) else {
      throw .usage("Missing expected argument '-o <DIR>'.", usage: spec.usageLine)
    }
    let configuration = try context.exportConfiguration(consequence: "nothing was exported")
    let registry = try context.openRegistry()
    let result: (version: VersionRecord, files: [ExportFile])
    do {
      let exported = try registry.export(
        reference, format: format, to: directory, allowUnapproved: context.isSet(Options.unapproved),
        configuration: configuration.value)
      result = (exported.version, exported.files)
    } catch {
      throw CLIError(error)
    }
    context.noteRemovedStaging(registry)
    context.console.recordStored("the export is in \(directory.printable)")
    if context.json {
      context.printJSON(
        .object([
          JSONMember("theme", .string(result.version.theme)),
          JSONMember("version", .integer(result.version.number)),
          JSONMember("format", .string(format.rawValue)), JSONMember("directory", .string(directory)),
          JSONMember("configuration", configuration.path.map(JSONValue.string) ?? .null),
          JSONMember("configurationHash", configuration.value.hash.map(JSONValue.string) ?? .null),
          JSONMember("files", .array(result.files.map { .string($0.path) })),
        ]))
    } else {
      context.console.line(
        "Exported \(result.version.theme)@\(result.version.number) as \(format.rawValue) to \(directory.printable): \(AuditText.plural(result.files.count, "file"))"
      )
      if let path = configuration.path {
        context.console.line("Configuration: \(path.printable) (\(configuration.value.hash ?? "the default"))")
      }
      for file in result.files { context.console.line("  \(file.path)") }
    }
    return 0
  }
}
