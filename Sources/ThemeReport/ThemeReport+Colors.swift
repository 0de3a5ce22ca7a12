import ThemeModel

extension ThemeReport {
  /// Every colour in every appearance side by side: a swatch, the resolved value and, when it
  /// differs, the value as written; aliases link to the colour they name.
  static func colorSwatches(_ input: ThemeReportInput) -> String {
    let theme = input.theme
    let html = "<section aria-labelledby=\"colors\">\n<h2 id=\"colors\">Colours</h2>\n"
    guard !theme.colors.isEmpty else { return html + "<p>The theme has no colours.</p>\n</section>\n" }
    let names = Set(theme.colors.map(\.name))
    var table = "<table>\n<caption>\(plural(theme.colors.count, "colour")) as resolved in each appearance</caption>\n"
    table += "<thead><tr><th scope=\"col\">Colour</th>"
    for appearance in theme.appearances { table += "<th scope=\"col\">\(appearance.rawValue)</th>" }
    table += "</tr></thead>\n<tbody>\n"
    for token in theme.colors {
      table += "<tr><th scope=\"row\" id=\"\(HTML.identifier("color", token.name))\"><code>\(HTML.escape(token.name))</code></th>"
      for appearance in theme.appearances {
        guard let resolved = theme.resolvedColors[token.name]?[appearance] else {
          table += "<td class=\"muted\">—</td>"
          continue
        }
        let data = Sample.data(["color": token.name, "appearance": appearance.rawValue])
        table += "<td><div class=\"cell\">\(Sample.swatch(resolved, data: data))<span><code>\(resolved.hex)</code>"
        table += written(token.expression(in: appearance), resolved: resolved, known: names)
        table += "</span></div></td>"
      }
      table += "</tr>\n"
    }
    table += "</tbody>\n</table>\n"
    return html + scrollingTable(label: "Colours", table) + "</section>\n"
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
      return plain.uppercased() == resolved.hex ? "" : "<br><span class=\"muted\"><code>\(HTML.escape(plain))</code></span>"
    }
  }
}
