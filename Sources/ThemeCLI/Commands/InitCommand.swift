import ThemeModel

/// `themereg init`: create the registry file, or migrate an older one.
enum InitCommand: Command {
  static let spec = CommandSpec(
    name: "init", summary: "Create the registry (idempotent; migrates an older one).",
    discussion:
      "Creates the registry at --db (an SQLite file, or the tables of a postgres:// URL's database) and applies every migration this release knows."
  )

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    _ = try context.operands(0...0, "")
    let registry = try context.openRegistry(create: true)
    if context.json {
      context.printJSON(
        .object([JSONMember("path", .string(registry.path)), JSONMember("ready", .bool(true))]))
    } else {
      context.console.line("Registry ready at \(registry.path.printable)")
    }
    return 0
  }
}
