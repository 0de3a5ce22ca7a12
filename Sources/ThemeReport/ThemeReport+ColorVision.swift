import ThemeAudit
import ThemeModel

extension ThemeReport {
  /// The pairs again as people with each colour-vision deficiency see them (Machado et al.
  /// 2009 at severity 1.0, in linear RGB; achromatopsia as luminance), with the ratio each
  /// simulated pair reaches. WCAG's ratio is luminance-based, so it moves little; what the
  /// previews show is which pairs rely on hue alone.
  static func colorVision(_ input: ThemeReportInput) -> String {
    var html = "<section aria-labelledby=\"color-vision\">\n<h2 id=\"color-vision\">Colour-vision previews</h2>\n"
    guard !input.measurements.isEmpty else { return html + "<p>The theme states no pairs.</p>\n</section>\n" }
    html += "<p>Every pair simulated for four colour-vision deficiencies (Machado, Oliveira and Fernandes 2009, severity 1.0, applied in linear RGB; achromatopsia as luminance only), with the ratio the simulated colours reach.</p>\n"
    for vision in ColorVision.allCases {
      let id = "cvd-" + vision.rawValue
      html += "<h3 id=\"\(id)\">\(vision.title)</h3>\n"
      var table = "<table>\n<caption>Pairs under \(vision.rawValue)</caption>\n<thead><tr><th scope=\"col\">Pair</th>"
      table += "<th scope=\"col\">Appearance</th><th scope=\"col\">Simulated</th><th scope=\"col\">Ratio seen</th>"
      table += "<th scope=\"col\">Ratio</th><th scope=\"col\">Needs</th><th scope=\"col\">Verdict seen</th></tr></thead>\n<tbody>\n"
      for measurement in input.measurements {
        let foreground = vision.simulate(measurement.foreground)
        let background = vision.simulate(measurement.background)
        let seen = ContrastMath.ratio(foreground, background)
        let passes = input.profile.meets(seen, threshold: measurement.threshold)
        let data = Sample.data([
          "cvd": vision.rawValue, "pair": measurement.pair, "appearance": measurement.appearance.rawValue,
          "source": measurement.foreground.hex,
        ])
        let drawn =
          measurement.isText
          ? Sample.text(foreground: foreground, background: background, fontSize: measurement.fontSize, data: data)
          : Sample.shape(foreground: foreground, background: background, data: data)
        table += "<tr><td>\(pairName(measurement))</td><td>\(measurement.appearance.rawValue)</td><td>\(drawn)</td>"
        table += "<td class=\"num\">\(ratio(seen))</td><td class=\"num\">\(ratio(measurement.ratio))</td>"
        table += "<td class=\"num\">\(threshold(measurement.threshold))</td><td>\(HTML.badge(passes: passes))</td></tr>\n"
      }
      table += "</tbody>\n</table>\n"
      html += scrollingTable(label: "Pairs under \(vision.rawValue)", table)
    }
    return html + "</section>\n"
  }

  /// Findings other than the contrast checks drawn above: alt text, Dynamic Type, controls, RTL.
  static func otherFindings(_ input: ThemeReportInput) -> String {
    let html = "<section aria-labelledby=\"findings\">\n<h2 id=\"findings\">Other findings</h2>\n"
    let contrastRules: Set<String> = ["contrast.text", "contrast.non-text"]
    let findings = input.findings.filter { !contrastRules.contains($0.rule) }
      .sorted(by: Finding.precedesInReport)
    guard !findings.isEmpty else { return html + "<p>None.</p>\n</section>\n" }
    var table = "<table>\n<caption>\(plural(findings.count, "finding"))</caption>\n<thead><tr><th scope=\"col\">Severity</th>"
    table += "<th scope=\"col\">Rule</th><th scope=\"col\">Where</th><th scope=\"col\">What</th></tr></thead>\n<tbody>\n"
    for finding in findings {
      table += "<tr><td>\(finding.severity.rawValue)</td><td><code>\(HTML.escape(finding.rule))</code>"
      table += finding.wcag.map { "<br><span class=\"muted\">WCAG \(HTML.escape($0))</span>" } ?? ""
      table += "</td><td><code>\(HTML.escape(finding.path))</code></td><td>\(HTML.escape(finding.message))</td></tr>\n"
    }
    table += "</tbody>\n</table>\n"
    return html + scrollingTable(label: "Other findings", table) + "</section>\n"
  }
}
