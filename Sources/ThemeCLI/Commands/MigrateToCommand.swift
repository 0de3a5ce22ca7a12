import ThemeModel
import ThemeRegistry

/// `themereg migrate-to TARGET`: copy the whole registry into an empty one elsewhere.
enum MigrateToCommand: Command {
  static let spec = CommandSpec(
    name: "migrate-to", summary: "Copy the whole registry into an empty one (SQLite ⇄ PostgreSQL).",
    operands: "TARGET",
    discussion: """
      Copies every theme, version, audit run, approval and revocation of the --db registry into the empty \
      registry TARGET (a file path or a postgres:// URL), in the original order, and verifies every content \
      hash on arrival. The --db registry is only read. Use it to move a laptop registry to the team's \
      server, or to take a server registry home.
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let target = try context.operands(1...1, "TARGET")[0]
    let registry = try context.openRegistry()
    let summary: Registry.MigrationSummary
    do {
      defer { context.console.endProgress() }
      summary = try registry.migrate(to: target) { done, total in
        context.console.progress("copying versions: \(done) of \(total)")
      }
    } catch {
      throw CLIError(error)
    }
    context.console.recordStored("the copy to \(summary.target.printable) is complete")
    if context.json {
      context.printJSON(
        .object([
          JSONMember("target", .string(summary.target)), JSONMember("themes", .integer(summary.themes)),
          JSONMember("versions", .integer(summary.versions)), JSONMember("auditRuns", .integer(summary.auditRuns)),
          JSONMember("approvals", .integer(summary.approvals)),
          JSONMember("revocations", .integer(summary.revocations)),
        ]))
    } else {
      context.console.line(
        "Copied \(summary.themes) theme(s), \(summary.versions) version(s), \(summary.auditRuns) audit run(s), "
          + "\(summary.approvals) approval(s) and \(summary.revocations) revocation(s) to \(summary.target.printable); "
          + "every content hash verified")
    }
    return 0
  }
}
