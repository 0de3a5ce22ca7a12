import ThemeModel

/// Theme colours drawn as they are used: text on its background, a border or ring against
/// its background, a swatch. Samples are small SVG images with a text alternative, so the
/// report's own text never sits on a theme colour (a failing pair is meant to be hard to read).
enum Sample {
  /// `Aa Sample` in `foreground` on `background`, at a text size of 14, 17 or 24 points (the
  /// size class nearest `fontSize`), appended to `html`; `data` adds attributes tests read.
  static func text(
    foreground: RGBA, background: RGBA, fontSize: Double = 17, bold: Bool = false, data: String = "",
    into html: inout Markup
  ) {
    let large = fontSize >= 20
    let small = fontSize < 15
    let width = large ? 164 : small ? 100 : 118
    let height = large ? 44 : small ? 28 : 32
    let foregroundHex = foreground.hex
    let backgroundHex = background.hex
    html +=
      "<svg class=\"sample\" role=\"img\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\"\(data)>"
    html +=
      "<title>Sample text \(foregroundHex) on \(backgroundHex)</title><rect width=\"\(width)\" height=\"\(height)\" rx=\"4\" fill=\"\(backgroundHex)\"/>"
    html +=
      "<text class=\"\(large ? "l" : small ? "s" : "m")\(bold ? " b" : "")\" x=\"\(large ? 12 : 9)\" y=\"\(large ? 30 : small ? 19 : 22)\" fill=\"\(foregroundHex)\">Aa Sample</text></svg>"
  }

  /// A ring and a glyph in `foreground` against `background`, appended to `html`: how a
  /// border, focus ring or icon looks.
  static func shape(foreground: RGBA, background: RGBA, data: String = "", into html: inout Markup) {
    let foregroundHex = foreground.hex
    let backgroundHex = background.hex
    html +=
      "<svg class=\"sample\" role=\"img\" width=\"104\" height=\"32\" viewBox=\"0 0 104 32\"\(data)><title>Shape \(foregroundHex) against \(backgroundHex)</title>"
    html += "<rect width=\"104\" height=\"32\" rx=\"4\" fill=\"\(backgroundHex)\"/>"
    html +=
      "<rect x=\"8\" y=\"6\" width=\"52\" height=\"20\" rx=\"5\" fill=\"none\" stroke=\"\(foregroundHex)\" stroke-width=\"3\"/>"
    html += "<circle cx=\"82\" cy=\"16\" r=\"9\" fill=\"\(foregroundHex)\"/></svg>"
  }

  /// A swatch of `color` (a checkerboard shows through translucent colours); decorative, as its
  /// value is written beside it.
  static func swatch(_ color: RGBA, data: String = "", into html: inout Markup) {
    html +=
      "<span class=\"swatch\" aria-hidden=\"true\"><span style=\"background-color: \(color.hex)\"\(data)></span></span>"
  }

  /// ` data-NAME="VALUE"` attributes, escaped.
  static func data(_ pairs: KeyValuePairs<String, String>) -> String {
    var text = ""
    for (key, value) in pairs { text += " data-\(key)=\"\(HTML.escape(value))\"" }
    return text
  }
}
