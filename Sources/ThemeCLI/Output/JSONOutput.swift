import ThemeAudit
import ThemeModel
import ThemeRegistry
import ThemeStore

/// The stable `--json` shapes of `product.md`.
enum JSONOutput {
  static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
  static func optional(_ number: Double?) -> JSONValue { number.map(JSONValue.number) ?? .null }
  static func number(_ value: Int) -> JSONValue { .number(Double(value)) }

  static func auditSummary(_ result: AuditResult) -> JSONValue {
    .object([
      JSONMember("ruleset", .string(result.ruleset)), JSONMember("profile", .string(result.profile)),
      JSONMember("errors", number(result.errors)), JSONMember("warnings", number(result.warnings)),
      JSONMember("infos", number(result.infos)), JSONMember("passed", .bool(result.passed)),
    ])
  }

  static func version(_ version: VersionRecord, audit: AuditRunSummary?, approved: Bool) -> JSONValue {
    .object([
      JSONMember("version", number(version.number)), JSONMember("contentHash", .string(version.contentHash)),
      JSONMember("parent", version.parent.map(number) ?? .null), JSONMember("author", .string(version.author)),
      JSONMember("message", .string(version.message)), JSONMember("createdAt", .string(version.createdAt)),
      JSONMember("errors", audit.map { number($0.errors) } ?? .null),
      JSONMember("warnings", audit.map { number($0.warnings) } ?? .null),
      JSONMember("infos", audit.map { number($0.infos) } ?? .null),
      JSONMember("passed", audit.map { .bool($0.passed) } ?? .null),
      JSONMember("ruleset", optional(audit?.ruleset)),
      JSONMember("approved", .bool(approved)),
    ])
  }
}
