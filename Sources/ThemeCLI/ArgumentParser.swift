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

  init(
    name: String, summary: String, operands: String = "", options: [any DeclaredOption] = [], discussion: String = ""
  ) {
    self.name = name
    self.summary = summary
    self.operands = operands
    self.options = options.map(\.spec)
    self.discussion = discussion
  }

  /// The options every command takes.
  enum Global {
    static let database = Option<String>(
      "--db", value: "PATH",
      help: "The registry: a file, or a postgres:// URL (default: $THEMEREG_DB, else ./themes.db).")
    static let json = Flag("--json", help: "Machine-readable output on stdout.")
    static let help = Flag("--help", short: "-h", help: "Show help for this command.")
  }

  static let globalOptions = [Global.database.spec, Global.json.spec, Global.help.spec]

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

/// An option a command declares once: its spec feeds help and completions, and its type is
/// what `ParsedArguments.value(_:)` parses the text to.
protocol DeclaredOption: Sendable {
  var spec: OptionSpec { get }
}

/// An option that takes a value of type `Value` (`--format sarif`).
struct Option<Value: OptionValue>: DeclaredOption {
  let spec: OptionSpec

  init(_ name: String, short: String? = nil, value placeholder: String, help: String) {
    spec = OptionSpec(name, short: short, value: placeholder, help: help, choices: Value.choices)
  }
}

/// An option without a value (`--all`).
struct Flag: DeclaredOption {
  let spec: OptionSpec

  init(_ name: String, short: String? = nil, help: String) {
    spec = OptionSpec(name, short: short, help: help)
  }
}

/// Arguments parsed against a `CommandSpec`; options are read only through their typed
/// declarations, so a misspelt name does not compile.
struct ParsedArguments {
  var operands: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []
  private var usageLine = ""

  /// The last value given for `option`, parsed; a text that is no value is a usage error.
  func value<Value>(_ option: Option<Value>) throws(CLIError) -> Value? {
    try values(option).last
  }

  /// Every value given for a repeatable `option`, in order.
  func values<Value>(_ option: Option<Value>) throws(CLIError) -> [Value] {
    var parsed: [Value] = []
    for text in values[option.spec.name] ?? [] {
      guard let value = Value(optionText: text) else {
        throw .usage(Value.problem(with: text, option: option.spec.name), usage: usageLine)
      }
      parsed.append(value)
    }
    return parsed
  }

  /// The last text given for `option`: any text is a value.
  func value(_ option: Option<String>) -> String? { values[option.spec.name]?.last }

  /// Every text given for a repeatable `option`, in order.
  func values(_ option: Option<String>) -> [String] { values[option.spec.name] ?? [] }

  /// Whether `flag` was given.
  func isSet(_ flag: Flag) -> Bool { flags.contains(flag.spec.name) }

  /// Parses `arguments` the way swift-argument-parser does: `--k v`, `--k=v`, `-k v`, `--` ends options.
  static func parse(_ arguments: [String], spec: CommandSpec) throws(CLIError) -> ParsedArguments {
    var parsed = ParsedArguments()
    parsed.usageLine = spec.usageLine
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
