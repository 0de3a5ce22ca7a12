import ThemeAudit
import ThemeModel

extension Finding {
  /// The finding as `audit --json` and exported `audit.json` files show it.
  public var json: JSONValue {
    .object([
      JSONMember("rule", .string(rule.rawValue)), JSONMember("severity", .string(severity.rawValue)),
      JSONMember("subject", .string(subject)), JSONMember("appearance", .optional(appearance?.rawValue)),
      // The exact double: a failing 4.49999985 must never read as 4.5.
      JSONMember("measured", .optional(measured)),
      JSONMember("required", .optional(required)), JSONMember("wcag", .optional(wcag)),
      JSONMember("message", .string(message)), JSONMember("path", .string(path)),
      JSONMember("backdrop", .optional(backdrop)),
    ])
  }
}

extension ContrastMeasurement {
  /// One checked pair as exported `audit.json` lists it: what was measured, against what
  /// threshold, with the verdict.
  public var json: JSONValue {
    var members = [
      JSONMember("pair", .string(pair)), JSONMember("rule", .string(rule.rawValue)),
      JSONMember("kind", .string(kind.rawValue)),
      JSONMember("appearance", .string(appearance.rawValue)), JSONMember("backdrop", .optional(backdrop)),
      JSONMember("foreground", .string(foreground.hex)), JSONMember("background", .string(background.hex)),
      JSONMember("ratio", .number(ratio)), JSONMember("required", .number(threshold)),
      JSONMember("passes", .bool(passes)),
    ]
    // Only a two-tone ring has bands: the one that carried the check.
    if let band { members.append(JSONMember("band", .string(band))) }
    return .object(members)
  }
}

extension AuditResult {
  /// The stable `audit --json` shape of `product.md`, with `findings` (default: all of them).
  public func json(findings shown: [Finding]? = nil) -> JSONValue {
    var members = [
      JSONMember("theme", .string(theme)), JSONMember("version", .optional(version)),
      JSONMember("ruleset", .string(ruleset)), JSONMember("profile", .string(profile)),
      JSONMember("passed", .bool(passed)), JSONMember("stored", .bool(isStored)),
      JSONMember("errors", .integer(errors)), JSONMember("warnings", .integer(warnings)),
      JSONMember("infos", .integer(infos)), JSONMember("findings", .array((shown ?? findings).map(\.json))),
      JSONMember("typeScale", typeScale),
    ]
    if let coverage { members.append(JSONMember("coverage", coverage.json)) }
    return .object(members)
  }
}

extension ContrastCoverage {
  /// `{"colors", "checked", "unchecked", "appearances": {APPEARANCE: {"checked", "unchecked"}}}`.
  public var json: JSONValue {
    .object([
      JSONMember("colors", .integer(colors)), JSONMember("checked", .integer(checked)),
      JSONMember("unchecked", .array(unchecked.map(JSONValue.string))),
      JSONMember(
        "appearances",
        .object(
          Appearance.allCases.compactMap { appearance in
            uncheckedByAppearance[appearance].map { names in
              JSONMember(
                appearance.rawValue,
                .object([
                  JSONMember("checked", .integer(colors - names.count)),
                  JSONMember("unchecked", .array(names.map(JSONValue.string))),
                ]))
            }
          })),
    ])
  }
}
