import ThemeModel
import ThemeRegistry

/// `themereg checkout THEME[@N] [-o FILE]`: a version's editable document, with its base.
enum CheckoutCommand: Command {
  enum Options {
    static let output = Option<String>(
      "--output", short: "-o", value: "FILE", help: "Write the document to FILE (a new file) instead of stdout.")
  }

  static let spec = CommandSpec(
    name: "checkout", summary: "Write a version's document for editing, recording the version it is based on.",
    operands: "THEME[@N]", options: [Options.output],
    discussion: """
      The document is indented with its keys sorted, and its top-level "base" records the theme,
      version and content hash it came from; "base" is not content, so the file committed
      unchanged creates no version. Committing the edited file after others committed merges
      their changes in instead of undoing them (a value changed on both sides refuses the commit;
      see merge). An existing FILE is never overwritten.
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let reference = try context.reference(try context.operands(1...1, "THEME[@N]")[0])
    let output = context.value(Options.output)
    let registry = try context.openRegistry()
    let document: JSONValue
    do {
      document = try registry.checkout(reference)
    } catch {
      throw CLIError(error)
    }
    let text = JSONWriter.string(document, options: JSONWriter.Options(sortKeys: true, pretty: true))
    guard let output else {
      context.console.line(text)
      return 0
    }
    do {
      try DocumentFile.write(Array((text + "\n").utf8), to: output)
    } catch {
      throw CLIError(error)
    }
    let base = document[BaseRecord.key]
    let theme = base?["theme"]?.stringValue ?? reference.theme
    let version = Int(base?["version"]?.numberValue ?? 0)
    if context.json {
      context.printJSON(
        .object([
          JSONMember("theme", .string(theme)), JSONMember("version", .integer(version)),
          JSONMember("contentHash", base?["contentHash"] ?? .null), JSONMember("file", .string(output)),
        ]))
    } else {
      context.console.line("Checked out \(theme.printable)@\(version) to \(output.printable); edit it, then commit it")
    }
    return 0
  }
}
