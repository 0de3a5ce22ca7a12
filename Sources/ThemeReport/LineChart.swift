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
    var html = ""
    write(into: &html)
    return html
  }

  /// Appends the chart's SVG to `html`.
  func write(into html: inout String) {
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
    var svg = ""
    defer { html += svg }
    svg +=
      "<svg class=\"chart\" role=\"\(linked ? "group" : "img")\" viewBox=\"0 0 \(HTML.number(Self.width)) \(HTML.number(Self.height))\""
    svg += " aria-labelledby=\"\(id)-title \(id)-desc\"><title id=\"\(id)-title\">\(HTML.escape(title))</title>"
    svg += "<desc id=\"\(id)-desc\">\(HTML.escape(description))</desc>"
    // Grid and y axis: five steps.
    for step in 0...4 {
      let value = high * Double(step) / 4
      let position = HTML.number(y(value))
      svg +=
        "<line class=\"grid\" x1=\"\(HTML.number(Self.left))\" x2=\"\(HTML.number(Self.width - Self.right))\" y1=\"\(position)\" y2=\"\(position)\"/>"
      svg +=
        "<text x=\"\(HTML.number(Self.left - 6))\" y=\"\(HTML.number(y(value) + 4))\" text-anchor=\"end\">\(HTML.number(value))</text>"
    }
    svg +=
      "<line class=\"axis\" x1=\"\(HTML.number(Self.left))\" x2=\"\(HTML.number(Self.left))\" y1=\"\(HTML.number(Self.top))\" y2=\"\(HTML.number(Self.top + plotHeight))\"/>"
    // X labels: at most about twenty, evenly spaced.
    let every = max(1, (count + 19) / 20)
    for (index, label) in xLabels.enumerated() where index % every == 0 || index == count - 1 {
      svg +=
        "<text x=\"\(HTML.number(x(index)))\" y=\"\(HTML.number(Self.top + plotHeight + 16))\" text-anchor=\"middle\">\(HTML.escape(label))</text>"
    }
    svg +=
      "<text x=\"\(HTML.number(Self.left + plotWidth / 2))\" y=\"\(HTML.number(Self.height - 26))\" text-anchor=\"middle\">\(HTML.escape(xTitle))</text>"
    svg +=
      "<text x=\"14\" y=\"\(HTML.number(Self.top + plotHeight / 2))\" text-anchor=\"middle\" transform=\"rotate(-90 14 \(HTML.number(Self.top + plotHeight / 2)))\">\(HTML.escape(yTitle))</text>"
    for limit in limits {
      let position = HTML.number(y(limit.value))
      svg +=
        "<line class=\"limit\" x1=\"\(HTML.number(Self.left))\" x2=\"\(HTML.number(Self.width - Self.right))\" y1=\"\(position)\" y2=\"\(position)\"/>"
      svg +=
        "<text x=\"\(HTML.number(Self.width - Self.right - 4))\" y=\"\(HTML.number(y(limit.value) - 4))\" text-anchor=\"end\">\(HTML.escape(limit.label)) \(HTML.number(limit.value))</text>"
    }
    // Lines, then points (links and titles), then the legend.
    for line in series {
      let points = line.values.enumerated().compactMap { index, value in
        value.map { "\(HTML.number(x(index))),\(HTML.number(y($0)))" }
      }
      svg +=
        "<polyline fill=\"none\" style=\"stroke: var(\(line.color))\" stroke-width=\"2.5\"\(line.dashed ? " stroke-dasharray=\"8 4\"" : "") points=\"\(points.joined(separator: " "))\"/>"
      for (index, value) in line.values.enumerated() {
        guard let value else { continue }
        let position =
          "cx=\"\(HTML.number(x(index)))\" cy=\"\(HTML.number(y(value)))\" r=\"4\" style=\"fill: var(\(line.color))\""
        if index < line.links.count, let link = line.links[index] {
          let label = "\(HTML.escape(line.name)) \(HTML.escape(xLabels[index])): \(HTML.number(value, digits: 2))"
          svg +=
            "<a href=\"\(HTML.escape(link))\" aria-label=\"\(label)\"><circle \(position)><title>\(label)</title></circle></a>"
        } else {
          // The values are in the table beside the chart; a point needs no text of its own.
          svg += "<circle \(position)/>"
        }
      }
    }
    var legendX = Self.left
    for line in series {
      svg +=
        "<line x1=\"\(HTML.number(legendX))\" x2=\"\(HTML.number(legendX + 24))\" y1=\"\(HTML.number(Self.height - 8))\" y2=\"\(HTML.number(Self.height - 8))\" style=\"stroke: var(\(line.color))\" stroke-width=\"3\"\(line.dashed ? " stroke-dasharray=\"8 4\"" : "")/>"
      svg +=
        "<text x=\"\(HTML.number(legendX + 30))\" y=\"\(HTML.number(Self.height - 4))\">\(HTML.escape(line.name))</text>"
      legendX += 40 + Double(line.name.count) * 6.5
    }
    svg += "</svg>"
  }

  /// The smallest of 1, 2, 2.5, 5 × 10ⁿ at or above `value`.
  static func niceCeiling(_ value: Double) -> Double {
    var magnitude = 1.0
    while magnitude * 10 <= value { magnitude *= 10 }
    for factor in [1.0, 2, 2.5, 5, 10] where factor * magnitude >= value { return factor * magnitude }
    return value
  }
}
