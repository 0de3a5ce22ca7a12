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
    var coverage: [String: RunCoverage] = [:]
    for row in themes {
      do {
        coverage[row.latest.theme] = try registry.coverage(of: row)
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
              themes.map { row in
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
                    coverage[row.latest.theme].map { coverage in
                      .object([
                        JSONMember("colors", .integer(coverage.colors)),
                        JSONMember("checked", .integer(coverage.checked)),
                      ])
                    } ?? .null),
                ])
              }))
        ]))
      return 0
    }
    if themes.isEmpty {
      context.console.line("No themes yet. Commit one with: themereg commit FILE -m MESSAGE")
      return 0
    }
    // Coverage beside the counts: "passes" is never read without how much was checked.
    var table = TextTable(header: ["THEME", "LATEST", "UPDATED", "APPROVED", "AUDIT", "COVERAGE"])
    for row in themes {
      let latest = row.latest
      let audit =
        row.audit.map { "\($0.passed ? "passes" : "fails"): \($0.errors) errors, \($0.warnings) warnings" }
        ?? "not audited"
      table.rows.append([
        latest.theme, "@\(latest.number)", latest.createdAt.displayMinute,
        row.approvedVersion.map { "@\($0)" } ?? "—", audit,
        coverage[latest.theme].map { "\($0.checked) of \($0.colors) colours checked" } ?? "—",
      ])
    }
    context.console.line(table.rendered)
    return 0
  }
}
