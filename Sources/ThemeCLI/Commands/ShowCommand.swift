import ThemeModel

/// `themereg show THEME[@N]`: the stored canonical document.
enum ShowCommand: Command {
  enum Options {
    static let pretty = Flag("--pretty", help: "Indent the JSON for reading (keys stay sorted).")
  }

  static let spec = CommandSpec(
    name: "show", summary: "Print a stored version's canonical JSON document.", operands: "THEME[@N]",
    options: [Options.pretty],
    discussion: "The output without its final newline hashes (SHA-256) to the version's content hash.")

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let reference = try context.reference(try context.operands(1...1, "THEME[@N]")[0])
    let registry = try context.openRegistry()
    let bytes: [UInt8]
    do {
      (_, bytes) = try registry.show(reference)
    } catch {
      throw CLIError(error)
    }
    if context.isSet(Options.pretty) {
      guard let value = try? JSONParser.parse(bytes) else {
        throw CLIError(exitCode: CLIError.ioCode, message: "the stored document cannot be parsed; run 'themereg check'")
      }
      context.console.line(JSONWriter.string(value, options: JSONWriter.Options(sortKeys: true, pretty: true)))
    } else {
      context.console.write(bytes: bytes)
      context.console.write("\n")
    }
    return 0
  }
}
