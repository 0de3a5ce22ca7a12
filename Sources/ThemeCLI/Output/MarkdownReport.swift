import ThemeAudit
import ThemeModel
import ThemeRegistry

/// GitHub-flavoured Markdown for a pull-request comment or `$GITHUB_STEP_SUMMARY`: a verdict
/// line and a table of failing pairs. Every piece of user text is escaped, so a theme name
/// with `|`, `*`, `<` or backticks can neither break the table nor inject HTML.
enum MarkdownReport {
  /// `text` safe inside a table cell and as inline text: Markdown punctuation backslash-escaped,
  /// `<`, `>` and `&` as entities, line breaks as spaces, invisible controls as `<U+202E>`, and
  /// mentions and references inert: GitHub links `@name` and `#123` in a comment's text (pinging
  /// people, cross-referencing issues), so an empty HTML comment parts the sign from the name.
  static func escape(_ text: String) -> String {
    var output = ""
    let scalars = Array(VisibleText.revealing(text).unicodeScalars)
    for (offset, scalar) in scalars.enumerated() {
      let next = offset + 1 < scalars.count ? scalars[offset + 1] : nil
      // GitHub mentions only at a word's start: `acme-chat@4` and `a@b.c` are no mentions.
      let afterWord = offset > 0 && isWordScalar(scalars[offset - 1])
      switch scalar {
      case "@" where !afterWord && next.map(isWordScalar) == true: output += "@" + inertSeparator
      case "#" where next.map { ("0"..."9").contains($0) } == true: output += "\\#" + inertSeparator
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "&": output += "&amp;"
      case "\n", "\r", "\u{2028}", "\u{2029}": output += " "
      case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~":
        output += "\\" + String(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F { continue }
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// What parts `@` or `#` from the name after it: an empty HTML comment renders as nothing,
  /// and GitHub's mention and reference links look for the name right after the sign.
  static let inertSeparator = "<!-- -->"

  /// Letters, digits, `-` and `_`: what GitHub names are made of.
  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
  }

  /// The colour a finding's message suggests ("… e.g. text #292929 reaches it").
  static func suggestion(_ finding: Finding) -> String? {
    let parts = finding.message.split(separator: " e.g. ", maxSplits: 1)
    guard parts.count == 2 else { return nil }
    let rest = parts[1]
    guard let hash = rest.firstIndex(of: "#") else { return nil }
    let hex = rest[hash...].prefix { $0 == "#" || $0.isHexDigit }
    return hex.count == 7 || hex.count == 9 ? String(hex) : nil
  }

  /// A measured ratio as the audit shows it (truncated), or "—".
  static func ratio(_ value: Double?) -> String { value.map { ContrastMath.display($0) + ":1" } ?? "—" }

  /// A required ratio as written ("4.5:1").
  static func needed(_ value: Double?) -> String { value.map { JSONWriter.format($0) + ":1" } ?? "—" }

  /// The audit of `result` (a version or a file named `what`).
  static func audit(_ result: AuditResult, what: String, baseline: BaselineComparison?, theme: Theme? = nil) -> String {
    let verdict = result.passed ? "passes" : "**FAILS**"
    var lines = [
      "### themereg: \(escape(what)) \(verdict)", "",
      "\(result.errors) errors, \(result.warnings) warnings, \(result.infos) infos · ruleset \(escape(result.ruleset)), profile \(escape(result.profile))",
    ]
    if let coverage = result.coverage {
      // A pass is never read without how much the contrast checks looked at.
      let shown = coverage.unchecked.prefix(8).map(escape).joined(separator: ", ")
      let more = coverage.unchecked.count > 8 ? ", …" : ""
      lines.append(
        coverage.unchecked.isEmpty
          ? "Coverage: all \(coverage.colors) colours are in a contrast check"
          : "Coverage: \(coverage.checked) of \(coverage.colors) colours are in a contrast check; in none: \(shown)\(more)"
      )
    }
    if let baseline {
      let errors = baseline.new.count { $0.severity == .error } + baseline.worsened.count { $0.now.severity == .error }
      lines.append(
        "Against \(escape(baseline.baseline)): \(errors == 0 ? "adds no errors" : "**adds \(errors) error(s)**"), "
          + "\(baseline.fixed.count) fixed, \(baseline.unchanged.count) still open")
    }
    let groups = FindingGroup.grouping(result.findings.filter { $0.severity == .error })
    let contrast = groups.filter { $0.first.rule.isContrast }
    if !contrast.isEmpty {
      lines += ["", "| Pair | Appearance | Ratio | Needs | Suggested |", "|---|---|---|---|---|"]
      for group in contrast {
        // The subject between its rule and its appearance; names may hold "|" themselves.
        var subject = Substring(group.first.subject.dropFirst(group.first.rule.rawValue.count + 1))
        if let appearance = group.first.appearance { subject = subject.dropLast(appearance.rawValue.count + 1) }
        let appearances = group.appearances.map(\.rawValue).joined(separator: ", ")
        let suggested = suggestion(group.first).map { "`\($0)`" } ?? "—"
        // The team's own file and line, when the colour was imported from one.
        let source = theme.flatMap { FindingLocator.importedSource(of: group.first, in: $0) }.map { location in
          " (" + escape(location.file.split(separator: "/").suffix(2).joined(separator: "/") + ":\(location.line)")
            + ")"
        }
        lines.append(
          "| \(escape(String(subject)))\(source ?? "") | \(escape(appearances)) | \(ratio(group.first.measured)) | \(needed(group.first.required)) | \(suggested) |"
        )
      }
    }
    let others = groups.filter { !$0.first.rule.isContrast }
    if !others.isEmpty {
      lines += ["", "Other errors:", ""]
      lines += others.map { "- `\($0.first.rule)` \(escape($0.message))" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A diff: the contrast ratios that moved, and the findings introduced and fixed.
  static func diff(_ diff: VersionDiff) -> String {
    var lines = [
      "### themereg: \(escape(diff.from)) → \(escape(diff.to))", "",
      "\(diff.changes.count) change(s) · ruleset \(escape(diff.ruleset)) · \(diff.introduced.count { $0.severity == .error }) error(s) introduced, \(diff.resolved.count { $0.severity == .error }) fixed",
    ]
    if !diff.contrast.isEmpty {
      lines += ["", "| Pair | Appearance | Before | After | Needs | |", "|---|---|---|---|---|---|"]
      for change in diff.contrast {
        let pair = change.current.pair + (change.current.backdrop.map { " over " + $0 } ?? "")
        lines.append(
          "| \(escape(pair)) | \(change.current.appearance.rawValue) | \(ratio(change.before?.ratio)) | \(ratio(change.after?.ratio)) | \(needed(change.current.threshold)) | \(escape(change.verdict ?? "")) |"
        )
      }
    }
    if !diff.exportRemovals.isEmpty {
      lines += ["", "Exported identifiers that are gone (app code using them stops building):", ""]
      for removal in diff.exportRemovals {
        let renamed = removal.renamedTo.map { " (renamed to `\(escape($0))`?)" } ?? ""
        lines.append(
          "- `\(escape(removal.color))`\(renamed): "
            + removal.identifiers.map { "`\(escape($0.identifier))`" }.joined(separator: ", "))
      }
    }
    for (title, findings) in [("Introduced", diff.introduced), ("Fixed", diff.resolved)] where !findings.isEmpty {
      lines += ["", "\(title):", ""]
      lines += FindingGroup.grouping(findings.sorted { $0.severity < $1.severity }).map {
        "- \($0.first.severity.rawValue) `\($0.first.rule)` \(escape($0.message))"
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
