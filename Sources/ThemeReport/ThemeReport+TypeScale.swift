import ThemeAudit
import ThemeModel

extension ThemeReport {
  /// For each dynamically scaled style: size against text-size setting on iOS and Android, the
  /// seed model beside what each platform really renders, min and max drawn as limits, the
  /// numbers in a table, and a sample line at each iOS size.
  static func typeScale(_ input: ThemeReportInput, into html: inout Markup) {
    html += "<section aria-labelledby=\"type-scale\">\n<h2 id=\"type-scale\">Type scale</h2>\n"
    guard !input.typeScale.isEmpty else {
      html += "<p>No typography style scales with the user's text size.</p>\n</section>\n"
      return
    }
    html +=
      "<p>How each style grows with the user's text size. The seed model is the spec's simple rule; the platform curves are Apple's Dynamic Type table for the style's text style and Android 14's non-linear font scaling, both clamped to the style's min and max.</p>\n"
    for table in input.typeScale {
      guard let style = input.theme.typographyStyle(named: table.style) else { continue }
      let id = HTML.identifier("type", style.name)
      html += "<h3 id=\"\(id)\"><code>\(HTML.escape(style.name))</code>: \(number: style.size, digits: 2) pt"
      html += style.textStyle.map { ", iOS \($0.rawValue)" } ?? ""
      html += "</h3>\n"
      var limits: [(label: String, value: Double)] = []
      if let minimum = style.dynamicScaling?.min { limits.append(("min", minimum)) }
      if let maximum = style.dynamicScaling?.max { limits.append(("max", maximum)) }
      let limitText =
        limits.isEmpty
        ? "no min or max" : limits.map { "\($0.label) \(number: $0.value, digits: 2)" }.joined(separator: ", ")
      let categories = ContentSizeCategory.allCases.map(\.shortName)
      var iosSeries = [LineChart.Series(name: "seed model", color: "--chart-3", values: table.ios, dashed: true)]
      if let platform = table.iosPlatform {
        iosSeries.append(LineChart.Series(name: "iOS Dynamic Type", color: "--chart-1", values: platform))
      }
      let ios = LineChart(
        id: id + "-ios", title: "\(style.name) on iOS",
        description:
          "Size in points for each of the 12 content size categories, XS to AX5 (\(limitText)). The table below has the numbers.",
        xLabels: categories, xTitle: "iOS content size category", yTitle: "points", series: iosSeries, limits: limits)
      let android = LineChart(
        id: id + "-android", title: "\(style.name) on Android",
        description:
          "Size in sp-equivalent dp for each font scale from 0.85 to 2.0 (\(limitText)). The table below has the numbers.",
        xLabels: TypeScale.androidScaleNames, xTitle: "Android font scale", yTitle: "dp",
        series: [
          LineChart.Series(name: "seed model (linear)", color: "--chart-3", values: table.android, dashed: true),
          LineChart.Series(name: "Android 14 non-linear", color: "--chart-2", values: table.androidPlatform),
        ], limits: limits)
      html += "<div class=\"charts\">\n"
      ios.write(into: &html)
      android.write(into: &html)
      html += "\n</div>\n"
      openScroll(label: "\(style.name) sizes", into: &html)
      html += "<table>\n<caption>\(HTML.escape(style.name)): size per iOS category (points)</caption>\n"
      html += "<thead><tr><th scope=\"col\">Category</th><th scope=\"col\">Seed model</th>"
      html += table.iosPlatform == nil ? "" : "<th scope=\"col\">iOS</th>"
      html += "</tr></thead>\n<tbody>\n"
      for (index, category) in ContentSizeCategory.allCases.enumerated() {
        html += "<tr><th scope=\"row\">\(category.shortName) <span class=\"muted\">\(category.rawValue)</span></th>"
        html += "<td class=\"num\">\(number: table.ios[index], digits: 2)</td>"
        if let platform = table.iosPlatform {
          html += "<td class=\"num\">\(number: platform[index], digits: 2)</td>"
        }
        html += "</tr>\n"
      }
      html +=
        "</tbody>\n</table>\n<table>\n<caption>\(HTML.escape(style.name)): size per Android font scale (dp)</caption>\n"
      html +=
        "<thead><tr><th scope=\"col\">Font scale</th><th scope=\"col\">Seed model</th><th scope=\"col\">Android 14</th></tr></thead>\n<tbody>\n"
      for (index, scale) in TypeScale.androidScaleNames.enumerated() {
        html +=
          "<tr><th scope=\"row\">\(scale)</th><td class=\"num\">\(number: table.android[index], digits: 2)</td>"
        html += "<td class=\"num\">\(number: table.androidPlatform[index], digits: 2)</td></tr>\n"
      }
      html += "</tbody>\n</table>\n"
      closeScroll(into: &html)
      // A sample line at each size the platform renders (the seed model where iOS has no table).
      let sizes = table.iosPlatform ?? table.ios
      html +=
        "<div class=\"samples scroll\" role=\"region\" tabindex=\"0\" aria-label=\"\(HTML.escape(style.name)) at each size\">"
      for (index, category) in ContentSizeCategory.allCases.enumerated() {
        html += "<p style=\"font-size: \(number: sizes[index], digits: 2)px; font-weight: \(style.weight)\">"
        html += "\(category.shortName) · \(number: sizes[index], digits: 2) pt · The quick brown fox</p>"
      }
      html += "</div>\n"
    }
    html += "</section>\n"
  }
}
