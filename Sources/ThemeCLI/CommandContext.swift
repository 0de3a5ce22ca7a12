import ThemeModel
import ThemeRegistry

/// A subcommand of `themereg`.
protocol Command: Sendable {
  /// The command's interface.
  static var spec: CommandSpec { get }
  /// Runs the command and returns the exit code.
  static func run(_ context: CommandContext) throws(CLIError) -> Int32
}

/// What a command runs with: its arguments, the environment and where to write.
struct CommandContext {
  let arguments: ParsedArguments
  let environment: [String: String]
  let console: Console
  /// Reads standard input up to the given number of bytes (never more: it may be endless).
  let readStandardInput: (Int) -> [UInt8]
  let spec: CommandSpec

  /// Whether `--json` was given.
  var json: Bool { arguments.isSet(CommandSpec.Global.json) }

  /// The registry path: `--db`, else `$THEMEREG_DB`, else `./themes.db`.
  var databasePath: String {
    if let path = arguments.value(CommandSpec.Global.database) { return path }
    if let path = environment["THEMEREG_DB"], !path.isEmpty { return path }
    return "themes.db"
  }

  /// Opens the registry (creating it when `create`), mapping failures to exit codes.
  func openRegistry(create: Bool = false) throws(CLIError) -> Registry {
    do {
      return try Registry.open(path: databasePath, create: create)
    } catch {
      throw CLIError(error)
    }
  }

  /// The operands, checking their count.
  func operands(_ range: ClosedRange<Int>, _ what: String) throws(CLIError) -> [String] {
    let operands = arguments.operands
    if operands.count < range.lowerBound {
      throw .usage("Missing expected argument '\(what)'.", usage: spec.usageLine)
    }
    if operands.count > range.upperBound {
      throw .usage("Unexpected argument '\(operands[range.upperBound].prefix(80))'.", usage: spec.usageLine)
    }
    return operands
  }

  /// The last value given for `option`, parsed (a usage error when it is no value).
  func value<Value>(_ option: Option<Value>) throws(CLIError) -> Value? { try arguments.value(option) }

  /// The last text given for `option`.
  func value(_ option: Option<String>) -> String? { arguments.value(option) }

  /// Every value given for a repeatable `option`, parsed, in order.
  func values<Value>(_ option: Option<Value>) throws(CLIError) -> [Value] { try arguments.values(option) }

  /// Every text given for a repeatable `option`, in order.
  func values(_ option: Option<String>) -> [String] { arguments.values(option) }

  /// Whether `flag` was given.
  func isSet(_ flag: Flag) -> Bool { arguments.isSet(flag) }

  /// Parses a version reference operand.
  func reference(_ text: String) throws(CLIError) -> VersionReference {
    do {
      return try VersionReference(parsing: text)
    } catch {
      throw CLIError(error)
    }
  }

  /// The bytes of a theme file, or of standard input for `-`; reading stops one byte past the
  /// document limit, and a larger input is refused (65) without being read to its end.
  func readDocument(_ path: String) throws(CLIError) -> [UInt8] {
    let bytes: [UInt8]
    if path == "-" {
      bytes = readStandardInput(ThemeLimits.documentBytes + 1)
    } else {
      bytes = try readFile(path, limit: ThemeLimits.documentBytes + 1, expecting: "a theme JSON file")
    }
    guard bytes.count <= ThemeLimits.documentBytes else {
      throw CLIError(
        exitCode: CLIError.dataCode,
        message:
          "\(path == "-" ? "standard input" : path) is larger than a theme document may be (\(ThemeLimits.documentBytes) bytes, 8 MiB); reading stopped there and nothing was stored"
      )
    }
    return bytes
  }

  /// The bytes of the file at `path` (at most `limit`): 66 when it is missing or a folder (where
  /// `expecting` says what to give instead), 74 when it cannot be read.
  func readFile(_ path: String, limit: Int, expecting: String) throws(CLIError) -> [UInt8] {
    switch PlainFiles.kind(path) {
    case .missing: throw CLIError(exitCode: CLIError.notFoundCode, message: "no such file: \(path); check the path")
    case .folder: throw CLIError(exitCode: CLIError.notFoundCode, message: "\(path) is a folder; give \(expecting)")
    case .file, .other: break
    }
    switch PlainFiles.read(path: path, limit: limit) {
    case .success(let read): return read
    case .failure(let failure):
      throw CLIError(
        exitCode: CLIError.ioCode, message: "cannot read \(path): \(failure.reason); check its permissions")
    }
  }

  /// Reports the outcome of a check: `ok` with `success` when there are no problems, else each
  /// problem and the `failure` line on standard error; `--json` prints `{"ok", "problems"}`.
  func reportProblems(_ problems: [String], success: String, failure: String, extra: [JSONMember] = []) {
    if json {
      printJSON(
        .object(
          [
            JSONMember("ok", .bool(problems.isEmpty)), JSONMember("problems", .array(problems.map(JSONValue.string))),
          ] + extra))
    } else if problems.isEmpty {
      console.line("ok: " + success)
    }
    guard !problems.isEmpty else { return }
    if !json { for problem in problems { console.error("problem: " + problem.printable) } }
    console.error("error: " + failure)
  }

  /// Says on standard error which staging folders of killed runs `export` or `report` removed.
  func noteRemovedStaging(_ registry: Registry) {
    for name in registry.removedStagingFolders {
      console.error("note: removed \(name.printable), left behind by an export or report that was stopped")
    }
  }

  /// Prints a JSON value to standard output.
  func printJSON(_ value: JSONValue) {
    var bytes = JSONWriter.bytes(value, options: .pretty)
    bytes.append(UInt8(ascii: "\n"))
    console.write(bytes: bytes)
  }
}
