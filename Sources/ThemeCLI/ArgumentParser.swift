import ThemeModel

/// An option a command accepts.
struct OptionSpec: Sendable {
  /// The long name with dashes, e.g. `--message`.
  let name: String
  /// A short alias such as `-m`.
  let short: String?
  /// The value's placeholder (e.g. `MSG`); nil for a flag.
  let value: String?
  /// One line of help.
  let help: String
  /// The values the option takes, when they are a fixed set (for shell completion).
  let choices: [String]

  init(_ name: String, short: String? = nil, value: String? = nil, help: String, choices: [String] = []) {
    self.name = name
    self.short = short
    self.value = value
    self.help = help
    self.choices = choices
  }
}

/// A subcommand's interface: its options, operands and help.
struct CommandSpec: Sendable {
  let name: String
  let summary: String
  let operands: String
  let options: [OptionSpec]
  let discussion: String

  init(name: String, summary: String, operands: String = "", options: [OptionSpec] = [], discussion: String = "") {
    self.name = name
    self.summary = summary
    self.operands = operands
    self.options = options
    self.discussion = discussion
  }

  static let globalOptions = [
    OptionSpec(
      "--db", value: "PATH",
      help: "The registry: a file, or a postgres:// URL (default: $THEMEREG_DB, else ./themes.db)."),
    OptionSpec("--json", help: "Machine-readable output on stdout."),
    OptionSpec("--help", short: "-h", help: "Show help for this command."),
  ]

  var allOptions: [OptionSpec] { options + Self.globalOptions }

  var usageLine: String {
    "Usage: themereg \(name)\(operands.isEmpty ? "" : " " + operands) [options]"
  }

  var help: String {
    var lines = ["OVERVIEW: \(summary)", "", "USAGE: " + usageLine.dropFirst("Usage: ".count)]
    if !discussion.isEmpty { lines += ["", discussion] }
    lines += ["", "OPTIONS:"]
    let labels = allOptions.map { option in
      [option.short.map { "\($0), " } ?? "", option.name, option.value.map { " \($0)" } ?? ""].joined()
    }
    let width = labels.map(\.count).max() ?? 0
    for (label, option) in zip(labels, allOptions) {
      lines.append("  " + label.padded(to: width + 2) + option.help)
    }
    return lines.joined(separator: "\n")
  }
}

/// Arguments parsed against a `CommandSpec`.
struct ParsedArguments {
  var operands: [String] = []
  var values: [String: [String]] = [:]
  var flags: Set<String> = []

  func value(_ name: String) -> String? { values[name]?.last }
  func all(_ name: String) -> [String] { values[name] ?? [] }
  func has(_ name: String) -> Bool { flags.contains(name) }

  /// Parses `arguments` the way swift-argument-parser does: `--k v`, `--k=v`, `-k v`, `--` ends options.
  static func parse(_ arguments: [String], spec: CommandSpec) throws(CLIError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    let options = spec.allOptions
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.operands.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.name == name || $0.short == name }) else {
        let hint = EditDistance.nearest(to: name, in: options.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
        throw .usage("Unknown option '\(name.prefix(80))'.\(hint)", usage: spec.usageLine)
      }
      if option.value == nil {
        if inlineValue != nil {
          throw .usage("The flag '\(option.name)' does not take a value.", usage: spec.usageLine)
        }
        parsed.flags.insert(option.name)
        continue
      }
      if let inlineValue {
        parsed.values[option.name, default: []].append(inlineValue)
      } else if index < arguments.count {
        parsed.values[option.name, default: []].append(arguments[index])
        index += 1
      } else {
        throw .usage("Missing value for '\(option.name) <\(option.value!)>'.", usage: spec.usageLine)
      }
    }
    return parsed
  }
}
