/// A small SVG line chart with its text alternative: `<title>` and `<desc>` name it and say
/// what it shows, each point carries a `<title>` with its value, and the caller puts a data
/// table beside it. Optional horizontal limits (a minimum and maximum) are drawn dashed.
struct LineChart {
  /// One line: its name, its CSS colour variable, its values (nil skips a point), and an
  /// optional link per point.
  struct Series {
    var name: String
    var color: String
    var values: [Double?]
    var links: [String?] = []
    var dashed = false
  }

  var id: String
  var title: String
  var description: String
  var xLabels: [String]
  var xTitle: String
  var yTitle: String
  var series: [Series]
  var limits: [(label: String, value: Double)] = []

  static let width = 640.0
  static let height = 300.0
  static let left = 52.0
  static let right = 16.0
  static let top = 20.0
  static let bottom = 64.0

  /// The chart as SVG.
  var svg: String {
    var html = Markup()
    write(into: &html)
    return html.string
  }

  /// Appends the chart's SVG to `html`.
  func write(into html: inout Markup) {
    let values = series.flatMap { $0.values.compactMap { $0 } } + limits.map(\.value)
    let low = 0.0
    var high = max(values.max() ?? 1, 1)
    high = Self.niceCeiling(high)
    let plotWidth = Self.width - Self.left - Self.right
    let plotHeight = Self.height - Self.top - Self.bottom
    let count = max(xLabels.count, 1)
    func x(_ index: Int) -> Double {
      count == 1 ? Self.left + plotWidth / 2 : Self.left + plotWidth * Double(index) / Double(count - 1)
    }
    func y(_ value: Double) -> Double { Self.top + plotHeight * (1 - (value - low) / (high - low)) }
    // A chart whose points are links is a group of links, not an image (an image has no
    // interactive content).
    let linked = series.contains { !$0.links.isEmpty }
    html +=
      "<svg class=\"chart\" role=\"\(linked ? "group" : "img")\" viewBox=\"0 0 \(number: Self.width) \(number: Self.height)\""
    html += " aria-labelledby=\"\(id)-title \(id)-desc\"><title id=\"\(id)-title\">\(HTML.escape(title))</title>"
    html += "<desc id=\"\(id)-desc\">\(HTML.escape(description))</desc>"
    // Grid and y axis: five steps.
    for step in 0...4 {
      let value = high * Double(step) / 4
      let position = HTML.number(y(value))
      html +=
        "<line class=\"grid\" x1=\"\(number: Self.left)\" x2=\"\(number: Self.width - Self.right)\" y1=\"\(position)\" y2=\"\(position)\"/>"
      html +=
        "<text x=\"\(number: Self.left - 6)\" y=\"\(number: y(value) + 4)\" text-anchor=\"end\">\(number: value)</text>"
    }
    html +=
      "<line class=\"axis\" x1=\"\(number: Self.left)\" x2=\"\(number: Self.left)\" y1=\"\(number: Self.top)\" y2=\"\(number: Self.top + plotHeight)\"/>"
    // X labels: at most about twenty, evenly spaced.
    let every = max(1, (count + 19) / 20)
    for (index, label) in xLabels.enumerated() where index % every == 0 || index == count - 1 {
      html +=
        "<text x=\"\(number: x(index))\" y=\"\(number: Self.top + plotHeight + 16)\" text-anchor=\"middle\">\(HTML.escape(label))</text>"
    }
    html +=
      "<text x=\"\(number: Self.left + plotWidth / 2)\" y=\"\(number: Self.height - 26)\" text-anchor=\"middle\">\(HTML.escape(xTitle))</text>"
    html +=
      "<text x=\"14\" y=\"\(number: Self.top + plotHeight / 2)\" text-anchor=\"middle\" transform=\"rotate(-90 14 \(number: Self.top + plotHeight / 2))\">\(HTML.escape(yTitle))</text>"
    for limit in limits {
      let position = HTML.number(y(limit.value))
      html +=
        "<line class=\"limit\" x1=\"\(number: Self.left)\" x2=\"\(number: Self.width - Self.right)\" y1=\"\(position)\" y2=\"\(position)\"/>"
      html +=
        "<text x=\"\(number: Self.width - Self.right - 4)\" y=\"\(number: y(limit.value) - 4)\" text-anchor=\"end\">\(HTML.escape(limit.label)) \(number: limit.value)</text>"
    }
    // Lines, then points (links and titles), then the legend.
    for line in series {
      html += "<polyline fill=\"none\" style=\"stroke: var(\(line.color))\" stroke-width=\"2.5\""
      if line.dashed { html += " stroke-dasharray=\"8 4\"" }
      html += " points=\""
      var first = true
      for (index, value) in line.values.enumerated() {
        guard let value else { continue }
        html += first ? "\(number: x(index)),\(number: y(value))" : " \(number: x(index)),\(number: y(value))"
        first = false
      }
      html += "\"/>"
      for (index, value) in line.values.enumerated() {
        guard let value else { continue }
        let position: MarkupFragment =
          "cx=\"\(number: x(index))\" cy=\"\(number: y(value))\" r=\"4\" style=\"fill: var(\(line.color))\""
        if index < line.links.count, let link = line.links[index] {
          let label = "\(HTML.escape(line.name)) \(HTML.escape(xLabels[index])): \(number: value, digits: 2)"
          html += "<a href=\"\(HTML.escape(link))\" aria-label=\"\(label)\"><circle "
          html += position
          html += "><title>\(label)</title></circle></a>"
        } else {
          // The values are in the table beside the chart; a point needs no text of its own.
          html += "<circle "
          html += position
          html += "/>"
        }
      }
    }
    var legendX = Self.left
    for line in series {
      html +=
        "<line x1=\"\(number: legendX)\" x2=\"\(number: legendX + 24)\" y1=\"\(number: Self.height - 8)\" y2=\"\(number: Self.height - 8)\" style=\"stroke: var(\(line.color))\" stroke-width=\"3\"\(line.dashed ? " stroke-dasharray=\"8 4\"" : "")/>"
      html +=
        "<text x=\"\(number: legendX + 30)\" y=\"\(number: Self.height - 4)\">\(HTML.escape(line.name))</text>"
      legendX += 40 + Double(line.name.count) * 6.5
    }
    html += "</svg>"
  }

  /// The smallest of 1, 2, 2.5, 5 × 10ⁿ at or above `value`.
  static func niceCeiling(_ value: Double) -> Double {
    var magnitude = 1.0
    while magnitude * 10 <= value { magnitude *= 10 }
    for factor in [1.0, 2, 2.5, 5, 10] where factor * magnitude >= value { return factor * magnitude }
    return value
  }
}
