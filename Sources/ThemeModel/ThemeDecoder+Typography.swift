/// Typography styles: sizes, weights and Dynamic Type scaling.
extension ThemeDecoder {
  mutating func decodeTypography(_ value: JSONValue?) -> [TypographyStyle] {
    var styles: [TypographyStyle] = []
    let keys = ["fontFamily", "size", "weight", "lineHeight", "textStyle", "dynamicScaling"]
    for entry in namedEntries(value, at: "typography", what: "typography styles") {
      guard let object = fields(entry.value, at: entry.path, allowed: keys, what: "a typography style") else {
        continue
      }
      let issuesBefore = issues.count
      let family = optionalString(object["fontFamily"], at: entry.path + ".fontFamily") ?? "system"
      if family.isEmpty { fail(entry.path + ".fontFamily", "must not be empty; use \"system\" for the platform font") }
      var size = 0.0
      if let number = optionalNumber(object["size"], at: entry.path + ".size") {
        size = number
        if !(number > 0 && number <= ThemeLimits.maximumFontSize) {
          fail(
            entry.path + ".size",
            "\(JSONWriter.format(number)) is out of range; a size must be more than 0 and at most 200 points")
        }
      } else if object["size"] == nil || object["size"] == .null {
        fail(entry.path + ".size", "required; give the size in points, e.g. 17")
      }
      let weight = decodeWeight(object["weight"], at: entry.path + ".weight")
      var lineHeight: Double?
      if let number = optionalNumber(object["lineHeight"], at: entry.path + ".lineHeight") {
        if number > 0 && number <= 10 {
          lineHeight = number
        } else {
          fail(
            entry.path + ".lineHeight",
            "\(JSONWriter.format(number)) is out of range; a line height multiplier is more than 0 and at most 10")
        }
      }
      let textStyle = optionalEnum(object["textStyle"], at: entry.path + ".textStyle", as: TextStyle.self)
      let scaling = decodeScaling(object["dynamicScaling"], at: entry.path + ".dynamicScaling")
      guard issues.count == issuesBefore else { continue }
      styles.append(
        TypographyStyle(
          name: entry.name, fontFamily: family, size: size, weight: weight, lineHeight: lineHeight,
          textStyle: textStyle, dynamicScaling: scaling))
    }
    return styles
  }

  mutating func decodeWeight(_ value: JSONValue?, at path: String) -> Int {
    guard let value, value != .null else { return 400 }
    switch value {
    case .number, .numberText:
      let number = value.numberValue ?? 0
      guard number == number.rounded(), (1...1000).contains(number) else {
        fail(path, "\(JSONWriter.format(number)) is not a weight; use a whole number from 1 to 1000")
        return 400
      }
      return Int(number)
    case .string(let text):
      if let weight = FontWeight.names[text] { return weight }
      let hint =
        EditDistance.nearest(to: text, in: FontWeight.names.keys.sorted()).map { " Did you mean \"\($0)\"?" } ?? ""
      fail(
        path,
        "\(JSONWriter.quoted(String(text.prefix(64)))) is not a DTCG weight name such as \"regular\" or \"bold\".\(hint)"
      )
      return 400
    default:
      fail(path, "expected a number from 1 to 1000 or a weight name, found \(value.typeName)")
      return 400
    }
  }

  mutating func decodeScaling(_ value: JSONValue?, at path: String) -> DynamicScaling? {
    guard let value, value != .null else { return nil }
    guard let object = fields(value, at: path, allowed: ["enabled", "min", "max"], what: "dynamic scaling settings")
    else { return nil }
    let enabled = optionalBool(object["enabled"], at: path + ".enabled")
    if object["enabled"] == nil { fail(path + ".enabled", "required; true or false") }
    let minimum = optionalNumber(object["min"], at: path + ".min")
    let maximum = optionalNumber(object["max"], at: path + ".max")
    for (bound, key) in [(minimum, "min"), (maximum, "max")] {
      if let bound, abs(bound) > 10_000 {
        fail(path + "." + key, "\(JSONWriter.format(bound)) is out of range; use a size in points")
      }
    }
    return DynamicScaling(enabled: enabled ?? false, min: minimum, max: maximum)
  }
}
