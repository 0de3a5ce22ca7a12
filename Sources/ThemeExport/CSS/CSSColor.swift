import ThemeModel

/// A custom property's value as a theme reads it: a colour in any CSS Color 4 syntax, a
/// `var()` alias, `light-dark()`, or no colour at all. Colours keep their space: `oklch()`,
/// `lab()`, `hsl()`, `color(display-p3 …)` become DTCG colour objects in that space, which
/// the theme converts exactly as the browser does (CSS Color 4's formulas); hex and `rgb()`
/// stay as written; named colours become their hex.
indirect enum CSSColorValue {
  case color(JSONValue)
  /// `var(--name)`: the custom property's name without `--`, and its fallback when it has one.
  case alias(String, fallback: [CSSStylesheet.Component]?)
  case lightDark(CSSColorValue, CSSColorValue)
  /// A value that is a colour but not one a theme can hold (`currentcolor`, relative colour
  /// syntax, `color-mix()` in a space it is not read in), and why.
  case unreadable(String)
  /// Not a colour (a length, a font, a shadow).
  case other

  /// The value of `components` (a declaration's value, trimmed).
  static func read(_ components: [CSSStylesheet.Component]) -> CSSColorValue {
    let meaningful = components.filter { !$0.isWhitespace }
    guard meaningful.count == 1, let only = meaningful.first else { return .other }
    switch only {
    case .token(let token):
      switch token.kind {
      case .hash(let digits):
        guard [3, 4, 6, 8].contains(digits.unicodeScalars.count),
          digits.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit)
        else { return .unreadable("#\(digits) is not a hex colour (3, 4, 6 or 8 hex digits)") }
        return .color(.string("#" + digits))
      case .ident(let name):
        let lower = name.lowercased()
        if lower == "transparent" { return .color(.string("#00000000")) }
        if let hex = namedColors[lower] { return .color(.string("#" + hex)) }
        if lower == "currentcolor" {
          return .unreadable("currentcolor is the element's own text colour, which has no value outside a page")
        }
        if systemColors.contains(lower) {
          return .unreadable("\(name) is a system colour: the browser and the user's settings pick it")
        }
        return .other
      default: return .other
      }
    case .function(let name, let arguments, _):
      return function(name.lowercased(), arguments)
    case .block: return .other
    }
  }

  private static func function(_ name: String, _ arguments: [CSSStylesheet.Component]) -> CSSColorValue {
    switch name {
    case "var":
      let parts = split(arguments, atFirstComma: true)
      guard case .token(let token)? = parts.first?.first, case .ident(let property) = token.kind,
        property.hasPrefix("--"), parts[0].count == 1
      else { return .unreadable("var() needs the name of a custom property") }
      return .alias(String(property.dropFirst(2)), fallback: parts.count > 1 ? parts[1] : nil)
    case "light-dark":
      let parts = split(arguments, atFirstComma: false)
      guard parts.count == 2 else { return .unreadable("light-dark() needs two colours, a light and a dark one") }
      let (light, dark) = (read(parts[0]), read(parts[1]))
      for side in [light, dark] {
        switch side {
        case .unreadable, .lightDark: return .unreadable("light-dark() needs two colours, a light and a dark one")
        case .other: return .unreadable("light-dark() holds something that is not a colour")
        default: continue
        }
      }
      return .lightDark(light, dark)
    case "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color":
      return CSSColorFunction.read(name, arguments)
    case "color-mix":
      return CSSColorMix.read(arguments)
    default:
      return .other
    }
  }

  /// `arguments` split at its top-level commas (only the first one when `atFirstComma`),
  /// each part trimmed of white space.
  static func split(_ arguments: [CSSStylesheet.Component], atFirstComma: Bool) -> [[CSSStylesheet.Component]] {
    var parts: [[CSSStylesheet.Component]] = [[]]
    for component in arguments {
      if case .token(let token) = component, token.kind == .comma, !(atFirstComma && parts.count == 2) {
        parts.append([])
      } else {
        parts[parts.count - 1].append(component)
      }
    }
    return parts.map { part in Array(part.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()) }
  }

  /// Whether `components` hold a colour somewhere inside (a shadow's, a gradient's, a data
  /// URI's), which no contrast check of a theme can read.
  static func holdsColor(_ components: [CSSStylesheet.Component]) -> Bool {
    components.contains { component in
      switch component {
      case .token(let token):
        switch token.kind {
        case .hash: return true
        case .ident(let name): return namedColors[name.lowercased()] != nil
        case .url(let url): return url.contains("rgb(") || url.contains("%23") || url.contains("fill=")
        case .string(let text): return text.hasPrefix("data:") && (text.contains("rgb(") || text.contains("%23"))
        default: return false
        }
      case .function(let name, let arguments, _):
        return CSSColorFunction.names.contains(name.lowercased()) || holdsColor(arguments)
      case .block(_, let contents): return holdsColor(contents)
      }
    }
  }

  static let systemColors: Set<String> = [
    "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface", "buttontext", "canvas",
    "canvastext", "field", "fieldtext", "graytext", "highlight", "highlighttext", "linktext", "mark", "marktext",
    "selecteditem", "selecteditemtext", "visitedtext",
  ]

  /// CSS Color 4's named colours (§6.1), by lowercase name.
  static let namedColors: [String: String] = {
    let table = """
      aliceblue f0f8ff antiquewhite faebd7 aqua 00ffff aquamarine 7fffd4 azure f0ffff beige f5f5dc bisque ffe4c4 \
      black 000000 blanchedalmond ffebcd blue 0000ff blueviolet 8a2be2 brown a52a2a burlywood deb887 \
      cadetblue 5f9ea0 chartreuse 7fff00 chocolate d2691e coral ff7f50 cornflowerblue 6495ed cornsilk fff8dc \
      crimson dc143c cyan 00ffff darkblue 00008b darkcyan 008b8b darkgoldenrod b8860b darkgray a9a9a9 \
      darkgreen 006400 darkgrey a9a9a9 darkkhaki bdb76b darkmagenta 8b008b darkolivegreen 556b2f \
      darkorange ff8c00 darkorchid 9932cc darkred 8b0000 darksalmon e9967a darkseagreen 8fbc8f \
      darkslateblue 483d8b darkslategray 2f4f4f darkslategrey 2f4f4f darkturquoise 00ced1 darkviolet 9400d3 \
      deeppink ff1493 deepskyblue 00bfff dimgray 696969 dimgrey 696969 dodgerblue 1e90ff firebrick b22222 \
      floralwhite fffaf0 forestgreen 228b22 fuchsia ff00ff gainsboro dcdcdc ghostwhite f8f8ff gold ffd700 \
      goldenrod daa520 gray 808080 green 008000 greenyellow adff2f grey 808080 honeydew f0fff0 hotpink ff69b4 \
      indianred cd5c5c indigo 4b0082 ivory fffff0 khaki f0e68c lavender e6e6fa lavenderblush fff0f5 \
      lawngreen 7cfc00 lemonchiffon fffacd lightblue add8e6 lightcoral f08080 lightcyan e0ffff \
      lightgoldenrodyellow fafad2 lightgray d3d3d3 lightgreen 90ee90 lightgrey d3d3d3 lightpink ffb6c1 \
      lightsalmon ffa07a lightseagreen 20b2aa lightskyblue 87cefa lightslategray 778899 lightslategrey 778899 \
      lightsteelblue b0c4de lightyellow ffffe0 lime 00ff00 limegreen 32cd32 linen faf0e6 magenta ff00ff \
      maroon 800000 mediumaquamarine 66cdaa mediumblue 0000cd mediumorchid ba55d3 mediumpurple 9370db \
      mediumseagreen 3cb371 mediumslateblue 7b68ee mediumspringgreen 00fa9a mediumturquoise 48d1cc \
      mediumvioletred c71585 midnightblue 191970 mintcream f5fffa mistyrose ffe4e1 moccasin ffe4b5 \
      navajowhite ffdead navy 000080 oldlace fdf5e6 olive 808000 olivedrab 6b8e23 orange ffa500 \
      orangered ff4500 orchid da70d6 palegoldenrod eee8aa palegreen 98fb98 paleturquoise afeeee \
      palevioletred db7093 papayawhip ffefd5 peachpuff ffdab9 peru cd853f pink ffc0cb plum dda0dd \
      powderblue b0e0e6 purple 800080 rebeccapurple 663399 red ff0000 rosybrown bc8f8f royalblue 4169e1 \
      saddlebrown 8b4513 salmon fa8072 sandybrown f4a460 seagreen 2e8b57 seashell fff5ee sienna a0522d \
      silver c0c0c0 skyblue 87ceeb slateblue 6a5acd slategray 708090 slategrey 708090 snow fffafa \
      springgreen 00ff7f steelblue 4682b4 tan d2b48c teal 008080 thistle d8bfd8 tomato ff6347 \
      turquoise 40e0d0 violet ee82ee wheat f5deb3 white ffffff whitesmoke f5f5f5 yellow ffff00 \
      yellowgreen 9acd32
      """
    let words = table.split(separator: " ").map(String.init)
    return Dictionary(
      uniqueKeysWithValues: stride(from: 0, to: words.count - 1, by: 2).map { (words[$0], words[$0 + 1]) })
  }()
}
