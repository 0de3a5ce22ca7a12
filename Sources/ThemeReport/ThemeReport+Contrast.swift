import ThemeAudit
import ThemeModel

extension ThemeReport {
  /// How a pair is named in tables: its human name, its key, and the backdrop it sits on.
  static func pairName(_ measurement: ContrastMeasurement, into html: inout Markup) {
    html += "\(HTML.escape(measurement.what))<br><code>\(HTML.escape(measurement.pair))</code>"
    if let backdrop = measurement.backdrop { html += "<br><span class=\"muted\">over \(HTML.escape(backdrop))</span>" }
  }

  /// The pair drawn in its colours: text for text pairs, a ring and glyph for the others.
  static func sample(
    _ measurement: ContrastMeasurement, foreground: RGBA? = nil, data: String = "", into html: inout Markup
  ) {
    let color = foreground ?? measurement.foreground
    if measurement.isText {
      Sample.text(
        foreground: color, background: measurement.background, fontSize: measurement.fontSize,
        bold: measurement.isLargeText && measurement.fontSize < 24, data: data, into: &html)
    } else {
      Sample.shape(foreground: color, background: measurement.background, data: data, into: &html)
    }
  }

  static func ratio(_ value: Double) -> String { ContrastMath.display(value) + ":1" }

  static func threshold(_ value: Double) -> String { HTML.number(value, digits: 2) + ":1" }

  /// How far below its threshold a failing check is, to the hundredth, never understated:
  /// the threshold minus the ratio as shown.
  static func shortfall(_ measurement: ContrastMeasurement) -> String {
    let shown = Double(ContrastMath.display(measurement.ratio)) ?? measurement.ratio
    let hundredths = Int(((measurement.threshold - shown) * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
  }

  static func kindName(_ measurement: ContrastMeasurement) -> String {
    switch measurement.kind {
    case .text: "text"
    case .largeText: "large text"
    case .nonText: "non-text"
    case .decorative: "decorative"
    }
  }

  /// Every failing check: where, by how much, and the audit's suggested colour drawn beside
  /// the original.
  static func contrastFailures(_ input: ThemeReportInput, into html: inout Markup) {
    let failing = input.measurements.filter { !$0.passes }
    html += "<section aria-labelledby=\"failures\">\n<h2 id=\"failures\">Contrast failures</h2>\n"
    guard !failing.isEmpty else {
      html +=
        "<p><span class=\"badge pass\">✓ None</span> Every one of the \(plural(input.measurements.count, "contrast check")) passes.</p>\n</section>\n"
      return
    }
    html +=
      "<p>\(plural(failing.count, "check")) below the contract, worst shortfall first. The suggested colour is the nearest lighter or darker one that reaches the threshold on the same background.</p>\n"
    openScroll(label: "Failing pairs", into: &html)
    html +=
      "<table>\n<caption>Failing pairs</caption>\n<thead><tr><th scope=\"col\">Pair</th><th scope=\"col\">Appearance</th>"
    html +=
      "<th scope=\"col\">As it is</th><th scope=\"col\">Ratio</th><th scope=\"col\">Needs</th><th scope=\"col\">Short by</th>"
    html += "<th scope=\"col\">Suggested fix</th></tr></thead>\n<tbody>\n"
    let sorted = failing.enumerated().sorted { lhs, rhs in
      let left = lhs.element.threshold - lhs.element.ratio
      let right = rhs.element.threshold - rhs.element.ratio
      return left != right ? left > right : lhs.offset < rhs.offset
    }.map(\.element)
    for measurement in sorted {
      let data = Sample.data(["pair": measurement.pair, "appearance": measurement.appearance.rawValue])
      html += "<tr class=\"failing\"\(data)><td>"
      pairName(measurement, into: &html)
      html += "</td><td>\(measurement.appearance.rawValue)</td><td>"
      sample(measurement, into: &html)
      html += "</td><td class=\"num\">\(HTML.badge(passes: false)) \(ratio(measurement.ratio))</td>"
      html += "<td class=\"num\">\(threshold(measurement.threshold)) \(kindName(measurement))</td>"
      html += "<td class=\"num\">\(shortfall(measurement))</td><td>"
      let role = HTML.escape(measurement.role.isEmpty ? "colour" : measurement.role)
      if let fix = ContrastMath.suggestion(
        foreground: measurement.foreground, background: measurement.background, threshold: measurement.threshold)
      {
        html += "<div class=\"cell\">"
        sample(measurement, foreground: fix, data: Sample.data(["suggested": fix.hex]), into: &html)
        html +=
          "<span>\(role) <code>\(fix.hex)</code> reaches \(ratio(ContrastMath.ratio(fix, measurement.background)))</span></div>"
      } else {
        html += "No lighter or darker \(role) reaches it on this background; change the background."
      }
      html += "</td></tr>\n"
    }
    html += "</tbody>\n</table>\n"
    closeScroll(into: &html)
    html += "</section>\n"
  }

  /// The pairs in rows and the appearances in columns: each cell the pair drawn in that
  /// appearance with its ratio, threshold, verdict and (for text) APCA Lc.
  static func pairMatrix(_ input: ThemeReportInput, into html: inout Markup) {
    html += "<section aria-labelledby=\"pairs\">\n<h2 id=\"pairs\">Contrast pairs in every appearance</h2>\n"
    guard !input.measurements.isEmpty else {
      html += "<p>The theme states no pairs.</p>\n</section>\n"
      return
    }
    html +=
      "<p>Ratios are WCAG 2 contrast ratios, truncated as the audit shows them (never rounded up). APCA Lc is shown for text as a second opinion; it is not judged.</p>\n"
    let appearances = input.theme.appearances
    var rows: [[Appearance: ContrastMeasurement]] = []
    var index: [String: Int] = [:]
    for measurement in input.measurements {
      let key = measurement.pair + "@" + (measurement.backdrop ?? "")
      if let row = index[key] {
        rows[row][measurement.appearance] = measurement
      } else {
        index[key] = rows.count
        rows.append([measurement.appearance: measurement])
      }
    }
    openScroll(label: "Contrast pairs", into: &html)
    html += "<table>\n<caption>\(plural(rows.count, "pair")) × \(plural(appearances.count, "appearance"))</caption>\n"
    html += "<thead><tr><th scope=\"col\">Pair</th>"
    for appearance in appearances { html += "<th scope=\"col\">\(appearance.rawValue)</th>" }
    html += "</tr></thead>\n<tbody>\n"
    for row in rows {
      guard let first = appearances.lazy.compactMap({ row[$0] }).first else { continue }
      html += "<tr><th scope=\"row\">"
      pairName(first, into: &html)
      html += "</th>"
      for appearance in appearances {
        guard let measurement = row[appearance] else {
          html += "<td class=\"muted\">not checked</td>"
          continue
        }
        html += "<td class=\"pair\"\(Sample.data(["pair": measurement.pair, "appearance": appearance.rawValue]))>"
        sample(measurement, into: &html)
        html += "<br>\(HTML.badge(passes: measurement.passes)) <span class=\"ratio\">\(ratio(measurement.ratio))</span>"
        html += " <span class=\"muted\">needs \(threshold(measurement.threshold))</span>"
        if measurement.isText {
          let lc = ContrastMath.apca(text: measurement.foreground, background: measurement.background)
          html += "<br><span class=\"muted\">APCA Lc \(number: lc, digits: 1)</span>"
        }
        html += "</td>"
      }
      html += "</tr>\n"
    }
    html += "</tbody>\n</table>\n"
    closeScroll(into: &html)
    html += "</section>\n"
  }
}
