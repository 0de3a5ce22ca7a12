extension ColorLiteral {
  /// The spaces CSS Color 4 writes with a function of their own (`oklch(…)`); the others of the
  /// DTCG Color module are predefined spaces of `color()`.
  private static let functionSpaces: Set<String> = ["hsl", "hwb", "lab", "lch", "oklab", "oklch"]

  /// Whether `value` is a DTCG colour object (`colorSpace`, `components`, …): no group of
  /// colours or appearances has that member. Such an object is one value, never merged or
  /// shown member by member.
  public static func isDTCGObject(_ value: JSONValue?) -> Bool {
    value?.objectMembers?.contains { $0.key == "colorSpace" } ?? false
  }

  /// A DTCG colour object in CSS Color 4 notation, on one line and exact: `color(srgb 0.235
  /// 0.812 0.91)`, `oklch(0.7 0.1 250 / 0.5)`. Nil for a value that is not a DTCG colour object.
  ///
  /// For showing a value: the object's JSON runs past a line, and its hex (a rounded sRGB value)
  /// is not what was written.
  public static func cssNotation(dtcg value: JSONValue) -> String? {
    guard let space = value["colorSpace"]?.stringValue, ColorSpaces.ranges[space] != nil,
      let components = value["components"]?.arrayElements, components.count == 3
    else { return nil }
    var parts: [String] = []
    for component in components {
      if component.stringValue == "none" {
        parts.append("none")
      } else if let number = component.numberValue {
        parts.append(JSONWriter.format(number))
      } else {
        return nil
      }
    }
    let channels = parts.joined(separator: " ")
    let alpha = value["alpha"]?.numberValue.flatMap { $0 == 1 ? nil : " / \(JSONWriter.format($0))" } ?? ""
    if functionSpaces.contains(space) { return "\(space)(\(channels)\(alpha))" }
    return "color(\(space) \(channels)\(alpha))"
  }
}
