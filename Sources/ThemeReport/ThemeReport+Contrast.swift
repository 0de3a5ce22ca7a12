import ThemeAudit
import ThemeModel

extension ThemeReport {
  /// How a pair is named in tables: its human name, its key, and the backdrop it sits on.
  static func pairName(_ measurement: ContrastMeasurement) -> String {
    var html = "\(HTML.escape(measurement.what))<br><code>\(HTML.escape(measurement.pair))</code>"
    if let backdrop = measurement.backdrop { html += "<br><span class=\"muted\">over \(HTML.escape(backdrop))</span>" }
    return html
  }

  /// The pair drawn in its colours: text for text pairs, a ring and glyph for the others.
  static func sample(_ measurement: ContrastMeasurement, foreground: RGBA? = nil, data: String = "") -> String {
    let color = foreground ?? measurement.foreground
    return measurement.isText
      ? Sample.text(
        foreground: color, background: measurement.background, fontSize: measurement.fontSize,
        bold: measurement.isLargeText && measurement.fontSize < 24, data: data)
      : Sample.shape(foreground: color, background: measurement.background, data: data)
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
  static func contrastFailures(_ input: ThemeReportInput) -> String {
    let failing = input.measurements.filter { !$0.passes }
    var html = "<section aria-labelledby=\"failures\">\n<h2 id=\"failures\">Contrast failures</h2>\n"
    guard !failing.isEmpty else {
      return html + "<p><span class=\"badge pass\">✓ None</span> Every one of the \(plural(input.measurements.count, "contrast check")) passes.</p>\n</section>\n"
    }
    html += "<p>\(plural(failing.count, "check")) below the contract, worst shortfall first. The suggested colour is the nearest lighter or darker one that reaches the threshold on the same background.</p>\n"
    var table = "<table>\n<caption>Failing pairs</caption>\n<thead><tr><th scope=\"col\">Pair</th><th scope=\"col\">Appearance</th>"
    table += "<th scope=\"col\">As it is</th><th scope=\"col\">Ratio</th><th scope=\"col\">Needs</th><th scope=\"col\">Short by</th>"
    table += "<th scope=\"col\">Suggested fix</th></tr></thead>\n<tbody>\n"
    let sorted = failing.enumerated().sorted { lhs, rhs in
      let left = lhs.element.threshold - lhs.element.ratio
      let right = rhs.element.threshold - rhs.element.ratio
      return left != right ? left > right : lhs.offset < rhs.offset
    }.map(\.element)
    for measurement in sorted {
      let data = Sample.data(["pair": measurement.pair, "appearance": measurement.appearance.rawValue])
      table += "<tr class=\"failing\"\(data)><td>\(pairName(measurement))</td><td>\(measurement.appearance.rawValue)</td>"
      table += "<td>\(sample(measurement))</td><td class=\"num\">\(ratio(measurement.ratio))</td>"
      table += "<td class=\"num\">\(threshold(measurement.threshold)) \(kindName(measurement))</td>"
      table += "<td class=\"num\">\(shortfall(measurement))</td><td>"
      if let fix = ContrastMath.suggestion(
        foreground: measurement.foreground, background: measurement.background, threshold: measurement.threshold)
      {
        let reached = ContrastMath.ratio(fix, measurement.background)
        table += "<div class=\"cell\">\(sample(measurement, foreground: fix, data: Sample.data(["suggested": fix.hex])))"
        table += "<span>\(HTML.escape(measurement.role.isEmpty ? "colour" : measurement.role)) <code>\(fix.hex)</code> reaches \(ratio(reached))</span></div>"
      } else {
        table += "No lighter or darker \(HTML.escape(measurement.role.isEmpty ? "colour" : measurement.role)) reaches it on this background; change the background."
      }
      table += "</td></tr>\n"
    }
    table += "</tbody>\n</table>\n"
    return html + scrollingTable(label: "Failing pairs", table) + "</section>\n"
  }

  /// The pairs in rows and the appearances in columns: each cell the pair drawn in that
  /// appearance with its ratio, threshold, verdict and (for text) APCA Lc.
  static func pairMatrix(_ input: ThemeReportInput) -> String {
    var html = "<section aria-labelledby=\"pairs\">\n<h2 id=\"pairs\">Contrast pairs in every appearance</h2>\n"
    guard !input.measurements.isEmpty else { return html + "<p>The theme states no pairs.</p>\n</section>\n" }
    html += "<p>Ratios are WCAG 2 contrast ratios, truncated as the audit shows them (never rounded up). APCA Lc is shown for text as a second opinion; it is not judged.</p>\n"
    let appearances = input.theme.appearances
    var rows: [(key: String, cells: [Appearance: ContrastMeasurement])] = []
    var index: [String: Int] = [:]
    for measurement in input.measurements {
      let key = measurement.pair + "@" + (measurement.backdrop ?? "")
      if let row = index[key] {
        rows[row].cells[measurement.appearance] = measurement
      } else {
        index[key] = rows.count
        rows.append((key, [measurement.appearance: measurement]))
      }
    }
    var table = "<table>\n<caption>\(plural(rows.count, "pair")) × \(plural(appearances.count, "appearance"))</caption>\n"
    table += "<thead><tr><th scope=\"col\">Pair</th>"
    for appearance in appearances { table += "<th scope=\"col\">\(appearance.rawValue)</th>" }
    table += "</tr></thead>\n<tbody>\n"
    for row in rows {
      guard let first = appearances.lazy.compactMap({ row.cells[$0] }).first else { continue }
      table += "<tr><th scope=\"row\">\(pairName(first))</th>"
      for appearance in appearances {
        guard let measurement = row.cells[appearance] else {
          table += "<td class=\"muted\">not checked</td>"
          continue
        }
        let data = Sample.data(["pair": measurement.pair, "appearance": appearance.rawValue])
        table += "<td class=\"pair\"\(data)>\(sample(measurement))<br>\(HTML.badge(passes: measurement.passes)) "
        table += "<span class=\"ratio\">\(ratio(measurement.ratio))</span> <span class=\"muted\">needs \(threshold(measurement.threshold))</span>"
        if measurement.isText {
          let lc = ContrastMath.apca(text: measurement.foreground, background: measurement.background)
          table += "<br><span class=\"muted\">APCA Lc \(HTML.number(lc, digits: 1))</span>"
        }
        table += "</td>"
      }
      table += "</tr>\n"
    }
    table += "</tbody>\n</table>\n"
    return html + scrollingTable(label: "Contrast pairs", table) + "</section>\n"
  }
}
