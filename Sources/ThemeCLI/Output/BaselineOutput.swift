import ThemeAudit
import ThemeModel
import ThemeRegistry

/// How `audit --baseline` shows what a change adds, worsens, keeps and fixes.
enum BaselineOutput {
  /// Text: a summary line, then the new and worsened findings (errors first), then the fixed.
  static func text(_ comparison: BaselineComparison, console: Console) -> String {
    let errors =
      comparison.new.count { $0.severity == .error } + comparison.worsened.count { $0.now.severity == .error }
    var lines = [
      "",
      "Against \(comparison.baseline) (baseline): \(AuditText.plural(comparison.new.count, "new finding")), "
        + "\(comparison.worsened.count) worsened, \(comparison.unchanged.count) still open, "
        + "\(comparison.fixed.count) fixed — \(errors == 0 ? "adds no errors" : "ADDS \(AuditText.plural(errors, "error"))")",
    ]
    for finding in comparison.new.sorted(by: { $0.severity < $1.severity }) {
      lines.append(
        "  new       \(AuditText.severityLabel(finding.severity, console: console))  \(finding.rule)  \(finding.message.printable)"
      )
    }
    for (now, before) in comparison.worsened.sorted(by: { $0.now.severity < $1.now.severity }) {
      let figures = [before.measured, now.measured].map { $0.map(ContrastMath.display) ?? "—" }.joined(separator: " → ")
      lines.append(
        "  worsened  \(AuditText.severityLabel(now.severity, console: console))  \(now.rule)  \(now.message.printable) (was \(figures))"
      )
    }
    for (finding, reason) in comparison.waived {
      lines.append("  waived    \(finding.rule)  \(finding.message.printable) — \(reason.printable)")
    }
    for finding in comparison.fixed.sorted(by: { $0.severity < $1.severity }) {
      lines.append("  fixed     \(finding.rule)  \(finding.message.printable)")
    }
    return lines.joined(separator: "\n")
  }

  /// JSON: `{"version", "new", "worsened", "unchanged", "fixed"}`, findings as `audit --json` shows them.
  static func json(_ comparison: BaselineComparison) -> JSONValue {
    .object([
      JSONMember("version", .string(comparison.baseline)),
      JSONMember("addsErrors", .bool(comparison.addsErrors)),
      JSONMember("new", .array(comparison.new.map(\.json))),
      JSONMember(
        "worsened",
        .array(
          comparison.worsened.map { pair in
            guard case .object(var members) = pair.now.json else { return pair.now.json }
            members.append(JSONMember("baselineMeasured", .optional(pair.before.measured)))
            return .object(members)
          })),
      JSONMember("unchanged", .array(comparison.unchanged.map(\.json))),
      JSONMember("fixed", .array(comparison.fixed.map(\.json))),
      JSONMember(
        "waived",
        .array(
          comparison.waived.map { entry in
            guard case .object(var members) = entry.finding.json else { return entry.finding.json }
            members.append(JSONMember("reason", .string(entry.reason)))
            return .object(members)
          })),
    ])
  }
}
