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
  var json: Bool { arguments.has("--json") }

  /// The registry path: `--db`, else `$THEMEREG_DB`, else `./themes.db`.
  var databasePath: String {
    if let path = arguments.value("--db") { return path }
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

  /// The value of an option that may be given once, validated against `allowed`.
  func choice(_ name: String, _ allowed: [String]) throws(CLIError) -> String? {
    guard let value = arguments.value(name) else { return nil }
    guard allowed.contains(value) else {
      let hint = EditDistance.nearest(to: value, in: allowed).map { " Did you mean '\($0)'?" } ?? ""
      throw .usage(
        "'\(value.prefix(80))' is not a valid value for '\(name)'; use one of \(allowed.joined(separator: ", ")).\(hint)",
        usage: spec.usageLine)
    }
    return value
  }

  /// The `--waive KEY=REASON` options, in order.
  func waivers() throws(CLIError) -> [ApprovalRecord.Waiver] {
    var waivers: [ApprovalRecord.Waiver] = []
    for text in arguments.all("--waive") {
      guard let equals = text.firstIndex(of: "=") else {
        throw .usage("'--waive \(text.prefix(80))' needs a reason: --waive KEY=REASON.", usage: spec.usageLine)
      }
      waivers.append(
        ApprovalRecord.Waiver(key: String(text[..<equals]), reason: String(text[text.index(after: equals)...])))
    }
    return waivers
  }

  /// A positive whole number option.
  func positiveInteger(_ name: String) throws(CLIError) -> Int? {
    guard let text = arguments.value(name) else { return nil }
    guard let number = Int(text), number >= 1 else {
      throw .usage(
        "'\(text.prefix(80))' is not a valid value for '\(name)'; give a whole number of at least 1.",
        usage: spec.usageLine)
    }
    return number
  }

  /// A date option (`2026-11-30` or an ISO 8601 time), normalized for comparison.
  func date(_ name: String) throws(CLIError) -> String? {
    guard let text = arguments.value(name) else { return nil }
    guard let normalized = Timestamp.normalize(text) else {
      throw .usage(
        "'\(String(text.prefix(80)).printable)' is not a valid date for '\(name)'; write an ISO 8601 date or date-time on a real day, e.g. 2026-11-30 or 2026-11-30T14:05:00Z.",
        usage: spec.usageLine)
    }
    return normalized
  }

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
      switch PlainFiles.kind(path) {
      case .missing: throw CLIError(exitCode: CLIError.notFoundCode, message: "no such file: \(path); check the path")
      case .folder:
        throw CLIError(exitCode: CLIError.notFoundCode, message: "\(path) is a folder; give a theme JSON file")
      case .file, .other: break
      }
      switch PlainFiles.read(path: path, limit: ThemeLimits.documentBytes + 1) {
      case .success(let read): bytes = read
      case .failure(let failure):
        throw CLIError(
          exitCode: CLIError.ioCode, message: "cannot read \(path): \(failure.reason); check its permissions")
      }
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

  /// Reports the outcome of a check: `ok` with `success` when there are no problems, else each
  /// problem and the `failure` line on standard error; `--json` prints `{"ok", "problems"}`.
  func reportProblems(_ problems: [String], success: String, failure: String) {
    if json {
      printJSON(
        .object([
          JSONMember("ok", .bool(problems.isEmpty)), JSONMember("problems", .array(problems.map(JSONValue.string))),
        ]))
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
