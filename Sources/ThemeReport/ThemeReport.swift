import ThemeAudit
import ThemeFiles
import ThemeModel

/// `themereg report`: a static, self-contained site about a theme (its colours in every
/// appearance, its contrast pairs, type scale and colour-vision previews, its history and a
/// comparison), or an index of every theme. Pure: pages as files, no I/O; the same input
/// gives the same bytes.
public enum ThemeReport {
  /// The pages of one theme under `folder` (empty for the report's root): `index.html`,
  /// `history.html`, and `diff.html` with a comparison. `registryIndex` links back to a
  /// report of all themes.
  public static func files(_ input: ThemeReportInput, folder: String = "", registryIndex: Bool = false)
    -> [ExportFile]
  {
    let prefix = folder.isEmpty ? "" : folder + "/"
    var links: [ReportPage.Link] = []
    if registryIndex { links.append(.init(href: "../index.html", label: "All themes", current: false)) }
    links.append(.init(href: "index.html", label: "Theme", current: false))
    links.append(.init(href: "history.html", label: "History", current: false))
    if input.comparison != nil { links.append(.init(href: "diff.html", label: "Changes", current: false)) }
    func page(_ href: String, _ title: String, _ subheading: String?, _ body: Markup) -> ExportFile {
      let current = links.map { ReportPage.Link(href: $0.href, label: $0.label, current: $0.href == href) }
      let page = ReportPage(
        title: title, heading: title, subheading: subheading, links: current, body: body)
      return ExportFile(path: prefix + href, bytes: page.bytes)
    }
    let label = "\(input.theme.name)@\(input.version.number)"
    let name = input.theme.displayName.map { "\($0) (\(label))" } ?? label
    var files = [
      page("index.html", name, versionLine(input.version), themePage(input)),
      page("history.html", "History of \(input.theme.name)", nil, Markup(historyPage(input))),
    ]
    if let comparison = input.comparison {
      files.append(page("diff.html", "\(comparison.from) → \(label)", nil, Markup(diffPage(input, comparison))))
    }
    return files
  }

  /// "Version 3 by alice on 2026-…: message", escaped.
  static func versionLine(_ version: ReportVersion) -> String {
    "Version \(version.number) by \(HTML.escape(version.author)) on \(HTML.escape(version.createdAt)): "
      + HTML.escape(version.message)
  }

  /// The body of `index.html`.
  static func themePage(_ input: ThemeReportInput) -> Markup {
    // One buffer for the whole page: sections append to it rather than building strings of
    // their own (a large theme's page is megabytes).
    var html = Markup(capacity: input.measurements.count * 4_000 + input.theme.colors.count * 800 + 65_536)
    html.append(summary(input))
    coverage(input, into: &html)
    contrastFailures(input, into: &html)
    pairMatrix(input, into: &html)
    colorSwatches(input, into: &html)
    typeScale(input, into: &html)
    colorVision(input, into: &html)
    otherFindings(input, into: &html)
    return html
  }

  /// Verdict, counts, approval state, ruleset.
  static func summary(_ input: ThemeReportInput) -> String {
    let errors = input.findings.count { $0.severity == .error }
    let warnings = input.findings.count { $0.severity == .warning }
    let infos = input.findings.count { $0.severity == .info }
    let failing = input.measurements.count { !$0.passes }
    var html = "<section aria-labelledby=\"summary\">\n<h2 id=\"summary\">Summary</h2>\n<ul class=\"summary\">"
    html +=
      errors == 0
      ? "<li class=\"verdict pass\"><span aria-hidden=\"true\">✓</span> Passes the audit</li>"
      : "<li class=\"verdict fail\"><span aria-hidden=\"true\">✗</span> Fails the audit</li>"
    html += "<li>\(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(infos, "info"))</li>"
    html +=
      "<li>\(input.measurements.count - failing) of \(plural(input.measurements.count, "contrast check")) pass</li>"
    if let approval = input.approval {
      html += "<li>Approved by \(HTML.escape(approval.approvedBy))"
      html += approval.recordedRole.map { " (database role \(HTML.escape($0)))" } ?? ""
      html += " on \(HTML.escape(approval.createdAt))"
      html += approval.note.map { ": " + HTML.escape($0) } ?? ""
      html += approval.signature.map { "; " + HTML.escape($0) } ?? ""
      html += "</li>"
    } else if let approved = input.approvedVersion {
      html += "<li>Not approved (the approved version is \(approved))</li>"
    } else {
      html += "<li>Not approved (no version is)</li>"
    }
    html += "<li>Ruleset \(HTML.escape(input.ruleset)), profile \(input.profile.rawValue)</li>"
    html += "<li>Appearances: \(input.theme.appearances.map(\.rawValue).joined(separator: ", "))</li>"
    html += "</ul>\n<p class=\"muted\">Content hash <code>\(HTML.escape(input.version.contentHash))</code></p>\n"
    if let description = input.theme.description { html += "<p>\(HTML.escape(description))</p>\n" }
    return html + "</section>\n"
  }

  static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

  /// Opens a horizontally scrolling region for a table, which keyboard users can reach;
  /// `closeScroll` ends it.
  static func openScroll(label: String, into html: inout Markup) {
    html += "<div class=\"scroll\" role=\"region\" tabindex=\"0\" aria-label=\"\(HTML.escape(label)), table\">\n"
  }

  /// `table` in a scrolling region, for the pages small enough to build in pieces.
  static func scrollingTable(label: String, _ table: String) -> String {
    var html = Markup()
    openScroll(label: label, into: &html)
    html.append(table)
    closeScroll(into: &html)
    return html.string
  }

  /// Ends a region `openScroll` began.
  static func closeScroll(into html: inout Markup) {
    html += "</div>\n"
  }
}
