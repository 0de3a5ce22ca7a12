import ThemeAudit
import ThemeFiles
import ThemeModel

extension ThemeReport {
  /// The body of `diff.html`: colour changes as swatches before and after, every other token
  /// change, the ratios that moved and the findings introduced and resolved.
  static func diffPage(_ input: ThemeReportInput, _ comparison: ReportComparison) -> String {
    var html = "<section aria-labelledby=\"delta\">\n<h2 id=\"delta\">Accessibility delta</h2>\n<ul class=\"summary\">"
    html += "<li>\(plural(comparison.changes.count, "token change"))</li>"
    html += "<li>\(plural(comparison.introduced.count, "finding")) introduced</li>"
    html += "<li>\(plural(comparison.resolved.count, "finding")) resolved</li>"
    html += "<li>\(plural(comparison.contrast.count, "ratio")) moved</li></ul>\n"
    html += contrastDelta(comparison)
    html += findingList("Introduced", comparison.introduced) + findingList("Resolved", comparison.resolved)
    html += "</section>\n"
    html += colorChanges(old: comparison.oldTheme, new: input.theme)
    html += removedIdentifiers(comparison.removedIdentifiers)
    html += otherChanges(comparison.changes)
    return html
  }

  /// The identifiers app code loses, per removed colour, with the likely rename's identifiers.
  static func removedIdentifiers(_ removals: [ExportIdentifierRemoval]) -> String {
    let html =
      "<section aria-labelledby=\"removed-identifiers\">\n<h2 id=\"removed-identifiers\">Identifiers removed</h2>\n"
    guard !removals.isEmpty else { return html + "<p>No exported identifier was removed.</p>\n</section>\n" }
    var table = "<table>\n<caption>Identifiers app code that uses them no longer finds</caption>\n<thead><tr>"
    table += "<th scope=\"col\">Colour</th><th scope=\"col\">Platform</th><th scope=\"col\">Removed</th>"
    table += "<th scope=\"col\">Likely renamed to</th></tr></thead>\n<tbody>\n"
    for removal in removals {
      for identifier in removal.identifiers {
        let replacement = removal.replacements.first { $0.platform == identifier.platform }
        table += "<tr><th scope=\"row\"><code>\(HTML.escape(removal.color))</code></th>"
        table +=
          "<td>\(HTML.escape(identifier.platform))</td><td><code>\(HTML.escape(identifier.identifier))</code></td>"
        table +=
          replacement.map { "<td><code>\(HTML.escape($0.identifier))</code></td>" }
          ?? "<td class=\"muted\">no single match</td>"
        table += "</tr>\n"
      }
    }
    table += "</tbody>\n</table>\n"
    return html + scrollingTable(label: "Identifiers removed", table) + "</section>\n"
  }

  static func contrastDelta(_ comparison: ReportComparison) -> String {
    guard !comparison.contrast.isEmpty else { return "<p>No contrast ratio moved.</p>\n" }
    var table = "<table>\n<caption>Contrast ratios that moved</caption>\n<thead><tr><th scope=\"col\">Pair</th>"
    table += "<th scope=\"col\">Appearance</th><th scope=\"col\">Before</th><th scope=\"col\">After</th>"
    table += "<th scope=\"col\">Verdict</th></tr></thead>\n<tbody>\n"
    for change in comparison.contrast {
      let current = change.current
      func side(_ measurement: ContrastMeasurement?) -> String {
        guard let measurement else { return "<td class=\"muted\">—</td>" }
        var drawn = Markup()
        sample(measurement, into: &drawn)
        return
          "<td><div class=\"cell\">\(drawn.string)<span>\(ratio(measurement.ratio)) \(HTML.badge(passes: measurement.passes))<br><span class=\"muted\">needs \(threshold(measurement.threshold))</span></span></div></td>"
      }
      var name = Markup()
      pairName(current, into: &name)
      table += "<tr><td>\(name.string)</td><td>\(current.appearance.rawValue)</td>"
      table += side(change.before) + side(change.after)
      table += "<td>\(HTML.escape(change.verdict ?? movement(change)))</td></tr>\n"
    }
    table += "</tbody>\n</table>\n"
    return scrollingTable(label: "Contrast ratios that moved", table)
  }

  /// What moved when the verdict did not: the threshold, else the ratio.
  static func movement(_ change: ContrastChange) -> String {
    guard let before = change.before, let after = change.after else { return "" }
    if before.threshold != after.threshold {
      return
        "threshold \(threshold(before.threshold)) → \(threshold(after.threshold)), still \(after.passes ? "passes" : "fails")"
    }
    return "ratio \(after.ratio > before.ratio ? "up" : "down"), still \(after.passes ? "passes" : "fails")"
  }

  static func findingList(_ title: String, _ findings: [Finding]) -> String {
    var html = "<h3>\(title)</h3>\n"
    guard !findings.isEmpty else { return html + "<p>None.</p>\n" }
    html += "<ul>\n"
    for finding in findings.sorted(by: Finding.precedesInReport) {
      html +=
        "<li>\(finding.severity.rawValue) <code>\(HTML.escape(finding.rule.rawValue))</code>: \(HTML.escape(finding.message))</li>\n"
    }
    return html + "</ul>\n"
  }

  /// Colours whose resolved value changed in an appearance, or that were added or removed.
  static func colorChanges(old: Theme, new: Theme) -> String {
    let html = "<section aria-labelledby=\"color-changes\">\n<h2 id=\"color-changes\">Colour changes</h2>\n"
    let names = Set(old.colors.map(\.name)).union(new.colors.map(\.name)).sorted { $0.precedesByCodePoint($1) }
    let appearances = Appearance.allCases.filter { old.appearances.contains($0) || new.appearances.contains($0) }
    var rows = ""
    for name in names {
      for appearance in appearances {
        let before = old.resolvedColors[name]?[appearance]
        let after = new.resolvedColors[name]?[appearance]
        guard before != after else { continue }
        func side(_ color: RGBA?, _ which: String) -> String {
          guard let color else { return "<td class=\"muted\">\(which == "before" ? "added" : "removed")</td>" }
          let data = Sample.data(["color": name, "appearance": appearance.rawValue, "side": which])
          var swatch = Markup()
          Sample.swatch(color, data: data, into: &swatch)
          return "<td><div class=\"cell\">\(swatch.string)<code>\(color.hex)</code></div></td>"
        }
        rows += "<tr><th scope=\"row\"><code>\(HTML.escape(name))</code></th><td>\(appearance.rawValue)</td>"
        rows += side(before, "before") + side(after, "after") + "</tr>\n"
      }
    }
    guard !rows.isEmpty else { return html + "<p>No colour changed.</p>\n</section>\n" }
    var table =
      "<table>\n<caption>Resolved colours before and after</caption>\n<thead><tr><th scope=\"col\">Colour</th>"
    table +=
      "<th scope=\"col\">Appearance</th><th scope=\"col\">Before</th><th scope=\"col\">After</th></tr></thead>\n<tbody>\n"
    table += rows + "</tbody>\n</table>\n"
    return html + scrollingTable(label: "Colour changes", table) + "</section>\n"
  }

  /// Every change outside the colours, as written.
  static func otherChanges(_ changes: [ThemeChange]) -> String {
    let html = "<section aria-labelledby=\"other-changes\">\n<h2 id=\"other-changes\">Other changes</h2>\n"
    let others = changes.filter {
      $0.path != "colors" && !$0.path.hasPrefix("colors.") && !$0.path.hasPrefix("colors[")
    }
    guard !others.isEmpty else { return html + "<p>None.</p>\n</section>\n" }
    func value(_ json: JSONValue?) -> String {
      guard let json else { return "<span class=\"muted\">—</span>" }
      let text = JSONWriter.string(json)
      return "<code>\(HTML.escape(text.count > 300 ? String(text.prefix(300)) + "…" : text))</code>"
    }
    var table = "<table>\n<caption>\(plural(others.count, "change"))</caption>\n<thead><tr><th scope=\"col\">Path</th>"
    table +=
      "<th scope=\"col\">Change</th><th scope=\"col\">Before</th><th scope=\"col\">After</th></tr></thead>\n<tbody>\n"
    for change in others {
      table += "<tr><td><code>\(HTML.escape(change.path))</code></td><td>\(change.kind.rawValue)</td>"
      table += "<td>\(value(change.from))</td><td>\(value(change.to))</td></tr>\n"
    }
    table += "</tbody>\n</table>\n"
    return html + scrollingTable(label: "Other changes", table) + "</section>\n"
  }

  /// The site's own files at the root of a report of every theme.
  static let rootFiles: Set<String> = ["index.html"]

  /// The folder of a theme's pages in a report of every theme: its name, unless that is one of
  /// the site's own files (a theme may be named `index.html`); theme names never start with
  /// `_`, so the prefix keeps folders distinct.
  public static func themeFolder(_ name: String) -> String { rootFiles.contains(name) ? "_" + name : name }

  /// `index.html` of a report of every theme: each with its latest verdict and approval,
  /// linking to its pages in the folder of its name.
  public static func registryIndex(_ themes: [ReportThemeSummary]) -> ExportFile {
    var table = "<table>\n<caption>\(plural(themes.count, "theme"))</caption>\n<thead><tr><th scope=\"col\">Theme</th>"
    table += "<th scope=\"col\">Latest</th><th scope=\"col\">Verdict</th><th scope=\"col\">Errors</th>"
    table += "<th scope=\"col\">Warnings</th><th scope=\"col\">Approved version</th></tr></thead>\n<tbody>\n"
    for theme in themes {
      let verdict =
        theme.latest.errors.map { HTML.badge(passes: $0 == 0) } ?? "<span class=\"muted\">not audited</span>"
      table +=
        "<tr><th scope=\"row\"><a href=\"\(HTML.escape(themeFolder(theme.name)))/index.html\">\(HTML.escape(theme.displayName ?? theme.name))</a>"
      table += theme.displayName == nil ? "" : "<br><code>\(HTML.escape(theme.name))</code>"
      table +=
        "</th><td>v\(theme.latest.number) <span class=\"muted\">by \(HTML.escape(theme.latest.author)), \(HTML.escape(theme.latest.createdAt))</span></td>"
      table += "<td>\(verdict)</td><td class=\"num\">\(theme.latest.errors.map(String.init) ?? "—")</td>"
      table += "<td class=\"num\">\(theme.latest.warnings.map(String.init) ?? "—")</td>"
      table +=
        "<td>\(theme.approvedVersion.map { "v\($0)" + ($0 == theme.latest.number ? " (latest)" : "") } ?? "none")</td></tr>\n"
    }
    table += "</tbody>\n</table>\n"
    let failing = themes.count { ($0.latest.errors ?? 0) > 0 }
    let body =
      "<section aria-labelledby=\"themes\">\n<h2 id=\"themes\">Themes</h2>\n<p>\(plural(failing, "theme")) of \(themes.count) fail their latest audit.</p>\n"
      + scrollingTable(label: "Themes", table) + "</section>\n"
    return ExportFile(
      path: "index.html",
      bytes: ReportPage(
        title: "Theme registry report", heading: "Theme registry report", subheading: nil, links: [], body: Markup(body)
      )
      .bytes)
  }
}
