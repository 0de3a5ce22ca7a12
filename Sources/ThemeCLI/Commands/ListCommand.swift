import ThemeAudit
import ThemeModel
import ThemeRegistry

/// `themereg list`: themes with their latest version and audit status.
enum ListCommand: Command {
  static let spec = CommandSpec(name: "list", summary: "List themes with latest version, approval and audit status.")

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    _ = try context.operands(0...0, "")
    let registry = try context.openRegistry()
    let themes: [ThemeSummary]
    do {
      themes = try registry.list()
    } catch {
      throw CLIError(error)
    }
    var coverage: [RunCoverage] = []
    coverage.reserveCapacity(themes.count)
    // By index: a `for` over the summaries copied each (some ten strings retained and released).
    for index in themes.indices {
      do {
        coverage.append(try registry.coverage(of: themes[index]))
      } catch {
        throw CLIError(error)
      }
    }
    if context.json {
      context.printJSON(
        .object([
          JSONMember(
            "themes",
            .array(
              zip(themes, coverage).map { row, coverage in
                .object([
                  JSONMember("theme", .string(row.latest.theme)),
                  JSONMember("latestVersion", .integer(row.latest.number)),
                  JSONMember("contentHash", .string(row.latest.contentHash.description)),
                  JSONMember("updatedAt", .string(row.latest.createdAt)),
                  JSONMember("approvedVersion", .optional(row.approvedVersion)),
                  JSONMember(
                    "audit",
                    row.audit.map { audit in
                      .object([
                        JSONMember("ruleset", .string(audit.ruleset)),
                        JSONMember("errors", .integer(audit.errors)),
                        JSONMember("warnings", .integer(audit.warnings)),
                        JSONMember("passed", .bool(audit.passed)),
                      ])
                    } ?? .null),
                  JSONMember(
                    "coverage",
                    .object([
                      JSONMember("colors", .integer(coverage.colors)),
                      JSONMember("checked", .integer(coverage.checked)),
                    ])),
                ])
              }))
        ]))
      return 0
    }
    if themes.isEmpty {
      context.console.line("No themes yet. Commit one with: themereg commit FILE -m MESSAGE")
      return 0
    }
    let output = OutputBuffer(context.console)
    var table = ListTable(themes)
    output.append(table.header())
    for index in themes.indices { output.append(table.row(themes[index], coverage: coverage[index])) }
    output.flush()
    return 0
  }
}
