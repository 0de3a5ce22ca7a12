import ThemeAudit
import ThemeModel
import ThemeRegistry

/// SARIF 2.1.0 output that GitHub code scanning accepts.
enum SARIF {
  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }

  /// The SARIF log of `findings`; with `baseline`, every result carries its `baselineState`
  /// (`new`, `updated` for a worsened one, `unchanged`) and the baseline's fixed findings follow
  /// as `absent` results.
  static func document(
    _ result: AuditResult, findings: [Finding], artifact: String, baseline: BaselineComparison? = nil
  ) -> JSONValue {
    var states: [String: String] = [:]
    if let baseline {
      for finding in baseline.new { states[finding.rule + "|" + finding.subject] = "new" }
      for pair in baseline.worsened { states[pair.now.rule + "|" + pair.now.subject] = "updated" }
      for finding in baseline.unchanged { states[finding.rule + "|" + finding.subject] = "unchanged" }
    }
    let shown =
      findings.map { ($0, states[$0.rule + "|" + $0.subject]) } + (baseline?.fixed ?? []).map { ($0, "absent") }
    let rules: [JSONValue] = Rule.all.map { rule in
      var members = [
        JSONMember("id", .string(rule.id)), JSONMember("name", .string(rule.id)),
        JSONMember("shortDescription", .object([JSONMember("text", .string(rule.summary))])),
        JSONMember("fullDescription", .object([JSONMember("text", .string(rule.summary))])),
        JSONMember("help", .object([JSONMember("text", .string(rule.help))])),
        JSONMember(
          "defaultConfiguration", .object([JSONMember("level", .string(level(rule.severity)))])),
      ]
      if let wcag = rule.wcag {
        members.append(
          JSONMember(
            "helpUri", .string("https://www.w3.org/WAI/WCAG22/Understanding/#\(wcag)")))
        members.append(
          JSONMember(
            "properties", .object([JSONMember("tags", .array([.string("accessibility"), .string("WCAG " + wcag)]))])))
      }
      return .object(members)
    }
    let results: [JSONValue] = shown.map { finding, state in
      var members = [
        JSONMember("ruleId", .string(finding.rule)),
        JSONMember("ruleIndex", .integer(Rule.all.firstIndex { $0.id == finding.rule } ?? 0)),
        JSONMember("level", .string(level(finding.severity))),
        JSONMember("message", .object([JSONMember("text", .string(finding.message))])),
        JSONMember(
          "locations",
          .array([
            .object([
              JSONMember(
                "physicalLocation",
                .object([
                  JSONMember("artifactLocation", .object([JSONMember("uri", .string(artifact))])),
                  JSONMember("region", .object([JSONMember("startLine", .number(1))])),
                ])),
              JSONMember(
                "logicalLocations",
                .array([
                  .object([
                    JSONMember("fullyQualifiedName", .string(finding.path)), JSONMember("kind", .string("member")),
                  ])
                ])),
            ])
          ])),
        JSONMember("partialFingerprints", .object([JSONMember("themeregSubject/v1", .string(finding.subject))])),
      ]
      if let state { members.append(JSONMember("baselineState", .string(state))) }
      return .object(members)
    }
    return .object([
      JSONMember("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      JSONMember("version", .string("2.1.0")),
      JSONMember(
        "runs",
        .array([
          .object([
            JSONMember(
              "tool",
              .object([
                JSONMember(
                  "driver",
                  .object([
                    JSONMember("name", .string("themereg")), JSONMember("version", .string(CLI.version)),
                    JSONMember("semanticVersion", .string(CLI.version)),
                    JSONMember("rules", .array(rules)),
                  ]))
              ])),
            JSONMember("results", .array(results)),
            JSONMember(
              "properties",
              .object([
                JSONMember("ruleset", .string(result.ruleset)), JSONMember("profile", .string(result.profile)),
              ])),
          ])
        ])),
    ])
  }
}
