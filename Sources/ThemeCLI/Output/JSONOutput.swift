import ThemeAudit
import ThemeModel
import ThemeRegistry

/// The stable `--json` shapes of `product.md`.
enum JSONOutput {
  static func auditSummary(_ result: AuditResult) -> JSONValue {
    .object([
      JSONMember("ruleset", .string(result.ruleset)), JSONMember("profile", .string(result.profile)),
      JSONMember("errors", .integer(result.errors)), JSONMember("warnings", .integer(result.warnings)),
      JSONMember("infos", .integer(result.infos)), JSONMember("passed", .bool(result.passed)),
    ])
  }

  static func version(_ version: VersionRecord, audit: AuditRunSummary?, approved: Bool) -> JSONValue {
    .object([
      JSONMember("version", .integer(version.number)), JSONMember("contentHash", .string(version.contentHash)),
      JSONMember("parent", .optional(version.parent)), JSONMember("author", .string(version.author)),
      JSONMember("message", .string(version.message)), JSONMember("createdAt", .string(version.createdAt)),
      JSONMember("errors", .optional(audit?.errors)),
      JSONMember("warnings", .optional(audit?.warnings)),
      JSONMember("infos", .optional(audit?.infos)),
      JSONMember("passed", audit.map { .bool($0.passed) } ?? .null),
      JSONMember("ruleset", .optional(audit?.ruleset)),
      JSONMember("approved", .bool(approved)),
    ])
  }
}
