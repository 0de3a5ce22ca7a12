import ThemeAudit
import ThemeModel

extension ThemeReport {
  /// At most this many points are drawn; a longer history is summarised in buckets.
  static let maximumTimelinePoints = 200

  /// The versions the timeline draws: every version, or for a long history one per bucket
  /// (the bucket's worst version, the first of equals), so a spike is never averaged away.
  static func timelineVersions(_ versions: [ReportVersion]) -> [ReportVersion] {
    guard versions.count > maximumTimelinePoints else { return versions }
    let size = (versions.count + maximumTimelinePoints - 1) / maximumTimelinePoints
    return stride(from: 0, to: versions.count, by: size).map { start in
      let bucket = versions[start..<min(start + size, versions.count)]
      return bucket.max { ($0.errors ?? 0, $1.number) < ($1.errors ?? 0, $0.number) }!
    }
  }

  /// The body of `history.html`: errors and warnings per version as a timeline, the versions
  /// it draws, and every finding with the versions that introduced and fixed it.
  static func historyPage(_ input: ThemeReportInput) -> String {
    let versions = input.versions
    let shown = timelineVersions(versions)
    var html = "<section aria-labelledby=\"timeline\">\n<h2 id=\"timeline\">Errors and warnings per version</h2>\n"
    html += "<p>\(plural(versions.count, "version"))"
    if let first = versions.first, let last = versions.last {
      html += ", \(HTML.escape(first.createdAt)) to \(HTML.escape(last.createdAt))"
    }
    html +=
      shown.count < versions.count
      ? ". Summarised: each point is the worst of \(plural((versions.count + maximumTimelinePoints - 1) / maximumTimelinePoints, "consecutive version")).</p>\n"
      : ".</p>\n"
    let labels = shown.map { "v\($0.number)" }
    let links = shown.map { "#" + "v\($0.number)" as String? }
    let chart = LineChart(
      id: "timeline-chart", title: "Audit findings of \(input.theme.name) per version",
      description:
        "Errors and warnings of each version's audit run, oldest first; the table below lists the same versions.",
      xLabels: labels, xTitle: "version", yTitle: "findings",
      series: [
        .init(name: "errors", color: "--chart-2", values: shown.map { $0.errors.map(Double.init) }, links: links),
        .init(
          name: "warnings", color: "--chart-1", values: shown.map { $0.warnings.map(Double.init) }, links: links,
          dashed: true),
      ])
    html += chart.svg + "\n"
    var table = "<table>\n<caption>\(shown.count < versions.count ? "The versions drawn" : "Every version")</caption>\n"
    table +=
      "<thead><tr><th scope=\"col\">Version</th><th scope=\"col\">Date</th><th scope=\"col\">Author</th><th scope=\"col\">Message</th>"
    table +=
      "<th scope=\"col\">Errors</th><th scope=\"col\">Warnings</th><th scope=\"col\">Approved</th></tr></thead>\n<tbody>\n"
    for version in shown.reversed() {
      table +=
        "<tr id=\"v\(version.number)\"><th scope=\"row\">\(version.number)</th><td>\(HTML.escape(version.createdAt))</td>"
      table += "<td>\(HTML.escape(version.author))</td><td>\(HTML.escape(version.message))</td>"
      table +=
        "<td class=\"num\">\(version.errors.map(String.init) ?? "—")</td><td class=\"num\">\(version.warnings.map(String.init) ?? "—")</td>"
      table += "<td>\(version.approved ? "yes" : "no")</td></tr>\n"
    }
    table += "</tbody>\n</table>\n"
    html += scrollingTable(label: "Versions", table) + "</section>\n"
    html += findingSpans(input)
    return html
  }

  /// Every finding's stretches: introduced, fixed (or open), with who committed each and why.
  static func findingSpans(_ input: ThemeReportInput) -> String {
    var html =
      "<section aria-labelledby=\"spans\">\n<h2 id=\"spans\">Findings: when they came in and when they were fixed</h2>\n"
    let relevant = input.spans.filter { $0.finding.severity != .info }
    guard !relevant.isEmpty else { return html + "<p>No error or warning was ever found.</p>\n</section>\n" }
    let byNumber = Dictionary(input.versions.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
    func commit(_ number: Int) -> String {
      guard let version = byNumber[number] else { return "v\(number)" }
      return
        "v\(number) <span class=\"muted\">by \(HTML.escape(version.author)), \(HTML.escape(version.createdAt)): \(HTML.escape(version.message))</span>"
    }
    let sorted = relevant.enumerated().sorted { lhs, rhs in
      let left = (lhs.element.fixed == nil ? 0 : 1, -lhs.element.introduced, lhs.offset)
      let right = (rhs.element.fixed == nil ? 0 : 1, -rhs.element.introduced, rhs.offset)
      return left < right
    }.map(\.element)
    let open = relevant.count { $0.fixed == nil }
    html +=
      "<p>\(plural(open, "open finding")), \(plural(relevant.count - open, "fixed one")) (errors and warnings).</p>\n"
    var table =
      "<table>\n<caption>Errors and warnings over the history</caption>\n<thead><tr><th scope=\"col\">Severity</th>"
    table +=
      "<th scope=\"col\">Rule</th><th scope=\"col\">Finding</th><th scope=\"col\">Introduced</th><th scope=\"col\">Fixed</th></tr></thead>\n<tbody>\n"
    for span in sorted {
      table +=
        "<tr><td>\(span.finding.severity.rawValue)</td><td><code>\(HTML.escape(span.finding.rule.rawValue))</code></td>"
      table += "<td>\(HTML.escape(span.finding.message))</td><td>\(commit(span.introduced))</td>"
      table += "<td>\(span.fixed.map(commit) ?? "<strong>open</strong> (last seen v\(span.lastSeen))")</td></tr>\n"
    }
    table += "</tbody>\n</table>\n"
    return html + scrollingTable(label: "Findings over the history", table) + "</section>\n"
  }
}
