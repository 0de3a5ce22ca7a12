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

  /// A version as `log --json` lists it, written into `stream` (a new object).
  static func write(
    _ version: VersionRecord, audit: AuditRunSummary?, approved: Bool, to stream: inout JSONObjectStream
  ) {
    stream.reset()
    stream.member("version", integer: version.number)
    stream.member("contentHash", string: version.contentHash.description)
    stream.member("parent", integer: version.parent)
    stream.member("author", string: version.author)
    stream.member("message", string: version.message)
    stream.member("createdAt", string: version.createdAt)
    stream.member("authoredAt", string: version.authoredAt)
    stream.member("provenance", optionalString: version.provenance)
    stream.member("recordedRole", optionalString: version.recordedRole)
    stream.member("errors", integer: audit?.errors)
    stream.member("warnings", integer: audit?.warnings)
    stream.member("infos", integer: audit?.infos)
    stream.member("passed", bool: audit?.passed)
    stream.member("ruleset", optionalString: audit?.ruleset)
    stream.member("approved", bool: approved)
    stream.finish()
  }
}
