import ThemeModel

/// `themereg init`: create the registry file, or migrate an older one.
enum InitCommand: Command {
  static let spec = CommandSpec(
    name: "init", summary: "Create the registry file (idempotent; migrates an older one).",
    discussion: "Creates an SQLite registry at --db and applies every migration this release knows.")

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
