import ThemeAudit
import ThemeModel

extension ThemeReport {
  /// Which colours the contrast checks measured, per appearance: a pass is never read without it.
  static func coverage(_ input: ThemeReportInput, into html: inout Markup) {
    // The page already has the audit's checks: measured once.
    let coverage = Auditor(profile: input.profile).contrastCoverage(input.theme, measurements: input.measurements)
    html += "<section aria-labelledby=\"coverage\">\n<h2 id=\"coverage\">Coverage</h2>\n"
    guard !coverage.unchecked.isEmpty else {
      html += "<p>All \(plural(coverage.colors, "colour")) are in a contrast check.</p>\n</section>\n"
      return
    }
    html +=
      "<p>\(coverage.checked) of \(plural(coverage.colors, "colour")) are in a contrast check; \(coverage.unchecked.count) are in none, so the audit says nothing about them. State the pairs they are used in, or mark a colour that conveys nothing decorative.</p>\n"
    openScroll(label: "Coverage", into: &html)
    html += "<table>\n<caption>Colours in no contrast check, per appearance</caption>\n<thead><tr>"
    html += "<th scope=\"col\">Appearance</th><th scope=\"col\">Checked</th><th scope=\"col\">Unchecked</th>"
    html += "</tr></thead>\n<tbody>\n"
    for appearance in input.theme.appearances {
      let unchecked = coverage.uncheckedByAppearance[appearance] ?? []
      html += "<tr><td>\(appearance.rawValue)</td>"
      html += "<td class=\"num\">\(coverage.colors - unchecked.count) of \(coverage.colors)</td><td>"
      let names: String = unchecked.map { "<code>\(HTML.escape($0))</code>" }.joined(separator: ", ")
      html += "\(names)"
      html += "</td></tr>\n"
    }
    html += "</tbody>\n</table>\n"
    closeScroll(into: &html)
    html += "</section>\n"
  }

  /// The members of the theme's distinct sets that some deficiency makes look alike, each as
  /// that deficiency sees the two colours side by side.
  static func indistinctPairs(_ input: ThemeReportInput, into html: inout Markup) {
    let pairs = Auditor(profile: input.profile).indistinctPairs(input.theme)
    guard !input.theme.distinct.isEmpty else { return }
    html += "<h3 id=\"distinct-sets\">Distinct sets</h3>\n"
    guard !pairs.isEmpty else {
      html += "<p>Every distinct set stays apart under protanopia, deuteranopia and tritanopia.</p>\n"
      return
    }
    openScroll(label: "Colours that look alike", into: &html)
    html += "<table>\n<caption>Members of a distinct set that look alike</caption>\n<thead><tr>"
    html += "<th scope=\"col\">Set</th><th scope=\"col\">Colours</th><th scope=\"col\">Appearance</th>"
    html += "<th scope=\"col\">Seen as</th></tr></thead>\n<tbody>\n"
    for pair in pairs {
      html += "<tr class=\"indistinct\"><td>\(HTML.escape(pair.set))</td>"
      html += "<td><code>\(HTML.escape(pair.first))</code> and <code>\(HTML.escape(pair.second))</code></td>"
      html += "<td>\(pair.appearance.rawValue)</td><td>"
      for simulation in pair.simulations {
        Sample.swatch(simulation.first, into: &html)
        Sample.swatch(simulation.second, into: &html)
        html += " \(simulation.vision.rawValue): ΔE \(ContrastMath.display(simulation.deltaE))<br>"
      }
      html += "</td></tr>\n"
    }
    html += "</tbody>\n</table>\n"
    closeScroll(into: &html)
  }
}
