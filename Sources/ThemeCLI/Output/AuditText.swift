import ThemeAudit
import ThemeModel
import ThemeRegistry

/// The human report of an audit: grouped by rule, worst first, with a summary line.
enum AuditText {
  static func severityLabel(_ severity: Severity, console: Console) -> String {
    switch severity {
    case .error: console.styled("error", "31;1")
    case .warning: console.styled("warning", "33")
    case .info: console.styled("info", "36")
    }
  }

  static func summary(_ result: AuditResult) -> String {
    let verdict = result.passed ? "passes" : "FAILS"
    return
      "\(plural(result.errors, "error")), \(plural(result.warnings, "warning")), \(plural(result.infos, "info")) — \(verdict)"
  }

  static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// The versions after `base` up to `latest`: `@15`, or `@15…@16`.
  static func versions(after base: Int, through latest: Int) -> String {
    base + 1 == latest ? "@\(latest)" : "@\(base + 1)…@\(latest)"
  }

  /// The findings of `result`, grouped by rule with the worst rules first.
  static func render(_ result: AuditResult, findings: [Finding], console: Console, heading: String) -> String {
    var lines = [heading]
    let groups = Dictionary(grouping: findings, by: \.rule)
    let ordered = groups.keys.sorted { lhs, rhs in
      let left = groups[lhs]!.map(\.severity).min()!
      let right = groups[rhs]!.map(\.severity).min()!
      if left != right { return left < right }
      return (Rule.all.firstIndex { $0.id == lhs } ?? 99) < (Rule.all.firstIndex { $0.id == rhs } ?? 99)
    }
    for rule in ordered {
      let items = groups[rule]!.sorted { $0.severity < $1.severity }
      let worst = items[0].severity
      let wcag = Rule.named(rule)?.wcag.map { ", WCAG \($0)" } ?? ""
      lines.append("")
      lines.append("\(severityLabel(worst, console: console)) \(rule)\(wcag) — \(plural(items.count, "finding"))")
      for group in FindingGroup.grouping(items) {
        lines.append("  • " + group.message.printable)
        lines.append("    at \(group.first.path.printable)")
      }
      if let help = Rule.named(rule)?.help { lines.append("  fix: " + help) }
    }
    if findings.isEmpty { lines += ["", "No findings."] }
    lines.append("")
    lines.append("Summary: " + summary(result))
    if let coverage = result.coverage.map(coverage) { lines.append(coverage) }
    return lines.joined(separator: "\n")
  }

  /// How many colours the contrast checks measured, so a pass is never read without it.
  static func coverage(_ coverage: ContrastCoverage) -> String {
    guard !coverage.unchecked.isEmpty else {
      return "Coverage: all \(plural(coverage.colors, "colour")) are in a contrast check"
    }
    let named = coverage.unchecked.prefix(3).map(\.printable).joined(separator: ", ")
    let more = coverage.unchecked.count > 3 ? ", …" : ""
    return
      "Coverage: \(coverage.unchecked.count) of \(plural(coverage.colors, "colour")) are in no contrast check (\(named)\(more)); 'themereg pairs suggest' proposes the pairs they are likely used in"
  }

  /// The Dynamic Type tables as aligned text, with platform rows where they differ by more than 1 pt.
  static func typeScale(_ result: AuditResult) -> String? {
    guard case .object(let styles) = result.typeScale, !styles.isEmpty else { return nil }
    var lines = ["", "Dynamic Type (pt; platform rows shown where they differ from the seed model by more than 1 pt):"]
    for style in styles {
      lines.append("  \(style.key.printable)")
      let sections: [(header: (String) -> String, seed: (String, String), platform: (String, String))] = [
        ({ ContentSizeCategory(rawValue: $0)?.shortName ?? $0 }, ("iOS", "ios"), ("iOS (Apple)", "iosPlatform")),
        ({ "×" + $0 }, ("Android", "android"), ("Android 14", "androidPlatform")),
        ({ $0 + "px" }, ("Web", "web"), ("", "")),
      ]
      for section in sections {
        guard let seed = style.value[section.seed.1]?.objectMembers else { continue }
        var table = TextTable(header: ["    "] + seed.map { section.header($0.key) })
        table.rows.append(["    " + section.seed.0] + seed.map { JSONWriter.format($0.value.numberValue ?? 0) })
        if let platform = style.value[section.platform.1]?.objectMembers,
          zip(seed, platform).contains(where: { abs(($0.value.numberValue ?? 0) - ($1.value.numberValue ?? 0)) > 1 })
        {
          table.rows.append(
            ["    " + section.platform.0] + platform.map { JSONWriter.format($0.value.numberValue ?? 0) })
        }
        lines.append(table.rendered)
      }
    }
    return lines.joined(separator: "\n")
  }
}
