import ThemeAudit
import ThemeModel

extension Finding {
  /// The finding as `audit --json` and exported `audit.json` files show it.
  public var json: JSONValue {
    .object([
      JSONMember("rule", .string(rule)), JSONMember("severity", .string(severity.rawValue)),
      JSONMember("subject", .string(subject)), JSONMember("appearance", .optional(appearance?.rawValue)),
      // The exact double: a failing 4.49999985 must never read as 4.5.
      JSONMember("measured", .optional(measured)),
      JSONMember("required", .optional(required)), JSONMember("wcag", .optional(wcag)),
      JSONMember("message", .string(message)), JSONMember("path", .string(path)),
    ])
  }
}

extension AuditResult {
  /// The stable `audit --json` shape of `product.md`, with `findings` (default: all of them).
  public func json(findings shown: [Finding]? = nil) -> JSONValue {
    .object([
      JSONMember("theme", .string(theme)), JSONMember("version", .optional(version)),
      JSONMember("ruleset", .string(ruleset)), JSONMember("profile", .string(profile)),
      JSONMember("passed", .bool(passed)), JSONMember("stored", .bool(isStored)),
      JSONMember("errors", .integer(errors)), JSONMember("warnings", .integer(warnings)),
      JSONMember("infos", .integer(infos)), JSONMember("findings", .array((shown ?? findings).map(\.json))),
      JSONMember("typeScale", typeScale),
    ])
  }
}
