import ThemeAudit
import ThemeModel

extension ThemeReport {
  /// The pairs again as people with each colour-vision deficiency see them (Machado et al.
  /// 2009 at severity 1.0, in linear RGB; achromatopsia as luminance), with the ratio each
  /// simulated pair reaches. WCAG's ratio is luminance-based, so it moves little; what the
  /// previews show is which pairs rely on hue alone.
  static func colorVision(_ input: ThemeReportInput, into html: inout Markup) {
    html += "<section aria-labelledby=\"color-vision\">\n<h2 id=\"color-vision\">Colour-vision previews</h2>\n"
    guard !input.measurements.isEmpty else {
      html += "<p>The theme states no pairs.</p>\n"
      indistinctPairs(input, into: &html)
      html += "</section>\n"
      return
    }
    html +=
      "<p>Every pair simulated for four colour-vision deficiencies (Machado, Oliveira and Fernandes 2009, severity 1.0, applied in linear RGB; achromatopsia as luminance only), with the ratio the simulated colours reach.</p>\n"
    openScroll(label: "Colour-vision previews", into: &html)
    html += "<table>\n<caption>Pairs as each deficiency sees them</caption>\n<thead><tr><th scope=\"col\">Pair</th>"
    html += "<th scope=\"col\">Appearance</th><th scope=\"col\">Ratio</th><th scope=\"col\">Needs</th>"
    for vision in ColorVision.allCases { html += "<th scope=\"col\">\(vision.title)</th>" }
    html += "</tr></thead>\n<tbody>\n"
    for measurement in input.measurements {
      // Simulated from the 8-bit colours the samples draw, so the preview is reproducible
      // from the values the page shows.
      let source = (measurement.foreground.quantized, measurement.background.quantized)
      let shared = Sample.data([
        "pair": measurement.pair, "appearance": measurement.appearance.rawValue, "source": measurement.foreground.hex,
      ])
      html += "<tr><td>"
      pairName(measurement, into: &html)
      html += "</td><td>\(measurement.appearance.rawValue)</td>"
      html +=
        "<td class=\"num\">\(ratio(measurement.ratio))</td><td class=\"num\">\(threshold(measurement.threshold))</td>"
      for vision in ColorVision.allCases {
        let foreground = vision.simulate(source.0)
        let background = vision.simulate(source.1)
        let seen = ContrastMath.ratio(foreground, background)
        let passes = input.profile.meets(seen, threshold: measurement.threshold)
        let data = " data-cvd=\"\(vision.rawValue)\"" + shared
        html += "<td>"
        if measurement.isText {
          Sample.text(foreground: foreground, background: background, fontSize: 14, data: data, into: &html)
        } else {
          Sample.shape(foreground: foreground, background: background, data: data, into: &html)
        }
        html += "<br>\(HTML.badge(passes: passes)) \(ratio(seen))</td>"
      }
      html += "</tr>\n"
    }
    html += "</tbody>\n</table>\n"
    closeScroll(into: &html)
    indistinctPairs(input, into: &html)
    html += "</section>\n"
  }

  /// Findings other than the contrast checks drawn above: alt text, Dynamic Type, controls, RTL.
  static func otherFindings(_ input: ThemeReportInput, into html: inout Markup) {
    html += "<section aria-labelledby=\"findings\">\n<h2 id=\"findings\">Other findings</h2>\n"
    let contrastRules: Set<RuleID> = [.contrastText, .contrastNonText]
    let findings = input.findings.filter { !contrastRules.contains($0.rule) }
      .sorted(by: Finding.precedesInReport)
    guard !findings.isEmpty else {
      html += "<p>None.</p>\n</section>\n"
      return
    }
    openScroll(label: "Other findings", into: &html)
    html +=
      "<table>\n<caption>\(plural(findings.count, "finding"))</caption>\n<thead><tr><th scope=\"col\">Severity</th>"
    html += "<th scope=\"col\">Rule</th><th scope=\"col\">Where</th><th scope=\"col\">What</th></tr></thead>\n<tbody>\n"
    for finding in findings {
      html += "<tr><td>\(finding.severity.rawValue)</td><td><code>\(HTML.escape(finding.rule.rawValue))</code>"
      html += finding.wcag.map { "<br><span class=\"muted\">WCAG \(HTML.escape($0))</span>" } ?? ""
      html += "</td><td><code>\(HTML.escape(finding.path))</code></td><td>\(HTML.escape(finding.message))</td></tr>\n"
    }
    html += "</tbody>\n</table>\n"
    closeScroll(into: &html)
    html += "</section>\n"
  }
}
