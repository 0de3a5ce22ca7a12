import ThemeModel

/// CSS Color 4's colour functions (§4–§10): `rgb()`/`rgba()` in both syntaxes, `hsl()`,
/// `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and `color()` with its predefined spaces,
/// `none` components, angles in every unit and alpha as a number or a percentage.
enum CSSColorFunction {
  static let names: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

  /// The spaces `color()` names, as the DTCG Color module names them.
  static let predefinedSpaces: [String: String] = [
    "srgb": "srgb", "srgb-linear": "srgb-linear", "display-p3": "display-p3", "a98-rgb": "a98-rgb",
    "prophoto-rgb": "prophoto-rgb", "rec2020": "rec2020", "xyz": "xyz-d65", "xyz-d65": "xyz-d65",
    "xyz-d50": "xyz-d50",
  ]

  /// The spaces whose components are 0–1 in the Color module and may leave it in CSS.
  static let rgbSpaces: Set<String> = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"]

  /// One component as written.
  enum Channel {
    case number(Double)
    case percentage(Double)
    case angle(Double)
    case none
  }

  static func read(_ name: String, _ arguments: [CSSStylesheet.Component]) -> CSSColorValue {
    let written = "\(name)()"
    var parts = arguments.filter { !$0.isWhitespace }
    for part in parts {
      if case .function(let inner, _, _) = part {
        return .unreadable("\(inner)() inside \(written) is computed by the browser; give the colour's value")
      }
    }
    if case .token(let first)? = parts.first, case .ident(let word) = first.kind, word.lowercased() == "from" {
      return .unreadable("relative colour syntax (\(name)(from …)) depends on another colour; give the value")
    }
    var space = name
    if name == "color" {
      guard case .token(let first)? = parts.first, case .ident(let word) = first.kind,
        let predefined = predefinedSpaces[word.lowercased()]
      else {
        return .unreadable(
          "color() needs a predefined space (\(predefinedSpaces.keys.sorted().joined(separator: ", ")))")
      }
      space = predefined
      parts.removeFirst()
    }
    var channels: [Channel] = []
    var alpha: Channel?
    let legacy = parts.contains { $0.token.kind == .comma }
    var afterSlash = false
    var secondAlpha = false
    func channelOrAlpha(_ channel: Channel) {
      guard afterSlash || (legacy && channels.count == 3) else { return channels.append(channel) }
      // `/ 0.5 0.5` is no colour: CSS takes one alpha.
      secondAlpha = secondAlpha || alpha != nil
      alpha = channel
    }
    for (index, part) in parts.enumerated() {
      guard case .token(let token) = part else { return .unreadable("\(written) holds a block") }
      switch token.kind {
      case .comma where legacy && index % 2 == 1: continue
      case .delim("/") where !legacy && !afterSlash:
        afterSlash = true
        continue
      case .number(let value): channelOrAlpha(.number(value))
      case .percentage(let value): channelOrAlpha(.percentage(value))
      case .dimension(let value, let unit):
        guard let degrees = degrees(value, unit: unit.lowercased()) else {
          return .unreadable("\(written) has \(JSONWriter.format(value))\(unit), which is no angle or number")
        }
        channelOrAlpha(.angle(degrees))
      case .ident(let word) where word.lowercased() == "none" && !legacy: channelOrAlpha(.none)
      default: return .unreadable("\(written) is not written as CSS Color 4 reads it")
      }
    }
    if secondAlpha { return .unreadable("\(written) is not written as CSS Color 4 reads it") }
    guard channels.count == 3, !(afterSlash && alpha == nil) else {
      return .unreadable("\(written) needs three components and an optional alpha")
    }
    let alphaValue: Double?
    switch alpha {
    case nil, .none?: alphaValue = nil
    case .number(let value)?: alphaValue = min(max(value, 0), 1)
    case .percentage(let value)?: alphaValue = min(max(value / 100, 0), 1)
    case .angle?: return .unreadable("\(written) has an angle as its alpha")
    }
    if space == "rgb" || space == "rgba" { return rgb(channels, alpha: alphaValue) }
    return dtcg(
      space.hasSuffix("a") && space.count == 4 ? String(space.dropLast()) : space, channels, alpha: alphaValue)
  }

  /// `rgb()` as the theme writes it: channels 0–255, alpha 0–1.
  private static func rgb(_ channels: [Channel], alpha: Double?) -> CSSColorValue {
    var values: [String] = []
    for channel in channels {
      let value: Double
      switch channel {
      case .number(let number): value = number
      case .percentage(let percent): value = percent * 2.55
      case .none: value = 0
      case .angle: return .unreadable("rgb() has an angle as a channel")
      }
      values.append(JSONWriter.format(min(max(value, 0), 255)))
    }
    let text = values.joined(separator: " ") + (alpha.map { " / \(JSONWriter.format($0))" } ?? "")
    return .color(.string("rgb(\(text))"))
  }

  /// A DTCG colour object in `space`, percentages scaled as CSS Color 4 scales each one.
  private static func dtcg(_ space: String, _ channels: [Channel], alpha: Double?) -> CSSColorValue {
    // What 100% stands for, per component (§8–§10), and whether it is a hue.
    let scales: [Double?]
    switch space {
    case "hsl", "hwb": scales = [nil, 100, 100]
    case "lab": scales = [100, 125, 125]
    case "lch": scales = [100, 150, nil]
    case "oklab": scales = [1, 0.4, 0.4]
    case "oklch": scales = [1, 0.4, nil]
    default: scales = [1, 1, 1]
    }
    let hueIndex: Int? =
      switch space {
      case "hsl", "hwb": 0
      case "lch", "oklch": 2
      default: nil
      }
    guard let ranges = ColorSpaces.ranges[space] else { return .unreadable("\(space) is no colour space") }
    var space = space
    var components: [JSONValue] = []
    var outsideGamut = false
    for (index, channel) in channels.enumerated() {
      var value: Double
      switch channel {
      case .none:
        components.append(.string("none"))
        continue
      case .number(let number): value = number
      case .angle(let degrees):
        guard index == hueIndex else { return .unreadable("\(space) has an angle where no hue is") }
        value = degrees
      case .percentage(let percent):
        guard let scale = scales[index] else { return .unreadable("\(space)'s hue is an angle, not a percentage") }
        // Scaled before dividing: `14%` of 100 is 14, where 14 / 100 * 100 is 14.000000000000002.
        value = percent * scale / 100
      }
      if index == hueIndex {
        value = value.truncatingRemainder(dividingBy: 360)
        if value < 0 { value += 360 }
      }
      // Lightness and chroma are clamped as CSS clamps them; other components must fit.
      if (space == "lab" || space == "lch" || space == "oklab" || space == "oklch") && index == 0 {
        value = min(max(value, 0), space.hasPrefix("ok") ? 1 : 100)
      }
      if (space == "lch" || space == "oklch") && index == 1 { value = max(value, 0) }
      if (space == "hsl" || space == "hwb") && index > 0 { value = min(max(value, 0), 100) }
      value = ranges[index].withoutRoundingNoise(value)
      if ranges[index].violation(of: value) != nil && rgbSpaces.contains(space) {
        // CSS Color 4 lets an RGB space's components leave 0–1 (a colour outside its gamut).
        outsideGamut = true
      } else if ranges[index].violation(of: value) != nil {
        return .unreadable(
          "component \(index + 1) of the \(space) colour is \(JSONWriter.format(value)), outside \(ranges[index].bounds)"
        )
      }
      components.append(.number(value))
    }
    if outsideGamut {
      // The Color module's RGB spaces hold 0–1 only: such a colour is given in XYZ, exactly.
      let color = ColorMixing.Color(space: space, components: components.map(\.numberValue), alpha: alpha ?? 1)
      guard let xyz = ColorMixing.converted(color, to: "xyz-d65") else {
        return .unreadable("\(space) is no colour space")
      }
      space = xyz.space
      components = xyz.components.map { $0.map(JSONValue.number) ?? .string("none") }
    }
    var members = [JSONMember("colorSpace", .string(space)), JSONMember("components", .array(components))]
    if let alpha, alpha != 1 { members.append(JSONMember("alpha", .number(alpha))) }
    return .color(.object(members))
  }

  /// An angle in degrees (§ CSS Values 4: deg, grad, rad, turn).
  private static func degrees(_ value: Double, unit: String) -> Double? {
    switch unit {
    case "deg": value
    case "grad": value * 0.9
    case "rad": value * 180 / Double.pi
    case "turn": value * 360
    default: nil
    }
  }
}
