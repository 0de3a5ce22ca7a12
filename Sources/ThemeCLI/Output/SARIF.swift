import ThemeAudit
import ThemeModel
import ThemeRegistry

/// SARIF 2.1.0 output that GitHub code scanning can use: each result on the exact value that
/// causes it, a fingerprint per finding that survives unrelated edits, URIs relative to the
/// source root, and a help page for every rule.
enum SARIF {
  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }

  /// A fingerprint of the finding's rule and subject in the `HASH:OCCURRENCE` form GitHub uses.
  /// GitHub keeps a `primaryLocationLineHash` the tool sets; derived from the subject key it is
  /// distinct per finding and stable across versions and unrelated edits, so alerts neither
  /// merge nor close and reopen when lines move.
  static func primaryLocationLineHash(_ finding: Finding) -> String {
    String(SHA256.hex(of: Array(finding.matchKey.utf8)).prefix(16)) + ":1"
  }

  static func rules() -> [JSONValue] {
    Rule.all.map { rule in
      .object([
        JSONMember("id", .string(rule.id.rawValue)), JSONMember("name", .string(rule.id.rawValue)),
        JSONMember("shortDescription", .object([JSONMember("text", .string(rule.summary))])),
        JSONMember("fullDescription", .object([JSONMember("text", .string(rule.summary))])),
        JSONMember(
          "help",
          .object([
            JSONMember("text", .string(rule.help)),
            JSONMember(
              "markdown", .string("**\(rule.id)** — \(rule.summary)\n\nFix: \(rule.help)\n\n[More](\(rule.helpURI))")),
          ])),
        JSONMember("helpUri", .string(rule.helpURI)),
        JSONMember("defaultConfiguration", .object([JSONMember("level", .string(level(rule.severity)))])),
        JSONMember("properties", .object([JSONMember("tags", .array(rule.tags.map(JSONValue.string)))])),
      ])
    }
  }

  static func artifactLocation(_ artifact: SARIFArtifact) -> JSONValue {
    var members = [JSONMember("uri", .string(artifact.uri))]
    if artifact.rootURI != nil { members.append(JSONMember("uriBaseId", .string("SRCROOT"))) }
    return .object(members)
  }

  /// The exact value that causes `finding` (line 1 when the artifact was not parsed).
  static func region(of finding: Finding, in artifact: SARIFArtifact, theme: Theme?) -> JSONValue {
    guard let map = artifact.sourceMap, let theme,
      let region = FindingLocator.paths(of: finding, in: theme).lazy.compactMap(map.region(of:)).first
    else { return .object([JSONMember("startLine", .number(1))]) }
    return .object([
      JSONMember("startLine", .integer(region.startLine)), JSONMember("startColumn", .integer(region.startColumn)),
      JSONMember("endLine", .integer(region.endLine)), JSONMember("endColumn", .integer(region.endColumn)),
    ])
  }

  /// The team's own file and line when the value was imported from one (an alert on
  /// `res/values-night/colors.xml:41`), else the value in the artifact.
  static func physicalLocation(of finding: Finding, in artifact: SARIFArtifact, theme: Theme?) -> JSONValue {
    if let theme, let source = FindingLocator.importedSource(of: finding, in: theme) {
      let (uri, relative) = artifact.uri(ofImported: source.file)
      var location = [JSONMember("uri", .string(uri))]
      if relative { location.append(JSONMember("uriBaseId", .string("SRCROOT"))) }
      return .object([
        JSONMember("artifactLocation", .object(location)),
        JSONMember(
          "region",
          .object([
            JSONMember("startLine", .integer(source.line)), JSONMember("startColumn", .integer(source.column)),
          ])),
      ])
    }
    return .object([
      JSONMember("artifactLocation", artifactLocation(artifact)),
      JSONMember("region", region(of: finding, in: artifact, theme: theme)),
    ])
  }

  static func result(_ finding: Finding, state: String?, artifact: SARIFArtifact, theme: Theme?) -> JSONValue {
    var members = [
      JSONMember("ruleId", .string(finding.rule.rawValue)),
      JSONMember("ruleIndex", .integer(Rule.all.firstIndex { $0.id == finding.rule } ?? 0)),
      JSONMember("level", .string(level(finding.severity))),
      JSONMember("message", .object([JSONMember("text", .string(finding.message))])),
      JSONMember(
        "locations",
        .array([
          .object([
            JSONMember(
              "physicalLocation", physicalLocation(of: finding, in: artifact, theme: theme)),
            JSONMember(
              "logicalLocations",
              .array([
                .object([
                  JSONMember("fullyQualifiedName", .string(finding.path)), JSONMember("kind", .string("member")),
                ])
              ])),
          ])
        ])),
      JSONMember(
        "partialFingerprints",
        .object([
          JSONMember("primaryLocationLineHash", .string(primaryLocationLineHash(finding))),
          JSONMember("themeregSubject/v1", .string(finding.subject)),
        ])),
    ]
    if let state { members.append(JSONMember("baselineState", .string(state))) }
    return .object(members)
  }

  /// The SARIF log of `findings`; with `baseline`, every result carries its `baselineState`
  /// (`new`, `updated` for a worsened one, `unchanged`) and the baseline's fixed findings follow
  /// as `absent` results.
  static func document(
    _ result: AuditResult, findings: [Finding], artifact: SARIFArtifact, theme: Theme?,
    baseline: BaselineComparison? = nil
  ) -> JSONValue {
    var states: [String: String] = [:]
    if let baseline {
      for finding in baseline.new { states[finding.matchKey] = "new" }
      for pair in baseline.worsened { states[pair.now.matchKey] = "updated" }
      for finding in baseline.unchanged { states[finding.matchKey] = "unchanged" }
    }
    let shown =
      findings.map { ($0, states[$0.matchKey]) } + (baseline?.fixed ?? []).map { ($0, "absent") }
    var run = [
      JSONMember(
        "tool",
        .object([
          JSONMember(
            "driver",
            .object([
              JSONMember("name", .string("themereg")), JSONMember("version", .string(CLI.version)),
              JSONMember("semanticVersion", .string(CLI.version)), JSONMember("rules", .array(rules())),
            ]))
        ])),
      JSONMember(
        "results", .array(shown.map { Self.result($0.0, state: $0.1, artifact: artifact, theme: theme) })),
      JSONMember("columnKind", .string("utf16CodeUnits")),
      // One category per theme, so several themes can be uploaded from one job.
      JSONMember("automationDetails", .object([JSONMember("id", .string("themereg/\(result.theme)/"))])),
      JSONMember(
        "properties",
        .object([JSONMember("ruleset", .string(result.ruleset)), JSONMember("profile", .string(result.profile))])),
    ]
    // SRCROOT is the file's root, or the one imported files are named against.
    let usesImportRoot =
      theme.map { theme in shown.contains { FindingLocator.importedSource(of: $0.0, in: theme) != nil } } ?? false
    let importRoot = "file://" + URIPath.percentEncoded(artifact.importRoot == "/" ? "/" : artifact.importRoot + "/")
    if let root = artifact.rootURI ?? (usesImportRoot ? importRoot : nil) {
      run.append(
        JSONMember("originalUriBaseIds", .object([JSONMember("SRCROOT", .object([JSONMember("uri", .string(root))]))])))
    }
    return .object([
      JSONMember("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      JSONMember("version", .string("2.1.0")), JSONMember("runs", .array([.object(run)])),
    ])
  }
}
