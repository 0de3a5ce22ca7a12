import ThemeModel

extension ThemeReport {
  /// Every colour in every appearance side by side: a swatch, the resolved value and, when it
  /// differs, the value as written; aliases link to the colour they name.
  static func colorSwatches(_ input: ThemeReportInput, into html: inout Markup) {
    let theme = input.theme
    html += "<section aria-labelledby=\"colors\">\n<h2 id=\"colors\">Colours</h2>\n"
    guard !theme.colors.isEmpty else {
      html += "<p>The theme has no colours.</p>\n</section>\n"
      return
    }
    let names = Set(theme.colors.map(\.name))
    openScroll(label: "Colours", into: &html)
    html += "<table>\n<caption>\(plural(theme.colors.count, "colour")) as resolved in each appearance</caption>\n"
    html += "<thead><tr><th scope=\"col\">Colour</th>"
    for appearance in theme.appearances { html += "<th scope=\"col\">\(appearance.rawValue)</th>" }
    html += "</tr></thead>\n<tbody>\n"
    for token in theme.colors {
      html +=
        "<tr><th scope=\"row\" id=\"\(HTML.identifier("color", token.name))\"><code>\(HTML.escape(token.name))</code></th>"
      for appearance in theme.appearances {
        guard let resolved = theme.resolvedColors[token.name]?[appearance] else {
          html += "<td class=\"muted\">—</td>"
          continue
        }
        html += "<td><div class=\"cell\">"
        Sample.swatch(
          resolved, data: Sample.data(["color": token.name, "appearance": appearance.rawValue]), into: &html)
        html += "<span><code>\(resolved.hex)</code>"
        html.append(written(token.expression(in: appearance), resolved: resolved, known: names))
        html += "</span></div></td>"
      }
      html += "</tr>\n"
    }
    html += "</tbody>\n</table>\n"
    closeScroll(into: &html)
    html += "</section>\n"
  }

  /// The written form beside a resolved value: a link for an alias, the literal when it is not
  /// simply the hex shown.
  static func written(_ expression: ColorExpression, resolved: RGBA, known: Set<String>) -> String {
    switch expression {
    case .alias(let target):
      let name = "{" + HTML.escape(target) + "}"
      return known.contains(target)
        ? "<br><a href=\"#\(HTML.identifier("color", target))\"><code>\(name)</code></a>"
        : "<br><code>\(name)</code>"
    case .literal(_, let written):
      let plain = written.hasPrefix("\"") && written.hasSuffix("\"") ? String(written.dropFirst().dropLast()) : written
      return plain.uppercased() == resolved.hex
        ? "" : "<br><span class=\"muted\"><code>\(HTML.escape(plain))</code></span>"
    }
  }
}
