import ThemeModel

/// The `themereg` command line: parses arguments, runs a subcommand, maps errors to exit codes.
public enum CLI {
  /// The release version `--version` prints.
  public static let version = "0.1.0"

  static let commands: [any Command.Type] = [
    InitCommand.self, CommitCommand.self, ListCommand.self, LogCommand.self, ShowCommand.self, CheckoutCommand.self,
    MergeCommand.self, ConfigCommand.self, PairsCommand.self,
    AuditCommand.self, DiffCommand.self, HistoryCommand.self, BlameCommand.self, ApproveCommand.self,
    ApprovalsCommand.self, RevokeCommand.self, ExportCommand.self, VerifyCommand.self, ImportCommand.self,
    ImportHistoryCommand.self,
    TrustCommand.self, ReportCommand.self, CheckCommand.self, MigrateToCommand.self, CompletionsCommand.self,
  ]

  static var overview: String {
    var lines = [
      "OVERVIEW: themereg — a versioned, audited registry of UI themes.", "",
      "USAGE: themereg [--db PATH] [--json] <command> [options]", "", "COMMANDS:",
    ]
    let width = commands.map { $0.spec.name.count }.max() ?? 0
    for command in commands {
      lines.append(
        "  " + command.spec.name.padded(to: width + 2) + command.spec.summary)
    }
    lines += [
      "", "GLOBAL OPTIONS:",
      "  --db PATH   The registry: a file, or a postgres:// URL (default: $THEMEREG_DB, else ./themes.db).",
      "  --json      Machine-readable output on stdout.", "  --help      Show help (also after a command).",
      "  --version   Show the version.", "", "See 'themereg <command> --help' for a command's options.",
    ]
    return lines.joined(separator: "\n")
  }

  /// Runs `themereg` with `arguments` (without the program name) and returns the exit code.
  /// Standard output is checked to its close: output that could not be written is exit 74, with
  /// what the command had stored by then, never a silent success.
  public static func run(
    arguments: [String], environment: [String: String], console: Console,
    readStandardInput: @escaping (Int) -> [UInt8] = standardInput
  ) -> Int32 {
    let status = runCommand(
      arguments: arguments, environment: environment, console: console, readStandardInput: readStandardInput)
    guard let failure = console.finishOutput() else { return status }
    let stored = console.storedFacts.isEmpty ? "" : "; " + console.storedFacts.joined(separator: ", ") + " (kept)"
    console.error(
      "error: could not write standard output: \(PlainFiles.errorText(failure))\(stored); check where it goes (a full disk, a closed pipe) and run the command again"
    )
    return CLIError.ioCode
  }

  private static func runCommand(
    arguments: [String], environment: [String: String], console: Console,
    readStandardInput: @escaping (Int) -> [UInt8]
  ) -> Int32 {
    // Global options may come before the command name.
    var leading: [String] = []
    var unknownLeading: String?
    var index = 0
    while index < arguments.count, arguments[index].hasPrefix("-"), arguments[index] != "-" {
      let argument = arguments[index]
      leading.append(argument)
      index += 1
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      if argument == "--db", index < arguments.count {
        leading.append(arguments[index])
        index += 1
      } else if !["--db", "--json", "--help", "-h", "--version"].contains(name) {
        unknownLeading = unknownLeading ?? name
      }
    }
    let json = leading.contains("--json") || arguments.contains("--json")
    if leading.contains("--version") {
      console.line(json ? JSONWriter.string(.object([JSONMember("version", .string(version))])) : "themereg \(version)")
      return 0
    }
    guard index < arguments.count else {
      if leading.contains("--help") || leading.contains("-h") {
        console.line(overview)
        return 0
      }
      if let unknownLeading {
        let hint =
          EditDistance.nearest(to: unknownLeading, in: ["--db", "--json", "--help", "--version"])
          .map { " Did you mean '\($0)'?" } ?? ""
        return report(
          .usage("Unknown option '\(unknownLeading.prefix(80))'.\(hint)", usage: "Usage: themereg <command> [options]"),
          json: json, console: console)
      }
      console.error(overview)
      return CLIError.usageCode
    }
    let name = arguments[index]
    if name == "help" {
      // `themereg help COMMAND` is that command's help, as `themereg COMMAND --help` is.
      if index + 1 < arguments.count, let command = commands.first(where: { $0.spec.name == arguments[index + 1] }) {
        console.line(command.spec.help)
        return 0
      }
      if index + 1 < arguments.count {
        let unknown = arguments[index + 1]
        let hint =
          EditDistance.nearest(to: unknown, in: commands.map { $0.spec.name }).map { " Did you mean '\($0)'?" } ?? ""
        return report(
          .usage("Unknown command '\(unknown.prefix(80))'.\(hint)", usage: "Usage: themereg help [COMMAND]"),
          json: json, console: console)
      }
      console.line(overview)
      return 0
    }
    guard let command = commands.first(where: { $0.spec.name == name }) else {
      let hint =
        EditDistance.nearest(to: name, in: commands.map { $0.spec.name }).map { " Did you mean '\($0)'?" } ?? ""
      return report(
        .usage(
          "Unknown command '\(name.prefix(80))'.\(hint)",
          usage: "Usage: themereg <command> [options]; see 'themereg --help'"),
        json: json, console: console)
    }
    let rest = leading + arguments[(index + 1)...]
    do {
      let parsed = try ParsedArguments.parse(Array(rest), spec: command.spec)
      if parsed.isSet(CommandSpec.Global.help) {
        console.line(command.spec.help)
        return 0
      }
      let context = CommandContext(
        arguments: parsed, environment: environment, console: console, readStandardInput: readStandardInput,
        spec: command.spec)
      return try command.run(context)
    } catch {
      return report(error, json: json, console: console)
    }
  }

  /// Standard input up to `limit` bytes: reading stops there, so an endless stream
  /// (`< /dev/zero`) costs at most the limit.
  public static func standardInput(limit: Int) -> [UInt8] { PlainFiles.read(descriptor: 0, limit: limit) }

  static func report(_ error: CLIError, json: Bool, console: Console) -> Int32 {
    console.error("error: " + error.message)
    for detail in error.details { console.error("  " + detail) }
    // A usage error is one error line and one hint line.
    if let usage = error.usage {
      let command = usage.dropFirst("Usage: ".count).split(separator: " ").prefix(2).joined(separator: " ")
      let more = usage.contains("see '") ? "" : "; see '\(command) --help'"
      console.error("hint: " + usage.prefix(1).lowercased() + usage.dropFirst() + more)
    }
    if json {
      // The error is the one JSON value on standard output: whatever a command had begun to
      // print (a header before its lookup failed) is dropped.
      console.discardPendingOutput()
      var members = [
        JSONMember("code", .integer(Int(error.exitCode))), JSONMember("kind", .string(error.kind)),
        JSONMember("message", .string(error.message)),
      ]
      if !error.details.isEmpty { members.append(JSONMember("details", .array(error.details.map(JSONValue.string)))) }
      console.line(JSONWriter.string(.object([JSONMember("error", .object(members))]), options: .pretty))
    }
    return error.exitCode
  }
}
