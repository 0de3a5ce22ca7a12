import ThemeModel

/// Theme colours drawn as they are used: text on its background, a border or ring against
/// its background, a swatch. Samples are small SVG images with a text alternative, so the
/// report's own text never sits on a theme colour (a failing pair is meant to be hard to read).
enum Sample {
  /// `Aa Sample` in `foreground` on `background`; `data` adds attributes tests read.
  static func text(foreground: RGBA, background: RGBA, fontSize: Double = 16, bold: Bool = false, data: String = "")
    -> String
  {
    let size = min(max(fontSize, 10), 28)
    let height = Int(size * 2)
    let width = Int(size * 6.5)
    let label = "Sample text \(foreground.hex) on \(background.hex)"
    return "<svg class=\"sample\" role=\"img\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\"\(data)>"
      + "<title>\(label)</title><rect width=\"\(width)\" height=\"\(height)\" rx=\"4\" fill=\"\(background.hex)\"/>"
      + "<text x=\"\(HTML.number(size * 0.6))\" y=\"\(HTML.number(size * 1.35))\" fill=\"\(foreground.hex)\" font-size=\"\(HTML.number(size))\""
      + "\(bold ? " font-weight=\"700\"" : "") font-family=\"system-ui, sans-serif\">Aa Sample</text></svg>"
  }

  /// A ring and a glyph in `foreground` against `background`: how a border, focus ring or icon looks.
  static func shape(foreground: RGBA, background: RGBA, data: String = "") -> String {
    let label = "Shape \(foreground.hex) against \(background.hex)"
    return "<svg class=\"sample\" role=\"img\" width=\"104\" height=\"32\" viewBox=\"0 0 104 32\"\(data)><title>\(label)</title>"
      + "<rect width=\"104\" height=\"32\" rx=\"4\" fill=\"\(background.hex)\"/>"
      + "<rect x=\"8\" y=\"6\" width=\"52\" height=\"20\" rx=\"5\" fill=\"none\" stroke=\"\(foreground.hex)\" stroke-width=\"3\"/>"
      + "<circle cx=\"82\" cy=\"16\" r=\"9\" fill=\"\(foreground.hex)\"/></svg>"
  }

  /// A swatch of `color` (a checkerboard shows through translucent colours); decorative, as its
  /// value is written beside it.
  static func swatch(_ color: RGBA, data: String = "") -> String {
    "<span class=\"swatch\" aria-hidden=\"true\"><span style=\"background-color: \(color.hex)\"\(data)></span></span>"
  }

  /// ` data-NAME="VALUE"` attributes, escaped.
  static func data(_ pairs: KeyValuePairs<String, String>) -> String {
    pairs.map { " data-\($0.key)=\"\(HTML.escape($0.value))\"" }.joined()
  }
}
